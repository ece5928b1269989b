#!/usr/bin/env python3
"""lpf's IREE runner: compile StableHLO with pip's IREE (llvm-cpu, the host CPU) and run it.

    lpf_iree.py run FILE [--entry main] [--arg A.npy ...] --out-dir DIR
    lpf_iree.py flags       print the iree-compile flags this runner uses, one a line

`lpf-run --backend iree` lowers an lpf module with `lpf-opt --lower-to-stablehlo
--stablehlo-target=iree` and calls `run` with the same .npy files `--backend ref` reads
(docs/lpf-run.md, docs/iree.md). Low-precision floats travel as raw bit patterns in unsigned
integers of their storage width: an argument whose StableHLO element type is a float may come as
an unsigned array of the same width (its bits, reinterpreted, never converted), and every float
result other than f32/f64 is written as its bits. Element types IREE's runtime has no type for
(f4E2M1FN, f8E4M3, f8E3M4, f8E4M3B11FNUZ) never reach @main's signature: the IREE lowering
passes them as ui8 codes.

Errors go to stderr as one line 'lpf_iree: error: ...' and exit status 1.
"""
import argparse
import os
import sys

import numpy as np

# The compile flags (docs/iree.md, "Flags"): llvm-cpu for this host's CPU (without
# target-cpu=host the target has no FMA/F16C), no reassociation or split reductions (the
# k order of dots and reductions is kept), the default optimisation level O0, and no f64
# demotion (the exit's exact emulation works in f64); no compile-time evaluation of constant
# expressions, which fails on some modules whose values are all constants (docs/iree.md,
# defect 8: "jit global source initialization order invalid").
FLAGS = [
    "--iree-input-type=stablehlo",
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=host",
    "--iree-opt-level=O0",
    "--iree-llvmcpu-reassociate-fp-reductions=false",
    "--iree-dispatch-creation-enable-split-reduction=false",
    "--iree-input-demote-f64-to-f32=false",
    "--iree-opt-const-eval=false",
]

INSTALL = "pip install iree-base-compiler==3.13.0 iree-base-runtime==3.13.0 (python/requirements.txt; scripts/setup.sh installs them into .venv)"


def fail(message):
    print(f"lpf_iree: error: {message}", file=sys.stderr)
    sys.exit(1)


def load_iree():
    try:
        import ml_dtypes  # noqa: F401
        import iree.compiler  # noqa: F401
        import iree.runtime  # noqa: F401
    except ImportError as e:
        fail(f"cannot import IREE ({e}); --backend iree needs {INSTALL}")


def element_dtypes():
    """StableHLO element type spelling -> numpy dtype, for the element types IREE's runtime takes."""
    import ml_dtypes as md
    table = {
        "f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": md.bfloat16,
        "f8E4M3FN": md.float8_e4m3fn, "f8E5M2": md.float8_e5m2,
        "f8E4M3FNUZ": md.float8_e4m3fnuz, "f8E5M2FNUZ": md.float8_e5m2fnuz,
        "f8E8M0FNU": md.float8_e8m0fnu,
        "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
        "ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64,
    }
    return {k: np.dtype(v) for k, v in table.items()}


BITS_DTYPE = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def signature(text, entry, path):
    """(arguments, results) of func.func @entry, each a list of (element type, shape), read
    from the module as IREE's MLIR parses it."""
    from iree.compiler import ir
    ctx = ir.Context()
    try:
        module = ir.Module.parse(text, ctx)
    except Exception as e:  # ir.MLIRError, or ValueError in some releases
        fail(f"'{path}' does not parse with IREE's MLIR: {e}")
    with ctx:
        for op in module.body.operations:
            if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == entry:
                ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
                return [describe(ir, t) for t in ftype.inputs], [describe(ir, t) for t in ftype.results]
    fail(f"no func.func @{entry} in the module")


def describe(ir, t):
    try:
        rt = ir.RankedTensorType(t)
    except (ValueError, TypeError):
        return str(t), ()
    return str(rt.element_type), tuple(rt.shape)


