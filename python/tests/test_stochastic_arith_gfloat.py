#!/usr/bin/env python3
"""Stochastic rounding of arithmetic (`lpf.add/sub/mul/div %a, %b, %r rounding(stochastic*)
random_bits(N)`) against Graphcore's gfloat 0.5.2, bit for bit, on `lpf-run --backend ref` and
`--backend llvm`, and on `--backend xla` for what the StableHLO exit lowers (f16 add/sub/mul, bf16
and f32 mul: exact in f64) (scripts/test.d/67-stochastic-arith-gfloat.sh).

The meaning under test: the exact result of the operation, rounded once as gfloat's
`round_float(fi, v, mode, sat=False, srbits, srnumbits)` rounds v (the formats' default
overflow is to infinity). The exact result is computed here in rationals (`fractions`), apart
from lpf; gfloat takes an f64, so:

- where the exact result is an f64 (every f16 and bf16 product, most sums), gfloat gets it;
- where it is not (quotients, sums of far-apart bf16 or f32 values, f32 products are exact), gfloat
  gets a stand-in: the result's first 50 significant bits, then a 1 (a sticky bit). Every mode
  decides from the fraction's first N+1 bits below the result's last place and whether any bit
  below them is set (P3109's definitions), and p + N + 1 <= 50 here (f16 and bf16 with every N up
  to 32, f32 with N <= 25), so the stand-in rounds exactly as the exact result does. Counted as
  "stand-ins" in the summary.
- gfloat 0.5.2 decides `stochastic_fast` and `stochastic_fastest` by an f64 sum that can round up
  to 1.0 right at the boundary (test_stochastic_gfloat.py explains it); those cases are found by
  evaluating gfloat's inequality exactly, expected to truncate (gfloat's toward_zero result),
  and counted.
- specials and zeros (NaN, infinities, an operand 0, x/0) come from numpy's f64 arithmetic, which
  is exact for them, and pass through gfloat unchanged; an exact cancellation gives +0 in lpf as
  in IEEE 754's nearest modes.
"""
import math
from fractions import Fraction

import numpy as np
from gfloat import RoundMode, decode_float, round_float
from gfloat.formats import format_info_bfloat16, format_info_binary16, format_info_binary32

from checks import expect, finish
from codes import run_codes
from test_stochastic_gfloat import MODES, f64_sum_misleads, same, words

rng = np.random.default_rng(2327)

OPS = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b, "div": lambda a, b: a / b}

# (MLIR type, gfloat format, storage dtype of the codes, the code of 1.0, the widths N tested).
FORMATS = [
    ("f16", format_info_binary16, np.uint16, 0x3C00, [1, 2, 8, 32]),
    ("bf16", format_info_bfloat16, np.uint16, 0x3F80, [1, 2, 8, 32]),
    ("f32", format_info_binary32, np.uint32, 0x3F800000, [1, 2, 8, 25]),
]

STAND_IN_BITS = 50

# What the StableHLO exit lowers (--backend xla): f64 computes these results exactly.
XLA_OPS = {"f16": ("add", "sub", "mul"), "bf16": ("mul",), "f32": ("mul",)}


def stand_in(q):
    """q itself where it is an f64, else its first 50 significant bits and a sticky 1 below."""
    if float(q) == q:
        return float(q), False
    a = abs(q)
    e = math.floor(math.log2(a.numerator)) - math.floor(math.log2(a.denominator))
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    # a in [2^e, 2^(e+1)): m holds its first 50 bits; q is not an f64, so bits below m remain.
    m = math.floor(a * Fraction(2) ** (STAND_IN_BITS - 1 - e))
    v = math.ldexp(2 * m + 1, e - STAND_IN_BITS)
    return math.copysign(v, q), True


def exact_result(op, a, b):
    """(value for gfloat, whether it is a stand-in)."""
    if all(math.isfinite(x) and x != 0 for x in (a, b)):
        q = OPS[op](Fraction(a), Fraction(b))
        if q == 0:
            return 0.0, False
        return stand_in(q)
    with np.errstate(all="ignore"):
        return float(OPS[op](np.float64(a), np.float64(b))), False


def operands(fi, dtype, one, count):
    """Codes of a and b: random codes of the whole range (subnormals, specials), pairs near each
    other (cancellation), pairs near 1 (products and quotients in range, small sums), and the
    format's edge values."""
    bits = fi.bits
    top = (1 << bits) - 1
    a = rng.integers(0, top + 1, count, dtype=np.uint64)
    b = rng.integers(0, top + 1, count, dtype=np.uint64)
    spread = 1 << (bits - 6)
    near_one = lambda n: (one + rng.integers(-spread, spread, n)).astype(np.uint64)  # noqa: E731
    k = count // 5
    a[:k], b[:k] = near_one(k), near_one(k)
    b[k:2 * k] = a[k:2 * k] + rng.integers(-3, 4, k).astype(np.uint64)  # cancellation
    b[2 * k:3 * k] = a[2 * k:3 * k] ^ (1 << (bits - 1))  # opposite signs
    edges = [0, 1 << (bits - 1), 1, top >> 1, (top >> 1) - 1, one, one + 1]
    a[-len(edges):] = edges
    b[-len(edges):] = edges[::-1]
    return (a & top).astype(dtype), (b & top).astype(dtype)


