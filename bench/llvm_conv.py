"""lpf.conv on the LLVM exit (im2col into the ordered dot kernel) against jax.jit's
lax.conv_general_dilated (XLA CPU) on CNN-sized bf16 convolutions, same inputs, same thread count.

Usage: .venv/bin/python bench/llvm_conv.py   (LPF_BENCH_THREADS, default 1; figures: docs/llvm.md,
"Convolutions"). Each lpf case is lowered and compiled as bench/llvm_dot.py does (lpf-translate
-O3 for this host, linked with libomp) and called through its C interface; XLA gets bf16 operands
and preferred_element_type=f32. Prints each side's best time, lpf/XLA as a ratio (above 1: lpf is
slower) and how many outputs differ between the two (XLA's f32 order is its own, lpf's is
lpf.conv's k order, checked bit for bit against --backend ref by test/lpf-run/llvm-conv.mlir).
"""

import ctypes
import os
import subprocess
import sys
import tempfile
import time

THREADS = int(os.environ.get("LPF_BENCH_THREADS", "1"))
flag = "false intra_op_parallelism_threads=1" if THREADS == 1 else f"true intra_op_parallelism_threads={THREADS}"
os.environ.setdefault("XLA_FLAGS", f"--xla_cpu_multi_thread_eigen={flag}")
os.environ.setdefault("OMP_NUM_THREADS", str(THREADS))
LIBDIR = os.environ.get("LPF_LLVM_LIBDIR", "/usr/lib/llvm-22/lib")

import jax  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), "debug")
MIN_SECONDS = float(os.environ.get("LPF_BENCH_MIN_SECONDS", "0.5"))

# name, lhs [N, H, W, C], rhs [KH, KW, C/G, O], stride, feature groups (padding: SAME for 3x3).
CASES = [
    ("8x32x32x16 * 3x3x16x32 s1", (8, 32, 32, 16), (3, 3, 16, 32), 1, 1),
    ("8x32x32x16 * 3x3x16x32 s2", (8, 32, 32, 16), (3, 3, 16, 32), 2, 1),
    ("8x32x32x16 * 3x3x8x32 s1 g2", (8, 32, 32, 16), (3, 3, 8, 32), 1, 2),
    ("8x16x16x32 * 3x3x32x64 s1", (8, 16, 16, 32), (3, 3, 32, 64), 1, 1),
]


def memref(array):
    """The C interface's descriptor of an N-D array (docs/llvm.md, "The ABI")."""
    rank = array.ndim

    class Memref(ctypes.Structure):
        _fields_ = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64),
                    ("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]

    d = Memref()
    d.allocated = d.aligned = array.ctypes.data
    d.sizes[:] = list(array.shape)
    d.strides[:] = [s // array.itemsize for s in array.strides]
    return d


def best(fn):
    fn()
    times, start = [], time.perf_counter()
    while len(times) < 5 or time.perf_counter() - start < MIN_SECONDS:
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def tensor(shape, element):
    return "tensor<" + "x".join(map(str, shape)) + "x" + element + ">"


def compile_case(workdir, tag, x, w, out, stride, groups):
    program = (
        f"func.func @main(%x: {tensor(x, 'bf16')}, %w: {tensor(w, 'bf16')}) -> {tensor(out, 'f32')} {{\n"
        f"  %y = lpf.conv %x, %w acc(f32) {{window_strides = array<i64: {stride}, {stride}>, "
        f"padding = array<i64: {', '.join(map(str, pads(x, w, stride)))}>, feature_group_count = {groups} : i64}}"
        f" : {tensor(x, 'bf16')}, {tensor(w, 'bf16')} -> {tensor(out, 'f32')}\n"
        f"  return %y : {tensor(out, 'f32')}\n}}\n"
    )
    src, obj, lib = (os.path.join(workdir, tag + ext) for ext in (".mlir", ".o", ".so"))
    with open(src, "w") as f:
        f.write(program)
    subprocess.run([os.path.join(BIN, "lpf-translate"), "--emit=obj", "-O3", src, "-o", obj], check=True)
    subprocess.run(["cc", "-shared", obj, "-o", lib, f"-L{LIBDIR}", "-lomp", f"-Wl,-rpath,{LIBDIR}"], check=True)
    return ctypes.CDLL(lib)


def pads(x, w, stride):
    """XLA's SAME padding, per spatial dimension (lo, hi)."""
    flat = []
    for size, window in zip(x[1:3], w[:2]):
        out = -(-size // stride)
        total = max((out - 1) * stride + window - size, 0)
        flat += [total // 2, total - total // 2]
    return flat


def main():
    rng = np.random.default_rng(38)
    print(f"threads {THREADS}; jax {jax.__version__}")
    print(f"{'case':32} {'lpf ms':>9} {'xla ms':>9} {'lpf/xla':>8} {'differ':>8}")
    with tempfile.TemporaryDirectory() as workdir:
        for index, (name, x, w, stride, groups) in enumerate(CASES):
            a = rng.standard_normal(x).astype(ml_dtypes.bfloat16)
            b = rng.standard_normal(w).astype(ml_dtypes.bfloat16)
            xla = jax.jit(lambda p, q, s=stride, g=groups: lax.conv_general_dilated(
                p, q, (s, s), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=g,
                preferred_element_type=np.float32))
            da, db = jax.device_put(a), jax.device_put(b)
            expected = np.asarray(xla(da, db))
            lib = compile_case(workdir, f"case{index}", x, w, expected.shape, stride, groups)
            out = np.zeros(expected.shape, dtype=np.float32)
            raw = [np.ascontiguousarray(v).view(np.uint16) for v in (a, b)]
            descs = [memref(v) for v in raw] + [memref(out)]
            ptrs = [ctypes.byref(d) for d in descs]
            lpf_time = best(lambda: lib._mlir_ciface_main(*ptrs))
            xla_time = best(lambda: xla(da, db).block_until_ready())
            differ = int((out.view(np.uint32) != expected.view(np.uint32)).sum())
            print(f"{name:32} {lpf_time * 1e3:9.3f} {xla_time * 1e3:9.3f} {lpf_time / xla_time:8.2f} {differ:8d}/{out.size}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
