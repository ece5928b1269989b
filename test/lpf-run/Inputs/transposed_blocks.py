#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-dot-transposed-blocks.mlir and its -avx2 twin (run from
this directory with the venv's Python; the .npy files are committed): f32 activations and
`[N, K]` weights for dots whose rhs is the weight transposed, with K past one packing piece (512)
and not a multiple of the block, N past one panel and below one, K below a block. Values
+-[0.25, 4) with every fraction bit random, and in each weight +-0, +-inf, NaN and subnormals.
"""
import numpy as np

rng = np.random.default_rng(3900)


def values(shape):
    magnitude = rng.uniform(0.25, 4.0, size=shape).astype(np.float32)
    return np.where(rng.random(shape) < 0.5, -magnitude, magnitude).astype(np.float32)


for name, shape in [("tblk_x_5x600", (5, 600)), ("tblk_w_80x600", (80, 600)), ("tblk_x_3x20", (3, 20)),
                    ("tblk_w_16x20", (16, 20)), ("tblk_x_4x5", (4, 5)), ("tblk_w_32x5", (32, 5))]:
    a = values(shape)
    if name.startswith("tblk_w"):
        flat = a.reshape(-1)
        specials = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -3e-39]
        at = rng.choice(flat.size, size=len(specials), replace=False)
        flat[at] = np.array(specials, dtype=np.float32)
    np.save(name + ".npy", a)
