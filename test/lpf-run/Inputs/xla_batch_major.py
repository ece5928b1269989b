#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-batch-major.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): N(0, 1) f32 queries and keys
laid out [T, H, D] as jax's attention einsum reads them, 24 keys x 3 heads and 16 x 2, D = 8.
"""
import numpy as np
rng = np.random.default_rng(1616)
for name, shape in [("bmc_qa_24x3x8", (24, 3, 8)), ("bmc_ka_24x3x8", (24, 3, 8)), ("bmc_qb_16x2x8", (16, 2, 8)), ("bmc_kb_16x2x8", (16, 2, 8))]:
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
