"""Extended lpf-run conformance: every rounding mode, every format, exact rational model.

The model here is written from ../shared/specs/formats.md, atreides.md section 10 and lpf's
documented policies (docs/formats.md, docs/dialect.md), never from the Rust code. Values are
`fractions.Fraction`s: a conversion computes the exact source value and rounds it on the target's
grid (unbounded exponent) by the mode, then applies the overflow policy, so no float detour can
hide a double rounding. Covered:

- lpf.convert from f32 and f64 in the five rounding modes, both overflow modes and the default into f16, bf16,
  tf32, gf16, the f8 family, f6/f4, f8E8M0FNU, !lpf.sf<2,4,8,12,16> and several P3109 members;
- lpf.add/sub/mul/div in every mode for f16, bf16, tf32, gf16, and SFx add/sub/mul;
- lpf.quantize_block with scale_rounding(ceil) and scale_rounding(even) for every MX element;
- lpf.dot acc(!lpf.sf<16>) (the Atreides SF16 hardware accumulation) on SuperFloat operands.
"""
import functools
import math
from fractions import Fraction

import numpy as np

MODES = ["to_nearest_even", "toward_zero", "to_nearest_away", "upward", "downward"]
CASES = 200  # minimum per op/format group


@functools.lru_cache(maxsize=None)
def pow2(k):
    return Fraction(2) ** k


def floor_log2(v):
    """floor(log2(v)) of a positive Fraction, exactly (integer compares: this is the hot path)."""
    n, d = v.numerator, v.denominator
    e = n.bit_length() - d.bit_length()
    return e if (n >= d << e if e >= 0 else n << -e >= d) else e - 1


# ---------------------------------------------------------------------------------------------
# Format table (formats.md section 1 and 4)

class Fmt:
    """A sign-magnitude binary format: `m` fraction bits, `bias`; exponent field 0 is subnormal.
    nan/inf: None or the positive code (its negative twin has the sign bit set: NaN only when
    `neg_nan`); the magnitude code max_code + 1 still exists for rounding (ties to an even code).
    """

    def __init__(self, name, bits, m, bias, max_code, *, signed=True, inf=None, nan=None,
                 neg_zero=True, neg_nan=True, shift=0, store=None, sat_only=False, finite_sat=False):
        self.name, self.bits, self.m, self.bias, self.max_code = name, bits, m, bias, max_code
        self.signed, self.inf, self.nan, self.neg_zero, self.neg_nan = signed, inf, nan, neg_zero, neg_nan
        self.shift = shift  # tf32: code sits above 13 zero bits of its f32 carrier
        self.sign_bit = 1 << (bits - 1) if signed else 0
        self.store = store or (np.uint8 if bits <= 8 else np.uint16 if bits <= 16 else np.uint32)
        self.sat_only = sat_only  # no inf, no NaN: always saturates
        self.finite_sat = finite_sat  # finite P3109: overflow of a finite value gives MaxFinite
        self.emin = 1 - bias
        self.max = self.mag_value(max_code)

    def mag_value(self, c):
        e, f = c >> self.m, c & ((1 << self.m) - 1)
        if e == 0:
            return Fraction(f) * pow2(self.emin - self.m)
        return (1 + Fraction(f, 1 << self.m)) * pow2(e - self.bias)

    def mag_code(self, v):
        """Magnitude code of a grid value, exponent field unbounded (so max_code + 1 exists)."""
        if v < pow2(self.emin):
            return int(v / pow2(self.emin - self.m))
        e = floor_log2(v)
        return ((e + self.bias) << self.m) + int((v / pow2(e) - 1) * (1 << self.m))

    def decode(self, code):
        """code -> Fraction, or 'nan', '+inf', '-inf'."""
        c = int(code) >> self.shift
        neg = bool(c & self.sign_bit)
        mag = c & ~self.sign_bit
        if self.nan is not None and (c == self.nan or (self.neg_nan and c == self.nan | self.sign_bit)
                                     or self.is_nan_code(c)):
            return "nan"
        if self.inf is not None and mag == self.inf and (self.signed or not neg):
            return "-inf" if neg else "+inf"
        v = self.mag_value(mag)
        if neg and v == 0:
            return "-0"
        return -v if neg else v

    def is_nan_code(self, c):
        return False

    def encode(self, neg, mag):
        return ((self.sign_bit if neg else 0) | mag) << self.shift


