#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-conv-transposed.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy files are committed): N(0, 1) f32 images and
kernels of input-dilated (transposed) convolutions.
"""
import numpy as np
rng = np.random.default_rng(5454)
for name, shape in [("convtr_x_2x4x4x16", (2, 4, 4, 16)), ("convtr_k_3x3x16x8", (3, 3, 16, 8)),
                    ("convtr_dy_1x4x4x8", (1, 4, 4, 8)), ("convtr_w_3x3x3x8", (3, 3, 3, 8)),
                    ("convtr_x_1x8x5x5", (1, 8, 5, 5)), ("convtr_k_4x8x4x4", (4, 8, 4, 4)),
                    ("convtr_x_2x16x32", (2, 16, 32)), ("convtr_k_5x32x4", (5, 32, 4)),
                    ("convtr_x_1x3x3x320", (1, 3, 3, 320)), ("convtr_k_2x2x320x2", (2, 2, 320, 2))]:
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
