#!/usr/bin/env python3
"""dot_generals as models write them, raised and measured against XLA (scripts/test.d/65-raise-stablehlo.sh).

raise-stablehlo states what XLA CPU computes for a dot_general with low-precision operands or
result (lowering/src/raise_stablehlo/dot.rs, formats.md §5.1): lpf.dot acc(f32) (XLA's f32 sum,
in XLA's order: within the SFEP-0054 section 8 bound of lpf.dot's k-ordered one) and the
lpf.converts XLA rounds that sum through. Each claim is measured here against jaxlib, so a jaxlib
that computes otherwise fails this test:

1. The rounding chain, for every pair of bf16, f16, f8E4M3FN and f8E5M2 operands (and f32
   operands JAX widened itself) into f32, bf16, f16, f8E4M3FN and f8E5M2: on data whose sums are
   exact in f32 in every order (so XLA's order cannot matter), the raised module on lpf's
   reference gives XLA's bits. The dots the raise leaves (an f8E4M3FN result of two f8 operands,
   one of them f8E5M2) carry a remark, and XLA's result there is neither single nor double
   rounding through f16 (why they are left).
2. Excess precision: `(a @ b).astype(f32)` of a bf16 result is XLA's f32 sum (no bf16 rounding),
   per user; f16 and double-rounded results keep their rounding.
3. Layouts: several contracting or free dimensions, none, batch dimensions inside: the bits of
   XLA on exact data.
4. Random data (sums not exact): the raised module on the reference is within the section 8
   bound of XLA plus the result's own rounding, and the LLVM exit gives the reference's bits.
"""
import itertools
import subprocess

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

from checks import expect, finish
from exact_sums import codes, dyadic, same_bits
from lpf import xla
from lpf.api import raise_stablehlo
from lpf.run import run_lpf
from lpf.tools import binary

BF16, F16, F32 = ml_dtypes.bfloat16, np.float16, np.float32
E4, E5 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2
NARROW = [BF16, F16, E4, E5]
RESULTS = [F32, BF16, F16, E4, E5]
rng = np.random.default_rng(38)
M, K, N = 24, 16, 20


def name(dtype):
    return np.dtype(dtype).name


def exact_data(shape, dtype):
    """+-{1, 1.25, 1.5, 1.75} 2^e, e in [-4, 3]: K = 16 products and their sums stay within 24
    bits (multiples of 2^-12 below 2^12): exact in f32 in any order."""
    return dyadic(rng, shape, dtype, (-4, 4))


def remarks(text):
    done = subprocess.run([binary("lpf-opt"), "-", "--raise-stablehlo"], input=text, capture_output=True, text=True)
    return done.stderr


def left_by_the_raise(lhs, rhs, result):
    """The documented exception: an f8E4M3FN result of two f8 operands, one of them f8E5M2."""
    return result is E4 and lhs in (E4, E5) and rhs in (E4, E5) and E5 in (lhs, rhs)


def raised_equals_xla(what, fn, args, excess_precision=False):
    """`fn` raised: no dot_general left, and lpf-run's reference gives XLA's bits on every output
    (XLA with its excess precision when `excess_precision`, which the raise then states; without
    it, XLA keeping every rounding, as the default raise does)."""
    text = xla.stablehlo_of(fn, *args)
    raised = raise_stablehlo(text, excess_precision=excess_precision)
    expect("stablehlo.dot_general" not in raised and "lpf.dot" in raised, f"{what}: every dot_general raised")
    want = xla.run(text, *args, excess_precision=excess_precision)
    got = run_lpf(raised, args, "ref", [w.dtype for w in want])
    same = [same_bits(w, g) for w, g in zip(want, got)]
    differ = ", ".join(f"output {i}: {np.mean(codes(w) == codes(g)):.1%} equal" for i, (w, g, s) in enumerate(zip(want, got, same)) if not s)
    expect(all(same), f"{what}: the raised module on lpf's reference gives XLA's bits ({sum(same)} of {len(same)} outputs"
           + (f"; {differ})" if differ else ")"))
    return raised


