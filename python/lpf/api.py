"""The user-facing functions: from_jax, to_jax, jit, check (docs/jax.md)."""
import jax
import numpy as np
from jaxlib.mlir import ir

from . import xla
from .run import lower, run_lpf
from .tools import lpf_opt

BACKENDS = ("xla", "llvm", "ref")
# The StableHLO ops raise-stablehlo may replace: the ops `check` compares one by one.
RAISABLE = ("stablehlo.convert", "stablehlo.dot_general", "stablehlo.reduce")


def policy_options(policy):
    """`lpf-policy`'s option text from a policy: a string as the pass takes it
    ("saturate-fp8=true rounding=toward_zero") or a dict with the options' names, '-' or '_'
    ({"saturate_fp8": True, "min_accumulator": "f64"}). None or empty: no policy."""
    if not policy:
        return None
    if isinstance(policy, str):
        return policy
    text = lambda v: ("true" if v else "false") if isinstance(v, bool) else str(v)
    return " ".join(f"{name.replace('_', '-')}={text(value)}" for name, value in policy.items())


def raise_stablehlo(stablehlo_text, policy=None):
    """`lpf-opt --raise-stablehlo` on generic-form StableHLO (then `--lpf-policy` when a policy
    is given); the lpf module text."""
    options = policy_options(policy)
    flags = ["--raise-stablehlo"] + ([f"--lpf-policy={options}"] if options else [])
    return lpf_opt(stablehlo_text, *flags)


def from_jax(fn, *args, platform="cpu", policy=None):
    """The lpf module of `fn(*args)`: jax's StableHLO for `platform` with its low-precision ops
    raised into lpf ops (raise-stablehlo; what cannot be raised exactly stays StableHLO), and
    `policy`'s rewrites applied (lpf-policy; see `policy_options`)."""
    return raise_stablehlo(xla.stablehlo_of(fn, *args, platform=platform), policy)


def _unpack(outs):
    return outs[0] if len(outs) == 1 else tuple(outs)


def to_jax(module):
    """A callable running the lpf module's @main on XLA CPU (lowered by --lower-to-stablehlo)."""
    lowered = lower(module)
    return lambda *args: _unpack(xla.run(lowered, *args))


def jit(fn, backend="xla", platform="cpu", policy=None):
    """`fn` compiled through lpf: jax lowers it for `platform`, raise-stablehlo raises it,
    lpf-policy applies `policy` (if any: saturating FP8 converts, a minimum accumulator, a
    rounding mode), and it runs on `backend`: "xla" (lowered back to StableHLO, XLA CPU), "llvm" (lpf's LLVM exit) or
    "ref" (the lpf reference). Results have jax's structure and ml_dtypes/numpy dtypes. One
    module per argument signature, built on first call."""
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS}, not {backend!r}")
    compiled = {}

    def call(*args):
        key = tuple((np.shape(a), np.asarray(a).dtype) for a in args)
        if key not in compiled:
            module = from_jax(fn, *args, platform=platform, policy=policy)
            shapes = jax.eval_shape(fn, *args)
            leaves, tree = jax.tree.flatten(shapes)
            compiled[key] = (module, lower(module) if backend == "xla" else None, [np.dtype(s.dtype) for s in leaves], tree)
        module, lowered, dtypes, tree = compiled[key]
        if backend == "xla":
            outs = xla.run(lowered, *args)
        else:
            outs = run_lpf(module, args, backend, dtypes)
        return jax.tree.unflatten(tree, outs)

    return call


# Operands whose magnitudes bound a contraction's rounding (SFEP-0054 section 8), per op name.
BOUNDED_OPERANDS = {"stablehlo.dot_general": 2, "stablehlo.reduce": 1}


def expose_intermediates(stablehlo_text):
    """The module with the result of every op `check` compares (RAISABLE ops in @main's body)
    appended to @main's results, then the operands of each dot_general / reduce among them (for
    the section 8 bound); returns (text, probes, original result count), probes being
    [(op name, location, attribute text, operand count)...]. Raising keeps these values (a
    returned value is used, so nothing it feeds is erased)."""
    ctx, module = xla.parse(stablehlo_text)
    with ctx, ir.Location.unknown():
        main = next(op for op in module.body.operations
                    if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main")
        block = main.regions[0].blocks[0]
        ops = list(block.operations)
        ret = ops[-1]
        probes = [op for op in ops[:-1] if op.operation.name in RAISABLE and len(op.results) == 1]
        operands = [list(op.operands)[:BOUNDED_OPERANDS.get(op.operation.name, 0)] for op in probes]
        values = list(ret.operands) + [op.results[0] for op in probes] + [v for vs in operands for v in vs]
        with ir.InsertionPoint(ret):
            ir.Operation.create("func.return", operands=values)
        ret.erase()
        inputs = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs
        main.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(inputs, [v.type for v in values]))
        main.attributes["res_attrs"] = ir.ArrayAttr.get([ir.DictAttr.get({}) for _ in values])
        labels = [(op.operation.name, str(op.location), _attribute_text(op), len(vs))
                  for op, vs in zip(probes, operands)]
        n_results = len(values) - len(probes) - sum(len(vs) for vs in operands)
        return module.operation.get_asm(print_generic_op_form=True), labels, n_results


