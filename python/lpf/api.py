"""The user-facing functions: from_jax, to_jax, jit, check (docs/jax.md)."""
import jax

from . import native, signature, xla
from .check import _bits, _within, check, first_difference, section8_bound  # noqa: F401 (the package's API)
from .run import lower, run_lpf
from .tools import lpf_opt, lpf_opt_located, policy_options

BACKENDS = ("xla", "llvm", "ref")


def _raise_flags(policy):
    options = policy_options(policy)
    return ["--raise-stablehlo"] + ([f"--lpf-policy={options}"] if options else [])


def raise_stablehlo(stablehlo_text, policy=None):
    """`lpf-opt --raise-stablehlo` on generic-form StableHLO (then `--lpf-policy` when a policy
    is given); the lpf module text."""
    return lpf_opt(stablehlo_text, *_raise_flags(policy))


def from_jax(fn, *args, platform="cpu", policy=None, **kwargs):
    """The lpf module of `fn(*args, **kwargs)`: jax's StableHLO for `platform` with its
    low-precision ops raised into lpf ops (raise-stablehlo; what cannot be raised exactly stays
    StableHLO), and `policy`'s rewrites applied (lpf-policy; see `policy_options`). Arguments as
    jax.jit takes them: pytrees, keywords, Python scalars (weakly typed); arguments jax drops
    (unused ones) are not in the module."""
    return raise_stablehlo(signature.lower(fn, args, kwargs, platform).text, policy)


def _unpack(outs):
    return outs[0] if len(outs) == 1 else tuple(outs)


def to_jax(module):
    """A callable running the lpf module's @main on XLA CPU (lowered by --lower-to-stablehlo)."""
    executable = xla.compile(lower(module))
    return lambda *args: _unpack(xla.execute(executable, *args))


def jit(fn, backend="xla", platform="cpu", policy=None, static_argnums=(), static_argnames=()):
    """`fn` compiled through lpf: jax lowers it for `platform`, raise-stablehlo raises it,
    lpf-policy applies `policy` (if any: saturating FP8 converts, a minimum accumulator, a
    rounding mode), and it runs on `backend`: "xla" (lowered back to StableHLO, XLA CPU), "llvm"
    (lpf's LLVM exit) or "ref" (the lpf reference). Called as jax.jit's function is (pytrees,
    keywords, Python scalars, unused arguments, `static_argnums` / `static_argnames`); results
    have jax's structure and ml_dtypes/numpy dtypes. One program per argument signature (pytree
    structure, shapes, dtypes, weak types, static values), built on its first call and reused:
    on "xla" XLA's executable, on "llvm" a shared library of lpf's LLVM exit called in-process
    (`lpf.native`), on "ref" the module, which each call interprets with `lpf-run --backend
    ref`. Errors are `LpfError`s located at the op in the user's code (jax's source location)."""
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS}, not {backend!r}")
    static = dict(static_argnums=tuple(static_argnums) if not isinstance(static_argnums, int) else (static_argnums,),
                  static_argnames=tuple(static_argnames) if not isinstance(static_argnames, str) else (static_argnames,))
    programs = {}

    def call(*args, **kwargs):
        key, leaves = signature.flat_signature(args, kwargs, **static)
        if key not in programs:
            lowered = signature.lower(fn, args, kwargs, platform, **static)
            module = lpf_opt_located(lowered.text, *_raise_flags(policy))
            if backend == "xla":
                program = xla.compile(lower(module))
            elif backend == "llvm":
                program = native.Program(module, lowered.out_shapes, lowered.out_dtypes, name=lowered.name)
            else:
                program = module
            programs[key] = (lowered, program)
        lowered, program = programs[key]
        inputs = lowered.inputs(leaves)
        if backend == "xla":
            outs = xla.execute(program, *inputs)
        elif backend == "llvm":
            outs = program(*inputs)
        else:
            outs = run_lpf(program, inputs, "ref", lowered.out_dtypes, name=lowered.name)
        return jax.tree.unflatten(lowered.out_tree, outs)

    call.programs = programs  # one entry per argument signature seen (docs/jax.md)
    return call
