#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-reduce-bf16.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy files are committed): bf16 exp(N(0, 1)) values
(a softmax's numerators), reduce_bf16_a_64x128.npy and reduce_bf16_b_4x64x100.npy.
"""
import ml_dtypes
import numpy as np
rng = np.random.default_rng(59)
for name, shape in (("reduce_bf16_a_64x128", (64, 128)), ("reduce_bf16_b_4x64x100", (4, 64, 100))):
    # bf16 bits as uint16 (how lpf-run reads a bf16 argument).
    np.save(name + ".npy", np.exp(rng.standard_normal(shape)).astype(ml_dtypes.bfloat16).view(np.uint16))
