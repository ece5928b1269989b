#!/usr/bin/env python3
"""f32 rsqrt as XLA CPU computes it (lowering/src/hlo_defined/xla_rsqrt.rs, docs/llvm.md "f32
rsqrt"): the host's estimate instruction and Newton steps (one on AMD, two on Intel) with fused multiply-adds, on ref
and llvm, so that lpf.jit gives jax.jit's bits (`--xla_allow_excess_precision=false`) on every
backend for lax.rsqrt, 1 / sqrt and a / sqrt (XLA's simplifier writes both with rsqrt), and
flax's nnx.LayerNorm and nnx.RMSNorm in f32 (their rsqrt of the variance). Before (1 / sqrt
rounded twice) these gave jax.jit's bits on 60-88% of the outputs on llvm and 63-100% on ref
(docs/llvm.md has each). Only on an x86-64 host (elsewhere lpf computes 1 / sqrt)."""
import os

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_allow_excess_precision=false").strip()

import platform  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from flax import nnx  # noqa: E402
from jax import lax  # noqa: E402

import lpf  # noqa: E402
from checks import expect, finish  # noqa: E402

rng = np.random.default_rng(3939)
F32 = np.float32


def positive(shape):
    """Positive normal f32 at random bits (every exponent), half of them variance-like."""
    x = rng.integers(0x00800000, 0x7F800000, shape, dtype=np.uint32).view(F32).copy()
    x[: shape[0] // 2] = (rng.standard_normal((shape[0] // 2,) + shape[1:]) ** 2 + 1e-5).astype(F32)
    return x


def special():
    codes = [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x00000001, 0x007FFFFF, 0x807FFFFF,
             0x00800000, 0x7F7FFFFF, 0xBF800000, 0x3F800000, 0x40000000, 0x3F800800, 0x3F8007FF, 0x400007FF]
    return np.array(codes, np.uint32).view(F32)


def functional(module):
    graph, state = nnx.split(module)
    return (lambda state, x: nnx.merge(graph, state)(x)), state


def norm(cls, features):
    layer = cls(features, rngs=nnx.Rngs(0))
    fn, state = functional(layer)
    # Non-trivial scale and bias, so that the normalised product feeds a multiply and an add.
    state = jax.tree_util.tree_map(lambda p: p + jnp.asarray(rng.standard_normal(p.shape), p.dtype) * 0.1, state)
    return fn, state


def rows(shape, scale=1.0):
    return (rng.standard_normal(shape) * scale + rng.standard_normal(shape[:-1] + (1,))).astype(F32)


CASES = [
    ("rsqrt 8x64", lambda x: lax.rsqrt(x), (positive((8, 64)),)),
    ("rsqrt 4", lambda x: lax.rsqrt(x), (positive((4,)),)),
    ("rsqrt special", lambda x: lax.rsqrt(x), (special(),)),
    ("1 / sqrt", lambda x: 1 / jnp.sqrt(x), (positive((8, 64)),)),
    ("a / sqrt(b)", lambda a, b: a / jnp.sqrt(b), (rows((8, 64)), positive((8, 64)))),
    ("a / sqrt(row var)", lambda a: a / jnp.sqrt(jnp.var(a, axis=-1, keepdims=True) + 1e-5), (rows((8, 64), 3.0),)),
]
for cls in (nnx.LayerNorm, nnx.RMSNorm):
    for shape in ((8, 64), (4, 2048), (16, 768)):
        fn, state = norm(cls, shape[-1])
        CASES.append((f"{cls.__name__} {shape[0]}x{shape[1]}", fn, (state, rows(shape, 2.0))))


def same(want, got):
    w, g = np.asarray(want), np.asarray(got)
    return w.shape == g.shape and bool(np.all(w.view(np.uint32) == g.view(np.uint32)))


def main():
    if platform.machine() not in ("x86_64", "AMD64"):
        print("skipped: lpf computes rsqrt as 1 / sqrt on this host (docs/llvm.md)")
        return
    for name, fn, args in CASES:
        want = np.asarray(jax.jit(fn)(*args))
        for backend in ("xla", "llvm", "ref"):
            got = np.asarray(lpf.jit(fn, backend=backend)(*args))
            identical = float(np.mean(want.view(np.uint32) == got.view(np.uint32))) if want.shape == got.shape else 0.0
            expect(same(want, got), f"{name} on {backend}: jax.jit's bits ({identical:.1%} identical)")
    finish()


if __name__ == "__main__":
    main()
