#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/iree-blocks.mlir (run from this directory with the venv's
Python; the .npy files are committed, this script says how they were made):

- iree_blk_sweep_48x32.npy: iree_f32_sweep.npy (iree_sweep.py) as 48 blocks of 32, so that the
  blocks' largest magnitudes span every format's edges, ±0, ±inf and NaN;
- iree_blk_lhs_48x32.npy, iree_blk_rhs_32x8.npy: seed 4041, f32 N(0, 1) and N(0, 4^2), each
  value times 2^k with k uniform in [-6, 6], the operands of the scaled dots (normal data).
"""
import numpy as np

sweep = np.load("iree_f32_sweep.npy").reshape(48, 32)
np.save("iree_blk_sweep_48x32.npy", sweep)
rng = np.random.default_rng(4041)
lhs = rng.standard_normal((48, 32)) * np.exp2(rng.integers(-6, 7, (48, 32)))
rhs = 4 * rng.standard_normal((32, 8)) * np.exp2(rng.integers(-6, 7, (32, 8)))
np.save("iree_blk_lhs_48x32.npy", lhs.astype(np.float32))
np.save("iree_blk_rhs_32x8.npy", rhs.astype(np.float32))
