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
# The bf16 x bf16 -> f32 dot is XLA's bf16 kernel, which the raise marks ({lpf.xla_bf16_dot}):
# ref sums it in that kernel's order on this host, the IREE exit in lpf's k order
# (docs/llvm.md, "The raise's dots and sums in XLA's order"), so IREE's bits are the reference's
# of the program without the marks (as lpf.check compares them).
from lpf.check import _without_xla_orders  # noqa: E402
from lpf.run import run_lpf  # noqa: E402

ref_marked = lpf.jit(f, backend="ref")(x, w)
unmarked = _without_xla_orders(lpf.from_jax(f, x, w))
ref = tuple(run_lpf(unmarked, [x, w], "ref", [np.asarray(r).dtype for r in ref_marked]))
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

# Scalar (rank-0) arguments, through lpf.jit and through lpf-run --backend iree (lpf_iree.py's
# load_arg): np.ascontiguousarray made them 1-d and IREE refused them ("input1 shape rank
# mismatch; expected 0 (scalar) but have 1"; found by lpf-diff, seed 1 program 10).

h = lambda x, s: (x * s).astype(jnp.float8_e4m3fn)
xs, s = np.linspace(-3, 3, 8).astype(np.float32), np.float32(0.5)
want, got = lpf.jit(h, backend="ref")(xs, s), lpf.jit(h, backend="iree")(xs, s)
module = """func.func @main(%a: tensor<f8E3M4>, %b: tensor<f32>) -> tensor<f32> {
  %w = lpf.convert %a : tensor<f8E3M4> to tensor<f32>
  %r = lpf.add %w, %b : tensor<f32>
  return %r : tensor<f32>
}"""
feed = [np.array(0x35, np.uint8).view(md.float8_e3m4), np.array(0.25, np.float32)]
run_ref, run_iree = (run_lpf(module, feed, b, [np.dtype(np.float32)])[0] for b in ("ref", "iree"))
if not (np.array_equal(bits(want), bits(got)) and run_ref.shape == () and np.array_equal(bits(run_ref), bits(run_iree))):
    print(f"FAIL: scalar arguments on iree: jit {bits(got)} (ref {bits(want)}), lpf-run {run_iree!r} (ref {run_ref!r})")
    sys.exit(1)
print(f"ok: scalar arguments on iree (lpf.jit and lpf-run) == ref: {run_iree!r}")

# f32 -> bf16 on IREE is integer rounding of the f32 bits (to_stablehlo/convert.rs f32_to_bf16):
# every upper half with six lower halves (zero, just below, at and just above the tie, all ones,
# one more), both overflow modes, against ref.
upper = np.arange(1 << 16, dtype=np.uint32) << 16
lower = np.array([0, 0x7FFF, 0x8000, 0x8001, 0xFFFF, 0x1234], np.uint32)
patterns = (upper[:, None] | lower[None, :]).reshape(-1).view(np.float32)
n = patterns.size
module = f"""func.func @main(%x: tensor<{n}xf32>) -> (tensor<{n}xbf16>, tensor<{n}xbf16>) {{
  %a = lpf.convert %x : tensor<{n}xf32> to tensor<{n}xbf16>
  %b = lpf.convert %x overflow(saturate) : tensor<{n}xf32> to tensor<{n}xbf16>
  return %a, %b : tensor<{n}xbf16>, tensor<{n}xbf16>
}}"""
bf16 = [np.dtype(md.bfloat16)] * 2
want, got = (run_lpf(module, [patterns], b, bf16) for b in ("ref", "iree"))
wrong = [int(np.sum(bits(w) != bits(g))) for w, g in zip(want, got)]
if any(wrong):
    print(f"FAIL: f32 -> bf16 on iree differs from ref on {wrong} of {n} patterns (nan_or_inf, saturate)")
    sys.exit(1)
print(f"ok: f32 -> bf16 on iree == ref on {n} f32 bit patterns, both overflow modes")
