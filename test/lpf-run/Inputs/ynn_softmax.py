#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-ynn-softmax.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): attention scores
ynn_scores_1x1x64x64.npy, f32 N(0, 16); a layer norm's input ynn_rows_16x512.npy, bf16 N(0, 1) x
2^k with k uniform in [-6, 6), as uint16 bits (how lpf-run reads a bf16 argument).
"""
import ml_dtypes
import numpy as np
rng = np.random.default_rng(73)
np.save("ynn_scores_1x1x64x64.npy", (rng.standard_normal((1, 1, 64, 64)) * 4).astype(np.float32))
rows = rng.standard_normal((16, 512)) * np.exp2(rng.integers(-6, 6, (16, 512)))
np.save("ynn_rows_16x512.npy", rows.astype(ml_dtypes.bfloat16).view(np.uint16))
