"""Regenerates python/tests/exports/torch/: small HF GPT-2 and Llama models and an MLP exported
to StableHLO by the real exporters, f32 and bf16, weights as @main arguments (issue 39).

Needs torch 2.9.0, transformers and any of torch_xla 2.9.0, torchax 0.0.13 (with jax) and
torch-mlir 20261001; PyPI's torch pulls 3-4 GB of CUDA wheels, so use a venv of its own:

    python3 -m venv /tmp/torchvenv
    /tmp/torchvenv/bin/pip install torch==2.9.0 torch_xla==2.9.0 transformers \
        torchax==0.0.13 jax==0.10.2 jaxlib==0.10.2 ml_dtypes
    /tmp/torchvenv/bin/pip install --no-deps torch-mlir==20261001
    PYTHONPATH=python /tmp/torchvenv/bin/python python/tools/export_torch.py [--routes ...] [--models ...]

(python/tests/test_torch_real_exports.py then runs them; the weights and tokens are the same on
every run, so a regeneration with the same versions rewrites the same files.) `--size bench
--models gpt2 llama` writes bench/exports/torch/ instead: the same models 6 layers x 512 wide, 8
heads (Llama: 4 key/value heads, SwiGLU 1536), vocab 1024, 2 x 128 tokens, for
bench/torch_export.py; their .json also records the size.

For each model (GPT-2: 2 layers, width 64, 4 heads, vocab 256; Llama: 2 layers, width 64, 4
heads of 16 with 2 key/value heads, SwiGLU 128, vocab 256; GPT-NeoX: 2 layers, width 64, 4 heads,
MLP 128, vocab 256, its weights drawn at HF's initial scale (0.02), where LayerNorm variances
are near 4e-4; all 2 x 16 int64 tokens, eager attention, logits out; and an MLP, Linear(32, 64) - exact GELU - Linear(64, 32) on 2 x 16 x 32
values, whose torch-mlir export keeps torch-mlir's own form: weights as dense_resource blobs;
and `cnn`, a MobileNetV3-style CNN in eval mode on 2 x 3 x 16 x 16 values (`cnn()`: batch norm
inference, hardswish, max pool, depthwise conv, ReLU6, squeeze-excitation, adaptive average
pools, whose torch-xla form is a reduce across [3, 2]; its batch norms' running statistics are
kept by value, as buffers)), dtype (f32, bf16) and installed route it writes
`<route>_<model>_<dtype>.mlir` (the exporter's text, as it wrote it) and `.json`: @main's
arguments in order, each with a recipe (`lpf.pytorch.arguments` makes the arrays: weights as
seeded normals, tokens as seeded integers, buffers and lifted constants by value), the tool
versions, and the export's largest difference from PyTorch's own logits on XLA CPU.

Routes:
- torch_xla: `torch_xla.stablehlo.exported_program_to_stablehlo(torch.export.export(m, (ids,)),
  StableHLOExportOptions(export_weights=False)).get_stablehlo_text()`, arguments in the order of
  `meta.input_locations`;
- torchax: `torchax.export.exported_program_to_stablehlo(exported)[1].mlir_module()`, weights
  first;
- torch_mlir: `torch_mlir.fx.export_and_import(f, *weights, ids, output_type="stablehlo")` of GPT-2
  and Llama called through `torch.func.functional_call` with its parameters as inputs (torch-mlir
  otherwise writes every weight into the file as a `dense_resource` blob: ~1 MB of hex per model).
  Buffers (Llama's rotary inv_freq, made persistent, as torch-mlir needs) stay in the module as
  the `dense_resource` blobs torch-mlir writes.
The weights are the same on every route (seeded by parameter), so the routes' exports of one
model and dtype take the same values.
"""
import argparse
import json
import os
import sys

import ml_dtypes
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
OUT = os.path.join(HERE, "..", "tests", "exports", "torch")
SEED = 39
EXPORTERS = {
    "torch_xla": "torch_xla.stablehlo.exported_program_to_stablehlo(torch.export.export(model, (ids,)), "
                 "StableHLOExportOptions(export_weights=False)).get_stablehlo_text()",
    "torchax": "torchax.export.exported_program_to_stablehlo(torch.export.export(model, (ids,)))[1].mlir_module()",
    "torch_mlir": 'torch_mlir.fx.export_and_import(f, *weights, ids, output_type="stablehlo"), f calling the model '
                  "through torch.func.functional_call with its parameters as inputs",
}
MLP_INPUT = {"normal": [0.0, 1.0], "seed": SEED}
BATCH, TOKENS, VOCAB = 2, 16, 256

from lpf import pytorch  # noqa: E402


