#!/usr/bin/env python3
"""raise-stablehlo against XLA itself (scripts/test.d/65-raise-stablehlo.sh).

1. Re-measures the XLA facts the pass relies on (lowering/src/raise_stablehlo/xla.rs): XLA's
   convert between f32, f16, bf16, f8E4M3FN and f8E5M2 against ml_dtypes (exhaustive over 8- and
   16-bit sources, 300,000+ f32 patterns), NaNs compared as NaNs.
   FP4: XLA's widening is exact, its narrowing is lpf's but for NaN (-0 against lpf's +0).
2. For jax functions generated here (an f8E4M3FN dot, a batched f8 matmul, an FP4 x f8 dot (the
   FP4 operand widened by the user), a bf16 x f8E4M3FN dot with f32 accumulation, dots in other layouts (einsum: a @ b.T, a.T @ b, a batch dimension inside), a convert chain through f8 and bf16, a bf16 sum, a function with nothing
   to raise, and a two-layer fp8 MLP with bf16 activations): the raised module verifies; raise + lower on XLA gives the original's bits on XLA
   for exact ops, and for contractions (which the exit computes as their contract says) is within twice the section 8 bound;
   the raised module on lpf-run's reference gives XLA's bits where the op is exact (converts)
   and is within the SFEP-0054 section 8 bound where XLA sums in its own order (dot, sum); the
   nothing-to-raise module comes back unchanged and without remarks.
"""
import sys

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

import lpf
from checks import expect, finish
from lpf import xla
from lpf.api import _bits, raise_stablehlo
from lpf.run import lower, run_lpf
from lpf.tools import run_tool

F8, E5, BF16 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2, ml_dtypes.bfloat16
rng = np.random.default_rng(11)


def same_bits(a, b):
    (ab, an), (bb, bn) = _bits(a), _bits(b)
    return a.dtype == b.dtype and a.shape == b.shape and np.array_equal(ab, bb) and np.array_equal(an, bn)


def sources(dtype):
    """Every code of an 8- or 16-bit format; f32: random patterns, every bf16-exact value
    (ties, overflow, subnormals of the targets) and f32 subnormals."""
    dtype = np.dtype(dtype)
    if dtype.itemsize <= 2:
        return np.arange(2 ** (8 * dtype.itemsize), dtype={1: np.uint8, 2: np.uint16}[dtype.itemsize]).view(dtype)
    patterns = [rng.integers(0, 2 ** 32, 200_000, dtype=np.uint64).astype(np.uint32),
                np.arange(2 ** 16, dtype=np.uint32) << 16, (np.arange(2 ** 16, dtype=np.uint32) << 16) | 0x8000,
                np.arange(1, 5000, dtype=np.uint32)]
    return np.concatenate(patterns).view(np.float32)


def measure_conversions():
    formats = [np.float32, np.float16, BF16, F8, E5]
    for src in formats:
        x = sources(src)
        for dst in formats:
            if src is dst:
                continue
            got = np.asarray(jax.jit(lambda v: v.astype(dst))(x))
            # ml_dtypes converts once from the exact value (via f32, exact for these sources).
            want = x.astype(np.float32).astype(dst)
            expect(same_bits(got, want),
                   f"XLA {np.dtype(src).name} -> {np.dtype(dst).name} is RNE with nan_or_inf overflow ({x.size} inputs)")


