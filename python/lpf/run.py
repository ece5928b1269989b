"""Running an lpf module: on XLA (lowered to StableHLO) or on lpf-run's backends (ref, llvm)."""
import os
import tempfile

import ml_dtypes
import numpy as np
from jaxlib.mlir import ir

from . import xla
from .tools import LpfError, lpf_opt, run_served, run_tool

BITS = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
# StableHLO element spellings of the types a lowered lpf module's signature can hold.
DTYPES = {
    "f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16,
    "f8E4M3FN": ml_dtypes.float8_e4m3fn, "f8E5M2": ml_dtypes.float8_e5m2, "f8E4M3": ml_dtypes.float8_e4m3,
    "f8E3M4": ml_dtypes.float8_e3m4, "f8E4M3FNUZ": ml_dtypes.float8_e4m3fnuz,
    "f8E5M2FNUZ": ml_dtypes.float8_e5m2fnuz, "f8E4M3B11FNUZ": ml_dtypes.float8_e4m3b11fnuz,
    "f8E8M0FNU": ml_dtypes.float8_e8m0fnu, "f4E2M1FN": ml_dtypes.float4_e2m1fn,
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64,
}


def lower(module_text):
    """The module through `lpf-opt --lower-to-stablehlo`: StableHLO text XLA runs."""
    return lpf_opt(module_text, "--lower-to-stablehlo")


def result_dtypes(stablehlo_text):
    """Numpy dtypes of @main's results, read from the verified module (not from its text)."""
    ctx, module = xla.parse(stablehlo_text)
    with ctx:
        main = xla.main_of(module)
        results = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).results
        return [dtype_of(t) for t in results]


def parameters(stablehlo_text):
    """@main's parameters, read from the verified module: (type text, shape with None for a
    dynamic dimension, numpy dtype) each; shape and dtype None for a type that is not a tensor
    or scalar of a DTYPES element (a token, a tuple, a complex number: left to XLA to check)."""
    return signature(stablehlo_text)[0]


def signature(stablehlo_text):
    """`main_signature` of @main of StableHLO text, read from the verified module."""
    ctx, module = xla.parse(stablehlo_text)
    with ctx:
        return main_signature(xla.main_of(module))


def main_signature(main):
    """(parameters as `parameters` gives them, results as (shape, numpy dtype)) of a parsed
    `func.func` (call inside its module's context); a result's dtype is None where its element
    is not one of DTYPES (a complex number, a token: XLA's to return, lpf's backends refuse it)."""
    function_type = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)

    def known(t):
        return str(t.element_type if isinstance(t, ir.RankedTensorType) else t) in DTYPES

    params = []
    for t in function_type.inputs:
        if not known(t):
            params.append((str(t), None, None))
            continue
        shape = tuple(None if t.is_dynamic_dim(i) else t.shape[i] for i in range(t.rank)) if isinstance(t, ir.RankedTensorType) else ()
        params.append((str(t), shape, dtype_of(t)))
    results = [(tuple(t.shape) if isinstance(t, ir.RankedTensorType) else (), dtype_of(t) if known(t) else None) for t in function_type.results]
    return params, results


def dtype_of(mlir_type):
    """The numpy dtype of a tensor type's (or scalar type's) element."""
    element = mlir_type.element_type if isinstance(mlir_type, ir.ShapedType) else mlir_type
    return np.dtype(DTYPES[str(element)])


def is_bits(dtype):
    """Whether lpf-run's .npy files carry this dtype as raw bits (every float but f32/f64)."""
    return dtype.kind == "V" or (dtype.kind == "f" and dtype.itemsize < 4) or dtype.name.startswith(("float8", "float4", "bfloat"))


def run_lpf(module_text, args, backend="ref", dtypes=None, name="module"):
    """Runs @main of an lpf module with `lpf-run --backend BACKEND`; returns arrays of `dtypes`
    (default: read from the module's StableHLO lowering). The module is written as `NAME.mlir`
    in a temporary directory; a diagnostic pointing into it is relocated to the op's own
    location (jax's, where the text has it: `LpfError.relocate`)."""
    dtypes = dtypes or result_dtypes(lower(module_text))
    with tempfile.TemporaryDirectory(prefix="lpf-") as tmp:
        module_path = os.path.join(tmp, f"{name}.mlir")
        with open(module_path, "w") as f:
            f.write(module_text)
        flags = [module_path, "--backend", backend, "--out-dir", os.path.join(tmp, "out")]
        for i, a in enumerate(args):
            a = np.asarray(a)
            path = os.path.join(tmp, f"arg{i}.npy")
            np.save(path, a.view(BITS[a.dtype.itemsize]) if is_bits(a.dtype) else a)
            flags += ["--arg", path]
        try:
            # --backend ref in one long-lived lpf-run (tools.run_served): a process per call
            # spent more time starting than a small model's run takes.
            run_served("lpf-run", flags) if backend == "ref" else run_tool("lpf-run", flags)
        except LpfError as error:
            raise error.relocate(module_path, module_text) from None
        outs = []
        for i, dtype in enumerate(dtypes):
            raw = np.load(os.path.join(tmp, "out", f"out{i}.npy"))
            outs.append(raw.view(dtype) if is_bits(dtype) else raw.astype(dtype, copy=False))
        return outs
