#!/usr/bin/env python3
"""XLA's excess precision for element-wise bf16 arithmetic, measured on jaxlib, and
`lpf.jit(..., excess_precision=True)` giving jax.jit's bits on every backend
(lowering/src/raise_stablehlo/excess.rs, formats.md §5.1; scripts/test.d/65-raise-stablehlo.sh).

1. jaxlib (jax.jit's default, `xla_allow_excess_precision`): a bf16 add, subtract, multiply,
   divide, exp, log, tanh, rsqrt, sqrt or power whose result is converted straight to f32 gives
   that user the f32 op of the exactly widened operands (no bf16 rounding), also when another
   user reads the bf16 value; an earlier op of a chain, an op with a reshape, transpose, slice
   or negate between it and the convert, and every f16 op keep their rounding. A jaxlib that
   computes otherwise fails here, and the raise's rule must follow it.
2. lpf: with `excess_precision=True`, xla, llvm and ref give jax.jit's bits on these programs
   (inputs whose results stay normal f32: XLA flushes subnormals, lpf does not). The f32
   transcendentals are each backend's own f32 function (docs/stablehlo.md), so for exp, log,
   tanh, rsqrt and power only xla must be bit-identical; ref and llvm are within 4 f32 ulps (3 measured: the
   reference interpreter's f32 tanh against XLA's).
   Without it, every backend keeps the bf16 rounding (what XLA computes with
   --xla_allow_excess_precision=false).
"""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

import lpf
from checks import expect, finish

BF16, F32 = ml_dtypes.bfloat16, np.float32
rng = np.random.default_rng(7)
a = (rng.standard_normal((16, 64)) * 3).astype(F32).astype(BF16)
b = (rng.standard_normal((16, 64)) * 3).astype(F32).astype(BF16)
positive = np.abs(a) + BF16(0.125)


def bits(v):
    return np.asarray(v, F32).view(np.uint32)


def rounded(v):
    return np.asarray(v, F32).astype(BF16).astype(F32)


def f32_of(op):
    """`op` run by XLA on f32 widenings: the value XLA's excess precision hands an f32 user."""
    return lambda *xs: np.asarray(jax.jit(op)(*[np.asarray(x, F32) for x in xs]))


# (name, the bf16 op, its operands, whether ref and llvm must be bit-identical to XLA's f32 op)
SKIPS = [
    ("add", lambda x, y: x + y, (a, b), True),
    ("subtract", lambda x, y: x - y, (a, b), True),
    ("multiply", lambda x, y: x * y, (a, b), True),
    ("divide", lambda x, y: x / y, (a, positive), True),
    ("sqrt", lambda x: jnp.sqrt(x), (positive,), True),
    ("exp", lambda x: jnp.exp(x), (a,), False),
    ("log", lambda x: jnp.log(x), (positive,), False),
    ("tanh", lambda x: jnp.tanh(x), (a,), False),
    ("rsqrt", lambda x: lax.rsqrt(x), (positive,), False),
    ("power", lambda x, y: lax.pow(x, y), (positive, b), False),
]

# 1. What XLA computes.
for name, op, args, _ in SKIPS:
    got = jax.jit(lambda *xs: op(*xs).astype(jnp.float32))(*args)
    expect(np.array_equal(bits(got), bits(f32_of(op)(*args))), f"XLA: bf16 {name} then astype(f32) is the f32 {name} (rounding skipped)")
two = jax.jit(lambda x, y: ((x * y).astype(jnp.float32), x * y))(a, b)
expect(np.array_equal(bits(two[0]), bits(f32_of(lambda x, y: x * y)(a, b))), "XLA: the f32 user skips the rounding when a bf16 user reads the product too")
expect(np.array_equal(bits(two[1]), bits(rounded(f32_of(lambda x, y: x * y)(a, b)))), "XLA: the bf16 user gets the rounded product")
product = f32_of(lambda x, y: x * y)(a, b)
KEPT = [
    ("an earlier op of a chain", lambda x, y: (x * y + x).astype(jnp.float32), rounded(product) + np.asarray(a, F32)),
    ("a reshape between", lambda x, y: (x * y).reshape(-1).astype(jnp.float32), rounded(product).reshape(-1)),
    ("a transpose between", lambda x, y: (x * y).T.astype(jnp.float32), rounded(product).T),
    ("a slice between", lambda x, y: (x * y)[2:5].astype(jnp.float32), rounded(product)[2:5]),
    ("a negate between", lambda x, y: (-(x * y)).astype(jnp.float32), -rounded(product)),
    ("f16", lambda x, y: (x.astype(jnp.float16) * y.astype(jnp.float16)).astype(jnp.float32),
     np.asarray(product, F32).astype(np.float16).astype(F32)),
]
for what, f, want in KEPT:
    expect(np.array_equal(bits(jax.jit(f)(a, b)), bits(want)), f"XLA: {what} keeps the bf16 rounding")

# 2. lpf on every backend.
BACKENDS = ("xla", "llvm", "ref")


def ulps(x, y):
    """Distance in f32 ulps (same-sign finite values)."""
    return np.abs(bits(x).astype(np.int64) - bits(y).astype(np.int64))


for name, op, args, exact_everywhere in SKIPS:
    f = lambda *xs: op(*xs).astype(jnp.float32)
    want = np.asarray(jax.jit(f)(*args))
    for backend in BACKENDS:
        got = np.asarray(lpf.jit(f, backend=backend, excess_precision=True)(*args))
        if exact_everywhere or backend == "xla":
            expect(np.array_equal(bits(got), bits(want)), f"lpf {backend}, excess_precision: {name} -> f32 is jax.jit's bits")
        else:
            distance = int(ulps(got, want).max())
            expect(distance <= 4, f"lpf {backend}, excess_precision: {name} -> f32 within 4 ulps of jax.jit's f32 {name} ({distance})")
    plain = np.asarray(lpf.jit(f, backend="ref")(*args))
    expect(np.array_equal(bits(plain), bits(rounded(plain))), f"lpf ref, default: {name} -> f32 keeps the bf16 rounding")


def block(x, y, w):
    """A residual add and a layer norm in flax's form (f32 statistics of a bf16 sum), then the
    multiply-and-add of a scale and bias in bf16: the ops between a flax block's layers."""
    h = x + y * w
    h32 = h.astype(jnp.float32)
    mean = h32.mean(-1, keepdims=True)
    var = ((h32 - mean) ** 2).mean(-1, keepdims=True)
    return ((h32 - mean) * lax.rsqrt(var + 1e-6)).astype(jnp.bfloat16) * w + y


w = (rng.standard_normal((64,)) * 0.5).astype(F32).astype(BF16)
want = np.asarray(jax.jit(block)(a, b, w))
for backend in BACKENDS:
    got = np.asarray(lpf.jit(block, backend=backend, excess_precision=True)(a, b, w))
    same = float(np.mean(got.view(np.uint16) == want.view(np.uint16)))
    expect(same == 1.0, f"lpf {backend}, excess_precision: a residual add and layer norm give jax.jit's bits ({same:.1%})")
finish()