class IeeeFmt(Fmt):
    """IEEE-like: all-ones exponent with zero fraction is inf, with non-zero fraction NaN."""

    def __init__(self, name, e, m, bias, **kw):
        ones = (1 << e) - 1
        super().__init__(name, 1 + e + m, m, bias, (ones << m) - 1, inf=ones << m,
                         nan=(ones << m) | (1 << (m - 1)), **kw)
        self.exp_ones = ones

    def is_nan_code(self, c):
        mag = c & ~self.sign_bit
        return (mag >> self.m) == self.exp_ones and (mag & ((1 << self.m) - 1)) != 0


def p3109(k, p, signed, extended):
    bias = 2 ** (k - p - 1) if signed else 2 ** (k - p)
    half = 2 ** (k - 1)
    if signed:
        nan, inf = half, (half - 1 if extended else None)
        max_code = half - 2 if extended else half - 1
    else:
        nan, inf = 2**k - 1, (2**k - 2 if extended else None)
        max_code = 2**k - 3 if extended else 2**k - 2
    name = f"!lpf.p3109<{k}, {p}, {'signed' if signed else 'unsigned'}, {'extended' if extended else 'finite'}>"
    return Fmt(name, k, p - 1, bias, max_code, signed=signed, inf=inf, nan=nan, neg_zero=False,
               neg_nan=False, finite_sat=not extended)


def sfx(n):
    # Fixed point on the 2^-(n-1) grid: with bias 1 every value below 1 is "subnormal", so the
    # generic grid is exactly the SFx grid; vmax = 1 - 2^-(n-1) is the largest magnitude code.
    return Fmt(f"!lpf.sf<{n}>", n, n - 1, 1, (1 << (n - 1)) - 1, neg_zero=False, sat_only=True)


FORMATS = {f.name: f for f in [
    IeeeFmt("f16", 5, 10, 15), IeeeFmt("bf16", 8, 7, 127), IeeeFmt("!lpf.gf16", 6, 9, 31),
    IeeeFmt("tf32", 8, 10, 127, shift=13, store=np.uint32),
    IeeeFmt("f32", 8, 23, 127, store=np.uint32), IeeeFmt("f64", 11, 52, 1023, store=np.uint64),
    IeeeFmt("f8E5M2", 5, 2, 15), IeeeFmt("f8E4M3", 4, 3, 7), IeeeFmt("f8E3M4", 3, 4, 3),
    Fmt("f8E4M3FN", 8, 3, 7, 0x7E, nan=0x7F),
    Fmt("f8E4M3FNUZ", 8, 3, 8, 0x7F, nan=0x80, neg_zero=False, neg_nan=False),
    Fmt("f8E5M2FNUZ", 8, 2, 16, 0x7F, nan=0x80, neg_zero=False, neg_nan=False),
    Fmt("f8E4M3B11FNUZ", 8, 3, 11, 0x7F, nan=0x80, neg_zero=False, neg_nan=False),
    Fmt("f6E2M3FN", 6, 3, 1, 0x1F, sat_only=True), Fmt("f6E3M2FN", 6, 2, 3, 0x1F, sat_only=True),
    Fmt("f4E2M1FN", 4, 1, 1, 0x7, sat_only=True),
    *[sfx(n) for n in (2, 4, 8, 12, 16)],
    p3109(8, 3, True, True), p3109(8, 4, True, True), p3109(8, 4, True, False), p3109(4, 2, True, False),
    p3109(8, 1, False, False), p3109(8, 5, False, True), p3109(6, 3, True, True), p3109(8, 1, True, True),
    p3109(16, 11, True, True), p3109(12, 5, False, False),
]}


def quantum(fmt, v):
    return pow2(max(floor_log2(v), fmt.emin) - fmt.m) if v > 0 else pow2(fmt.emin - fmt.m)


