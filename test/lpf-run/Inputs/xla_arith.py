#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-arith.mlir and mixed-xla-arith-xla.mlir (run from
this directory with the venv's Python; the .npy files are committed):

- xla_arith_rows.npy (f32, 64 x 300): normal values of both signs over 16 binades (seed 39),
  so that the order of a sum's adds shows in its bits;
- xla_arith_{a,b,c}.npy (f32, 16 x 64): N(0, 1) triples (a * b + c rounds), with special
  triples in row 0: ±0 sums, products that overflow f32 but not the fused sum, a product that
  cancels c exactly or nearly, a product below f32's range. No infinities or NaNs: the NaN an
  invalid operation makes has another sign on XLA (x86's default NaN) than on ref, and NaN
  signs of arithmetic are not compared (formats.md §3).
"""
import numpy as np
rng = np.random.default_rng(39)
rows = (rng.standard_normal((64, 300)) * np.exp2(rng.integers(-8, 8, (64, 300)))).astype(np.float32)
np.save("xla_arith_rows.npy", rows)
a, b, c = (rng.standard_normal((16, 64)).astype(np.float32) for _ in range(3))
big = np.finfo(np.float32).max
special = [(0.0, 1.0, -0.0), (-0.0, 1.0, 0.0), (big, 2.0, -big), (-big, 2.0, big), (big, 1.0, big), (2.0**64, 2.0**64, -2.0**127),
           (3.0, 1.0 / 3.0, -1.0), (1.0 + 2.0**-23, 1.0 - 2.0**-23, -1.0), (-2.0, 3.0, 6.0), (2.0**-60, 2.0**-60, 1.0)]
for k, (x, y, z) in enumerate(special):
    a[0, k], b[0, k], c[0, k] = x, y, z
np.save("xla_arith_a.npy", a); np.save("xla_arith_b.npy", b); np.save("xla_arith_c.npy", c)
