#!/usr/bin/env python3
"""MX / NVFP4 scaled matmuls from jax, lowered for cuda, raised, run on XLA CPU through lpf
(scripts/test.d/65-raise-stablehlo.sh).

jax 0.10.2 has no CPU lowering for jax.nn.scaled_matmul / scaled_dot_general; lowered for cuda
they are `custom_call @__op$block_scaled_dot`, which XLA CPU cannot compile. raise-stablehlo
turns the call into lpf.scaled_dot, --lower-to-stablehlo gives XLA CPU StableHLO for it, and
the result is compared with an exact (Fraction) model of the block-scaled dot of the quantised
values, within the SFEP-0054 section 8 bound (XLA sums in its own order). The quantised values
are jax's own quantisation (jax._src.cudnn.scaled_matmul_stablehlo.quantize, plain jnp) run on
XLA CPU, independent of lpf.
"""
import sys
from fractions import Fraction

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax._src.cudnn.scaled_matmul_stablehlo import quantize

from lpf import xla
from lpf.api import raise_stablehlo
from lpf.run import lower
from lpf.tools import binary

F8, E5, E8M0, F4 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2, ml_dtypes.float8_e8m0fnu, ml_dtypes.float4_e2m1fn
rng = np.random.default_rng(54)
from checks import expect, finish  # noqa: E402


def exact(values):
    """Fractions of an array's values (ml_dtypes widen exactly to f64)."""
    return [[Fraction(float(v)) for v in row] for row in np.asarray(values).astype(np.float64)]


