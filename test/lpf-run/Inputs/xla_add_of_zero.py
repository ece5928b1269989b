#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-add-of-zero.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): x, y and s [8, 64] N(0, 1) f32,
y with -0 in its first row (where y * s + 0 is +0 by IEEE and -0 after XLA's simplifier)."""
import numpy as np
rng = np.random.default_rng(6464)
x, y, s = (rng.standard_normal((8, 64)).astype(np.float32) for _ in range(3))
y[0, :] = -0.0
x[0, :8] = -0.0
np.save("addzero_x_8x64.npy", x)
np.save("addzero_y_8x64.npy", y)
np.save("addzero_s_8x64.npy", s)
