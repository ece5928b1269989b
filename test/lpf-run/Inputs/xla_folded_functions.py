#!/usr/bin/env python3
"""Writes the input of test/lpf-run/mixed-xla-folded-functions.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy file is committed): x, 32 N(0, 1) f32 values.
(The test's constants were drawn once from default_rng(3232): |N(0, 1)| + 0.5 and 2 N(0, 1).)
"""
import numpy as np
np.save("folded_x_32.npy", np.random.default_rng(3233).standard_normal(32).astype(np.float32))
