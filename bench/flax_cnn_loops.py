"""The session-21 figures of docs/llvm.md ("A CNN's patches"; "Control flow": dots in loops):
an MNIST-style flax.nnx CNN (nnx.Conv 1 -> 32 -> 64, 3 x 3, relu, avg_pool, Linear 3136 -> 256 -> 10)
in f32 and bf16, a bf16 `fori_loop` of 16 `tanh(h @ w)` ([4, 64] x [64, 64]) and a bf16 `lax.scan`
of `tanh(relu(h @ w) @ v)` over 3 layers (16 x 128, [128, 256] and back), through
`lpf.jit(backend="llvm")` against `jax.jit` in one process, the two called in turn.

Usage: PYTHONPATH=python .venv/bin/python bench/flax_cnn_loops.py [--batch 32] [--rounds 10]
Prints, per case, the best over `rounds` blocks of the mean call time on each side, lpf/jax (above
1: lpf is slower), the load average, and the share of outputs bit-identical to jax.jit run without
XLA's excess precision (formats.md 5.1: the flag is set below, before jax is imported).
"""
import argparse
import os
import time
from functools import partial

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_allow_excess_precision=false").strip()

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from flax import nnx  # noqa: E402

import lpf  # noqa: E402


class CNN(nnx.Module):
    def __init__(self, dtype, rngs):
        kw = dict(dtype=dtype, param_dtype=dtype, rngs=rngs)
        self.conv1 = nnx.Conv(1, 32, kernel_size=(3, 3), **kw)
        self.conv2 = nnx.Conv(32, 64, kernel_size=(3, 3), **kw)
        self.pool = partial(nnx.avg_pool, window_shape=(2, 2), strides=(2, 2))
        self.linear1 = nnx.Linear(3136, 256, **kw)
        self.linear2 = nnx.Linear(256, 10, **kw)

    def __call__(self, x):
        x = self.pool(nnx.relu(self.conv1(x)))
        x = self.pool(nnx.relu(self.conv2(x)))
        x = nnx.relu(self.linear1(x.reshape(x.shape[0], -1)))
        return self.linear2(x)


def cnn_case(dtype, batch):
    graph, state = nnx.split(CNN(dtype, nnx.Rngs(0)))
    x = jax.random.normal(jax.random.PRNGKey(1), (batch, 28, 28, 1)).astype(dtype)
    return (lambda state, x: nnx.merge(graph, state)(x)), (state, x)


def fori_case():
    w = (jax.random.normal(jax.random.PRNGKey(1), (64, 64)) * 0.15).astype(jnp.bfloat16)
    x = jax.random.normal(jax.random.PRNGKey(3), (4, 64)).astype(jnp.bfloat16)
    return (lambda w, x: jax.lax.fori_loop(0, 16, lambda i, h: jnp.tanh(h @ w), x)), (w, x)


def scan_case():
    w = (jax.random.normal(jax.random.PRNGKey(1), (3, 128, 256)) * 0.1).astype(jnp.bfloat16)
    v = (jax.random.normal(jax.random.PRNGKey(2), (3, 256, 128)) * 0.1).astype(jnp.bfloat16)
    x = jax.random.normal(jax.random.PRNGKey(3), (16, 128)).astype(jnp.bfloat16)

    def f(w, v, x):
        def step(h, wv):
            return jnp.tanh(jax.nn.relu(h @ wv[0]) @ wv[1]), None
        return jax.lax.scan(step, x, (w, v))[0]
    return f, (w, v, x)


def bits(a):
    a = np.asarray(a)
    return a.view({2: np.uint16, 4: np.uint32}[a.dtype.itemsize])


def measure(name, fn, args, rounds, calls):
    sides = [("jax", jax.jit(fn)), ("lpf", lpf.jit(fn, backend="llvm"))]
    outs = [np.asarray(jax.block_until_ready(j(*args))) for _, j in sides]
    same = float(np.mean(bits(outs[0]) == bits(outs[1])))
    best = {side: float("inf") for side, _ in sides}
    for _ in range(rounds):
        for side, j in sides:
            start = time.perf_counter()
            for _ in range(calls):
                out = j(*args)
            jax.block_until_ready(out)
            best[side] = min(best[side], (time.perf_counter() - start) / calls)
    print(f"{name:34s} jax.jit {best['jax'] * 1e3:8.3f} ms  lpf.jit(llvm) {best['lpf'] * 1e3:8.3f} ms  "
          f"lpf/jax {best['lpf'] / best['jax']:5.2f}  identical {same:6.1%}  load {os.getloadavg()[0]:.1f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--batch", type=int, default=32, help="the CNN's batch (default 32)")
    parser.add_argument("--rounds", type=int, default=10, help="blocks of calls per side (default 10)")
    args = parser.parse_args()
    for dtype, label in [(jnp.float32, "f32"), (jnp.bfloat16, "bf16")]:
        fn, fn_args = cnn_case(dtype, args.batch)
        measure(f"CNN {label}, batch {args.batch}", fn, fn_args, args.rounds, 10)
    fn, fn_args = fori_case()
    measure("bf16 fori_loop of 16 tanh(h @ w)", fn, fn_args, args.rounds, 200)
    fn, fn_args = scan_case()
    measure("bf16 scan of 3 MLP layers", fn, fn_args, args.rounds, 100)


if __name__ == "__main__":
    main()
