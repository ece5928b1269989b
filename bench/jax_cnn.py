"""A small bf16 CNN written as a JAX user writes it (lax.conv_general_dilated, NHWC/HWIO, a strided
and a grouped convolution, relu, mean pooling, a dense layer) through raise-stablehlo and
lpf.jit(backend="llvm"), against jax.jit on the same inputs and machine.

Usage: PYTHONPATH=python .venv/bin/python bench/jax_cnn.py   (figures: docs/llvm.md,
"Convolutions"). Prints the best of 20 second-and-later calls on each side, lpf/jax as a ratio
(above 1: lpf is slower), and the share of outputs bit-identical to jax.jit (XLA's f32 order is
its own; the raised contract is within the SFEP-0054 section 8 bound, docs/jax.md).
"""
import time

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

import lpf

BF16 = ml_dtypes.bfloat16


def cnn(x, w1, w2, wd):
    h = lax.conv_general_dilated(x, w1, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    h = jax.nn.relu(h)   # a bf16 maximum: chosen on exact widenings on the LLVM exit
    h = lax.conv_general_dilated(h, w2, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=2)
    h = jnp.mean(h.astype(jnp.float32), axis=(1, 2)).astype(BF16)
    return h @ wd


def best(f, args, calls=20):
    np.asarray(f(*args))
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        np.asarray(f(*args))
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    rng = np.random.default_rng(0)
    args = (rng.standard_normal((8, 32, 32, 16)).astype(BF16), (rng.standard_normal((3, 3, 16, 32)) * 0.2).astype(BF16),
            (rng.standard_normal((3, 3, 16, 32)) * 0.2).astype(BF16), (rng.standard_normal((32, 10)) * 0.2).astype(BF16))
    module = lpf.from_jax(cnn, *args)
    print(f"raised: {module.count('lpf.conv ')} lpf.conv, {module.count('lpf.dot ')} lpf.dot")
    jitted, through_lpf = jax.jit(cnn), lpf.jit(cnn, backend="llvm")
    want, got = np.asarray(jitted(*args)), np.asarray(through_lpf(*args))
    identical = np.mean(want.view(np.uint16) == got.view(np.uint16))
    t_jax, t_lpf = best(jitted, args), best(through_lpf, args)
    print(f"jax.jit {t_jax * 1e3:.3f} ms, lpf.jit(llvm) {t_lpf * 1e3:.3f} ms, lpf/jax {t_lpf / t_jax:.2f}, "
          f"{identical:.1%} of outputs bit-identical")


if __name__ == "__main__":
    main()
