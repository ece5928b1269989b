"""The user-facing functions: from_jax, to_jax, jit, check (docs/jax.md)."""
import jax
import numpy as np

from . import iree, native, run, signature, xla
from .check import _bits, _within, check, first_difference, section8_bound  # noqa: F401 (the package's API)
from .run import lower, parameters, run_lpf
from .tools import LpfError, lpf_opt, lpf_opt_located, raise_flags

BACKENDS = ("xla", "llvm", "iree", "ref")


def raise_stablehlo(stablehlo_text, policy=None, excess_precision=False):
    """`lpf-opt --raise-stablehlo` on generic-form StableHLO (then `--lpf-policy` when a policy
    is given; `excess_precision`: see `raise_flags`); the lpf module text."""
    return lpf_opt(stablehlo_text, *raise_flags(policy, excess_precision))


def from_jax(fn, *args, platform="cpu", policy=None, excess_precision=False, **kwargs):
    """The lpf module of `fn(*args, **kwargs)`: jax's StableHLO for `platform` with its
    low-precision ops raised into lpf ops (raise-stablehlo; what cannot be raised exactly stays
    StableHLO), and `policy`'s rewrites applied (lpf-policy; see `policy_options`). The module
    states every rounding the program writes, as XLA computes it with
    `--xla_allow_excess_precision=false`; `excess_precision=True` states XLA's default instead (a
    bf16 contraction's f32 sum handed to a user that widens it back to f32; docs/jax.md).
    Arguments as jax.jit takes them: pytrees, keywords, Python scalars (weakly typed); arguments
    jax drops (unused ones) are not in the module."""
    return raise_stablehlo(signature.lower(fn, args, kwargs, platform).text, policy, excess_precision)


def _unpack(outs):
    return outs[0] if len(outs) == 1 else tuple(outs)


def to_jax(module):
    """A callable running the lpf module's @main on XLA CPU (lowered by --lower-to-stablehlo).
    Its arguments are checked against @main's parameters before XLA sees them: a missing or
    extra argument, or one of another shape or dtype, is an LpfError naming the argument."""
    stablehlo = lower(module)
    params = parameters(stablehlo)
    executable = _xla_call(xla.compile, stablehlo)
    return lambda *args: _unpack(_xla_call(xla.execute, executable, *_arguments(params, args)))


def _arguments(params, args, canonical=True):
    """`args` as arrays, each checked against @main's parameter: the shape, and the dtype jax
    passes to XLA (float64 becomes float32 without jax_enable_x64, as in jax.device_put), or with
    `canonical=False` the array's own dtype (a PyTorch export's @main takes int64 token ids and
    f64 values, which no jax conversion touches on their way to lpf)."""
    def described(ps):
        return ", ".join(text for text, _, _ in ps) or "none"
    if len(args) != len(params):
        raise LpfError("lpf.to_jax", None, f"error: @main takes {len(params)} argument{'s' * (len(params) != 1)} "
                                           f"({described(params)}), not {len(args)}")
    arrays = []
    for i, (arg, (text, shape, dtype)) in enumerate(zip(args, params)):
        a = np.asarray(arg)
        given = _canonical(a.dtype) if canonical else a.dtype
        fits = shape is None or (given == dtype and len(a.shape) == len(shape) and all(w is None or w == n for w, n in zip(shape, a.shape)))
        if not fits:
            raise LpfError("lpf.to_jax", None, f"error: argument {i} of @main is {text}, not {given.name}{list(a.shape)} "
                                               f"(@main takes {described(params)})")
        arrays.append(a)
    return arrays


def _canonical(dtype):
    try:
        return np.dtype(jax.dtypes.canonicalize_dtype(dtype))
    except TypeError:  # not a dtype jax has (a string): it cannot fit any parameter
        return dtype


def _xla_call(step, *args):
    """XLA's compile or run; what XLA still refuses is an LpfError with XLA's message."""
    try:
        return step(*args)
    except jax.errors.JaxRuntimeError as e:
        raise LpfError("xla", None, f"error: XLA: {e}") from None


def _tuple(value, kind):
    """jax.jit's `int | Sequence[int]` (or `str | Iterable[str]`) as a tuple; None is empty."""
    if value is None:
        return ()
    return (value,) if isinstance(value, kind) else tuple(value)