def round_mag(fmt, a, neg, mode):
    """Round the magnitude a >= 0 of a value of sign `neg` onto fmt's grid (unbounded exponent)."""
    if a == 0:
        return a
    q = quantum(fmt, a)
    lo = (a // q) * q
    if lo == a:
        return a
    hi = lo + quantum(fmt, lo) if lo > 0 else q  # the next grid value (crosses a binade cleanly)
    if mode == "toward_zero" or (mode == "upward" and neg) or (mode == "downward" and not neg):
        return lo
    if mode in ("upward", "downward"):
        return hi
    mid = (lo + hi) / 2
    if a != mid:
        return lo if a < mid else hi
    if mode == "to_nearest_away":
        return hi
    return lo if fmt.mag_code(lo) % 2 == 0 else hi  # ties to the even code (P3109 p=1 included)


def toward_zero_for(mode, neg):
    return mode == "toward_zero" or (mode == "upward" and neg) or (mode == "downward" and not neg)


def convert(fmt, x, mode, overflow):
    """lpf.convert of x (a Fraction, or '-0', 'nan', '+inf', '-inf') into fmt -> code."""
    if fmt.name == "f8E8M0FNU":
        return e8m0(x, mode, overflow)
    nan = fmt.nan if fmt.nan is not None else 0  # no NaN code (FP6/FP4/SFx): the NaN result is +0
    special = isinstance(x, str)
    if special and x == "nan":
        return fmt.encode(False, nan) if fmt.nan is not None else 0
    neg = x in ("-inf", "-0") if special else x < 0
    if neg and not fmt.signed:
        if x == "-0":
            return 0
        return 0 if overflow == "saturate" else fmt.encode(False, nan)
    if special and x != "-0":  # an infinity
        if fmt.sat_only or overflow == "saturate":
            return fmt.encode(neg, fmt.max_code)
        return fmt.encode(neg, fmt.inf) if fmt.inf is not None else fmt.encode(False, nan)
    a = Fraction(0) if special else abs(x)
    if fmt.sat_only:
        a = min(a, fmt.max)  # clamp first (atreides.md 10), then round
    r = round_mag(fmt, a, neg, mode)
    if r > fmt.max:
        if fmt.sat_only or overflow == "saturate" or fmt.finite_sat or toward_zero_for(mode, neg):
            return fmt.encode(neg, fmt.max_code)
        return fmt.encode(neg, fmt.inf) if fmt.inf is not None else fmt.encode(False, nan)
    if r == 0 and not fmt.neg_zero:
        return 0
    return fmt.encode(neg, fmt.mag_code(r))


def default_overflow(fmt):
    """f8E4M3FN saturates (SFEP-0054); formats without inf or NaN always saturate; the rest
    overflow to inf or NaN (finite P3109: MaxFinite for finite values, SatNone)."""
    return "saturate" if fmt.name == "f8E4M3FN" or fmt.sat_only else "nan_or_inf"


def e8m0(x, mode, overflow):
    """Plain convert into f8E8M0FNU, docs/formats.md: code c = 2^(c-127), 0xFF NaN, no zero."""
    if isinstance(x, str):
        return 0xFE if x == "+inf" and overflow == "saturate" else 0xFF
    if x <= 0:
        return 0xFF
    two = Fraction(2)
    if mode == "to_nearest_even":
        if x <= two**-127:
            e = -127
        elif x < two**-126:
            e = -126  # ml_dtypes: the low range rounds up
        else:
            e = floor_log2(x)
            e += x >= Fraction(3, 2) * two**e  # ties up
    elif mode == "to_nearest_away":
        e = max(floor_log2(x), -127)
        e += x >= Fraction(3, 2) * two**e and x > two**-127
    elif mode == "upward":
        e = floor_log2(x)
        e = max(e + (two**e != x), -127)
    else:  # toward_zero, downward: floor the exponent
        e = max(floor_log2(x), -127)
    if e > 127:
        if overflow == "saturate" or mode in ("toward_zero", "downward"):
            return 0xFE
        return 0xFF
    return e + 127


def exact(v):
    """float -> the model's value: Fraction, '-0', 'nan', '+inf', '-inf'."""
    v = float(v)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "+inf" if v > 0 else "-inf"
    if v == 0:
        return "-0" if math.copysign(1.0, v) < 0 else Fraction(0)
    return Fraction(v)


def canon(fmt, code):
    """A code with NaNs canonicalised, for comparisons (formats.md 2.3)."""
    if fmt.name == "f8E8M0FNU":
        return int(code)
    return "nan" if fmt.decode(code) == "nan" else int(code)


E8M0 = Fmt("f8E8M0FNU", 8, 0, 127, 0xFE, signed=False, nan=0xFF)


def fmt_of(name):
    return E8M0 if name == "f8E8M0FNU" else FORMATS[name]


# ---------------------------------------------------------------------------------------------
# Running lpf-run (the Runner of run_conformance.py keeps the work dir, counts and failures)

def tensor(shape, name):
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + name + ">"


def run(r, name, args, results, body):
    """args: [(type name, numpy array already in its .npy dtype)]; returns the result arrays."""
    return r.run_arrays(f"x-{name}", args, results, body)


def compare(r, op, label, fmt, got, want, inputs):
    got = [canon(fmt, c) for c in np.asarray(got).reshape(-1)]
    want = [canon(fmt, c) for c in want]
    bad = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    r.checked[op] = r.checked.get(op, 0) + len(got)
    for i in bad[:5]:
        fmt_code = lambda c: c if isinstance(c, str) else hex(c)
        r.failures.append(f"{op} {label} [{i}]: lpf-run {fmt_code(got[i])}, model {fmt_code(want[i])} "
                          f"(input {inputs[i]})")


def grid_probes(fmt, rng, n):
    """Values on, between (ties), and just off fmt's grid, near max, and below the smallest value."""
    top = fmt.max_code if fmt is not E8M0 else 0xFE
    codes = rng.integers(0, top + 1, size=n)
    vals = []
    for c in codes:
        if fmt is E8M0:
            v, nxt = pow2(int(c) - 127), pow2(int(c) - 126)
        else:
            v, nxt = fmt.mag_value(int(c)), fmt.mag_value(int(c) + 1)
        vals += [v, (v + nxt) / 2]
    specials = [fmt.max, fmt.max * Fraction(9, 8), fmt.max * 2, fmt.max * Fraction(129, 128)]
    if fmt is not E8M0:
        tiny = fmt.mag_value(1)
        specials += [tiny / 2, tiny / 4, tiny * Fraction(3, 4), tiny * Fraction(3, 2)]
        top_next = fmt.mag_value(fmt.max_code + 1)
        specials += [(fmt.max + top_next) / 2, top_next]
    else:
        specials += [pow2(-127), Fraction(3, 2) * pow2(-127), pow2(-128)]
    return vals + specials


def probes(fmt, rng, dtype):
    """Float inputs (dtype float32/float64) for converting into fmt: the grid probes with both
    signs, nudged by one source ulp either way, and every special value."""
    vals = grid_probes(fmt, rng, 10)  # 12 * 10 + about 100 probes: >= 200 per group
    xs = []
    for v in vals:
        f = float(v)  # f32/f64 values of grid points and ties are exact when in range
        xs += [f, -f]
    a = np.array(xs, dtype=np.float64).astype(dtype)
    finite = a[np.isfinite(a)]
    up, down = np.nextafter(finite, dtype(np.inf)), np.nextafter(finite, dtype(-np.inf))
    bits = rng.integers(0, 2 ** (8 * np.dtype(dtype).itemsize), size=40, dtype=np.uint64)
    raw = bits.astype(np.uint32 if dtype == np.float32 else np.uint64).view(dtype)
    spec = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan], dtype=dtype)
    return np.concatenate([a, up, down, raw, spec]).astype(dtype)


