#!/usr/bin/env python3
"""The StableHLO exit's contractions on both dispatch paths (issue 39), `lpf-run --backend xla`
against `--backend ref`: XLA's own f32 dot and reduce where a run-time range check proves the
contract (docs/stablehlo.md, "XLA's own dot where the operands prove it"), the exact f64 forms
where it does not, and the per-product sum in blocks (bounded memory) where products overflow f32.

One module holds a batched bf16 dot (K = 37), a 64 x 64 x 128 bf16 dot (its per-product sum runs
in several blocks), a bf16 reduce_sum, an FP8 dot (statically proven: no check), an f32 x bf16
dot, a bf16 conv with padding, a stride and two feature groups (XLA's convolution skips the
holes' products and spreads a group's NaN: `specials` must take the exact form), and a bf16
conv whose per-product form runs over blocks of images. Each input set steers every op onto one path:
- `normal`, `exact`: the native path (random normals; dyadic values whose sums are exact in f32 in
  any order, so xla gives ref's bits);
- `subnormal` (a bf16 subnormal operand), `tiny` (products near 2^-140, f32 subnormal sums),
  `large` (products near 2^126: K max|a| max|b| fails the check, nothing overflows): the exact
  f64 form, which XLA's flush would otherwise break (`tiny` on the native dot would give 0);
- `overflow` (products beyond f32's range, in some rows and columns), `specials` (NaN, +-inf):
  the per-product sum, its NaN and signed infinity classes as in k order;
- `zeros`: products that are all -0 give +0.
Every output must have ref's class (NaN, +-inf) and lie within the SFEP-0054 §8 bound of ref's
value (2 gamma_K sum|p| + 2K 2^-149, u = 2^-24); where the input set's sums are exact in f32
(`exact`, `tiny`, `zeros`), ref's bits.

Then XLA's own bits: a bf16 x bf16 -> bf16 `stablehlo.dot_general` (what PyTorch exports and
flax's bf16 layers write) through `lpf.jit_stablehlo(text, backend="xla")` against XLA running the
text with `xla_allow_excess_precision=false`. XLA computes it as the f32 dot of the widened
operands, rounded once (formats.md §5.1); the native form widens the operands too, where XLA
CPU's bf16 x bf16 -> f32 kernel summed in another order (Qwen2 bf16: 95.1% identical, up to 301
ulps; these shapes: up to 8 ulps before).
"""
import jax
import ml_dtypes
import numpy as np
from jax import lax

import lpf
from lpf import xla as xla_cpu
from lpf.run import lower, run_lpf
from checks import expect, finish
from exact_sums import same_bits

rng = np.random.default_rng(3939)
BF16, F8A, F8B = ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2

MODULE = """
func.func @main(%a: tensor<2x5x37xbf16>, %b: tensor<2x37x3xbf16>, %c: tensor<64x64xbf16>, %d: tensor<64x128xbf16>,
                %x: tensor<3x37xbf16>, %p: tensor<4x33xf8E4M3FN>, %q: tensor<33x6xf8E5M2>, %f: tensor<5x37xf32>, %g: tensor<37x3xbf16>,
                %cx: tensor<2x9x7x4xbf16>, %cw: tensor<3x3x2x6xbf16>, %ix: tensor<3x16x16x8xbf16>, %iw: tensor<3x3x8x64xbf16>)
    -> (tensor<2x5x3xf32>, tensor<64x128xf32>, tensor<3xf32>, tensor<4x6xf32>, tensor<5x3xf32>, tensor<2x5x7x6xf32>, tensor<3x16x16x64xf32>) {
  %0 = lpf.dot %a, %b acc(f32) : tensor<2x5x37xbf16>, tensor<2x37x3xbf16> -> tensor<2x5x3xf32>
  %1 = lpf.dot %c, %d acc(f32) : tensor<64x64xbf16>, tensor<64x128xbf16> -> tensor<64x128xf32>
  %2 = lpf.reduce_sum %x dims [1] acc(f32) : tensor<3x37xbf16> -> tensor<3xf32>
  %3 = lpf.dot %p, %q acc(f32) : tensor<4x33xf8E4M3FN>, tensor<33x6xf8E5M2> -> tensor<4x6xf32>
  %4 = lpf.dot %f, %g acc(f32) : tensor<5x37xf32>, tensor<37x3xbf16> -> tensor<5x3xf32>
  %5 = lpf.conv %cx, %cw acc(f32) {window_strides = array<i64: 2, 1>, padding = array<i64: 1, 1, 1, 1>, feature_group_count = 2 : i64}
      : tensor<2x9x7x4xbf16>, tensor<3x3x2x6xbf16> -> tensor<2x5x7x6xf32>
  %6 = lpf.conv %ix, %iw acc(f32) {padding = array<i64: 1, 1, 1, 1>} : tensor<3x16x16x8xbf16>, tensor<3x3x8x64xbf16> -> tensor<3x16x16x64xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x5x3xf32>, tensor<64x128xf32>, tensor<3xf32>, tensor<4x6xf32>, tensor<5x3xf32>, tensor<2x5x7x6xf32>, tensor<3x16x16x64xf32>
}
"""
SHAPES = [((2, 5, 37), BF16), ((2, 37, 3), BF16), ((64, 64), BF16), ((64, 128), BF16), ((3, 37), BF16),
          ((4, 33), F8A), ((33, 6), F8B), ((5, 37), np.float32), ((37, 3), BF16), ((2, 9, 7, 4), BF16), ((3, 3, 2, 6), BF16),
          ((3, 16, 16, 8), BF16), ((3, 3, 8, 64), BF16)]
