// Empty contractions through the dot and convolution rules (hlo_defined::xla_dot_lanes,
// xla_convolution): K = 0 is +0 on every output, on ref and llvm alike, never an internal error
// (a dot of M = 8, N = 16 whose K of 0 the lane rule once split into no blocks; a convolution of
// no input channels whose kernel YNNPACK would not pack, which the channel blocks once left
// without a block).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/f32_8x0.npy --arg %S/Inputs/f32_16x0.npy --arg %S/Inputs/f32_2x0x8x8.npy --arg %S/Inputs/f32_16x0x3x3.npy --arg %S/Inputs/f32_1x0x3x3.npy --arg %S/Inputs/f32_8x0x3x3.npy --backend ref --out-dir %t/ref | FileCheck %s
// RUN: lpf-run %s --arg %S/Inputs/f32_8x0.npy --arg %S/Inputs/f32_16x0.npy --arg %S/Inputs/f32_2x0x8x8.npy --arg %S/Inputs/f32_16x0x3x3.npy --arg %S/Inputs/f32_1x0x3x3.npy --arg %S/Inputs/f32_8x0x3x3.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// CHECK: out0: tensor<8x16xf32> = {{.*}}0
// CHECK: out1: tensor<2x16x8x8xf32> = {{.*}}0
// CHECK: out2: tensor<1x8x1x1xf32> = {{.*}}0

func.func @main(%a: tensor<8x0xf32>, %w: tensor<16x0xf32>, %x: tensor<2x0x8x8xf32>, %k: tensor<16x0x3x3xf32>, %y: tensor<1x0x3x3xf32>, %m: tensor<8x0x3x3xf32>) -> (tensor<8x16xf32>, tensor<2x16x8x8xf32>, tensor<1x8x1x1xf32>) {
  %d = stablehlo.dot_general %a, %w, contracting_dims = [1] x [1] : (tensor<8x0xf32>, tensor<16x0xf32>) -> tensor<8x16xf32>
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x0x8x8xf32>, tensor<16x0x3x3xf32>) -> tensor<2x16x8x8xf32>
  %v = stablehlo.convolution(%y, %m) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x0x3x3xf32>, tensor<8x0x3x3xf32>) -> tensor<1x8x1x1xf32>
  return %d, %c, %v : tensor<8x16xf32>, tensor<2x16x8x8xf32>, tensor<1x8x1x1xf32>
}
