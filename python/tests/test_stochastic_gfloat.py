#!/usr/bin/env python3
"""Stochastic rounding (`lpf.convert ... rounding(stochastic*) random_bits(N)`) against Graphcore's
gfloat 0.5.2 `round_float(fi, v, mode, sat, srbits, srnumbits)`, bit for bit, on `lpf-run
--backend ref`, `--backend llvm` and `--backend xla` (the StableHLO exit's integer emulation on
XLA CPU) (scripts/test.d/66-stochastic-gfloat.sh).

Per format (FP8, FP6, FP4, bf16, f16, P3109 members): f32 inputs at every gap of the format's
grid (exact values, ties, one f32 ulp either side of ties, quarter points, just above and below
grid points), subnormals and values below the smallest one, the overflow region, +-inf, +-0 and
NaN; each with random words whose bits above N are random too (only the low N count; gfloat gets
just those), including 0, 1 and all ones; every mode with N in {1, 2, 8, 32}, saturating and not.

gfloat 0.5.2 decides `stochastic_fast` and `stochastic_fastest` by an f64 sum
(delta + (0.5 + r) 2^-N >= 1, resp. delta + r 2^-N >= 1). Where that sum rounds up to 1.0 while
the exact sum is below 1, gfloat rounds away and the exact definition (lpf's) does not; the test
finds those cases by evaluating gfloat's own inequality in exact rationals, expects the truncated
value there (gfloat's toward_zero result), and checks that the constructed boundary inputs hit it.
"""
import math
from fractions import Fraction

import numpy as np
from gfloat import RoundMode, decode_float, round_float
from gfloat.formats import (
    format_info_bfloat16,
    format_info_binary16,
    format_info_ocp_e2m1,
    format_info_ocp_e2m3,
    format_info_ocp_e3m2,
    format_info_ocp_e4m3,
    format_info_ocp_e5m2,
    format_info_p3109,
)
from gfloat.types import Domain, Signedness

from checks import expect, finish
from codes import run_codes

rng = np.random.default_rng(23)

MODES = {
    "stochastic": RoundMode.Stochastic,
    "stochastic_odd": RoundMode.StochasticOdd,
    "stochastic_fast": RoundMode.StochasticFast,
    "stochastic_fastest": RoundMode.StochasticFastest,
}
BITS = [1, 2, 8, 32]
BACKENDS = ("ref", "llvm", "xla")

# (MLIR element type, gfloat format, whether overflow(nan_or_inf) means gfloat's sat=False).
# lpf rejects nan_or_inf for FP6/FP4 (no inf, no NaN); a finite P3109 format's nan_or_inf gives
# the largest finite value in lpf (P3109's SatNone) and NaN in gfloat, so it is left out there.
FORMATS = [
    ("f8E4M3FN", format_info_ocp_e4m3, True),
    ("f8E5M2", format_info_ocp_e5m2, True),
    ("f6E2M3FN", format_info_ocp_e2m3, False),
    ("f6E3M2FN", format_info_ocp_e3m2, False),
    ("f4E2M1FN", format_info_ocp_e2m1, False),
    ("bf16", format_info_bfloat16, True),
    ("f16", format_info_binary16, True),
    ("!lpf.p3109<8, 3, signed, extended>", format_info_p3109(8, 3), True),
    ("!lpf.p3109<8, 1, unsigned, extended>", format_info_p3109(8, 1, Signedness.Unsigned), True),
    ("!lpf.p3109<6, 2, signed, finite>", format_info_p3109(6, 2, Signedness.Signed, Domain.Finite), False),
]


def f32(x):
    return np.float32(x)


def grid(fi):
    """The format's finite values >= 0, ascending (every code of a narrow format; for 16-bit
    formats every 97th code plus the lowest and highest 64)."""
    codes = range(1 << fi.bits)
    if fi.bits > 8:
        n = 1 << (fi.bits - 1)
        codes = sorted(set(range(0, n, 97)) | set(range(64)) | set(range(n - 64, n)))
    values = {decode_float(fi, c).fval for c in codes}
    return sorted(v for v in values if math.isfinite(v) and v >= 0)


