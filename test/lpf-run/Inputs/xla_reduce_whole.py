#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-reduce-whole.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed), N(0, 1) f32: whole_<H>x<W>.npy
for each 2-D sum, whole_4000.npy and whole_2x2000.npy.
"""
import numpy as np
rng = np.random.default_rng(59)
for shape in ((8, 8), (32, 7), (16, 4), (2, 6), (12, 8), (40, 40), (1000, 3), (2000, 2), (3, 500), (64, 48), (4000,), (2, 2000)):
    np.save("whole_" + "x".join(map(str, shape)) + ".npy", rng.standard_normal(shape).astype(np.float32))
