#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-reduce-loop-rows.mlir and its -xla twin (run from
this directory with the venv's Python; the .npy files are committed), N(0, 3) f32:
loop_rows_a_2x16x8x8.npy (NCHW), loop_rows_b_2x8x8x24.npy (NHWC), loop_rows_c_2x4x16x7.npy,
loop_rows_d_3x2x5.npy; and bf16 N(0, 1) x 2^k, k uniform in [-8, 8) (magnitudes far apart, so that the
order shows), as uint16 bits (how lpf-run reads bf16): loop_rows_e_2x16x8x8_bf16.npy.
"""
import numpy as np
rng = np.random.default_rng(61)
for name, shape in (("loop_rows_a_2x16x8x8", (2, 16, 8, 8)), ("loop_rows_b_2x8x8x24", (2, 8, 8, 24)),
                    ("loop_rows_c_2x4x16x7", (2, 4, 16, 7)), ("loop_rows_d_3x2x5", (3, 2, 5))):
    np.save(name + ".npy", (3 * rng.standard_normal(shape)).astype(np.float32))
import ml_dtypes  # noqa: E402
shape = (2, 16, 8, 8)
e = rng.standard_normal(shape) * np.exp2(rng.integers(-8, 8, shape))
np.save("loop_rows_e_2x16x8x8_bf16.npy", e.astype(ml_dtypes.bfloat16).view(np.uint16))
