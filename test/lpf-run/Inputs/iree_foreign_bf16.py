#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/iree-foreign-bf16.mlir and iree-foreign-bf16-functions.mlir
(run from this directory with the venv's Python; the .npy files are committed):

- iree_bf16_x_2048.npy, iree_bf16_y_2048.npy (uint16 bf16 codes): every pair of 28 special
  codes (±0, ±subnormals, ±smallest normal, ±max, ±inf, quiet and signalling NaNs with
  payloads, 1, 2, ...), then seed 40: half normal-range codes of both signs, half any code;
- iree_bf16_f32_2048.npy: f32 ties and near-ties of bf16 rounding, subnormals, max, ±inf, NaN
  payloads, then random f32 bits;
- iree_bf16_all_65536.npy: every bf16 code.
"""
import numpy as np, itertools
rng = np.random.default_rng(40)
S = [0x0000,0x8000,0x0001,0x8001,0x007F,0x807F,0x0080,0x8080,0x0081,0x00FF,0x7F7F,0xFF7F,0x7F7E,0x7F80,0xFF80,0x7FC0,0xFFC0,0x7F81,0x7FC1,0xFFA0,0x3F80,0xBF80,0x3F81,0x4000,0x3B80,0xC040,0x0100,0x3400]
pairs = list(itertools.product(S, S))
n = 2048
x = np.array([p[0] for p in pairs] + list(rng.integers(0, 65536, n - len(pairs))), np.uint16)
y = np.array([p[1] for p in pairs] + list(rng.integers(0, 65536, n - len(pairs))), np.uint16)
# random normal-range codes for most of the random part (sums that round)
m = n - len(pairs)
e = rng.integers(0x3A00, 0x4600, m).astype(np.uint16) | (rng.integers(0,2,m).astype(np.uint16) << 15)
x[len(pairs):len(pairs)+m//2] = e[:m//2]
y[len(pairs):len(pairs)+m//2] = (rng.integers(0x3A00, 0x4600, m//2).astype(np.uint16) | (rng.integers(0,2,m//2).astype(np.uint16) << 15))
f = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
f[:64] = [0,0x80000000,1,0x80000001,0x007FFFFF,0x00800000,0x7F7FFFFF,0x7F7FFFFF-0x7FFF+0x8000,0x7F800000,0xFF800000,0x7FC00000,0x7F800001,0x7FC12345,0xFFC00001,0x3F808000,0x3F818000,0x3F807FFF,0x3F818001,0x00008000,0x00018000,0x00007FFF,0x80008000,0x007F8000,0x007FFFFF] + list(rng.integers(0, 2**23, 40, dtype=np.uint64).astype(np.uint32))
np.save("iree_bf16_x_2048.npy", x); np.save("iree_bf16_y_2048.npy", y); np.save("iree_bf16_f32_2048.npy", f.view(np.float32))
np.save("iree_bf16_all_65536.npy", np.arange(65536, dtype=np.uint32).astype(np.uint16))
