"""The LLVM exit's ordered dots against XLA CPU and numpy, same inputs and thread count (bench/llvm_dot.sh).

The thread count is LPF_BENCH_THREADS (default 1), for all three sides: OMP_NUM_THREADS for the lpf
kernels (libomp) and OpenBLAS, XLA's Eigen pool on or off; bench/llvm_dot.sh pins the process to
that many cores.

Each case is an lpf program (`lpf.dot` or `lpf.scaled_dot`) lowered with `lpf-opt --lower-to-llvm`,
compiled with `lpf-translate --emit=obj -O3` for this host and linked into a shared object that
this script calls through the C interface (docs/llvm.md, "The ABI"). Peers: XLA CPU through jax
(`dot_general` with `preferred_element_type=f32` on the ml_dtypes arrays; for the scaled dots the
dequantise-then-dot that jax.nn.scaled_matmul emits on the CPU) and numpy's f32 matmul on the
widened operands. Each lpf result is checked bit for bit against an emulation of the reference
order in numpy (s = f32(s + f32(a * b)), k = 0, 1, ... from +0; numpy's f32 operations round to
nearest even, exactly as formats.md §3 says); the numbers of XLA elements that differ are printed.

Each side runs in its own process (LPF_BENCH_SIDE=lpf|xla|numpy, started by this script), the three
one after another, LPF_BENCH_ROUNDS times: a thread pool left spinning by one side (libomp's
KMP_BLOCKTIME, OpenBLAS's and Eigen's busy waits) would otherwise take the cores the next side
needs, which is what hid lpf's two-thread scaling when the sides were interleaved in one process
(docs/llvm.md, "Threads and targets").
"""

import ctypes
import json
import os
import subprocess
import sys
import tempfile
import time

THREADS = int(os.environ.get("LPF_BENCH_THREADS", "1"))
if THREADS == 1:
    os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
else:
    os.environ.setdefault("XLA_FLAGS", f"--xla_cpu_multi_thread_eigen=true intra_op_parallelism_threads={THREADS}")
for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(var, str(THREADS))
LIBDIR = os.environ.get("LPF_LLVM_LIBDIR", "/usr/lib/llvm-22/lib")  # libomp, for the kernels' threads

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from c_abi import descriptor  # noqa: E402  (bench/, this script's folder)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), "debug")
REPEATS = int(os.environ.get("LPF_BENCH_REPEATS", "5"))  # calls per case in one side's process, at least
MIN_SECONDS = float(os.environ.get("LPF_BENCH_MIN_SECONDS", "0.5"))  # and at least this long in calls
ROUNDS = int(os.environ.get("LPF_BENCH_ROUNDS", "3"))  # processes per side, alternating sides
SIDE = os.environ.get("LPF_BENCH_SIDE", "")  # set in the sides' processes only
SIDES = ("lpf", "xla", "numpy")

E8M0 = ml_dtypes.float8_e8m0fnu


def mlir_type(shape, element):
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + element + ">"


def compile_case(program, workdir, tag):
    """lpf program text -> shared object path (lpf-translate -O3 for this host, which lowers with the
    host's vector unit as lpf.target; cc, linking libomp)."""
    src = os.path.join(workdir, tag + ".mlir")
    with open(src, "w") as f:
        f.write(program)
    obj = os.path.join(workdir, tag + ".o")
    lib = os.path.join(workdir, tag + ".so")
    subprocess.run([os.path.join(BIN, "lpf-translate"), "--emit=obj", "-O3", src, "-o", obj], check=True)
    subprocess.run(["cc", "-shared", obj, "-o", lib, f"-L{LIBDIR}", "-lomp", f"-Wl,-rpath,{LIBDIR}"], check=True)
    return lib


def best_time(fn):
    """The shortest of REPEATS calls, or of as many as take MIN_SECONDS when the calls are short,
    after one warm call (page in, JIT, caches). Five calls of a 16x4096x16 dot (about 0.1 ms each)
    were too few for a steady best: its figures moved 1.5x with the number of calls (docs/llvm.md,
    "Session 11"); 0.05 s of calls still left lpf's 512^3 best 10-20% below what 0.5 s gives on a
    quiet machine, where XLA's and numpy's moved less (docs/llvm.md, "Session 12")."""
    t = time.perf_counter()
    fn()
    first = time.perf_counter() - t
    times = []
    for _ in range(max(REPEATS, int(MIN_SECONDS / max(first, 1e-6)))):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def ordered_reference(a32, b32):
    """The reference order in f32: every output its own accumulator, k in order from +0."""
    m, k = a32.shape
    s = np.zeros((m, b32.shape[1]), dtype=np.float32)
    with np.errstate(all="ignore"):
        for kk in range(k):
            s = s + (a32[:, kk : kk + 1] * b32[kk : kk + 1, :])
    return s


