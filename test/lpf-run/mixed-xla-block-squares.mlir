// f32 sums of squares over (leading.., H, W) below 4096 elements (a batch norm's mean(x * x)
// over [N, H, W] of NHWC, flax's fast variance) as XLA CPU's loop computes them
// (lowering/src/hlo_defined/block_square_sum.rs): each square contracted into the running sum
// (a fused multiply-add), h in min(H, 8) lanes for W <= 4 (each leading index's block in turn,
// lane 0 from the running sum, the lanes by halves), one in-order chain for W of 8 and 16.
// out0: [8, 4, 4, 16] over (0, 1, 2) (lanes, 8 blocks); out1: [2, 4, 8, 16] over (1, 2) (in
// order); out2: [2, 8, 4, 16] over (1, 2) (8 lanes); out3: [2, 4, 16, 8] over (1, 2) (in order);
// out4: a product of two values, [2, 4, 4, 16] over (0, 1, 2) (in order at every width).
// llvm == ref; mixed-xla-block-squares-xla.mlir checks them against XLA. Inputs:
// Inputs/xla_transposed_left.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/tleft_dy_330x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/tleft_dy_330x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: math.fma
// CHECK-NOT: linalg.reduce

func.func @main(%dys: tensor<330x64xf32>) -> (tensor<16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>, tensor<16xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s0 = stablehlo.slice %dys [0:32, 0:64] : (tensor<330x64xf32>) -> tensor<32x64xf32>
  %x0 = stablehlo.reshape %s0 : (tensor<32x64xf32>) -> tensor<8x4x4x16xf32>
  %q0 = stablehlo.multiply %x0, %x0 : tensor<8x4x4x16xf32>
  %0 = stablehlo.reduce(%q0 init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
  %s1 = stablehlo.slice %dys [32:48, 0:64] : (tensor<330x64xf32>) -> tensor<16x64xf32>
  %x1 = stablehlo.reshape %s1 : (tensor<16x64xf32>) -> tensor<2x4x8x16xf32>
  %q1 = stablehlo.multiply %x1, %x1 : tensor<2x4x8x16xf32>
  %1 = stablehlo.reduce(%q1 init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x8x16xf32>, tensor<f32>) -> tensor<2x16xf32>
  %s2 = stablehlo.slice %dys [64:80, 0:64] : (tensor<330x64xf32>) -> tensor<16x64xf32>
  %x2 = stablehlo.reshape %s2 : (tensor<16x64xf32>) -> tensor<2x8x4x16xf32>
  %q2 = stablehlo.multiply %x2, %x2 : tensor<2x8x4x16xf32>
  %2 = stablehlo.reduce(%q2 init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4x16xf32>, tensor<f32>) -> tensor<2x16xf32>
  %s3 = stablehlo.slice %dys [80:96, 0:64] : (tensor<330x64xf32>) -> tensor<16x64xf32>
  %x3 = stablehlo.reshape %s3 : (tensor<16x64xf32>) -> tensor<2x4x16x8xf32>
  %q3 = stablehlo.multiply %x3, %x3 : tensor<2x4x16x8xf32>
  %3 = stablehlo.reduce(%q3 init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x16x8xf32>, tensor<f32>) -> tensor<2x8xf32>
  %s4 = stablehlo.slice %dys [96:104, 0:64] : (tensor<330x64xf32>) -> tensor<8x64xf32>
  %x4 = stablehlo.reshape %s4 : (tensor<8x64xf32>) -> tensor<2x4x4x16xf32>
  %s5 = stablehlo.slice %dys [104:112, 0:64] : (tensor<330x64xf32>) -> tensor<8x64xf32>
  %x5 = stablehlo.reshape %s5 : (tensor<8x64xf32>) -> tensor<2x4x4x16xf32>
  %q4 = stablehlo.multiply %x4, %x5 : tensor<2x4x4x16xf32>
  %4 = stablehlo.reduce(%q4 init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
  return %0, %1, %2, %3, %4 : tensor<16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>, tensor<16xf32>
}