def module(element, count, outputs):
    t = f"tensor<{count}x{element}>"
    lines = [f"func.func @main(%a: {t}, %b: {t}, %r: tensor<{count}xi32>) -> ({', '.join(t for _ in outputs)}) {{"]
    for i, (op, mode, n) in enumerate(outputs):
        lines.append(f"  %y{i} = lpf.{op} %a, %b, %r rounding({mode}) random_bits({n}) : {t}, tensor<{count}xi32>")
    lines.append(f"  return {', '.join(f'%y{i}' for i in range(len(outputs)))} : {', '.join(t for _ in outputs)}")
    lines.append("}")
    return "\n".join(lines) + "\n"




def check_format(element, fi, dtype, one, widths, totals):
    count = 1500
    a, b = operands(fi, dtype, one, count)
    r = words(count)
    av = [decode_float(fi, int(c)).fval for c in a]
    bv = [decode_float(fi, int(c)).fval for c in b]
    # f32 travels as float32 in .npy; the 16-bit formats as their codes.
    args = [a.view(np.float32), b.view(np.float32)] if element == "f32" else [a, b]
    outputs = [(op, mode, n) for op in OPS for mode in MODES for n in widths]
    text = module(element, count, outputs)
    results = {backend: dict(zip(outputs, run_codes(text, [*args, r], backend, len(outputs)))) for backend in ("ref", "llvm")}
    # The StableHLO exit lowers the operations whose f64 result is exact (the rest are E0915).
    lowered = [o for o in outputs if o[0] in XLA_OPS.get(element, ())]
    if lowered:
        results["xla"] = dict(zip(lowered, run_codes(module(element, count, lowered), [*args, r], "xla", len(lowered))))
    exact = {op: [exact_result(op, x, y) for x, y in zip(av, bv)] for op in OPS}
    for output in outputs:
        op, mode, n = output
        backends = [backend for backend in results if output in results[backend]]
        mask = (1 << n) - 1
        bad = {backend: 0 for backend in backends}
        boundary = stand_ins = 0
        first = None
        for i, word in enumerate(r):
            v, stood_in = exact[op][i]
            stand_ins += stood_in
            bits = int(np.uint32(word.view(np.uint32))) & mask
            if f64_sum_misleads(fi, v, mode, bits, n):
                boundary += 1
                want = round_float(fi, v, RoundMode.TowardZero, False)
            else:
                want = round_float(fi, v, MODES[mode], False, bits, n)
            for backend in backends:
                got = decode_float(fi, int(results[backend][output][i])).fval
                if not same(got, want):
                    bad[backend] += 1
                    first = first or f"{backend}: {av[i]!r} {op} {bv[i]!r} word={int(word)} -> {got}, gfloat {want}"
        totals["cases"] += count
        totals["boundary"] += boundary
        totals["stand_ins"] += stand_ins
        for backend in backends:
            expect(bad[backend] == 0, f"{element} {op} {mode} random_bits({n}) --backend {backend}: "
                   f"{count - bad[backend]}/{count} equal gfloat ({stand_ins} stand-ins, {boundary} at gfloat's f64 boundary)"
                   + (f"; first difference {first}" if bad[backend] else ""))


def stand_in_is_faithful():
    """The stand-in of 1/3 keeps its first 50 bits and a sticky bit: below 1/3 by less than
    2^-51, above the 50-bit truncation."""
    v, stood_in = stand_in(Fraction(1, 3))
    expect(stood_in and Fraction(v) != Fraction(1, 3) and abs(Fraction(v) - Fraction(1, 3)) < Fraction(1, 2**51),
           "the stand-in of 1/3 is within 2^-51 of it")
    expect(stand_in(Fraction(3, 4)) == (0.75, False), "an f64 result is its own stand-in")


def main():
    stand_in_is_faithful()
    totals = {"cases": 0, "boundary": 0, "stand_ins": 0}
    for element, fi, dtype, one, widths in FORMATS:
        check_format(element, fi, dtype, one, widths, totals)
    print(f"{totals['cases']} operations per backend compared, {totals['stand_ins']} with a 50-bit stand-in, "
          f"{totals['boundary']} at gfloat's f64 boundary")
    expect(totals["stand_ins"] > 0, "some exact results are not f64 values (quotients)")
    finish()


if __name__ == "__main__":
    main()
