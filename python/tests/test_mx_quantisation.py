#!/usr/bin/env python3
"""jax's MX and NVFP4 quantisation against lpf.quantize_block (scripts/test.d/65-raise-stablehlo.sh).

jax.nn.scaled_dot_general's mxfp8 quantisation (jax._src.cudnn.scaled_matmul_stablehlo.quantize:
amax / 448 in f32, its exponent field rounded up with integer ops, a bitcast to E8M0, x / scale,
clip, convert) is plain StableHLO; raise-stablehlo leaves it (the remark at its bitcast,
lowering/src/raise_stablehlo/xla.rs LOW_PRECISION_BITCAST). This test re-measures why, on XLA
CPU, over edge blocks of 32 f32 values: amax at every f32 binade edge and at 448 * 2^k and their
f32 neighbours, f32 subnormals, max, inf, NaN, plus random blocks; the other elements
fractions of amax with both signs, zeros and a subnormal.

1. On finite blocks whose quotient amax / 448 is an f32 normal and which hold no f32 subnormal,
   jax's result is lpf.quantize_block scale_rounding(ceil) bit for bit (scales and elements);
   floor and even are not.
2. Every other finite difference is XLA CPU's flush to zero: blocks whose quotient is below
   2^-126 (jax: scale 2^-127, where ceil gives 2^-126 above 448 * 2^-127), and f32-subnormal
   elements (jax: 0).
3. Non-finite blocks: an infinity gives the NaN scale and finite elements 0 (lpf: NaN); a NaN is
   propagated by XLA's reduce-max on one block (scale 0x00, elements saturated) but dropped on
   1000 blocks (with the NaN last in each block every maximum is -inf: scale 0xFF, elements 0).
4. NVFP4 (nvfp4 config, blocks of 16, per-tensor scale g = 1 and 0.5; x / g, amax / 6 clipped
   to [0, 448] and converted to f8E4M3FN, x / scale clipped to ±6 and converted to f4E2M1FN),
   against lpf.quantize_block with f8E4M3FN scales: the scales agree on every block, and so do
   the elements wherever the scale is nonzero; where amax / (6 g) rounds to a zero scale (amax
   <= 6 g 2^-10) jax divides by 0: nonzero elements become ±6 and zeros -0 (0 / 0 is NaN, which
   XLA's f4E2M1FN convert makes -0; f32 subnormals count as zeros, flushed), where lpf gives +0.
"""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax._src.cudnn.scaled_matmul_stablehlo import quantize

from checks import expect, finish
from lpf.run import run_lpf

F32, F8, E8M0 = np.float32, ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e8m0fnu
BLOCK, MAX = 32, 448.0
TINY = 2.0 ** -126
rng = np.random.default_rng(23)
CONFIG = jax.nn.get_scaled_dot_general_config("mxfp8")


def f32_bits(bits):
    return np.array(bits, np.uint32).view(F32)


def edge_amaxes():
    """Block maxima: f32 subnormals, and for every k the f32 values 2^k and 448 * 2^k and their
    two neighbours either side; f32 max; random magnitudes over the whole range."""
    amaxes = list(f32_bits([1, 2, 3, 0x400000, 0x7FFFFF, 0x800000, 0x800001]))
    for k in range(-149, 128):
        for base in (np.ldexp(1.0, k), MAX * np.ldexp(1.0, k)):
            if base >= np.finfo(F32).max:
                continue
            bits = int(np.array([base], F32).view(np.uint32)[0])
            amaxes += [f32_bits([b])[0] for b in range(max(bits - 2, 1), bits + 3)]
    amaxes += [np.finfo(F32).max, 0.0]
    amaxes += list(np.abs(rng.standard_normal(2000) * np.exp2(rng.integers(-140, 120, 2000))).astype(F32))
    return [a for a in amaxes if np.isfinite(a)]


def finite_blocks():
    blocks = []
    for amax in edge_amaxes():
        b = (amax * rng.random(BLOCK).astype(F32)).astype(F32) * rng.choice([-1, 1], BLOCK).astype(F32)
        b[:5] = [amax, -amax, 0.0, -0.0, F32(amax) * F32(0.5)]
        b[5] = f32_bits([1])[0]  # a subnormal among normal values
        rng.shuffle(b)
        blocks.append(b)
    blocks += [np.zeros(BLOCK, F32), f32_bits(rng.integers(1, 0x800000, BLOCK))]
    return np.array(blocks, F32)