def load_arg(path, element, shape, index):
    table = element_dtypes()
    if element not in table:
        fail(f"argument {index}: element type {element} has no IREE runtime type")
    want = table[element]
    try:
        arr = np.load(path, allow_pickle=False)
    except Exception as e:
        fail(f"argument {index} ('{path}') is not a .npy file: {e}")
    if arr.dtype != want:
        bits = BITS_DTYPE.get(want.itemsize)
        if want.kind in "Vf" and arr.dtype == np.dtype(bits):
            arr = arr.view(want)
        else:
            fail(f"argument {index} ('{path}'): expected {want.name} or its bits, got {arr.dtype}")
    if tuple(arr.shape) != tuple(shape):
        fail(f"argument {index} ('{path}'): expected shape {tuple(shape)}, got {tuple(arr.shape)}")
    # Not np.ascontiguousarray: it makes a 0-d array 1-d, which IREE refuses for a scalar tensor.
    return np.require(arr, requirements="C")


def save_result(path, arr):
    arr = np.asarray(arr)
    if arr.dtype not in (np.float32, np.float64) and arr.dtype.kind in "fV":
        arr = arr.view(BITS_DTYPE[arr.dtype.itemsize])
    np.save(path, arr)


def compile_text(text, path="module"):
    """The IREE VM flatbuffer of StableHLO text, compiled with FLAGS."""
    import iree.compiler as ic
    try:
        return ic.compile_str(text, extra_args=FLAGS)
    except Exception as e:  # CompilerToolError: iree-compile's diagnostics
        fail(f"IREE cannot compile '{path}': {e}")


def load(vmfb):
    """A callable module of a compiled flatbuffer (`.main(*arrays)`), run by the local-task driver."""
    import iree.runtime as rt
    config = rt.Config("local-task")
    ctx = rt.SystemContext(config=config)
    vm_module = rt.VmModule.copy_buffer(ctx.instance, vmfb)
    ctx.add_vm_module(vm_module)
    return ctx.modules[vm_module.name]  # "module", or the module's sym_name (jax's @jit_f)


def outputs(result):
    """IREE's results as a list of numpy arrays (one result comes back alone), each a copy: the
    array `to_host()` gives is a view of IREE's buffer, which later calls overwrite (a kept
    result of lpf.jit(backend="iree") changed with the next call)."""
    items = list(result) if isinstance(result, (list, tuple)) else [result]
    return [np.array(x.to_host() if hasattr(x, "to_host") else x, copy=True) for x in items]


def run(args):
    text = open(args.file, encoding="utf-8").read()
    inputs, results = signature(text, args.entry, args.file)
    if len(args.arg) != len(inputs):
        fail(f"@{args.entry} takes {len(inputs)} arguments, {len(args.arg)} given")
    arrays = [load_arg(p, e, s, i) for i, (p, (e, s)) in enumerate(zip(args.arg, inputs))]
    for i, (element, _) in enumerate(results):
        if element not in element_dtypes():
            fail(f"result {i}: element type {element} has no IREE runtime type")
    module = load(compile_text(text, args.file))
    try:
        outs = outputs(module[args.entry](*arrays))
    except Exception as e:
        fail(f"IREE failed running @{args.entry}: {e}")
    if len(outs) != len(results):
        fail(f"IREE returned {len(outs)} results, the signature has {len(results)}")
    table = element_dtypes()
    os.makedirs(args.out_dir, exist_ok=True)
    for i, (out, (element, shape)) in enumerate(zip(outs, results)):
        want = table[element]
        if out.dtype != want:  # a dtype the binding returns as its bits
            out = out.view(want) if out.dtype.itemsize == want.itemsize else out.astype(want)
        save_result(os.path.join(args.out_dir, f"out{i}.npy"), out.reshape(shape))


def main():
    parser = argparse.ArgumentParser(prog="lpf_iree.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    runp = sub.add_parser("run", help="compile and run a module with IREE (llvm-cpu)")
    runp.add_argument("file")
    runp.add_argument("--entry", default="main")
    runp.add_argument("--arg", action="append", default=[])
    runp.add_argument("--out-dir", required=True)
    sub.add_parser("flags", help="print the iree-compile flags")
    args = parser.parse_args()
    if args.command == "flags":
        print("\n".join(FLAGS))
        return
    load_iree()
    run(args)


if __name__ == "__main__":
    main()
