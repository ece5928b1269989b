#!/usr/bin/env python3
"""Writes the input of test/lpf-run/iree-f32-f64-convert.mlir (run from this directory with the
venv's Python; the .npy file is committed):

- iree_f64_2048.npy (f64): values whose f32 rounding is an f32 subnormal or the smallest normal
  (every tie (k + 1/2) 2^-149 of 64 k, the f64 neighbours of each, log-uniform values in
  [2^-160, 2^-125) with random low bits), f64 subnormals, quiet and signalling NaNs with
  payloads of both signs, ±inf, ±0, f32's largest value and its overflow midpoint and
  neighbours, then seed 42: N(0, 1) and log-uniform values over the whole f64 range; both signs.
"""
import numpy as np
rng = np.random.default_rng(42)
k = np.concatenate([np.arange(0, 32), rng.integers(32, 2**23, 32)]).astype(np.float64)
ties = (k + 0.5) * 2.0**-149
bits = ties.view(np.uint64)
near = np.concatenate([ties, (bits + 1).view(np.float64), (bits - 1).view(np.float64)])
logu = 2.0 ** rng.uniform(-160, -125, 256)
logu = ((logu.view(np.uint64) ^ rng.integers(0, 2**20, 256, dtype=np.uint64))).view(np.float64)
sub64 = np.array([1, 2, 3, 2**51, 2**52 - 1, 12345], np.uint64).view(np.float64)
nans = np.array([0x7FF8000000000000, 0x7FF8000000000001, 0x7FF0000000000001, 0x7FF4000020000000, 0x7FFFFFFFFFFFFFFF,
                 0x7FF00000E0000000], np.uint64).view(np.float64)
big = float(np.finfo(np.float32).max)
mid = big + 2.0**103  # halfway to the next binade's first value: overflows to inf (ties to even)
edge = np.array([0.0, np.inf, 2.0**-126, 2.0**-126 - 2.0**-150, 2.0**-126 - 2.0**-151, big, mid,
                 (np.array(mid).view(np.uint64) - 1).view(np.float64), (np.array(mid).view(np.uint64) + 1).view(np.float64), 1e300])
head = np.concatenate([near, logu, sub64, nans, edge])
head = np.concatenate([head, -head])
n = 2048
rest = n - len(head)
tail = np.concatenate([rng.standard_normal(rest // 2), 2.0 ** rng.uniform(-1074, 1023, rest - rest // 2) * rng.choice([-1, 1], rest - rest // 2)])
x = np.concatenate([head, tail])
assert len(x) == n
np.save("iree_f64_2048.npy", x)
