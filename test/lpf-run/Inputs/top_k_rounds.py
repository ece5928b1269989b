#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/llvm-top-k-rounds.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): N(0, 1) values with every
special a total order ranks (+-0, +-inf, NaNs of both signs and two payloads) and repeats,
topk_f32.npy [4, 300], topk_bf16.npy [2, 3, 40] and topk_f16.npy [64] (both as uint16 bits).
"""
import numpy as np
rng = np.random.default_rng(62)


def special(shape):
    x = rng.standard_normal(shape).astype(np.float32)
    flat = x.reshape(-1)
    flat[::7] = 0.0
    flat[1::11] = -0.0
    flat[2::13] = np.inf
    flat[3::17] = -np.inf
    flat[4::19] = np.nan
    flat[5::23] = -np.nan
    flat[6::29] = np.frombuffer(np.uint32(0x7FC00123).tobytes(), np.float32)[0]
    flat[8::5] = 1.5
    return x


np.save("topk_f32.npy", special((4, 300)))
bits = special((2, 3, 40)).view(np.uint32)
np.save("topk_bf16.npy", ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16))
np.save("topk_f16.npy", special((64,)).astype(np.float16).view(np.uint16))
