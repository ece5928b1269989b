#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/iree-ordered-reduce.mlir (run from this directory with the
venv's Python; the .npy files are committed):

- iree_reduce_f32_normal_64x32.npy: N(0, 1) f32 (IREE's own reduce, taken after the check);
- iree_reduce_f32_tiny_64x32.npy: f32 addends whose sums IREE's FTZ/DAZ flushes: subnormals of
  both signs, normals around 2^-126 whose differences are subnormal (1.5 x 2^-126 - 2^-126),
  products of N(0, 1) values and 2^-132, and a few N(0, 1) rows (seed 40).
"""
import numpy as np
rng = np.random.default_rng(40)
np.save("iree_reduce_f32_normal_64x32.npy", rng.standard_normal((64, 32)).astype(np.float32))
t = np.empty((64, 32), np.float32)
t[:16] = (rng.integers(1, 2**23, (16, 32)).astype(np.uint32) | (rng.integers(0, 2, (16, 32)).astype(np.uint32) << 31)).view(np.float32)
t[16:32] = (rng.choice([1.0, 1.5, 1.25, 2.0], (16, 32)) * rng.choice([-1.0, 1.0], (16, 32)) * 2.0**-126).astype(np.float32)
t[32:56] = (rng.standard_normal((24, 32)) * 2.0**-132).astype(np.float32)
t[56:] = rng.standard_normal((8, 32)).astype(np.float32)
np.save("iree_reduce_f32_tiny_64x32.npy", t)
# iree_bool_f64.npy (f64), for test/lpf-run/iree-to-bool-floor.mlir: ±0, subnormals (which DAZ
# reads as 0), the smallest normal, ±1, ±inf, NaNs of both signs.
d = np.array([0.0, -0.0, 5e-324, -5e-324, 2.2250738585072009e-308, -1e-310, 2.2250738585072014e-308, 1.0, -1.0, 0.5, np.inf, -np.inf, np.nan, -np.nan, 1e300, -3.0], np.float64)
np.save("iree_bool_f64.npy", d)
# iree_f32_fun_16384.npy (f32), for test/lpf-run/iree-f32-functions.mlir: uniform over exp's whole
# range [-110, 90] (subnormal and overflowing results), random bit patterns of every exponent and
# sign, subnormals, N(0, 1), and the specials (±0, ±inf, NaNs with payloads and signs).
f = np.concatenate([
    rng.uniform(-110.0, 90.0, 6000).astype(np.float32),
    rng.integers(0, 2**32, 6000, dtype=np.uint64).astype(np.uint32).view(np.float32),
    (rng.integers(1, 2**23, 2000).astype(np.uint32) | (rng.integers(0, 2, 2000).astype(np.uint32) << 31)).view(np.float32),
    rng.standard_normal(2370).astype(np.float32),
    np.array([0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0xFFA00001,
              0x00000001, 0x80000001, 0x00800000, 0x7F7FFFFF, 0x3F800000, 0xBF800000], np.uint32).view(np.float32),
]).astype(np.float32)
assert f.size == 16384
np.save("iree_f32_fun_16384.npy", f)
# iree_pairs_{x,y}_65536.npy (uint8), for test/lpf-run/iree-code-arith.mlir: every pair of 8-bit codes.
np.save("iree_pairs_x_65536.npy", np.repeat(np.arange(256, dtype=np.uint8), 256))
np.save("iree_pairs_y_65536.npy", np.tile(np.arange(256, dtype=np.uint8), 256))