# ---------------------------------------------------------------------------------------------
# Checks

CONVERT_TARGETS = ["f16", "bf16", "tf32", "!lpf.gf16", "f8E4M3FN", "f8E5M2", "f8E4M3", "f8E3M4",
                   "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN",
                   "f8E8M0FNU", "!lpf.sf<2>", "!lpf.sf<4>", "!lpf.sf<8>", "!lpf.sf<12>", "!lpf.sf<16>",
                   "!lpf.p3109<8, 3, signed, extended>", "!lpf.p3109<8, 4, signed, extended>",
                   "!lpf.p3109<8, 4, signed, finite>", "!lpf.p3109<4, 2, signed, finite>",
                   "!lpf.p3109<8, 1, unsigned, finite>", "!lpf.p3109<8, 5, unsigned, extended>",
                   "!lpf.p3109<6, 3, signed, extended>", "!lpf.p3109<8, 1, signed, extended>",
                   "!lpf.p3109<16, 11, signed, extended>", "!lpf.p3109<12, 5, unsigned, finite>"]


def check_convert(r, rng):
    """f32 and f64 -> every target, 5 modes x 2 overflow modes (formats without inf/NaN: saturate)."""
    for name in CONVERT_TARGETS:
        fmt = fmt_of(name)
        # None: no overflow attribute, the format's default (formats.md 2.1-2.2, docs/formats.md)
        overflows = ["saturate", None] if fmt.sat_only else ["saturate", "nan_or_inf", None]
        for src, dtype in [("f32", np.float32), ("f64", np.float64)]:
            x = probes(fmt, rng, dtype)
            cases = [(m, o) for m in MODES for o in overflows]
            res = tensor(x.shape, name)
            body = "\n".join(f"  %r{i} = lpf.convert %a0 rounding({m}){f' overflow({o})' if o else ''} : "
                             f"{tensor(x.shape, src)} to {res}"
                             for i, (m, o) in enumerate(cases))
            outs = run(r, f"convert-{src}-{name.strip('!').replace('<', '').replace('>', '').replace(', ', '-')}",
                       [(src, x)], [res] * len(cases), body)
            ex = [exact(v) for v in x]
            for (m, o), got in zip(cases, outs):
                want = [convert(fmt, v, m, o or default_overflow(fmt)) for v in ex]
                compare(r, "x-convert", f"{src}->{name} {m} {o or 'default'}", fmt, got, want, list(x))
    check_convert_formats(r, rng)


