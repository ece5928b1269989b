"""`lpf.check` on whole models: every lpf op of the raised program, run alone on lpf's reference
(`lpf-run --backend ref`) on the values XLA computed for its operands, against XLA's value for
the StableHLO op it replaced; bit for bit, or within the SFEP-0054 section 8 bound for dots and
sums (docs/jax.md, "lpf.check"). Nothing but the lpf ops runs on the reference, so a model
whose other ops (layer norm, softmax, GELU...) no lpf exit runs yet can be checked.

How the values are found: every op of jax's @main is tagged with its position (a name wrapped
around jax's location, which raise-stablehlo hands to the ops it builds), the module is
raised, and each lpf op's operands are traced back through the raised module: a jax argument,
the result of an op of jax's program (XLA's value: returned as an extra output of a copy of
jax's module run on XLA CPU), the result of another lpf op with no counterpart in jax's program
(the reference's value: the pair a `reduce_precision` becomes), or an op the raising inserted
(the transpose in front of a transposed dot: evaluated on XLA from its own operands)."""
import re

import numpy as np
from jaxlib.mlir import ir

from . import signature, xla
from .locations import describe, frames
from .run import dtype_of, run_lpf
from .tools import LpfError, lpf_opt_located, raise_flags

TAG = "lpf.check."
# lpf-run's backends (tools/src/run/mod.rs, BACKENDS), where `exits` may run the ops too.
EXITS = ("llvm", "xla", "iree", "atreides", "ref")
_TAG = re.compile(r'^loc\("lpf\.check\.(\d+)"')


def _body(module):
    """The ops of @main's block, the return last."""
    return list(xla.main_of(module).regions[0].blocks[0].operations)


def _inline_calls(module):
    """Calls from @main to the module's single-block functions replaced by the callee's ops
    (jax outlines nested jits, e.g. jax.nn.silu, as private functions), until none is left, so
    that every op is one of @main's and its value can be returned from it."""
    functions = {ir.StringAttr(op.attributes["sym_name"]).value: op for op in module.body.operations
                 if op.operation.name == "func.func"}
    for _ in range(1000):
        calls = [op for op in _body(module) if op.operation.name == "func.call"]
        if not calls:
            return
        call = calls[0]
        callee = functions[ir.FlatSymbolRefAttr(call.attributes["callee"]).value]
        blocks = list(callee.regions[0].blocks)
        if len(blocks) != 1:
            raise LpfError("lpf.check", None, f"error: {call.location}: the called function has {len(blocks)} blocks; check inlines single-block functions only")
        values = dict(zip(blocks[0].arguments, call.operands))
        for op in blocks[0].operations:
            if op.operation.name == "func.return":
                for result, value in zip(call.results, op.operands):
                    result.replace_all_uses_with(values.get(value, value))
                break
            clone = op.operation.clone(ip=ir.InsertionPoint(call))

            def remap(inner):  # the op and the ops in its regions (StableHLO regions may capture)
                for i, operand in enumerate(inner.operands):
                    if operand in values:
                        inner.operands[i] = values[operand]
                return ir.WalkResult.ADVANCE

            clone.walk(remap)
            values.update(zip(op.results, clone.results))
        call.operation.erase()
    raise LpfError("lpf.check", None, "error: calls nest too deep to inline")


def _tag(module):
    """Every op of @main wrapped in a name `lpf.check.<position>` around its own location."""
    for k, op in enumerate(_body(module)[:-1]):
        op.location = ir.Location.name(f"{TAG}{k}", childLoc=op.location)


def _types(op):
    return [str(r.type) for r in op.results]


