"""PyTorch exports (HF GPT-2, Llama, an MLP; StableHLO text by torch-xla, torchax or torch-mlir)
through `lpf.jit_stablehlo(text, backend=...)` against XLA running the export itself, in one
process, on the same machine and threads (issue 39's benchmark).

Usage: PYTHONPATH=python .venv/bin/python bench/torch_export.py [EXPORT.mlir ...]
[--backends llvm xla ref] [--calls 20] [--ref-calls 2]. By default: the 6 layer x 512 wide
GPT-2 and Llama exports of bench/exports/torch/ (2 x 128 tokens, bf16 and f32; written by
python/tools/export_torch.py --size bench) and three of the tests' small ones
(python/tests/exports/torch/: 2 layers x 64, 2 x 16 tokens, where a call is mostly dispatch).
Each export's .json beside it gives @main's arguments (`lpf.pytorch.arguments`).

The peer is XLA CPU through jaxlib on the export's own text, compiled once
(`lpf.xla.compile`) and run as jax.jit runs an executable (`lpf.xla.execute`), twice: with
`xla_allow_excess_precision=false` (the bits lpf's contract gives: "XLA exact", as
python/tests/test_torch_real_exports.py compares) and with XLA's default (jax.jit's default,
"XLA"). Both sides use both cores (XLA's Eigen pool, lpf's OpenMP threads). Printed per export:
the first call of each (XLA: compile + run; lpf: raise, lower, compile + run), then the best and
median of N later calls, all sides called in turn (a round of one call each, so that the
machine's load falls on every side alike), lpf / XLA as ratios (above 1: lpf is slower; against
the faster of the two XLAs), the share of outputs bit-identical to XLA exact with the largest
difference (in bf16 ulps and relative to the largest logit), and for ref the share equal to
llvm's. ref runs `--ref-calls` later calls only (it is the oracle: seconds a call at 6 x 512), and
on exports with bf16 logits only unless `--ref-f32` (f32 dots are not raised; lpf-run computes
them as StableHLO's interpreter does, on its own kernel since 2026-12-05: seconds a call at 6 x 512,
46x XLA on torch-xla's GPT-2 f32). The load average is printed before and after, and a summary line per
export at the end. Figures: docs/pytorch.md, "Speed"; docs/llvm.md, "Real models".

`--rounded-dots` adds the side "llvm rnd": llvm on the export with each f32 x f32 dot_general in
lpf.dot's layout written as `lpf.dot acc(f32)` (a user's lpf.dot: rounded products, the arithmetic
the LLVM exit computed foreign f32 dots with before it took XLA's fused multiply-adds, issue 39;
docs/llvm.md, "Foreign f32 dots"), so the two arithmetics are timed in one process, in turn.
"""
import argparse
import glob
import json
import os
import re
import statistics
import sys
import time

import ml_dtypes
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))

import lpf  # noqa: E402
from lpf import pytorch, xla  # noqa: E402

SMALL = os.path.join(HERE, "..", "python", "tests", "exports", "torch")
LARGE = os.path.join(HERE, "exports", "torch")
DEFAULT = sorted(glob.glob(os.path.join(LARGE, "*.mlir"))) + [
    os.path.join(SMALL, f"{name}.mlir") for name in ("torch_xla_gpt2_bf16", "torchax_llama_bf16", "torch_mlir_llama_bf16")]


def load():
    return " ".join(open("/proc/loadavg").read().split()[:3])


def inline_resources(text):
    """torch-mlir's `dense_resource` blobs as `dense<"0x...">` literals (XLA refuses the blobs;
    as python/tests/test_torch_real_exports.py does)."""
    blobs = dict(re.findall(r'^\s*([\w.]+): "0x([0-9A-Fa-f]+)"', text, re.M))
    text = re.sub(r"dense_resource<([\w.]+)>", lambda m: f'dense<"0x{blobs[m[1]][8:]}">', text)
    return text[:text.index("{-#")] if "{-#" in text else text


def codes(a):
    a = np.asarray(a)
    return a.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.itemsize])


def bf16_ulps(want, got):
    """The largest |got - want| in bf16 ulps at the larger magnitude (as
    python/tests/test_torch_real_exports.py measures it)."""
    w, g = np.asarray(want).astype(np.float64), np.asarray(got).astype(np.float64)
    spacing = np.spacing(np.maximum(np.abs(w), np.abs(g)).astype(ml_dtypes.bfloat16)).astype(np.float64)
    return float(np.max(np.abs(w - g) / spacing))


def relative(want, got):
    """The largest |got - want| over the largest |want| (logits near 0 make the ulps large)."""
    w, g = np.asarray(want).astype(np.float64), np.asarray(got).astype(np.float64)
    return float(np.max(np.abs(w - g)) / max(np.max(np.abs(w)), 1e-300))


# An f32 x f32 dot_general already in lpf.dot's layout ([M, K] x [K, N], or one batch dimension
# first): every f32 dot of the exports here.
F32_DOT = re.compile(r"stablehlo\.dot_general (%[\w#:]+), (%[\w#:]+), "
                     r"(?:batching_dims = \[0\] x \[0\], contracting_dims = \[2\] x \[1\]|contracting_dims = \[1\] x \[0\])"
                     r"(?:, precision = \[[A-Z, ]+\])? : \((tensor<[0-9x]+xf32>), (tensor<[0-9x]+xf32>)\) -> (tensor<[0-9x]+xf32>)")


