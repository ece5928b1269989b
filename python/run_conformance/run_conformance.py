#!/usr/bin/env python3
"""lpf-run vs an independent numpy/ml_dtypes model (model.py), bit for bit.

For each op (convert, elementwise, dot, reduce_sum, quantize_block and dequantize_block,
scaled_dot) it generates
random inputs with fixed seeds, writes a small lpf program whose batch dimension holds at least
200 independent cases, runs `lpf-run --out-dir`, and compares every result code with the model
(NaNs canonicalised); the three lpf-run examples of examples/ are checked the same way.
Two more modules add their own cases, each with an exact-rational model of its own:
nvfp4_cases.py (NVFP4 quantize/dequantize_block with and without the per-tensor scale) and
extended_cases.py (convert and elementwise ops in every rounding and overflow mode into every
format incl. tf32, SFx, P3109 and gf16; quantize_block's ceil/even scale rules; the SF16
hardware-accumulation dot). Exit status 1 on any mismatch, listing the first ones.

Usage: run_conformance.py [--lpf-run PATH] [--keep DIR]
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

import model
import extended_cases
import nvfp4_cases

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASES = 200  # minimum independent cases per op and configuration


def tensor(shape, fmt):
    if len(shape) == 0:
        return fmt  # a scalar
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + fmt + ">"


class Runner:
    def __init__(self, lpf_run, workdir):
        self.lpf_run, self.workdir, self.count = lpf_run, workdir, 0
        self.failures, self.checked = [], {}

    def run(self, name, args, results, body):
        """args: [(fmt, codes array)], results: [mlir type]; returns the result arrays."""
        arrays = []
        for fmt, codes in args:
            arr = np.asarray(codes)
            if fmt in ("f32", "f64"):
                arr = arr.astype(model.FORMATS[fmt][1]).view(model.FORMATS[fmt][0])
            else:
                arr = arr.astype(model.npy_dtype(fmt))
            arrays.append((fmt, arr))
        return self.run_arrays(name, arrays, results, body)

    def run_arrays(self, name, args, results, body):
        """args: [(type name, array already in its .npy dtype)]; float results come back as bits."""
        self.count += 1
        d = os.path.join(self.workdir, f"{self.count:02d}-{name}")
        os.makedirs(d, exist_ok=True)
        params, files = [], []
        for i, (fmt, arr) in enumerate(args):
            path = os.path.join(d, f"arg{i}.npy")
            np.save(path, arr)
            params.append(f"%a{i}: {tensor(arr.shape, fmt)}")
            files += ["--arg", path]
        text = (f"func.func @main({', '.join(params)}) -> ({', '.join(results)}) {{\n{body}\n"
                f"  return {', '.join(f'%r{i}' for i in range(len(results)))} : {', '.join(results)}\n}}\n")
        src = os.path.join(d, "program.mlir")
        with open(src, "w") as f:
            f.write(text)
        out = subprocess.run([self.lpf_run, src, *files, "--out-dir", d], capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"lpf-run failed on {src}:\n{out.stderr}")
        outs = []
        for i in range(len(results)):
            a = np.load(os.path.join(d, f"out{i}.npy"))
            outs.append(a.view(np.uint32) if a.dtype == np.float32 else a.view(np.uint64) if a.dtype == np.float64 else a)
        return outs

    def run_file(self, src, args):
        """Runs an existing program (e.g. an example) on [(npy array)] arguments."""
        self.count += 1
        d = os.path.join(self.workdir, f"{self.count:02d}-{os.path.basename(src)}")
        os.makedirs(d, exist_ok=True)
        files = []
        for i, arr in enumerate(args):
            np.save(os.path.join(d, f"arg{i}.npy"), arr)
            files += ["--arg", os.path.join(d, f"arg{i}.npy")]
        out = subprocess.run([self.lpf_run, src, *files, "--out-dir", d], capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"lpf-run failed on {src}:\n{out.stderr}")
        outs, i = [], 0
        while os.path.exists(os.path.join(d, f"out{i}.npy")):
            a = np.load(os.path.join(d, f"out{i}.npy"))
            outs.append(a.view(np.uint32) if a.dtype == np.float32 else a)
            i += 1
        return outs

    def compare(self, op, label, fmt, got, want, inputs=None):
        got, want = np.asarray(got).reshape(-1), np.asarray(want).reshape(-1)
        ok = model.same_codes(fmt, got, want)
        self.checked[op] = self.checked.get(op, 0) + ok.size
        for i in np.flatnonzero(~ok)[:5]:
            self.failures.append(f"{op} {label} [{i}]: lpf-run {int(got[i]):#x}, model {int(want[i]):#x}"
                                 + (f" (input {inputs[i]})" if inputs is not None else ""))
        return int((~ok).sum())


def f32_probes(rng, n):
    """Random float32 bit patterns (every class: NaN, inf, subnormals) and values near the
    narrow formats' grids (small exponents), so every rounding path is exercised."""
    bits = rng.integers(0, 2**32, size=n // 2, dtype=np.uint64).astype(np.uint32).view(np.float32)
    near = (rng.standard_normal(n - n // 2) * 2.0 ** rng.integers(-20, 20, n - n // 2)).astype(np.float32)
    return np.concatenate([bits, near])


def check_convert(r, rng):
    x = f32_probes(rng, 4 * CASES)
    targets = [("bf16", None), ("f16", None), ("f8E4M3FN", None), ("f8E4M3FN", "nan_or_inf"),
               ("f8E5M2", None), ("f8E5M2", "saturate"), ("f6E2M3FN", None), ("f6E3M2FN", None),
               ("f4E2M1FN", None), ("f8E8M0FNU", None)]
    results, body = [], []
    for i, (fmt, ovf) in enumerate(targets):
        attr = f" overflow({ovf})" if ovf else ""
        results.append(tensor(x.shape, fmt))
        body.append(f"  %r{i} = lpf.convert %a0{attr} : {tensor(x.shape, 'f32')} to {results[-1]}")
    outs = r.run("convert-f32", [("f32", x.view(np.uint32))], results, "\n".join(body))
    for (fmt, ovf), got in zip(targets, outs):
        policy = ovf or ("saturate" if fmt == "f8E4M3FN" else "nan_or_inf")
        want = [model.convert(fmt, float(v), policy) for v in x.astype(np.float64)]
        r.compare("convert", f"f32->{fmt} {policy}", fmt, got, want, x)

    # float64 sources round once: values at and around the f8/bf16 midpoints, nudged by 2^-40
    # relative (where a float32 detour would turn them into ties).
    grid = model.decode("f8E4M3FN", np.arange(0, 0x7F))
    mids = (grid[1:] + grid[:-1]) / 2
    base = np.concatenate([mids, -mids, rng.standard_normal(2 * CASES) * 100])
    x64 = np.concatenate([base, base * (1 + 2.0**-40), base * (1 - 2.0**-40)])
    targets = ["f8E4M3FN", "f8E5M2", "bf16", "f16", "f4E2M1FN"]
    results = [tensor(x64.shape, f) for f in targets]
    body = "\n".join(f"  %r{i} = lpf.convert %a0 : {tensor(x64.shape, 'f64')} to {t}" for i, t in enumerate(results))
    outs = r.run("convert-f64", [("f64", x64.view(np.uint64))], results, body)
    for fmt, got in zip(targets, outs):
        policy = "saturate" if fmt == "f8E4M3FN" else "nan_or_inf"
        r.compare("convert", f"f64->{fmt}", fmt, got, [model.convert(fmt, float(v), policy) for v in x64], x64)


    # Format to format: exact decode, then one rounding (every source code, NaN and inf included).
    pairs = [("f8E5M2", "f8E4M3FN", 8), ("bf16", "f8E4M3FN", 16), ("f16", "bf16", 16), ("bf16", "f16", 16),
             ("f8E4M3FN", "f4E2M1FN", 8), ("f6E3M2FN", "f6E2M3FN", 6)]
    for src, dst, bits in pairs:
        codes = np.arange(2**bits, dtype=np.uint64) if bits <= 8 else rng.integers(0, 2**bits, 8 * CASES, dtype=np.uint64)
        (got,) = r.run(f"convert-{src}-{dst}", [(src, codes)], [tensor(codes.shape, dst)],
                       f"  %r0 = lpf.convert %a0 : {tensor(codes.shape, src)} to {tensor(codes.shape, dst)}")
        policy = "saturate" if dst == "f8E4M3FN" else "nan_or_inf"
        want = [model.convert(dst, float(v), policy) for v in model.decode(src, codes)]
        r.compare("convert", f"{src}->{dst}", dst, got, want, codes)


def check_elementwise(r, rng):
    for fmt, bits in [("bf16", 16), ("f16", 16), ("f32", 32)]:
        n = 5 * CASES
        a = rng.integers(0, 2**bits, size=n, dtype=np.uint64)
        # Half of the pairs share an exponent neighbourhood, so sums cancel and round.
        b = np.where(rng.random(n) < 0.5, rng.integers(0, 2**bits, size=n, dtype=np.uint64),
                     a ^ rng.integers(0, 2**(bits // 2), size=n, dtype=np.uint64))
        ops = ["add", "sub", "mul", "div"]
        ty = tensor((n,), fmt)
        body = "\n".join(f"  %r{i} = lpf.{op} %a0, %a1 : {ty}" for i, op in enumerate(ops))
        outs = r.run(f"elementwise-{fmt}", [(fmt, a), (fmt, b)], [ty] * 4, body)
        for op, got in zip(ops, outs):
            r.compare("elementwise", f"{fmt} {op}", fmt, got, model.elementwise(fmt, op, a, b))


def finite_codes(rng, fmt, shape, spread):
    """Codes of random finite values with a given binade spread (so sums cancel and round)."""
    v = rng.standard_normal(shape) * 2.0 ** rng.integers(-spread, spread + 1, size=shape)
    m = model.max_finite(fmt)
    return model.encode_f32_array(fmt, np.clip(v, -m, m).astype(np.float32)).astype(np.uint64)


def check_dot(r, rng):
    configs = [("bf16", "f8E4M3FN", "f32", 12), ("f16", "f16", "f32", 6), ("f8E5M2", "f8E4M3FN", "f32", 6),
               ("bf16", "bf16", "f64", 30)]
    B, M, K, N = CASES, 2, 24, 3
    for lf, rf, acc, spread in configs:
        a = finite_codes(rng, lf, (B, M, K), spread)
        b = finite_codes(rng, rf, (B, K, N), spread)
        res = tensor((B, M, N), acc)
        body = f"  %r0 = lpf.dot %a0, %a1 acc({acc}) : {tensor(a.shape, lf)}, {tensor(b.shape, rf)} -> {res}"
        (got,) = r.run(f"dot-{lf}-{rf}-{acc}", [(lf, a), (rf, b)], [res], body)
        want = model.ordered_dot(model.decode(lf, a), model.decode(rf, b), acc)
        want = want.view(np.uint32 if acc == "f32" else np.uint64)
        r.compare("dot", f"{lf}x{rf}->{acc}", acc, got, want)


def check_reduce(r, rng):
    configs = [("bf16", (CASES, 40), [1], "f32"), ("f8E4M3FN", (5, CASES, 6), [0, 2], "f32"),
               ("f16", (CASES, 33), [1], "f64")]
    for fmt, shape, dims, acc in configs:
        x = finite_codes(rng, fmt, shape, 12)
        out_shape = tuple(d for i, d in enumerate(shape) if i not in dims)
        res = tensor(out_shape, acc)
        body = f"  %r0 = lpf.reduce_sum %a0 dims [{', '.join(map(str, dims))}] acc({acc}) : {tensor(shape, fmt)} -> {res}"
        (got,) = r.run(f"reduce-{fmt}", [(fmt, x)], [res], body)
        want = model.ordered_sum(model.decode(fmt, x), dims, acc).view(np.uint32 if acc == "f32" else np.uint64)
        r.compare("reduce_sum", f"{fmt} dims {dims} -> {acc}", acc, got, want)


def check_quantize(r, rng):
    block = 32
    rows = CASES // 2  # two blocks per row: 2 * rows >= CASES blocks
    for elem in ["f8E4M3FN", "f8E5M2", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"]:
        v = (rng.standard_normal((rows, 2 * block)) * 2.0 ** rng.integers(-30, 30, size=(rows, 1))).astype(np.float32)
        v[::17] *= np.float32(2.0**-100)  # blocks whose shared exponent clamps at -127
        qt, st = tensor(v.shape, elem), tensor((rows, 2), "f8E8M0FNU")
        body = f"  %r0, %r1 = lpf.quantize_block %a0 block({block}) : {tensor(v.shape, 'f32')} -> {qt}, {st}"
        q, s = r.run(f"quantize-{elem}", [("f32", v.view(np.uint32))], [qt, st], body)
        want_q, want_s = model.mx_quantize(v, elem, block)
        r.compare("quantize_block", f"{elem} scales", "f8E8M0FNU", s, want_s)
        r.compare("quantize_block", f"{elem} elements", elem, q, want_q)

    # Blocked along dimension 0 (the scale's shape says so), then dequantised back to f32.
    cols = CASES // 2
    for elem in ["f8E4M3FN", "f4E2M1FN"]:
        v = (rng.standard_normal((2 * block, cols)) * 2.0 ** rng.integers(-30, 30, size=(1, cols))).astype(np.float32)
        qt, st, ft = tensor(v.shape, elem), tensor((2, cols), "f8E8M0FNU"), tensor(v.shape, "f32")
        body = (f"  %r0, %r1 = lpf.quantize_block %a0 block({block}) : {ft} -> {qt}, {st}\n"
                f"  %r2 = lpf.dequantize_block %r0 [%r1] block({block}) : {qt}, {st} -> {ft}")
        q, sc, back = r.run(f"quantize-axis0-{elem}", [("f32", v.view(np.uint32))], [qt, st, ft], body)
        want_q, want_s = model.mx_quantize(np.ascontiguousarray(v.T), elem, block)
        r.compare("quantize_block", f"{elem} axis 0 scales", "f8E8M0FNU", sc, want_s.T)
        r.compare("quantize_block", f"{elem} axis 0 elements", elem, q, want_q.T)
        want_back = model.scaled_values(elem, want_q.T, "f8E8M0FNU", want_s.T, block, 0, "f32")
        r.compare("dequantize_block", f"{elem} axis 0", "f32", back, want_back.view(np.uint32))


def check_scaled_dot(r, rng):
    B, M, K, N = CASES, 2, 64, 3
    configs = [("f8E4M3FN", "f4E2M1FN", "f8E8M0FNU", 32, False), ("f6E3M2FN", "f8E5M2", "f8E8M0FNU", 32, False),
               ("f4E2M1FN", "f4E2M1FN", "f8E4M3FN", 16, True)]
    for lf, rf, sf, block, nvfp4 in configs:
        a = finite_codes(rng, lf, (B, M, K), 4)
        b = finite_codes(rng, rf, (B, K, N), 4)
        if sf == "f8E8M0FNU":
            sa = rng.integers(107, 148, size=(B, M, K // block), dtype=np.uint64)
            sb = rng.integers(107, 148, size=(B, K // block, N), dtype=np.uint64)
        else:  # positive finite E4M3 scales
            sa = rng.integers(0x08, 0x7F, size=(B, M, K // block), dtype=np.uint64)
            sb = rng.integers(0x08, 0x7F, size=(B, K // block, N), dtype=np.uint64)
        args = [(lf, a), (sf, sa), (rf, b), (sf, sb)]
        g = np.float32(rng.standard_normal() * 3)
        types = [tensor(x.shape, f) for f, x in args]
        res = tensor((B, M, N), "f32")
        glob = ""
        if nvfp4:
            args.append(("f32", np.array(g).view(np.uint32)))
            types.append("f32")
            glob = ", %a4"
        body = (f"  %r0 = lpf.scaled_dot %a0 [%a1], %a2 [%a3]{glob} block({block}) acc(f32) : "
                f"{', '.join(types)} -> {res}")
        (got,) = r.run(f"scaled-dot-{lf}-{rf}", args, [res], body)
        va = model.scaled_values(lf, a, sf, sa, block, 2, "f32")
        vb = model.scaled_values(rf, b, sf, sb, block, 1, "f32")
        want = model.ordered_dot(va, vb, "f32")
        if nvfp4:
            want = (want * g).astype(np.float32)  # the per-tensor scale, once, rounded in f32
        r.compare("scaled_dot", f"{lf}[{sf}] x {rf}", "f32", got, want.view(np.uint32))


def check_examples(r, rng):
    """The three lpf-run examples of examples/, each on a few random inputs, against the model."""
    ex = os.path.join(ROOT, "examples")
    for _ in range(3):
        a = rng.standard_normal((4, 64)).astype(np.float32)
        b = rng.standard_normal((64, 8)).astype(np.float32)
        mx, exact = r.run_file(os.path.join(ex, "mxfp4_matmul.mlir"), [a, b])
        qa, sa = model.mx_quantize(a, "f4E2M1FN", 32)
        qbt, sbt = model.mx_quantize(np.ascontiguousarray(b.T), "f4E2M1FN", 32)  # b is blocked along K = dim 0
        va = model.scaled_values("f4E2M1FN", qa, "f8E8M0FNU", sa, 32, 1, "f32")
        vb = model.scaled_values("f4E2M1FN", qbt, "f8E8M0FNU", sbt, 32, 1, "f32").T
        r.compare("examples", "mxfp4_matmul MX", "f32", mx, model.ordered_dot(va[None], vb[None], "f32").view(np.uint32))
        r.compare("examples", "mxfp4_matmul f32", "f32", exact, model.ordered_dot(a[None], b[None], "f32").view(np.uint32))

        q = model.encode_f32_array("bf16", rng.standard_normal((8, 64)).astype(np.float32) * 2).astype(np.uint16)
        k = model.encode_f32_array("f8E4M3FN", rng.standard_normal((64, 16)).astype(np.float32) / 2).astype(np.uint8)
        (scores,) = r.run_file(os.path.join(ex, "fp8_attention_scores.mlir"), [q, k])
        s = model.ordered_dot(model.decode("bf16", q)[None], model.decode("f8E4M3FN", k)[None], "f32")[0]
        want = model.encode_f32_array("bf16", (s * np.float32(0.125)).astype(np.float32))
        r.compare("examples", "fp8_attention_scores", "bf16", scores, want)

        mags = rng.integers(0, 0x4000, size=(8 + 16, 16), dtype=np.uint64)
        codes = np.where((rng.random(mags.shape) < 0.5) & (mags > 0), mags | 0x8000, mags).astype(np.uint16)
        w, x = codes[:8], codes[8:, :1].copy()
        hw, f32 = r.run_file(os.path.join(ex, "sf16_gemv.mlir"), [w, x])
        r.compare("examples", "sf16_gemv hw", None, hw, model.sf16_hw_dot(w, x))
        want = model.ordered_dot(model.sf16_values(w)[None], model.sf16_values(x)[None], "f32")[0]
        r.compare("examples", "sf16_gemv f32", "f32", f32, want.view(np.uint32))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lpf-run", default=os.environ.get("LPF_RUN", os.path.join(ROOT, "target", "debug", "lpf-run")))
    parser.add_argument("--keep", help="keep the generated programs and .npy files in this directory")
    args = parser.parse_args()
    start = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        workdir = args.keep or tmp
        r = Runner(args.lpf_run, workdir)
        checks = [check_convert, check_elementwise, check_dot, check_reduce, check_quantize, check_scaled_dot,
                  check_examples] + extended_cases.CHECKS + nvfp4_cases.CHECKS
        for seed, check in enumerate(checks):
            check(r, np.random.default_rng(4000 + seed))
    for op, n in r.checked.items():
        print(f"{op:15s} {n:7d} result codes compared")
    print(f"{r.count} lpf-run programs in {time.time() - start:.1f} s")
    if r.failures:
        print(f"{len(r.failures)} mismatches (first ones):")
        for f in r.failures[:40]:
            print("  " + f)
        return 1
    print("lpf-run matches the numpy/ml_dtypes model bit for bit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
