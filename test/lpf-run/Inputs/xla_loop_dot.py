#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-loop-dot.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): N(0, 1) f32 operands of a
recurrence's dots, x [3, 8], w [8, 16], u [16, 16] (an LSTM cell's shapes).
"""
import numpy as np
rng = np.random.default_rng(1616)
for name, shape in [("loopdot_x_3x8", (3, 8)), ("loopdot_w_8x16", (8, 16)), ("loopdot_u_16x16", (16, 16))]:
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
