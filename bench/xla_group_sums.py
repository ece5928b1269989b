"""GroupNorm's grouped f32 sums below 4096 elements: the share of `jax.jit`'s bits (XLA's excess
precision off, formats.md 5.1) that lpf's backends give on flax's `nnx.GroupNorm` and on the
plain sums and sums of squares over (1, 2, 4) of [N, H, W, G, c] (docs/jax.md, "GroupNorm";
`hlo_defined/group_sum.rs`).

    PYTHONPATH=python .venv/bin/python bench/xla_group_sums.py [ref llvm ...]

Prints, per case, how many of 4 random inputs (N(0, 1), seeds 0-3) each backend computes to
jax.jit's bits on every output element, and how many cases are identical on every seed. The
last cases (W = 16, 3 groups) are measured not modelled: lpf sums them in order.
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

# (NHWC shape, groups)
GROUP_NORMS = [((2, 8, 8, 16), 4), ((2, 8, 8, 16), 8), ((1, 8, 8, 32), 8), ((1, 8, 8, 32), 32), ((2, 4, 4, 64), 32),
               ((1, 4, 4, 128), 32), ((4, 4, 4, 32), 16), ((2, 8, 2, 32), 32), ((1, 8, 8, 48), 16)]
# [N, H, W, G, c]
GROUPED = [(2, 8, 8, 4, 2), (1, 8, 8, 4, 2), (2, 4, 4, 8, 4), (2, 8, 4, 4, 1), (2, 8, 2, 4, 1), (2, 2, 2, 4, 1), (2, 6, 4, 4, 3),
           (3, 16, 4, 2, 1), (1, 5, 8, 8, 2), (2, 3, 8, 2, 8)]
UNMODELLED = [(1, 4, 16, 2, 2), (2, 4, 4, 3, 2)]


def main():
    backends = sys.argv[1:] or ["ref", "llvm"]
    cases = []
    for shape, groups in GROUP_NORMS:
        norm = nnx.GroupNorm(shape[-1], num_groups=groups, rngs=nnx.Rngs(0))
        cases.append((f"nnx.GroupNorm {shape} in {groups} groups", shape, lambda x, norm=norm: norm(x)))
    for shape in GROUPED + UNMODELLED:
        cases.append((f"sum over (1, 2, 4) of {shape}", shape, lambda x: jnp.sum(x, axis=(1, 2, 4))))
        cases.append((f"sum of squares over (1, 2, 4) of {shape}", shape, lambda x: jnp.sum(x * x, axis=(1, 2, 4))))
    identical = {b: 0 for b in backends}
    for name, shape, f in cases:
        hits = {b: 0 for b in backends}
        for seed in range(4):
            x = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
            want = np.asarray(jax.jit(f)(x)).view(np.uint32)
            for b in backends:
                hits[b] += bool(np.all(np.asarray(lpf.jit(f, backend=b)(x)).view(np.uint32) == want))
        for b in backends:
            identical[b] += hits[b] == 4
        print(f"{name}: " + ", ".join(f"{b} {hits[b]}/4" for b in backends), flush=True)
    print(f"cases identical on every seed: " + ", ".join(f"{b} {identical[b]} of {len(cases)}" for b in backends))


if __name__ == "__main__":
    main()