def rounded_dots(text):
    """`text` with each such dot_general as `lpf.dot acc(f32)` (rounded products), and how many."""
    return F32_DOT.subn(lambda m: f"lpf.dot {m[1]}, {m[2]} acc(f32) : {m[3]}, {m[4]} -> {m[5]}", text)


def timed(f, args):
    start = time.perf_counter()
    out = f(*args)
    out = np.asarray(out[0] if isinstance(out, (list, tuple)) else out)
    return out, time.perf_counter() - start


def bench(path, options):
    name = os.path.basename(path)[:-5]
    text = open(path).read()
    spec = json.load(open(path[:-5] + ".json"))
    args = pytorch.arguments(spec)
    z = spec.get("size", {"layers": 2, "width": 64, "batch": 2, "tokens": 16})  # the tests' exports
    size = f"{z['layers']} layers x {z['width']}, {z['batch']} x {z['tokens']} tokens" if spec["model"] != "mlp" else "MLP"
    print(f"== {name}: {size}, {len(text) // 1000} kB of text, {len(args)} arguments, load {load()}")
    sides, firsts, outs = {}, {}, {}
    for label, excess in (("XLA exact", False), ("XLA", True)):
        start = time.perf_counter()
        executable = xla.compile(inline_resources(text), excess)

        def run(*a, executable=executable):
            return xla.execute(executable, *a, keep_dtypes=True)
        outs[label], t = timed(run, args)
        firsts[label] = time.perf_counter() - start
        sides[label] = run
    for backend in options.backends:
        if backend == "ref" and outs["XLA exact"].dtype != ml_dtypes.bfloat16 and not options.ref_f32:
            continue  # f32 logits, f32 dots: not raised (seconds a call at 6 x 512 on ref)
        start = time.perf_counter()
        try:
            f = lpf.jit_stablehlo(text, backend=backend)
            outs[backend], _ = timed(f, args)
        except lpf.LpfError as error:
            print(f"  {backend}: {' '.join(str(error).split())[:300]}")
            continue
        firsts[backend] = time.perf_counter() - start
        sides[backend] = f
    if options.rounded_dots and "llvm" in options.backends:
        rounded, count = rounded_dots(text)
        if count:
            start = time.perf_counter()
            f = lpf.jit_stablehlo(rounded, backend="llvm")
            outs["llvm rnd"], _ = timed(f, args)
            firsts["llvm rnd"] = time.perf_counter() - start
            sides["llvm rnd"] = f
            print(f"  llvm rnd: {count} f32 dot_generals as lpf.dot (rounded products)")
    want = outs["XLA exact"]
    print("  first call: " + ", ".join(f"{k} {v:.2f} s" for k, v in firsts.items()))
    times = {k: [] for k in sides}
    for i in range(options.calls):
        for k, f in sides.items():
            if k == "ref" and i >= options.ref_calls:
                continue
            times[k].append(timed(f, args)[1])
    fastest = min(min(times["XLA exact"]), min(times["XLA"]))
    typical = min(statistics.median(times["XLA exact"]), statistics.median(times["XLA"]))
    for k, t in times.items():
        same = outs[k].dtype == want.dtype and outs[k].shape == want.shape
        identical = float(np.mean(codes(outs[k]) == codes(want))) if same else 0.0
        ratio = "" if k.startswith("XLA") else f", lpf/XLA {min(t) / fastest:.2f} (medians {statistics.median(t) / typical:.2f})"
        versus_llvm = ""
        if k == "ref" and "llvm" in outs:
            versus_llvm = f"; ref == llvm on {float(np.mean(codes(outs[k]) == codes(outs['llvm']))):.1%}"
        print(f"  {k:9}: best {min(t) * 1e3:9.3f} ms, median {statistics.median(t) * 1e3:9.3f} ms of {len(t)}{ratio}, "
              f"{identical:.1%} bit-identical to XLA exact (max {bf16_ulps(want, outs[k]) if same else float('nan'):.3g} bf16 ulp, "
              f"{relative(want, outs[k]) if same else float('nan'):.2g} of the largest)"
              f"{versus_llvm}")
    first_xla = min(firsts["XLA exact"], firsts["XLA"])
    SUMMARY.append(f"{name:22} XLA {fastest * 1e3:7.1f} ms (first {first_xla:4.1f} s)"
                   + "".join(f", {k} {min(times[k]) / fastest:5.2f}x (first {firsts[k] / first_xla:4.1f}x, "
                             f"{float(np.mean(codes(outs[k]) == codes(want))):.0%} identical)"
                             for k in list(options.backends) + ["llvm rnd"] if k in times))
    sys.stdout.flush()


SUMMARY = []


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("exports", nargs="*", default=DEFAULT)
    parser.add_argument("--backends", nargs="*", default=["llvm", "xla", "ref"])
    parser.add_argument("--calls", type=int, default=20)
    parser.add_argument("--ref-calls", type=int, default=2)
    parser.add_argument("--ref-f32", action="store_true", help="ref on exports with f32 logits too (seconds a call at 6 x 512)")
    parser.add_argument("--rounded-dots", action="store_true", help="also llvm with the f32 dots as lpf.dot (rounded products)")
    options = parser.parse_args()
    print(f"{os.cpu_count()} cores; load average {load()}")
    for path in options.exports:
        bench(path, options)
    print(f"load average {load()}; best later call against the faster XLA's (first call: against its compile + run):")
    print("\n".join(SUMMARY))


if __name__ == "__main__":
    main()
