#!/usr/bin/env python3
"""Whole JAX models through lpf (issue 21; python/lpf/models.py): a transformer block (64 tokens
x 128 wide, 4 heads, bf16 activations, f8E4M3FN weights, f32 accumulation, layer norm, softmax,
GELU, f32 residuals, bf16 out) and an MLP with RMSNorm and SwiGLU. `lpf.jit(backend="xla")`
against jax.jit (most outputs identical, the rest within a stated tolerance: the exit computes
the dots' contract, XLA its own order); `lpf.check` compares every lpf op of the raised program, run alone
on the lpf reference on XLA's values of its operands, with XLA's value of the op (jax's own
program on XLA CPU is the independent reference), runs the same ops on the LLVM exit (its bits
must be the reference's), and names the user's source line of each op; under a rounding policy it names the first op the policy changes. Both models on
`lpf.jit(backend="ref")` (StableHLO's reference interpreter with lpf's numerics) against jax.jit,
both on `lpf.jit(backend="iree")` (docs/iree.md) against jax.jit and against ref, the
transformer block's lpf ops alone on IREE against the reference (issue 40, item 3), and
lpf.jit's reuse of a built program per argument signature. Run from
scripts/test.d/65-raise-stablehlo.sh."""
import inspect

import jax
import numpy as np

import lpf
from checks import expect, finish
from lpf import models
from lpf.api import first_difference

SOURCE = inspect.getsource(models).splitlines()
MODELS_FILE = inspect.getsourcefile(models)


def same_bits(a, b):
    a, b = np.asarray(a), np.asarray(b)
    return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


def line_of(location):
    """The source text at a report's file:line:col (models.py only)."""
    path, line, _ = location.rsplit(":", 2)
    return SOURCE[int(line) - 1] if path == MODELS_FILE else ""


def line_number(text):
    """The 1-based line of models.py holding `text` (exactly one)."""
    found = [i + 1 for i, line in enumerate(SOURCE) if text in line]
    assert len(found) == 1, (text, found)
    return found[0]


# What each lpf op's own source line must show: the jax call that emitted the op it replaced.
EMITTED_BY = {"lpf.dot": ("lax.dot_general", "jnp.einsum("), "lpf.convert": (".astype(",), "lpf.reduce_sum": ("jnp.mean(",)}


def check_model(name, fn, x, p, n_dots, dot_call_lines, exits=("llvm",)):
    want = jax.jit(fn)(x, p)
    got = lpf.jit(fn, backend="xla")(x, p)
    # The StableHLO exit computes each raised dot as its contract says (exact products summed
    # exactly, rounded once: docs/stablehlo.md), XLA's own dot sums in its order; both are within
    # the section 8 bound of the k-ordered sum. Such a difference moves a bf16 rounding downstream
    # by an ulp, and through a later norm and dot by a few ulps of the layer's scale (|y| <= 8
    # here): so most outputs are identical and none is more than 2^-5 away.
    want, got = np.asarray(want), np.asarray(got)
    identical = float(np.mean(want.view(np.uint16) == got.view(np.uint16))) if want.shape == got.shape else 0.0
    gap = float(np.max(np.abs(want.astype(np.float64) - got.astype(np.float64)))) if want.shape == got.shape else np.inf
    expect(want.dtype == got.dtype and identical >= 0.95 and gap <= 2.0 ** -5,
           f"{name}: lpf.jit(backend='xla') against jax.jit: {identical:.2%} of {want.size} bf16 outputs identical, "
           f"largest difference {gap:.3g} (<= 2^-5)")
    report = lpf.check(fn, x, p, exits=exits)
    kinds = [e["op"] for e in report]
    print(f"     {name}: {len(report)} lpf ops:", {k: kinds.count(k) for k in sorted(set(kinds))},
          "not identical:", [(e["op"], e["mismatches"]) for e in report if not e["identical"]])
    expect(kinds.count("lpf.dot") == n_dots and all(e["identical"] is not None for e in report),
           f"{name}: check compares every lpf op ({n_dots} dots among {len(report)}) with XLA's value of the op it replaced")
    expect(first_difference(report) is None and all(e["identical"] or e["within_bound"] for e in report),
           f"{name}: every lpf op bit-identical to XLA's or within the section 8 bound")
    expect(all(e["exits"] == {exit: 0 for exit in exits} for e in report),
           f"{name}: every lpf op bit-identical between the reference and the exits {', '.join(exits)} on the same inputs "
           f"({sum(e['size'] for e in report)} values)")
    expect(all(any(call in line_of(e["location"]) for call in EMITTED_BY[e["op"]]) for e in report),
           f"{name}: each op's location is the models.py line that emitted it")
    callers = sorted(int(e["frames"][1].rsplit(":", 2)[1]) for e in report if e["op"] == "lpf.dot")
    expect(callers == sorted(dot_call_lines), f"{name}: each dot's call stack names its caller's line ({callers})")
    return report


