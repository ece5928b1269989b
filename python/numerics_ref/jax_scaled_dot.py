#!/usr/bin/env python3
"""XLA (jax, CPU) reference for lpf-numerics' block-scaled dot.

Usage: jax_scaled_dot.py DIR
Reads DIR/meta.txt ("B M N K BLOCK"), DIR/lhs.u8 (f8E4M3FN codes, [B,M,K]), DIR/lhs_scale.u8
(f8E8M0FNU, [B,M,K/BLOCK]), DIR/rhs.u8 (f8E5M2 codes, [B,N,K]: contracting dim last, like lpf's),
DIR/rhs_scale.u8 ([B,N,K/BLOCK]). Writes float32 [B,M,N] results:
  DIR/decomposition.f32  convert, multiply by the broadcast scales, dot_general with f32 result
                         (the StableHLO decomposition JAX emits on CPU, formats.md §3)
  DIR/scaled_dot.f32     jax.lax.scaled_dot(..., preferred_element_type=float32)
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
    b, m, n, k, block = (int(v) for v in open(os.path.join(d, "meta.txt")).read().split())
    load = lambda name, shape, dtype: np.fromfile(os.path.join(d, name), dtype=np.uint8).reshape(shape).view(dtype)
    lhs = load("lhs.u8", (b, m, k), ml_dtypes.float8_e4m3fn)
    rhs = load("rhs.u8", (b, n, k), ml_dtypes.float8_e5m2)
    ls = load("lhs_scale.u8", (b, m, k // block), ml_dtypes.float8_e8m0fnu)
    rs = load("rhs_scale.u8", (b, n, k // block), ml_dtypes.float8_e8m0fnu)
    dims = (((2,), (2,)), ((0,), (0,)))

    def decomposition(lhs, rhs, ls, rs):
        lf = lhs.astype(jnp.float32) * jnp.repeat(ls.astype(jnp.float32), block, axis=2)
        rf = rhs.astype(jnp.float32) * jnp.repeat(rs.astype(jnp.float32), block, axis=2)
        return jax.lax.dot_general(lf, rf, dims, preferred_element_type=jnp.float32)

    out = jax.jit(decomposition)(lhs, rhs, ls, rs)
    np.asarray(out, dtype=np.float32).tofile(os.path.join(d, "decomposition.f32"))
    # lax.scaled_dot wants rhs as [B, K, N] with scales [B, K/BLOCK, N].
    sd = jax.jit(lambda a, b_, sa, sb: jax.lax.scaled_dot(
        a, b_, lhs_scale=sa, rhs_scale=sb, preferred_element_type=jnp.float32))
    out = sd(lhs, np.swapaxes(rhs, 1, 2), ls, np.swapaxes(rs, 1, 2))
    np.asarray(out, dtype=np.float32).tofile(os.path.join(d, "scaled_dot.f32"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
