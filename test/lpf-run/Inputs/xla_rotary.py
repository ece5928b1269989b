#!/usr/bin/env python3
"""Writes the inputs of test/lpf-run/mixed-xla-rotary.mlir and mixed-xla-rotary-xla.mlir (run
from this directory with the venv's Python; the .npy files are committed):

- rotary_q_2x4x16x16.npy, rotary_k_2x2x16x16.npy, rotary_v_2x2x16x16.npy (f32): queries, keys
  and a third tensor of keys' shape, N(0, 1);
- rotary_cos_16x16.npy, rotary_sin_16x16.npy (f32): N(0, 1) in place of the tables, so that
  both products carry bits the other cannot round away (a fused and a twice-rounded sum
  differ on about a third of the elements).
"""
import numpy as np
rng = np.random.default_rng(41)
np.save("rotary_q_2x4x16x16.npy", rng.standard_normal((2, 4, 16, 16)).astype(np.float32))
np.save("rotary_k_2x2x16x16.npy", rng.standard_normal((2, 2, 16, 16)).astype(np.float32))
np.save("rotary_v_2x2x16x16.npy", rng.standard_normal((2, 2, 16, 16)).astype(np.float32))
np.save("rotary_cos_16x16.npy", rng.standard_normal((16, 16)).astype(np.float32))
np.save("rotary_sin_16x16.npy", rng.standard_normal((16, 16)).astype(np.float32))
