#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-reduce-views.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed), N(0, 1) f32: view_<shape>.npy.
"""
import numpy as np
rng = np.random.default_rng(61)
for shape in ((64,), (8, 8), (8, 6), (40, 40), (2, 4, 8), (3, 2, 4, 8), (4, 8, 2), (4, 3, 8), (32, 4, 7)):
    np.save("view_" + "x".join(map(str, shape)) + ".npy", rng.standard_normal(shape).astype(np.float32))
