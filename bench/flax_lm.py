"""A flax.nnx bf16 transformer LM written with flax's own layers (nnx.Embed, LayerNorm,
MultiHeadAttention, Linear, gelu), through lpf.jit(backend=...) against jax.jit on the same
inputs, machine and threads (issue 39's benchmark).

Usage: PYTHONPATH=python .venv/bin/python bench/flax_lm.py [--layers 6] [--width 512]
[--tokens 2x128] [--backend llvm]. Prints the first call's time on each side (trace, compile,
run), the best of N second-and-later calls, the two sides called in turn, lpf/jax as a ratio
(above 1: lpf is slower), the load average, and the share of outputs bit-identical to jax.jit.
Figures: docs/llvm.md, "Real models"; for --backend xla docs/stablehlo.md, "Speed on real
models".
"""
import argparse
import time

import jax
import numpy as np
from flax import nnx

import lpf
from lpf.flax_models import LM, functional

def timed(f, args):
    start = time.perf_counter()
    out = np.asarray(f(*args))
    return out, time.perf_counter() - start


def interleaved(fs, args, calls):
    """The best of `calls` calls of each of `fs`, called in turn (a round of one call each), so
    that the machine's load falls on every side alike."""
    times = [[] for _ in fs]
    for _ in range(calls):
        for f, t in zip(fs, times):
            t.append(timed(f, args)[1])
    return [min(t) for t in times]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=6)
    parser.add_argument("--width", type=int, default=512)
    parser.add_argument("--tokens", default="2x128")
    parser.add_argument("--vocab", type=int, default=1024)
    parser.add_argument("--backend", default="llvm")
    parser.add_argument("--calls", type=int, default=10)
    options = parser.parse_args()
    batch, length = (int(n) for n in options.tokens.split("x"))
    fn, state = functional(LM(options.vocab, options.width, options.width // 64, nnx.Rngs(0), layers=options.layers))
    tokens = np.random.default_rng(0).integers(0, options.vocab, (batch, length)).astype(np.int32)
    args = (state, tokens)
    jitted, through_lpf = jax.jit(fn), lpf.jit(fn, backend=options.backend)
    want, first_jax = timed(jitted, args)
    got, first_lpf = timed(through_lpf, args)
    identical = np.mean(want.view(np.uint16) == got.view(np.uint16))
    t_jax, t_lpf = interleaved((jitted, through_lpf), args, options.calls)
    print(f"flax LM {options.layers} layers x {options.width}, tokens {options.tokens}, backend {options.backend}, "
          f"load average {' '.join(open('/proc/loadavg').read().split()[:3])}")
    print(f"first call: jax.jit {first_jax:.2f} s, lpf.jit {first_lpf:.2f} s, lpf/jax {first_lpf / first_jax:.2f}")
    print(f"best of {options.calls} interleaved calls: jax.jit {t_jax * 1e3:.3f} ms, lpf.jit {t_lpf * 1e3:.3f} ms, lpf/jax {t_lpf / t_jax:.2f}, "
          f"{identical:.1%} of outputs bit-identical to jax.jit")


if __name__ == "__main__":
    main()
