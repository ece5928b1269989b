"""The `report` fuzzer: lpf-report on generated tensors, every distribution figure checked against
exact rational arithmetic (fractions) and integer counting done here, independently of lpf-report's
own sums (issue 24: an all-NaN or empty tensor reported a mean of -0 and an SQNR of inf; a naive
running sum gave [1e308, -1e308, 1, 2] x 16 a mean of 0.047).

Tensors are .npy (f32, f64) and .safetensors (F64, F32, F16, BF16), of a class drawn per input:
empty, all NaN, NaN and infinities, infinities among finite values, huge ranges (near the
format's largest value, with cancellation), subnormals only, signed zeros, random bit patterns,
normal values, or every class mixed per element; sometimes a safetensors header is corrupted
(overlapping or out-of-file offsets, a duplicate key, a wrong shape, junk), which must be an error.

Checked on every input: exit 0 with the figures, or exit 1 with an `error:` message, never a
panic; count, zeros, non-finite, max |x|, min nonzero |x| and the log2 histogram exactly; mean
within 2^-52 of the exact mean (one rounding of the exact sum and one of the division) and rms
within 2^-49 (each square is rounded once); no finite value gives no mean, no rms, no scheme
figures and says so; per scheme (bf16: inf on overflow; f8E4M3FN: saturating) the finite count,
values outside the range, values flushed to zero and values that became inf, counted here from
the formats' thresholds. A finding is saved as the input file plus a note under --findings.

    report_fuzz.py --lpf-report target/debug/lpf-report [--seconds S] [--seed N] [--findings DIR]
"""

import argparse
import fractions
import json
import math
import pathlib
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import time

import numpy as np

np.seterr(all="ignore")

F = fractions.Fraction
FORMATS = "bf16,f8E4M3FN"
# bf16 (round to nearest even, inf on overflow): |x| >= 2^128 - 2^119 becomes inf; its largest
# finite is 2^128 - 2^120; 0 < |x| <= 2^-134 (half its smallest subnormal, a tie to even 0)
# becomes zero.
BF16 = {"max": F(2**128 - 2**120), "inf_from": F(2**128 - 2**119), "zero_to": F(1, 2**134), "saturates": False}
# f8E4M3FN (saturating): largest 448, smallest subnormal 2^-9.
E4M3 = {"max": F(448), "inf_from": None, "zero_to": F(1, 2**10), "saturates": True}


def classes(rng, dtype):
    """(name, a function n -> list of floats) per tensor class."""
    info = np.finfo(dtype)
    big, tiny = float(info.max), float(info.smallest_subnormal)

    def bits(n):
        width = np.dtype(dtype).itemsize
        raw = bytes(rng.getrandbits(8) for _ in range(n * width))
        return list(np.frombuffer(raw, dtype=dtype).astype(np.float64))

    def huge(n):
        out = []
        for _ in range(n):
            x = big * rng.choice([1, 0.5, 0.999, 0.75]) * rng.choice([1, -1])
            out.append(x if rng.random() < 0.6 else rng.choice([1.0, 2.0, -3.0, 1e-300 if dtype == np.float64 else 1e-40, tiny]))
        return out

    def special(n):
        return [rng.choice([0.0, -0.0, math.inf, -math.inf, math.nan, tiny, -tiny, big, -big, 1.0]) for _ in range(n)]

    simple = {
        "empty": lambda n: [],
        "nan": lambda n: [math.nan] * max(n, 1),
        "nan_inf": lambda n: [rng.choice([math.nan, math.inf, -math.inf]) for _ in range(max(n, 1))],
        "inf_finite": lambda n: [rng.choice([math.inf, -math.inf, rng.gauss(0, 1)]) for _ in range(max(n, 1))],
        "huge": huge,
        "subnormal": lambda n: [tiny * rng.randint(-2**20, 2**20) * (rng.random() < 0.9) for _ in range(n)],
        "zeros": lambda n: [rng.choice([0.0, -0.0]) for _ in range(n)],
        "bits": bits,
        "normal": lambda n: [rng.gauss(0, 10.0 ** rng.randint(-30, 30)) for _ in range(n)],
        "special": special,
    }
    kinds = list(simple)

    def mixed(n):
        return [simple[rng.choice(kinds[1:])](1)[0] for _ in range(n)]

    simple["mixed"] = mixed
    return simple


