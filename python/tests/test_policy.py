#!/usr/bin/env python3
"""lpf-policy through the `lpf` package (scripts/test.d/65-raise-stablehlo.sh): each rewrite
shows up in the raised module and in the results, checked against independent references
(ml_dtypes, bit truncation, an exact Fraction sum), on XLA (through --lower-to-stablehlo) and on
the lpf reference."""
import sys
from fractions import Fraction

import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

import lpf
from checks import expect, finish

F8, BF16 = ml_dtypes.float8_e4m3fn, ml_dtypes.bfloat16
rng = np.random.default_rng(13)


def same_bits(a, b):
    a, b = np.asarray(a), np.asarray(b)
    nan_a, nan_b = np.isnan(a.astype(np.float64)), np.isnan(b.astype(np.float64))
    bits = lambda x, nan: np.where(nan, 0, x.view(np.uint8 if x.dtype.itemsize == 1 else np.uint16 if x.dtype.itemsize == 2 else np.uint32))
    return a.dtype == b.dtype and np.array_equal(nan_a, nan_b) and np.array_equal(bits(a, nan_a), bits(b, nan_b))


def saturate_fp8():
    x = np.float32([0.5, 448, 464, 465, 500, -1e6, np.inf, -np.inf, np.nan, 1.0625, -3e-3])
    fn = lambda v: v.astype(F8)
    module = lpf.from_jax(fn, x, policy={"saturate_fp8": True})
    expect("overflow(saturate)" in module and "nan_or_inf" not in module,
           "saturate-fp8: the raised convert says overflow(saturate)")
    xla_default = lpf.jit(fn)(x)
    # SFEP-0054's saturation: clamp to +-448 (NaN stays NaN, inf becomes 448), then ml_dtypes' RNE.
    want = np.clip(x, -448, 448).astype(F8)
    expect(np.isnan(np.float32(xla_default[4])) and not same_bits(xla_default, want), "saturate-fp8: without it, 500 is XLA's NaN")
    for backend in ("xla", "ref"):
        got = lpf.jit(fn, backend=backend, policy="saturate-fp8=true")(x)
        expect(same_bits(got, want), f"saturate-fp8 on {backend}: ml_dtypes' bits of the clamped values (500 -> 448, inf -> 448, NaN -> NaN)")


def rounding_toward_zero():
    x = np.concatenate([np.float32([1 + 2 ** -8 + 2 ** -9, -(1 + 2 ** -8 + 2 ** -9), 2 ** -130 * 3, 3e38]),
                        (rng.standard_normal(2000) * np.exp2(rng.integers(-20, 20, 2000))).astype(np.float32)])
    fn = lambda v: v.astype(jnp.bfloat16)
    module = lpf.from_jax(fn, x, policy="rounding=toward_zero")
    expect("rounding(toward_zero)" in module, "rounding=toward_zero: the raised convert says rounding(toward_zero)")
    # Toward zero into bf16 (f32's exponent range, finite inputs) drops the low 16 bits.
    want = (x.view(np.uint32) & np.uint32(0xFFFF0000)).astype(np.uint32)
    want = (want >> 16).astype(np.uint16).view(BF16)
    default = lpf.jit(fn)(x)
    changed = int(np.sum(np.asarray(default).view(np.uint16) != want.view(np.uint16)))
    expect(changed > 0, f"rounding=toward_zero: XLA's default (to nearest even) differs from truncation in {changed} of {x.size}")
    for backend in ("xla", "ref"):
        got = lpf.jit(fn, backend=backend, policy={"rounding": "toward_zero"})(x)
        expect(same_bits(got, want), f"rounding=toward_zero on {backend}: the truncated bits")


def min_accumulator_f64():
    """A cancelling fp8 dot: f32 accumulation loses bits that an f64 accumulator keeps, so the
    f64 policy's result is the exact sum rounded to f32 (f8 x f8 products are exact and the
    sums of K = 512 of them fit f64's 53 bits here: multiples of 2^-18 below 2^27)."""
    k = 512
    a = (rng.standard_normal((8, k)) * np.exp2(rng.integers(-4, 8, (8, k)))).astype(F8)
    b = (rng.standard_normal((k, 4)) * np.exp2(rng.integers(-4, 8, (k, 4)))).astype(F8)
    fn = lambda a, b: lax.dot(a, b, preferred_element_type=jnp.float32)
    module = lpf.from_jax(fn, a, b, policy="min-accumulator=f64")
    expect("acc(f64)" in module and "tensor<8x4xf64> to tensor<8x4xf32>" in module,
           "min-accumulator=f64: the raised dot accumulates in f64, one convert back to f32")
    fa, fb = a.astype(np.float64), b.astype(np.float64)
    exact = np.array([[float(sum(Fraction(x) * Fraction(y) for x, y in zip(fa[i], fb[:, j]))) for j in range(4)] for i in range(8)],
                     np.float64).astype(np.float32)
    default = lpf.jit(fn)(a, b)
    differs = int(np.sum(default != exact))
    for backend in ("xla", "ref"):
        got = lpf.jit(fn, backend=backend, policy="min-accumulator=f64")(a, b)
        expect(same_bits(got, exact), f"min-accumulator=f64 on {backend}: the exact sum rounded once to f32 "
               f"(the default f32 accumulation differs in {differs} of {exact.size})")


def main():
    saturate_fp8()
    rounding_toward_zero()
    min_accumulator_f64()
    finish()


if __name__ == "__main__":
    main()
