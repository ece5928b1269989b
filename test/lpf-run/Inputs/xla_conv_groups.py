#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-conv-groups.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): N(0, 1) f32 images and kernels
of grouped convolutions of at most 16 channels.
"""
import numpy as np
rng = np.random.default_rng(7272)
for name, shape in [("convg_x_2x8x8x16", (2, 8, 8, 16)), ("convg_k_3x3x8x16", (3, 3, 8, 16)),
                    ("convg_x_2x9x9x12", (2, 9, 9, 12)), ("convg_k_3x3x3x16", (3, 3, 3, 16)),
                    ("convg_x_1x16x8x8", (1, 16, 8, 8)), ("convg_k_16x8x3x3", (16, 8, 3, 3))]:
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
