#!/usr/bin/env python3
"""Stochastic converts on XLA (`lpf-run --backend xla`, the StableHLO exit's integer emulation)
against `--backend ref`, bit for bit, for the formats the gfloat comparison
(test_stochastic_gfloat.py, which also runs xla) has no model of: E8M0, the FNUZ family, tf32,
f32, gf16 and SuperFloat, from f32 and f64 sources (scripts/test.d/68-stochastic-xla.sh).

Inputs: random magnitudes over 2^-140 .. 2^130 of both signs (subnormals of every target,
overflow, underflow), +-0, +-inf, NaN and a few exact grid values; random 32-bit words (all bits
random, so only the low N count); every mode with N in {1, 7, 32}, the default overflow.
"""

import numpy as np

from checks import expect, finish
from codes import run_codes

rng = np.random.default_rng(2329)

FORMATS = ["f8E8M0FNU", "f8E4M3FNUZ", "f8E5M2FNUZ", "tf32", "f32", "!lpf.gf16", "!lpf.sf<8>", "!lpf.sf<16>"]
MODES = ["stochastic", "stochastic_odd", "stochastic_fast", "stochastic_fastest"]
BITS = [1, 7, 32]
COUNT = 2000


def inputs(dtype):
    e = rng.integers(-140, 130, COUNT).astype(np.float64)
    x = (rng.random(COUNT) + 0.5) * np.exp2(e) * rng.choice([-1.0, 1.0], COUNT)
    x[:10] = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, 2.0**-127, 3.0 * 2.0**-130, 0.75, -448.0]
    with np.errstate(over="ignore"):
        return x.astype(dtype)


def module(source, outputs):
    lines = [f"func.func @main(%x: tensor<{COUNT}x{source}>, %r: tensor<{COUNT}xi32>) -> "
             f"({', '.join(f'tensor<{COUNT}x{f}>' for f, _, _ in outputs)}) {{"]
    for i, (f, mode, n) in enumerate(outputs):
        lines.append(f"  %y{i} = lpf.convert %x, %r rounding({mode}) random_bits({n}) : "
                     f"tensor<{COUNT}x{source}>, tensor<{COUNT}xi32> to tensor<{COUNT}x{f}>")
    lines.append(f"  return {', '.join(f'%y{i}' for i in range(len(outputs)))} : "
                 f"{', '.join(f'tensor<{COUNT}x{f}>' for f, _, _ in outputs)}")
    return "\n".join(lines) + "\n}\n"




def main():
    total = 0
    for source, dtype in (("f32", np.float32), ("f64", np.float64)):
        x = inputs(dtype)
        r = rng.integers(0, 1 << 32, COUNT, dtype=np.uint64).astype(np.uint32).view(np.int32)
        outputs = [(f, mode, n) for f in FORMATS for mode in MODES for n in BITS]
        text = module(source, outputs)
        ref = run_codes(text, [x, r], "ref", len(outputs))
        xla = run_codes(text, [x, r], "xla", len(outputs))
        for (f, mode, n), a, b in zip(outputs, ref, xla):
            differ = np.flatnonzero(a != b)
            first = f"; first at x={x[differ[0]]!r}: ref 0x{int(a[differ[0]]):X}, xla 0x{int(b[differ[0]]):X}" if len(differ) else ""
            expect(len(differ) == 0, f"{source} to {f} {mode} random_bits({n}): {COUNT - len(differ)}/{COUNT} xla == ref{first}")
            total += COUNT
    print(f"{total} stochastic conversions compared, xla against ref")
    finish()


if __name__ == "__main__":
    main()
