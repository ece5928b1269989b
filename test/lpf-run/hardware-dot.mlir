// lpf.dot hardware("...") on the reference: a matrix unit's arithmetic (docs/formats.md
// "Hardware arithmetic"), values derived by hand from the model. Hopper's fp8 wgmma aligns a
// slice's products to the largest exponent (2^0) and keeps 13 fraction bits: 1 + 2^-6 * 2^-7
// keeps its 2^-13 (out0), 1 + 2^-7 * 2^-7 loses its 2^-14 (out1), which lpf's ordered f32 dot
// keeps (out2). The LLVM exit's kernel computes the same bits.
// RUN: lpf-run %s --bits | FileCheck %s
// RUN: lpf-run %s --bits --backend llvm | FileCheck %s
// CHECK: out0: tensor<1x1xf32> = {{\[\[}}1.0001220703125 (0x3F800400)]]
// CHECK-NEXT: out1: tensor<1x1xf32> = {{\[\[}}1.0 (0x3F800000)]]
// CHECK-NEXT: out2: tensor<1x1xf32> = {{\[\[}}1.00006103515625 (0x3F800200)]]
func.func @main() -> (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) {
  %a6 = lpf.constant dense<[[1.0, 0.015625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x32xf8E4M3FN>
  %a7 = lpf.constant dense<[[1.0, 0.0078125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x32xf8E4M3FN>
  %b = lpf.constant dense<[[1.0], [0.0078125], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0]]> : tensor<32x1xf8E4M3FN>
  %0 = lpf.dot %a6, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<1x32xf8E4M3FN>, tensor<32x1xf8E4M3FN> -> tensor<1x1xf32>
  %1 = lpf.dot %a7, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<1x32xf8E4M3FN>, tensor<32x1xf8E4M3FN> -> tensor<1x1xf32>
  %2 = lpf.dot %a7, %b acc(f32) : tensor<1x32xf8E4M3FN>, tensor<32x1xf8E4M3FN> -> tensor<1x1xf32>
  return %0, %1, %2 : tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>
}
