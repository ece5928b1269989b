"""`jax.lax.top_k` on lpf's LLVM exit against jax.jit in the same process: best call time of
each, and the ratio (docs/llvm.md, "top_k as rounds"; `to_llvm/foreign/top_k.rs`). k up to 64
is k rounds of a maximum; k = 100 is still the sort network.

    PYTHONPATH=python .venv/bin/python bench/llvm_top_k.py [rounds]

Every output is also compared with jax.jit's bits (values and indices).
"""
import os
import sys
import time

os.environ.setdefault("XLA_FLAGS", "--xla_allow_excess_precision=false")

import jax  # noqa: E402
import numpy as np  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import lpf  # noqa: E402

CASES = [((8, 1024), 5, np.float32), ((64, 128), 2, np.float32), ((4, 50257), 10, np.float32), ((32, 64), 8, "bfloat16"), ((8, 1024), 32, np.float32),
         ((8, 1024), 64, np.float32), ((8, 1024), 100, np.float32)]


def best(f, x, rounds):
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        for out in f(x):
            np.asarray(out)
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    for shape, k, dtype in CASES:
        x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
        x = x.astype(jax.numpy.bfloat16) if dtype == "bfloat16" else x.astype(dtype)
        f = lambda v, k=k: jax.lax.top_k(v, k)
        ours, theirs = lpf.jit(f, backend="llvm"), jax.jit(f)
        same = all(np.array_equal(np.asarray(a).view(np.uint8), np.asarray(b).view(np.uint8)) for a, b in zip(ours(x), theirs(x)))
        t_ours, t_theirs = best(ours, x, rounds), best(theirs, x, rounds)
        name = dtype if isinstance(dtype, str) else np.dtype(dtype).name
        print(f"top_k {shape} {name} k={k}: lpf llvm {t_ours * 1e6:.0f} us, jax.jit {t_theirs * 1e6:.0f} us, "
              f"ratio {t_ours / t_theirs:.2f}x, bits {'identical' if same else 'DIFFER'}", flush=True)


if __name__ == "__main__":
    main()
