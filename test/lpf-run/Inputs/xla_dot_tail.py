#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-dot-tail.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): N(0, 1) f32 operands of dots
whose K the lane count does not divide (attention's probs @ v over 29 keys and the like).
"""
import numpy as np
rng = np.random.default_rng(2929)
for name, shape in [("tail_a_96x29", (96, 29)), ("tail_bt_29x29", (29, 29)), ("tail_c_24x3", (24, 3)), ("tail_dt_10x3", (10, 3)),
                    ("tail_e_96x31", (96, 31)), ("tail_f_31x10", (31, 10))]:
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
