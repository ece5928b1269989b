#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-loop-dot-layouts.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy files are committed): N(0, 1) f32 operands, the
weights / 10, and the branch index 1 (as an i32 scalar).
"""
import numpy as np
rng = np.random.default_rng(4242)
normal = lambda *shape, scale=1.0: (rng.standard_normal(shape) * scale).astype(np.float32)
np.save("looplay_x_4x96.npy", normal(4, 96))
np.save("looplay_wt_80x96.npy", normal(80, 96, scale=0.1))
np.save("looplay_wb_2x96x24.npy", normal(2, 96, 24, scale=0.1))
np.save("looplay_v_96.npy", normal(96, scale=0.1))
np.save("looplay_y_96x8.npy", normal(96, 8, scale=0.1))
np.save("looplay_index.npy", np.array(1, np.int32))
np.save("looplay_z_96x24.npy", normal(96, 24, scale=0.1))
