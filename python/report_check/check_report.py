"""lpf-report against an independent numpy/ml_dtypes computation.

Generates tensors (fixed seed), runs lpf-report, and recomputes every figure of report.json here:
element formats with ml_dtypes casts (clipped first where lpf saturates and ml_dtypes gives NaN),
SFx on its 2^-(x-1) grid with numpy's round-half-even, MX with the OCP floor rule, NVFP4 with an
E4M3 block scale and the per-tensor scale amax / (6 * 448). Checks that every SVG parses, that
--tensors selects safetensors tensors, and that bad inputs exit 1 with a message.
Usage: check_report.py --lpf-report target/debug/lpf-report
"""

import argparse
import fractions
import json
import math
import pathlib
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import ml_dtypes
import numpy as np

FORMATS = "f8E4M3FN,f8E5M2,bf16,f16,sf16,sf8,mxfp4,mxfp8,mx:f8E5M2:16,nvfp4,mxfp4:48"
FAILURES = []


def check(cond, what):
    if not cond:
        FAILURES.append(what)


def cast(x, dtype, clip=None):
    # From f32 (exact for every value passed here), so ml_dtypes rounds once.
    x = np.asarray(x, dtype=np.float32)
    if clip is not None:
        x = np.clip(x, -clip, clip)
    return x.astype(dtype).astype(np.float64)


def element(x, name):
    """Dequantised values and the largest representable magnitude of an element format."""
    if name == "f8E4M3FN":
        return cast(x, ml_dtypes.float8_e4m3fn, 448.0), 448.0
    if name == "f8E5M2":
        return cast(x, ml_dtypes.float8_e5m2), 57344.0
    if name == "bf16":
        return cast(x, ml_dtypes.bfloat16), float(ml_dtypes.finfo(ml_dtypes.bfloat16).max)
    if name == "f16":
        return cast(x, np.float16), 65504.0
    if name.startswith("sf"):
        bits = int(name[2:])
        step = 2.0 ** -(bits - 1)
        vmax = 1.0 - step
        return np.clip(np.round(x.astype(np.float64) / step) * step, -vmax, vmax), vmax
    raise ValueError(name)


MX = {"mxfp4": (ml_dtypes.float4_e2m1fn, 6.0, 32), "mxfp8": (ml_dtypes.float8_e4m3fn, 448.0, 32),
      "mx:f8E5M2:16": (ml_dtypes.float8_e5m2, 57344.0, 16)}


def mx(x, dtype, emax_value, block):
    blocks = x.astype(np.float64).reshape(-1, block)
    amax = np.abs(blocks).max(axis=1)
    _, e = np.frexp(amax)  # amax = m * 2^e, m in [0.5, 1): floor(log2 amax) = e - 1
    emax = math.floor(math.log2(emax_value))
    shared = np.where(amax > 0, e - 1 - emax, -127).clip(-127, 127)
    scale = np.ldexp(1.0, shared)[:, None]
    q = cast(blocks / scale, dtype, emax_value) * scale
    return q.reshape(-1), np.repeat(emax_value * scale[:, 0], block)


def nvfp4(x):
    blocks = x.astype(np.float64).reshape(-1, 16)
    g = float(np.float32(np.abs(blocks).max() / 2688.0))
    amax = np.abs(blocks).max(axis=1)
    s = cast(np.minimum(amax / (6.0 * g), 448.0), ml_dtypes.float8_e4m3fn)
    sg = (s * g)[:, None]
    with np.errstate(divide="ignore", invalid="ignore"):
        e = np.where(sg > 0, cast(np.where(sg > 0, blocks / sg, 0.0), ml_dtypes.float4_e2m1fn, 6.0), 0.0)
    return (e * sg).reshape(-1), np.repeat(6.0 * sg[:, 0], 16)


def figures(x, q, limit):
    x = x.astype(np.float64).reshape(-1)
    q = np.asarray(q, dtype=np.float64).reshape(-1)
    err = np.abs(q - x)
    nz = x != 0
    noise = float((err ** 2).sum())
    return {
        "outside_range": int((np.abs(x) > limit).sum()),
        "flushed_to_zero": int((nz & (q == 0)).sum()),
        "max_abs_error": float(err.max()),
        "rms_error": float(math.sqrt(noise / x.size)),
        "max_rel_error": float((err[nz] / np.abs(x[nz])).max()),
        "sqnr_db": 10 * math.log10(float((x ** 2).sum()) / noise) if noise else None,
    }


def expected(x, scheme):
    if scheme in MX:
        q, limit = mx(x, *MX[scheme])
    elif scheme == "nvfp4":
        q, limit = nvfp4(x)
    else:
        q, limit = element(x, scheme)
    return figures(x, q, limit)


