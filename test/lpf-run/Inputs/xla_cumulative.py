#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-cumulative.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed), N(0, 1): cum_f32_1000.npy (its
first 20 values -0), cum_f32_5x64.npy, cum_f32_3x37.npy, cum_f32_100.npy (1 + values / 20,
for a product), cum_bf16_100.npy and cum_f16_300.npy (as uint16 bits).
"""
import ml_dtypes
import numpy as np
rng = np.random.default_rng(63)
x = rng.standard_normal(1000).astype(np.float32)
x[:20] = -0.0
np.save("cum_f32_1000.npy", x)
np.save("cum_f32_5x64.npy", rng.standard_normal((5, 64)).astype(np.float32))
np.save("cum_f32_3x37.npy", rng.standard_normal((3, 37)).astype(np.float32))
np.save("cum_f32_100.npy", (1 + rng.standard_normal(100) / 20).astype(np.float32))
np.save("cum_bf16_100.npy", rng.standard_normal(100).astype(ml_dtypes.bfloat16).view(np.uint16))
np.save("cum_f16_300.npy", rng.standard_normal(300).astype(np.float16).view(np.uint16))