# The operands of each output (indices into SHAPES); None: the reduce_sum.
OPERANDS = [(0, 1), (2, 3), (4, None), (5, 6), (7, 8), (9, 10), (11, 12)]
# The convolutions' strides, padding, feature groups and K (terms per output).
CONVS = {5: ((2, 1), [(1, 1), (1, 1)], 2, 18), 6: ((1, 1), [(1, 1), (1, 1)], 1, 72)}


def dyadic(shape, lo, hi):
    """+-{1, 1.25, 1.5, 1.75} 2^e, e in [lo, hi): few significant bits, so sums of K <= 128 such
    products over an exponent span of a few dozen are exact in f32."""
    e = rng.integers(lo, hi, shape)
    return rng.choice([-1.0, 1.0], shape) * rng.choice([1.0, 1.25, 1.5, 1.75], shape) * np.exp2(e)


def inputs(kind):
    out = []
    for i, (shape, dtype) in enumerate(SHAPES):
        fp8 = dtype in (F8A, F8B)
        if kind == "normal":
            v = rng.standard_normal(shape) * (4.0 if fp8 else 1.0)
        elif kind in ("exact", "zeros"):
            v = dyadic(shape, -6, 2)
        elif kind == "subnormal":
            v = rng.standard_normal(shape)
        elif kind == "tiny":
            v = dyadic(shape, -72, -68) if not fp8 else dyadic(shape, -4, 2)
        elif kind == "large":
            v = dyadic(shape, -4, 4) if not fp8 else dyadic(shape, 0, 6)
        elif kind == "overflow":
            v = dyadic(shape, -4, 4) if not fp8 else dyadic(shape, 0, 6)
        else:  # specials
            v = rng.standard_normal(shape)
        v = v.astype(np.float32)
        flat = v.reshape(-1)
        if kind == "zeros" and i in (0, 2, 4, 7, 9, 11):
            # Every lhs (and reduce_sum) element -0: products -0 or +0, sums +0 in k order from +0.
            flat[:] = -0.0
        if kind == "subnormal" and not fp8:
            flat[rng.integers(0, flat.size, 3)] = np.float32(2.0**-133 * 3)  # bf16 subnormals
        if kind == "large" and not fp8:
            # One element near 2^63 in each operand: K max|a| max|b| >= 2^126 fails the native
            # check; products stay below 2^127.
            flat[rng.integers(0, flat.size)] = 1.5 * 2.0**63
        if kind == "overflow" and not fp8:
            # Elements of 2^100 in some rows and columns: their products (2^200) overflow f32,
            # and +inf meets -inf where signs differ.
            count = max(4, flat.size // 50)
            flat[rng.integers(0, flat.size, count)] = rng.choice([-1.0, 1.0], count) * 1.25 * 2.0**100
        if kind == "specials":
            picks = rng.integers(0, flat.size, 4)
            flat[picks] = [np.nan, np.inf, -np.inf, np.inf] if not fp8 or dtype == F8B else [np.nan] * 4
        with np.errstate(over="ignore", invalid="ignore"):
            out.append(v.astype(dtype))
    return out


def exact_products(args, out):
    """|p| summed per output (f64: exact enough for a bound) and K."""
    i, j = OPERANDS[out]
    a = np.abs(args[i].astype(np.float64))
    if j is None:
        return a.sum(axis=1), a.shape[1]
    b = np.abs(args[j].astype(np.float64))
    if out in CONVS:
        # A conv's sum of |products| per output (holes add +0 terms).
        strides, padding, groups, k = CONVS[out]
        with jax.enable_x64(True):
            total = lax.conv_general_dilated(a, b, strides, padding, dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                             feature_group_count=groups, precision=lax.Precision.HIGHEST)
        return np.asarray(total), k
    with np.errstate(invalid="ignore", over="ignore"):
        return np.matmul(a, b), a.shape[-1]


def classes_and_bound(want, got, args, out):
    w, g = want.astype(np.float64), got.astype(np.float64)
    same_class = np.array_equal(np.isnan(w), np.isnan(g)) and np.array_equal(np.where(np.isinf(w), w, 0), np.where(np.isinf(g), g, 0))
    total, k = exact_products(args, out)
    u = 2.0**-24
    bound = 2 * (k * u / (1 - k * u)) * total + 2 * k * 2.0**-149
    finite = np.isfinite(w) & np.isfinite(g)
    worst = float(np.max(np.abs(w - g)[finite] / bound[finite], initial=0.0))
    return same_class and worst <= 1.0, worst


def main():
    lowered = lower(MODULE)
    natives = lowered.count("__lpf_dot_native_") + lowered.count("__lpf_reduce_sum_native_")
    expect("__lpf_dot_block_" in lowered and "__lpf_conv_images_" in lowered and natives > 0 and "__lpf_dot_checked_" in lowered,
           "the lowering has native forms, run-time checks and per-product sums over blocks")
    names = ["batched bf16 dot", "64x64x128 bf16 dot", "bf16 reduce_sum", "fp8 dot", "f32 x bf16 dot", "bf16 conv (padding, stride, groups)",
             "3x16x16x8 bf16 conv (per-product sum over blocks of images)"]
    for kind in ("normal", "exact", "subnormal", "tiny", "large", "overflow", "specials", "zeros"):
        args = inputs(kind)
        ref = run_lpf(MODULE, args, "ref")
        xla = run_lpf(MODULE, args, "xla")
        for out, (name, want, got) in enumerate(zip(names, ref, xla)):
            ok, worst = classes_and_bound(want, got, args, out)
            identical = float(np.mean(want.view(np.uint32) == got.view(np.uint32)))
            nan, inf = int(np.isnan(want).sum()), int(np.isinf(want).sum())
            expect(ok, f"{kind}: {name}: xla within the §8 bound of ref with its classes "
                       f"({worst:.3f} of the bound, {identical:.0%} identical, {nan} NaN, {inf} inf)")
            if kind in ("exact", "tiny", "zeros"):
                expect(same_bits(want, got), f"{kind}: {name}: xla gives ref's bits on all {want.size} outputs")
        if kind == "tiny":
            small = np.abs(ref[0].astype(np.float64))
            expect(bool(np.any((small > 0) & (small < 2.0**-126))), "tiny: the batched dot has f32-subnormal results (the native dot would flush them)")
        if kind == "zeros":
            sums = [xla[k] for k in (0, 1, 2, 4, 5, 6)]
            expect(all(np.all(s == 0) and not np.any(np.signbit(s)) for s in sums), "zeros: every sum of -0 products is +0 on xla")
        if kind == "overflow":
            expect(int(np.isinf(ref[1]).sum()) > 0 and int(np.isnan(ref[1]).sum()) > 0,
                   "overflow: the blocked dot has +-inf and NaN outputs")
            expect(int(np.isinf(ref[6]).sum()) > 0, "overflow: the conv run over blocks of images has +-inf outputs")
    xla_bits()
    finish()


def xla_bits():
    """A bf16 -> bf16 dot_general through lpf's xla exit gives XLA's own bits (see the doc)."""
    for batch, m, k, n in ((None, 64, 1024, 256), (None, 128, 896, 384), (3, 32, 512, 64)):
        lhs, rhs = ((batch, m, k), (batch, k, n)) if batch else ((m, k), (k, n))
        lhs, rhs = [s for s in lhs if s], [s for s in rhs if s]
        out = [s for s in ((batch, m, n) if batch else (m, n)) if s]
        ty = lambda shape: f"tensor<{'x'.join(map(str, shape))}xbf16>"  # noqa: E731
        dims = "batching_dims = [0] x [0], contracting_dims = [2] x [1]" if batch else "contracting_dims = [1] x [0]"
        text = (f"func.func @main(%a: {ty(lhs)}, %b: {ty(rhs)}) -> {ty(out)} {{\n"
                f"  %0 = stablehlo.dot_general %a, %b, {dims} : ({ty(lhs)}, {ty(rhs)}) -> {ty(out)}\n"
                f"  return %0 : {ty(out)}\n}}")
        # Normal values of varied magnitudes (within the run-time proof: the native form runs).
        a = (rng.standard_normal(lhs) * np.exp(rng.uniform(-4, 4, lhs))).astype(BF16)
        b = (rng.standard_normal(rhs) * np.exp(rng.uniform(-4, 4, rhs))).astype(BF16)
        want = np.asarray(xla_cpu.run(text, a, b, excess_precision=False)[0])
        through = lpf.jit_stablehlo(text, backend="xla")
        expect("lpf.dot" in through.module, f"{m}x{k}x{n} dot_general (batch {batch}): raised to lpf.dot")
        got = np.asarray(through(a, b))
        differ = int(np.sum(want.view(np.uint16) != got.view(np.uint16)))
        expect(differ == 0, f"{m}x{k}x{n} bf16 -> bf16 dot_general (batch {batch}): xla gives XLA's bits "
                            f"({differ} of {want.size} outputs differ)")


if __name__ == "__main__":
    main()
