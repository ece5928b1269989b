#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-group-sums.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed), N(0, 1) f32 NHWC tensors
group_<N>x<H>x<W>x<C>.npy; in group_2x8x8x16.npy the first group of the first image is all -0
(its sums are +0 in every order, lane 0 starting from +0) and one value of the second is +inf.
"""
import numpy as np
rng = np.random.default_rng(60)
for shape in ((2, 8, 8, 16), (1, 8, 8, 32), (2, 4, 2, 8), (2, 16, 4, 16), (1, 4, 4, 48), (2, 6, 8, 8)):
    x = rng.standard_normal(shape).astype(np.float32)
    if shape == (2, 8, 8, 16):
        x[0, :, :, 0:2] = -0.0
        x[0, 3, 5, 2] = np.inf
    np.save("group_" + "x".join(map(str, shape)) + ".npy", x)