def jax_quantise(x):
    """jax's quantisation of [n, 32] blocks on XLA CPU: (element codes, scale codes)."""
    q, s = jax.jit(lambda v: quantize(v, CONFIG))(x[None])
    return np.asarray(q)[0].view(np.uint8), np.asarray(s)[0].view(np.uint8).reshape(-1)


def lpf_quantise(x, rule):
    """lpf.quantize_block on lpf-run's reference (lpf_numerics): (element codes, scale codes)."""
    n = x.shape[0]
    types = f"tensor<{n}x{BLOCK}xf8E4M3FN>, tensor<{n}x1xf8E8M0FNU>"
    module = f"""func.func @main(%x: tensor<{n}x{BLOCK}xf32>) -> ({types}) {{
  %q, %s = lpf.quantize_block %x block({BLOCK}) scale_rounding({rule}) : tensor<{n}x{BLOCK}xf32> -> {types}
  return %q, %s : {types}
}}"""
    q, s = run_lpf(module, [x], "ref", [np.dtype(F8), np.dtype(E8M0)])
    return q.view(np.uint8), s.view(np.uint8).reshape(-1)


def finite():
    x = finite_blocks()
    jq, js = jax_quantise(x)
    amax = np.max(np.abs(x), axis=1)
    # The quotient as XLA computes it (at the very edge, just below 2^-126, XLA's f32 quotient
    # is 2^-126 where the correctly rounded one is subnormal: which blocks flush is XLA's call).
    quotient = np.asarray(jax.jit(lambda a: a / F32(MAX))(amax))
    flushed_quotient = quotient < TINY
    subnormal = (np.abs(x) < TINY) & (x != 0)
    for rule in ("floor", "even", "ceil"):
        lq, ls = lpf_quantise(x, rule)
        scale_differs, elem_differs = js != ls, jq != lq
        differs = scale_differs | elem_differs.any(axis=1)
        plain = ~flushed_quotient
        plain_differs = scale_differs[plain] | (elem_differs & ~subnormal).any(axis=1)[plain]
        if rule != "ceil":
            expect(plain_differs.any(), f"jax's MX quantisation is not scale_rounding({rule}): "
                   f"{differs.sum()} of {len(x)} finite blocks differ")
            continue
        expect(not plain_differs.any(),
               f"jax's MX quantisation is scale_rounding(ceil) bit for bit on the {plain.sum()} finite blocks whose amax / 448 "
               f"is an f32 normal, f32-subnormal elements aside ({plain_differs.sum()} differ)")
        sub_elems = elem_differs & subnormal
        expect(sub_elems.any() and np.all(jq[sub_elems] & 0x7F == 0),
               f"XLA CPU flushes f32-subnormal elements: jax gives 0 for {sub_elems.sum()} of them where ceil does not")
        low = flushed_quotient & (amax > MAX * 2.0 ** -127)
        expect(low.any() and np.all(js[flushed_quotient] == 0) and np.all(ls[low] == 1),
               f"XLA CPU flushes amax / 448 below 2^-126: jax's scale is 2^-127 on all {flushed_quotient.sum()} such blocks, "
               f"ceil's 2^-126 on the {low.sum()} with amax above 448 * 2^-127")
        explained = flushed_quotient[:, None] | subnormal
        expect(not (elem_differs & ~explained).any() and not (scale_differs & ~flushed_quotient).any(),
               "every difference from ceil on finite blocks is one of those two flushes")


