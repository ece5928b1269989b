// Whole f32 sums below 4096 elements of a function's argument read through reshapes and
// transposes, and of arguments of three or four dimensions, as XLA CPU's own loops add them
// (lowering/src/hlo_defined/reduce_sum.rs, SumOrder::Whole): XLA's simplifier takes the views
// out of a whole sum and sums the argument itself, and over [outer.., H, W] (each at most 32, H a
// power of two, W <= 8) LLVM vectorises the [H, W] nest for each outer index in turn, rows in
// lanes as over a 2-D argument, lane 0 starting from the running sum. out0: [64] as [8, 8] (64
// values: XLA's runs of 32), out1: [8, 8] as [64] (4 lanes), out2: [8, 6] transposed (8 lanes),
// out3: [40, 40] transposed (windows), out4: [2, 4, 8] (two blocks of 4 lanes), out5:
// [3, 2, 4, 8] (six), out6: [4, 8, 2] as [32, 2] (four blocks of 8 lanes), out7: [4, 3, 8] (H = 3:
// in order, as written), out8: [32, 4, 7] (32 blocks of 4 lanes). mixed-xla-reduce-views-xla.mlir
// compares with XLA itself; here llvm == ref. Inputs: Inputs/xla_reduce_views.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/view_64.npy --arg %S/Inputs/view_8x8.npy --arg %S/Inputs/view_8x6.npy --arg %S/Inputs/view_40x40.npy --arg %S/Inputs/view_2x4x8.npy --arg %S/Inputs/view_3x2x4x8.npy --arg %S/Inputs/view_4x8x2.npy --arg %S/Inputs/view_4x3x8.npy --arg %S/Inputs/view_32x4x7.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/view_64.npy --arg %S/Inputs/view_8x8.npy --arg %S/Inputs/view_8x6.npy --arg %S/Inputs/view_40x40.npy --arg %S/Inputs/view_2x4x8.npy --arg %S/Inputs/view_3x2x4x8.npy --arg %S/Inputs/view_4x8x2.npy --arg %S/Inputs/view_4x3x8.npy --arg %S/Inputs/view_32x4x7.npy --backend llvm --out-dir %t/one > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// out4 ([4, 8] blocks, 4 lanes of one row each): the lanes but lane 0 of both blocks at once, then
// per block lane 0 as the sum of the running sum and its row (1 + 8 values).
// CHECK-LABEL: func.func @main
// CHECK: tensor.expand_shape %{{.*}} output_shape [2, 1, 4, 8] : tensor<2x4x8xf32> into tensor<2x1x4x8xf32>
// CHECK: outs(%{{.*}} : tensor<1x1x9xf32>)
// CHECK-NOT: stablehlo.reduce

func.func @main(%x0: tensor<64xf32>, %x1: tensor<8x8xf32>, %x2: tensor<8x6xf32>, %x3: tensor<40x40xf32>, %x4: tensor<2x4x8xf32>, %x5: tensor<3x2x4x8xf32>, %x6: tensor<4x8x2xf32>, %x7: tensor<4x3x8xf32>, %x8: tensor<32x4x7xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %v0 = stablehlo.reshape %x0 : (tensor<64xf32>) -> tensor<8x8xf32>
  %0 = stablehlo.reduce(%v0 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
  %v1 = stablehlo.reshape %x1 : (tensor<8x8xf32>) -> tensor<64xf32>
  %1 = stablehlo.reduce(%v1 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
  %v2 = stablehlo.transpose %x2, dims = [1, 0] : (tensor<8x6xf32>) -> tensor<6x8xf32>
  %2 = stablehlo.reduce(%v2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x8xf32>, tensor<f32>) -> tensor<f32>
  %v3 = stablehlo.transpose %x3, dims = [1, 0] : (tensor<40x40xf32>) -> tensor<40x40xf32>
  %3 = stablehlo.reduce(%v3 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<40x40xf32>, tensor<f32>) -> tensor<f32>
  %4 = stablehlo.reduce(%x4 init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<f32>
  %5 = stablehlo.reduce(%x5 init: %zero) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x2x4x8xf32>, tensor<f32>) -> tensor<f32>
  %v6 = stablehlo.reshape %x6 : (tensor<4x8x2xf32>) -> tensor<32x2xf32>
  %6 = stablehlo.reduce(%v6 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<f32>
  %7 = stablehlo.reduce(%x7 init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x3x8xf32>, tensor<f32>) -> tensor<f32>
  %8 = stablehlo.reduce(%x8 init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x4x7xf32>, tensor<f32>) -> tensor<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
}