def inputs(fi):
    """f32 inputs covering the format's grid: see the module docstring."""
    g = grid(fi)
    xs = [0.0]
    for lo, hi in zip(g, g[1:]):
        step = hi - lo
        mid = f32(lo + step / 2)
        xs += [lo, mid, np.nextafter(mid, f32(np.inf)), np.nextafter(mid, f32(-np.inf))]
        xs += [lo + step / 4, lo + 3 * step / 4, lo + step * rng.random(), lo + step * rng.random()]
        xs += [np.nextafter(f32(lo), f32(np.inf)), np.nextafter(f32(hi), f32(-np.inf))]
    top, tiny = g[-1], g[1]
    ulp_top = g[-1] - g[-2]
    xs += [top + ulp_top * t for t in (0.25, 0.5, 0.75, 0.999, 1.0, 1.5, 3.0)] + [4 * top]
    xs += [tiny * t for t in (0.5, 0.25, 0.75, 2.0**-10, 2.0**-20)]
    # Boundary inputs for gfloat's f64 sums: delta = 2^-33 - 2^-57 and 2^-32 - 2^-56 of the
    # smallest subnormal (24 ones: an f32 where that is in range).
    for d in (2.0**-33 - 2.0**-57, 2.0**-32 - 2.0**-56):
        if float(f32(tiny * d)) == tiny * d and tiny * d >= 2.0**-126:
            xs.append(tiny * d)
    xs = np.array(xs, np.float32)
    xs = np.concatenate([xs, -xs]) if fi.is_signed else xs
    specials = [np.inf, -np.inf, -0.0] + ([np.nan] if fi.num_nans else [])
    if not fi.is_signed:
        specials = [np.inf] + ([np.nan] if fi.num_nans else [])
    return np.concatenate([xs, np.array(specials, np.float32)])


def words(count):
    """Four words per value: random, all ones (r = 2^N - 1 for every N), zero, random (int32)."""
    w = rng.integers(0, 1 << 32, count, dtype=np.uint64).astype(np.uint32)
    w[1::4] = 0xFFFFFFFF
    w[2::4] = 0
    return w.view(np.int32)


def exact_delta(fi, v):
    """gfloat's delta (the fraction below the last kept digit) in exact rationals."""
    a = abs(Fraction(float(v)))
    expval = math.frexp(float(abs(v)))[1] - 1
    if fi.has_subnormals:
        expval = max(expval, 1 - fi.bias)
    expval -= fi.precision - 1
    significand = a / Fraction(2) ** expval
    return significand - math.floor(significand)


def f64_sum_misleads(fi, v, mode, r, n):
    """Whether gfloat's f64 inequality says 'round away' where the exact one does not."""
    if mode not in ("stochastic_fast", "stochastic_fastest") or not math.isfinite(v) or v == 0:
        return False
    delta = exact_delta(fi, v)
    add = (Fraction(1, 2) + r) if mode == "stochastic_fast" else Fraction(r)
    exact = delta + add / 2**n >= 1
    rounded = float(delta) + float(add) * 2.0**-n >= 1.0
    return rounded and not exact


def module(element, count, outputs):
    lines = [f"func.func @main(%x: tensor<{count}xf32>, %r: tensor<{count}xi32>) -> ({', '.join(f'tensor<{count}x{element}>' for _ in outputs)}) {{"]
    names = []
    for i, (mode, n, ovf) in enumerate(outputs):
        lines.append(
            f"  %y{i} = lpf.convert %x, %r rounding({mode}) random_bits({n}) overflow({ovf}) : "
            f"tensor<{count}xf32>, tensor<{count}xi32> to tensor<{count}x{element}>"
        )
        names.append(f"%y{i}")
    lines.append(f"  return {', '.join(names)} : {', '.join(f'tensor<{count}x{element}>' for _ in outputs)}")
    lines.append("}")
    return "\n".join(lines) + "\n"