def rounding_chains():
    """1. Every operand pair into every result, one module for all raised ones."""
    pairs = list(itertools.product(NARROW, NARROW)) + [(F32, F32)]
    raised_cases, left_cases = [], []
    for lhs, rhs in pairs:
        for result in RESULTS if (lhs, rhs) != (F32, F32) else RESULTS[1:]:
            (left_cases if left_by_the_raise(lhs, rhs, result) else raised_cases).append((lhs, rhs, result))
    operands = {t: (exact_data((M, K), t), exact_data((K, N), t)) for t in NARROW + [F32]}

    def every_dot(*flat):
        by_type = {t: flat[2 * i: 2 * i + 2] for i, t in enumerate(NARROW + [F32])}
        return [lax.dot(by_type[l][0], by_type[r][1], preferred_element_type=res) for l, r, res in raised_cases]

    args = [x for t in NARROW + [F32] for x in operands[t]]
    raised_equals_xla(f"rounding chains of {len(raised_cases)} operand/result combinations on exact sums", every_dot, args)
    for lhs, rhs, result in left_cases:
        a, b = operands[lhs][0], operands[rhs][1]
        fn = lambda a, b: lax.dot(a, b, preferred_element_type=result)
        text = xla.stablehlo_of(fn, a, b)
        expect("'stablehlo.dot_general' left as it is" in remarks(text),
               f"{name(lhs)} x {name(rhs)} -> {name(result)}: left with a remark")
        got = codes(xla.run(text, a, b)[0])
        exact = a.astype(np.float64) @ b.astype(np.float64)
        once = codes(exact.astype(F32).astype(result))
        twice = codes(exact.astype(F32).astype(F16).astype(result))
        expect(not np.array_equal(got, once) and not np.array_equal(got, twice),
               f"{name(lhs)} x {name(rhs)} -> {name(result)}: XLA is neither f32 -> {name(result)} "
               f"({np.mean(got == once):.1%} equal) nor f32 -> f16 -> {name(result)} ({np.mean(got == twice):.1%})")


def excess_precision():
    """2. A widening convert of a singly rounded bf16 result gets XLA's f32 sum; nothing else does."""
    a, b = exact_data((M, K), BF16), exact_data((K, N), BF16)
    h, g = exact_data((M, K), F16), exact_data((K, N), F16)
    p, q = exact_data((M, K), E4), exact_data((K, N), E5)
    a32, b32 = a.astype(F32), b.astype(F32)
    f32 = jnp.float32

    def users(a, b, h, g, p, q, a32, b32):
        ab = a @ b
        return (ab.astype(f32), ab,                                                    # two users of one bf16 dot
                (h @ g).astype(f32),                                                   # f16: keeps its rounding
                lax.dot(a, b, preferred_element_type=F16).astype(f32),                 # through bf16 then f16
                lax.dot(a32, b32, preferred_element_type=BF16).astype(f32),            # f32 operands into bf16: kept
                lax.dot(h, g, preferred_element_type=E4).astype(f32),                  # f8: twice rounded
                lax.dot(h, g, preferred_element_type=BF16).astype(f32),                # f16 operands into bf16: skipped
                lax.dot(p, q, preferred_element_type=BF16).astype(f32),                # mixed f8 into bf16: skipped
                lax.dot(a, q, preferred_element_type=BF16).astype(f32))                # bf16 x f8 into bf16: skipped
    args = (a, b, h, g, p, q, a32, b32)
    raised = raised_equals_xla("excess precision stated (excess-precision=xla; bf16, f16, f8 and mixed operands, results widened)",
                               users, args, excess_precision=True)
    kept = raised_equals_xla("every rounding kept (the default; XLA with --xla_allow_excess_precision=false)", users, args)
    expect(kept.count("lpf.convert") > raised.count("lpf.convert"), "the default raise keeps the roundings excess precision skips")
    want = xla.run(xla.stablehlo_of(users, *args), *args)
    exact = (a.astype(np.float64) @ b.astype(np.float64)).astype(F32)
    expect(same_bits(want[0], exact) and not same_bits(want[0], exact.astype(BF16).astype(F32)),
           "XLA: (bf16 a @ b).astype(f32) is the unrounded f32 sum")
    expect(same_bits(want[1], exact.astype(BF16)), "XLA: the second, bf16 user of the same dot gets the rounded value")
    expect(raised.count("lpf.dot") == 8, "one lpf.dot per jax dot (the two users share one)")
    skipped = (a32.astype(np.float64) @ b32.astype(np.float64)).astype(F32)
    expect(same_bits(want[4], skipped.astype(BF16).astype(F32)),
           "XLA: f32 operands rounded into bf16 keep the rounding under astype(f32)")