# The model sizes: "test" (python/tests/exports/torch/, what CI runs) and "bench" (6 layers x 512
# wide, 8 heads, 2 x 128 tokens: bench/exports/torch/, bench/torch_export.py's; GPT-2's MLP is
# HF's 4 x width, Llama's SwiGLU 3 x width with half as many key/value heads as heads).
SIZES = {
    "test": {"layers": 2, "width": 64, "heads": 4, "batch": BATCH, "tokens": TOKENS, "vocab": VOCAB, "llama_mlp": 128},
    "bench": {"layers": 6, "width": 512, "heads": 8, "batch": 2, "tokens": 128, "vocab": 1024, "llama_mlp": 1536},
}
OUTS = {"test": OUT, "bench": os.path.join(HERE, "..", "..", "bench", "exports", "torch")}


def configs(size=None):
    from transformers import GPT2Config, GPTNeoXConfig, LlamaConfig
    z = size or SIZES["test"]
    return {
        # GPT-NeoX (parallel residual, partial rotary, LayerNorm as torch-xla's batch_norm_training)
        # at HF's initial scale (HF_INIT): LayerNorm variances near 4e-4, where XLA's f32 literals in
        # the batch norm matter (lpf_lowering::hlo_defined::batch_norm).
        "gptneox": ("GPTNeoXForCausalLM", GPTNeoXConfig(vocab_size=z["vocab"], hidden_size=z["width"],
                                                        intermediate_size=2 * z["width"], num_hidden_layers=z["layers"],
                                                        num_attention_heads=z["heads"], max_position_embeddings=4 * z["tokens"],
                                                        bos_token_id=None, eos_token_id=None, attn_implementation="eager")),
        "gpt2": ("GPT2LMHeadModel", GPT2Config(vocab_size=z["vocab"], n_positions=2 * z["tokens"], n_embd=z["width"],
                                               n_layer=z["layers"], n_head=z["heads"], bos_token_id=None, eos_token_id=None,
                                               attn_implementation="eager")),
        "llama": ("LlamaForCausalLM", LlamaConfig(vocab_size=z["vocab"], hidden_size=z["width"], intermediate_size=z["llama_mlp"],
                                                  num_hidden_layers=z["layers"], num_attention_heads=z["heads"],
                                                  num_key_value_heads=z["heads"] // 2,
                                                  max_position_embeddings=4 * z["tokens"], attn_implementation="eager")),
    }


# Models drawn at HF's own initial scale (`initializer_range` 0.02) rather than 1/sqrt(width).
HF_INIT = {"gptneox"}


def recipe(name, shape, index, hf_init=False):
    """How a parameter is drawn: norms' scales around 1, biases small, matrices 1/sqrt(width)
    (`hf_init`: every spread 0.02, as HF initialises a model)."""
    if len(shape) == 1:
        mean, std = (1.0, 0.1) if "bias" not in name else (0.0, 0.1)
    elif len(shape) == 4:  # a convolution's [O, I/groups, H, W] kernel: 1/sqrt(its fan-in)
        mean, std = 0.0, float(1 / np.sqrt(np.prod(shape[1:])))
    else:
        mean, std = 0.0, float(1 / np.sqrt(shape[-1]))
    if hf_init:
        std = 0.02
    return {"normal": [mean, std], "seed": SEED * 1000 + index}


def build(model_name, dtype, size=None):
    """(module returning logits, its input, the input's recipe, {parameter name: recipe});
    `size`: one of SIZES' values (default: "test")."""
    z = size or SIZES["test"]
    import torch
    import transformers
    torch.manual_seed(SEED)
    if model_name == "mlp":
        model = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.GELU(), torch.nn.Linear(64, 32)).eval()
    elif model_name == "cnn":
        model = cnn()
    else:
        cls, config = configs(z)[model_name]
        model = getattr(transformers, cls)(config).eval()
    recipes = {}
    with torch.no_grad():
        for index, (name, p) in enumerate(model.named_parameters()):
            recipes[name] = recipe(name, tuple(p.shape), index, hf_init=model_name in HF_INIT)
            value = pytorch.arguments({"arguments": [{"shape": list(p.shape), "dtype": "float32", "init": recipes[name]}]})[0]
            p.copy_(torch.from_numpy(value))
        first = {}
        for name, p in model.named_parameters(remove_duplicate=False):  # tied weights (GPT-2's lm_head)
            recipes[name] = recipes[first.setdefault(id(p), name)]
    model = model.to(torch.bfloat16 if dtype == "bf16" else torch.float32)
    if model_name == "cnn":
        x = pytorch.arguments({"arguments": [{"shape": list(CNN_SHAPE), "dtype": "float32", "init": MLP_INPUT}]})[0]
        return model, torch.from_numpy(x).to(next(model.parameters()).dtype), MLP_INPUT, recipes
    if model_name == "mlp":
        x = pytorch.arguments({"arguments": [{"shape": [z["batch"], z["tokens"], 32], "dtype": "float32", "init": MLP_INPUT}]})[0]
        return model, torch.from_numpy(x).to(next(model.parameters()).dtype), MLP_INPUT, recipes

    class Logits(torch.nn.Module):
        def __init__(self, model):
            super().__init__()
            self.model = model

        def forward(self, input_ids):
            return self.model(input_ids=input_ids, use_cache=False).logits

    ids = torch.from_numpy(np.random.default_rng(SEED).integers(0, z["vocab"], (z["batch"], z["tokens"])).astype(np.int64))
    return Logits(model).eval(), ids, {"tokens": z["vocab"], "seed": SEED}, recipes


