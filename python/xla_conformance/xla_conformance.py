#!/usr/bin/env python3
"""`lpf-run --backend xla` (or, with `--backend iree`, `lpf-run --backend iree`) against
`lpf-run --backend ref` (the lpf-numerics oracle).

Every program is run on both backends with the same .npy inputs (fixed seeds), and each result
is compared:
- bit for bit (NaNs canonicalised, formats.md 2.3) for lpf.convert (f32 and f64 into every format
  in every rounding and overflow mode, and format to format over every source code) and the
  elementwise ops (add/sub/mul/div in every mode the exit lowers, neg, every cmp predicate);
- per element within the SFEP-0054 section 8 bound for lpf.dot, lpf.reduce_sum, lpf.scaled_dot and
  lpf.conv, which XLA sums in its own order (see `bound` below), with equal NaN / inf / signed-zero
  classes; lpf.conv also bit for bit on integer-valued codes, where every order gives the same bits
  (holes meeting inf/NaN kernel elements, products overflowing f32).
At least 200 independent cases per op and configuration, shapes that are multiples of nothing,
special values (NaN, inf, signed zeros, subnormals, ties, overflow) included.

The input generators and the format table come from ../run_conformance/extended_cases.py; the
expected values come from the ref backend, never from this file.

With `--backend iree` the same programs run on IREE (issue 40; the composite form of scaled_dot,
an XLA form, is left out); "xla" in the messages is then IREE's result.

Usage: xla_conformance.py [--lpf-run PATH] [--keep DIR] [--only NAME] [--backend xla|iree]
"""
import argparse
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "run_conformance"))
import extended_cases as ec  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
MODES = ec.MODES
CASES = 200


def tensor(shape, name):
    return ec.tensor(shape, name) if len(shape) else name


class Pair:
    """Runs one program on both backends and compares what they give."""

    def __init__(self, lpf_run, workdir, peer="xla"):
        self.lpf_run, self.workdir, self.count, self.peer = lpf_run, workdir, 0, peer
        self.failures, self.checked, self.seconds = [], {}, {"ref": 0.0, peer: 0.0}
        self.widest = {}  # op -> largest |ref - xla| / bound seen (bounded ops)
        self.unbounded = {}  # op -> outputs where a partial sum can overflow in some order
        self.classes = {}  # op -> [NaN, +inf, -inf] reference results of the overflow check
        self.identical = {}  # op -> [bit-identical results, results] (bounded ops)

    def run(self, name, args, results, body):
        """args: [(type, array in its .npy dtype)]; returns (ref outputs, the peer's (xla or iree)
        outputs) as bits."""
        self.count += 1
        d = os.path.join(self.workdir, f"{self.count:03d}-{name}")
        os.makedirs(d, exist_ok=True)
        params, files = [], []
        for i, (ty, arr) in enumerate(args):
            path = os.path.join(d, f"arg{i}.npy")
            np.save(path, arr)
            params.append(f"%a{i}: {tensor(arr.shape, ty)}")
            files += ["--arg", path]
        text = (f"func.func @main({', '.join(params)}) -> ({', '.join(results)}) {{\n{body}\n"
                f"  return {', '.join(f'%r{i}' for i in range(len(results)))} : {', '.join(results)}\n}}\n")
        src = os.path.join(d, "program.mlir")
        with open(src, "w") as f:
            f.write(text)
        outs = {}
        for backend in ("ref", self.peer):
            out_dir = os.path.join(d, backend)
            start = time.time()
            p = subprocess.run([self.lpf_run, src, *files, "--backend", backend, "--out-dir", out_dir],
                               capture_output=True, text=True)
            self.seconds[backend] += time.time() - start
            if p.returncode != 0:
                self.failures.append(f"lpf-run --backend {backend} failed on {src}:\n{p.stderr.strip()}")
                return [None] * len(results), [None] * len(results)
            loaded = []
            for i in range(len(results)):
                a = np.load(os.path.join(out_dir, f"out{i}.npy"))
                loaded.append(a.view(np.uint32) if a.dtype == np.float32 else
                              a.view(np.uint64) if a.dtype == np.float64 else a)
            outs[backend] = loaded
        return outs["ref"], outs[self.peer]

    def exact(self, op, label, fmt, ref, xla, inputs):
        """Bit for bit, NaNs canonicalised (`fmt` None: integers / i1)."""
        if ref is None:
            return  # the run failed; recorded already
        ref, xla = np.asarray(ref).reshape(-1), np.asarray(xla).reshape(-1)
        canon = (lambda c: int(c)) if fmt is None else (lambda c: ec.canon(fmt, c))
        bad = [i for i in range(len(ref)) if canon(ref[i]) != canon(xla[i])]
        self.checked[op] = self.checked.get(op, 0) + len(ref)
        for i in bad[:5]:
            self.failures.append(f"{op} {label} [{i}]: ref {int(ref[i]):#x}, {self.peer} {int(xla[i]):#x} (input {inputs[i]})")
        if len(bad) > 5:
            self.failures.append(f"{op} {label}: {len(bad)} mismatches in all")


# ---------------------------------------------------------------------------------------------
# Converts

def convert_cases(fmt):
    overflows = ["saturate", None] if fmt.sat_only else ["saturate", "nan_or_inf", None]
    return [(m, o) for m in MODES for o in overflows]


def check_convert(p, rng):
    """f32 and f64 into every target of extended_cases, every mode; one program per source and
    group of targets (XLA's start-up dominates a small program)."""
    targets = ec.CONVERT_TARGETS
    groups = [targets[i:i + 6] for i in range(0, len(targets), 6)]
    for src, dtype in [("f32", np.float32), ("f64", np.float64)]:
        for group in groups:
            args, results, lines, labels = [], [], [], []
            for name in group:
                fmt = ec.fmt_of(name)
                x = ec.probes(fmt, rng, dtype)
                a = len(args)
                args.append((src, x.view(np.uint32 if dtype == np.float32 else np.uint64).view(dtype)))
                for m, o in convert_cases(fmt):
                    lines.append(f"  %r{len(results)} = lpf.convert %a{a} rounding({m}){f' overflow({o})' if o else ''} : "
                                 f"{tensor(x.shape, src)} to {tensor(x.shape, name)}")
                    results.append(tensor(x.shape, name))
                    labels.append((fmt, f"{src}->{name} {m} {o or 'default'}", x))
            ref, xla = p.run(f"convert-{src}", args, results, "\n".join(lines))
            for (fmt, label, x), r, g in zip(labels, ref, xla):
                p.exact("convert", label, fmt, r, g, list(x))