def measure_fp4():
    """FP4 (f4E2M1FN): XLA widens all 16 codes exactly into f32, f16 and bf16 (raised); XLA's
    narrowing from f32, f16 and bf16 is ml_dtypes' (nearest even, saturating) except on NaN,
    which XLA makes -0 and lpf.convert +0 (so it stays, with a remark)."""
    F4 = ml_dtypes.float4_e2m1fn
    codes = np.arange(16, dtype=np.uint8).view(F4)
    for dst in (np.float32, np.float16, BF16):
        got = np.asarray(jax.jit(lambda v: v.astype(dst))(codes))
        expect(np.array_equal(got.astype(np.float64), codes.astype(np.float64)) and np.array_equal(np.signbit(got), np.signbit(codes.astype(np.float32))),
               f"XLA widens every f4E2M1FN code exactly into {np.dtype(dst).name}")
    for src in (np.float32, np.float16, BF16):
        x = sources(src)
        got = np.asarray(jax.jit(lambda v: v.astype(F4))(x)).view(np.uint8)
        nan = np.isnan(x.astype(np.float32))
        want = x[~nan].astype(np.float32).astype(F4).view(np.uint8)
        expect(np.array_equal(got[~nan], want) and np.all(got[nan] == 0x8),
               f"XLA {np.dtype(src).name} -> f4E2M1FN is RNE and saturating ({x.size} inputs), NaN -> -0")
    nan = np.array([np.nan, -np.nan], np.float32)
    module = """func.func @main(%x: tensor<2xf32>) -> tensor<2xf4E2M1FN> {
  %y = lpf.convert %x rounding(to_nearest_even) : tensor<2xf32> to tensor<2xf4E2M1FN>
  return %y : tensor<2xf4E2M1FN>
}"""
    got = run_lpf(module, [nan], "ref", [np.dtype(F4)])[0].view(np.uint8)
    expect(np.all(got == 0x0), "lpf.convert f32 -> f4E2M1FN makes NaN +0 (so XLA's -0 keeps that convert out of the raise)")


def verify_lpf(module):
    """lpf-opt parses and verifies the raised module (its output parses again)."""
    run_tool("lpf-opt", ["-"], stdin=module)


def section8_bound(a, b):
    """2 gamma_K sum_k |a_ik b_kj| per output (f32 accumulator, u = 2^-24); no subnormals occur."""
    k = a.shape[1]
    u = 2.0 ** -24
    gamma = k * u / (1 - k * u)
    return 2 * gamma * (np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64)))


def roundtrip(name, fn, args, raised_ops, exact_on_ref, bound=None, on_ref=True):
    """on_ref=False: the raised module keeps StableHLO ops (a transpose), which lpf-run's
    backends do not run."""
    text = xla.stablehlo_of(fn, *args)
    raised = raise_stablehlo(text)
    verify_lpf(raised)
    for op in raised_ops:
        expect(op in raised, f"{name}: raised module has {op}")
    original = xla.run(text, *args)
    through_lpf = xla.run(lower(raised), *args)
    if bound is None:
        expect(all(same_bits(o, t) for o, t in zip(original, through_lpf)),
               f"{name}: raise + lower on XLA gives the original's bits on XLA")
    else:
        # A contraction: the StableHLO exit computes the raised op's contract (exact products
        # summed exactly, rounded once; docs/stablehlo.md), XLA's own dot sums in its order. Each
        # is within the section 8 bound of the k-ordered sum, so within twice it of the other.
        o, t = original[0].astype(np.float64), through_lpf[0].astype(np.float64)
        limit = bound(*args)
        identical = np.mean(original[0].view(np.uint32) == through_lpf[0].view(np.uint32))
        expect(o.shape == t.shape and bool(np.all(np.abs(o - t) <= 2 * limit)),
               f"{name}: raise + lower on XLA within twice the section 8 bound of the original on XLA "
               f"(max {np.max(np.abs(o - t) / np.maximum(limit, 1e-300)):.3g} of the bound, {identical:.1%} bit-identical)")
    if not on_ref:
        return
    ref = run_lpf(raised, args, "ref", [o.dtype for o in original])
    if exact_on_ref:
        expect(all(same_bits(o, r) for o, r in zip(original, ref)), f"{name}: lpf reference gives XLA's bits")
    else:
        diff = np.abs(original[0].astype(np.float64) - ref[0].astype(np.float64))
        limit = bound(*args)
        identical = np.mean(original[0].view(np.uint32) == ref[0].view(np.uint32))
        expect(bool(np.all(diff <= limit)),
               f"{name}: lpf reference within the section 8 bound of XLA (max {np.max(diff / np.maximum(limit, 1e-300)):.3g} "
               f"of the bound, {identical:.1%} bit-identical)")


