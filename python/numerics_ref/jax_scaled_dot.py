#!/usr/bin/env python3
"""XLA (jax, CPU) reference for lpf-numerics' block-scaled dot.

Usage: jax_scaled_dot.py DIR
Reads DIR/meta.txt ("B M N K BLOCK mx" or "B M N K BLOCK nvfp4 G_LHS G_RHS"), DIR/lhs.u8
([B,M,K] codes: f8E4M3FN for mx, f4E2M1FN for nvfp4), DIR/lhs_scale.u8 ([B,M,K/BLOCK]: f8E8M0FNU
for mx, f8E4M3FN for nvfp4), DIR/rhs.u8 ([B,N,K]: contracting dim last, like lpf's; f8E5M2 for mx,
f4E2M1FN for nvfp4), DIR/rhs_scale.u8 ([B,N,K/BLOCK]). Writes float32 [B,M,N] results:
  DIR/decomposition.f32  convert, multiply by the broadcast scales (and, nvfp4, the per-tensor
                         scales), dot_general with f32 result (JAX's CPU decomposition, formats.md §3)
  DIR/scaled_dot.f32     (mx only) jax.lax.scaled_dot(..., preferred_element_type=float32)
"""
import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402


def main(argv):
    if len(argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    d = argv[1]
    meta = open(os.path.join(d, "meta.txt")).read().split()
    b, m, n, k, block = (int(v) for v in meta[:5])
    kind = meta[5]
    if kind == "mx":
        types = (ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2, ml_dtypes.float8_e8m0fnu)
        g_lhs = g_rhs = 1.0
    elif kind == "nvfp4":
        types = (ml_dtypes.float4_e2m1fn, ml_dtypes.float4_e2m1fn, ml_dtypes.float8_e4m3fn)
        g_lhs, g_rhs = float(meta[6]), float(meta[7])
    else:
        sys.stderr.write(f"jax_scaled_dot.py: unknown kind '{kind}' (mx or nvfp4)\n")
        return 2
    load = lambda name, shape, dtype: np.fromfile(os.path.join(d, name), dtype=np.uint8).reshape(shape).view(dtype)
    lhs = load("lhs.u8", (b, m, k), types[0])
    rhs = load("rhs.u8", (b, n, k), types[1])
    ls = load("lhs_scale.u8", (b, m, k // block), types[2])
    rs = load("rhs_scale.u8", (b, n, k // block), types[2])
    dims = (((2,), (2,)), ((0,), (0,)))

    def decomposition(lhs, rhs, ls, rs):
        # Element times (block scale times tensor scale); the test's tensor scales are short
        # dyadic numbers, so the scale product is exact in f32 as lpf computes it.
        lsf = jnp.repeat(ls.astype(jnp.float32) * jnp.float32(g_lhs), block, axis=2)
        rsf = jnp.repeat(rs.astype(jnp.float32) * jnp.float32(g_rhs), block, axis=2)
        lf = lhs.astype(jnp.float32) * lsf
        rf = rhs.astype(jnp.float32) * rsf
        return jax.lax.dot_general(lf, rf, dims, preferred_element_type=jnp.float32)

    # XLA converts the f8 operands itself; f4E2M1FN does not compile on CPU (formats.md §5), so
    # those are widened (exactly) by ml_dtypes first.
    ops = (lhs, rhs) if kind == "mx" else (lhs.astype(np.float32), rhs.astype(np.float32))
    out = jax.jit(decomposition)(*ops, ls, rs)
    np.asarray(out, dtype=np.float32).tofile(os.path.join(d, "decomposition.f32"))
    if kind != "mx":
        return 0
    # lax.scaled_dot wants rhs as [B, K, N] with scales [B, K/BLOCK, N].
    sd = jax.jit(lambda a, b_, sa, sb: jax.lax.scaled_dot(
        a, b_, lhs_scale=sa, rhs_scale=sb, preferred_element_type=jnp.float32))
    out = sd(lhs, np.swapaxes(rhs, 1, 2), ls, np.swapaxes(rs, 1, 2))
    np.asarray(out, dtype=np.float32).tofile(os.path.join(d, "scaled_dot.f32"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
