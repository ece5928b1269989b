#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-reduce-columns.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy files are committed), N(0, 1) f32:
columns_a_4x8x8x32.npy (NHWC), columns_b_4x45x64.npy, columns_c_64x96.npy.
"""
import numpy as np
rng = np.random.default_rng(53)
for name, shape in (("columns_a_4x8x8x32", (4, 8, 8, 32)), ("columns_b_4x45x64", (4, 45, 64)), ("columns_c_64x96", (64, 96))):
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
