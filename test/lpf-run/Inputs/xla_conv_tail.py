#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-conv-tail.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): N(0, 1) f32 images and
kernels of convolutions over few input channels (an RGB or grey image's first layer).
"""
import numpy as np
rng = np.random.default_rng(3232)
for name, shape in [("convt_x_2x20x20x3", (2, 20, 20, 3)), ("convt_k_5x5x3x32", (5, 5, 3, 32)),
                    ("convt_x_2x9x9x1", (2, 9, 9, 1)), ("convt_k_3x3x1x32", (3, 3, 1, 32)),
                    ("convt_x_2x8x8x3", (2, 8, 8, 3)), ("convt_k_3x3x3x20", (3, 3, 3, 20))]:
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
