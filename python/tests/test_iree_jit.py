#!/usr/bin/env python3
"""lpf.jit(fn, backend="iree") against backend="ref", bit for bit (issue 40): a bf16 x f8E4M3FN
matmul into f32 and FP8/FP4 casts near the smallest normals, where IREE's own converts give 0
(docs/iree.md). Run by scripts/test.d/69-iree-defects.sh."""
import sys

import jax.numpy as jnp
import ml_dtypes as md
import numpy as np

import lpf


def f(x, w):
    y = jnp.dot(x, w.astype(jnp.bfloat16), preferred_element_type=jnp.float32)
    return y, x.astype(jnp.float8_e4m3fn), y.astype(jnp.float8_e5m2), (x * 64).astype(jnp.float4_e2m1fn)


rng = np.random.default_rng(40)
x = (rng.standard_normal((8, 32)) * 0.02).astype(md.bfloat16)
x[0, :4] = [0.0146484375, -0.0146484375, 500.0, -500.0]  # e4m3fn: 2^-6 (IREE alone: 0), saturation
w = rng.standard_normal((32, 4)).astype(md.float8_e4m3fn)
bits = lambda a: np.asarray(a).view(np.uint8 if np.asarray(a).dtype.itemsize == 1 else np.uint16 if np.asarray(a).dtype.itemsize == 2 else np.uint32)
ref = lpf.jit(f, backend="ref")(x, w)
got = lpf.jit(f, backend="iree")(x, w)
bad = [i for i, (r, g) in enumerate(zip(ref, got)) if r.dtype != g.dtype or r.shape != g.shape or not np.array_equal(bits(r), bits(g))]
if bad:
    print(f"FAIL: lpf.jit iree != ref on results {bad}")
    for i in bad:
        print(i, bits(ref[i]).ravel()[:8], bits(got[i]).ravel()[:8])
    sys.exit(1)
assert bits(got[1])[0, 0] == 0x08, "0.0146484375 -> f8E4M3FN must be 2^-6 (0x08)"
print(f"ok: lpf.jit(backend='iree') == backend='ref' on {sum(r.size for r in ref)} values of 4 results")

# A kept result is the caller's own array: IREE's to_host() is a view of its output buffer,
# which the next call overwrote (lpf_iree.outputs copies).
g = lpf.jit(f, backend="iree")
kept = g(x, w)
saved = [bits(a).copy() for a in kept]
g(x * 2, w)
changed = [i for i, (a, s) in enumerate(zip(kept, saved)) if not np.array_equal(bits(a), s)]
if changed:
    print(f"FAIL: results {changed} of a kept lpf.jit(backend='iree') call changed with the next call")
    sys.exit(1)
print("ok: a kept lpf.jit(backend='iree') result does not change with the next call")