def non_finite():
    x = rng.standard_normal((2, BLOCK)).astype(F32)
    x[0, 4], x[1, 7] = np.inf, -np.inf
    jq, js = jax_quantise(x)
    lq, ls = lpf_quantise(x, "ceil")
    finite_elems = np.isfinite(x)
    expect(np.all(js == 0xFF) and np.all(ls == 0xFF) and np.all(jq[finite_elems] & 0x7F == 0)
           and np.all(lq[finite_elems] & 0x7F == 0x7F),
           "a block holding an infinity: both give the NaN scale; jax's finite elements are 0, lpf's NaN")
    one = np.ones((1, BLOCK), F32)
    one[0, 3] = np.nan
    jq, js = jax_quantise(one)
    expect(js[0] == 0x00 and np.all(jq[0][np.isfinite(one[0])] == 0x7E),
           f"a NaN in one block: XLA's reduce-max propagates it, jax's scale is {js[0]:#04x} (2^-127) and the "
           "finite elements saturate to 448 (lpf: 0xff and NaN)")
    many = rng.standard_normal((1000, BLOCK)).astype(F32)
    many[:, -1] = np.nan
    amax = np.asarray(jax.jit(lambda v: jnp.max(jnp.abs(v), axis=-1))(many))
    _, js = jax_quantise(many)
    expect(not np.isnan(amax).any(),
           f"a NaN last in each of 1000 blocks: XLA CPU's reduce-max drops it ({np.isneginf(amax).sum()} maxima -inf, "
           f"{np.isfinite(amax).sum()} finite); jax's scales {sorted(set(js.tolist()))[:6]}")


def nvfp4():
    block = 16
    amaxes = [0.0, 1e-30, TINY, 6 * 2.0 ** -10 * 0.9, 6 * 2.0 ** -10, 6 * 2.0 ** -10 * 1.1, 6 * 2.0 ** -9, 0.01, 1.0,
              6.0, 448 * 6, 448 * 6 * 1.5, 1e30]
    amaxes += list(np.abs(rng.standard_normal(1500) * np.exp2(rng.integers(-20, 14, 1500))))
    x = []
    for amax in amaxes:
        b = (F32(amax) * rng.random(block).astype(F32)).astype(F32) * rng.choice([-1, 1], block).astype(F32)
        b[:3] = [amax, -amax, 0.0]
        rng.shuffle(b)
        x.append(b)
    x = np.array(x, F32)
    n, types = len(x), f"tensor<{len(x)}x{block}xf4E2M1FN>, tensor<{len(x)}x1xf8E4M3FN>"
    module = f"""func.func @main(%x: tensor<{n}x{block}xf32>, %g: f32) -> ({types}) {{
  %q, %s = lpf.quantize_block %x, %g block({block}) : tensor<{n}x{block}xf32>, f32 -> {types}
  return %q, %s : {types}
}}"""
    for g in (1.0, 0.5):
        config = jax.nn.get_scaled_dot_general_config("nvfp4", jnp.array([g], F32))
        q, s = jax.jit(lambda v: quantize(v, config))(x[None])
        jq, js = np.asarray(q)[0].view(np.uint8), np.asarray(s)[0].view(np.uint8).reshape(-1)
        lq, ls = run_lpf(module, [x, np.array(g, F32)], "ref", [np.dtype(ml_dtypes.float4_e2m1fn), np.dtype(F8)])
        lq, ls = lq.view(np.uint8), ls.view(np.uint8).reshape(-1)
        zero_scale = ls == 0
        differs = (jq != lq).any(axis=1)
        # f4E2M1FN codes: 0x7 is +6, 0xF is -6, 0x8 is -0.
        # f32-subnormal elements count as zeros there: XLA CPU flushes them first.
        xz = x[zero_scale]
        jax_zero_scale = np.where(np.abs(xz) < TINY, jq[zero_scale] == 0x8, jq[zero_scale] == np.where(xz > 0, 0x7, 0xF))
        expect(np.array_equal(js, ls) and not differs[~zero_scale].any() and differs[zero_scale].all()
               and jax_zero_scale.all() and np.all(lq[zero_scale] == 0),
               f"jax's NVFP4 quantisation (g = {g}) is lpf.quantize_block's on the {np.sum(~zero_scale)} blocks with a "
               f"nonzero scale; on the {zero_scale.sum()} with a zero scale jax's elements are ±6 (zeros and f32 subnormals -0), lpf's +0")


def main():
    finite()
    non_finite()
    nvfp4()
    finish()


if __name__ == "__main__":
    main()