class _Plan:
    """Where each value of the raised @main comes from (see the module doc): ('arg', i),
    ('xla', k, r) (result r of jax's op k), ('ref', op) or ('glue', op, r)."""

    def __init__(self, raised_ops, jax_ops):
        self.jax_ops = jax_ops
        self.tag = {}
        for op in raised_ops:
            found = _TAG.match(str(op.location))
            self.tag[op.operation] = int(found[1]) if found else None
        self.lpf_ops = [op for op in raised_ops if op.operation.name.startswith("lpf.")]
        last = {}
        for op in self.lpf_ops:
            last[self.tag[op.operation]] = op.operation
        # An lpf op stands for jax's op k when it is the last one built from it and has its types.
        self.replaces = {op.operation: k for k, op in ((self.tag[o.operation], o) for o in self.lpf_ops)
                         if k is not None and last[k] == op.operation and _types(op) == _types(jax_ops[k])}
        # What runs on the reference: the lpf ops, and the ops the raising inserted after one (the
        # reshape or transpose that brings an lpf.dot / lpf.conv sum into jax's layout), in order.
        lpf_set = {op.operation for op in self.lpf_ops}
        self.ref_ops = [op for op in raised_ops if op.operation in lpf_set
                        or (len(op.results) > 0 and self.source(op.results[0])[0] == "ref")]

    def source(self, value):
        if isinstance(value, ir.BlockArgument):
            return ("arg", value.arg_number)
        owner, r = value.owner.operation, value.result_number
        k = self.tag.get(owner)
        if owner.name.startswith("lpf."):
            return ("xla", k, r) if owner in self.replaces else ("ref", owner)
        if k is not None and owner.name == self.jax_ops[k].operation.name and _types(owner) == _types(self.jax_ops[k]):
            return ("xla", k, r)
        if any(self.source(v)[0] == "ref" for v in owner.operands):
            return ("ref", owner)
        return ("glue", owner, r)


def _expose(module, wanted):
    """jax's module text with the results `wanted` [(k, r)...] of its ops appended to @main's
    results (a copy: XLA computes them as it computes the program)."""
    body = _body(module)
    ret = body[-1]
    n_results = len(ret.operands)
    values = list(ret.operands) + [body[k].results[r] for k, r in wanted]
    with ir.InsertionPoint(ret):
        ir.Operation.create("func.return", operands=values, loc=ret.location)
    ret.erase()
    main = xla.main_of(module)
    inputs = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs
    main.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(inputs, [v.type for v in values]))
    main.attributes["res_attrs"] = ir.ArrayAttr.get([ir.DictAttr.get({}) for _ in values])
    return module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True), n_results


def _single_op_module(ops, operands):
    """Module text of one @main running `ops` (in order) on block arguments: `operands(op)` gives
    for each operand either ('arg', type) (a new argument) or ('value', op, r) (an earlier op's
    result in this list); returns every op's results. Printed generic, with the ops' locations."""
    module = ir.Module.create()
    arg_types = [t for op in ops for kind, *rest in operands(op) if kind == "arg" for t in rest]
    result_types = [r.type for op in ops for r in op.results]
    with ir.InsertionPoint(module.body):
        func = ir.Operation.create("func.func", regions=1, attributes={
            "sym_name": ir.StringAttr.get("main"),
            "function_type": ir.TypeAttr.get(ir.FunctionType.get(arg_types, result_types))})
    block = func.regions[0].blocks.append(*arg_types)
    args, built, results = iter(block.arguments), {}, []
    with ir.InsertionPoint(block):
        for op in ops:
            values = [next(args) if kind == "arg" else built[rest[0]].results[rest[1]] for kind, *rest in operands(op)]
            new = op.clone()  # a clone keeps the properties an unregistered (generic) op carries
            for i, value in enumerate(values):
                new.operands[i] = value
            built[op] = new
            results += list(new.results)
        ir.Operation.create("func.return", operands=results)
    return module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True)


