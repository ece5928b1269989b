#!/usr/bin/env python3
"""lpf's XLA runner: parse + verify StableHLO with jaxlib's MLIR, compile and run it on XLA CPU.

    lpf_xla.py verify [--split-input-file] FILE... parse + verify each module (exit 1 on the first bad one)
    lpf_xla.py run FILE [--entry main] [--arg A.npy ...] --out-dir DIR

`lpf-run --backend xla` lowers an lpf module with `lpf-opt --lower-to-stablehlo` and calls `run`
with the same .npy files `--backend ref` reads. The .npy convention is lpf-run's
(docs/lpf-run.md): low-precision floats travel as raw bit patterns in unsigned integers of their
storage width, because ml_dtypes arrays do not survive np.save/np.load. So an argument whose
StableHLO element type is a float may come as an unsigned array of the same width (its bits,
reinterpreted here, never converted), and every float result other than f32/f64 is written as
its bits. f32/f64 results are written natively; lpf-run reads a tf32 result (an f32 carrier in
the StableHLO) back as bits itself. Integers and i1 travel natively.

Only the entry function's signature is read (from the verified module's IR, not by regex).
Errors go to stderr as one line 'lpf_xla: error: ...' and exit status 1.
"""
import argparse
import os
import sys

import numpy as np


def fail(message):
    print(f"lpf_xla: error: {message}", file=sys.stderr)
    sys.exit(1)


def load_jax():
    try:
        import jax  # noqa: F401
        import ml_dtypes  # noqa: F401
        from jax._src.interpreters import mlir as jmlir  # noqa: F401
        from jaxlib.mlir import ir  # noqa: F401
    except ImportError as e:  # the venv lacks jax: name the set-up command
        fail(f"cannot import jax/jaxlib/ml_dtypes ({e}); create the project venv with scripts/setup.sh")


def element_dtypes():
    """StableHLO element type spelling -> (numpy dtype, width in bits) for every element lpf emits."""
    import ml_dtypes as md
    table = {
        "f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": md.bfloat16,
        "f8E4M3FN": md.float8_e4m3fn, "f8E5M2": md.float8_e5m2, "f8E4M3": md.float8_e4m3,
        "f8E3M4": md.float8_e3m4, "f8E4M3FNUZ": md.float8_e4m3fnuz, "f8E5M2FNUZ": md.float8_e5m2fnuz,
        "f8E4M3B11FNUZ": md.float8_e4m3b11fnuz, "f8E8M0FNU": md.float8_e8m0fnu,
        "f4E2M1FN": md.float4_e2m1fn,
        "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
        "ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64,
    }
    return {k: np.dtype(v) for k, v in table.items()}


