#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-causal-first-key.mlir and its -xla twin (run
from this directory with the venv's Python; the .npy files are committed): N(0, 1) f32 queries
and keys [B, T, H, D] = [1, 24, 3, 32] and [1, 24, 8, 32], a flax attention's projections.
"""
import numpy as np
rng = np.random.default_rng(2424)
for name, heads in [("causal_qa_1x24x3x32", 3), ("causal_ka_1x24x3x32", 3), ("causal_qb_1x24x8x32", 8), ("causal_kb_1x24x8x32", 8)]:
    np.save(name + ".npy", rng.standard_normal((1, 24, heads, 32)).astype(np.float32))