def _refuse(argument, why):
    raise LpfError("lpf.jit", None, f"error: lpf.jit does not take jax.jit's {argument}: {why}")


def _jax_options(fn, static, donate, device, in_shardings, out_shardings, compiler_options):
    """Checks the jax.jit options that do not shape lpf's program. Donation lets XLA reuse an
    argument's buffer, a hint jax itself may ignore: lpf never writes into an argument's memory,
    so it is accepted and has no effect, after jax's own checks (a donated static argument, a
    number or name `fn` does not take). The others say where and how XLA compiles, which lpf
    does not hand to XLA: refused by name, except a CPU `device` (lpf runs on the host)."""
    if in_shardings is not None or out_shardings is not None:
        _refuse("in_shardings / out_shardings", "lpf.jit runs a program on one device; a sharded program goes through "
                "lpf.from_jax and lpf.to_jax (docs/jax.md, 'Sharded programs')")
    if device is not None and getattr(device, "platform", None) != "cpu":
        _refuse("device", f"{device!r} is not a CPU device, and lpf.jit runs on the host CPU")
    if compiler_options:
        _refuse("compiler_options", "they are XLA's, and lpf.jit does not pass them to XLA")
    if any(value is not None for value in donate.values()):
        try:
            jax.jit(fn, **static, **donate)
        except (TypeError, ValueError) as e:
            raise LpfError("lpf.jit", None, f"error: {e}") from None


def jit(fn=None, backend="xla", platform="cpu", policy=None, static_argnums=(), static_argnames=(), *,
        donate_argnums=None, donate_argnames=None, keep_unused=False, inline=False, device=None,
        in_shardings=None, out_shardings=None, compiler_options=None, excess_precision=False):
    """`fn` compiled through lpf: jax lowers it for `platform`, raise-stablehlo raises it,
    lpf-policy applies `policy` (if any: saturating FP8 converts, a minimum accumulator, a
    rounding mode), and it runs on `backend`: "xla" (lowered back to StableHLO, XLA CPU), "llvm"
    (lpf's LLVM exit), "iree" (lowered to StableHLO for IREE, compiled by pip's IREE for llvm-cpu;
    docs/iree.md) or "ref" (the lpf reference). Called as jax.jit's function is (pytrees,
    keywords, Python scalars, unused arguments, `static_argnums` / `static_argnames`); results
    have jax's structure and ml_dtypes/numpy dtypes. One program per argument signature (pytree
    structure, shapes, dtypes, weak types, static values), built on its first call and reused:
    on "xla" XLA's executable, on "llvm" a shared library of lpf's LLVM exit called in-process
    (`lpf.native`), on "ref" the module, which each call interprets with `lpf-run --backend
    ref`. Errors are `LpfError`s located at the op in the user's code (jax's source location).
    jax.jit's other options: `keep_unused` and `inline` as jax.jit takes them; `donate_argnums` /
    `donate_argnames` accepted and without effect (lpf never reuses an argument's memory);
    `device` only a CPU device; `in_shardings`, `out_shardings`, `compiler_options` refused.
    `excess_precision=True`: the program states XLA CPU's default excess precision (jax.jit's
    bits; see `from_jax`), on every backend; by default every rounding the program writes (XLA
    with `--xla_allow_excess_precision=false`).
    Without `fn`, a decorator (`@lpf.jit(backend="llvm")`), as jax.jit."""
    if fn is None:  # every parameter but fn, as given
        options = {name: value for name, value in locals().items() if name != "fn"}
        return lambda f: jit(f, **options)
    if backend not in BACKENDS:
        # jax.jit's own `backend` names an XLA platform ("cpu"): lpf.jit's is `platform`.
        hint = f" (jax.jit's backend={backend!r} is lpf.jit's platform={backend!r})" if backend in ("cpu", "gpu", "cuda", "rocm", "tpu") else ""
        raise ValueError(f"backend must be one of {BACKENDS}, not {backend!r}{hint}")
    static = dict(static_argnums=_tuple(static_argnums, int), static_argnames=_tuple(static_argnames, str))
    _jax_options(fn, static, dict(donate_argnums=donate_argnums, donate_argnames=donate_argnames), device,
                 in_shardings, out_shardings, compiler_options)
    lowering = dict(static, keep_unused=bool(keep_unused), inline=bool(inline))
    programs = {}

    def call(*args, **kwargs):
        key, leaves = signature.flat_signature(args, kwargs, **static)
        if key not in programs:
            lowered = signature.lower(fn, args, kwargs, platform, **lowering)
            flags = raise_flags(policy, excess_precision)
            if backend == "llvm":
                # The raise runs inside lpf-translate's compile (one process fewer).
                program = native.Program.from_stablehlo(lowered.text, flags, lowered.out_shapes, lowered.out_dtypes, name=lowered.name)
            else:
                module = lpf_opt_located(lowered.text, *flags)
                if backend == "xla":
                    native._keep_heap()
                    program = _xla_call(xla.compile, lower(module), excess_precision)
                elif backend == "iree":
                    program = iree.Program(module, lowered.out_dtypes)
                else:
                    program = module
            programs[key] = (lowered, program)
        lowered, program = programs[key]
        inputs = lowered.inputs(leaves, jax_arrays=backend == "xla")
        if backend == "xla":
            outs = xla.execute(program, *inputs)
        elif backend in ("llvm", "iree"):
            outs = program(*inputs)
        else:
            outs = run_lpf(program, inputs, "ref", lowered.out_dtypes, name=lowered.name)
        return jax.tree.unflatten(lowered.out_tree, outs)

    call.programs = programs  # one entry per argument signature seen (docs/jax.md)
    return call


