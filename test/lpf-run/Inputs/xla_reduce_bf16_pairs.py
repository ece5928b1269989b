#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-reduce-bf16-pairs.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy files are committed): bf16 N(0, 1) x 2^k with k
uniform in [-12, 12) (magnitudes far apart, so that the order of an f32 sum shows), as uint16
bits (how lpf-run reads a bf16 argument): pairs_a_64x1000.npy, pairs_b_2x16x512.npy,
pairs_c_2x16x512.npy, pairs_d_4x2048.npy.
"""
import ml_dtypes
import numpy as np
rng = np.random.default_rng(67)
for name, shape in (("pairs_a_64x1000", (64, 1000)), ("pairs_b_2x16x512", (2, 16, 512)), ("pairs_c_2x16x512", (2, 16, 512)),
                    ("pairs_d_4x2048", (4, 2048))):
    x = rng.standard_normal(shape) * np.exp2(rng.integers(-12, 12, shape))
    np.save(name + ".npy", x.astype(ml_dtypes.bfloat16).view(np.uint16))
