#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-rsqrt.mlir and mixed-rsqrt-xla.mlir (run from this
directory with the venv's Python; the .npy files are committed):

- rsqrt_special_64.npy (f32, 64): ±0, ±inf, NaNs (quiet, negative, with a payload), the
  smallest and largest subnormals of both signs, ±the smallest normal, ±max, negatives, powers
  of two of both exponent parities, 1 ± 1 ulp, values at and beside the estimate table's steps
  (2^11 ulp apart), huge and tiny numbers; the rest positive normals at random bits;
- rsqrt_x_8x512.npy (f32): positive normal numbers at uniformly random bits (every exponent),
  variance-like values (mean squares of N(0, 1) samples plus 1e-5) and a few of every class;
- rsqrt_a_8x512.npy (f32): N(0, 1) numerators;
- rsqrt_v_8x1.npy (f32): positive variances (seed 39);
- rsqrt_bn_x_1x64x32.npy (f32): multiples of 1/64 in [-4, 4] plus a per-feature offset, for
  batch norms over 32 values per feature: every sum exact, so the statistics are XLA's in any
  order of adds and the normalised values show the rsqrt;
- rsqrt_bn_p_64.npy (f32): positive per-feature values (scale, mean, variance of an inference).
"""
import numpy as np
rng = np.random.default_rng(39)
bits = lambda v: np.array(v, dtype=np.uint32).view(np.float32)
special = bits([0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7fc12345, 0x00000001,
                0x007fffff, 0x80000001, 0x807fffff, 0x00800000, 0x80800000, 0x7f7fffff, 0xff7fffff, 0xbf800000,
                0xc0000000, 0x3f800000, 0x40000000, 0x40800000, 0x3e800000, 0x3f7fffff, 0x3f800001, 0x3f800800,
                0x3f8007ff, 0x3f800801, 0x40000800, 0x400007ff, 0x3fffffff, 0x407fffff, 0x7e967699, 0x0180b1d2,
                0x00800001, 0x01000000, 0x7f000000, 0x7effffff, 0x3727c5ac, 0x358637bd])
rest = rng.integers(0x00800000, 0x7f800000, 64 - len(special), dtype=np.uint32).view(np.float32)
np.save("rsqrt_special_64.npy", np.concatenate([special, rest]).astype(np.float32))
x = rng.integers(0x00800000, 0x7f800000, (8, 512), dtype=np.uint32).view(np.float32).copy()
x[4:] = (np.mean(rng.standard_normal((4, 512, 16)) ** 2, axis=-1) + 1e-5).astype(np.float32)
x[0, :8] = bits([0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x00000010, 0xbf800000, 0x3f800000])
np.save("rsqrt_x_8x512.npy", x)
np.save("rsqrt_a_8x512.npy", rng.standard_normal((8, 512)).astype(np.float32))
np.save("rsqrt_v_8x1.npy", (rng.random((8, 1)) * 4 + 1e-6).astype(np.float32))
k = rng.integers(-256, 257, (1, 64, 32)) + rng.integers(-64, 65, (1, 64, 1))
np.save("rsqrt_bn_x_1x64x32.npy", (k / 64).astype(np.float32))
np.save("rsqrt_bn_p_64.npy", (rng.random(64) * 4 + 1e-3).astype(np.float32))