def check_llvm(name, fn, x, p):
    """The whole mixed model on the LLVM exit (lpf ops through lpf's kernels, the StableHLO rest
    through upstream's linalg conversion: docs/llvm.md, "Mixed modules") against jax.jit.
    Tolerance, the one of the xla check above and why: the lpf ops compute their contracts (each
    bit-identical to the reference: check_model's `exits`), but the f32 StableHLO parts are
    computed by upstream MLIR + LLVM where XLA uses its own code: exp and tanh are upstream MLIR's
    polynomial approximations on the exit (`lpf-math-approximate`, each within its measured ulp
    bound: test_math_approximate.py) and XLA's own ones there, its rsqrt and divisions may be fused and its fused loops may
    contract a multiply and an add into one FMA; each moves an f32 value by an ulp or so, which
    flips a later bf16 rounding by one ulp where the value is near a tie, and through the next
    norm and dot by a few ulps of the layer's scale (|y| <= 8): most outputs identical, none more
    than 2^-5 away. The second call reuses the compiled object and gives the same bits."""
    want = np.asarray(jax.jit(fn)(x, p))
    compiled = lpf.jit(fn, backend="llvm")
    got, again = np.asarray(compiled(x, p)), np.asarray(compiled(x, p))
    identical = float(np.mean(want.view(np.uint16) == got.view(np.uint16))) if want.shape == got.shape else 0.0
    gap = float(np.max(np.abs(want.astype(np.float64) - got.astype(np.float64)))) if want.shape == got.shape else np.inf
    expect(want.dtype == got.dtype and identical >= 0.95 and gap <= 2.0 ** -5 and same_bits(got, again),
           f"{name}: lpf.jit(backend='llvm') on the mixed module against jax.jit: {identical:.2%} of {want.size} bf16 outputs "
           f"identical, largest difference {gap:.3g} (<= 2^-5); the second call gives the same bits")


def closeness(want, got):
    """(share of bf16 outputs bit-identical, largest absolute difference) of two results."""
    want, got = np.asarray(want), np.asarray(got)
    if want.shape != got.shape:
        return 0.0, np.inf
    return (float(np.mean(want.view(np.uint16) == got.view(np.uint16))),
            float(np.max(np.abs(want.astype(np.float64) - got.astype(np.float64)))))


def check_iree(name, fn, x, p, want, ref):
    """The whole mixed model on IREE (docs/iree.md: lpf ops through the StableHLO exit lowered
    for IREE, the rest compiled by IREE for llvm-cpu) against jax.jit and against backend="ref"
    on the same inputs, with the tolerance of the xla check and why: each lpf op gives the
    reference's bits on IREE (check_model's `exits`), but the f32 StableHLO parts (exp, tanh,
    rsqrt, divisions, the norms' f32 sums) are IREE's own code, under its flush-to-zero, where XLA
    and the reference interpreter use theirs; an f32 ulp there can flip a later bf16 rounding.
    Measured (2026-12-04): both models bit-identical to ref on all 8,192 outputs. The second call
    reuses the compiled module and gives the same bits."""
    compiled = lpf.jit(fn, backend="iree")
    got, again = np.asarray(compiled(x, p)), np.asarray(compiled(x, p))
    for other, against in ((want, "jax.jit"), (ref, "backend='ref'")):
        identical, gap = closeness(other, got)
        expect(other.dtype == got.dtype and identical >= 0.95 and gap <= 2.0 ** -5 and same_bits(got, again),
               f"{name}: lpf.jit(backend='iree') against {against}: {identical:.2%} of {other.size} bf16 outputs identical, "
               f"largest difference {gap:.3g} (<= 2^-5); the second call gives the same bits")


