#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-packed-rows.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): f32 N(0, 1) left operands
rows_a_64x96.npy and a dot's right operand stored as rows rows_b_96x40.npy, and sums of squares
rows_s_16.npy (N(0, 1) x 50, an RMSNorm's sums before their mean).
"""
import numpy as np
rng = np.random.default_rng(5151)
np.save("rows_a_64x96.npy", rng.standard_normal((64, 96)).astype(np.float32))
np.save("rows_b_96x40.npy", rng.standard_normal((96, 40)).astype(np.float32))
np.save("rows_s_16.npy", (rng.standard_normal(16) * 50).astype(np.float32))
