#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-rotary-keys.mlir and its -xla twin (run from this
directory with the venv's Python; the .npy files are committed): f32 N(0, 1) queries and keys
rotkeys_q_1x2x64x64.npy, rotkeys_k_1x2x64x64.npy, and the rotation's cos and sin tables
rotkeys_cos_64x64.npy, rotkeys_sin_64x64.npy; and four heads of queries rotkeys_q_1x4x64x64.npy
(mixed-xla-ynn-rotary-gqa.mlir, two key heads repeated for them, projected from hidden states
rotkeys_h_64x128.npy by the weights rotkeys_wk_128x128.npy, N(0, 1/128)).
"""
import numpy as np
rng = np.random.default_rng(79)
for name, shape in (("rotkeys_q_1x2x64x64", (1, 2, 64, 64)), ("rotkeys_k_1x2x64x64", (1, 2, 64, 64)),
                    ("rotkeys_cos_64x64", (64, 64)), ("rotkeys_sin_64x64", (64, 64))):
    np.save(name + ".npy", rng.standard_normal(shape).astype(np.float32))
np.save("rotkeys_q_1x4x64x64.npy", rng.standard_normal((1, 4, 64, 64)).astype(np.float32))
np.save("rotkeys_h_64x128.npy", rng.standard_normal((64, 128)).astype(np.float32))
np.save("rotkeys_wk_128x128.npy", (rng.standard_normal((128, 128)) / np.sqrt(128)).astype(np.float32))