def main():
    rng = np.random.default_rng(21)
    x, p = models.transformer_params(rng)
    dense_line = line_number('dense(h, p[name])')
    # 6 fp8 dense layers and the two bf16 x bf16 -> f32 attention einsums (frame 1 of those:
    # the block's call of attention).
    # On "iree" too (one IREE compile of all 20 ops): each op's bits are the reference's.
    check_model("transformer block", models.transformer_block, x, p, 8,
                [dense_line] * 3 + [line_number('p["wo"]'), line_number('p["w1"]'), line_number('p["w2"]')]
                + [line_number("attention(layer_norm(x,")] * 2, exits=("llvm", "iree"))
    # A policy changes the raised contracts, not XLA's program: the first op it changes is the
    # first convert into bf16 in program order (layer norm's output), and nothing before it.
    report = lpf.check(models.transformer_block, x, p, policy="rounding=toward_zero")
    first = first_difference(report)
    index = report.index(first) if first else -1
    expect(first is not None and first["op"] == "lpf.convert" and int(first["location"].rsplit(":", 2)[1]) == line_number("attention(layer_norm(x,")
           and 0 < first["mismatches"] < first["size"] and all(e["identical"] for e in report[:index]),
           f"policy rounding=toward_zero: check names the first op it changes ({first and first['location']}, "
           f"{first and first['mismatches']} of {first and first['size']} values)")

    check_llvm("transformer block", models.transformer_block, x, p)

    x, p = models.mlp_params(rng)
    check_model("SwiGLU MLP", models.swiglu_mlp, x, p, 3,
                [line_number('p["w_gate"]'), line_number('p["w_up"]'), line_number('p["w_down"]')])
    check_llvm("SwiGLU MLP", models.swiglu_mlp, x, p)

    # Both models on backend="ref" (issue 21 section 2): StableHLO's reference interpreter runs
    # the StableHLO ops, lpf's numerics the lpf ops. Against jax.jit, as on "xla": the raised dots
    # are computed as their contract says (exact products, one rounding) where XLA sums in its
    # order, and the interpreter computes f32 ops correctly rounded (APFloat; exp, tanh, rsqrt by
    # the host's libm) where XLA fuses them and uses its own polynomial exp/tanh (a few f32 ulps
    # apart). A few-ulp f32 difference moves a bf16 rounding by an ulp now and then, and through
    # the next norm and dot a few bf16 ulps of |y| <= 8: most outputs identical, none > 2^-5 off.
    rng = np.random.default_rng(22)
    for name, fn, params in (("transformer block", models.transformer_block, models.transformer_params),
                             ("SwiGLU MLP", models.swiglu_mlp, models.mlp_params)):
        x, p = params(rng)
        want, got = np.asarray(jax.jit(fn)(x, p)), np.asarray(lpf.jit(fn, backend="ref")(x, p))
        identical, gap = closeness(want, got)
        expect(want.dtype == got.dtype and identical >= 0.95 and gap <= 2.0 ** -5,
               f"{name}: lpf.jit(backend='ref') against jax.jit: {identical:.2%} of {want.size} bf16 outputs identical, "
               f"largest difference {gap:.3g} (<= 2^-5)")
        check_iree(name, fn, x, p, want, got)

    # lpf.jit builds one program per argument signature and reuses it: three calls, two
    # signatures, two raises (counted at lpf-opt, which every build runs once).
    builds = []
    real = lpf.api.lpf_opt_located

    def counting(*args, **kwargs):
        builds.append(1)
        return real(*args, **kwargs)

    lpf.api.lpf_opt_located = counting
    try:
        x, p = models.mlp_params(rng)
        f = lpf.jit(models.swiglu_mlp, backend="ref")
        first, again, half = f(x, p), f(x, p), f(x[:32], p)
    finally:
        lpf.api.lpf_opt_located = real
    expect(len(builds) == 2 and same_bits(first, again) and np.asarray(half).shape == (32, x.shape[1]),
           f"lpf.jit(backend='ref') built {len(builds)} programs for 3 calls of 2 signatures (2 expected), "
           "the repeated call's result identical")
    finish()


if __name__ == "__main__":
    main()
