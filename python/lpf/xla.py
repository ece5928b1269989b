"""JAX -> generic-form StableHLO text, and StableHLO text run on XLA (jaxlib), bit for bit."""
import jax
import jax.extend
import numpy as np
from jax._src.interpreters import mlir as jmlir
from jax._src.lib import xla_client
from jaxlib.mlir import ir


def stablehlo_of(fn, *args, platform="cpu"):
    """The StableHLO jax emits for `fn(*args)` on `platform`, printed in MLIR's generic form (which
    lpf-opt reads as well as the custom form)."""
    lowered = jax.jit(fn).trace(*args).lower(lowering_platforms=(platform,))
    return lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)


def parse(text):
    """(context, module) of StableHLO text, verified by jaxlib (raises ir.MLIRError)."""
    ctx = jmlir.make_ir_context()
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(text)
        module.operation.verify()
    return ctx, module


def run(text, *args):
    """Compiles StableHLO text with XLA CPU and runs @main on `args`; returns numpy arrays."""
    backend = jax.extend.backend.get_backend("cpu")
    device = backend.devices()[0]
    exe = backend.compile_and_load(text, [device], xla_client.CompileOptions())
    outs = exe.execute([jax.device_put(np.asarray(a), device) for a in args])
    return [np.asarray(o) for o in outs]
