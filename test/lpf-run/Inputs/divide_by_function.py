#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-divide-by-function.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy files are committed): f32 numerators N(0, 9),
bases in [0.1, 4), exponents in [-3, 3), 64 x 64 each, with a few specials (+-0, +-inf, NaN,
exponents of +-100 whose exp overflows or vanishes; no subnormal numerator: XLA CPU flushes it
to zero).
"""
import numpy as np

rng = np.random.default_rng(3901)
x = (rng.standard_normal((64, 64)) * 3).astype(np.float32)
y = rng.uniform(0.1, 4.0, (64, 64)).astype(np.float32)
z = rng.uniform(-3.0, 3.0, (64, 64)).astype(np.float32)
x[63, :5] = [0.0, -0.0, np.inf, -np.inf, np.nan]
y[63, 6:10] = [0.0, np.inf, 1.0, 2.0]
z[63, 10:14] = [100.0, -100.0, 0.0, np.nan]
for name, a in [("dbf_x_64x64", x), ("dbf_y_64x64", y), ("dbf_z_64x64", z)]:
    np.save(name + ".npy", a)
