#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-dot-one-column.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy files are committed): N(0, 1) f32 operands of
dots with one column (N = 1).
"""
import numpy as np
rng = np.random.default_rng(1111)
normal = lambda *shape: rng.standard_normal(shape).astype(np.float32)
np.save("onecol_a_4x96.npy", normal(4, 96))
np.save("onecol_v_96.npy", normal(96))
np.save("onecol_b_12x64.npy", normal(12, 64))
np.save("onecol_w_64x1.npy", normal(64, 1))
np.save("onecol_c_16x32.npy", normal(16, 32))
np.save("onecol_u_32.npy", normal(32))
np.save("onecol_d_3x12x64.npy", normal(3, 12, 64))
np.save("onecol_e_3x64.npy", normal(3, 64))
np.save("onecol_f_2x6x64.npy", normal(2, 6, 64))
