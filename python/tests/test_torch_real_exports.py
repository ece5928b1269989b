"""Real PyTorch exports through lpf (issue 39): small HF GPT-2, Llama and GPT-NeoX models (2
layers, width 64, vocab 256, 2 x 16 int64 tokens, random weights; GPT-NeoX's at HF's initial
scale, 0.02), an MLP and a MobileNetV3-style CNN (batch norm inference, hardswish, max pool,
depthwise conv, ReLU6, squeeze-excitation, adaptive average pool; 2 x 3 x 16 x 16), f32 and
bf16, exported to StableHLO by
torch-xla 2.9.0, torchax 0.0.13 and torch-mlir 20261001 with the weights as @main arguments
(python/tests/exports/torch/, written by python/tools/export_torch.py; each .json lists @main's
arguments as seeded recipes that `lpf.pytorch.arguments` turns into arrays, so CI needs no torch).

For each export and backend (ref, llvm, xla, and iree when installed): `lpf.jit_stablehlo(text,
backend=...)` against XLA running the export itself with `xla_allow_excess_precision=false`
(torch-mlir's `dense_resource` blobs written as `dense<"0x...">` literals for XLA, which refuses
them): at least 90% of the logits bit-identical and none beyond 4 bf16 ulps (issue 39's
acceptance); one line per export and backend with the share identical and the largest
difference in ulps of the logits' own dtype. `EXPECTED_FAILURES` lists what does not run yet,
with the error; each is checked to still fail that way (a fixed one fails the test until it is
taken off the list), so nothing is skipped silently.

Then `lpf.from_torch` when torch is installed (in CI it is not: the line says so, counted neither
as a pass nor as a failure).
"""
import os

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_allow_excess_precision=false").strip()

import glob  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

import lpf  # noqa: E402
from checks import expect, finish  # noqa: E402
from exact_sums import codes  # noqa: E402
from lpf import pytorch, xla  # noqa: E402

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "exports", "torch")
BACKENDS = ["ref", "llvm", "xla"]
# IREE takes 50-150 s an export here (2 cores): run with LPF_TORCH_IREE=1.
IREE = os.environ.get("LPF_TORCH_IREE") == "1"
if IREE:
    import iree.compiler  # noqa: F401
    import iree.runtime  # noqa: F401
    BACKENDS.append("iree")
# The exports run by default (CI's time): each route, model and dtype at least once, about 70 s
# on 2 cores. LPF_TORCH_EXPORTS=all runs all 24 (about 5 minutes), or a substring of names.
DEFAULT = ["torch_xla_gpt2_bf16", "torch_xla_llama_f32", "torchax_llama_bf16", "torch_mlir_llama_bf16",
           "torch_xla_mlp_bf16", "torch_mlir_mlp_bf16", "torch_xla_gptneox_bf16", "torch_xla_cnn_bf16"]
ONLY = os.environ.get("LPF_TORCH_EXPORTS")

# What does not meet the acceptance yet (measured 2026-12-05; docs/pytorch.md): (export name
# pattern, backend, "error" with a substring of the error it stops with, or "short": runs, within
# 4 bf16 ulps, but under 90% identical). Each is printed as KNOWN (neither a pass nor a failure)
# while it stays as recorded; any other outcome than the acceptance or the recorded one fails.
F32_OPS = ("IREE computes some f32 ops its own way (measured short of XLA's bits on 2026-12-05, "
           "when ref and llvm were short on the CNNs too)")
KNOWN = [
    # Since 2026-12-05 (evening) the f32 GPT-2s, GPT-NeoXs and MLPs of every route are 100%;
    # since 2026-12-06 the f32 Llamas too (the rotary embedding per part, hlo_defined/rotate_half.rs),
    # and the f32 CNNs on ref and llvm (torch-xla's and torch-mlir's 100%, torchax's 95%: the
    # squeeze-excitation mean and the global pool as XLA's vectorised loop adds them,
    # hlo_defined/reduce_sum.rs, SumOrder::Rows).
    # iree (LPF_TORCH_IREE=1): torch-xla's ui8 cumulative sum (since d5d5c5b) and torch-mlir's
    # converted power exponents (since 4174d0e) run.
    (r"_f32$", "iree", "short", F32_OPS),
]


def known(name, backend):
    for pattern, b, kind, what in KNOWN:
        if b == backend and re.search(pattern, name):
            return kind, what
    return None, None


