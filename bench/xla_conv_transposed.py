"""Input-dilated (transposed) f32 convolutions: the share of `jax.jit`'s bits (XLA's excess
precision off, formats.md 5.1) that lpf's backends give on flax's `nnx.ConvTranspose`, a small
CNN's gradient (a strided convolution's input gradient is one) and a DCGAN-style decoder, and
the LLVM exit's time per call against jax.jit's in the same process (docs/jax.md, "Transposed
convolutions"; `hlo_defined/col2im_convolution.rs`).

    PYTHONPATH=python .venv/bin/python bench/xla_conv_transposed.py [ref llvm ...]

Prints, per case and backend, the share of output elements equal to jax.jit's bits over 3
random inputs (N(0, 1), seeds 0-2) and on how many seeds every element is; then, for llvm, the
best of 20 calls against jax.jit's best of 20 (a ratio: below 1 is faster). Set LPF_BIN_DIR to
another build's binaries to compare builds.
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


def conv_transpose(features_in, features_out, kernel, strides, padding="SAME"):
    layer = nnx.ConvTranspose(features_in, features_out, kernel, strides=strides, padding=padding, rngs=nnx.Rngs(0))
    return lambda x: layer(x)


class SmallCnn(nnx.Module):
    def __init__(self):
        self.a = nnx.Conv(3, 8, (3, 3), strides=(2, 2), rngs=nnx.Rngs(1))
        self.b = nnx.Conv(8, 16, (3, 3), strides=(2, 2), rngs=nnx.Rngs(2))
        self.out = nnx.Linear(16, 10, rngs=nnx.Rngs(3))

    def __call__(self, x):
        x = nnx.relu(self.a(x))
        x = nnx.relu(self.b(x))
        return self.out(jnp.mean(x, axis=(1, 2)))


def cnn_input_gradient():
    model = SmallCnn()
    # The input's gradient for a cotangent given as an argument: both strided convolutions'
    # input gradients (input-dilated ones). Not a loss such as sum(model(x) ** 2), which also
    # sums computed values below 4096 elements (not followed yet, docs/jax.md), nor a constant
    # cotangent, whose dot with the Linear's kernel XLA folds at compile time.
    return lambda x, cotangent: jax.vjp(model, x)[1](cotangent)[0]


class Decoder(nnx.Module):
    def __init__(self):
        self.up1 = nnx.ConvTranspose(64, 32, (4, 4), strides=(2, 2), rngs=nnx.Rngs(4))
        self.up2 = nnx.ConvTranspose(32, 3, (4, 4), strides=(2, 2), rngs=nnx.Rngs(5))

    def __call__(self, z):
        return jnp.tanh(self.up2(nnx.relu(self.up1(z))))


def decoder():
    model = Decoder()
    return lambda z: model(z)


CASES = [
    ("nnx.ConvTranspose 16 -> 8, 3x3 stride 2, [2, 8, 8, 16]", (2, 8, 8, 16), conv_transpose(16, 8, (3, 3), (2, 2))),
    ("nnx.ConvTranspose 32 -> 16, 4x4 stride 2, [1, 8, 8, 32]", (1, 8, 8, 32), conv_transpose(32, 16, (4, 4), (2, 2))),
    ("nnx.ConvTranspose 64 -> 3, 3x3 stride 2, [4, 16, 16, 64]", (4, 16, 16, 64), conv_transpose(64, 3, (3, 3), (2, 2))),
    ("nnx.ConvTranspose 128 -> 64, 3x3 stride 2 VALID, [1, 8, 8, 128]", (1, 8, 8, 128), conv_transpose(128, 64, (3, 3), (2, 2), "VALID")),
    ("nnx.ConvTranspose 1-D 8 -> 4, 5 stride 3, [2, 16, 8]", (2, 16, 8), conv_transpose(8, 4, (5,), (3,))),
    ("small CNN's input gradient (3x3 stride 2, 3 -> 8 -> 16), [4, 16, 16, 3]", ((4, 16, 16, 3), (4, 10)), cnn_input_gradient()),
    ("decoder: 2 ConvTranspose 4x4 stride 2, 64 -> 32 -> 3, [2, 4, 4, 64]", (2, 4, 4, 64), decoder()),
]


def arguments(shape, seed):
    """N(0, 1) f32 arguments of `shape` (one shape, or a tuple of several)."""
    rng = np.random.default_rng(seed)
    shapes = shape if isinstance(shape[0], tuple) else (shape,)
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


def main():
    backends = sys.argv[1:] or ["ref", "llvm"]
    for name, shape, f in CASES:
        equal = {b: 0 for b in backends}
        whole = {b: 0 for b in backends}
        total = 0
        jitted = {b: lpf.jit(f, backend=b) for b in backends}
        for seed in range(3):
            args = arguments(shape, seed)
            want = np.asarray(jax.jit(f)(*args)).view(np.uint32)
            total += want.size
            for b in backends:
                got = np.asarray(jitted[b](*args)).view(np.uint32)
                equal[b] += int(np.sum(got == want))
                whole[b] += bool(np.all(got == want))
        line = ", ".join(f"{b} {100 * equal[b] / total:.1f}% ({whole[b]}/3 whole)" for b in backends)
        if "llvm" in backends:
            args = arguments(shape, 0)
            ratio = best(jitted["llvm"], args) / best(jax.jit(f), args)
            line += f"; llvm / jax.jit {ratio:.2f}x"
        print(f"{name}: {line}", flush=True)


if __name__ == "__main__":
    main()