def compare(tensor_json, x, context):
    for entry in tensor_json["schemes"]:
        scheme = entry["scheme"]
        if scheme == "mxfp4:48":
            check("not_applicable" in entry, f"{context} {scheme}: should not apply to a last dimension of 64")
            continue
        want = expected(x, scheme)
        for key, value in want.items():
            got = entry.get(key)
            if isinstance(value, int):
                ok = got == value
            elif value is None or got is None:
                ok = got is None and value is None
            else:
                ok = math.isclose(got, value, rel_tol=1e-9, abs_tol=0.0)
            check(ok, f"{context} {scheme} {key}: lpf-report {got}, numpy {value}")


def run(tool, *args):
    return subprocess.run([tool, *args], capture_output=True, text=True)


def write_safetensors(path, tensors):
    header, blobs, offset = {}, [], 0
    for name, (dtype, array) in tensors.items():
        raw = array.tobytes()
        header[name] = {"dtype": dtype, "shape": list(array.shape), "data_offsets": [offset, offset + len(raw)]}
        blobs.append(raw)
        offset += len(raw)
    text = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lpf-report", required=True)
    tool = parser.parse_args().lpf_report
    with tempfile.TemporaryDirectory(prefix="lpf-report-check-") as work:  # removed afterwards
        return checks(tool, pathlib.Path(work))


