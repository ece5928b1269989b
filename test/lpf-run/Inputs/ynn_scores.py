#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-ynn-scores.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): a jax attention's bf16 queries
and keys, N(0, 0.7^2), as uint16 bits (how lpf-run reads a bf16 argument): scores_q_2x64x128.npy,
scores_k_2x64x128.npy.
"""
import ml_dtypes
import numpy as np
rng = np.random.default_rng(6464)
for name in ("scores_q_2x64x128", "scores_k_2x64x128"):
    np.save(name + ".npy", (rng.standard_normal((2, 64, 128)) * 0.7).astype(ml_dtypes.bfloat16).view(np.uint16))