def check(fn, *args, platform="cpu", policy=None, exits=(), excess_precision=False, **kwargs):
    """Runs `fn(*args, **kwargs)` as XLA compiles it and each lpf op of its raised program alone
    on the lpf reference, fed XLA's values of its operands. Returns one dict per lpf op in program
    order: {op, replaces (jax's StableHLO op), location (the user's file:line:col), frames (the
    user's call stack there, innermost first), jax_op (jax's name for it), identical, mismatches,
    size, within_bound, exits}; `identical` is None for an lpf op with no op of its own in jax's
    program (the first convert of a raised reduce_precision pair),
    `within_bound` None where no bound applies (converts; accumulators other than f32).
    `policy` (see `lpf.api.policy_options`): the raised program's ops follow it, so the report
    shows which ops, first to last, the policy makes differ from what XLA computes. `exits`
    (lpf-run backends, e.g. ("llvm",)): the same ops on the same inputs also run there, and each
    entry's `exits` maps the backend to how many of the op's values differ from the reference's
    bits. XLA runs without excess precision (`--xla_allow_excess_precision=false`), as the raised
    program states every rounding; `excess_precision=True` raises with XLA's excess precision
    stated and runs XLA with its default (docs/jax.md). `fn` is called with `kwargs` too
    (`platform`, `policy`, `exits` and `excess_precision` are this function's)."""
    exits = _exits(exits)
    lowered = signature.lower(fn, args, kwargs, platform)
    inputs = lowered.arguments(args, kwargs)
    plain, tagged = _inlined_and_tagged(lowered.text)
    flags = raise_flags(policy, excess_precision)
    raised_ctx, raised = xla.parse(lpf_opt_located(tagged, *flags), allow_unregistered=True)
    with raised_ctx, ir.Location.unknown():
        ctx, module = xla.parse(plain)
        with ctx:
            jax_ops = _body(module)[:-1]
        plan = _Plan(_body(raised)[:-1], jax_ops)
        sources = {op: [plan.source(v) for v in op.operands] for op in plan.ref_ops}
        values = _xla_values(plan, sources, ctx, module, inputs, excess_precision)
        text, feed, dtypes = _reference_module(plan, sources, values, inputs)
    name = f"{lowered.name}.check"
    ref = run_lpf(text, feed, "ref", dtypes, name=name) if plan.lpf_ops else []
    others = {exit: run_lpf(text, feed, exit, dtypes, name=name) if plan.lpf_ops else [] for exit in exits}
    # The IREE exit keeps lpf's k order where the raise marked XLA's order on this host (XLA's
    # bf16 kernel, its f32 dots and sums: lowering/src/hlo_defined/bf16_dot.rs, raised_sum.rs),
    # which the reference and the LLVM exit follow: its bits are the reference's of the unmarked ops.
    unmarked = _without_xla_orders(text)
    if "iree" in exits and unmarked != text and plan.lpf_ops:
        ref_unmarked = run_lpf(unmarked, feed, "ref", dtypes, name=name)
        others = {exit: [_differing(o, r, u) for o, r, u in zip(outs, ref, ref_unmarked)] if exit == "iree" else outs
                  for exit, outs in others.items()}
    report, first_result = [], 0
    lpf_set = {op.operation for op in plan.lpf_ops}
    with raised_ctx:
        for op in plan.ref_ops:
            if op.operation in lpf_set:
                report.append(_entry(plan, op, sources, values, inputs, ref[first_result],
                                     {exit: outs[first_result] for exit, outs in others.items()}))
            first_result += len(op.results)
    return report


_XLA_ORDER = re.compile(r"(, )?\blpf\.xla_(?:bf16_dot|f32_dot|reduce)\b(?: = unit)?(, )?")


def _without_xla_orders(text):
    """`text` without the raise's marks of XLA's host orders (empty attribute dicts dropped)."""
    stripped = _XLA_ORDER.sub(lambda m: ", " if m.group(1) and m.group(2) else "", text)
    return stripped.replace(" {}", "")


