"""lpf for JAX users: a thin layer over lpf-opt and lpf-run (docs/jax.md).

    module = lpf.from_jax(f, *args)        # jax -> StableHLO -> raise-stablehlo: lpf module text
    g = lpf.to_jax(module); g(*args)       # lowered back to StableHLO, run on XLA CPU
    h = lpf.jit(f, backend="ref")          # f through lpf, run on XLA, lpf's LLVM exit or reference
    lpf.check(f, *args)                    # per raised op: XLA's bits vs the lpf reference's
    lpf.from_stablehlo(text); lpf.jit_stablehlo(text, backend="llvm")  # PyTorch and other exports
    lpf.from_torch(module, *args, backend="llvm")(*args)  # exported by torch-xla or torchax

Tool failures raise `lpf.LpfError` carrying the tool's diagnostic (message, code, location).
"""
from .api import check, from_jax, from_stablehlo, jit, jit_stablehlo, to_jax
from .pytorch import from_torch
from .tools import LpfError

__all__ = ["from_jax", "from_stablehlo", "to_jax", "jit", "jit_stablehlo", "from_torch", "check", "LpfError"]
