// What XLA's simplifier sees through before it sums: a transpose of a dot's result, which it
// folds into the dot by swapping the operands (transpose(dot(a, b)) -> dot(b, a):
// lowering/src/hlo_defined/dot_canonical.rs, xla_swapped_dot), and calls of element-wise
// functions, which it inlines (lowering/src/to_llvm/foreign/control_flow.rs,
// inline_elementwise_calls). out0: jax's weight gradient of an MLP layer, the transpose of
// dot(dz, x) over the batch of 16 with dz computed: XLA's dot(x, dz), x's K not innermost, in
// k order (YNNPACK's lanes over dz before: 35.6% of an MLP's gradient); out1: a CNN's global
// mean of relu(x + b) over 4 x 4 pixels, jax's @relu a call (LLVM's vectorised nest of an
// element-wise producer: 54-94% of such means before). llvm == ref;
// mixed-xla-swapped-dot-xla.mlir checks them against XLA. Inputs:
// Inputs/xla_transposed_left.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/tleft_x_330x96.npy --arg %S/Inputs/tleft_dy_330x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/tleft_x_330x96.npy --arg %S/Inputs/tleft_dy_330x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK-NOT: lpf.xla_dot_lanes_move
// CHECK: lpf.dot {{.*}} : tensor<32x16xf32>, tensor<16x64xf32> -> tensor<32x64xf32>
// CHECK-NOT: call @relu
// CHECK-NOT: lpf.xla_dot_lanes_move

func.func @main(%xs: tensor<330x96xf32>, %dys: tensor<330x64xf32>) -> (tensor<32x64xf32>, tensor<4x16xf32>) {
  %x = stablehlo.slice %xs [0:16, 0:32] : (tensor<330x96xf32>) -> tensor<16x32xf32>
  %a = stablehlo.slice %dys [0:16, 0:64] : (tensor<330x64xf32>) -> tensor<16x64xf32>
  %b = stablehlo.slice %dys [16:32, 0:64] : (tensor<330x64xf32>) -> tensor<16x64xf32>
  %dz = stablehlo.multiply %a, %b : tensor<16x64xf32>
  %d = stablehlo.dot_general %dz, %x, contracting_dims = [0] x [0] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
  %0 = stablehlo.transpose %d, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
  %img = stablehlo.reshape %a : (tensor<16x64xf32>) -> tensor<4x4x4x16xf32>
  %bias_row = stablehlo.slice %dys [40:41, 0:16] : (tensor<330x64xf32>) -> tensor<1x16xf32>
  %bias = stablehlo.reshape %bias_row : (tensor<1x16xf32>) -> tensor<16xf32>
  %bb = stablehlo.broadcast_in_dim %bias, dims = [3] : (tensor<16xf32>) -> tensor<4x4x4x16xf32>
  %sum = stablehlo.add %img, %bb : tensor<4x4x4x16xf32>
  %r = call @relu(%sum) : (tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x4x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
  %n = stablehlo.constant dense<1.600000e+01> : tensor<4x16xf32>
  %1 = stablehlo.divide %s, %n : tensor<4x16xf32>
  return %0, %1 : tensor<32x64xf32>, tensor<4x16xf32>
}

func.func private @relu(%x: tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %z = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<4x4x4x16xf32>
  %0 = stablehlo.maximum %x, %z : tensor<4x4x4x16xf32>
  return %0 : tensor<4x4x4x16xf32>
}
