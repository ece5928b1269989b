#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-bf16-dot-short-k.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): bf16 N(0, 1) x 2^k with k uniform
in [-4, 4) (magnitudes apart, so that the order of an f32 sum shows), as uint16 bits: attention
operands with 16-element heads, [B, T, H, D] = [2, 16, 2, 16], and [16, 15] x [15, 64] and
[16, 16] x [64, 16] operands."""
import ml_dtypes
import numpy as np
rng = np.random.default_rng(72)
for name, shape in (("sk_q_2x16x2x16", (2, 16, 2, 16)), ("sk_k_2x16x2x16", (2, 16, 2, 16)), ("sk_a_16x15", (16, 15)),
                    ("sk_b_15x64", (15, 64)), ("sk_c_16x16", (16, 16)), ("sk_d_64x16", (64, 16))):
    x = rng.standard_normal(shape) * np.exp2(rng.integers(-4, 4, shape))
    np.save(name + ".npy", x.astype(ml_dtypes.bfloat16).view(np.uint16))