def check_convert_formats(p, rng):
    """Format to format over every 8-bit source code (300 random 16-bit ones), every mode."""
    targets = ["f32", "f16", "bf16", "f8E4M3FN", "f8E5M2", "f4E2M1FN", "f8E8M0FNU", "!lpf.sf<8>",
               "!lpf.p3109<8, 4, signed, extended>", "f8E5M2FNUZ", "tf32"]
    for src in ["bf16", "f16", "!lpf.gf16", "f8E4M3FN", "f8E5M2", "f4E2M1FN", "f6E3M2FN", "tf32",
                "!lpf.sf<8>", "!lpf.p3109<8, 3, signed, extended>", "f8E8M0FNU"]:
        sfmt = ec.fmt_of(src)
        if sfmt.bits <= 8:
            codes = np.arange(2 ** sfmt.bits)
            codes = np.concatenate([codes] * max(1, -(-CASES // len(codes))))  # >= 200 cases
        else:
            codes = rng.integers(0, 2 ** sfmt.bits, size=307)
        codes = (codes.astype(np.uint64) << np.uint64(sfmt.shift)).astype(sfmt.store)
        cases = [(t, m) for t in targets if t != src for m in MODES]
        body = "\n".join(f"  %r{i} = lpf.convert %a0 rounding({m}) : {tensor(codes.shape, src)} to "
                         f"{tensor(codes.shape, t)}" for i, (t, m) in enumerate(cases))
        ref, xla = p.run(f"convert-from-{src.strip('!')[:12]}", [(src, codes)],
                         [tensor(codes.shape, t) for t, _ in cases], body)
        for (t, m), r, g in zip(cases, ref, xla):
            p.exact("convert", f"{src}->{t} {m}", ec.fmt_of(t), r, g, [hex(int(c)) for c in codes])


# ---------------------------------------------------------------------------------------------
# Elementwise

def lowered_modes(name, op):
    """Every mode: the exit lowers all of them exactly (directed sums through TwoSum)."""
    return MODES


def check_elementwise(p, rng):
    n = 263  # a prime: the shape is a multiple of nothing
    for name in ["f16", "bf16", "tf32", "!lpf.gf16", "f32"]:
        fmt = ec.FORMATS[name]
        a, b = ec.operand_codes(fmt, rng, n)
        native = {"f32": np.float32}.get(name)
        ty = tensor((n,), name)
        cases = [(op, m) for op in ["add", "sub", "mul", "div"] for m in lowered_modes(name, op)]
        lines = [f"  %r{i} = lpf.{op} %a0, %a1 rounding({m}) : {ty}" for i, (op, m) in enumerate(cases)]
        lines.append(f"  %r{len(cases)} = lpf.neg %a0 : {ty}")
        args = [(name, x.view(native) if native else x) for x in (a, b)]
        ref, xla = p.run(f"elementwise-{name.strip('!')}", args, [ty] * (len(cases) + 1), "\n".join(lines))
        inputs = [f"{int(x):#x} {int(y):#x}" for x, y in zip(a, b)]
        for (op, m), r, g in zip(cases + [("neg", "")], ref, xla):
            p.exact("elementwise", f"{name} {op} {m}", fmt, r, g, inputs)

    for width in (2, 8, 16):
        fmt = ec.FORMATS[f"!lpf.sf<{width}>"]
        mags = rng.integers(0, 2 ** (width - 1), size=(2, n), dtype=np.uint64)
        sign = rng.random((2, n)) < 0.5
        a, b = np.where(sign & (mags > 0), mags | np.uint64(fmt.sign_bit), mags).astype(fmt.store)
        ty = tensor((n,), fmt.name)
        cases = [("add", None), ("sub", None)] + [("mul", m) for m in MODES] + [("neg", None)]
        lines = [f"  %r{i} = lpf.{op} %a0{'' if op == 'neg' else ', %a1'}{f' rounding({m})' if m else ''} : {ty}"
                 for i, (op, m) in enumerate(cases)]
        ref, xla = p.run(f"elementwise-sf{width}", [(fmt.name, a), (fmt.name, b)], [ty] * len(cases), "\n".join(lines))
        inputs = [f"{int(x):#x} {int(y):#x}" for x, y in zip(a, b)]
        for (op, m), r, g in zip(cases, ref, xla):
            p.exact("elementwise", f"sf<{width}> {op} {m or ''}", fmt, r, g, inputs)


PREDICATES = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
              "ule", "une", "uno", "true"]


def check_cmp(p, rng):
    n = 263
    for name in ["bf16", "f32", "f64", "f8E4M3FN", "!lpf.p3109<8, 4, signed, extended>", "!lpf.sf<8>"]:
        fmt = ec.fmt_of(name)
        a, b = ec.operand_codes(fmt, rng, n)
        native = {"f32": np.float32, "f64": np.float64}.get(name)
        ty = tensor((n,), name)
        lines = [f"  %r{i} = lpf.cmp {q}, %a0, %a1 : {ty}" for i, q in enumerate(PREDICATES)]
        args = [(name, x.view(native) if native else x) for x in (a, b)]
        ref, xla = p.run(f"cmp-{name.strip('!')[:10]}", args, [tensor((n,), "i1")] * len(PREDICATES), "\n".join(lines))
        inputs = [f"{int(x):#x} {int(y):#x}" for x, y in zip(a, b)]
        for q, r, g in zip(PREDICATES, ref, xla):
            p.exact("cmp", f"{name} {q}", None, r, g, inputs)


# ---------------------------------------------------------------------------------------------
# Contractions: XLA sums in its own order (the exit keeps subnormals and the classes of
# overflowing products, docs/stablehlo.md).
#
# The SFEP-0054 section 8 bound for one output, derived for this comparison (Higham, Accuracy and
# Stability of Numerical Algorithms, 3.1): every summation order of K terms t_k (each product
# rounded in the accumulator, unit roundoff u = 2^-24 for f32, 2^-53 for f64), each addition
# rounded to nearest in the accumulator, gives |s - S| <= gamma_K * sum|t_k| with
# gamma_K = K u / (1 - K u) while nothing underflows; gradual underflow adds at most half the
# smallest subnormal (2^-150 in f32) per product. The ordered reference and XLA each satisfy it,
# so they differ by at most twice that. There is no term for flushed subnormals: the exit must
# compute them as the contract says. NaN and inf (with its sign) must agree exactly, and two
# zeros must have the same sign; only where a partial sum of the finite terms can overflow in some
# order (sum|t_k| reaches the overflow threshold) is every result some order's (bound inf).
# A blanket epsilon is never used.

# (u, half the smallest subnormal, overflow threshold: the midpoint above the largest finite)
ACC = {"f32": (2.0 ** -24, 2.0 ** -150, 2.0 ** 128 - 2.0 ** 103), "f64": (2.0 ** -53, 2.0 ** -1075, np.finfo(np.float64).max)}


def decoder(name):
    """codes -> float64 values (exact for every format used here)."""
    if name == "f32":
        return lambda c: np.asarray(c).view(np.float32).astype(np.float64)
    if name == "f64":
        return lambda c: np.asarray(c).view(np.float64)
    if name == "f8E8M0FNU":
        # Code c is 2^(c - 127) (no zero: 0x00 is 2^-127), 0xFF NaN (formats.md 2.6).
        return lambda c: np.where(np.asarray(c) == 0xFF, np.nan, np.exp2(np.asarray(c).astype(np.float64) - 127))
    fmt = ec.fmt_of(name)
    table = {}

    def value(code):
        if code not in table:
            v = fmt.decode(code)
            table[code] = {"nan": math.nan, "+inf": math.inf, "-inf": -math.inf, "-0": -0.0}[v] \
                if isinstance(v, str) else float(v)
        return table[code]
    return lambda c: np.vectorize(value, otypes=[np.float64])(np.asarray(c).astype(np.int64))


def in_acc(values, acc):
    """Exact values (f64) rounded into the accumulator as the contract rounds each product:
    to nearest, overflowing to +-inf (f32 rounding of an f64 is exact to nearest even)."""
    with np.errstate(over="ignore", invalid="ignore"):
        return np.asarray(values).astype(np.float32).astype(np.float64) if acc == "f32" else np.asarray(values)


def bound(terms, k, acc):
    """Per-output bound from the terms t_k (last axis, rounded into the accumulator), as derived
    above; inf where a partial sum can overflow in some order."""
    u, half_sub, overflow = ACC[acc]
    gamma = k * u / (1 - k * u)
    with np.errstate(invalid="ignore"):
        finite = np.where(np.isfinite(terms), np.abs(terms), 0.0)
    total = finite.sum(axis=-1) * (1 + 2.0 ** -40)  # the f64 sum's own error, generously
    limit = 2 * gamma * total + 2 * k * half_sub
    return np.where(total * (1 + 2 * gamma) >= overflow, np.inf, limit)


def as_values(bits, acc):
    return np.asarray(bits).view(np.float32 if acc == "f32" else np.float64).astype(np.float64)


def compare_bounded(p, op, label, ref_bits, xla_bits, limit, acc):
    if ref_bits is None or xla_bits is None:
        return
    ref, xla = as_values(ref_bits, acc).reshape(-1), as_values(xla_bits, acc).reshape(-1)
    limit = np.asarray(limit).reshape(-1)
    bad = []
    for i in range(len(ref)):
        r, x = ref[i], xla[i]
        if math.isinf(limit[i]):
            ok = True  # a partial sum can overflow in some order: every result is some order's
        elif math.isnan(r) or math.isnan(x):
            ok = math.isnan(r) and math.isnan(x)
        elif math.isinf(r) or math.isinf(x):
            ok = r == x
        elif r == 0 and x == 0:
            ok = math.copysign(1, r) == math.copysign(1, x)
        else:
            ok = abs(r - x) <= limit[i]
        if not ok:
            bad.append(i)
    p.checked[op] = p.checked.get(op, 0) + len(ref)
    p.widest[op] = max(p.widest.get(op, 0.0), max(
        (abs(r - x) / l for r, x, l in zip(ref, xla, limit)
         if math.isfinite(r) and math.isfinite(x) and 0 < l < math.inf),
        default=0.0))
    p.unbounded[op] = p.unbounded.get(op, 0) + int(np.isinf(limit).sum())
    for i in bad[:5]:
        p.failures.append(f"{op} {label} [{i}]: ref {ref[i]!r}, {p.peer} {xla[i]!r}, bound {limit[i]!r}")


def random_codes(name, rng, shape, specials=True):
    """Codes of `name` with moderate exponents (partial sums then never overflow in one order
    and not in another), a few subnormals, and -- when `specials` -- rare NaN, inf and -0."""
    n = int(np.prod(shape))
    if name in ("f32", "f64"):
        dt = np.float32 if name == "f32" else np.float64
        v = rng.standard_normal(n) * np.exp2(rng.integers(-12, 12, size=n))
        v[rng.random(n) < 0.03] = np.float32(2.0 ** -130) if name == "f32" else 2.0 ** -1030  # subnormal
        if specials:
            v[rng.random(n) < 0.004] = np.nan
            v[rng.random(n) < 0.004] = -np.inf
            v[rng.random(n) < 0.02] = -0.0
        return v.astype(dt).view(np.uint32 if name == "f32" else np.uint64).reshape(shape)
    fmt = ec.fmt_of(name)
    dec = decoder(name)
    codes = rng.integers(0, 2 ** fmt.bits, size=4 * n).astype(np.uint64) << np.uint64(fmt.shift)
    vals = dec(codes)
    finite = np.isfinite(vals) & (np.abs(vals) < 2.0 ** 40) & ((np.abs(vals) > 2.0 ** -40) | (vals == 0) |
                                                                (rng.random(4 * n) < 0.05))
    pool = codes[finite]
    out = pool[rng.integers(0, len(pool), size=n)]
    if specials:
        special = [c for c in range(2 ** min(fmt.bits, 16)) if not np.isfinite(dec([c << fmt.shift])[0])][:4]
        if special:
            hit = rng.random(n) < 0.004
            out[hit] = np.array(special, dtype=np.uint64)[rng.integers(0, len(special), size=hit.sum())] << np.uint64(fmt.shift)
    return out.astype(fmt.store).reshape(shape)


def arg_array(name, codes):
    return codes.view(np.float32) if name == "f32" else codes.view(np.float64) if name == "f64" else codes


DOTS = [("f8E4M3FN", "f8E5M2", "f32"), ("bf16", "bf16", "f32"), ("f16", "f8E4M3FN", "f32"),
        ("f32", "f32", "f32"), ("bf16", "f8E4M3FN", "f64"), ("f4E2M1FN", "f8E5M2", "f32")]


def dot_terms(va, vb, acc):
    """The products of [B, M, K] x [B, K, N] values, each rounded into the accumulator: [B, M, N, K]."""
    with np.errstate(invalid="ignore", over="ignore"):
        return in_acc(va[:, :, None, :] * np.swapaxes(vb, 1, 2)[:, None, :, :], acc)


def check_dot(p, rng):
    """[3, 11, K] x [3, K, 7]: 231 outputs per K, K in {1, 37, 301}, one program per pair."""
    for lt, rt, acc in DOTS:
        args, lines, results, meta = [], [], [], []
        for k in (1, 37, 301):
            a, b = random_codes(lt, rng, (3, 11, k)), random_codes(rt, rng, (3, k, 7))
            i = len(args)
            args += [(lt, arg_array(lt, a)), (rt, arg_array(rt, b))]
            res = tensor((3, 11, 7), acc)
            lines.append(f"  %r{len(results)} = lpf.dot %a{i}, %a{i + 1} acc({acc}) : {tensor(a.shape, lt)}, "
                         f"{tensor(b.shape, rt)} -> {res}")
            results.append(res)
            meta.append((k, a, b))
        ref, xla = p.run(f"dot-{lt}-{rt}-{acc}", args, results, "\n".join(lines))
        for (k, a, b), r, x in zip(meta, ref, xla):
            limit = bound(dot_terms(decoder(lt)(a), decoder(rt)(b), acc), k, acc)
            compare_bounded(p, "dot", f"{lt} x {rt} acc({acc}) K={k}", r, x, limit, acc)


def check_reduce_sum(p, rng):
    for name, acc in [("bf16", "f32"), ("f16", "f32"), ("f32", "f32"), ("f8E4M3FN", "f32"), ("bf16", "f64")]:
        args, lines, results, meta = [], [], [], []
        for shape, dims in [((13, 1, 17), [1]), ((13, 61, 17), [1]), ((5, 41, 47), [0, 2])]:
            x = random_codes(name, rng, shape)
            kept = tuple(d for i, d in enumerate(shape) if i not in dims)
            res = tensor(kept, acc)
            lines.append(f"  %r{len(results)} = lpf.reduce_sum %a{len(args)} dims [{', '.join(map(str, dims))}] "
                         f"acc({acc}) : {tensor(shape, name)} -> {res}")
            args.append((name, arg_array(name, x)))
            results.append(res)
            meta.append((x, dims))
        ref, xla = p.run(f"reduce-{name}-{acc}", args, results, "\n".join(lines))
        for (x, dims), r, g in zip(meta, ref, xla):
            v = decoder(name)(x)
            order = [d for d in range(v.ndim) if d not in dims] + dims
            moved = np.transpose(v, order).reshape([v.shape[d] for d in order if d not in dims] + [-1])
            k = moved.shape[-1]
            limit = bound(moved, k, acc)
            compare_bounded(p, "reduce_sum", f"{name} acc({acc}) dims {dims} K={k}", r, g, limit, acc)


def scale_codes(name, rng, shape):
    """Block scales: E8M0 around 2^0 (with 2^-127, whose products XLA flushes, and rare NaN), or
    positive E4M3 (NVFP4)."""
    n = int(np.prod(shape))
    if name == "f8E8M0FNU":
        c = rng.integers(127 - 20, 127 + 20, size=n)
        c[rng.random(n) < 0.05] = 0
        c[rng.random(n) < 0.01] = 0xFF
        return c.astype(np.uint8).reshape(shape)
    return rng.integers(0x08, 0x7E, size=n).astype(np.uint8).reshape(shape)


def composite_run(p, args):
    """Runs the last program again, lowered with --stablehlo-scaled-dot=composite; its out0 bits."""
    d = os.path.join(p.workdir, sorted(os.listdir(p.workdir))[-1])
    lpf_opt = os.path.join(os.path.dirname(p.lpf_run), "lpf-opt")
    module = os.path.join(d, "composite.mlir")
    lowered = subprocess.run([lpf_opt, os.path.join(d, "program.mlir"), "--lower-to-stablehlo",
                              "--stablehlo-scaled-dot=composite", "-o", module], capture_output=True, text=True)
    if lowered.returncode != 0 or "xla.scaled_dot" not in open(module).read():
        p.failures.append(f"composite lowering failed in {d}: {lowered.stderr.strip()}")
        return None
    runner = os.path.join(ROOT, "python", "xla_runner", "lpf_xla.py")
    files = [x for i in range(len(args)) for x in ("--arg", os.path.join(d, f"arg{i}.npy"))]
    out = os.path.join(d, "composite")
    run = subprocess.run([sys.executable, runner, "run", module, *files, "--out-dir", out], capture_output=True, text=True)
    if run.returncode != 0:
        p.failures.append(f"composite run failed in {d}: {run.stderr.strip()}")
        return None
    return np.load(os.path.join(out, "out0.npy")).view(np.uint32)


def scaled_terms(elem, sname, a, sa, b, sb, block):
    """The products of the dequantised operands (element x block scale rounded into f32, as
    lpf.dequantize_block gives them), each rounded into f32: [1, M, N, K]."""
    with np.errstate(invalid="ignore", over="ignore"):
        va = in_acc(decoder(elem)(a) * np.repeat(decoder(sname)(sa), block, axis=1), "f32")
        vb = in_acc(decoder(elem)(b) * np.repeat(decoder(sname)(sb), block, axis=0), "f32")
    return dot_terms(va[None], vb[None], "f32")


def check_scaled_dot(p, rng):
    """[17, 96] x [96, 13] (221 outputs): MX (E8M0 scales, block 32) on f8E4M3FN and f4E2M1FN,
    NVFP4 (E4M3 scales, block 16) with a per-tensor scale."""
    cases = [("f8E4M3FN", "f8E8M0FNU", 32, None), ("f4E2M1FN", "f8E8M0FNU", 32, None),
             ("f4E2M1FN", "f8E4M3FN", 16, 0.3671875)]
    for elem, sname, block, g in cases:
        m, k, n = 17, 96, 13
        a, b = random_codes(elem, rng, (m, k), specials=False), random_codes(elem, rng, (k, n), specials=False)
        sa, sb = scale_codes(sname, rng, (m, k // block)), scale_codes(sname, rng, (k // block, n))
        args = [(elem, a), (sname, sa), (elem, b), (sname, sb)]
        gs = ""
        if g is not None:
            args.append(("f32", np.array(g, dtype=np.float32)))
            gs = ", %a4"
        types = [tensor(x.shape, t) for t, x in args[:4]] + (["f32"] if g is not None else [])
        res = tensor((m, n), "f32")
        body = (f"  %r0 = lpf.scaled_dot %a0 [%a1], %a2 [%a3]{gs} block({block}) acc(f32) : "
                f"{', '.join(types)} -> {res}")
        ref, xla = p.run(f"scaled-dot-{elem}-{sname}", args, [res], body)
        limit = bound(scaled_terms(elem, sname, a, sa, b, sb, block), k, "f32")[0]
        if g is not None:
            # The same rounded multiply by g of two sums within `limit`: at most |g| limit apart,
            # plus one rounding (an ulp of the larger result) each.
            limit = abs(g) * limit + 2.0 ** -23 * np.abs(as_values(ref[0], "f32")).reshape(limit.shape) * 2 + 2.0 ** -149
        compare_bounded(p, "scaled_dot", f"{elem} scales {sname} block {block}{' g' if g else ''}", ref[0], xla[0], limit, "f32")
        if g is None and ref[0] is not None and p.peer == "xla":
            # The same program as stablehlo.composite "xla.scaled_dot" (lpf-opt
            # --stablehlo-scaled-dot=composite), run by the XLA runner directly.
            comp = composite_run(p, args)
            compare_bounded(p, "scaled_dot", f"{elem} scales {sname} block {block} as composite", ref[0], comp, limit, "f32")


def huge_or_small(rng, shape, p_huge, lo, hi):
    """Values that are either huge (2^lo .. 2^hi, either sign) or small (|x| < 4): huge x huge
    overflows f32, the rest sums far below f32's range (so every output's class is decided by
    its overflowing products alone, in every order)."""
    n = int(np.prod(shape))
    small = rng.uniform(-4, 4, size=n)
    huge = np.exp2(rng.uniform(lo, hi, size=n)) * rng.choice([-1.0, 1.0], size=n)
    return np.where(rng.random(n) < p_huge, huge, small).reshape(shape)


def bf16_codes(values):
    import ml_dtypes
    return np.asarray(values, dtype=np.float32).astype(ml_dtypes.bfloat16).view(np.uint16)


def check_overflow(p, rng):
    """Products that overflow the f32 accumulator in every contraction -- batched and plain dot,
    scaled_dot with huge block scales (2^64 .. 2^79), reduce_sum of lpf.mul products -- so that +inf, -inf and
    NaN (+inf meeting -inf) results come out; XLA must give the k order's class exactly (it fuses
    products into FMAs if left alone, docs/stablehlo.md)."""
    a = bf16_codes(huge_or_small(rng, (3, 11, 33), 0.17, 64, 100))
    b = bf16_codes(huge_or_small(rng, (3, 33, 7), 0.17, 64, 100))
    c = huge_or_small(rng, (11, 37), 0.17, 64, 100).astype(np.float32)
    d = bf16_codes(huge_or_small(rng, (37, 7), 0.17, 64, 100))
    x = bf16_codes(huge_or_small(rng, (13, 61), 0.13, 60, 90))
    y = bf16_codes(huge_or_small(rng, (13, 61), 0.13, 60, 90))
    m, k, n, block = 17, 96, 13, 32
    e, f = random_codes("f8E4M3FN", rng, (m, k), specials=False), random_codes("f8E4M3FN", rng, (k, n), specials=False)
    def huge_scales(shape):
        c = np.where(rng.random(shape) < 0.2, rng.integers(127 + 64, 127 + 80, size=shape), rng.integers(127 - 5, 127 + 5, size=shape))
        return c.astype(np.uint8)
    es, fs = huge_scales((m, k // block)), huge_scales((k // block, n))
    args = [("bf16", a), ("bf16", b), ("f32", c), ("bf16", d), ("bf16", x), ("bf16", y),
            ("f8E4M3FN", e), ("f8E8M0FNU", es), ("f8E4M3FN", f), ("f8E8M0FNU", fs)]
    ty = lambda i: tensor(args[i][1].shape, args[i][0])
    results = [tensor((3, 11, 7), "f32"), tensor((11, 7), "f32"), tensor((13, 61), "bf16"), tensor((13,), "f32"),
               tensor((m, n), "f32")]
    body = "\n".join([
        f"  %r0 = lpf.dot %a0, %a1 acc(f32) : {ty(0)}, {ty(1)} -> {results[0]}",
        f"  %r1 = lpf.dot %a2, %a3 acc(f32) : {ty(2)}, {ty(3)} -> {results[1]}",
        f"  %r2 = lpf.mul %a4, %a5 : {ty(4)}",
        f"  %r3 = lpf.reduce_sum %r2 dims [1] acc(f32) : {ty(4)} -> {results[3]}",
        f"  %r4 = lpf.scaled_dot %a6 [%a7], %a8 [%a9] block({block}) acc(f32) : {ty(6)}, {ty(7)}, {ty(8)}, {ty(9)} -> {results[4]}",
    ])
    ref, xla = p.run("overflow", args, results, body)
    if ref[0] is None:
        return
    bf = decoder("bf16")
    cases = [("dot", "batched bf16 x bf16", 0, dot_terms(bf(a), bf(b), "f32"), 33),
             ("dot", "f32 x bf16", 1, dot_terms(c.astype(np.float64)[None], bf(d)[None], "f32"), 37),
             ("reduce_sum", "of bf16 lpf.mul products", 3, bf(ref[2])[:, None, :], 61),
             ("scaled_dot", "MX f8E4M3FN, scales up to 2^79", 4, scaled_terms("f8E4M3FN", "f8E8M0FNU", e, es, f, fs, block), k)]
    p.exact("elementwise", "bf16 mul (overflowing)", ec.FORMATS["bf16"], ref[2], xla[2], ["(overflow input)"] * ref[2].size)
    for op, label, i, terms, kk in cases:
        compare_bounded(p, op, f"overflowing products, {label}", ref[i], xla[i], bound(terms, kk, "f32"), "f32")
        v = as_values(ref[i], "f32")
        p.classes[op] = [n + int(c) for n, c in zip(p.classes.get(op, [0, 0, 0]), (np.isnan(v).sum(), (v == np.inf).sum(), (v == -np.inf).sum()))]


def check_quantize(p, rng):
    """MX quantize_block (every element format, scale rule, blocked along the last and the first
    dimension) and dequantize_block of its result: exact on both backends, so bit for bit."""
    elems = ["f8E4M3FN", "f8E5M2", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"]
    for src, dtype in [("f32", np.float32), ("bf16", None)]:
        lines, results, labels = [], [], []
        # 7 x 96 (blocked along dim 1) and 96 x 5 (along dim 0): 672 and 480 values, 21 and 15 blocks.
        x1 = random_codes(src, rng, (7, 96))
        x0 = random_codes(src, rng, (96, 5))
        # A few whole blocks of zeros, of huge values (scale clamps) and of tiny ones.
        for x in (x1, x0):
            flat = x.reshape(-1)
            flat[:32] = 0
        args = [(src, arg_array(src, x1)), (src, arg_array(src, x0))]
        for e in elems:
            for rule in ("floor", "ceil", "even"):
                for a, shape, sshape in [(0, (7, 96), (7, 3)), (1, (96, 5), (3, 5))]:
                    i = len(results)
                    q, sc = tensor(shape, e), tensor(sshape, "f8E8M0FNU")
                    lines.append(f"  %r{i}, %r{i + 1} = lpf.quantize_block %a{a} block(32) scale_rounding({rule}) : "
                                 f"{tensor(shape, src)} -> {q}, {sc}")
                    lines.append(f"  %r{i + 2} = lpf.dequantize_block %r{i} [%r{i + 1}] block(32) : {q}, {sc} -> "
                                 f"{tensor(shape, 'f32')}")
                    results += [q, sc, tensor(shape, "f32")]
                    labels += [(ec.fmt_of(e), f"{src}->{e} {rule} axis {1 - a} elements"),
                               (ec.E8M0, f"{src}->{e} {rule} axis {1 - a} scales"),
                               (ec.FORMATS["f32"], f"{src}->{e} {rule} axis {1 - a} dequantized")]
        ref, xla = p.run(f"quantize-{src}", args, results, "\n".join(lines))
        for (fmt, label), r, g in zip(labels, ref, xla):
            p.exact("quantize_block", label, fmt, r, g, ["(block input)"] * np.asarray(r).size)


def check_nvfp4(p, rng):
    """NVFP4 quantize_block (E4M3 scales, block 16) without and with per-tensor scales (1, 0.5, a
    random one, 2^-20 where scales saturate, 3e5 where they underflow), blocked along either
    dimension, and the dequantisation of the result with the same scale: bit for bit."""
    x1, x0 = random_codes("f32", rng, (7, 96)), random_codes("f32", rng, (96, 5))
    for x in (x1, x0):
        x.reshape(-1)[:16] = 0
    args = [("f32", arg_array("f32", x1)), ("f32", arg_array("f32", x0))]
    lines, results, labels = [], [], []
    for g in [None, 1.0, 0.5, float(np.float32(rng.uniform(0.01, 100))), 2.0 ** -20, 3e5]:
        gi = None
        if g is not None:
            gi = len(args)
            args.append(("f32", np.array(g, dtype=np.float32)))
        for a, shape, sshape in [(0, (7, 96), (7, 6)), (1, (96, 5), (6, 5))]:
            i = len(results)
            q, sc = tensor(shape, "f4E2M1FN"), tensor(sshape, "f8E4M3FN")
            gs, gt = (f", %a{gi}", ", f32") if gi is not None else ("", "")
            lines.append(f"  %r{i}, %r{i + 1} = lpf.quantize_block %a{a}{gs} block(16) : {tensor(shape, 'f32')}{gt} -> {q}, {sc}")
            lines.append(f"  %r{i + 2} = lpf.dequantize_block %r{i} [%r{i + 1}]{gs} block(16) : {q}, {sc}{gt} -> {tensor(shape, 'f32')}")
            results += [q, sc, tensor(shape, "f32")]
            labels += [(ec.fmt_of("f4E2M1FN"), f"g={g} axis {1 - a} elements"),
                       (ec.fmt_of("f8E4M3FN"), f"g={g} axis {1 - a} scales"),
                       (ec.FORMATS["f32"], f"g={g} axis {1 - a} dequantized")]
    ref, xla = p.run("quantize-nvfp4", args, results, "\n".join(lines))
    for (fmt, label), r, g in zip(labels, ref, xla):
        p.exact("quantize_block", f"nvfp4 {label}", fmt, r, g, ["(block input)"] * (0 if r is None else np.asarray(r).size))


# ---------------------------------------------------------------------------------------------
# Convolutions

# lpf.conv geometries (channels last, docs/dialect.md): strides, negative padding, both
# dilations, feature and batch groups, 1-D to 3-D.
CONV_GEOMETRIES = [
    dict(name="2-D strided, feature groups", lhs=(2, 9, 8, 6), rhs=(3, 3, 3, 8), strides=(2, 1),
         padding=(1, 2, -1, 1), fg=2),
    dict(name="1-D strided, rhs dilation", lhs=(3, 17, 5), rhs=(4, 5, 7), strides=(3,), padding=(2, 1),
         rhs_dilation=(2,)),
    dict(name="1-D batch groups, both dilations, crop", lhs=(6, 7, 4), rhs=(2, 4, 6), padding=(-1, 2),
         lhs_dilation=(2,), rhs_dilation=(3,), bg=3),
    dict(name="3-D feature groups, both dilations", lhs=(1, 4, 5, 3, 4), rhs=(2, 3, 2, 2, 6), strides=(1, 2, 1),
         padding=(1, 0, 0, -1, 1, 1), lhs_dilation=(1, 1, 2), rhs_dilation=(2, 1, 1), fg=2),
    dict(name="2-D batch groups, both dilations", lhs=(4, 6, 5, 3), rhs=(2, 2, 3, 4), strides=(1, 2),
         padding=(0, 1, 2, -1), lhs_dilation=(2, 1), rhs_dilation=(1, 2), bg=2),
]


def conv_params(g):
    d = len(g["lhs"]) - 2
    return (g.get("strides", (1,) * d), g.get("padding", (0,) * 2 * d), g.get("lhs_dilation", (1,) * d),
            g.get("rhs_dilation", (1,) * d), g.get("fg", 1), g.get("bg", 1))


def conv_result_shape(g):
    """[N/BG, P.., O] from the formula of docs/dialect.md."""
    lhs, rhs = g["lhs"], g["rhs"]
    d = len(lhs) - 2
    strides, padding, ld, rd, _, bg = conv_params(g)
    positions = []
    for i in range(d):
        extent = (lhs[1 + i] - 1) * ld[i] + 1 + padding[2 * i] + padding[2 * i + 1]
        window = (rhs[i] - 1) * rd[i] + 1
        positions.append(max(0, (extent - window) // strides[i] + 1))
    return (lhs[0] // bg, *positions, rhs[-1])


def conv_attrs(g):
    strides, padding, ld, rd, fg, bg = conv_params(g)
    array = lambda v: f"array<i64: {', '.join(map(str, v))}>"
    return (f"{{window_strides = {array(strides)}, padding = {array(padding)}, lhs_dilation = {array(ld)}, "
            f"rhs_dilation = {array(rd)}, feature_group_count = {fg} : i64, batch_group_count = {bg} : i64}}")


def conv_terms(x, w, g, acc):
    """The products of lpf.conv's definition, each rounded into the accumulator, [N/BG, P.., O, K]
    in k order (kernel position, then input channel), read straight from the element formula of
    docs/dialect.md: output (n, p, o) in feature group o / (O/G) and batch group o / (O/BG) reads
    lhs[b (N/BG) + n, q / ld, g (C/G) + c] at q = p s + w rd - lo, a hole (+0) where q is
    outside the lhs or not a multiple of ld."""
    d = x.ndim - 2
    strides, padding, ld, rd, fg, bg = conv_params(g)
    n, c, o = x.shape[0], x.shape[-1], w.shape[-1]
    window, cg = w.shape[:d], w.shape[d]
    out = conv_result_shape(g)
    terms = np.zeros((*out, int(np.prod(window)) * cg))
    with np.errstate(invalid="ignore", over="ignore"):
        for oc in range(o):
            group, batch = oc // (o // fg), oc // (o // bg)
            for pos in np.ndindex(*out[1:-1]):
                for k, offset in enumerate(np.ndindex(*window)):
                    q = [pos[i] * strides[i] + offset[i] * rd[i] - padding[2 * i] for i in range(d)]
                    real = all(q[i] >= 0 and q[i] % ld[i] == 0 and q[i] // ld[i] < x.shape[1 + i] for i in range(d))
                    xs = (x[(slice(batch * (n // bg), (batch + 1) * (n // bg)), *[q[i] // ld[i] for i in range(d)],
                            slice(group * cg, (group + 1) * cg))] if real else np.zeros((n // bg, cg)))
                    terms[(slice(None), *pos, oc, slice(k * cg, (k + 1) * cg))] = xs * w[(*offset, slice(None), oc)]
    return in_acc(terms, acc)


CONV_TYPES = [("bf16", "bf16", "f32"), ("f8E4M3FN", "f8E4M3FN", "f32"), ("bf16", "f8E4M3FN", "f64"),
              ("f16", "f8E5M2", "f32")]


def conv_program(p, label, lt, rt, acc, data):
    """Runs every geometry's lpf.conv in one program; data: [(lhs codes, rhs codes)]."""
    args, lines, results = [], [], []
    for g, (a, b) in zip(CONV_GEOMETRIES, data):
        i = len(args)
        args += [(lt, arg_array(lt, a)), (rt, arg_array(rt, b))]
        res = tensor(conv_result_shape(g), acc)
        lines.append(f"  %r{len(results)} = lpf.conv %a{i}, %a{i + 1} acc({acc}) {conv_attrs(g)} : "
                     f"{tensor(a.shape, lt)}, {tensor(b.shape, rt)} -> {res}")
        results.append(res)
    return p.run(f"{label}-{lt}-{rt}-{acc}", args, results, "\n".join(lines))


def canonical_bits(bits, acc):
    """Bits with every NaN made the canonical quiet NaN (formats.md 2.3)."""
    values = as_values(bits, acc).reshape(-1)
    nan = 0x7FC00000 if acc == "f32" else 0x7FF8000000000000
    return np.where(np.isnan(values), nan, np.asarray(bits).reshape(-1).astype(np.uint64))


def check_conv(p, rng):
    """Random codes with NaN, inf and subnormals: within the section 8 bound with equal classes
    (the exit sums exactly in f64 and rounds once, ref in k order in f32), and how many outputs
    are bit-identical anyway."""
    for lt, rt, acc in CONV_TYPES:
        data = [(random_codes(lt, rng, g["lhs"]), random_codes(rt, rng, g["rhs"])) for g in CONV_GEOMETRIES]
        ref, xla = conv_program(p, "conv", lt, rt, acc, data)
        for g, (a, b), r, x in zip(CONV_GEOMETRIES, data, ref, xla):
            terms = conv_terms(decoder(lt)(a), decoder(rt)(b), g, acc)
            compare_bounded(p, "conv", f"{lt} x {rt} acc({acc}) {g['name']}", r, x,
                            bound(terms, terms.shape[-1], acc), acc)
            if r is not None:
                same = int((canonical_bits(r, acc) == canonical_bits(x, acc)).sum())
                p.identical["conv"] = [n + m for n, m in zip(p.identical.get("conv", [0, 0]), (same, r.size))]


def integer_codes(name, rng, shape, specials):
    """Codes of integers in [-8, 8] other than +-1 (every product and partial sum exact in f32:
    every order gives the same bits; and a huge special times any nonzero one overflows), with
    the rare `specials` values among them."""
    values = rng.choice([-8, -7, -6, -5, -4, -3, -2, 0, 0, 2, 3, 4, 5, 6, 7, 8], size=shape).astype(np.float64)
    for value, share in specials:
        values[rng.random(shape) < share] = value
    if name == "bf16":
        return bf16_codes(values)
    import ml_dtypes
    return values.astype({"f8E4M3FN": ml_dtypes.float8_e4m3fn}[name]).view(np.uint8)


def check_conv_exact(p, rng):
    """Integer-valued codes, bit for bit: a hole's +0 meeting an inf or NaN kernel element
    (NaN: XLA's convolution skips holes, the exit counts them), and bf16 values 1.5 x 2^127
    whose products with every nonzero value here (|v| >= 2) overflow f32 (+-inf, +inf + -inf = NaN, in every
    order) next to exact integer sums."""
    huge = [(1.5 * 2.0 ** 127, 0.02), (-1.5 * 2.0 ** 127, 0.02)]
    cases = [("bf16", huge + [(np.inf, 0.01)], "bf16", huge + [(np.inf, 0.02), (-np.inf, 0.02)], "f32"),
             ("f8E4M3FN", [(np.nan, 0.005)], "f8E4M3FN", [(np.nan, 0.01)], "f32"),
             ("bf16", [(np.inf, 0.01)], "f8E4M3FN", [(np.nan, 0.02)], "f64")]
    for lt, lspecial, rt, rspecial, acc in cases:
        data = [(integer_codes(lt, rng, g["lhs"], lspecial), integer_codes(rt, rng, g["rhs"], rspecial))
                for g in CONV_GEOMETRIES]
        ref, xla = conv_program(p, "conv-exact", lt, rt, acc, data)
        for g, r, x in zip(CONV_GEOMETRIES, ref, xla):
            if r is None:
                continue
            want, got = canonical_bits(r, acc), canonical_bits(x, acc)
            p.checked["conv (integer-valued)"] = p.checked.get("conv (integer-valued)", 0) + len(want)
            values = as_values(r, acc)
            p.classes["conv (integer-valued)"] = [n + int(c) for n, c in zip(
                p.classes.get("conv (integer-valued)", [0, 0, 0]),
                (np.isnan(values).sum(), (values == np.inf).sum(), (values == -np.inf).sum()))]
            for i in np.flatnonzero(want != got)[:5]:
                p.failures.append(f"conv {lt} x {rt} acc({acc}) {g['name']} [{i}]: ref {int(want[i]):#x}, {p.peer} {int(got[i]):#x}")


CHECKS = {"convert": check_convert, "convert-formats": check_convert_formats,
          "elementwise": check_elementwise, "cmp": check_cmp, "dot": check_dot,
          "reduce_sum": check_reduce_sum, "scaled_dot": check_scaled_dot, "overflow": check_overflow, "quantize": check_quantize,
          "nvfp4": check_nvfp4, "conv": check_conv, "conv-exact": check_conv_exact}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lpf-run", default=os.path.join(ROOT, "target", "debug", "lpf-run"))
    parser.add_argument("--keep", help="keep the programs and .npy files in this directory")
    parser.add_argument("--only", action="append", choices=sorted(CHECKS), help="run only these checks")
    parser.add_argument("--backend", default="xla", choices=["xla", "iree"], help="the backend compared with ref")
    args = parser.parse_args()
    workdir = args.keep or tempfile.mkdtemp(prefix="lpf-xla-conformance-")
    os.makedirs(workdir, exist_ok=True)
    p = Pair(args.lpf_run, workdir, args.backend)
    start = time.time()
    for name, check in CHECKS.items():
        if args.only and name not in args.only:
            continue
        check(p, np.random.default_rng(sum(map(ord, name))))  # fixed seed per check
    for op, n in sorted(p.checked.items()):
        widest = f"; largest difference {p.widest[op]:.3g} of the bound" if op in p.widest else " bit for bit"
        unbounded = p.unbounded.get(op, 0)
        some = f" ({unbounded} where a partial sum can overflow in some order)" if unbounded else ""
        print(f"  {op}: {n} results compared{widest}{some}")
        if op in p.classes:
            print(f"    of which NaN / +inf / -inf (from overflowing products, or a hole meeting inf/NaN): {' / '.join(map(str, p.classes[op]))}")
        if op in p.identical:
            same, total = p.identical[op]
            print(f"    bit-identical to the ref backend: {same} of {total} ({same / total:.1%})")
    print(f"{p.count} programs, {time.time() - start:.1f} s (ref {p.seconds['ref']:.1f} s, {p.peer} {p.seconds[p.peer]:.1f} s)")
    if p.failures:
        print(f"{len(p.failures)} mismatches (first ones):", file=sys.stderr)
        for f in p.failures[:40]:
            print("  " + f, file=sys.stderr)
        print(f"the programs and their .npy files are kept in {workdir}", file=sys.stderr)
        sys.exit(1)
    if not args.keep:
        shutil.rmtree(workdir, ignore_errors=True)  # a passing run leaves nothing in the temp dir
    print(f"{p.peer} conformance: all results agree with the ref backend")


if __name__ == "__main__":
    main()