def nothing_to_raise():
    a, b = rng.standard_normal((5, 7)).astype(np.float32), rng.standard_normal((7, 3)).astype(np.float32)
    fn = lambda a, b: jnp.tanh(a @ b) + 1.0
    text = xla.stablehlo_of(fn, a, b)
    raised_generic = run_tool("lpf-opt", ["-", "--raise-stablehlo", "--mlir-print-op-generic"],
                              stdin=text)
    # Both printed by jaxlib, so names and attribute order are normalised the same way.
    normal = lambda t: xla.parse(t)[1].operation.get_asm(print_generic_op_form=True)
    expect(normal(raised_generic) == normal(text), "nothing to raise: the module comes back unchanged")
    import subprocess
    from lpf.tools import binary
    done = subprocess.run([binary("lpf-opt"), "-", "--raise-stablehlo"],
                          input=text, capture_output=True, text=True)
    expect(done.returncode == 0 and "remark" not in done.stderr, "nothing to raise: no remark")
    expect(same_bits(xla.run(text, a, b)[0], xla.run(lower(raise_stablehlo(text)), a, b)[0]),
           "nothing to raise: raise + lower on XLA gives the original's bits")


def two_layer_mlp():
    """An fp8 MLP with bf16 activations: bf16 x f8E4M3FN dots accumulated in f32, an f32 bias,
    bf16 activations through relu, a second bf16 x f8E5M2 layer. The dots and the converts are
    raised; the bias adds and relu (max) stay StableHLO (not low-precision work in f32, and a
    max is exact in bf16), so this runs on XLA, not on the lpf reference."""
    def mlp(x, w1, b1, w2, b2):
        h = lax.dot(x, w1, preferred_element_type=jnp.float32) + b1
        h = jax.nn.relu(h.astype(jnp.bfloat16))
        y = lax.dot(h, w2, preferred_element_type=jnp.float32) + b2
        return y.astype(jnp.bfloat16)

    x = (rng.standard_normal((32, 128)) * 2).astype(BF16)
    w1 = (rng.standard_normal((128, 256)) * 0.3).astype(F8)
    b1 = rng.standard_normal(256).astype(np.float32)
    w2 = (rng.standard_normal((256, 64)) * 0.2).astype(E5)
    b2 = rng.standard_normal(64).astype(np.float32)
    args = (x, w1, b1, w2, b2)
    module = lpf.from_jax(mlp, *args)
    verify_lpf(module)
    expect(module.count("lpf.dot") == 2 and "tensor<32x128xbf16>, tensor<128x256xf8E4M3FN>" in module
           and "tensor<32x256xbf16>, tensor<256x64xf8E5M2>" in module,
           "two-layer fp8 MLP: both layers raised to lpf.dot on the bf16 activations and the fp8 weights")
    want = np.asarray(jax.jit(mlp)(*args))
    got = lpf.to_jax(module)(*args)
    expect(same_bits(want, np.asarray(got)), f"two-layer fp8 MLP: from_jax + lower on XLA gives jax's bits ({want.size} bf16 outputs)")
    got = lpf.jit(mlp, backend="xla")(*args)
    expect(same_bits(want, np.asarray(got)), "two-layer fp8 MLP: lpf.jit(backend='xla') gives jax's bits")


def dot_layouts():
    """dot_generals in other matmul layouts, as jnp.einsum emits them: raised into stablehlo.transpose
    + lpf.dot; raise + lower on XLA is within twice the section 8 bound of the original layout's
    result (K large enough for XLA's blocking to matter). The transposes stay
    StableHLO, so these run on XLA only."""
    f32_einsum = lambda eq: (lambda a, b: jnp.einsum(eq, a, b, preferred_element_type=jnp.float32))
    # The section 8 bound of each layout: 2 gamma_K sum_k |a b| per output, by the same einsum.
    def einsum_bound(eq, k):
        gamma = k * 2.0 ** -24 / (1 - k * 2.0 ** -24)
        return lambda a, b: 2 * gamma * np.einsum(eq, np.abs(a.astype(np.float64)), np.abs(b.astype(np.float64)))
    a = (rng.standard_normal((48, 1024)) * 8).astype(F8)
    b = (rng.standard_normal((40, 1024)) * 8).astype(F8)
    roundtrip("a @ b.T (einsum mk,nk->mn), f8E4M3FN", f32_einsum("mk,nk->mn"), (a, b), ["stablehlo.transpose", "lpf.dot"],
              False, einsum_bound("mk,nk->mn", 1024), on_ref=False)
    at = (rng.standard_normal((1024, 48)) * 8).astype(F8)
    bt = (rng.standard_normal((1024, 40)) * 300).astype(E5)
    roundtrip("a.T @ b (einsum km,kn->mn), f8E4M3FN x f8E5M2", f32_einsum("km,kn->mn"), (at, bt),
              ["stablehlo.transpose", "lpf.dot"], False, einsum_bound("km,kn->mn", 1024), on_ref=False)
    ai = (rng.standard_normal((24, 3, 777)) * 2).astype(np.float16)
    bi = (rng.standard_normal((3, 777, 16)) * 2).astype(np.float16)
    roundtrip("batch dimension inside (einsum mbk,bkn->bmn), f16", f32_einsum("mbk,bkn->bmn"), (ai, bi),
              ["stablehlo.transpose", "lpf.dot"], False, einsum_bound("mbk,bkn->bmn", 777), on_ref=False)
    xb = (rng.standard_normal((48, 1024)) * 3).astype(BF16)
    roundtrip("bf16 x (f8E4M3FN).T, f32 accumulation", f32_einsum("mk,nk->mn"), (xb, b), ["stablehlo.transpose", "lpf.dot"],
              False, einsum_bound("mk,nk->mn", 1024), on_ref=False)