def check_convert_formats(r, rng):
    """Format to format in every mode: exact decode of every (8-bit) or 300 random (16-bit)
    source codes, NaN and inf included, then one rounding (formats.md 2.4)."""
    targets = ["f8E4M3FN", "f4E2M1FN", "!lpf.sf<8>", "!lpf.p3109<8, 4, signed, extended>", "f8E5M2FNUZ"]
    for src in ["bf16", "f16", "!lpf.gf16", "f8E5M2", "!lpf.p3109<8, 3, signed, extended>"]:
        sfmt = FORMATS[src]
        codes = (np.arange(256) if sfmt.bits == 8 else rng.integers(0, 2**16, size=300)).astype(sfmt.store)
        cases = [(t, m) for t in targets for m in MODES]
        body = "\n".join(f"  %r{i} = lpf.convert %a0 rounding({m}) : {tensor(codes.shape, src)} to "
                         f"{tensor(codes.shape, t)}" for i, (t, m) in enumerate(cases))
        outs = run(r, f"convert-from-{sfmt.bits}-{src.strip('!')[:9]}", [(src, codes)],
                   [tensor(codes.shape, t) for t, _ in cases], body)
        values = [sfmt.decode(c) for c in codes]
        for (t, m), got in zip(cases, outs):
            fmt = FORMATS[t]
            want = [convert(fmt, v, m, default_overflow(fmt)) for v in values]
            compare(r, "x-convert", f"{src}->{t} {m} default", fmt, got, want, [hex(int(c)) for c in codes])


def as_float(v):
    """A decoded value as a float (exact: every finite value of f16/bf16/tf32/gf16 is an f64)."""
    return {"nan": math.nan, "+inf": math.inf, "-inf": -math.inf, "-0": -0.0}.get(v, None) \
        if isinstance(v, str) else float(v)


