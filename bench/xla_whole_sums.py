"""Whole f32 sums of 2-D arguments below 4096 elements (also read through a reshape or a transpose),
of arguments of three and four dimensions, and 1-D sums past 32 of XLA's runs of 32:
the share of `jax.jit`'s bits (XLA's excess precision off, formats.md 5.1) that lpf's backends
give (docs/jax.md, "whole 2-D f32 argument"; `hlo_defined/reduce_sum.rs`, `Sums::whole_2d`).

    PYTHONPATH=python .venv/bin/python bench/xla_whole_sums.py [ref llvm ...]

Prints, per shape, how many of 6 random inputs (N(0, 1), seeds 0-5) each backend sums to
jax.jit's bits, and how many shapes are identical on every seed.
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_allow_excess_precision=false")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import lpf  # noqa: E402

WHOLE = [(2000, 2), (1500, 2), (1200, 3), (4, 1000), (2, 2000), (40, 100), (8, 8), (8, 64), (4, 4), (16, 4), (32, 7), (12, 8),
         (40, 40), (64, 32), (1000, 3), (2, 6), (32, 8), (16, 16), (4, 2), (2, 2), (8, 5), (128, 16), (16, 9), (33, 33), (100, 20),
         (64, 48), (31, 31), (16, 100), (3, 500), (8, 3)]
# (argument shape, the view summed: a reshape to a shape, or "T" a transpose)
VIEWS = [((64,), (8, 8)), ((8, 8), (64,)), ((8, 8), (4, 16)), ((200,), (10, 20)), ((1000,), (10, 100)), ((8, 6), "T"), ((16, 4), "T"),
         ((40, 40), "T"), ((4, 4, 4), (16, 4)), ((8, 8), (2, 4, 8))]
NESTS = [(2, 4, 8), (4, 8, 2), (4, 4, 4), (2, 8, 8), (3, 4, 8), (4, 3, 8), (32, 4, 7), (5, 16, 6), (2, 2, 4, 4), (3, 2, 4, 8), (2, 5, 4, 6)]
RUNS = [((n,), None) for n in (1025, 1100, 1500, 2000, 3000, 4000, 4095)] + [((2, 2000), 1), ((3, 1300), 1), ((1500, 2), 0)]


def main():
    backends = sys.argv[1:] or ["ref", "llvm"]
    cases = [(shape, None) for shape in WHOLE + NESTS] + RUNS + [(shape, view) for shape, view in VIEWS]
    identical = {b: 0 for b in backends}
    for shape, axis in cases:
        if axis is None:
            f = lambda x: jnp.sum(x)
        elif axis == "T":
            f = lambda x: jnp.sum(x.T)
        elif isinstance(axis, tuple):
            f = lambda x, s=axis: jnp.sum(x.reshape(s))
        else:
            f = lambda x, a=axis: jnp.sum(x, axis=a)
        hits = {b: 0 for b in backends}
        for seed in range(6):
            x = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
            want = np.asarray(jax.jit(f)(x)).view(np.uint32)
            for b in backends:
                hits[b] += bool(np.all(np.asarray(lpf.jit(f, backend=b)(x)).view(np.uint32) == want))
        for b in backends:
            identical[b] += hits[b] == 6
        axis_text = "whole" if axis is None else "transposed" if axis == "T" else f"as {axis}" if isinstance(axis, tuple) else f"axis {axis}"
        print(f"{shape} {axis_text}: " + ", ".join(f"{b} {hits[b]}/6" for b in backends), flush=True)
    print(f"shapes identical on every seed: " + ", ".join(f"{b} {identical[b]} of {len(cases)}" for b in backends))


if __name__ == "__main__":
    main()
