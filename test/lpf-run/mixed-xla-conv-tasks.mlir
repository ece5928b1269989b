// f32 convolutions YNNPACK splits into tasks of output channels, and one XLA swaps
// (lowering/src/hlo_defined/convolution.rs, channel_blocks). out0: 3x3 over 5 channels into
// 300 on 4x4 pixels: the kernel read unpacked, one lane, its columns in YNNPACK's tasks of 256
// and 44 (`choose_split_factors` with M the output's width), each in k order in one block (so
// one dot: 25% identical before, in the four lanes of a packed kernel);
// out1: a 3x3 kernel over a 2x2 image (a window larger than the input: XLA slides the input
// over the kernel), k order with the taps last to first. Inputs: Inputs/xla_conv_tasks.py.
// llvm == ref; mixed-xla-conv-tasks-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/convk_x_1x4x4x5.npy --arg %S/Inputs/convk_k_3x3x5x300.npy --arg %S/Inputs/convk_x_2x2x2x40.npy --arg %S/Inputs/convk_k_3x3x40x24.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/convk_x_1x4x4x5.npy --arg %S/Inputs/convk_k_3x3x5x300.npy --arg %S/Inputs/convk_x_2x2x2x40.npy --arg %S/Inputs/convk_k_3x3x40x24.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: lpf.dot {{.*}}lpf.xla_convolution_lanes = 1 : i64} : tensor<16x45xf32>, tensor<45x300xf32> -> tensor<16x300xf32>
// CHECK: lpf.dot {{.*}}lpf.xla_convolution_lanes = 1 : i64} : tensor<8x360xf32>, tensor<360x24xf32> -> tensor<8x24xf32>
// CHECK-NOT: lpf.dot

func.func @main(%arg0: tensor<1x4x4x5xf32>, %arg1: tensor<3x3x5x300xf32>, %arg2: tensor<2x2x2x40xf32>, %arg3: tensor<3x3x40x24xf32>) -> (tensor<1x4x4x300xf32>, tensor<2x2x2x24xf32>) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x5xf32>, tensor<3x3x5x300xf32>) -> tensor<1x4x4x300xf32>
  %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x2x2x40xf32>, tensor<3x3x40x24xf32>) -> tensor<2x2x2x24xf32>
  return %0, %1 : tensor<1x4x4x300xf32>, tensor<2x2x2x24xf32>
}
