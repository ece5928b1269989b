#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-transposed-left.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy files are committed): N(0, 1) f32 [K, M] and
[K, N] operands of dots contracting their first dimension (a weight gradient's x.T @ dy).
"""
import numpy as np
rng = np.random.default_rng(6161)
for name, shape in [("tleft_x_330x96", (330, 96)), ("tleft_dy_330x64", (330, 64))]:
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
