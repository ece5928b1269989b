// REQUIRES: xla
// StableHLO ops on f6E2M3FN and f6E3M2FN on --backend xla, every pair of codes, against
// --backend ref byte for byte (issue 41, lpf-diff finding 5: xla-f6-ops.mlir,
// xla-f6-compare-float.mlir, xla-f6-constant-abs.mlir). XLA has no f6 type, so the exit carries
// f6 values as u8 codes; it computed minimum/compare on the codes as integers, negate gave 0xd5
// (no f6 code), add/multiply wrong codes, XLA's verifier refused a FLOAT compare of u8 and the
// lowered abs and constant did not verify. Now (to_stablehlo/foreign_narrow.rs) negate, abs,
// sign, compare (all directions, no type, FLOAT, TOTALORDER), minimum, maximum and clamp (a
// scalar bound) work on sign and magnitude, constants become their codes, and add, subtract,
// multiply, divide are the f32 op on the exactly decoded values rounded as XLA's convert rounds,
// all built in place: in a reduce body and a map body too. The reference is StableHLO's
// interpreter (APFloat in the format itself).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/pairs_u6_a.npy --arg %S/Inputs/pairs_u6_b.npy --arg %S/Inputs/pairs_u6_a.npy --arg %S/Inputs/pairs_u6_b.npy --backend ref --out-dir %t/ref > %t/ref.log
// RUN: lpf-run %s --arg %S/Inputs/pairs_u6_a.npy --arg %S/Inputs/pairs_u6_b.npy --arg %S/Inputs/pairs_u6_a.npy --arg %S/Inputs/pairs_u6_b.npy --backend xla --out-dir %t/xla > %t/xla.log
// RUN: diff -r %t/ref %t/xla
// RUN: FileCheck %s < %t/xla.log
// CHECK: out28: tensor<2x3xf6E2M3FN> = {{\[\[}}0.0, -0.125, 7.5], [-7.5, 1.0, 0.625]]
// CHECK: wrote 64 results
func.func @main(%p: tensor<4096xf6E2M3FN>, %q: tensor<4096xf6E2M3FN>, %r: tensor<4096xf6E3M2FN>, %s: tensor<4096xf6E3M2FN>)
    -> (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<2x3xf6E2M3FN>, tensor<64xf6E2M3FN>, tensor<64xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<2x3xf6E3M2FN>, tensor<64xf6E3M2FN>, tensor<64xf6E3M2FN>, tensor<4096xf6E3M2FN>) {
  %f6E2M3FN_min = stablehlo.minimum %p, %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_max = stablehlo.maximum %p, %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_cmp_none_eq = stablehlo.compare EQ, %p, %q : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_none_ne = stablehlo.compare NE, %p, %q : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_none_lt = stablehlo.compare LT, %p, %q : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_none_le = stablehlo.compare LE, %p, %q : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_none_gt = stablehlo.compare GT, %p, %q : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_none_ge = stablehlo.compare GE, %p, %q : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_float_eq = stablehlo.compare EQ, %p, %q, FLOAT : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_float_ne = stablehlo.compare NE, %p, %q, FLOAT : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_float_lt = stablehlo.compare LT, %p, %q, FLOAT : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_float_le = stablehlo.compare LE, %p, %q, FLOAT : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_float_gt = stablehlo.compare GT, %p, %q, FLOAT : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_float_ge = stablehlo.compare GE, %p, %q, FLOAT : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_totalorder_eq = stablehlo.compare EQ, %p, %q, TOTALORDER : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_totalorder_ne = stablehlo.compare NE, %p, %q, TOTALORDER : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_totalorder_lt = stablehlo.compare LT, %p, %q, TOTALORDER : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_totalorder_le = stablehlo.compare LE, %p, %q, TOTALORDER : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_totalorder_gt = stablehlo.compare GT, %p, %q, TOTALORDER : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_cmp_totalorder_ge = stablehlo.compare GE, %p, %q, TOTALORDER : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xi1>
  %f6E2M3FN_neg = stablehlo.negate %p : tensor<4096xf6E2M3FN>
  %f6E2M3FN_abs = stablehlo.abs %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_sign = stablehlo.sign %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_bound = stablehlo.constant dense<0x0C> : tensor<f6E2M3FN>
  %f6E2M3FN_clamp = stablehlo.clamp %q, %p, %f6E2M3FN_bound : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<f6E2M3FN>) -> tensor<4096xf6E2M3FN>
  %f6E2M3FN_add = stablehlo.add %p, %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_subtract = stablehlo.subtract %p, %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_multiply = stablehlo.multiply %p, %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_divide = stablehlo.divide %p, %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_codes = stablehlo.constant dense<[[0x00, 0x21, 0x1F], [0x3F, 0x08, 0x05]]> : tensor<2x3xf6E2M3FN>
  %f6E2M3FN_grid = stablehlo.reshape %p : (tensor<4096xf6E2M3FN>) -> tensor<64x64xf6E2M3FN>
  %f6E2M3FN_lowest = stablehlo.constant dense<0x3F> : tensor<f6E2M3FN>
  %f6E2M3FN_highest = stablehlo.constant dense<0x1F> : tensor<f6E2M3FN>
  %f6E2M3FN_rmax = stablehlo.reduce(%f6E2M3FN_grid init: %f6E2M3FN_lowest) applies stablehlo.maximum across dimensions = [0] : (tensor<64x64xf6E2M3FN>, tensor<f6E2M3FN>) -> tensor<64xf6E2M3FN>
  %f6E2M3FN_rmin = stablehlo.reduce(%f6E2M3FN_grid init: %f6E2M3FN_highest) applies stablehlo.minimum across dimensions = [0] : (tensor<64x64xf6E2M3FN>, tensor<f6E2M3FN>) -> tensor<64xf6E2M3FN>
  %f6E2M3FN_map = "stablehlo.map"(%p, %q) ({
  ^bb0(%x: tensor<f6E2M3FN>, %y: tensor<f6E2M3FN>):
    %m = stablehlo.minimum %x, %y : tensor<f6E2M3FN>
    %n = stablehlo.negate %m : tensor<f6E2M3FN>
    stablehlo.return %n : tensor<f6E2M3FN>
  }) {dimensions = array<i64: 0>} : (tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>) -> tensor<4096xf6E2M3FN>
  %f6E3M2FN_min = stablehlo.minimum %r, %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_max = stablehlo.maximum %r, %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_cmp_none_eq = stablehlo.compare EQ, %r, %s : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_none_ne = stablehlo.compare NE, %r, %s : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_none_lt = stablehlo.compare LT, %r, %s : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_none_le = stablehlo.compare LE, %r, %s : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_none_gt = stablehlo.compare GT, %r, %s : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_none_ge = stablehlo.compare GE, %r, %s : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_float_eq = stablehlo.compare EQ, %r, %s, FLOAT : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_float_ne = stablehlo.compare NE, %r, %s, FLOAT : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_float_lt = stablehlo.compare LT, %r, %s, FLOAT : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_float_le = stablehlo.compare LE, %r, %s, FLOAT : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_float_gt = stablehlo.compare GT, %r, %s, FLOAT : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_float_ge = stablehlo.compare GE, %r, %s, FLOAT : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_totalorder_eq = stablehlo.compare EQ, %r, %s, TOTALORDER : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_totalorder_ne = stablehlo.compare NE, %r, %s, TOTALORDER : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_totalorder_lt = stablehlo.compare LT, %r, %s, TOTALORDER : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_totalorder_le = stablehlo.compare LE, %r, %s, TOTALORDER : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_totalorder_gt = stablehlo.compare GT, %r, %s, TOTALORDER : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_cmp_totalorder_ge = stablehlo.compare GE, %r, %s, TOTALORDER : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xi1>
  %f6E3M2FN_neg = stablehlo.negate %r : tensor<4096xf6E3M2FN>
  %f6E3M2FN_abs = stablehlo.abs %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_sign = stablehlo.sign %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_bound = stablehlo.constant dense<0x0C> : tensor<f6E3M2FN>
  %f6E3M2FN_clamp = stablehlo.clamp %s, %r, %f6E3M2FN_bound : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<f6E3M2FN>) -> tensor<4096xf6E3M2FN>
  %f6E3M2FN_add = stablehlo.add %r, %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_subtract = stablehlo.subtract %r, %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_multiply = stablehlo.multiply %r, %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_divide = stablehlo.divide %r, %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_codes = stablehlo.constant dense<[[0x00, 0x21, 0x1F], [0x3F, 0x08, 0x05]]> : tensor<2x3xf6E3M2FN>
  %f6E3M2FN_grid = stablehlo.reshape %r : (tensor<4096xf6E3M2FN>) -> tensor<64x64xf6E3M2FN>
  %f6E3M2FN_lowest = stablehlo.constant dense<0x3F> : tensor<f6E3M2FN>
  %f6E3M2FN_highest = stablehlo.constant dense<0x1F> : tensor<f6E3M2FN>
  %f6E3M2FN_rmax = stablehlo.reduce(%f6E3M2FN_grid init: %f6E3M2FN_lowest) applies stablehlo.maximum across dimensions = [0] : (tensor<64x64xf6E3M2FN>, tensor<f6E3M2FN>) -> tensor<64xf6E3M2FN>
  %f6E3M2FN_rmin = stablehlo.reduce(%f6E3M2FN_grid init: %f6E3M2FN_highest) applies stablehlo.minimum across dimensions = [0] : (tensor<64x64xf6E3M2FN>, tensor<f6E3M2FN>) -> tensor<64xf6E3M2FN>
  %f6E3M2FN_map = "stablehlo.map"(%r, %s) ({
  ^bb0(%x: tensor<f6E3M2FN>, %y: tensor<f6E3M2FN>):
    %m = stablehlo.minimum %x, %y : tensor<f6E3M2FN>
    %n = stablehlo.negate %m : tensor<f6E3M2FN>
    stablehlo.return %n : tensor<f6E3M2FN>
  }) {dimensions = array<i64: 0>} : (tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>) -> tensor<4096xf6E3M2FN>
  return %f6E2M3FN_min, %f6E2M3FN_max, %f6E2M3FN_cmp_none_eq, %f6E2M3FN_cmp_none_ne, %f6E2M3FN_cmp_none_lt, %f6E2M3FN_cmp_none_le, %f6E2M3FN_cmp_none_gt, %f6E2M3FN_cmp_none_ge, %f6E2M3FN_cmp_float_eq, %f6E2M3FN_cmp_float_ne, %f6E2M3FN_cmp_float_lt, %f6E2M3FN_cmp_float_le, %f6E2M3FN_cmp_float_gt, %f6E2M3FN_cmp_float_ge, %f6E2M3FN_cmp_totalorder_eq, %f6E2M3FN_cmp_totalorder_ne, %f6E2M3FN_cmp_totalorder_lt, %f6E2M3FN_cmp_totalorder_le, %f6E2M3FN_cmp_totalorder_gt, %f6E2M3FN_cmp_totalorder_ge, %f6E2M3FN_neg, %f6E2M3FN_abs, %f6E2M3FN_sign, %f6E2M3FN_clamp, %f6E2M3FN_add, %f6E2M3FN_subtract, %f6E2M3FN_multiply, %f6E2M3FN_divide, %f6E2M3FN_codes, %f6E2M3FN_rmax, %f6E2M3FN_rmin, %f6E2M3FN_map, %f6E3M2FN_min, %f6E3M2FN_max, %f6E3M2FN_cmp_none_eq, %f6E3M2FN_cmp_none_ne, %f6E3M2FN_cmp_none_lt, %f6E3M2FN_cmp_none_le, %f6E3M2FN_cmp_none_gt, %f6E3M2FN_cmp_none_ge, %f6E3M2FN_cmp_float_eq, %f6E3M2FN_cmp_float_ne, %f6E3M2FN_cmp_float_lt, %f6E3M2FN_cmp_float_le, %f6E3M2FN_cmp_float_gt, %f6E3M2FN_cmp_float_ge, %f6E3M2FN_cmp_totalorder_eq, %f6E3M2FN_cmp_totalorder_ne, %f6E3M2FN_cmp_totalorder_lt, %f6E3M2FN_cmp_totalorder_le, %f6E3M2FN_cmp_totalorder_gt, %f6E3M2FN_cmp_totalorder_ge, %f6E3M2FN_neg, %f6E3M2FN_abs, %f6E3M2FN_sign, %f6E3M2FN_clamp, %f6E3M2FN_add, %f6E3M2FN_subtract, %f6E3M2FN_multiply, %f6E3M2FN_divide, %f6E3M2FN_codes, %f6E3M2FN_rmax, %f6E3M2FN_rmin, %f6E3M2FN_map : tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<2x3xf6E2M3FN>, tensor<64xf6E2M3FN>, tensor<64xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xi1>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<2x3xf6E3M2FN>, tensor<64xf6E3M2FN>, tensor<64xf6E3M2FN>, tensor<4096xf6E3M2FN>
}
