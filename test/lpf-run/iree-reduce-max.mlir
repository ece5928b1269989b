// REQUIRES: iree
// bf16 and f32 stablehlo.reduce of maximum or minimum on --backend iree give --backend ref's bits
// (issue 40). IREE's reduce compared f32 subnormals as 0 (DAZ) and did not keep NaN payloads
// (bf16 NaNs 0x7FC0); on IREE the exit (lowering/src/to_stablehlo/foreign_iree.rs) takes IREE's
// own reduce where a run-time check on the bits finds no subnormal and no NaN (zeros, normals and
// infinities: the softmax's usual case), else the interpreter's order of exact steps (as for
// sums, iree-ordered-reduce.mlir). Inputs: f32 addends around and below 2^-126, the f32 specials
// and NaN payloads, every bf16 code (the ordered steps), N(0, 1) data and rows of ±0 (IREE's own).
// Before (IREE's reduces): out0 and out1 differed from ref on 40 of 64 rows, out2 and out3 on 4
// of 16, out4 and out5 on 3 of 512; now 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_reduce_f32_tiny_64x32.npy --arg %S/Inputs/iree_f32_a_2048.npy --arg %S/Inputs/iree_bf16_all_65536.npy --arg %S/Inputs/iree_reduce_f32_normal_64x32.npy --arg %S/Inputs/iree_bf16_normal_64x32.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_reduce_f32_tiny_64x32.npy --arg %S/Inputs/iree_f32_a_2048.npy --arg %S/Inputs/iree_bf16_all_65536.npy --arg %S/Inputs/iree_reduce_f32_normal_64x32.npy --arg %S/Inputs/iree_bf16_normal_64x32.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_f32_reduce_maximum_
// CHECK: call @__lpf_bf16_reduce_minimum_
// CHECK: func.func private @__lpf_f32_reduce_maximum_
// CHECK: stablehlo.case
func.func @main(%t: tensor<64x32xf32>, %a: tensor<2048xf32>, %b: tensor<65536xbf16>, %n: tensor<64x32xf32>, %x: tensor<64x32xbf16>)
    -> (tensor<64xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<512xbf16>, tensor<512xbf16>, tensor<64xf32>, tensor<32xf32>, tensor<64xbf16>, tensor<4xf32>, tensor<4xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %pinf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %0 = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
  %1 = stablehlo.reduce(%t init: %pinf) applies stablehlo.minimum across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
  %a16 = stablehlo.reshape %a : (tensor<2048xf32>) -> tensor<16x128xf32>
  %2 = stablehlo.reduce(%a16 init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
  %3 = stablehlo.reduce(%a16 init: %pinf) applies stablehlo.minimum across dimensions = [1] : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
  %b2 = stablehlo.reshape %b : (tensor<65536xbf16>) -> tensor<512x128xbf16>
  %nb = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %pb = stablehlo.constant dense<0x7F80> : tensor<bf16>
  %4 = stablehlo.reduce(%b2 init: %nb) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xbf16>, tensor<bf16>) -> tensor<512xbf16>
  %5 = stablehlo.reduce(%b2 init: %pb) applies stablehlo.minimum across dimensions = [1] : (tensor<512x128xbf16>, tensor<bf16>) -> tensor<512xbf16>
  %6 = stablehlo.reduce(%n init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
  %7 = stablehlo.reduce(%n init: %pinf) applies stablehlo.minimum across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
  %8 = stablehlo.reduce(%x init: %nb) applies stablehlo.maximum across dimensions = [1] : (tensor<64x32xbf16>, tensor<bf16>) -> tensor<64xbf16>
  %z = stablehlo.constant dense<[[-0.0, 0.0, -1.0], [0.0, -0.0, -2.0], [-0.0, -0.0, -3.0], [0.0, 0.0, 1.0]]> : tensor<4x3xf32>
  %zi = stablehlo.constant dense<-0.0> : tensor<f32>
  %zp = stablehlo.constant dense<0.0> : tensor<f32>
  %9 = stablehlo.reduce(%z init: %zi) applies stablehlo.maximum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
  %10 = stablehlo.reduce(%z init: %zp) applies stablehlo.minimum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<64xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<512xbf16>, tensor<512xbf16>, tensor<64xf32>, tensor<32xf32>, tensor<64xbf16>, tensor<4xf32>, tensor<4xf32>
}