CNN_SHAPE = (2, 3, 16, 16)


def cnn():
    """A small MobileNetV3-style CNN in eval mode (ResNet's and MobileNet's ops, torchvision's
    layers' arithmetic): conv 3x3 - batch norm - hardswish - max pool 3/2 - depthwise conv 3x3 -
    batch norm - ReLU6 - squeeze-excitation (adaptive average pool over 8 x 8, 1x1 convs, ReLU,
    hardsigmoid, scale) - 1x1 conv - batch norm - adaptive average pool - linear; 2 x 3 x 16 x 16
    in, 10 out. Batch norms' running statistics seeded (kept by value in the .json)."""
    import torch
    from torch import nn

    class SqueezeExcitation(nn.Module):  # torchvision.ops.SqueezeExcitation, hardsigmoid scale
        def __init__(self, channels, squeezed):
            super().__init__()
            self.avgpool = nn.AdaptiveAvgPool2d(1)
            self.fc1, self.fc2 = nn.Conv2d(channels, squeezed, 1), nn.Conv2d(squeezed, channels, 1)
            self.activation, self.scale = nn.ReLU(), nn.Hardsigmoid()

        def forward(self, x):
            return x * self.scale(self.fc2(self.activation(self.fc1(self.avgpool(x)))))

    model = nn.Sequential(
        nn.Conv2d(3, 16, 3, padding=1, bias=False), nn.BatchNorm2d(16), nn.Hardswish(), nn.MaxPool2d(3, 2, 1),
        nn.Conv2d(16, 16, 3, padding=1, groups=16, bias=False), nn.BatchNorm2d(16), nn.ReLU6(),
        SqueezeExcitation(16, 8), nn.Conv2d(16, 24, 1, bias=False), nn.BatchNorm2d(24),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(24, 10)).eval()
    generator = torch.Generator().manual_seed(SEED)
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, nn.BatchNorm2d):
                m.running_mean.copy_(0.1 * torch.randn(m.running_mean.shape, generator=generator))
                m.running_var.copy_(0.5 + torch.rand(m.running_var.shape, generator=generator))
    return model


def describe(value):
    a = np.asarray(value)
    if a.size > 4096:
        raise SystemExit(f"a constant of {a.size} elements would be written by value; too large")
    dtype = "bfloat16" if a.dtype == ml_dtypes.bfloat16 else str(a.dtype)
    values = a.astype(np.float64).ravel().tolist() if a.dtype.kind in "fV" else a.ravel().tolist()
    return {"shape": list(a.shape), "dtype": dtype, "init": {"values": values}}