def inline_resources(text):
    """`text` with each `dense_resource<name>` written as `dense<"0x...">` of its blob's bytes
    (the blob's first 4 bytes are its alignment) and the resources section removed."""
    blobs = dict(re.findall(r'^\s*([\w.]+): "0x([0-9A-Fa-f]+)"', text, re.M))
    text = re.sub(r"dense_resource<([\w.]+)>", lambda m: f'dense<"0x{blobs[m[1]][8:]}">', text)
    return text[:text.index("{-#")] if "{-#" in text else text


def ulps(want, got, dtype):
    """|got - want| in ulps of `dtype` at the larger magnitude, elementwise."""
    w, g = want.astype(np.float64), got.astype(np.float64)
    spacing = np.spacing(np.maximum(np.abs(w), np.abs(g)).astype(dtype)).astype(np.float64)
    return np.abs(w - g) / spacing


MODULES = {}  # export name -> lpf's raised module text


def measure(name, text, args, want, backend):
    """(outcome, line) for one export on one backend: outcome "ok" (the acceptance met), "short"
    (runs within 4 bf16 ulps, under 90% identical), "error", or "wrong" (beyond 4 bf16 ulps)."""
    start = time.time()
    try:
        f = lpf.jit_stablehlo(text, backend=backend)
        MODULES[name] = f.module
        got = np.asarray(f(*args))
    except Exception as error:  # lpf.LpfError, or anything else: reported, not hidden
        return "error", f"{type(error).__name__}: {' '.join(str(error).split())[:300]}"
    seconds = time.time() - start
    if got.dtype != want.dtype or got.shape != want.shape:
        return "wrong", f"gave {got.shape} {got.dtype}, XLA {want.shape} {want.dtype}"
    identical = float(np.mean(codes(want) == codes(got)))
    own = float(np.max(ulps(want, got, want.dtype)))
    bf16 = float(np.max(ulps(want, got, ml_dtypes.bfloat16)))
    outcome = "wrong" if not bf16 <= 4 else "ok" if identical >= 0.9 else "short"
    return outcome, (f"{identical:.1%} identical, max {own:.3g} ulp ({want.dtype}), {bf16:.3g} bf16 ulp, "
                     f"first call {seconds:.1f} s")


def exports():
    left = []
    for path in sorted(glob.glob(os.path.join(HERE, "*.json"))):
        name = os.path.basename(path)[:-5]
        if (ONLY != "all" and ONLY not in name) if ONLY else name not in DEFAULT:
            left.append(name)
            continue
        spec = json.load(open(path))
        yield name, spec, open(path[:-5] + ".mlir").read()
    if left:
        print(f"not run: {', '.join(left)} (LPF_TORCH_EXPORTS=all runs them) -- neither a pass nor a failure")


def check_exports():
    seen, total = 0, len(glob.glob(os.path.join(HERE, "*.json")))
    for name, spec, text in exports():
        seen += 1
        args = pytorch.arguments(spec)
        want = np.asarray(xla.run(inline_resources(text), *args, excess_precision=False, keep_dtypes=True)[0])
        variants = [(name, text)]
        for label, program in variants:
            for backend in BACKENDS:
                outcome, line = measure(label, program, args, want, backend)
                kind, what = known(label, backend)
                if outcome == "ok":
                    expect(True, f"{label} on {backend}: {line}" + (" (recorded as KNOWN: take it off)" if kind else ""))
                elif kind == outcome and (kind == "short" or what in line):
                    print(f"KNOWN {label} on {backend} ({kind}): {line}" + (f" [{what}]" if kind == "short" else ""))
                else:
                    expect(False, f"{label} on {backend}: {outcome}: {line}")
                sys.stdout.flush()
        if name in MODULES and spec["dtype"] == "bf16":
            module = MODULES[name]
            left = [line.strip() for line in module.splitlines() if "stablehlo.dot_general" in line and "bf16" in line]
            dots = len(re.findall(r"\blpf\.dot\b", module))
            expect(not left and dots > 0, f"{name}: every bf16 dot_general raised ({dots} lpf.dot, {len(left)} left)")
    if not IREE:
        print("not run: iree (50-150 s an export on 2 cores; LPF_TORCH_IREE=1 runs it) -- neither a pass nor a failure")
    expect(total == 30 and seen == (30 if ONLY == "all" else len(DEFAULT) if not ONLY else seen),
           f"{total} committed real exports (5 models x 2 dtypes x 3 routes), {seen} run")