def shape_for(rng, n):
    if n == 0:
        return rng.choice([(0,), (0, 4), (3, 0), (2, 0, 5)])
    if rng.random() < 0.3 and n % 4 == 0:
        return (n // 4, 4)
    return (n,)


def write_safetensors(path, tensors, corrupt, rng):
    header, blobs, offset = {}, [], 0
    for name, (dtype, array) in tensors.items():
        raw = array.tobytes()
        header[name] = {"dtype": dtype, "shape": list(array.shape), "data_offsets": [offset, offset + len(raw)]}
        blobs.append(raw)
        offset += len(raw)
    text = json.dumps(header)
    if corrupt:
        first = next(iter(header))
        how = rng.randrange(6)
        if how == 0:
            header[first]["data_offsets"] = [max(0, offset - 2), offset + 8]
        elif how == 1:
            header[first]["data_offsets"][1] += 2
        elif how == 2:
            header[first]["shape"] = [s + 1 for s in header[first]["shape"]] or [3]
        elif how == 3:
            header[first]["data_offsets"] = [2**70, 2**70 + 4]
        text = json.dumps(header)
        if how == 4:
            text = text[:-1] + ", " + json.dumps(first) + ": " + json.dumps(header[first]) + "}"
        if how == 5:
            raw = bytearray(text.encode())
            for _ in range(rng.randint(1, 4)):
                raw[rng.randrange(len(raw))] = rng.randrange(256)
            text = raw.decode("latin-1")
    data = text.encode("latin-1", "replace")
    path.write_bytes(struct.pack("<Q", len(data)) + data + b"".join(blobs))


def as_array(values, dtype, shape):
    return np.array(values, dtype=np.float64).astype(dtype).reshape(shape)


def sqrt_fraction(q):
    """sqrt(q) for a Fraction q >= 0, to about 100 bits (integer square root of a scaled q)."""
    if q == 0:
        return F(0)
    k = (202 - (q.numerator.bit_length() - q.denominator.bit_length())) // 2
    scaled = q * F(4) ** k
    return F(math.isqrt(scaled.numerator // scaled.denominator), 2**k) if k >= 0 else F(math.isqrt(int(scaled)) * 2 ** (-k))


def binade(m):
    return math.frexp(m)[1] - 1


def expected_distribution(x):
    finite = [float(v) for v in x if math.isfinite(v)]
    nonzero = [abs(v) for v in finite if v != 0]
    hist = {}
    for m in nonzero:
        hist[binade(m)] = hist.get(binade(m), 0) + 1
    return finite, {
        "count": len(x),
        "zeros": sum(v == 0 for v in finite),
        "non_finite": len(x) - len(finite),
        "max_abs": max((abs(v) for v in finite), default=0.0),
        "min_abs_nonzero": min(nonzero, default=0.0),
        "log2_histogram": sorted([k, c] for k, c in hist.items()),
    }


def scheme_counts(finite, fmt):
    exact = [F(v) for v in finite]
    return {
        "finite_count": len(finite),
        "outside_range": sum(abs(v) > fmt["max"] for v in exact),
        "flushed_to_zero": sum(0 < abs(v) <= fmt["zero_to"] for v in exact),
        "became_non_finite": 0 if fmt["saturates"] else sum(abs(v) >= fmt["inf_from"] for v in exact),
    }


def check_tensor(t, x, problems):
    finite, want = expected_distribution(x)
    d = t["distribution"]
    for key, value in want.items():
        if d.get(key) != value:
            problems.append(f"{t['name']}: {key} {d.get(key)!r}, expected {value!r}")
    if not finite:
        if d.get("mean") is not None or d.get("rms") is not None:
            problems.append(f"{t['name']}: no finite value but mean {d.get('mean')} rms {d.get('rms')}")
        for s in t["schemes"]:
            if "not_applicable" not in s:
                problems.append(f"{t['name']}: scheme {s['scheme']} has figures for no finite value: {s}")
        return
    exact = [F(v) for v in finite]
    mean = sum(exact) / len(exact)
    ms = sum(v * v for v in exact) / len(exact)
    got_mean, got_rms = d.get("mean"), d.get("rms")
    if got_mean is None or abs(F(got_mean) - mean) > abs(mean) / 2**52 + F(1, 2**1074):
        problems.append(f"{t['name']}: mean {got_mean!r}, exact {float(mean)!r}")
    rms = sqrt_fraction(ms)
    if got_rms is None or abs(F(got_rms) - rms) > rms / 2**50 + F(1, 2**1074):
        problems.append(f"{t['name']}: rms {got_rms!r}, exact {float(rms)!r}")
    formats = {"bf16": BF16, "f8E4M3FN": E4M3}
    for s in t["schemes"]:
        if s["scheme"] not in formats or "not_applicable" in s:
            problems.append(f"{t['name']}: scheme {s['scheme']} missing or not applicable: {s}")
            continue
        for key, value in scheme_counts(finite, formats[s["scheme"]]).items():
            if s.get(key) != value:
                problems.append(f"{t['name']}: {s['scheme']} {key} {s.get(key)!r}, expected {value!r}")
        if s.get("became_non_finite") and (s.get("rms_error") is not None or s.get("sqnr_db") is not None):
            problems.append(f"{t['name']}: {s['scheme']}: values became inf but rms_error/sqnr_db are finite: {s}")


def one_input(tool, rng, work):
    """Generates one input, runs lpf-report, returns (path of the input, problems)."""
    dtype = rng.choice([np.float32, np.float64])
    table = classes(rng, dtype)
    name = rng.choice(list(table))
    n = rng.choice([0, 1, 2, 3, 4, 7, 16, 32, 64, 100, 257]) if rng.random() < 0.9 else rng.randint(1000, 4000)
    values = table[name](n)
    x = as_array(values, dtype, shape_for(rng, len(values)))
    safetensors = rng.random() < 0.3
    corrupt = safetensors and rng.random() < 0.3
    if safetensors:
        path = work / "in.safetensors"
        tensors, arrays = {}, {}
        for i in range(rng.randint(1, 3)):
            kind = rng.choice(["F64", "F32", "F16", "BF16"])
            vals = table[rng.choice(list(table))](rng.choice([0, 1, 5, 64]))
            shape = shape_for(rng, len(vals))
            if kind == "F64":
                a = as_array(vals, np.float64, shape)
                tensors[f"t{i}"], arrays[f"t{i}"] = ("F64", a), a.astype(np.float64)
            elif kind == "F32":
                a = as_array(vals, np.float32, shape)
                tensors[f"t{i}"], arrays[f"t{i}"] = ("F32", a), a.astype(np.float64)
            elif kind == "F16":
                with np.errstate(over="ignore"):
                    a = as_array(vals, np.float16, shape)
                tensors[f"t{i}"], arrays[f"t{i}"] = ("F16", a), a.astype(np.float64)
            else:
                b = (as_array(vals, np.float32, shape).view(np.uint32) >> 16).astype(np.uint16)
                tensors[f"t{i}"] = ("BF16", b)
                arrays[f"t{i}"] = (b.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
        write_safetensors(path, tensors, corrupt, rng)
    else:
        path = work / "in.npy"
        np.save(path, x)
        arrays = {"in": x.astype(np.float64)}
    out = work / "out"
    shutil.rmtree(out, ignore_errors=True)
    r = subprocess.run([tool, str(path), "--formats", FORMATS, "--out", str(out)], capture_output=True, text=True, errors="replace", timeout=120)
    problems = []
    if "panicked" in r.stderr or "internal error" in r.stderr:
        problems.append(f"panic: {r.stderr}")
    if r.returncode not in (0, 1) or (r.returncode == 1) != ("error" in r.stderr):
        problems.append(f"exit {r.returncode} with stderr {r.stderr!r}")
    if corrupt or problems:
        return path, problems, (name, corrupt)
    if r.returncode != 0:
        return path, [f"a valid input refused: {r.stderr}"], (name, corrupt)
    report = json.loads((out / "report.json").read_text())
    names = [t["name"] for t in report["tensors"]]
    if sorted(names) != sorted(arrays):
        problems.append(f"tensors {names}, expected {sorted(arrays)}")
    for t in report["tensors"]:
        if t["name"] in arrays:
            check_tensor(t, list(arrays[t["name"]].reshape(-1)), problems)
    for line in r.stdout.splitlines():
        if "no finite value" in line or line.startswith("  "):
            continue
        if "mean" not in line:
            problems.append(f"a tensor line without a mean: {line!r}")
    return path, problems, (name, corrupt)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lpf-report", required=True)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--findings", default="fuzz/findings")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    work = pathlib.Path(tempfile.mkdtemp(prefix="lpf-report-fuzz-"))
    start, executions, findings, classes_seen, corrupted = time.monotonic(), 0, 0, {}, 0
    try:
        while time.monotonic() - start < args.seconds:
            executions += 1
            path, problems, (name, corrupt) = one_input(args.lpf_report, rng, work)
            classes_seen[name] = classes_seen.get(name, 0) + 1
            corrupted += corrupt
            if problems:
                findings += 1
                keep = pathlib.Path(args.findings) / f"report-{args.seed}-{executions}{path.suffix}"
                keep.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(path, keep)
                keep.with_suffix(".txt").write_text("\n".join(problems) + "\n")
                if findings <= 5:
                    print(f"report: finding #{findings} at execution {executions}, input {keep}: {problems[0][:500]}", file=sys.stderr)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    seconds = time.monotonic() - start
    print(f"report: {executions} executions in {seconds:.1f} s ({executions / seconds:.0f}/s), "
          f"{corrupted} corrupted headers, {findings} findings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
