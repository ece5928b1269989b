"""lpf.jit(backend="llvm") against jax.jit, second and later calls, one thread each (bench/jax_jit.sh).

Cases: the fp8 layer a JAX user writes (bf16 [64, 128] x f8E4M3FN [128, 512], f32 accumulation,
bf16 out: lpf ops only), and the python/lpf/models.py transformer block and SwiGLU MLP, which run
on the LLVM exit once it takes mixed programs (issue 21 section 2; until then they print the
LpfError). Each lpf result is compared with jax's bits (the share identical, the largest difference); the figures are the median wall time of
repeated calls and the process's CPU time per call over the same calls (`time.process_time`: on
a loaded machine wall times mostly measure descheduling), each with the ratio lpf / jax; the first
call, which lowers and compiles, is timed apart. Rounds alternate jax and lpf, so both meet the
same load; the best round of each counts.
"""
import os
import statistics
import sys
import time

os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402

import lpf  # noqa: E402
from lpf import models  # noqa: E402


def fp8_layer(x, w):
    return lax.dot(x, w, preferred_element_type=jnp.float32).astype(jnp.bfloat16)


def timed(fn, args, repeats):
    """(median wall seconds per call, CPU seconds per call, the last result)."""
    times = []
    cpu = time.process_time()
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn(*args)
        jax.block_until_ready(out)
        times.append(time.perf_counter() - start)
    return statistics.median(times), (time.process_time() - cpu) / repeats, out


def best_of(rounds, sides, args, repeats):
    """Each side's best median wall time and best CPU time per call over `rounds` alternating
    rounds, and its last result."""
    best = [[float("inf"), float("inf"), None] for _ in sides]
    for _ in range(rounds):
        for b, fn in zip(best, sides):
            wall, cpu, out = timed(fn, args, repeats)
            b[0], b[1], b[2] = min(b[0], wall), min(b[1], cpu), out
    return best


def main():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((64, 128)).astype(ml_dtypes.bfloat16)
    w = (rng.standard_normal((128, 512)) / 11).astype(ml_dtypes.float8_e4m3fn)
    cases = [("fp8 layer 64x128x512", fp8_layer, (x, w)),
             ("transformer block", models.transformer_block, models.transformer_params(rng)),
             ("SwiGLU MLP", models.swiglu_mlp, models.mlp_params(rng))]
    wanted = sys.argv[1:]
    for name, fn, args in cases:
        if wanted and not any(w in name for w in wanted):
            continue
        reference = jax.jit(fn)
        start = time.perf_counter()
        jax.block_until_ready(reference(*args))
        jax_first = time.perf_counter() - start
        ours = lpf.jit(fn, backend="llvm")
        try:
            start = time.perf_counter()
            ours(*args)
            lpf_first = time.perf_counter() - start
        except lpf.LpfError as e:
            print(f"{name}: lpf.jit(llvm) cannot run it yet: {e}")
            continue
        (t_jax, c_jax, want), (t_lpf, c_lpf, got) = best_of(5, (reference, ours), args, 50)
        want, got = np.asarray(want), np.asarray(got)
        same = float(np.mean(want.view(np.uint16) == got.view(np.uint16)))
        gap = float(np.max(np.abs(want.astype(np.float64) - got.astype(np.float64))))
        print(f"{name}: first call jax {jax_first * 1e3:.0f} ms, lpf {lpf_first * 1e3:.0f} ms; "
              f"later calls (wall, median) jax {t_jax * 1e6:.0f} us, lpf {t_lpf * 1e6:.0f} us, lpf/jax {t_lpf / t_jax:.2f}; "
              f"CPU per call jax {c_jax * 1e6:.0f} us, lpf {c_lpf * 1e6:.0f} us, lpf/jax {c_lpf / c_jax:.2f}; "
              f"bits: {same:.2%} identical to jax's, largest difference {gap:.3g}")


if __name__ == "__main__":
    main()