def same_bits(x, y):
    x, y = np.asarray(x, dtype=np.float32), np.asarray(y, dtype=np.float32)
    both_nan = np.isnan(x) & np.isnan(y)
    return (x.view(np.uint32) == y.view(np.uint32)) | both_nan


def random_operand(rng, shape, dtype):
    # Moderate values with both signs: sums cancel and round, nothing overflows.
    values = rng.standard_normal(shape).astype(np.float32) * 2.0
    return values.astype(dtype)


def dequantised(elems, scales, axis):
    """Element x 2^(scale - 127) in f32 (exact here: scales stay near 2^0)."""
    factor = scales.astype(np.float32)
    factor = np.repeat(factor, 32, axis=axis)
    return elems.astype(np.float32) * factor


def case_dot(rng, m, k, n, lhs, rhs, lhs_name, rhs_name):
    a = random_operand(rng, (m, k), lhs)
    b = random_operand(rng, (k, n), rhs)
    program = (
        f"func.func @main(%a: {mlir_type((m, k), lhs_name)}, %b: {mlir_type((k, n), rhs_name)}) -> {mlir_type((m, n), 'f32')} {{\n"
        f"  %c = lpf.dot %a, %b acc(f32) : {mlir_type((m, k), lhs_name)}, {mlir_type((k, n), rhs_name)} -> {mlir_type((m, n), 'f32')}\n"
        f"  return %c : {mlir_type((m, n), 'f32')}\n}}\n"
    )
    xla = jax.jit(lambda x, y: jax.lax.dot_general(x, y, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32))
    return program, [a, b], xla, (a.astype(np.float32), b.astype(np.float32))