def checks(tool, work):
    """Every check below, with its files in `work`; 0 when all pass, else 1."""
    rng = np.random.default_rng(14)

    # Weights near zero with outliers (saturate f8E4M3FN and SFx), tiny values (flush) and zeros.
    w = (rng.standard_normal((256, 64)) * 0.05).astype(np.float32)
    w[0, :6] = [600.0, -1000.0, 1e-9, -3e-12, 0.0, 2.5]
    w[7, 5] = 40000.0
    np.save(work / "w.npy", w)
    out = work / "out"
    r = run(tool, str(work / "w.npy"), "--formats", FORMATS, "--out", str(out))
    check(r.returncode == 0, f"lpf-report w.npy failed: {r.stderr}")
    if r.returncode == 0:
        report = json.loads((out / "report.json").read_text())
        check(len(report["tensors"]) == 1, "one tensor in w.npy")
        t = report["tensors"][0]
        check(t["distribution"]["count"] == w.size and t["distribution"]["zeros"] == 1, "distribution counts")
        check(math.isclose(t["distribution"]["max_abs"], 40000.0), "distribution max_abs")
        compare(t, w, "w.npy")
        svgs = sorted(out.glob("*.svg"))
        check(len(svgs) == len(FORMATS.split(",")), f"{len(svgs)} SVGs: one per applicable scheme plus errors")
        for svg in svgs:
            try:
                root = ET.parse(svg).getroot()
                check(root.tag.endswith("svg") and len(root) > 10, f"{svg.name}: not a drawn SVG")
            except ET.ParseError as e:
                check(False, f"{svg.name} does not parse: {e}")
        check(any("mxfp4" in l and "%" not in l for l in r.stdout.splitlines()), "table row for mxfp4")

    # safetensors: bf16 bit patterns and f32, selected by name.
    bf = (rng.standard_normal((32, 32)) * 0.02).astype(ml_dtypes.bfloat16)
    f = (rng.standard_normal((4, 16)) * 3).astype(np.float32)
    write_safetensors(work / "m.safetensors", {"layer.0.weight": ("BF16", bf.view(np.uint16)), "layer.0.bias": ("F32", f),
                                               "step": ("I64", np.array([7], dtype=np.int64))})
    r = run(tool, str(work / "m.safetensors"), "--tensors", r"weight$", "--formats", "f8E4M3FN,sf16,mxfp4,nvfp4", "--out", str(work / "st"))
    check(r.returncode == 0, f"lpf-report m.safetensors failed: {r.stderr}")
    if r.returncode == 0:
        report = json.loads((work / "st" / "report.json").read_text())
        names = [t["name"] for t in report["tensors"]]
        check(names == ["layer.0.weight"], f"--tensors 'weight$' selected {names}")
        if names == ["layer.0.weight"]:
            compare(report["tensors"][0], bf.astype(np.float32), "m.safetensors")
    # Without --tensors: both float tensors; the integer one is skipped with a note, not fatal.
    r = run(tool, str(work / "m.safetensors"), "--formats", "bf16")
    check(r.returncode == 0 and "skipping tensor 'step': dtype I64" in r.stderr, f"I64 tensor not skipped: {r.returncode} {r.stderr!r}")
    check("layer.0.bias [4, 16]" in r.stdout and "layer.0.weight [32, 32]" in r.stdout, f"float tensors missing: {r.stdout!r}")

    # Sums that a running sum gets wrong: mean and rms against exact rational arithmetic
    # (fractions), independent of lpf-report's own summation.
    big = np.array([1e308, -1e308, 1.0, 2.0] * 16, dtype=np.float64)
    np.save(work / "big.npy", big)
    r = run(tool, str(work / "big.npy"), "--formats", "bf16", "--out", str(work / "big"))
    check(r.returncode == 0, f"lpf-report big.npy failed: {r.stderr}")
    if r.returncode == 0:
        d = json.loads((work / "big" / "report.json").read_text())["tensors"][0]["distribution"]
        exact = [fractions.Fraction(float(v)) for v in big]
        mean = float(sum(exact) / len(exact))
        rms = math.sqrt(float(sum(v * v for v in exact) / len(exact) / fractions.Fraction(10) ** 616)) * 1e308
        check(d["mean"] == mean, f"big.npy mean {d['mean']} (exact: {mean})")
        check(d["rms"] is not None and math.isclose(d["rms"], rms, rel_tol=1e-15), f"big.npy rms {d['rms']} (exact: {rms})")
    # No finite value (all NaN/inf, or empty): said so; no mean, rms or per-scheme figures
    # (an SQNR of inf "as if exact" before).
    np.save(work / "nan.npy", np.array([np.nan, np.inf, -np.nan], dtype=np.float32))
    np.save(work / "empty.npy", np.zeros((0, 4), dtype=np.float32))
    for name in ["nan", "empty"]:
        r = run(tool, str(work / f"{name}.npy"), "--formats", "bf16,f8E4M3FN,mxfp8", "--out", str(work / name))
        check(r.returncode == 0 and "no finite value" in r.stdout and "inf" not in r.stdout.split("\n", 1)[1],
              f"lpf-report {name}.npy: exit {r.returncode}, stdout {r.stdout!r}")
        if r.returncode == 0:
            t = json.loads((work / name / "report.json").read_text())["tensors"][0]
            check(t["distribution"]["mean"] is None and t["distribution"]["rms"] is None, f"{name}.npy: mean/rms {t['distribution']}")
            check(all("not_applicable" in e for e in t["schemes"]), f"{name}.npy: figures for no finite value: {t['schemes']}")

    # Bad inputs: exit 1 with a message naming the problem.
    one = np.ones(4, dtype=np.float32).tobytes()
    header = b'{"a": {"dtype": "F32", "shape": [4], "data_offsets": [0, 16]}, "a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}}'
    (work / "dup.safetensors").write_bytes(struct.pack("<Q", len(header)) + header + one)
    header = b'{"a": {"dtype": "F32", "shape": [4], "data_offsets": [0, 16]}, "b": {"dtype": "F32", "shape": [2], "data_offsets": [8, 16]}}'
    (work / "overlap.safetensors").write_bytes(struct.pack("<Q", len(header)) + header + one)
    (work / "bad.npy").write_bytes(b"\x93NUMPY\x01\x00\x10\x00{'descr': '<f4'")
    np.save(work / "ints.npy", np.arange(10, dtype=np.int32))
    (work / "bad.safetensors").write_bytes(struct.pack("<Q", 1000) + b"{}")
    cases = [([str(work / "bad.npy")], "bad.npy"), ([str(work / "ints.npy")], "float tensors"),
             ([str(work / "missing.npy")], "cannot read"), ([str(work / "bad.safetensors")], "longer than the file"),
             ([str(work / "w.npy"), "--formats", "f9E9"], "f9E9"), ([str(work / "w.npy"), "--formats", "mx:bf16"], "not an MX element format"),
             ([str(work / "m.safetensors"), "--tensors", "nothing"], "no tensor matches"),
             ([str(work / "dup.safetensors")], "names tensor 'a' twice"), ([str(work / "overlap.safetensors")], "overlap"),
             ([str(work / "overlap.safetensors"), "--tensors", "^a$"], "overlap")]
    for args, needle in cases:
        r = run(tool, *args)
        check(r.returncode == 1 and needle in r.stderr and "panicked" not in r.stderr,
              f"lpf-report {' '.join(args)}: exit {r.returncode}, stderr {r.stderr!r} (wanted exit 1 mentioning {needle!r})")

    if FAILURES:
        print("\n".join(FAILURES))
        print(f"check_report: {len(FAILURES)} failures")
        return 1
    print("check_report: every figure matches numpy/ml_dtypes, every SVG parses, bad inputs exit 1")
    return 0


if __name__ == "__main__":
    sys.exit(main())
