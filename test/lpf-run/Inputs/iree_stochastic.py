#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/iree-stochastic.mlir (run from this directory with the venv's
Python; the .npy files are committed, this script says how they were made):

- iree_sr_x_512.npy: seed 4042, f32 N(0, 1) times 2^k, k uniform in [-24, 12] (every target's
  subnormals, normals and overflow), then ±0, ±inf, NaN, f32 subnormals and ±max f32;
- iree_sr_bits_512.npy: uniformly random i32 words.
"""
import numpy as np

rng = np.random.default_rng(4042)
x = rng.standard_normal(504) * np.exp2(rng.integers(-24, 13, 504))
special = [0.0, -0.0, np.inf, -np.inf, np.nan, 2.0**-140, -(2.0**-149), 3.4028234663852886e38]
np.save("iree_sr_x_512.npy", np.concatenate([x, special]).astype(np.float32))
np.save("iree_sr_bits_512.npy", rng.integers(-(2**31), 2**31, 512).astype(np.int32))
