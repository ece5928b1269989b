#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-math.mlir and mixed-xla-math-xla.mlir (run from
this directory with the venv's Python; the .npy files are committed):

- xla_math_all.npy (f32, 4096): special values (±0, ±inf, NaNs, subnormals, ±FLT_MIN, ±FLT_MAX,
  each function's thresholds and their neighbours), 2048 random codes, the rest N(0, 1) times
  powers of two from 2^-8 to 2^7 (seed 39): llvm == ref on every one;
- xla_math_normal.npy (f32, 4096): the same without what XLA CPU's flush of subnormals
  (FTZ/DAZ) changes: no subnormal input, no |x| < 2^-100 other than ±0 (expm1's x / 2, erf's
  x * x), nothing in [-88.8, -87.3] (exp's and logistic's subnormal results) or in [8.9, 9.5]
  (erfc's), and no |x| in
  [3.74, 3.84]: there `lpf-run --backend xla` (chlo.erf legalised by CHLO's own decomposition,
  which clamps x at 3.7439) gives other erf bits than jax.jit's XLA (no clamp, sign(x) from
  3.8325; python/tests/test_xla_math.py compares those with jax.jit). ref, llvm and xla give
  the same bits on the rest.
"""
import numpy as np

rng = np.random.default_rng(39)
f = np.float32


def codes(*bits):
    return list(np.array(bits, np.uint32).view(np.float32))


def around(x):
    x = f(x)
    return [np.nextafter(x, f(-np.inf)), x, np.nextafter(x, f(np.inf))]


special = [0.0, -0.0, np.inf, -np.inf, np.nan, *codes(0xFFC00000, 0x7F800001, 0xFFFFFFFF), 1.0, -1.0, 0.5, -0.5, 2.0,
           *codes(0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00400000), *around(1.17549435e-38), *around(-1.17549435e-38),
           *around(3.4028235e38), *around(-3.4028235e38)]
for t in [4e-4, 20.0, f(np.uint32(0x407547CB).view(np.float32)), f(np.uint32(0x40FFF644).view(np.float32)), 87.8, 88.8, 88.72, 88.7228,
          87.3, 87.33654, f(np.uint32(0x3ED413CD).view(np.float32)), f(np.uint32(0x3F3504F3).view(np.float32)), 0.5, 1.0, 1e-30, 1e-8, 100.0, 1e10]:
    special += around(t) + around(-f(t))
special = np.array(special, np.float32)
random_codes = rng.integers(0, 2**32, 2048, dtype=np.uint64).astype(np.uint32).view(np.float32)
rest = 4096 - len(special) - len(random_codes)
normals = (rng.standard_normal(rest) * np.exp2(rng.integers(-8, 8, rest))).astype(np.float32)
everything = np.concatenate([special, random_codes, normals]).astype(np.float32)
assert everything.shape == (4096,)
np.save("xla_math_all.npy", everything)



def excluded(v):
    m = np.abs(v)
    return (((m < f(2.0**-100)) & (m != 0)) | ((v >= f(-88.8)) & (v <= f(-87.3))) | ((m >= f(3.74)) & (m <= f(3.84)))
            | ((v >= f(8.9)) & (v <= f(9.5))))


flushed = excluded(everything)
kept = everything[~flushed]
refill = (rng.standard_normal(4096) * 8).astype(np.float32)
refill = refill[~excluded(refill)]
normal = np.concatenate([kept, refill[: 4096 - len(kept)]]).astype(np.float32)
assert normal.shape == (4096,)
np.save("xla_math_normal.npy", normal)
