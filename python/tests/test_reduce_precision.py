#!/usr/bin/env python3
"""`stablehlo.reduce_precision` through raise-stablehlo (scripts/test.d/65-raise-stablehlo.sh).

1. Re-measures the facts lowering/src/raise_stablehlo/xla.rs relies on: XLA CPU's
   reduce_precision of f32 to e8m7 is the bf16 convert pair (ml_dtypes) on every f32 exponent
   with edge mantissas (ties, half-ulp neighbours) and on f32 subnormals; to e5m10 and e5m2 it
   flushes values below the reduced format's smallest normal, where the f16 / f8E5M2 pair keeps
   them (2^-20, 2^-15: the remark's examples).
2. A jax function with e8m7, e8m10 and e5m10 reductions: the first two are raised into lpf.convert
   pairs through bf16 and tf32, e5m10 stays with its remark; raise + lower on XLA and the raised
   module on the lpf reference give the original's bits on XLA (NaNs compared as NaNs: XLA keeps
   payloads, lpf makes them canonical).
"""
import subprocess

import jax
import ml_dtypes
import numpy as np
from jax import lax

from checks import expect, finish
from lpf import xla
from lpf.api import _bits, raise_stablehlo
from lpf.run import lower, run_lpf
from lpf.tools import binary

F32 = np.float32
rng = np.random.default_rng(7)


def edge_inputs():
    """Every f32 exponent (both signs) with edge mantissas: 0..3, 2^k - 1, 2^k, 2^k + 1 (ties and
    their neighbours at every precision), all ones, 200 random; and every 97th f32 subnormal."""
    mants = {0, 1, 2, 3, 0x7FFFFF, 0x7FFFFE} | {(1 << k) + d for k in range(23) for d in (-1, 0, 1)}
    mants |= set(rng.integers(0, 1 << 23, 200).tolist())
    mants = np.array(sorted(m for m in mants if 0 <= m < 1 << 23), np.uint32)
    bits = (np.arange(256, dtype=np.uint32)[:, None] << 23 | mants[None, :]).reshape(-1)
    return np.concatenate([bits, bits | 0x80000000, np.arange(0, 1 << 23, 97, dtype=np.uint32)]).view(F32)


def same_bits(a, b):
    (ab, an), (bb, bn) = _bits(a), _bits(b)
    return a.shape == b.shape and np.array_equal(ab, bb) and np.array_equal(an, bn)


def reduce(x, e, m):
    return np.asarray(jax.jit(lambda v: lax.reduce_precision(v, exponent_bits=e, mantissa_bits=m))(x))


def measure(x):
    pair = x.astype(ml_dtypes.bfloat16).astype(F32)
    expect(same_bits(reduce(x, 8, 7), pair), f"XLA reduce_precision e8m7 is the bf16 convert pair ({x.size} f32 inputs)")
    for (e, m, dtype, tiny) in ((5, 10, np.float16, 2.0 ** -20), (5, 2, ml_dtypes.float8_e5m2, 2.0 ** -15)):
        got, pair = reduce(x, e, m), x.astype(dtype).astype(F32)
        differ = ~same_elementwise(got, pair)
        min_normal = 2.0 ** (2 - 2 ** (e - 1))
        flushed = np.all(np.abs(x[differ]) < min_normal) and np.all(got[differ] == 0)
        probe = reduce(np.array([tiny], F32), e, m)[0]
        expect(differ.any() and flushed and probe == 0 and np.array([tiny], F32).astype(dtype).astype(F32)[0] == tiny,
               f"XLA reduce_precision e{e}m{m} flushes below the format's smallest normal ({differ.sum()} of {x.size} "
               f"inputs differ from the {np.dtype(dtype).name} pair, all of them flushed to 0; {tiny} gives {probe})")


def same_elementwise(a, b):
    return (a.view(np.uint32) == b.view(np.uint32)) | (np.isnan(a) & np.isnan(b))


def roundtrip(x):
    fn = lambda v: (lax.reduce_precision(v, exponent_bits=8, mantissa_bits=7),
                    lax.reduce_precision(v, exponent_bits=8, mantissa_bits=10),
                    lax.reduce_precision(v, exponent_bits=5, mantissa_bits=10))
    text = xla.stablehlo_of(fn, x)
    raised = raise_stablehlo(text)
    expect("to tensor<{}xbf16>".format(x.size) in raised and "to tensor<{}xtf32>".format(x.size) in raised
           and raised.count("stablehlo.reduce_precision") == 1,
           "reduce_precision e8m7 / e8m10 raised into lpf.convert pairs through bf16 / tf32, e5m10 left")
    done = subprocess.run([binary("lpf-opt"), "-", "--raise-stablehlo"],
                          input=text, capture_output=True, text=True)
    expect(done.stderr.count("remark:") == 1 and "e5m10 of tensor" in done.stderr and "flushes" in done.stderr,
           "one remark, at the e5m10 reduce_precision, naming the flush")
    original = xla.run(text, x)
    through_lpf = xla.run(lower(raised), x)
    expect(all(same_bits(o, t) for o, t in zip(original, through_lpf)),
           f"reduce_precision: raise + lower on XLA gives the original's bits on XLA ({x.size} edge inputs)")
    # The ref backend runs lpf ops only: check the two raised outputs on their own.
    raised_only = raise_stablehlo(xla.stablehlo_of(lambda v: fn(v)[:2], x))
    ref = run_lpf(raised_only, [x], "ref", [np.dtype(F32)] * 2)
    expect(all(same_bits(o, r) for o, r in zip(original[:2], ref)),
           "reduce_precision e8m7 / e8m10 raised: the lpf reference gives XLA's bits")


def main():
    x = edge_inputs()
    measure(x)
    roundtrip(x)
    finish()


if __name__ == "__main__":
    main()