def _differing(exit_out, ref_out, ref_unmarked):
    """The IREE exit's output, compared as the reference's where it agrees with the reference of
    the unmarked ops (so that `_mismatches` against the marked reference counts only its own
    differences)."""
    same = np.asarray(exit_out).view(np.uint8).reshape(-1) == np.asarray(ref_unmarked).view(np.uint8).reshape(-1)
    if same.all():
        return ref_out
    return exit_out


def _exits(exits):
    """`exits` as a tuple of backend names: one name alone is one exit (not its letters), and
    a name lpf-run does not have is refused before anything runs."""
    exits = (exits,) if isinstance(exits, str) else tuple(exits or ())
    for exit in exits:
        if exit not in EXITS:
            raise LpfError("lpf.check", None, f"error: unknown backend {exit!r} in exits=: lpf-run's backends are {', '.join(EXITS)}")
    return exits


def _inlined_and_tagged(text):
    """jax's module text with calls inlined (`plain`), and the same with every op of @main tagged
    with its position (`tagged`, what is raised)."""
    ctx, module = xla.parse(text)
    with ctx:
        _inline_calls(module)
        plain = module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True)
        _tag(module)
        return plain, module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True)


def _xla_values(plan, sources, ctx, module, inputs, excess_precision=False):
    """{source: array} of every 'xla' and 'glue' source the lpf ops read, and of the result of
    every op an lpf op replaces: one XLA run of jax's module returning them, then each inserted
    op on XLA."""
    glue_ops = []
    for ss in sources.values():
        for s in ss:
            _collect_glue(plan, s, glue_ops)
    wanted = ({s[1:] for ss in sources.values() for s in ss if s[0] == "xla"} | {(k, 0) for k in plan.replaces.values()}
              | {s[1:] for op in glue_ops for s in map(plan.source, op.operands) if s[0] == "xla"})
    wanted = sorted(wanted)
    with ctx:
        text, n_results = _expose(module, wanted)
    # XLA keeping every rounding: with its default excess precision it would hand an f32 user of
    # a bf16 op the unrounded value, and the lpf.convert standing for that user's convert would
    # be reported as lpf's difference (formats.md §5.1; docs/jax.md, "lpf.check").
    computed = xla.run(text, *inputs, excess_precision=excess_precision)[n_results:]
    values = {("xla", k, r): v for (k, r), v in zip(wanted, computed)}
    for op in glue_ops:  # in program order, so a glue op's own glue operands come first
        feed = [_value(values, inputs, s) for s in map(plan.source, op.operands)]
        text = _single_op_module([op], lambda o: [("arg", v.type) for v in o.operands])
        for r, out in enumerate(xla.run(text, *feed, excess_precision=excess_precision)):
            values[("glue", op, r)] = out
    return values


def _reference_module(plan, sources, values, inputs):
    """(module text, arguments, result dtypes) of every lpf op in one function, each on its own
    arguments (XLA's values), but for an operand another lpf op computes with no counterpart in
    jax's program (the reference's value, within the function)."""
    ref_set = set(plan.ref_ops)

    def operands(op):
        return [("value", s[1], v.result_number) if s[0] == "ref" and s[1] in ref_set else ("arg", v.type)
                for v, s in zip(op.operands, sources[op])]

    feed = [_value(values, inputs, s) for op in plan.ref_ops for s in sources[op] if s[0] != "ref"]
    dtypes = [dtype_of(r.type) for op in plan.ref_ops for r in op.results]
    return _single_op_module(plan.ref_ops, operands), feed, dtypes


