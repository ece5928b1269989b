#!/usr/bin/env python3
"""Writes the bf16 inputs of test/lpf-run/mixed-dot-transposed-blocks-bf16.mlir (run from this
directory with the venv's Python; the .npy files are committed): the f32 inputs of
mixed-dot-transposed-blocks.mlir (transposed_blocks.py) rounded to bf16 codes (uint16, as
lpf-run reads bf16), and in each weight a quiet NaN with a payload, a signalling NaN's code and
bf16 subnormals of both signs, which the block packing's widening must keep as the one by one
packing does.
"""
import ml_dtypes
import numpy as np

rng = np.random.default_rng(3901)
for name in ["tblk_x_5x600", "tblk_w_80x600", "tblk_x_3x20", "tblk_w_16x20", "tblk_x_4x5", "tblk_w_32x5"]:
    codes = np.load(name + ".npy").astype(ml_dtypes.bfloat16).view(np.uint16)
    if name.startswith("tblk_w"):
        flat = codes.reshape(-1)
        specials = [0x7FC1, 0x7F81, 0x0001, 0x8003, 0x007F]
        at = rng.choice(flat.size, size=len(specials), replace=False)
        flat[at] = np.array(specials, dtype=np.uint16)
    np.save(name + "_bf16.npy", codes)
