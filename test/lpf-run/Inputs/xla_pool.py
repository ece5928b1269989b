#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-pool.mlir and mixed-xla-pool-xla.mlir (run from
this directory with the venv's Python; the .npy files are committed), N(0, 1) f32:

- pool_a_1x8x8x16.npy (NHWC, 1024 elements, 16 channels), pool_b_1x32x32x3.npy (3072, 3
  channels), pool_c_2x32x32x3.npy (6144, 3 channels), pool_d_1x3x8x8.npy (NCHW, 192).
"""
import numpy as np
rng = np.random.default_rng(47)
for name, shape in (("pool_a_1x8x8x16", (1, 8, 8, 16)), ("pool_b_1x32x32x3", (1, 32, 32, 3)),
                    ("pool_c_2x32x32x3", (2, 32, 32, 3)), ("pool_d_1x3x8x8", (1, 3, 8, 8))):
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
