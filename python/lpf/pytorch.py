"""PyTorch modules through lpf (docs/pytorch.md).

    f = lpf.from_torch(model, ids, backend="llvm")   # exported once, by torch-xla or torchax
    logits = f(ids)                                  # numpy arrays (or tensors) in, numpy out

`from_torch` exports `module` with `torch.export.export(module, args)` and then
torch-xla's `exported_program_to_stablehlo(..., StableHLOExportOptions(export_weights=False))`
(weights as @main arguments), or, when torch_xla is not installed, torchax's
`export.exported_program_to_stablehlo` (weights first); the StableHLO text goes through
`lpf.jit_stablehlo(text, backend=...)` with the module's weights and buffers bound, so the
returned function takes the module's own inputs.

`arguments(spec)` makes the arrays that python/tests/exports/torch/*.json describe (the
committed real exports that python/tools/export_torch.py writes): each @main argument from a
seed and a recipe, so the files hold no weights.
"""

import ml_dtypes
import numpy as np

from .tools import LpfError

ROUTES = ("torch_xla", "torchax")


def arguments(spec):
    """The numpy arrays of an export's @main arguments, in order, from `spec["arguments"]`:
    each {"name", "shape", "dtype", "init"} with `init` one of {"normal": [mean, std], "seed": s}
    (float32 normals, then rounded to the dtype), {"tokens": vocab, "seed": s} (integers below
    `vocab`) or {"values": [...]} (a buffer's or constant's own values)."""
    out = []
    for a in spec["arguments"]:
        dtype = np.dtype(getattr(ml_dtypes, a["dtype"], None) or a["dtype"])
        shape, init = tuple(a["shape"]), a["init"]
        if "values" in init:
            x = np.asarray(init["values"], dtype=np.float64 if dtype.kind == "V" or "float" in str(dtype) else None)
            x = x.astype(dtype).reshape(shape)
        elif "tokens" in init:
            x = np.random.default_rng(init["seed"]).integers(0, init["tokens"], shape).astype(dtype)
        else:
            mean, std = init["normal"]
            x = (mean + std * np.random.default_rng(init["seed"]).standard_normal(shape)).astype(np.float32).astype(dtype)
        out.append(x)
    return out


def to_numpy(t):
    """A torch tensor as a numpy array of its own dtype (bf16 through ml_dtypes), else `t`."""
    import torch
    if not isinstance(t, torch.Tensor):
        return t
    t = t.detach().cpu()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().view(ml_dtypes.bfloat16)
    for name in ("float8_e4m3fn", "float8_e5m2"):
        if t.dtype == getattr(torch, name, None):
            return t.view(torch.uint8).numpy().view(getattr(ml_dtypes, name))
    return t.numpy()


def export_torch_xla(exported):
    """torch-xla's StableHLO text of an ExportedProgram and @main's arguments in order:
    ("input", k) for the k-th user input, ("state", name) for a parameter or buffer, ("constant",
    array) for a lifted constant (`meta.input_locations`)."""
    from torch_xla.stablehlo import StableHLOExportOptions, VariableType, exported_program_to_stablehlo
    program = exported_program_to_stablehlo(exported, StableHLOExportOptions(export_weights=False))
    bundle = program._bundle
    func = bundle.stablehlo_funcs[0]
    slots = []
    for loc in func.meta.input_locations:
        if loc.type_ == VariableType.INPUT_ARG:
            slots.append(("input", loc.position))
        elif loc.type_ == VariableType.PARAMETER:
            slots.append(("state", loc.name))
        else:
            slots.append(("constant", np.asarray(bundle.additional_constants[loc.position])))
    return program.get_stablehlo_text(), slots


def export_torchax(exported):
    """torchax's StableHLO text of an ExportedProgram and @main's arguments in order (as
    `export_torch_xla`): its weights first, then the inputs; arguments jax dropped as unused
    (`module_kept_var_idx`) left out."""
    import torchax.export as tx
    names, _, _ = tx.exported_program_to_jax(exported, export_raw=True)
    states, jax_export = tx.exported_program_to_stablehlo(exported)
    slots = [("state", n) for n in names]
    # lifted tensor constants follow the named states (torchax's _extract_states...)
    for value in states[len(names):]:
        slots.append(("constant", np.asarray(value)))
    inputs = len(jax_export.in_avals) - len(slots)
    slots += [("input", k) for k in range(inputs)]
    kept = getattr(jax_export, "module_kept_var_idx", None)
    if kept is not None:
        slots = [slots[i] for i in sorted(kept)]
    return jax_export.mlir_module(), slots


def _error(message):
    return LpfError("lpf.from_torch", None, f"error: {message}")


def from_torch(module, *args, backend="xla", route=None, policy=None, excess_precision=False):
    """`module(*args)` through lpf: exported by torch-xla (or torchax when torch_xla is not
    installed, or as `route` says: "torch_xla" or "torchax"), raised and run on `backend` ("xla",
    "llvm", "iree" or "ref"), as `lpf.jit_stablehlo`. Returns a function of the module's inputs
    (torch tensors or numpy arrays of `args`' shapes and dtypes) giving numpy arrays; its
    `.stablehlo` is the export's text, `.module` lpf's module text, `.route` the route used."""
    try:
        import torch
    except ImportError:
        raise _error("lpf.from_torch needs torch and torch_xla 2.9.0 (or torchax 0.0.13): "
                     "pip install torch==2.9.0 torch_xla==2.9.0") from None
    from .api import jit_stablehlo
    if route is None:
        for candidate in ROUTES:
            try:
                __import__(candidate)
                route = candidate
                break
            except ImportError:
                continue
        else:
            raise _error("lpf.from_torch exports through torch-xla or torchax, and neither is "
                         "installed: pip install torch_xla==2.9.0 (or torchax==0.0.13 with jax)")
    elif route not in ROUTES:
        raise ValueError(f"route must be one of {ROUTES}, not {route!r}")
    exported = torch.export.export(module, tuple(args))
    state = dict(exported.state_dict)
    state.update(getattr(exported, "constants", {}) or {})
    text, slots = (export_torch_xla if route == "torch_xla" else export_torchax)(exported)
    from .run import parameters
    dtypes = [d for _, _, d in parameters(text)]

    def as_parameter(i, x):
        # torchax's export (jax without x64) takes int64 values as int32 and f64 as f32: inputs,
        # and buffers too (BERT's position and token type ids)
        x = np.asarray(to_numpy(x))
        if dtypes[i] is not None and x.dtype != dtypes[i] and x.dtype.kind == np.dtype(dtypes[i]).kind:
            x = x.astype(dtypes[i])
        return x

    bound = {i: as_parameter(i, state[s[1]] if s[0] == "state" else s[1])
             for i, s in enumerate(slots) if s[0] != "input"}
    inputs = [(i, s[1]) for i, s in enumerate(slots) if s[0] == "input"]
    f = jit_stablehlo(text, backend=backend, policy=policy, excess_precision=excess_precision)

    def call(*xs):
        if len(xs) != len(args):
            raise _error(f"lpf.from_torch: the module was exported with {len(args)} inputs, called with {len(xs)}")
        full = dict(bound)
        for i, k in inputs:
            full[i] = as_parameter(i, xs[k])
        return f(*[full[i] for i in range(len(slots))])

    call.stablehlo, call.module, call.route = text, f.module, route
    return call
