#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-conv-blocks.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): N(0, 1) f32 NHWC inputs and
HWIO kernels of convolutions over more than 512 products per output.
"""
import numpy as np
rng = np.random.default_rng(800)
for name, shape in [("convb_x_2x7x7x32", (2, 7, 7, 32)), ("convb_k_5x5x32x32", (5, 5, 32, 32)), ("convb_x_2x8x8x64", (2, 8, 8, 64)),
                    ("convb_k_3x3x64x64", (3, 3, 64, 64)), ("convb_x_2x8x8x128", (2, 8, 8, 128)), ("convb_k_3x3x128x48", (3, 3, 128, 48))]:
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
