#!/usr/bin/env python3
"""The f32 math functions the LLVM exit approximates in the StableHLO part of a module
(`lpf-math-approximate`: upstream MLIR's polynomial approximations; docs/llvm.md, "Mixed
modules: speed"): each one's error on the LLVM exit, in f32 ulps of the exact value (numpy's
float64 functions and math.erf, rounded to the ulp of f32 at that value), over 65536 inputs per
function across its useful range, within the bound docs/llvm.md states, and its special values
(infinities, NaN, overflow, underflow) as IEEE defines them. XLA's own figures on the same inputs
are printed beside (it approximates too). Run from scripts/test.d/65-raise-stablehlo.sh."""
import math

import jax
import jax.numpy as jnp
import numpy as np

import lpf
from checks import expect, finish

rng = np.random.default_rng(5)


def sweep(lo, hi, n=1 << 16):
    """n f32 inputs in [lo, hi]: half evenly spaced, half uniform random."""
    return np.concatenate([np.linspace(lo, hi, n // 2), rng.uniform(lo, hi, n // 2)]).astype(np.float32)


INF, NAN = np.inf, np.nan
# name: (jax function, exact reference in f64, inputs, bound in ulps, special inputs and IEEE results)
FUNCTIONS = {
    "exp": (jnp.exp, np.exp, sweep(-87, 88), 1.0, {INF: INF, -INF: 0.0, 100.0: INF, -110.0: 0.0, 0.0: 1.0, NAN: NAN}),
    # expm1, log1p (and erf, log, tanh, exp, logistic): XLA's own f32 formulas since issue 39
    # (hlo_defined::xla_math), so XLA's error: 4.16 and 2.22 ulp here.
    "expm1": (jnp.expm1, np.expm1, sweep(-20, 20), 4.5, {INF: INF, -INF: -1.0, 0.0: 0.0}),
    "tanh": (jnp.tanh, np.tanh, sweep(-12, 12), 4.0, {INF: 1.0, -INF: -1.0, 0.0: 0.0, 30.0: 1.0, NAN: NAN}),
    "log": (jnp.log, np.log, np.exp2(sweep(-120, 120)).astype(np.float32), 1.0, {0.0: -INF, INF: INF, -1.0: NAN, 1.0: 0.0, NAN: NAN}),
    "log1p": (jnp.log1p, np.log1p, sweep(-0.99, 100), 2.5, {-1.0: -INF, INF: INF, -2.0: NAN, 0.0: 0.0}),
    "logistic": (jax.nn.sigmoid, lambda x: 1 / (1 + np.exp(-x)), sweep(-20, 20), 3.0, {INF: 1.0, -INF: 0.0, 0.0: 0.5}),
    "erf": (jax.scipy.special.erf, np.vectorize(math.erf), sweep(-5, 5), 7.0, {INF: 1.0, -INF: -1.0, 0.0: 0.0}),
}


def ulps(got, want):
    """|got - want| in ulps of f32 at |want| (want exact, in f64)."""
    spacing = np.spacing(np.abs(want).astype(np.float32)).astype(np.float64)
    return np.abs(got.astype(np.float64) - want) / spacing


def main():
    for name, (fn, exact, x, bound, specials) in FUNCTIONS.items():
        ours, xla = lpf.jit(fn, backend="llvm"), jax.jit(fn)
        want = exact(x.astype(np.float64))
        error, xla_error = ulps(np.asarray(ours(x)), want), ulps(np.asarray(xla(x)), want)
        expect(error.max() <= bound,
               f"{name}: LLVM exit within {bound:g} ulp of the exact value on {x.size} inputs "
               f"(largest {error.max():.2f}, mean {error.mean():.3f}; XLA's largest {xla_error.max():.2f})")
        inputs = np.array(list(specials), np.float32)
        expected = np.array(list(specials.values()), np.float32)
        got = np.asarray(ours(inputs))
        same = [(a == b) or (np.isnan(a) and np.isnan(b)) for a, b in zip(got, expected)]
        expect(all(same), f"{name}: special values {dict(zip(inputs.tolist(), got.tolist()))} "
                          f"(IEEE: {dict(zip(inputs.tolist(), expected.tolist()))})")
    finish()


if __name__ == "__main__":
    main()