def main():
    measure_conversions()
    measure_fp4()
    dot_layouts()
    a8 = (rng.standard_normal((16, 301)) * 8).astype(F8)
    b8 = (rng.standard_normal((301, 9)) * 8).astype(F8)
    roundtrip("f8E4M3FN dot", lambda a, b: lax.dot(a, b, preferred_element_type=jnp.float32), (a8, b8),
              ["lpf.dot"], False, section8_bound)
    # A batched matmul as jnp.matmul emits it (batch dimension 0, [B, M, K] x [B, K, N]).
    ab = (rng.standard_normal((3, 8, 517)) * 8).astype(F8)
    bb = (rng.standard_normal((3, 517, 5)) * 300).astype(E5)
    roundtrip("batched f8E4M3FN x f8E5M2 matmul", lambda a, b: jnp.matmul(a, b, preferred_element_type=jnp.float32),
              (ab, bb), ["lpf.dot"], False, lambda a, b: np.stack([section8_bound(x, y) for x, y in zip(a, b)]))
    a4 = (rng.standard_normal((16, 301)) * 3).astype(ml_dtypes.float4_e2m1fn)
    roundtrip("f4E2M1FN (widened by the user) x f8E4M3FN dot", lambda a, b: lax.dot(a.astype(jnp.float32), b, preferred_element_type=jnp.float32),
              (a4, b8), ["lpf.dot %arg0, %arg1 acc(f32) : tensor<16x301xf4E2M1FN>"], False, section8_bound)
    xb = (rng.standard_normal((16, 301)) * 3).astype(BF16)
    roundtrip("bf16 x f8E4M3FN dot, f32 accumulation", lambda x, b: lax.dot(x, b, preferred_element_type=jnp.float32),
              (xb, b8), ["lpf.dot"], False, section8_bound)
    # Ties, overflow (464 is the tie that rounds to 448; beyond it XLA gives NaN), NaN, inf, -0,
    # f8 subnormals, and random values.
    specials = np.array([0.0, -0.0, 448, 464, 465, -500, 1e6, np.inf, -np.inf, np.nan, 2 ** -9, 2 ** -10,
                         3 * 2 ** -11, 1.0625, 1.1875, 17.0], np.float32)
    y = np.concatenate([specials, (rng.standard_normal(4000) * np.exp2(rng.integers(-12, 10, 4000))).astype(np.float32)])
    roundtrip("convert chain f32 -> f8E4M3FN -> bf16 -> f32", lambda v: v.astype(F8).astype(BF16).astype(jnp.float32),
              (y,), ["lpf.convert"], True)
    s = (rng.standard_normal((8, 301)) * 5).astype(BF16)
    roundtrip("bf16 sum", lambda x: jnp.sum(x, axis=1), (s,), ["lpf.reduce_sum", "lpf.convert"], False,
              lambda x: section8_bound(x, np.ones((x.shape[1], 1)))[:, 0] + np.abs(np.sum(x.astype(np.float64), axis=1)) * 2.0 ** -8)
    nothing_to_raise()
    two_layer_mlp()
    finish()


if __name__ == "__main__":
    main()
