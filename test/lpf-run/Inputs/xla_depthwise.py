#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-depthwise.mlir and mixed-xla-depthwise-xla.mlir
(run from this directory with the venv's Python; the .npy files are committed), N(0, 1) f32:

- depthwise_x16_2x16x8x8.npy, depthwise_w16_16x1x3x3.npy: 16 channels, NCHW / OIHW;
- depthwise_x32_1x32x8x8.npy, depthwise_w32_32x1x3x3.npy: 32 channels;
- depthwise_xh_2x8x8x12.npy, depthwise_wh_3x3x1x12.npy: 12 channels, NHWC / HWIO (flax's).
"""
import numpy as np
rng = np.random.default_rng(43)
for name, shape in (("depthwise_x16_2x16x8x8", (2, 16, 8, 8)), ("depthwise_w16_16x1x3x3", (16, 1, 3, 3)),
                    ("depthwise_x32_1x32x8x8", (1, 32, 8, 8)), ("depthwise_w32_32x1x3x3", (32, 1, 3, 3)),
                    ("depthwise_xh_2x8x8x12", (2, 8, 8, 12)), ("depthwise_wh_3x3x1x12", (3, 3, 1, 12))):
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
