"""A small bf16 CNN written as a JAX user writes it (lax.conv_general_dilated, NHWC/HWIO, a strided
and a grouped convolution, relu, mean pooling, a dense layer) through raise-stablehlo and
lpf.jit(backend=...) (llvm by default), against jax.jit on the same inputs and machine.

Usage: PYTHONPATH=python .venv/bin/python bench/jax_cnn.py [--backend xla] [--calls 20]
(figures: docs/llvm.md, "Convolutions"; docs/stablehlo.md, "Speed on real models"). Prints the
best of N second-and-later calls on each side, the two sides called in turn, lpf/jax as a ratio
(above 1: lpf is slower), the load average, and the share of outputs bit-identical to jax.jit
(XLA's f32 order is its own; the raised contract is within the SFEP-0054 section 8 bound,
docs/jax.md).
"""
import argparse
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


def interleaved(fs, args, calls):
    """The best of `calls` second-and-later calls of each of `fs`, called in turn."""
    for f in fs:
        np.asarray(f(*args))
    times = [[] for _ in fs]
    for _ in range(calls):
        for f, t in zip(fs, times):
            start = time.perf_counter()
            np.asarray(f(*args))
            t.append(time.perf_counter() - start)
    return [min(t) for t in times]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", default="llvm")
    parser.add_argument("--calls", type=int, default=20)
    options = parser.parse_args()
    rng = np.random.default_rng(0)
    args = (rng.standard_normal((8, 32, 32, 16)).astype(BF16), (rng.standard_normal((3, 3, 16, 32)) * 0.2).astype(BF16),
            (rng.standard_normal((3, 3, 16, 32)) * 0.2).astype(BF16), (rng.standard_normal((32, 10)) * 0.2).astype(BF16))
    module = lpf.from_jax(cnn, *args)
    print(f"raised: {module.count('lpf.conv ')} lpf.conv, {module.count('lpf.dot ')} lpf.dot")
    jitted, through_lpf = jax.jit(cnn), lpf.jit(cnn, backend=options.backend)
    want, got = np.asarray(jitted(*args)), np.asarray(through_lpf(*args))
    identical = np.mean(want.view(np.uint16) == got.view(np.uint16))
    t_jax, t_lpf = interleaved((jitted, through_lpf), args, options.calls)
    print(f"jax.jit {t_jax * 1e3:.3f} ms, lpf.jit({options.backend}) {t_lpf * 1e3:.3f} ms, lpf/jax {t_lpf / t_jax:.2f}, "
          f"{identical:.1%} of outputs bit-identical, load average {' '.join(open('/proc/loadavg').read().split()[:3])}")


if __name__ == "__main__":
    main()
