"""JAX -> generic-form StableHLO text, and StableHLO text run on XLA (jaxlib), bit for bit."""
import re
import jax
import jax.extend
import numpy as np
from jax._src.interpreters import mlir as jmlir
from jax._src.lib import xla_client
from jaxlib.mlir import ir

from .tools import LpfError


def module_text(lowered):
    """A jax `Lowered`'s StableHLO in MLIR's generic form (what lpf-opt reads without a StableHLO
    dialect), with jax's locations (`loc(...)`: the jax op's name and the user's file:line:col),
    so that what lpf reports about an op can say where the user wrote it."""
    module = lowered.compiler_ir("stablehlo")
    text = module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True)
    if '"sdy.' not in text:
        return text
    # Shardy's single-device forms, which jax writes around a typed PRNG key's data (`sdy.mesh
    # @empty_mesh`, `sdy.sharding_constraint` on it): on one device a sharding constraint is the
    # identity, and lpf has no Shardy dialect. Dropped on a copy; any other Shardy op stays (and
    # is refused, located, as an op lpf does not know).
    with module.context:
        copy = ir.Module.parse(module.operation.get_asm(enable_debug_info=True))
        _drop_single_device_shardy(copy.operation)
        return copy.operation.get_asm(enable_debug_info=True, print_generic_op_form=True)


def _drop_single_device_shardy(root):
    """Replaces each `sdy.sharding_constraint` under `root` by its operand and erases the
    `sdy.mesh` symbols left unused, when every mesh is empty (one device)."""
    constraints, meshes = [], []

    def walk(op):
        for region in op.regions:
            for block in region.blocks:
                for nested in block.operations:
                    name = nested.operation.name
                    if name == "sdy.sharding_constraint":
                        constraints.append(nested.operation)
                    elif name == "sdy.mesh":
                        meshes.append(nested.operation)
                    walk(nested.operation)

    walk(root)
    if any("#sdy.mesh<[]>" not in str(m.attributes["mesh"]) for m in meshes):
        return
    for op in constraints:
        op.results[0].replace_all_uses_with(op.operands[0])
        op.erase()
    for op in meshes:
        op.erase()


def stablehlo_of(fn, *args, platform="cpu"):
    """The StableHLO jax emits for `fn(*args)` on `platform` (generic form, which lpf-opt reads as
    well as the custom form; with locations)."""
    return module_text(jax.jit(fn).trace(*args).lower(lowering_platforms=(platform,)))


_I1_HEX = re.compile(r'dense<"0x([0-9A-Fa-f]*)">(\s*:\s*tensor<([0-9x]*)i1>)')


