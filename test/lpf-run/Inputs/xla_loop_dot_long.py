#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-loop-dot-long.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy files are committed): N(0, 1) f32 operands of a
recurrence whose dot is longer than the terms loop_dot.rs writes out, h [4, 96], w [96, 96] / 10.
"""
import numpy as np
rng = np.random.default_rng(9696)
np.save("looplong_h_4x96.npy", rng.standard_normal((4, 96)).astype(np.float32))
np.save("looplong_w_96x96.npy", (rng.standard_normal((96, 96)) / 10).astype(np.float32))
