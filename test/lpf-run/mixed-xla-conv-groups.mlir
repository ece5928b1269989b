// f32 grouped convolutions of at most 16 channels in and out as XLA CPU computes them
// (lowering/src/hlo_defined/convolution.rs): Eigen's, each group's patches a dot of its own in k
// order (the taps row-major, the group's channels inner), from +0. out0: 3x3, 16 -> 16 channels
// in 2 groups; out1: 12 -> 16 in 4 groups, stride 2; out2: PyTorch's layout (NCHW, OIHW), 16 ->
// 16 in 2 groups. @left: 16 -> 32 channels in 4 groups, which XLA hands YNNPACK (its sum not
// found): not rewritten. llvm == ref; mixed-xla-conv-groups-xla.mlir checks them against XLA.
// Inputs: Inputs/xla_conv_groups.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/convg_x_2x8x8x16.npy --arg %S/Inputs/convg_k_3x3x8x16.npy --arg %S/Inputs/convg_x_2x9x9x12.npy --arg %S/Inputs/convg_k_3x3x3x16.npy --arg %S/Inputs/convg_x_1x16x8x8.npy --arg %S/Inputs/convg_k_16x8x3x3.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/convg_x_2x8x8x16.npy --arg %S/Inputs/convg_k_3x3x8x16.npy --arg %S/Inputs/convg_x_2x9x9x12.npy --arg %S/Inputs/convg_k_3x3x3x16.npy --arg %S/Inputs/convg_x_1x16x8x8.npy --arg %S/Inputs/convg_k_16x8x3x3.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-LABEL: func.func @main
// out0: each group's 128 patches of 9 taps x 8 channels against its 8 output channels.
// CHECK-COUNT-2: lpf.dot {{.*}}lpf.xla_convolution_lanes = 1 : i64} : tensor<128x72xf32>, tensor<72x8xf32> -> tensor<128x8xf32>
// CHECK-COUNT-4: lpf.dot {{.*}} : tensor<50x27xf32>, tensor<27x4xf32> -> tensor<50x4xf32>
// CHECK-COUNT-2: lpf.dot {{.*}} : tensor<64x72xf32>, tensor<72x8xf32> -> tensor<64x8xf32>
// CHECK-NOT: linalg.conv
// CHECK-LABEL: func.func @left
// CHECK-NOT: lpf.dot
// CHECK: linalg.generic {{.*}}"reduction"

func.func @main(%x0: tensor<2x8x8x16xf32>, %k0: tensor<3x3x8x16xf32>, %x1: tensor<2x9x9x12xf32>, %k1: tensor<3x3x3x16xf32>, %x2: tensor<1x16x8x8xf32>, %k2: tensor<16x8x3x3xf32>) -> (tensor<2x8x8x16xf32>, tensor<2x5x5x16xf32>, tensor<1x16x8x8xf32>) {
  %0 = stablehlo.convolution(%x0, %k0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x8x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<2x8x8x16xf32>
  %1 = stablehlo.convolution(%x1, %k1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x9x9x12xf32>, tensor<3x3x3x16xf32>) -> tensor<2x5x5x16xf32>
  %2 = stablehlo.convolution(%x2, %k2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x16x8x8xf32>, tensor<16x8x3x3xf32>) -> tensor<1x16x8x8xf32>
  return %0, %1, %2 : tensor<2x8x8x16xf32>, tensor<2x5x5x16xf32>, tensor<1x16x8x8xf32>
}

func.func @left(%x: tensor<2x8x8x16xf32>, %k: tensor<3x3x4x32xf32>) -> tensor<2x8x8x32xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x8x8x16xf32>, tensor<3x3x4x32xf32>) -> tensor<2x8x8x32xf32>
  return %0 : tensor<2x8x8x32xf32>
}
