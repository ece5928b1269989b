"""What lpf's exactness costs on IREE (issue 40, item 5): three models, each run in this process on
this machine as

  lpf-on-IREE   lpf.jit(f, backend="iree"): raised, lowered by the StableHLO exit for IREE (integer
                conversions, run-time checked ordered dots with an f64 fallback: docs/iree.md) and
                compiled by IREE;
  plain IREE    jax's own StableHLO (jax.jit(f).lower(*args).as_text()) compiled by IREE with the
                same flags (python/xla_runner/lpf_iree.py FLAGS) and run with iree.runtime
                (local-task), as an IREE user would without lpf;
  lpf-on-LLVM   lpf.jit(f, backend="llvm"): lpf's LLVM exit, JIT-compiled;
  jax.jit       XLA CPU, for scale.

The models: python/lpf/models.py's transformer block and SwiGLU MLP (64 x 128 bf16, f8E4M3FN
weights) and bench/jax_cnn.py's CNN (8 x 32 x 32 x 16 bf16, a strided and a grouped conv).
Every time is the best of N calls (default 30) after a first (compiling) call, the result
brought to host memory; the four sides take turns, one call each per round. The exactness cost is lpf-on-IREE / plain IREE (above 1: lpf is slower). Also printed:
the share of each side's bf16 outputs bit-identical to lpf-on-IREE's.

Usage: PYTHONPATH=python .venv/bin/python -W ignore bench/iree.py [N]   (figures: docs/iree.md,
"Speed").
"""
import importlib.util
import os
import sys
import time

# This file is iree.py: its folder, which Python puts first on sys.path, would shadow the iree package.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path = [p for p in sys.path if os.path.abspath(p or ".") != HERE]

import jax
import ml_dtypes
import numpy as np

import lpf
from lpf import models

sys.path.insert(0, os.path.join(HERE, "..", "python", "xla_runner"))
import lpf_iree  # noqa: E402

_spec = importlib.util.spec_from_file_location("jax_cnn", os.path.join(HERE, "jax_cnn.py"))
jax_cnn = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(jax_cnn)
cnn = jax_cnn.cnn

BF16 = ml_dtypes.bfloat16


def best(sides, calls):
    """{name: best time} of `calls` rounds, each calling every side once in turn (so that a busy
    moment of a shared machine falls on all sides alike), after one call of each."""
    for f in sides.values():
        f()
    times = {name: float("inf") for name in sides}
    for _ in range(calls):
        for name, f in sides.items():
            start = time.perf_counter()
            f()
            times[name] = min(times[name], time.perf_counter() - start)
    return times


def plain_iree(fn, args):
    """jax's StableHLO of fn compiled by IREE with lpf's flags: a call taking the flat arguments."""
    text = jax.jit(fn).lower(*args).as_text()
    module = lpf_iree.load(lpf_iree.compile_text(text, "jax"))
    leaves = [np.ascontiguousarray(a) for a in jax.tree_util.tree_leaves(args)]
    return lambda: [np.asarray(o) for o in lpf_iree.outputs(module["main"](*leaves))]


def cnn_args(rng):
    return (rng.standard_normal((8, 32, 32, 16)).astype(BF16), (rng.standard_normal((3, 3, 16, 32)) * 0.2).astype(BF16),
            (rng.standard_normal((3, 3, 16, 32)) * 0.2).astype(BF16), (rng.standard_normal((32, 10)) * 0.2).astype(BF16))


def same(a, b):
    """(share of bf16 outputs bit-identical, largest absolute difference)."""
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape or a.dtype != b.dtype:
        return 0.0, np.inf
    return float(np.mean(a.view(np.uint16) == b.view(np.uint16))), float(np.max(np.abs(a.astype(np.float64) - b.astype(np.float64))))


def main():
    calls = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    rng = np.random.default_rng(40)
    cases = [("transformer block", models.transformer_block, models.transformer_params(rng)),
             ("SwiGLU MLP", models.swiglu_mlp, models.mlp_params(rng)),
             ("CNN", cnn, cnn_args(rng))]
    print(f"best of {calls} calls after the first, in turns; jax {jax.__version__}, IREE flags: {' '.join(lpf_iree.FLAGS)}")
    for name, fn, args in cases:
        on_iree, on_llvm, jitted = lpf.jit(fn, backend="iree"), lpf.jit(fn, backend="llvm"), jax.jit(fn)
        plain = plain_iree(fn, args)
        exact = np.asarray(on_iree(*args))
        shares = {"plain IREE": same(plain()[0], exact), "lpf-on-LLVM": same(on_llvm(*args), exact),
                  "jax.jit": same(jitted(*args), exact)}
        t = best({"lpf-on-IREE": lambda: np.asarray(on_iree(*args)), "plain IREE": plain,
                  "lpf-on-LLVM": lambda: np.asarray(on_llvm(*args)), "jax.jit": lambda: np.asarray(jitted(*args))}, calls)
        print(f"{name}: " + ", ".join(f"{k} {v * 1e3:.2f} ms" for k, v in t.items()))
        print(f"  exactness cost lpf-on-IREE / plain IREE {t['lpf-on-IREE'] / t['plain IREE']:.2f}, "
              f"lpf-on-IREE / lpf-on-LLVM {t['lpf-on-IREE'] / t['lpf-on-LLVM']:.2f}, "
              f"lpf-on-IREE / jax.jit {t['lpf-on-IREE'] / t['jax.jit']:.2f}")
        print(f"  of {exact.size} outputs, bit-identical to lpf-on-IREE's (largest difference): "
              + ", ".join(f"{k} {v:.2%} ({d:.3g})" for k, (v, d) in shares.items()))


if __name__ == "__main__":
    main()
