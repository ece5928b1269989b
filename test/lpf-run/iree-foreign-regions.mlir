// REQUIRES: iree
// bf16 and f16 StableHLO ops in while and if bodies on --backend iree give --backend ref's bits
// (issue 40): those bodies run as ordinary code, so the exit for IREE computes their ops as it
// does at a function's top level (lowering/src/to_stablehlo/foreign_iree.rs): a loop of three
// bf16 multiply-adds and f16 multiply-subtracts, an if of a bf16 divide and an f16 exponential,
// both branches. Map, reduce and sort bodies (computations) stay IREE's (docs/iree.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_x_2048.npy --arg %S/Inputs/iree_bf16_y_2048.npy --arg %S/Inputs/iree_f16_x_2048.npy --arg %S/Inputs/iree_f16_y_2048.npy --arg %S/Inputs/iree_true.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_x_2048.npy --arg %S/Inputs/iree_bf16_y_2048.npy --arg %S/Inputs/iree_f16_x_2048.npy --arg %S/Inputs/iree_f16_y_2048.npy --arg %S/Inputs/iree_true.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_x_2048.npy --arg %S/Inputs/iree_bf16_y_2048.npy --arg %S/Inputs/iree_f16_x_2048.npy --arg %S/Inputs/iree_f16_y_2048.npy --arg %S/Inputs/iree_false.npy --backend ref --out-dir %t/ref-false > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_x_2048.npy --arg %S/Inputs/iree_bf16_y_2048.npy --arg %S/Inputs/iree_f16_x_2048.npy --arg %S/Inputs/iree_f16_y_2048.npy --arg %S/Inputs/iree_false.npy --backend iree --out-dir %t/iree-false > /dev/null
// RUN: diff -r %t/ref-false %t/iree-false
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: stablehlo.while
// CHECK: call @__lpf_bf16_multiply_
// CHECK: call @__lpf_f16_multiply_
// CHECK: stablehlo.if
// CHECK: call @__lpf_bf16_divide_
// CHECK: call @__lpf_f16_exponential_
func.func @main(%x: tensor<2048xbf16>, %y: tensor<2048xbf16>, %h: tensor<2048xf16>, %k: tensor<2048xf16>, %p: tensor<i1>)
    -> (tensor<2048xbf16>, tensor<2048xf16>, tensor<2048xbf16>, tensor<2048xf16>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:4 = stablehlo.while(%i = %c0, %a = %x, %b = %h, %q = %k) : tensor<i32>, tensor<2048xbf16>, tensor<2048xf16>, tensor<2048xf16>
    cond {
      %three = stablehlo.constant dense<3> : tensor<i32>
      %lt = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      %a1 = stablehlo.multiply %a, %y : tensor<2048xbf16>
      %a2 = stablehlo.add %a1, %x : tensor<2048xbf16>
      %b1 = stablehlo.multiply %b, %q : tensor<2048xf16>
      %b2 = stablehlo.subtract %b1, %h : tensor<2048xf16>
      stablehlo.return %n, %a2, %b2, %q : tensor<i32>, tensor<2048xbf16>, tensor<2048xf16>, tensor<2048xf16>
    }
  %c:2 = "stablehlo.if"(%p) ({
      %d = stablehlo.divide %x, %y : tensor<2048xbf16>
      %e = stablehlo.exponential %h : tensor<2048xf16>
      stablehlo.return %d, %e : tensor<2048xbf16>, tensor<2048xf16>
    }, {
      stablehlo.return %x, %h : tensor<2048xbf16>, tensor<2048xf16>
    }) : (tensor<i1>) -> (tensor<2048xbf16>, tensor<2048xf16>)
  return %w#1, %w#2, %c#0, %c#1 : tensor<2048xbf16>, tensor<2048xf16>, tensor<2048xbf16>, tensor<2048xf16>
}
