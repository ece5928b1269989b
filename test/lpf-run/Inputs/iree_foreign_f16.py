#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/iree-foreign-f16.mlir and iree-foreign-f16-functions.mlir
(run from this directory with the venv's Python; the .npy files are committed):

- iree_f16_x_2048.npy, iree_f16_y_2048.npy (uint16 f16 codes): every pair of 28 special codes
  (±0, ±subnormals, ±smallest normal, ±max, ±inf, quiet and signalling NaNs with payloads, 1,
  2, ...), then seed 41: half normal-range codes of both signs, half any code;
- iree_f16_all_65536.npy: every f16 code.
"""
import numpy as np, itertools
rng = np.random.default_rng(41)
S = [0x0000,0x8000,0x0001,0x8001,0x03FF,0x83FF,0x0400,0x8400,0x0401,0x07FF,0x7BFF,0xFBFF,0x7BFE,0x7C00,0xFC00,0x7E00,0xFE00,0x7C01,0x7E01,0xFD00,0x3C00,0xBC00,0x3C01,0x4000,0x3800,0xC200,0x0800,0x2000]
pairs = list(itertools.product(S, S)); n = 2048; m = n - len(pairs)
x = np.array([p[0] for p in pairs] + list(rng.integers(0, 65536, m)), np.uint16)
y = np.array([p[1] for p in pairs] + list(rng.integers(0, 65536, m)), np.uint16)
x[len(pairs):len(pairs)+m//2] = rng.integers(0x3000, 0x4C00, m//2).astype(np.uint16) | (rng.integers(0,2,m//2).astype(np.uint16) << 15)
y[len(pairs):len(pairs)+m//2] = rng.integers(0x3000, 0x4C00, m//2).astype(np.uint16) | (rng.integers(0,2,m//2).astype(np.uint16) << 15)
np.save("iree_f16_x_2048.npy", x); np.save("iree_f16_y_2048.npy", y)
np.save("iree_f16_all_65536.npy", np.arange(65536, dtype=np.uint32).astype(np.uint16))
np.save("iree_true.npy", np.array(True)); np.save("iree_false.npy", np.array(False))
# iree_f32_{a,b,c}_2048.npy (f32): the bf16 pairs' codes as f32 (specials, NaN payloads), f32
# subnormals and values whose products and sums are subnormal, then N(0, 1) (a * b + c rounds).
xb, yb = np.load("iree_bf16_x_2048.npy"), np.load("iree_bf16_y_2048.npy")
a = (xb.astype(np.uint32) << 16).view(np.float32).copy(); b = (yb.astype(np.uint32) << 16).view(np.float32).copy()
c = rng.standard_normal(n).astype(np.float32)
a[784:1024] = (rng.standard_normal(240) * 2.0**-63).astype(np.float32); b[784:1024] = (rng.standard_normal(240) * 2.0**-63).astype(np.float32)
a[1024:1100] = rng.integers(1, 2**23, 76, dtype=np.uint64).astype(np.uint32).view(np.float32); c[1024:1100] = a[1100:1176] = rng.integers(1, 2**23, 76, dtype=np.uint64).astype(np.uint32).view(np.float32)
a[1176:] = rng.standard_normal(n - 1176).astype(np.float32); b[1176:] = rng.standard_normal(n - 1176).astype(np.float32)
np.save("iree_f32_a_2048.npy", a); np.save("iree_f32_b_2048.npy", b); np.save("iree_f32_c_2048.npy", c)
# iree_f2i_*.npy: values for float -> integer converts (NaNs, ±inf, each integer type's bounds
# and just past them, fractions, -0.5, -1.5) as f32, bf16/f16 codes, f64, f8E5M2FNUZ codes.
import ml_dtypes
v = [np.nan, -np.nan, np.inf, -np.inf, 1e30, -1e30, 300.7, -300.7, -0.5, -1.5, 0.0, -0.0, 1.0, -1.0, 126.9, 127.0, 128.0, -128.0, -129.0,
     255.0, 256.0, 32767.0, 32768.0, -32769.0, 65535.0, 65536.0, 2.0**31, -2.0**31, 2.0**32, 2.0**63, -2.0**63, 2.0**64]
np.save("iree_f2i_f32.npy", np.array(v, np.float32)); np.save("iree_f2i_f64.npy", np.array(v, np.float64))
np.save("iree_f2i_bf16.npy", np.array(v, np.float32).astype(ml_dtypes.bfloat16).view(np.uint16))
with np.errstate(over="ignore"):
    np.save("iree_f2i_f16.npy", np.array(v, np.float32).astype(np.float16).view(np.uint16))
np.save("iree_f2i_f8.npy", np.array(v, np.float32).astype(ml_dtypes.float8_e5m2fnuz).view(np.uint8))
# iree_i2f_i32.npy, iree_i2f_i64.npy: integers into 8-bit and narrower floats (each format's
# ties, largest values, overflow, negatives, INT_MIN/INT_MAX).
w = [0, 1, -1, 3, 5, 7, 9, 17, 18, 19, 200, 300, 448, 449, 460, 464, 480, 1000, 57344, 61440, 70000, -70000, 2**31 - 1, -2**31, 6, -6, 11, 13, 240, 256, 255, -255]
np.save("iree_i2f_i32.npy", np.array(w, np.int32))
np.save("iree_i2f_i64.npy", np.array(w[:30] + [2**62 + 2**61, -2**63], np.int64))
# iree_codes8_x.npy, iree_codes8_y.npy: every 8-bit code against a shifted one (x + 37);
# iree_codes4_x.npy, iree_codes4_y.npy: every pair of f4 codes.
c8 = np.arange(256, dtype=np.uint8)
np.save("iree_codes8_x.npy", c8); np.save("iree_codes8_y.npy", np.roll(c8, -37))
np.save("iree_codes4_x.npy", (c8 // 16).astype(np.uint8)); np.save("iree_codes4_y.npy", (c8 % 16).astype(np.uint8))
# iree_bf16_normal_64x32.npy: bf16 codes of N(0, 1) values (reduce sums that round at each step).
np.save("iree_bf16_normal_64x32.npy", np.random.default_rng(5).standard_normal((64, 32)).astype(ml_dtypes.bfloat16).view(np.uint16))
