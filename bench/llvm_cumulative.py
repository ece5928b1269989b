"""Cumulative sums and products (`jnp.cumsum`, `lax.cumsum(reverse=True)`, `jnp.cumprod`) on
lpf's backends against jax.jit in the same process: the share of jax.jit's bits on ref and the
LLVM exit, and the LLVM exit's best call time against jax.jit's (docs/jax.md, "cumulative";
`hlo_defined/cumulative.rs`).

    PYTHONPATH=python .venv/bin/python bench/llvm_cumulative.py [rounds]

Every case is also compared bit for bit on 3 random inputs (N(0, 1), seeds 0-2).
"""
import os
import sys
import time

os.environ.setdefault("XLA_FLAGS", "--xla_allow_excess_precision=false")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import lpf  # noqa: E402

CASES = [
    ("cumsum [4096]", (4096,), lambda x: jnp.cumsum(x)),
    ("cumsum [64, 256] along the rows", (64, 256), lambda x: jnp.cumsum(x, axis=1)),
    ("cumsum [8, 64] along the rows", (8, 64), lambda x: jnp.cumsum(x, axis=1)),
    ("reverse cumsum [3, 37]", (3, 37), lambda x: jax.lax.cumsum(x, axis=1, reverse=True)),
    ("cumprod [100] of 1 + x / 20", (100,), lambda x: jnp.cumprod(1 + x / 20)),
]


def best(f, x, rounds):
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        np.asarray(f(x))
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    for name, shape, f in CASES:
        theirs, ref, llvm = jax.jit(f), lpf.jit(f, backend="ref"), lpf.jit(f, backend="llvm")
        same = {"ref": 0, "llvm": 0}
        for seed in range(3):
            x = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
            want = np.asarray(theirs(x)).view(np.uint32)
            same["ref"] += bool(np.array_equal(np.asarray(ref(x)).view(np.uint32), want))
            same["llvm"] += bool(np.array_equal(np.asarray(llvm(x)).view(np.uint32), want))
        x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
        t_llvm, t_jax = best(llvm, x, rounds), best(theirs, x, rounds)
        print(f"{name}: bits ref {same['ref']}/3, llvm {same['llvm']}/3; lpf llvm {t_llvm * 1e6:.0f} us, "
              f"jax.jit {t_jax * 1e6:.0f} us, ratio {t_llvm / t_jax:.2f}x", flush=True)


if __name__ == "__main__":
    main()