def ieee_op(fmt, op, a, b, mode):
    """IEEE 754 + - * / of two decoded values, computed exactly and rounded once by mode."""
    x, y = as_float(a), as_float(b)
    if op == "sub":
        op, y = "add", -y
    neg = lambda v: math.copysign(1.0, v) < 0  # noqa: E731
    if not (math.isfinite(x) and math.isfinite(y)) or (op == "div" and y == 0):
        # NaN, infinity and division by zero: the result is exact (a NaN, an inf, or a zero).
        with np.errstate(all="ignore"):
            f = {"add": np.add, "mul": np.multiply, "div": np.divide}[op](np.float64(x), np.float64(y))
        return convert(fmt, exact(f), mode, "nan_or_inf")
    if op == "add":
        s = Fraction(x) + Fraction(y)
        if s != 0:
            return convert(fmt, s, mode, "nan_or_inf")
        if x == 0 and y == 0 and neg(x) == neg(y):
            zneg = neg(x)  # (+0)+(+0) = +0, (-0)+(-0) = -0
        else:
            zneg = mode == "downward"  # an exact zero sum is +0, -0 when rounding downward
        return convert(fmt, "-0" if zneg else Fraction(0), mode, "nan_or_inf")
    v = Fraction(x) * Fraction(y) if op == "mul" else (Fraction(x) / Fraction(y))
    if v == 0:
        return convert(fmt, "-0" if neg(x) != neg(y) else Fraction(0), mode, "nan_or_inf")
    return convert(fmt, v, mode, "nan_or_inf")