def i1_bytes(text):
    """`text` (lpf-opt's output, MLIR 22) with each hex boolean constant in the form jaxlib's
    newer MLIR reads: MLIR 22 packs them one bit per element (the first element in the lowest
    bit), jaxlib's parser wants one byte per element and refused the packed form ("elements hex
    data size is invalid"; a causal mask). lpf-opt reads jaxlib's form (lpf_dialect::source)."""
    def unpacked(match):
        digits, tail, dims = match.group(1), match.group(2), match.group(3)
        count = 1
        for d in dims.rstrip("x").split("x") if dims else []:
            count *= int(d)
        if count < 2 or len(digits) != 2 * ((count + 7) // 8):
            return match.group(0)
        bits = bytes.fromhex(digits)
        values = "".join("01" if bits[i // 8] >> (i % 8) & 1 else "00" for i in range(count))
        return f'dense<"0x{values}">{tail}'
    return _I1_HEX.sub(unpacked, text) if "i1>" in text else text


def parse(text, allow_unregistered=False):
    """(context, module) of StableHLO text, verified by jaxlib (raises ir.MLIRError).
    `allow_unregistered`: also lpf ops in the generic form (lpf-opt --mlir-print-op-generic)."""
    ctx = jmlir.make_ir_context()
    ctx.allow_unregistered_dialects = allow_unregistered
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(i1_bytes(text))
        module.operation.verify()
    return ctx, module


def main_of(module):
    """The module's `func.func @main` (call inside the module's context); LpfError if none,
    naming its public functions (lpf runs @main, as lpf-run does without --entry)."""
    functions = []
    for op in module.body.operations:
        if op.operation.name == "func.func":
            name = ir.StringAttr(op.attributes["sym_name"]).value
            if name == "main":
                return op
            visibility = op.attributes["sym_visibility"] if "sym_visibility" in op.attributes else None
            if visibility is None or ir.StringAttr(visibility).value != "private":  # private ones are helpers
                functions.append(f"@{name}")
    has = f"its public functions: {', '.join(functions)}" if functions else "it has no public function"
    raise LpfError("lpf", None, f"error: the module has no func.func @main, the function lpf runs ({has}); name the entry function main")


def compile(text, excess_precision=True):
    """XLA CPU's executable of StableHLO text (compiled once; `execute` runs it). With
    `excess_precision=False`, XLA keeps every rounding the program writes
    (`xla_allow_excess_precision=false`; by default XLA hands an f32 user of a bf16 op the
    op's f32 value, formats.md §5.1)."""
    backend = jax.extend.backend.get_backend("cpu")
    options = xla_client.CompileOptions()
    if not excess_precision:
        options.env_option_overrides = [("xla_allow_excess_precision", False)]
    return backend.compile_and_load(i1_bytes(text), [backend.devices()[0]], options)


def execute(executable, *args, keep_dtypes=False):
    """Runs a `compile`d executable on `args`; returns numpy arrays. The arguments go to XLA as
    jax.device_put passes them (int64 and float64 narrowed without jax_enable_x64), or with
    `keep_dtypes` in their own dtypes (a PyTorch export's @main takes int64 and f64 values)."""
    device = executable.local_devices()[0] if hasattr(executable, "local_devices") else jax.devices("cpu")[0]
    if keep_dtypes:
        with jax.enable_x64(True):
            buffers = [_buffer(a, device, True) for a in args]
    else:
        buffers = [_buffer(a, device) for a in args]
    outs = executable.execute(buffers)
    return [np.asarray(o) for o in outs]


def _buffer(a, device, keep_dtypes=False):
    """`a` on `device` for XLA: a jax array already there (one device) as it is, with no copy
    (a flax model's parameters: copying 36 of them back and forth took 0.5 ms of a 3 ms call);
    a numpy array of a dtype jax keeps (or any, with `keep_dtypes`) through jaxlib's own
    transfer, which is what jax.jit's dispatch does with one: jax.device_put's Python layers
    around it took about 25 us an argument (0.1 ms of the CNN's 0.6 ms call); anything else as
    jax.device_put passes it."""
    if isinstance(a, jax.Array) and _on(a.sharding, device):
        return a
    if type(a) is np.ndarray and _transfer is not None and (keep_dtypes or _kept_by_jax(a.dtype, jax.config.jax_enable_x64)):
        try:
            return _transfer(_aval(a.shape, a.dtype), _sharding(device), [a], [device], True, enable_x64=keep_dtypes or None)
        except (TypeError, ValueError):  # another jaxlib's signature: jax.device_put below
            pass
    return jax.device_put(np.asarray(a), device)


try:  # jaxlib's transfer of host arrays, as jax's dispatch calls it (jax._src: no public API has it)
    from jax._src import core as _core
    from jax._src.lib import xla_client as _xc
    _transfer = _xc.batched_device_put
except (ImportError, AttributeError):
    _transfer = None


def _memo(f):
    cache = {}

    def memoised(*key):
        value = cache.get(key, cache)
        if value is cache:
            value = cache[key] = f(*key)
        return value
    return memoised


@_memo
def _aval(shape, dtype):
    return _core.ShapedArray(shape, dtype)


@_memo
def _sharding(device):
    return jax.sharding.SingleDeviceSharding(device)


@_memo
def _on(sharding, device):
    """Whether an array of `sharding` lies whole on `device` (memoised: 0.1 us, not 1 us an
    argument; a flax LM has 36)."""
    return sharding.is_fully_addressable and sharding.device_set == {device}


@_memo
def _kept_by_jax(dtype, x64):
    """Whether jax passes `dtype` to XLA as it is (float64 and int64 are narrowed without
    jax_enable_x64, whose value `x64` is)."""
    return np.dtype(jax.dtypes.canonicalize_dtype(dtype)) == dtype


def run(text, *args, excess_precision=True, keep_dtypes=False):
    """Compiles StableHLO text with XLA CPU and runs @main on `args` (`keep_dtypes`: as
    `execute`); returns numpy arrays."""
    return execute(compile(text, excess_precision), *args, keep_dtypes=keep_dtypes)