def case_scaled(rng, m, k, n, elem, elem_name):
    a = random_operand(rng, (m, k), elem)
    b = random_operand(rng, (k, n), elem)
    # E8M0 scales 2^-3 .. 2^3: exact products, no overflow.
    a_s = (2.0 ** rng.integers(-3, 4, (m, k // 32))).astype(E8M0)
    b_s = (2.0 ** rng.integers(-3, 4, (k // 32, n))).astype(E8M0)
    ta, tb = mlir_type((m, k), elem_name), mlir_type((k, n), elem_name)
    tas, tbs = mlir_type((m, k // 32), "f8E8M0FNU"), mlir_type((k // 32, n), "f8E8M0FNU")
    out = mlir_type((m, n), "f32")
    program = (
        f"func.func @main(%a: {ta}, %as: {tas}, %b: {tb}, %bs: {tbs}) -> {out} {{\n"
        f"  %c = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) : {ta}, {tas}, {tb}, {tbs} -> {out}\n"
        f"  return %c : {out}\n}}\n"
    )

    def xla_fn(x, xs, y, ys):
        xd = x.astype(jnp.float32) * jnp.repeat(xs.astype(jnp.float32), 32, axis=1)
        yd = y.astype(jnp.float32) * jnp.repeat(ys.astype(jnp.float32), 32, axis=0)
        return jax.lax.dot_general(xd, yd, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)

    wide = (dequantised(a, a_s, 1), dequantised(b, b_s, 0))
    return program, [a, a_s, b, b_s], jax.jit(xla_fn), wide


def peak_gflops():
    """One core's f32 FMA peak: FMA units x lanes x 2 flops x clock (AVX2: 2 x 8)."""
    mhz = 0.0
    flags = ""
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("cpu MHz") and not mhz:
                mhz = float(line.split(":")[1])
            if line.startswith("flags") and not flags:
                flags = line
    lanes = 16 if " avx512f" in flags else 8
    return 2 * lanes * 2 * mhz / 1000.0, lanes, mhz


def selected_cases(only):
    """(index, name, make) of the cases whose names contain one of `only` (all when empty). The
    inputs come from one seeded generator in case order, so every side's process builds the same."""
    rng = np.random.default_rng(2026)
    f8, bf16, f4 = ml_dtypes.float8_e4m3fn, ml_dtypes.bfloat16, ml_dtypes.float4_e2m1fn
    shapes = [(512, 512, 512), (1024, 1024, 1024), (16, 4096, 16)]
    cases = []
    for (m, k, n) in shapes:
        cases.append((f"f8E4M3FN x f8E4M3FN {m}x{k}x{n}", lambda m=m, k=k, n=n: case_dot(rng, m, k, n, f8, f8, "f8E4M3FN", "f8E4M3FN")))
        cases.append((f"bf16 x f8E4M3FN {m}x{k}x{n}", lambda m=m, k=k, n=n: case_dot(rng, m, k, n, bf16, f8, "bf16", "f8E4M3FN")))
        cases.append((f"MX-FP8 scaled_dot {m}x{k}x{n}", lambda m=m, k=k, n=n: case_scaled(rng, m, k, n, f8, "f8E4M3FN")))
        cases.append((f"MX-FP4 scaled_dot {m}x{k}x{n}", lambda m=m, k=k, n=n: case_scaled(rng, m, k, n, f4, "f4E2M1FN")))
    return [(i, name, make) for i, (name, make) in enumerate(cases) if not only or any(o in name for o in only)]


def run_side(side, workdir, only):
    """One side's process: every selected case, its best time and its check, one JSON line each."""
    for index, name, make in selected_cases(only):
        program, inputs, xla, (a32, b32) = make()
        m, n = a32.shape[0], b32.shape[1]
        result = {"name": name}
        if side == "lpf":
            lib = ctypes.CDLL(os.path.join(workdir, f"case{index}.so"))
            entry = lib._mlir_ciface_main
            raw = [np.ascontiguousarray(x).view(np.uint8 if x.dtype.itemsize == 1 else np.uint16) for x in inputs]
            out = np.zeros((m, n), dtype=np.float32)
            descs = [descriptor(x) for x in raw] + [descriptor(out)]
            ptrs = [ctypes.byref(d) for d in descs]
            result["time"] = best_time(lambda: entry(*ptrs))
            result["differ"] = int((~same_bits(out, ordered_reference(a32, b32))).sum())
        elif side == "xla":
            dev = [jax.device_put(x) for x in inputs]
            outs = []
            result["time"] = best_time(lambda: outs.append(xla(*dev).block_until_ready()))
            result["differ"] = int((~same_bits(np.asarray(outs[-1]), ordered_reference(a32, b32))).sum())
        else:
            result["time"] = best_time(lambda: a32 @ b32)
        print(json.dumps(result), flush=True)


def main():
    only = sys.argv[1:]
    if SIDE:
        run_side(SIDE, os.environ["LPF_BENCH_WORKDIR"], only)
        return
    peak, lanes, mhz = peak_gflops()
    cores = os.cpu_count()
    print(f"f32 FMA peak: {peak:.1f} GFLOP/s per core (2 FMA units x {lanes} lanes x 2 x {mhz:.0f} MHz); "
          f"{peak * cores:.1f} for {cores} cores; everything below runs on {THREADS} thread(s), "
          f"'of peak' against {THREADS} core(s); each side in its own process, {ROUNDS} rounds of "
          f"{' / '.join(SIDES)}, best of at least {REPEATS} calls and {MIN_SECONDS:g} s of calls in each")
    peak *= THREADS
    cases = selected_cases(only)
    with tempfile.TemporaryDirectory() as workdir:
        flops = {}
        for index, name, make in cases:
            program, _, _, (a32, b32) = make()
            flops[name] = 2.0 * a32.shape[0] * a32.shape[1] * b32.shape[1]
            compile_case(program, workdir, f"case{index}")
        # rounds[r][side][name] = that process's result for the case
        rounds = []
        for _ in range(ROUNDS):
            per_side = {}
            for side in SIDES:
                env = dict(os.environ, LPF_BENCH_SIDE=side, LPF_BENCH_WORKDIR=workdir)
                done = subprocess.run([sys.executable, os.path.abspath(__file__), *only], env=env,
                                      check=True, stdout=subprocess.PIPE, text=True)
                per_side[side] = {r["name"]: r for r in map(json.loads, done.stdout.splitlines())}
            rounds.append(per_side)
    print(f"{'case':38} {'lpf GF/s':>9} {'XLA GF/s':>9} {'lpf/XLA':>8} {'median':>7} {'numpy f32':>10} {'lpf/np':>7} {'of peak':>8}  check")
    print("(GF/s: best of all rounds of each side; lpf/XLA: of those; median: of the rounds' ratios)")
    failed = False
    for _, name, _ in cases:
        best = {side: min(r[side][name]["time"] for r in rounds) for side in SIDES}
        ratio = float(np.median([r["xla"][name]["time"] / r["lpf"][name]["time"] for r in rounds]))
        lpf_differ = max(r["lpf"][name]["differ"] for r in rounds)
        xla_differ = rounds[0]["xla"][name]["differ"]
        g = lambda t: flops[name] / t / 1e9  # noqa: E731
        check = (f"lpf {'bit-identical' if lpf_differ == 0 else f'{lpf_differ} DIFFER'} to the ordered reference; "
                 f"XLA differs in {xla_differ}")
        print(f"{name:38} {g(best['lpf']):9.1f} {g(best['xla']):9.1f} {best['xla'] / best['lpf']:8.2f} {ratio:7.2f} "
              f"{g(best['numpy']):10.1f} {best['numpy'] / best['lpf']:7.2f} {g(best['lpf']) / peak:8.0%}  {check}", flush=True)
        failed |= lpf_differ != 0
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