BITS_DTYPE = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def read_text(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as e:
        fail(f"cannot read '{path}': {e}")


def split_chunks(text):
    """The modules of lpf-opt -split-input-file output (separated by '// -----' lines)."""
    chunks, current = [], []
    for line in text.splitlines(keepends=True):
        if line.strip() == "// -----":
            chunks.append("".join(current))
            current = []
        else:
            current.append(line)
    chunks.append("".join(current))
    return chunks


def parse(path):
    """Parses and verifies the module in `path`; returns (context, module, text)."""
    return parse_text(path, read_text(path))


def parse_text(path, text):
    """Parses and verifies `text` (named `path` in messages); returns (context, module, text)."""
    from jax._src.interpreters import mlir as jmlir
    from jaxlib.mlir import ir
    ctx = jmlir.make_ir_context()
    with ctx, ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError as e:
            fail(f"'{path}' does not parse as StableHLO: {e}")
        try:
            ok = module.operation.verify()
        except ir.MLIRError as e:
            fail(f"'{path}' does not verify: {e}")
        if not ok:
            fail(f"'{path}' does not verify")
        # Every op must belong to a dialect jaxlib knows: an unregistered op would parse only
        # if the context allowed it (it does not), so reaching here means the module is real IR.
    return ctx, module, text


def signature(ctx, module, entry):
    """(argument element/shape list, result element/shape list) of func.func @entry."""
    from jaxlib.mlir import ir
    with ctx:
        for op in module.body.operations:
            if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == entry:
                ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
                describe = lambda t: describe_type(ir, t)
                return [describe(t) for t in ftype.inputs], [describe(t) for t in ftype.results]
    fail(f"no func.func @{entry} in the module")


def describe_type(ir, t):
    try:
        rt = ir.RankedTensorType(t)
    except (ValueError, TypeError):  # a scalar type
        return str(t), ()
    return str(rt.element_type), tuple(rt.shape)


def load_arg(path, element, shape, index):
    table = element_dtypes()
    if element not in table:
        fail(f"argument {index}: element type {element} is not supported")
    want = table[element]
    try:
        arr = np.load(path, allow_pickle=False)
    except Exception as e:  # numpy raises several kinds for a bad file
        fail(f"argument {index} ('{path}') is not a .npy file: {e}")
    if arr.dtype != want:
        # A float of another width travels as its bits: reinterpret, never convert.
        bits = BITS_DTYPE.get(want.itemsize)
        if want.kind == "V" or want.kind == "f":
            if arr.dtype != np.dtype(bits):
                fail(f"argument {index} ('{path}'): expected {want.name} or its bits as {np.dtype(bits).name}, got {arr.dtype}")
            arr = arr.view(want)
        else:
            fail(f"argument {index} ('{path}'): expected {want.name}, got {arr.dtype}")
    if tuple(arr.shape) != tuple(shape):
        fail(f"argument {index} ('{path}'): expected shape {tuple(shape)}, got {tuple(arr.shape)}")
    return np.ascontiguousarray(arr)


def save_result(path, arr):
    arr = np.asarray(arr)
    if arr.dtype not in (np.float32, np.float64) and arr.dtype.kind in "fV":
        arr = arr.view(BITS_DTYPE[arr.dtype.itemsize])
    np.save(path, arr)


def run(args):
    import jax
    # Without x64 mode jax.device_put narrows f64/i64/u64 arrays to 32 bits.
    jax.config.update("jax_enable_x64", True)
    import jax.extend.backend
    from jax._src.lib import xla_client
    ctx, module, text = parse(args.file)
    inputs, results = signature(ctx, module, args.entry)
    if len(args.arg) != len(inputs):
        fail(f"@{args.entry} takes {len(inputs)} arguments, {len(args.arg)} given")
    arrays = [load_arg(p, e, s, i) for i, (p, (e, s)) in enumerate(zip(args.arg, inputs))]
    if args.entry != "main":
        fail("XLA runs the function named main; lower with --entry main")
    backend = jax.extend.backend.get_backend("cpu")
    device = backend.devices()[0]
    try:
        exe = backend.compile_and_load(text, [device], xla_client.CompileOptions())
    except Exception as e:  # XLA's errors are plain RuntimeErrors with its message
        fail(f"XLA cannot compile '{args.file}': {e}")
    outs = exe.execute([jax.device_put(a, device) for a in arrays])
    if len(outs) != len(results):
        fail(f"XLA returned {len(outs)} results, the signature has {len(results)}")
    os.makedirs(args.out_dir, exist_ok=True)
    for i, out in enumerate(outs):
        save_result(os.path.join(args.out_dir, f"out{i}.npy"), np.asarray(out))


def main():
    parser = argparse.ArgumentParser(prog="lpf_xla.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    verify = sub.add_parser("verify", help="parse and verify modules with jaxlib's MLIR")
    verify.add_argument("files", nargs="+", help="modules ('-' for standard input)")
    verify.add_argument("--split-input-file", action="store_true",
                        help="each file holds several modules separated by '// -----' lines (lpf-opt -split-input-file)")
    runp = sub.add_parser("run", help="compile and run a module on XLA CPU")
    runp.add_argument("file")
    runp.add_argument("--entry", default="main")
    runp.add_argument("--arg", action="append", default=[])
    runp.add_argument("--out-dir", required=True)
    args = parser.parse_args()
    load_jax()
    if args.command == "verify":
        count = 0
        for path in args.files:
            text = sys.stdin.read() if path == "-" else read_text(path)
            chunks = split_chunks(text) if args.split_input_file else [text]
            for i, chunk in enumerate(chunks):
                name = f"{path} (module {i + 1})" if len(chunks) > 1 else path
                if not chunk.strip():
                    fail(f"{name} is empty")
                parse_text(name, chunk)
                count += 1
        print(f"verified {count} module{'s' if count != 1 else ''}")
    else:
        run(args)


if __name__ == "__main__":
    main()