def exact_scaled_dot(a, sa, b, sb):
    """a [M, K], sa [M, K/blk], b [N, K], sb [N, K/blk] -> the exact sum over k of
    (a_mk sa_m,k/blk)(b_nk sb_n,k/blk) and the section 8 bound for an f32 accumulation of it:
    2 gamma_K sum|p_k| (u = 2^-24) + the terms XLA CPU's flush-to-zero may drop (any product or
    dequantised element below 2^-126) + 2K (2^-126 + 2^-150) for flushed and gradual underflow."""
    m, k = a.shape
    n, blocks = b.shape[0], sa.shape[1]
    block = k // blocks
    da = [[x * s[i // block] for i, x in enumerate(row)] for row, s in zip(exact(a), exact(sa))]
    db = [[x * s[i // block] for i, x in enumerate(row)] for row, s in zip(exact(b), exact(sb))]
    u, tiny = Fraction(1, 2 ** 24), Fraction(1, 2 ** 126)
    gamma = k * u / (1 - k * u)
    value, bound = np.zeros((m, n)), np.zeros((m, n))
    for i in range(m):
        for j in range(n):
            products = [x * y for x, y in zip(da[i], db[j])]
            flushed = sum(abs(x * y) for x, y in zip(da[i], db[j]) if abs(x) < tiny or abs(y) < tiny or abs(x * y) < tiny)
            value[i, j] = float(sum(products))
            bound[i, j] = float(2 * gamma * sum(abs(p) for p in products) + flushed
                                + 2 * k * (tiny + Fraction(1, 2 ** 150)))
    return value, bound


def within(name, got, value, bound, scale=1.0):
    """got (XLA, f32) against value * scale (exact, rounded to f64) within bound * scale (plus
    the f64 rounding of the exact value, far below the bound)."""
    diff = np.abs(got.astype(np.float64) - value * scale)
    limit = bound * scale + np.abs(value * scale) * 2.0 ** -52
    identical = np.mean(got == (value * scale).astype(np.float32))
    expect(bool(np.all(diff <= limit)), f"{name}: XLA CPU through lpf within the section 8 bound of the exact model "
           f"(max {np.max(diff / limit):.3g} of the bound; {identical:.0%} equal to the exact sum rounded to f32)")


def raised_for_cuda(name, fn, args, block, scales):
    """jax's cuda StableHLO of fn, raised: no custom call left, one lpf.scaled_dot per call."""
    text = xla.stablehlo_of(fn, *args, platform="cuda")
    expect("__op$block_scaled_dot" in text, f"{name}: jax lowers it for cuda to custom_call @__op$block_scaled_dot")
    raised = raise_stablehlo(text)
    expect("__op$block_scaled_dot" not in raised and f"block({block}) acc(f32)" in raised and scales in raised,
           f"{name}: raised into lpf.scaled_dot block({block}) acc(f32) with {scales} scales")
    return raised


def scaled_matmul_mx():
    """jax.nn.scaled_matmul on quantised MX values: f8E4M3FN x f8E5M2, E8M0 scales 2^-8..2^8."""
    b, m, n, k, block = 1, 8, 6, 256, 32
    a = (rng.standard_normal((b, m, k)) * 40).astype(F8)
    w = (rng.standard_normal((b, n, k)) * 2000).astype(E5)
    sa = np.exp2(rng.integers(-8, 9, (b, m, k // block))).astype(E8M0)
    sw = np.exp2(rng.integers(-8, 9, (b, n, k // block))).astype(E8M0)
    fn = lambda a, w, sa, sw: jax.nn.scaled_matmul(a, w, sa, sw, preferred_element_type=jnp.float32)
    raised = raised_for_cuda("scaled_matmul MX", fn, (a, w, sa, sw), block, "f8E8M0FNU")
    got = xla.run(lower(raised), a, w, sa, sw)[0]
    value, bound = exact_scaled_dot(a[0], sa[0], w[0], sw[0])
    within("scaled_matmul MX (f8E4M3FN x f8E5M2, K = 256)", got[0], value, bound)


def scaled_dot_general(mode, global_scale=None):
    """jax.nn.scaled_dot_general on f32 inputs: jax's quantisation (left in StableHLO) + the
    block-scaled call (raised)."""
    m, k, n = 12, 320, 10
    x = (rng.standard_normal((m, k)) * 3).astype(np.float32)
    w = (rng.standard_normal((k, n)) * 0.5).astype(np.float32)
    gs = None if global_scale is None else jnp.array([global_scale], jnp.float32)
    config = jax.nn.get_scaled_dot_general_config(mode, gs) if gs is not None else jax.nn.get_scaled_dot_general_config(mode)
    fn = lambda x, w: jax.nn.scaled_dot_general(x, w, (((1,), (0,)), ((), ())), configs=[config] * 3)
    block, scales = (32, "f8E8M0FNU") if mode == "mxfp8" else (16, "f8E4M3FN")
    raised = raised_for_cuda(f"scaled_dot_general {mode}", fn, (x, w), block, scales)
    if mode == "mxfp8":
        expect("'stablehlo.bitcast_convert' left as it is" in remarks(xla.stablehlo_of(fn, x, w, platform="cuda")),
               "scaled_dot_general mxfp8: the E8M0 scale computation stays StableHLO, with a remark")
    got = xla.run(lower(raised), x, w)[0]
    # jax's own quantisation of the operands, run by XLA CPU: [1, M, K] and [1, N, K].
    qa, sa = jax.jit(lambda v: quantize(v, config))(x[None])
    qw, sw = jax.jit(lambda v: quantize(v, config))(w.T[None])
    value, bound = exact_scaled_dot(np.asarray(qa)[0], np.asarray(sa)[0], np.asarray(qw)[0], np.asarray(sw)[0])
    # NVFP4: jax multiplies the f32 result by the two per-tensor scales (powers of two here,
    # so the multiply is exact).
    g = 1.0 if global_scale is None else global_scale * global_scale
    within(f"scaled_dot_general {mode} (K = {k})", got, value, bound, g)


def composite_left():
    """jax.lax.scaled_dot emits composite "xla.scaled_dot" (any platform); raise-stablehlo leaves it
    (a remark) because XLA CPU runs its decomposition, which jax 0.10.2 writes in bf16: the
    elements times their scales in bf16 and a bf16 x bf16 -> f32 dot_general. Re-measured here:
    the decomposition is that; raise + lower (which raises the decomposition's dot) is within the
    section 8 bound of the original on XLA; and XLA's bf16 dot
    differs from the f32 dot of the same dequantised values (what lpf.scaled_dot acc(f32) lowers
    to), so raising it would change the bits."""
    b, m, n, k, block = 1, 16, 16, 1024, 32
    a = (rng.standard_normal((b, m, k)) * 40).astype(F8)
    w = (rng.standard_normal((b, k, n)) * 40).astype(F8)
    sa = np.exp2(rng.integers(-4, 5, (b, m, k // block))).astype(E8M0)
    sw = np.exp2(rng.integers(-4, 5, (b, k // block, n))).astype(E8M0)
    fn = lambda a, w, sa, sw: jax.lax.scaled_dot(a, w, lhs_scale=sa, rhs_scale=sw,
                                                 dimension_numbers=(((2,), (1,)), ((0,), (0,))),
                                                 preferred_element_type=jnp.float32)
    text = xla.stablehlo_of(fn, a, w, sa, sw)
    bf16_decomposition = ('name = "xla.scaled_dot"' in text and f"(tensor<{b}x{m}x{k}xbf16>, tensor<{b}x{m}x{k}xbf16>) -> "
                          f"tensor<{b}x{m}x{k}xbf16>" in text and f"(tensor<{b}x{m}x{k}xbf16>, tensor<{b}x{k}x{n}xbf16>) -> "
                          f"tensor<{b}x{m}x{n}xf32>" in text)
    expect(bf16_decomposition, "jax.lax.scaled_dot: composite xla.scaled_dot whose decomposition multiplies in bf16 "
           "and runs a bf16 x bf16 -> f32 dot_general")
    expect("'stablehlo.composite' left as it is" in remarks(text), "the composite stays, with a remark")
    original = xla.run(text, a, w, sa, sw)[0]
    # The f32 dot of the exactly dequantised values (f8 x power-of-two scale is exact in f32).
    deq = lambda v, s, axis: v.astype(np.float32) * np.repeat(s.astype(np.float32), block, axis=axis)
    # The decomposition's bf16 x bf16 -> f32 dot is raised (lpf.dot acc(f32), XLA's order is its
    # own), so raise + lower is within twice the section 8 bound of the original (each side within
    # it of the k-ordered sum); the bf16 products of elements and scales are exact.
    through_lpf = xla.run(lower(raise_stablehlo(text)), a, w, sa, sw)[0]
    u = 2.0 ** -24
    magnitude = np.abs(deq(a, sa, 2).astype(np.float64))[0] @ np.abs(deq(w, sw, 1).astype(np.float64))[0]
    bound = 2 * (k * u / (1 - k * u)) * magnitude
    worst = np.max(np.abs(original[0].astype(np.float64) - through_lpf[0].astype(np.float64)) / bound)
    expect(bool(worst <= 2), f"composite: raise + lower (its decomposition's dot raised) within twice the section 8 bound "
           f"of the original on XLA (max {worst:.3g} of the bound)")
    f32_dot = jax.jit(lambda x, y: jax.lax.dot_general(x, y, (((2,), (1,)), ((0,), (0,))),
                                                       preferred_element_type=jnp.float32))
    f32 = np.asarray(f32_dot(deq(a, sa, 2), deq(w, sw, 1)))
    differ = np.mean(f32.view(np.uint32) != original.view(np.uint32))
    expect(differ > 0, f"XLA's bf16 decomposition differs from the f32 dot lpf.scaled_dot lowers to in {differ:.0%} of "
           f"the outputs (K = {k})")


def remarks(text):
    import subprocess
    done = subprocess.run([binary("lpf-opt"), "-", "--raise-stablehlo"],
                          input=text, capture_output=True, text=True)
    return done.stderr


def main():
    scaled_matmul_mx()
    scaled_dot_general("mxfp8")
    scaled_dot_general("nvfp4", 0.5)
    composite_left()
    finish()


if __name__ == "__main__":
    main()