def _attribute_text(op):
    """`name = value name = value ...` of an op's attributes (what `_dims` reads)."""
    attributes = op.operation.attributes
    return " ".join(f"{name} = {attributes[name]}" for name in attributes)


def _dims(attributes, key):
    """The integers of `key = [1, 2]` or `key = array<i64: 1, 2>` in an attribute dictionary's text."""
    import re
    found = re.search(re.escape(key) + r" = (?:\[([^\]]*)\]|array<i64(?:: ([^>]*))?>)", attributes)
    text = (found[1] or found[2] or "") if found else ""
    return [int(v) for v in text.replace(" ", "").split(",") if v]


def section8_bound(name, attributes, operands, result):
    """Per output, how far an f32-accumulated sum in any order may be from the k-ordered one
    (SFEP-0054 section 8): 2 gamma_K sum |terms| + 2K (2^-126 + 2^-150) for flushed and gradual
    underflow, u = 2^-24. None where the op's layout or accumulator is not one this knows (a
    dot_general that is not [B..., M, K] x [B..., K, N], a non-f32 result)."""
    if np.dtype(result.dtype) != np.float32:
        return None
    values = [np.abs(np.asarray(v).astype(np.float64)) for v in operands]
    if name == "stablehlo.dot_general":
        a, b = values
        r = a.ndim
        plain = (b.ndim == r and _dims(attributes, "lhs_contracting_dimensions") == [r - 1]
                 and _dims(attributes, "rhs_contracting_dimensions") == [r - 2]
                 and _dims(attributes, "lhs_batching_dimensions") == list(range(r - 2))
                 and _dims(attributes, "rhs_batching_dimensions") == list(range(r - 2)))
        if not plain:
            return None
        terms, k = np.matmul(a, b), a.shape[-1]
    else:
        dims = tuple(_dims(attributes, "dimensions"))
        terms, k = values[0].sum(axis=dims), int(np.prod([values[0].shape[d] for d in dims]))
    u = 2.0 ** -24
    gamma = k * u / (1 - k * u)
    return (2 * gamma * terms + 2 * k * (2.0 ** -126 + 2.0 ** -150)).reshape(np.shape(result))


def _within(want, have, bound):
    """Every output within `bound`, with NaN, infinity (and its sign) classified alike."""
    w, h = np.asarray(want).astype(np.float64), np.asarray(have).astype(np.float64)
    same_class = np.array_equal(np.isnan(w), np.isnan(h)) and np.array_equal(np.where(np.isinf(w), w, 0), np.where(np.isinf(h), h, 0))
    finite = np.isfinite(w) & np.isfinite(h)
    return bool(same_class and np.all(np.abs(w[finite] - h[finite]) <= bound[finite]))


def _bits(a):
    """Raw bits with every NaN made one pattern (payloads are not portable, formats.md §2.3)."""
    a = np.asarray(a)
    bits = a.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]).copy()
    if a.dtype.kind != "i" and a.dtype.kind != "u" and a.dtype.kind != "b":
        bits[np.isnan(a.astype(np.float64))] = 0
        return bits, np.isnan(a.astype(np.float64))
    return bits, np.zeros(a.shape, bool)


def check(fn, *args, platform="cpu"):
    """Runs `fn(*args)` as XLA compiles it and the raised program on the lpf reference, and
    reports per compared op (every convert, dot_general and reduce in @main) whether the two
    give the same bits (NaNs compared as NaNs) and, for dots and sums with an f32 result, whether
    they are within the SFEP-0054 section 8 bound of each other (XLA sums in its own order; None
    where no bound applies). Returns a list of dicts {op, location, identical, mismatches, size,
    within_bound}, in program order; the reference must be able to run every op left in the
    module (all raised, or ops lpf-run knows)."""
    text, labels, n_results = expose_intermediates(xla.stablehlo_of(fn, *args, platform=platform))
    expected = xla.run(text, *args)
    got = run_lpf(raise_stablehlo(text), args, "ref", [np.dtype(e.dtype) for e in expected])
    operands = iter(expected[n_results + len(labels):])
    report = []
    for (name, location, attributes, n_operands), want, have in zip(labels, expected[n_results:], got[n_results:]):
        (wb, wn), (hb, hn) = _bits(want), _bits(have)
        mismatches = int(np.sum((wb != hb) | (wn != hn)))
        inputs = [next(operands) for _ in range(n_operands)]
        bound = section8_bound(name, attributes, inputs, want) if n_operands else None
        report.append({"op": name, "location": location, "identical": mismatches == 0,
                       "mismatches": mismatches, "size": int(np.size(want)),
                       "within_bound": None if bound is None else (mismatches == 0 or _within(want, have, bound))})
    return report


def first_difference(report):
    """The first op of a `check` report that is neither bit-identical nor within the section 8
    bound, or None."""
    return next((entry for entry in report if not entry["identical"] and not entry["within_bound"]), None)