def operand_codes(fmt, rng, n):
    """Random codes (every class), half of the b's close to a so sums cancel and round."""
    width = fmt.bits
    a = rng.integers(0, 2**width, size=n, dtype=np.uint64)
    near = a ^ rng.integers(0, 2 ** (width // 2), size=n, dtype=np.uint64)
    b = np.where(rng.random(n) < 0.5, rng.integers(0, 2**width, size=n, dtype=np.uint64), near)
    # Exact zero results (x - x, x + (-x)) and signed zeros, whose sign depends on the mode.
    sign = np.uint64(1 << (width - 1))
    b[0:n:16], b[1:n:16] = a[0:n:16], a[1:n:16] ^ sign
    a[2:n:32], b[3:n:32] = sign, 0
    return (a << np.uint64(fmt.shift)).astype(fmt.store), (b << np.uint64(fmt.shift)).astype(fmt.store)


def check_elementwise(r, rng):
    n = CASES + 56
    # f32 and f64 too: their directed modes cannot be had from a wider float's result.
    for name in ["f16", "bf16", "tf32", "!lpf.gf16", "f32", "f64"]:
        fmt = FORMATS[name]
        a, b = operand_codes(fmt, rng, n)
        native = {"f32": np.float32, "f64": np.float64}.get(name)
        ty = tensor((n,), name)
        cases = [(op, m) for op in ["add", "sub", "mul", "div"] for m in MODES]
        body = "\n".join(f"  %r{i} = lpf.{op} %a0, %a1 rounding({m}) : {ty}" for i, (op, m) in enumerate(cases))
        args = [(name, x.view(native) if native else x) for x in (a, b)]
        outs = run(r, f"elementwise-{name.strip('!')}", args, [ty] * len(cases), body)
        da, db = [fmt.decode(c) for c in a], [fmt.decode(c) for c in b]
        for (op, m), got in zip(cases, outs):
            want = [ieee_op(fmt, op, x, y, m) for x, y in zip(da, db)]
            compare(r, "x-elementwise", f"{name} {op} {m}", fmt, got, want,
                    [f"{int(x):#x} {int(y):#x}" for x, y in zip(a, b)])

    # SFx: add/sub exact then saturate; mul rounded by its mode then saturated (formats.md 3).
    for width in (2, 4, 8, 12, 16):
        fmt = FORMATS[f"!lpf.sf<{width}>"]
        mags = rng.integers(0, 2 ** (width - 1), size=(2, n), dtype=np.uint64)
        sign = rng.random((2, n)) < 0.5
        codes = np.where(sign & (mags > 0), mags | np.uint64(fmt.sign_bit), mags).astype(fmt.store)
        a, b = codes
        ty = tensor((n,), fmt.name)
        cases = [("add", None), ("sub", None)] + [("mul", m) for m in MODES]
        body = "\n".join(f"  %r{i} = lpf.{op} %a0, %a1{f' rounding({m})' if m else ''} : {ty}"
                         for i, (op, m) in enumerate(cases))
        outs = run(r, f"elementwise-sf{width}", [(fmt.name, a), (fmt.name, b)], [ty] * len(cases), body)
        value = lambda c: Fraction(0) if fmt.decode(c) == "-0" else fmt.decode(c)  # noqa: E731
        da, db = [value(c) for c in a], [value(c) for c in b]
        for (op, m), got in zip(cases, outs):
            if op == "mul":
                want = [convert(fmt, x * y, m, "saturate") for x, y in zip(da, db)]
            else:
                want = [convert(fmt, max(min(x + (y if op == "add" else -y), fmt.max), -fmt.max),
                                "to_nearest_even", "saturate") for x, y in zip(da, db)]
            compare(r, "x-elementwise", f"sf<{width}> {op} {m or ''}", fmt, got, want,
                    [f"{int(x):#x} {int(y):#x}" for x, y in zip(a, b)])


MX_ELEMS = ["f8E4M3FN", "f8E5M2", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"]


def mx_model(values, elem, block, rule):
    """quantize_block along the last dimension with scale_rounding(ceil | even), dialect.md."""
    fmt = FORMATS[elem]
    emax = floor_log2(fmt.max)
    elems, scales = [], []
    for row in values.reshape(-1, block):
        if not np.all(np.isfinite(row)):
            scales.append(0xFF)
            elems += [convert(fmt, "nan", "to_nearest_even", "saturate")] * block
            continue
        amax = max(Fraction(float(abs(v))) for v in row)
        if amax == 0:
            x = -127
        elif rule == "ceil":
            x = floor_log2(amax) - emax  # the floor exponent, or one more when that saturates
            if amax / pow2(x) > fmt.max:
                x += 1
        else:  # even: amax rounded RNE to the element's precision, exponent unbounded
            q = pow2(floor_log2(amax) - fmt.m)
            n, rem = divmod(amax, q)
            n += rem * 2 > q or (rem * 2 == q and n % 2 == 1)
            x = floor_log2(n * q) - emax
        x = min(max(x, -127), 127)
        scales.append(x + 127)
        scale = pow2(x)
        elems += [convert(fmt, exact(v) if v == 0 else Fraction(float(v)) / scale, "to_nearest_even", "saturate")
                  for v in row]
    shape = values.shape
    return elems, scales, shape[:-1] + (shape[-1] // block,)


def check_quantize(r, rng):
    block, rows = 32, CASES // 2  # 2 blocks a row: >= 200 blocks per element format and rule
    # f64 inputs reach shared exponents beyond E8M0's range at both ends (the clamp to +-127).
    for src, elem in [("f32", e) for e in MX_ELEMS] + [("f64", "f8E4M3FN"), ("f64", "f4E2M1FN")]:
        dtype, spread = (np.float32, 30) if src == "f32" else (np.float64, 200)
        v = (rng.standard_normal((rows, 2 * block)) * 2.0 ** rng.integers(-spread, spread, size=(rows, 1))).astype(dtype)
        # Blocks whose amax sits exactly at, just below and just above the element's max times a
        # power of two, and at a tie of the element's precision (where ceil and even differ).
        fmt = FORMATS[elem]
        for i in range(0, rows, 7):
            k = int(rng.integers(-20, 20))
            top = [float(fmt.max), float(fmt.max * Fraction(9, 8)), float(fmt.mag_value(fmt.max_code) + fmt.mag_value(fmt.max_code - 1)) / 2,
                   float(pow2(floor_log2(fmt.max)) * (2 - Fraction(1, 2 ** (fmt.m + 1))))][i % 4]
            v[i, int(rng.integers(0, block))] = dtype(top * 2.0**k) * (1 if i % 2 else -1)
        v[3::23] *= dtype(2.0**-100)  # shared exponent clamps at -127
        v[5::29, :block] = 0.0
        v[6::31, 3] = -0.0
        v[9::37, 7] = np.inf if rng.random() < 0.5 else np.nan
        for rule in ["ceil", "even"]:
            qt, st = tensor(v.shape, elem), tensor((rows, 2), "f8E8M0FNU")
            body = (f"  %r0, %r1 = lpf.quantize_block %a0 block({block}) scale_rounding({rule}) : "
                    f"{tensor(v.shape, src)} -> {qt}, {st}")
            q, s = run(r, f"quantize-{src}-{elem}-{rule}", [(src, v)], [qt, st], body)
            want_q, want_s, _ = mx_model(v, elem, block, rule)
            rowsv = [f"block {i}" for i in range(len(want_s))]
            compare(r, "x-quantize_block", f"{src}->{elem} {rule} scales", E8M0, s, want_s, rowsv)
            compare(r, "x-quantize_block", f"{src}->{elem} {rule} elements", fmt, q, want_q, list(v.reshape(-1)))


def sf16_hw_dot(a, b):
    """[B, M, K] x [B, K, N] SF16 magnitudes/signs, atreides.md 4: truncated product, a
    sign-magnitude add saturating at 0x7FFF at every step, zero is +0."""
    B, M, K = a.shape
    N = b.shape[2]
    out = np.zeros((B, M, N), dtype=np.uint16)
    for bi in range(B):
        for i in range(M):
            for j in range(N):
                acc = 0
                for k in range(K):
                    x, y = int(a[bi, i, k]), int(b[bi, k, j])
                    mag = ((x & 0x7FFF) * (y & 0x7FFF)) >> 15
                    acc += -mag if (x ^ y) & 0x8000 else mag
                    acc = max(-0x7FFF, min(0x7FFF, acc))
                out[bi, i, j] = (0x8000 | -acc) if acc < 0 else acc
    return out


def check_dot_sf16(r, rng):
    """lpf.dot acc(!lpf.sf<16>): narrower SFx widened exactly to SF16 (m << (16 - N)), then the
    Atreides FMA chain. Operands near full scale so that saturation happens."""
    B, M, K, N = CASES // 4 + 2, 2, 12, 2
    for lw, rw in [(8, 8), (16, 16), (4, 12)]:
        def codes(width, shape):
            fmt = FORMATS[f"!lpf.sf<{width}>"]
            mags = rng.integers(0, 2 ** (width - 1), size=shape, dtype=np.uint64)
            mags = np.where(rng.random(shape) < 0.3, np.uint64(2 ** (width - 1) - 1), mags)
            return np.where((rng.random(shape) < 0.4) & (mags > 0), mags | np.uint64(fmt.sign_bit), mags).astype(fmt.store)
        a, b = codes(lw, (B, M, K)), codes(rw, (B, K, N))
        res = tensor((B, M, N), "!lpf.sf<16>")
        body = (f"  %r0 = lpf.dot %a0, %a1 acc(!lpf.sf<16>) : {tensor(a.shape, f'!lpf.sf<{lw}>')}, "
                f"{tensor(b.shape, f'!lpf.sf<{rw}>')} -> {res}")
        (got,) = run(r, f"dot-sf{lw}-sf{rw}", [(f"!lpf.sf<{lw}>", a), (f"!lpf.sf<{rw}>", b)], [res], body)

        def widen(c, w):
            c = c.astype(np.int64)
            sign = (c >> (w - 1)) & 1
            return ((sign << 15) | ((c & ((1 << (w - 1)) - 1)) << (16 - w))).astype(np.int64)
        want = sf16_hw_dot(widen(a, lw), widen(b, rw))
        compare(r, "x-dot_sf16", f"sf<{lw}> x sf<{rw}>", FORMATS["!lpf.sf<16>"], got, list(want.reshape(-1)),
                [f"batch {i // (M * N)}" for i in range(want.size)])


CHECKS = [check_convert, check_elementwise, check_quantize, check_dot_sf16]