def same(a, b):
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return a == b and math.copysign(1, a) == math.copysign(1, b)


def check_format(element, fi, nan_or_inf, totals):
    xs = inputs(fi)
    per_value = 4
    x = np.repeat(xs, per_value)
    r = words(len(x))
    outputs = [(mode, n, "nan_or_inf" if nan_or_inf and n in (2, 32) else "saturate") for mode in MODES for n in BITS]
    text = module(element, len(x), outputs)
    results = {backend: run_codes(text, [x, r], backend, len(outputs)) for backend in BACKENDS}
    for k, (mode, n, ovf) in enumerate(outputs):
        sat = ovf == "saturate"
        mask = (1 << n) - 1
        bad = {backend: 0 for backend in BACKENDS}
        boundary = 0
        first = None
        for i, (v, word) in enumerate(zip(x, r)):
            bits = int(np.uint32(word.view(np.uint32))) & mask
            if f64_sum_misleads(fi, float(v), mode, bits, n):
                boundary += 1
                want = round_float(fi, float(v), RoundMode.TowardZero, sat)
            else:
                want = round_float(fi, float(v), MODES[mode], sat, bits, n)
            for backend in BACKENDS:
                got = decode_float(fi, int(results[backend][k][i])).fval
                if not same(got, want):
                    bad[backend] += 1
                    first = first or f"{backend}: x={float(v)!r} word={int(word)} -> {got}, gfloat {want}"
        totals["cases"] += len(x)
        totals["boundary"] += boundary
        for backend in BACKENDS:
            expect(bad[backend] == 0, f"{element} {mode} random_bits({n}) overflow({ovf}) --backend {backend}: "
                   f"{len(x) - bad[backend]}/{len(x)} equal gfloat" + (f" ({boundary} at gfloat's f64 boundary)" if boundary else "")
                   + (f"; first difference {first}" if bad[backend] else ""))


def boundary_is_real():
    """The constructed input where gfloat 0.5.2's f64 sum is wrong: f32 (2^24-1) 2^-66 into
    f8E4M3FN (delta = 2^-33 - 2^-57 of the smallest subnormal 2^-9), N = 32, all-ones word:
    exactly, floor(delta 2^33) + 2r + 1 = 2^33 - 1 < 2^33 (no rounding away); gfloat's f64 sum
    1 - 2^-57 rounds to 1.0 and it returns 2^-9."""
    v = float(f32((2**24 - 1) * 2.0**-66))
    gf = round_float(format_info_ocp_e4m3, v, RoundMode.StochasticFast, True, 2**32 - 1, 32)
    expect(gf == 2.0**-9 and f64_sum_misleads(format_info_ocp_e4m3, v, "stochastic_fast", 2**32 - 1, 32),
           "gfloat 0.5.2's stochastic_fast rounds f32 (2^24-1)*2^-66 with an all-ones 32-bit word away to 2^-9 (its f64 sum)")
    text = module("f8E4M3FN", 1, [("stochastic_fast", 32, "saturate"), ("stochastic_fastest", 32, "saturate")])
    x = np.array([v], np.float32)
    for backend in BACKENDS:
        fast, fastest = run_codes(text, [x, np.array([-1], np.int32)], backend, 2)
        expect(int(fast[0]) == 0 and int(fastest[0]) == 0,
               f"--backend {backend}: the exact decision keeps it at +0 (stochastic_fast and stochastic_fastest)")


def main():
    totals = {"cases": 0, "boundary": 0}
    boundary_is_real()
    for element, fi, nan_or_inf in FORMATS:
        check_format(element, fi, nan_or_inf, totals)
    print(f"{totals['cases']} conversions per backend compared, {totals['boundary']} at gfloat's f64 boundary")
    expect(totals["boundary"] > 0, "the sweep reaches gfloat's f64 boundary at least once")
    finish()


if __name__ == "__main__":
    main()
