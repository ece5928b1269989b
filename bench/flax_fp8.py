"""flax.linen's FP8 recipe (`fp8_ops.Fp8DotGeneralOp`: quantise to f8E4M3FN by the scale, dequantise,
dot) through `lpf.jit(backend="llvm")` against `jax.jit` (XLA's excess precision off, formats.md
5.1) in one process, freshly initialised layers (unit scales), f32 and bf16 compute: single Dense
layers and a two-layer MLP with a GELU (docs/llvm.md, "FP8 recipes").

    PYTHONPATH=python .venv/bin/python bench/flax_fp8.py [--calls 30]

Prints per case the best of N calls of each side, called in turn, lpf / jax (below 1: lpf is
faster) and the share of outputs bit-identical to jax.jit's. Set LPF_BIN_DIR to another build's
binaries to compare builds.
"""
import argparse
import os
import sys
import time

os.environ.setdefault("XLA_FLAGS", "--xla_allow_excess_precision=false")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from flax import linen  # noqa: E402
from flax.linen import fp8_ops  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import lpf  # noqa: E402


class Mlp(linen.Module):
    width: int
    dtype: object

    @linen.compact
    def __call__(self, x):
        h = linen.Dense(self.width, dot_general_cls=fp8_ops.Fp8DotGeneralOp, dtype=self.dtype)(x)
        return linen.Dense(x.shape[-1], dot_general_cls=fp8_ops.Fp8DotGeneralOp, dtype=self.dtype)(linen.gelu(h))


def dense(width, dtype):
    return linen.Dense(width, dot_general_cls=fp8_ops.Fp8DotGeneralOp, dtype=dtype)


CASES = [  # (name, module, batch, features)
    ("Dense 512 -> 2048", lambda dtype: dense(2048, dtype), 256, 512),
    ("Dense 2048 -> 512", lambda dtype: dense(512, dtype), 256, 2048),
    ("Dense 256 -> 1024", lambda dtype: dense(1024, dtype), 64, 256),
    ("MLP 256 -> 1024 -> 256", lambda dtype: Mlp(1024, dtype), 64, 256),
    ("MLP 512 -> 2048 -> 512", lambda dtype: Mlp(2048, dtype), 256, 512),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=30)
    calls = parser.parse_args().calls
    for dtype in (jnp.float32, jnp.bfloat16):
        for name, make, batch, features in CASES:
            module = make(dtype)
            x = np.random.default_rng(0).standard_normal((batch, features)).astype(np.float32)
            variables = module.init(jax.random.PRNGKey(0), x)
            fn = lambda v, x: module.apply(v, x, mutable=["_overwrite_with_gradient"])[0]  # noqa: E731
            jitted, through_lpf = jax.jit(fn), lpf.jit(fn, backend="llvm")
            want, got = np.asarray(jitted(variables, x)), np.asarray(through_lpf(variables, x))
            bits = np.uint16 if want.dtype.itemsize == 2 else np.uint32
            identical = np.mean(want.view(bits) == got.view(bits))
            times = {"jax": [], "lpf": []}
            for _ in range(calls):
                for side, f in (("jax", jitted), ("lpf", through_lpf)):
                    start = time.perf_counter()
                    jax.block_until_ready(f(variables, x))
                    times[side].append(time.perf_counter() - start)
            t_jax, t_lpf = min(times["jax"]), min(times["lpf"])
            print(f"{jnp.dtype(dtype).name:8} {name:24} batch {batch:3}: jax.jit {t_jax * 1e3:7.3f} ms, lpf.jit(llvm) "
                  f"{t_lpf * 1e3:7.3f} ms, lpf/jax {t_lpf / t_jax:.2f}, {identical:.1%} identical", flush=True)


if __name__ == "__main__":
    main()
