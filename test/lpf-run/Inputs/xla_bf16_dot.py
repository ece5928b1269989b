#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-bf16-dot.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): bf16 N(0, 1) x 2^k with k
uniform in [-4, 4) (magnitudes apart, so that the order of an f32 sum shows), as uint16 bits (how
lpf-run reads a bf16 argument): flax's attention operands bf16dot_q_2x32x2x1x64.npy and
bf16dot_k_2x32x2x64.npy, bf16dot_a_2x64.npy, bf16dot_b_64x64.npy, bf16dot_c_8x100.npy,
bf16dot_d_40x100.npy.
"""
import ml_dtypes
import numpy as np
rng = np.random.default_rng(71)
for name, shape in (("bf16dot_q_2x32x2x1x64", (2, 32, 2, 1, 64)), ("bf16dot_k_2x32x2x64", (2, 32, 2, 64)),
                    ("bf16dot_a_2x64", (2, 64)), ("bf16dot_b_64x64", (64, 64)), ("bf16dot_c_8x100", (8, 100)),
                    ("bf16dot_d_40x100", (40, 100))):
    x = rng.standard_normal(shape) * np.exp2(rng.integers(-4, 4, shape))
    np.save(name + ".npy", x.astype(ml_dtypes.bfloat16).view(np.uint16))