def layouts():
    """3. Groupings of dimensions as einsum and jnp.dot write them, bf16 in and out."""
    cases = [
        ("bmij,ijn->bmn (two contracting, two free)", "bmij,ijn->bmn", (2, 3, 4, 5), (4, 5, 6)),
        ("k,k-> (vector dot)", "k,k->", (16,), (16,)),
        ("mk,k->m (matrix-vector)", "mk,k->m", (7, 16), (16,)),
        ("xbmk,nbyk->bxmyn (batch inside, free groups)", "xbmk,nbyk->bxmyn", (2, 3, 4, 16), (5, 3, 6, 16)),
        ("bhqd,bhkd->bhqk (attention scores)", "bhqd,bhkd->bhqk", (2, 2, 8, 16), (2, 2, 8, 16)),
    ]
    for what, equation, ls, rs in cases:
        a, b = exact_data(ls, BF16), exact_data(rs, BF16)
        raised_equals_xla(f"einsum {what}", lambda a, b: jnp.einsum(equation, a, b), (a, b))


def section8(a, b):
    k = a.shape[-1]
    u = 2.0 ** -24
    return 2 * (k * u / (1 - k * u)) * (np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64)))


def random_data():
    """4. Sums that are not exact: the reference within the bound, llvm == ref bit for bit."""
    for lhs, rhs, result, k in [(BF16, BF16, BF16, 1024), (F16, F16, F16, 301), (E4, E4, E4, 512), (BF16, E4, F32, 777)]:
        a = (rng.standard_normal((33, k)) * 2).astype(lhs)
        b = (rng.standard_normal((k, 17)) * 2).astype(rhs)
        fn = lambda a, b: lax.dot(a, b, preferred_element_type=result)
        text = xla.stablehlo_of(fn, a, b)
        raised = raise_stablehlo(text)
        want = xla.run(text, a, b)[0]
        ref = run_lpf(raised, (a, b), "ref", [want.dtype])[0]
        llvm = run_lpf(raised, (a, b), "llvm", [want.dtype])[0]
        what = f"{name(lhs)} x {name(rhs)} -> {name(result)}, K = {k}"
        # Each side: the f32 sum within the bound of the exact one, then at most one unit of the
        # result's last place from its rounding(s).
        w, r = want.astype(np.float64), ref.astype(np.float64)
        ulp = np.spacing(np.maximum(np.abs(w), np.abs(r)).astype(result)).astype(np.float64)
        limit = 2 * section8(a, b) + 2 * ulp
        identical = np.mean(codes(want) == codes(ref))
        expect(bool(np.all(np.abs(w - r) <= limit)),
               f"{what}: reference within the section 8 bound and the result's rounding of XLA ({identical:.1%} bit-identical)")
        expect(same_bits(ref, llvm), f"{what}: the LLVM exit gives the reference's bits")


def excess_precision_option():
    """2b. The keyword through the Python API: lpf.jit and lpf.check in both settings."""
    import lpf
    from lpf.api import first_difference
    a, b = exact_data((M, K), BF16), exact_data((K, N), BF16)
    # K terms of exact data: the bf16 rounding of the sum shows in the f32 result.
    users = lambda a, b: (a @ b).astype(jnp.float32) * 2
    text = xla.stablehlo_of(users, a, b)
    default, skipped = (xla.run(text, a, b, excess_precision=e)[0] for e in (False, True))
    expect(not same_bits(default, skipped), "XLA: the two settings differ on (bf16 a @ b).astype(f32)")
    for backend in ("ref", "llvm", "xla"):
        kept = np.asarray(lpf.jit(users, backend=backend)(a, b))
        stated = np.asarray(lpf.jit(users, backend=backend, excess_precision=True)(a, b))
        expect(same_bits(kept, default) and same_bits(stated, skipped),
               f"lpf.jit({backend}): XLA's bits without excess precision by default, with it under excess_precision=True")
    for excess in (False, True):
        report = lpf.check(users, a, b, excess_precision=excess)
        expect(first_difference(report) is None, f"lpf.check(excess_precision={excess}): no first difference")


def main():
    rounding_chains()
    excess_precision()
    excess_precision_option()
    layouts()
    random_data()
    finish()


if __name__ == "__main__":
    main()
