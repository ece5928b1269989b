#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-square-sums.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): N(0, 1) f32 rows of 4 to 33
elements, each a function argument (XLA's loop reads them from memory, as an RMSNorm's input)."""
import numpy as np

rng = np.random.default_rng(3902)
for shape in [(1, 4), (8, 5), (2, 5), (19, 8), (37, 6), (3, 32), (100, 33)]:
    np.save("sq_{}x{}.npy".format(*shape), rng.standard_normal(shape).astype(np.float32))