def _entry(plan, op, all_sources, values, inputs, have, on_exits):
    """The report's dict for one lpf op, whose reference result is `have`."""
    sources = all_sources[op]
    k = plan.replaces.get(op.operation)
    where, jax_op = describe(op.location)
    entry = {"op": op.operation.name, "replaces": plan.jax_ops[k].operation.name if k is not None else None,
             "location": where, "frames": frames(op.location), "jax_op": jax_op, "size": int(np.size(have)),
             "exits": {exit: _mismatches(have, out) for exit, out in on_exits.items()}}
    if k is None:
        entry.update(identical=None, mismatches=None, within_bound=None)
        return entry
    want = values[("xla", k, 0)]
    mismatches = _mismatches(want, have)
    bound = lpf_bound(op, [_value(values, inputs, s) if s[0] != "ref" else None for s in sources], want)
    if bound is None and op.operation.name == "lpf.convert":
        bound = _rounded_sum_bound(plan, op, all_sources, values, inputs, want, have)
    entry.update(identical=mismatches == 0, mismatches=mismatches,
                 within_bound=None if bound is None else (mismatches == 0 or _within(want, have, bound)))
    return entry


def _rounded_sum_bound(plan, op, all_sources, values, inputs, want, have):
    """For the lpf.convert(s) that round a raised contraction's f32 sum into jax's result type
    (a bf16 x bf16 -> bf16 dot, a bf16 convolution): the sum's section 8 bound (its largest
    value where a reshape or transpose sits between them), plus two units in the last place of
    the result (each side's rounding, or double rounding, is within one). None when the convert's
    input is not such a sum run on the reference."""
    source = all_sources[op][0]
    while source[0] == "ref" and source[1].name != "lpf.dot" and source[1].name != "lpf.conv":
        inner = source[1]
        if len(inner.operands) != 1 or inner not in all_sources:
            return None
        source = all_sources[inner][0]
    if source[0] != "ref" or source[1] not in all_sources:
        return None
    contraction = source[1]
    operands = [_value(values, inputs, s) if s[0] != "ref" else None for s in all_sources[contraction]]
    shape = ir.RankedTensorType(contraction.results[0].type).shape
    sum_bound = lpf_bound(contraction, operands, np.zeros(shape, np.float32))
    if sum_bound is None:
        return None
    w, h = np.asarray(want), np.asarray(have)
    if sum_bound.shape != w.shape:
        sum_bound = np.full(w.shape, np.max(sum_bound, initial=0.0))
    magnitude = np.maximum(np.abs(w.astype(np.float64)), np.abs(h.astype(np.float64)))
    ulp = np.spacing(np.where(np.isfinite(magnitude), magnitude, 0).astype(w.dtype)).astype(np.float64)
    return sum_bound + 2 * ulp


def _mismatches(a, b):
    """How many elements of two arrays differ in their bits (NaNs compared as NaNs)."""
    (ab, an), (bb, bn) = _bits(a), _bits(b)
    return int(np.sum((ab != bb) | (an != bn)))


def _collect_glue(plan, source, out):
    """Appends the inserted ops a source needs (its own operands' first) to `out`, once each."""
    if source[0] != "glue" or source[1] in out:
        return
    for s in map(plan.source, source[1].operands):
        if s[0] == "ref":
            raise LpfError("lpf.check", None, f"error: {source[1].name} inserted by raise-stablehlo reads an lpf op's result; check cannot feed it")
        _collect_glue(plan, s, out)
    out.append(source[1])


def _value(values, inputs, source):
    return inputs[source[1]] if source[0] == "arg" else values[source]


def lpf_bound(op, operands, result):
    """The section 8 bound of an lpf.dot / lpf.conv / lpf.reduce_sum accumulating in f32
    (lpf.dot's layout is [B..., M, K] x [B..., K, N]); None for other ops and accumulators."""
    if np.dtype(result.dtype) != np.float32 or "acc" not in op.attributes or str(op.attributes["acc"]) != "f32":
        return None
    if op.operation.name == "lpf.conv" and all(o is not None for o in operands):
        return _conv_bound(op, operands, result)
    if op.operation.name == "lpf.dot" and all(o is not None for o in operands):
        a, b = (np.abs(np.asarray(v).astype(np.float64)) for v in operands)
        return _gamma_bound(np.matmul(a, b), a.shape[-1], result)
    if op.operation.name == "lpf.reduce_sum" and operands[0] is not None:
        x = np.abs(np.asarray(operands[0]).astype(np.float64))
        dims = tuple(ir.DenseI64ArrayAttr(op.attributes["dims"]))
        return _gamma_bound(x.sum(axis=dims), int(np.prod([x.shape[d] for d in dims])), result)
    return None


