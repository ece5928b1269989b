"""f32 dots whose left operand is stored transposed (a dense layer's weight gradient `x.T @ dy`,
`einsum('bi,bj->ij')`): the share of `jax.jit`'s bits (XLA's excess precision off, formats.md
5.1) that lpf's backends give, on the dots alone and on a small MLP's parameter gradients, and
the LLVM exit's time per call against jax.jit's in the same process (docs/jax.md, the weight
gradients' row; `hlo_defined/dot_lanes.rs`, `transposed_left_blocks`).

    PYTHONPATH=python .venv/bin/python bench/xla_weight_gradients.py [ref llvm ...]

Prints, per case and backend, the share of output elements equal to jax.jit's bits over 2
random inputs (N(0, 1), seeds 0-1), then for llvm the best of 20 calls against jax.jit's best of
20 (below 1 is faster). The last dot case (M x N = 4096 outputs over K = 1024) is measured, not
modelled. Set LPF_BIN_DIR to another build's binaries to compare builds.
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_allow_excess_precision=false")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from flax import nnx  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import lpf  # noqa: E402
from best_of import best  # noqa: E402


class Mlp(nnx.Module):
    def __init__(self, sizes):
        self.layers = nnx.List([nnx.Linear(a, b, rngs=nnx.Rngs(i)) for i, (a, b) in enumerate(zip(sizes, sizes[1:]))])

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = nnx.relu(layer(x))
        return self.layers[-1](x)


def mlp_gradients(sizes):
    """The parameter gradients of an MLP for a cotangent given as an argument."""
    graph, params = nnx.split(Mlp(sizes))

    def gradients(x, cotangent):
        _, pullback = jax.vjp(lambda p: nnx.merge(graph, p)(x), params)
        return jax.tree_util.tree_leaves(pullback(cotangent)[0])
    return gradients


def transposed_left(a, b):
    return a.T @ b


# (name, argument shapes, function)
CASES = [(f"x.T @ dy, K {k}, M x N {m} x {n}", [(k, m), (k, n)], transposed_left)
         for k, m, n in [(16, 64, 10), (64, 100, 37), (300, 7, 9), (600, 128, 64), (1000, 128, 64), (2048, 96, 64), (1024, 64, 64)]]
CASES += [("MLP 32 -> 64 -> 10, batch 16: parameter gradients", [(16, 32), (16, 10)], mlp_gradients((32, 64, 10))),
          ("MLP 784 -> 256 -> 10, batch 512: parameter gradients", [(512, 784), (512, 10)], mlp_gradients((784, 256, 10)))]


def bits(tree):
    return np.concatenate([np.asarray(leaf).view(np.uint32).ravel() for leaf in jax.tree_util.tree_leaves(tree)])


def main():
    backends = sys.argv[1:] or ["ref", "llvm"]
    for name, shapes, f in CASES:
        equal = {b: 0 for b in backends}
        total = 0
        jitted = {b: lpf.jit(f, backend=b) for b in backends}
        for seed in range(2):
            rng = np.random.default_rng(seed)
            args = [rng.standard_normal(s).astype(np.float32) for s in shapes]
            want = bits(jax.jit(f)(*args))
            total += want.size
            for b in backends:
                equal[b] += int(np.sum(bits(jitted[b](*args)) == want))
        line = ", ".join(f"{b} {100 * equal[b] / total:.1f}%" for b in backends)
        if "llvm" in backends:
            rng = np.random.default_rng(0)
            args = [rng.standard_normal(s).astype(np.float32) for s in shapes]
            line += f"; llvm / jax.jit {best(jitted['llvm'], args) / best(jax.jit(f), args):.2f}x"
        print(f"{name}: {line}", flush=True)


if __name__ == "__main__":
    main()
