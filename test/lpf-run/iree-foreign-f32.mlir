// REQUIRES: iree
// A mixed module's own StableHLO arithmetic on f32 on --backend iree gives --backend ref's bits
// (issue 40). IREE contracts a multiply feeding an add into one FMA (one rounding where
// StableHLO has two), its runtime flushes subnormal operands and results (FTZ/DAZ, also in
// compares), and an invalid operation gives -NaN. So on IREE the exit computes add, subtract,
// multiply, divide, maximum, minimum and compare on f32 itself
// (lowering/src/to_stablehlo/foreign_iree.rs): the f64 op on exact widenings (subnormals as
// integers), rounded to f32 on its subnormal grid by integer ops, NaNs as ref gives them.
// Inputs (Inputs/iree_foreign_f16.py): specials and NaN payloads (the bf16 pairs as f32),
// subnormals, operands whose products and sums are subnormal, N(0, 1). Before (the ops left to
// IREE): a * c + b (the product used once) differed on 340 of the 2048 values, 194 of them the
// 872 N(0, 1) triples (the FMA; a product also returned is not contracted), a * b on 462, a + b
// on 74, a - b on 80, a / b on 307, maximum on 250, minimum on 221, compare LT on 30 (DAZ) and
// the select after it on 165; now 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_f32_a_2048.npy --arg %S/Inputs/iree_f32_b_2048.npy --arg %S/Inputs/iree_f32_c_2048.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_f32_a_2048.npy --arg %S/Inputs/iree_f32_b_2048.npy --arg %S/Inputs/iree_f32_c_2048.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s --check-prefix=IREE
// RUN: lpf-opt %s --lower-to-stablehlo | FileCheck %s --check-prefix=XLA
// IREE: call @__lpf_f32_multiply_
// IREE: call @__lpf_f32_add_
// IREE: call @__lpf_f32_compare_lt_
// XLA-NOT: __lpf_f32
// XLA: stablehlo.multiply

func.func @main(%a: tensor<2048xf32>, %b: tensor<2048xf32>, %c: tensor<2048xf32>)
    -> (tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xi1>, tensor<2048xf32>) {
  %p = stablehlo.multiply %a, %b : tensor<2048xf32>
  %ac = stablehlo.multiply %a, %c : tensor<2048xf32>
  %fma = stablehlo.add %ac, %b : tensor<2048xf32>
  %sum = stablehlo.add %a, %b : tensor<2048xf32>
  %diff = stablehlo.subtract %a, %b : tensor<2048xf32>
  %quot = stablehlo.divide %a, %b : tensor<2048xf32>
  %max = stablehlo.maximum %a, %b : tensor<2048xf32>
  %min = stablehlo.minimum %a, %c : tensor<2048xf32>
  %lt = stablehlo.compare LT, %a, %c, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
  %sel = stablehlo.select %lt, %a, %c : tensor<2048xi1>, tensor<2048xf32>
  return %fma, %p, %sum, %diff, %quot, %max, %min, %lt, %sel
    : tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xi1>, tensor<2048xf32>
}