def _conv_bound(op, operands, result):
    """lpf.conv's bound: its convolution of the magnitudes (XLA in f32, then widened by 2^-20 to
    cover that convolution's own rounding, which is at most K 2^-24 relative for K < 16)."""
    import jax
    import jax.numpy as jnp
    from jax import lax
    x, w = (np.abs(np.asarray(v).astype(np.float32)) for v in operands)
    d = x.ndim - 2
    # Looked up by name: a generic op's properties are not in the attribute map's iteration.
    names = ("window_strides", "padding", "lhs_dilation", "rhs_dilation", "feature_group_count", "batch_group_count")
    attrs = {name: op.attributes[name] for name in names if name in op.attributes}
    ints = lambda key, fallback: list(ir.DenseI64ArrayAttr(attrs[key])) if key in attrs else [fallback] * (2 * d if key == "padding" else d)
    count = lambda key: ir.IntegerAttr(attrs[key]).value if key in attrs else 1
    pad = ints("padding", 0)
    spatial = tuple(range(1, d + 1))
    numbers = lax.ConvDimensionNumbers(lhs_spec=(0, d + 1) + spatial, rhs_spec=(d + 1, d) + tuple(range(d)),
                                       out_spec=(0, d + 1) + spatial)
    magnitude = jax.jit(lambda a, b: lax.conv_general_dilated(
        a, b, ints("window_strides", 1), [(pad[2 * i], pad[2 * i + 1]) for i in range(d)], ints("lhs_dilation", 1),
        ints("rhs_dilation", 1), numbers, feature_group_count=count("feature_group_count"),
        batch_group_count=count("batch_group_count"), precision=lax.Precision.HIGHEST,
        preferred_element_type=jnp.float32))(x, w)
    k = int(np.prod(w.shape[:-1]))
    conv_rounding = 1 + k * 2.0 ** -23
    return _gamma_bound(np.asarray(magnitude).astype(np.float64) * conv_rounding, k, result)


def _gamma_bound(terms, k, result):
    """2 gamma_K sum |terms| + 2K (2^-126 + 2^-150), u = 2^-24: how far an f32-accumulated sum
    in any order may be from the k-ordered one, with flushed and gradual underflow."""
    u = 2.0 ** -24
    gamma = k * u / (1 - k * u)
    return (2 * gamma * terms + 2 * k * (2.0 ** -126 + 2.0 ** -150)).reshape(np.shape(result))


def _dims(attributes, key):
    """The integers of `key = [1, 2]` or `key = array<i64: 1, 2>` in an attribute dictionary's text."""
    found = re.search(re.escape(key) + r" = (?:\[([^\]]*)\]|array<i64(?:: ([^>]*))?>)", attributes)
    text = (found[1] or found[2] or "") if found else ""
    return [int(v) for v in text.replace(" ", "").split(",") if v]


def section8_bound(name, attributes, operands, result):
    """The section 8 bound of a StableHLO dot_general ([B..., M, K] x [B..., K, N] only) or add
    reduce with an f32 result, from its attribute text and operand values; None otherwise."""
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
        return _gamma_bound(np.matmul(a, b), a.shape[-1], result) if plain else None
    dims = tuple(_dims(attributes, "dimensions"))
    return _gamma_bound(values[0].sum(axis=dims), int(np.prod([values[0].shape[d] for d in dims])), result)


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


def first_difference(report):
    """The first op of a `check` report that was compared and is neither bit-identical nor within
    the section 8 bound, or None."""
    return next((entry for entry in report if entry["identical"] is False and not entry["within_bound"]), None)