def from_stablehlo(text, policy=None, excess_precision=False):
    """The lpf module of StableHLO text from any front end (torch-xla's
    `exported_program_to_stablehlo(...).get_stablehlo_text()`, torchax, torch-mlir's
    `output_type="stablehlo"`, `jax.jit(f).lower(...).as_text()`): raise-stablehlo, then
    lpf-policy when a policy is given (docs/pytorch.md)."""
    return raise_stablehlo(text, policy, excess_precision)


def jit_stablehlo(text, backend="xla", policy=None, excess_precision=False):
    """A function running @main of StableHLO text (any front end's: `from_stablehlo`) through lpf
    on `backend` ("xla", "llvm", "iree" or "ref", as `jit`): called with numpy/ml_dtypes arrays
    in @main's parameter order (a PyTorch export's weights among them, in its order), it returns
    @main's results, one array or a tuple. The program is built on the first call."""
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS}, not {backend!r}")
    module = lpf_opt_located(text, *raise_flags(policy, excess_precision))
    if backend in ("xla", "iree"):
        lowered, entry_text = lower(module), None
        params, types = run.signature(lowered)
    else:
        # @main's signature from the lpf module itself (the raise keeps it): no lowering to
        # StableHLO, and one parse, which also names the LLVM exit's entry (first call's time).
        lowered = None
        entry_text, params, types = native.entry_and_signature(module)
    dtypes = [d for _, d in types]
    if backend != "xla" and None in dtypes:
        which = dtypes.index(None)
        raise LpfError("lpf", None, f"error: result {which} of @main is of a type lpf's {backend} backend does not return "
                                    f"(its element types: {', '.join(run.DTYPES)}); backend='xla' runs it on XLA")
    built = {}

    def call(*args):
        # A missing or extra argument, or one of another shape or dtype: an LpfError naming it.
        args = _arguments(params, args, canonical=False)
        if "program" not in built:
            if backend == "xla":
                native._keep_heap()
                built["program"] = _xla_call(xla.compile, lowered, excess_precision)
            elif backend == "iree":
                built["program"] = iree.Program(module, dtypes)
            elif backend == "llvm":
                built["program"] = native.Program(module, [s for s, _ in types], dtypes, entry_text=entry_text)
            else:
                built["program"] = module
        program = built["program"]
        if backend == "xla":
            outs = xla.execute(program, *args, keep_dtypes=True)
        elif backend in ("llvm", "iree"):
            outs = program(*args)
        else:
            outs = run_lpf(program, args, "ref", dtypes)
        return _unpack(list(outs))

    call.module = module
    return call
