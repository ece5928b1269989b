#!/usr/bin/env python3
"""A reduce XLA CPU hands to YNNPACK reads its bf16 element-wise producers unrounded
(lowering/src/raise_stablehlo/ynn_reduce.rs), measured against XLA itself without excess
precision (scripts/test.d/65-raise-stablehlo.sh).

For each program: the raised module on lpf's reference and on the LLVM exit gives XLA's bits
on every output, where the module raised without the rule (a sum of the rounded bf16 values)
differs from them; a reduce of fewer than 4096 elements keeps every rounding on XLA too."""
import ml_dtypes
import numpy as np

from checks import expect, finish
from exact_sums import codes
from lpf import xla
from lpf.api import raise_stablehlo
from lpf.run import run_lpf

BF16 = ml_dtypes.bfloat16
rng = np.random.default_rng(39)


def reduce_of(rows, cols, body, operands):
    t = f"{rows}x{cols}"
    args = ", ".join(f"%{name}: tensor<{shape}xbf16>" for name, shape in operands)
    return f"""func.func @main({args}) -> tensor<{rows}xf32> {{
  {body}
  %w = stablehlo.convert %v : (tensor<{t}xbf16>) -> tensor<{t}xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%w init: %z) applies stablehlo.add across dimensions = [1] : (tensor<{t}xf32>, tensor<f32>) -> tensor<{rows}xf32>
  return %r : tensor<{rows}xf32>
}}"""


def sum_of(op, rows, cols):
    t = f"{rows}x{cols}"
    return reduce_of(rows, cols, f"%v = stablehlo.{op} %a, %b : tensor<{t}xbf16>", [("a", t), ("b", t)])


def shared_sum_of(op, rows, cols):
    """`sum_of` with the bf16 value returned too (read by another op than the reduce's widening)."""
    t = f"{rows}x{cols}"
    text = sum_of(op, rows, cols)
    text = text.replace(f"-> tensor<{rows}xf32> {{", f"-> (tensor<{rows}xf32>, tensor<{t}xbf16>) {{")
    return text.replace(f"return %r : tensor<{rows}xf32>", f"return %r, %v : tensor<{rows}xf32>, tensor<{t}xbf16>")


def sum_of_squares(op, rows, cols):
    """The sum of the squares of the widened bf16 `op` (`jnp.square(x.astype(f32))`, a layer
    norm's sum of squares of its residual stream): the square alone reads the widening."""
    t = f"{rows}x{cols}"
    text = sum_of(op, rows, cols).replace("%r = stablehlo.reduce(%w", "%r = stablehlo.reduce(%q")
    return text.replace("  %z = stablehlo.constant", f"  %q = chlo.square %w : tensor<{t}xf32> -> tensor<{t}xf32>\n  %z = stablehlo.constant", 1)


def variance(rows, cols):
    t = f"{rows}x{cols}"
    body = f"""%m = stablehlo.broadcast_in_dim %mean, dims = [0] : (tensor<{rows}xbf16>) -> tensor<{t}xbf16>
  %d = stablehlo.subtract %x, %m : tensor<{t}xbf16>
  %v = stablehlo.multiply %d, %d : tensor<{t}xbf16>"""
    return reduce_of(rows, cols, body, [("x", t), ("mean", str(rows))])


def data(shape, offset=0.0):
    return (rng.standard_normal(shape) + offset).astype(BF16)


def check(what, text, args, unrounded, values=None, rounded_values=None):
    """`values` (the reduced values, unrounded, in f64) when `unrounded`: XLA's sums are those
    of the unrounded values, not of the bf16 ones (the premise of the rule); `rounded_values`
    the values with the bf16 rounding kept, where that is not `values` rounded."""
    outs = [np.asarray(o) for o in xla.run(text, *args, excess_precision=False, keep_dtypes=True)]
    want = outs[0]
    if values is not None:
        exact = values.sum(axis=1)
        rounded = (rounded_values if rounded_values is not None else values.astype(np.float32).astype(BF16).astype(np.float64)).sum(axis=1)
        closer = np.mean(np.abs(want - exact) < np.abs(want - rounded))
        expect(closer > 0.9 if unrounded else closer < 0.1,
               f"{what}: XLA sums the {'un' if unrounded else ''}rounded bf16 values ({closer:.0%} of sums closer to the unrounded ones)")
    raised = raise_stablehlo(text)
    expect(("lpf.reduce_sum" not in raised) == unrounded, f"{what}: the raise {'computes the chain in f32' if unrounded else 'keeps lpf.reduce_sum'}")
    for backend in ("ref", "llvm"):
        got = run_lpf(raised, args, backend, [o.dtype for o in outs])[0]
        same = np.mean(codes(got) == codes(want))
        expect(same == 1.0, f"{what}: {backend} gives XLA's bits ({same:.1%} of {want.size} sums)")


def exact(op, a, b):
    """`op` of the bf16 operands, exact in f64 (a sum, difference or product of two bf16)."""
    x, y = a.astype(np.float64), b.astype(np.float64)
    return {"add": x + y, "subtract": x - y, "multiply": x * y}[op]


def main():
    for op, rows, cols in [("add", 64, 64), ("multiply", 8, 512), ("add", 256, 512), ("subtract", 4, 1024)]:
        a, b = data((rows, cols)), data((rows, cols))
        check(f"sum of bf16 {op}, {rows} x {cols}", sum_of(op, rows, cols), (a, b), unrounded=True, values=exact(op, a, b))
    for op, rows, cols in [("add", 32, 64), ("multiply", 16, 64)]:
        a, b = data((rows, cols)), data((rows, cols))
        check(f"sum of bf16 {op}, {rows} x {cols} (below 4096)", sum_of(op, rows, cols), (a, b), unrounded=False, values=exact(op, a, b))
    a, b = data((64, 64)), data((64, 64))
    check("sum of a bf16 add that is also returned, 64 x 64", shared_sum_of("add", 64, 64), (a, b), unrounded=False, values=exact("add", a, b))
    for op, rows, cols in [("add", 128, 512), ("subtract", 16, 512), ("multiply", 8, 1024)]:
        a, b = data((rows, cols)), data((rows, cols))
        v = exact(op, a, b)
        r = v.astype(np.float32).astype(BF16).astype(np.float64)
        check(f"sum of squares of bf16 {op}, {rows} x {cols}", sum_of_squares(op, rows, cols), (a, b), unrounded=True, values=v * v, rounded_values=r * r)
    x = data((256, 512), offset=3.0)
    mean = x.astype(np.float32).mean(axis=1).astype(BF16)
    d = x.astype(np.float64) - mean.astype(np.float64)[:, None]
    check("a layer norm's variance, 256 x 512", variance(256, 512), (x, mean), unrounded=True, values=d * d)
    finish()


if __name__ == "__main__":
    main()
