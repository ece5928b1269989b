#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-conv-tasks.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): N(0, 1) f32 images and
kernels of a convolution into 300 channels on 4x4 pixels (YNNPACK's column tasks) and of a 3x3
kernel over a 2x2 image (XLA swaps the operands).
"""
import numpy as np
rng = np.random.default_rng(300)
for name, shape in [("convk_x_1x4x4x5", (1, 4, 4, 5)), ("convk_k_3x3x5x300", (3, 3, 5, 300)),
                    ("convk_x_2x2x2x40", (2, 2, 2, 40)), ("convk_k_3x3x40x24", (3, 3, 40, 24))]:
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