def export(route, module, ids, input_recipe, recipes, model_name):
    """(text, @main's arguments as recipes)."""
    import torch
    names = [n for n, _ in module.named_parameters()]
    if route == "torch_mlir" and model_name == "mlp":
        # torch-mlir's own form: the weights written into the module as dense_resource blobs.
        from torch_mlir import fx
        text = str(fx.export_and_import(module, ids, output_type="stablehlo"))
        slots = [("input", 0)]
    elif route == "torch_mlir":
        from torch_mlir import fx
        # torch-mlir refuses a non-persistent buffer (Llama's inv_freq): made persistent, it is
        # written into the module as a dense_resource blob.
        for m in module.modules():
            m._non_persistent_buffers_set.clear()
        state = dict(module.named_parameters())

        class Functional(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.inner = module

            def forward(self, *xs):
                return torch.func.functional_call(self.inner, dict(zip(names, xs[:-1])), (xs[-1],))

        weights = [state[n].detach() for n in names]
        text = str(fx.export_and_import(Functional(), *weights, ids, output_type="stablehlo"))
        slots = [("state", n) for n in names] + [("input", 0)]
    else:
        exported = torch.export.export(module, (ids,))
        text, slots = (pytorch.export_torch_xla if route == "torch_xla" else pytorch.export_torchax)(exported)
    state = {**dict(module.named_buffers()), **module.state_dict(keep_vars=True)}
    args = []
    for kind, what in slots:
        if kind == "input":
            args.append({"name": "input_ids" if "tokens" in input_recipe else "x", "shape": list(ids.shape),
                         "dtype": str(pytorch.to_numpy(ids).dtype), "init": input_recipe})
        elif kind == "state" and what.removeprefix("model.") in recipes:
            t = state[what]
            args.append({"name": what, "shape": list(t.shape), "dtype": str(pytorch.to_numpy(t).dtype),
                         "init": recipes[what.removeprefix("model.")]})
        elif kind == "state":
            args.append({"name": what, **describe(pytorch.to_numpy(state[what]))})
        else:
            args.append({"name": "constant", **describe(what)})
    from lpf.run import parameters
    params = parameters(inline_resources(text))
    if len(params) != len(args):
        raise SystemExit(f"{route}: @main takes {len(params)} arguments, {len(args)} described")
    for a, (_, shape, dtype) in zip(args, params):
        if a["init"].keys() >= {"tokens"}:
            a["dtype"] = str(dtype)  # torchax (jax without x64) narrows int64 tokens to int32
        if list(shape) != a["shape"] or str(dtype) != a["dtype"]:
            raise SystemExit(f"{route}: @main's {a['name']} is {shape} {dtype}, described as {a['shape']} {a['dtype']}")
    return text, args


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--routes", nargs="*", default=["torch_xla", "torchax", "torch_mlir"])
    parser.add_argument("--models", nargs="*", default=["gpt2", "llama", "gptneox", "mlp", "cnn"])
    parser.add_argument("--dtypes", nargs="*", default=["f32", "bf16"])
    parser.add_argument("--size", choices=sorted(SIZES), default="test",
                        help="test: 2 layers x 64 (the tests' exports); bench: 6 layers x 512, 2 x 128 tokens")
    parser.add_argument("--out", help="default: python/tests/exports/torch/ (--size test), bench/exports/torch/ (--size bench)")
    opts = parser.parse_args()
    size = SIZES[opts.size]
    opts.out = opts.out or OUTS[opts.size]
    import torch
    import transformers
    from lpf import xla
    versions = {"torch": torch.__version__, "transformers": transformers.__version__}
    os.makedirs(opts.out, exist_ok=True)
    for route in opts.routes:
        try:
            package = __import__(route)
            # the distribution's version: torchax 0.0.13's own __version__ says 0.0.6
            versions[route] = _dist_version(route) or getattr(package, "__version__", None)
        except ImportError as error:
            print(f"skipped {route}: not installed ({error})")
            continue
        for model_name in opts.models:
            for dtype in opts.dtypes:
                module, ids, input_recipe, recipes = build(model_name, dtype, size)
                with torch.no_grad():
                    want = pytorch.to_numpy(module(ids)).astype(np.float64)
                name = f"{route}_{model_name}_{dtype}"
                try:
                    text, args = export(route, module, ids, input_recipe, recipes, model_name)
                except Exception as error:  # an exporter's failure is a finding: say it and go on
                    print(f"FAILED {name}: {type(error).__name__}: {str(error)[:400]}")
                    continue
                spec = {"route": route, "model": model_name, "dtype": dtype,
                        **({"size": {k: v for k, v in size.items() if model_name == "llama" or k != "llama_mlp"}}
                           if opts.size != "test" else {}),
                        "versions": {k: versions[k] for k in ("torch", "transformers", route)},
                        "exporter": EXPORTERS[route] if (route, model_name) != ("torch_mlir", "mlp") else
                        'torch_mlir.fx.export_and_import(model, x, output_type="stablehlo")',
                        "arguments": args}
                xla_text = text if route != "torch_mlir" else inline_resources(text)
                try:
                    got = xla.run(xla_text, *pytorch.arguments(spec), excess_precision=False, keep_dtypes=True)[0]
                    spec["xla_vs_torch_max_abs"] = float(np.max(np.abs(np.asarray(got).astype(np.float64) - want)))
                except Exception as error:
                    spec["xla_vs_torch_max_abs"] = None
                    print(f"  XLA did not run {name}: {str(error)[:300]}")
                with open(os.path.join(opts.out, name + ".mlir"), "w") as f:
                    f.write(text)
                with open(os.path.join(opts.out, name + ".json"), "w") as f:
                    json.dump(spec, f, indent=1)
                print(f"wrote {name}: {len(text)} chars, {len(args)} arguments, XLA vs PyTorch max |diff| "
                      f"{spec['xla_vs_torch_max_abs']}")


def inline_resources(text):
    import re
    blobs = dict(re.findall(r'^\s*([\w.]+): "0x([0-9A-Fa-f]+)"', text, re.M))
    text = re.sub(r"dense_resource<([\w.]+)>", lambda m: f'dense<"0x{blobs[m[1]][8:]}">', text)
    return text[:text.index("{-#")] if "{-#" in text else text


def _dist_version(name):
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version(name.replace("_", "-"))
    except PackageNotFoundError:
        return None


if __name__ == "__main__":
    main()
