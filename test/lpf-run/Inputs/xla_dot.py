#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-dot.mlir and mixed-xla-dot-xla.mlir (run from
this directory with the venv's Python; the .npy files are committed), and prints the hex of
the test's constant weight:

- xla_dot_x.npy (f32, 16 x 64), xla_dot_heads.npy (f32, 2 x 16 x 4 x 16: torch-xla's [B, T, H,
  D] before its attention transposes), xla_dot_probs.npy (f32, 8 x 16 x 16),
  xla_dot_w96.npy (f32, 96 x 64), xla_dot_rows.npy (f32, 64 x 8);
- xla_dot_long.npy (f32, 4 x 1100), xla_dot_wlong.npy (f32, 64 x 1100), xla_dot_rlong.npy
  (f32, 1100 x 100): K over several of XLA's blocks;
- xla_dot_image.npy (f32, 2 x 3 x 16 x 16), xla_dot_k3.npy (f32, 16 x 3 x 3 x 3),
  xla_dot_fmap.npy (f32, 2 x 16 x 8 x 8), xla_dot_k16.npy (f32, 24 x 16 x 3 x 3),
  xla_dot_k1.npy (f32, 1 x 1 x 16 x 20: flax's HWIO), xla_dot_k7.npy (f32, 8 x 3 x 7 x 7).

N(0, 1) values scaled by powers of two over 8 binades (seed 39), so that the order of a sum's
adds shows in its bits.
"""
import numpy as np

rng = np.random.default_rng(39)


def values(*shape):
    return (rng.standard_normal(shape) * np.exp2(rng.integers(-4, 4, shape))).astype(np.float32)


for name, shape in [("x", (16, 64)), ("heads", (2, 16, 4, 16)), ("probs", (8, 16, 16)), ("w96", (96, 64)), ("rows", (64, 8)),
                    ("long", (4, 1100)), ("wlong", (64, 1100)), ("rlong", (1100, 100)), ("image", (2, 3, 16, 16)),
                    ("k3", (16, 3, 3, 3)), ("fmap", (2, 16, 8, 8)), ("k16", (24, 16, 3, 3)), ("k1", (1, 1, 16, 20)),
                    ("k7", (8, 3, 7, 7))]:
    np.save(f"xla_dot_{name}.npy", values(*shape))
print("constant weight [20, 64]:", "0x" + values(20, 64).tobytes().hex().upper())
print("constant variances [64]:", "0x" + np.abs(values(64)).tobytes().hex().upper())
