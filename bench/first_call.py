"""The first call of a small flax CNN ([4, 16, 16, 8] through two 3x3 convolutions and a Linear),
each in a fresh process, model tracing included: jax.jit, lpf.jit(backend="llvm") compiling (an
empty library cache), and lpf.jit(llvm) loading the library a previous process kept
(python/lpf/compile_cache.py; docs/jax.md, "First calls").

    PYTHONPATH=python .venv/bin/python bench/first_call.py [--runs 2]

Prints, per dtype (f32, bf16) and run, the three times and the ratios lpf / jax.jit.
"""
import argparse
import os
import subprocess
import sys
import tempfile

CHILD = r"""
import os, sys, time
os.environ.setdefault("XLA_FLAGS", "--xla_allow_excess_precision=false")
import jax, jax.numpy as jnp, numpy as np
from flax import nnx
import lpf
dtype = {"f32": jnp.float32, "bf16": jnp.bfloat16}[sys.argv[1]]
class Cnn(nnx.Module):
    def __init__(self, rngs):
        self.c1 = nnx.Conv(8, 16, (3, 3), strides=2, dtype=dtype, rngs=rngs)
        self.c2 = nnx.Conv(16, 16, (3, 3), feature_group_count=2, dtype=dtype, rngs=rngs)
        self.dense = nnx.Linear(16, 10, dtype=dtype, rngs=rngs)
    def __call__(self, x):
        h = nnx.relu(self.c1(x)); h = nnx.relu(self.c2(h)); return self.dense(h.mean(axis=(1, 2)))
model = Cnn(nnx.Rngs(0))
f = lambda x: model(x)
x = np.random.default_rng(0).standard_normal((4, 16, 16, 8)).astype(np.float32)
jitted = jax.jit(f) if sys.argv[2] == "jax" else lpf.jit(f, backend="llvm")
start = time.perf_counter()
jax.block_until_ready(jitted(x))
print(time.perf_counter() - start)
"""


def first_call(dtype, side, cache):
    env = dict(os.environ, LPF_NATIVE_CACHE=cache)
    done = subprocess.run([sys.executable, "-c", CHILD, dtype, side], capture_output=True, text=True, env=env, check=True)
    return float(done.stdout.split()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2)
    runs = parser.parse_args().runs
    for dtype in ("f32", "bf16"):
        for _ in range(runs):
            with tempfile.TemporaryDirectory() as cache:
                jax_s = first_call(dtype, "jax", cache)
                compiling = first_call(dtype, "lpf", cache)
                kept = first_call(dtype, "lpf", cache)
            print(f"{dtype}: jax.jit {jax_s:.3f} s, lpf.jit(llvm) compiling {compiling:.3f} s ({compiling / jax_s:.1f}x), "
                  f"from the kept library {kept:.3f} s ({kept / jax_s:.1f}x)", flush=True)


if __name__ == "__main__":
    main()
