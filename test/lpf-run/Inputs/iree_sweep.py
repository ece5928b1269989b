#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/iree-convert.mlir (run from this directory with the venv's
Python; the .npy files are committed, this script says how they were made):

- iree_f32_sweep.npy (1536 f32): for every format the test converts into, 48 values evenly
  spaced from its largest subnormal to its smallest normal (where IREE's converts round to 0),
  the midpoint between them and its neighbours, the largest value, the overflow midpoint and
  its neighbours, twice the largest, each with both signs; then ±0, ±inf, ±NaN and ties; padded
  with random f32 values of every magnitude.
- iree_codes_256.npy: every 8-bit code 0..255 (uint8); iree_codes_16.npy: every f4 code.
"""
import ml_dtypes as md
import numpy as np

FORMATS = [md.float8_e4m3fn, md.float8_e5m2, md.float8_e4m3, md.float8_e3m4, md.float8_e4m3fnuz,
           md.float8_e5m2fnuz, md.float8_e4m3b11fnuz, md.float4_e2m1fn, md.float6_e2m3fn,
           md.float6_e3m2fn, md.bfloat16, np.float16]


def around(x, n=1):
    x = np.float32(x)
    out = [x]
    lo = hi = x
    for _ in range(n):
        lo, hi = np.nextafter(lo, np.float32(-np.inf)), np.nextafter(hi, np.float32(np.inf))
        out += [lo, hi]
    return out


values = []
for f in FORMATS:
    fi = md.finfo(f)
    tiny, smallest_sub, big = float(fi.smallest_normal), float(fi.smallest_subnormal), float(fi.max)
    largest_sub = tiny - smallest_sub
    values += list(np.linspace(largest_sub, tiny, 48, dtype=np.float64).astype(np.float32))
    values += around((largest_sub + tiny) / 2) + around(big)
    half_ulp = float(fi.eps) * big / 2 / (2 - float(fi.eps))  # half an ulp at the top binade
    values += around(big + half_ulp) + [np.float32(2 * big)]
values += [np.float32(2.0 ** e) for e in (-126, -127, -133, -149, 127)]
values = [v for x in values for v in (np.float32(x), -np.float32(x))]
values += [np.float32(v) for v in (0.0, -0.0, np.inf, -np.inf)]
nan = np.array([0x7FC00000, 0xFFC00000, 0x7F800001], np.uint32).view(np.float32)
values += list(nan)
rng = np.random.default_rng(40)
pad = 1536 - len(values)
assert pad > 0, len(values)
values += list((rng.standard_normal(pad) * 2.0 ** rng.integers(-140, 20, pad)).astype(np.float32))
np.save("iree_f32_sweep.npy", np.array(values, np.float32))
np.save("iree_codes_256.npy", np.arange(256, dtype=np.uint8))
np.save("iree_codes_16.npy", np.arange(16, dtype=np.uint8))
