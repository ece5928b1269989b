"""The exact reduce orders' cost on the LLVM exit: lpf.jit(backend="llvm") against jax.jit on the
normalisations whose f32 sums follow XLA's YNNPACK order (docs/llvm.md, "Reshapes as views, the
reduce orders in fewer passes"), with XLA's excess precision off as in the bit-for-bit tests.

Cases: nnx.GroupNorm over [4, 8, 8, 32] (8 groups of 4 channels), a batch norm's training
statistics (mean and variance over [32, 28, 28, 32] and (0, 1, 2)), a layer norm over [256, 512],
a mean over a sequence ([8, 256, 512] over 1). Both sides on all cores; rounds alternate jax and
lpf so both meet the same load; the best call of each counts, and its ratio lpf / jax. Each
lpf result is also compared with jax's bits (the share of identical elements).

    PYTHONPATH=python .venv/bin/python bench/llvm_norms.py [--rounds N]
"""
import argparse
import os
import sys
import time

os.environ.setdefault("XLA_FLAGS", "--xla_allow_excess_precision=false")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from flax import nnx  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import lpf  # noqa: E402


def cases():
    group_norm = nnx.GroupNorm(32, num_groups=8, rngs=nnx.Rngs(0))
    return {
        "nnx.GroupNorm f32 [4, 8, 8, 32]": ((4, 8, 8, 32), lambda x: group_norm(x)),
        "batch-norm statistics [32, 28, 28, 32]": ((32, 28, 28, 32), lambda x: (jnp.mean(x, axis=(0, 1, 2)), jnp.var(x, axis=(0, 1, 2)))),
        "layer norm [256, 512]": ((256, 512), lambda x: (x - jnp.mean(x, -1, keepdims=True)) / jnp.sqrt(jnp.var(x, -1, keepdims=True) + 1e-5)),
        "mean over a sequence [8, 256, 512]": ((8, 256, 512), lambda x: jnp.mean(x, axis=1)),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    print(f"load {open('/proc/loadavg').read().split()[0]}, {os.cpu_count()} CPUs")
    for name, (shape, f) in cases().items():
        x = np.random.default_rng(1).standard_normal(shape).astype(np.float32)
        sides = {"jax.jit": jax.jit(f), "lpf llvm": lpf.jit(f, backend="llvm")}
        results = {side: jax.tree_util.tree_leaves(g(x)) for side, g in sides.items()}
        same = [np.asarray(a).view(np.uint32) == np.asarray(b).view(np.uint32) for a, b in zip(results["jax.jit"], results["lpf llvm"])]
        identical = 100.0 * sum(int(s.sum()) for s in same) / sum(s.size for s in same)
        best = {side: float("inf") for side in sides}
        for _ in range(args.rounds):
            for side, g in sides.items():
                start = time.perf_counter()
                jax.block_until_ready(g(x))
                best[side] = min(best[side], time.perf_counter() - start)
        ratio = best["lpf llvm"] / best["jax.jit"]
        print(f"{name}: jax.jit {best['jax.jit'] * 1e6:.0f} us, lpf llvm {best['lpf llvm'] * 1e6:.0f} us, lpf / jax {ratio:.2f}x; {identical:.1f}% of the elements identical", flush=True)


if __name__ == "__main__":
    main()