def check_from_torch():
    try:
        import torch
    except ImportError:
        try:
            lpf.from_torch(object())
            message = "nothing raised"
        except lpf.LpfError as error:
            message = str(error)
        expect("pip install torch" in message, f"lpf.from_torch without torch: an LpfError saying what to install ({message})")
        print("not run: lpf.from_torch on a module (torch is not installed here; python/tools/export_torch.py's "
              "docstring says how to install it) -- neither a pass nor a failure")
        return
    routes = []
    for route in pytorch.ROUTES:
        try:
            __import__(route)
            routes.append(route)
        except ImportError:
            print(f"not run: lpf.from_torch(route={route!r}): {route} is not installed -- neither a pass nor a failure")
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.Linear(32, 8)).eval()
    x = torch.randn(4, 16)
    for route in routes:
        for dtype in (torch.float32, torch.bfloat16):
            m, xs = model.to(dtype), x.to(dtype)
            want = pytorch.to_numpy(m(xs)).astype(np.float64)
            for backend in ("ref", "llvm", "xla"):
                f = lpf.from_torch(m, xs, backend=backend, route=route)
                got = np.asarray(f(xs)).astype(np.float64)
                tol = 1e-5 if dtype == torch.float32 else 0.05
                expect(np.allclose(got, want, atol=tol, rtol=tol),
                       f"lpf.from_torch(MLP with exact GELU, {dtype}, backend={backend}, route={route}): within {tol} of PyTorch")
        # HF GPT-2, bf16 (as python/tools/export_torch.py builds it): 28 weights bound, one tied.
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
        import export_torch
        gpt2, ids, _, _ = export_torch.build("gpt2", "bf16")
        with torch.no_grad():
            want = pytorch.to_numpy(gpt2(ids)).astype(np.float64)
        outs = {backend: np.asarray(lpf.from_torch(gpt2, ids, backend=backend, route=route)(ids)) for backend in ("ref", "llvm", "xla")}
        close = np.allclose(outs["xla"].astype(np.float64), want, atol=0.1)
        if outs["xla"].dtype == np.float32:
            # torchax sometimes writes this model's last steps in f32 (jax's promotion of its f32
            # constants; the committed export has bf16 logits): f32 ops, so the f32 tolerance
            # (near zero, where f32 cancellation leaves a few f32 ulps of the inputs, 1e-6 absolute)
            within = all(np.all((ulps(outs["xla"], o, ml_dtypes.bfloat16) <= 4)
                                | (np.abs(o.astype(np.float64) - outs["xla"]) <= 1e-6)) for o in outs.values())
            expect(within and close, f"lpf.from_torch(HF GPT-2 bf16, route={route}): the export's logits are f32; ref, llvm "
                                     "and xla within 4 bf16 ulps (or 1e-6) of each other, within 0.1 of PyTorch")
        else:
            expect(all(codes(o).tolist() == codes(outs["xla"]).tolist() for o in outs.values()) and close,
                   f"lpf.from_torch(HF GPT-2 bf16, route={route}): ref, llvm and xla give the same bits, within 0.1 of PyTorch")
        # HF BERT bf16: its position and token type ids are int64 buffers, which torchax's
        # export takes as int32 (bound narrowed, as the inputs are).
        import transformers
        bert = transformers.BertModel(transformers.BertConfig(
            vocab_size=256, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
            max_position_embeddings=64, attn_implementation="eager")).eval().to(torch.bfloat16)

        class Hidden(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.bert = bert

            def forward(self, input_ids):
                return self.bert(input_ids=input_ids).last_hidden_state

        with torch.no_grad():
            want = pytorch.to_numpy(Hidden()(ids)).astype(np.float64)
        for backend in ("ref", "llvm", "xla"):
            got = np.asarray(lpf.from_torch(Hidden(), ids, backend=backend, route=route)(ids)).astype(np.float64)
            expect(got.shape == want.shape and np.allclose(got, want, atol=0.1),
                   f"lpf.from_torch(HF BERT bf16, int64 buffers, backend={backend}, route={route}): within 0.1 of PyTorch")
        try:
            f(xs, xs)
            refused = False
        except lpf.LpfError as error:
            refused = "exported with 1 inputs" in str(error)
        expect(refused, f"lpf.from_torch({route}): a call with the wrong number of inputs refused")


def main():
    check_exports()
    check_from_torch()
    finish()


if __name__ == "__main__":
    main()
