// REQUIRES: iree
// A mixed module's own StableHLO ops on bf16 (the foreign part) on --backend iree give
// --backend ref's bits (issue 40): IREE keeps f32 between fused bf16 ops, flushes subnormals and
// makes every bf16 NaN 0x7FC0, so on IREE the exit computes each such op itself
// (lowering/src/to_stablehlo/foreign_iree.rs): add, subtract, multiply, divide, maximum,
// minimum, negate, compare + select, a chain of three ops, convert f32 -> bf16 and back, on
// every pair of 28 special codes (±0, subnormals, smallest normal, max, ±inf, NaN payloads) and
// random codes (Inputs/iree_foreign_iree.py). Before: 9 to 390 of the 2048 values of each
// result differed. On XLA the ops stay XLA's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_x_2048.npy --arg %S/Inputs/iree_bf16_y_2048.npy --arg %S/Inputs/iree_bf16_f32_2048.npy --backend ref --out-dir %t/ref > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_x_2048.npy --arg %S/Inputs/iree_bf16_y_2048.npy --arg %S/Inputs/iree_bf16_f32_2048.npy --backend iree --out-dir %t/iree > %t/iree.txt
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s --check-prefix=IREE
// RUN: lpf-opt %s --lower-to-stablehlo | FileCheck %s --check-prefix=XLA
// IREE: call @__lpf_bf16_add_
// IREE: call @__lpf_bf16_compare_lt_
// IREE: call @__lpf_bf16_select_
// IREE: call @__lpf_f32_to_bf16_
// IREE: call @__lpf_bf16_to_f32_
// XLA-NOT: __lpf_bf16
// XLA: stablehlo.add

func.func @main(%x: tensor<2048xbf16>, %y: tensor<2048xbf16>, %f: tensor<2048xf32>)
    -> (tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>,
        tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xf32>, tensor<2048xbf16>, tensor<2048xf32>) {
  %add = stablehlo.add %x, %y : tensor<2048xbf16>
  %sub = stablehlo.subtract %x, %y : tensor<2048xbf16>
  %mul = stablehlo.multiply %x, %y : tensor<2048xbf16>
  %div = stablehlo.divide %x, %y : tensor<2048xbf16>
  %max = stablehlo.maximum %x, %y : tensor<2048xbf16>
  %min = stablehlo.minimum %x, %y : tensor<2048xbf16>
  %neg = stablehlo.negate %x : tensor<2048xbf16>
  %lt = stablehlo.compare LT, %x, %y, FLOAT : (tensor<2048xbf16>, tensor<2048xbf16>) -> tensor<2048xi1>
  %sel = stablehlo.select %lt, %x, %y : tensor<2048xi1>, tensor<2048xbf16>
  %chain0 = stablehlo.add %x, %y : tensor<2048xbf16>
  %chain1 = stablehlo.multiply %chain0, %y : tensor<2048xbf16>
  %chain = stablehlo.subtract %chain1, %x : tensor<2048xbf16>
  %fb = stablehlo.convert %f : (tensor<2048xf32>) -> tensor<2048xbf16>
  %xf = stablehlo.convert %x : (tensor<2048xbf16>) -> tensor<2048xf32>
  %fbb = stablehlo.multiply %fb, %fb : tensor<2048xbf16>
  %back = stablehlo.convert %fb : (tensor<2048xbf16>) -> tensor<2048xf32>
  return %add, %sub, %mul, %div, %max, %min, %neg, %sel, %chain, %fb, %xf, %fbb, %back
    : tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>,
      tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xf32>, tensor<2048xbf16>, tensor<2048xf32>
}
