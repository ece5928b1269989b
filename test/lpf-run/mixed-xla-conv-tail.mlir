// f32 convolutions over fewer input channels than YNNPACK's 32, with the kernel packed: the
// kernel YNNPACK's cost model picks for the channels and output channels sets the lanes over
// the channels (lowering/src/hlo_defined/ynn_f32_kernels.rs), and the channels they do not
// divide are a tail summed tap by tap (convolution.rs, channel_blocks). out0: 5x5 over 3
// channels into 32, stride 2 (two lanes over channels 0 and 1, channel 2 the tail: one
// product a tap, added to the total; 19% identical before); out1: 3x3 over 1 channel into 32
// (one lane: k order; 45% before); out2: 3x3 over 3 into 20 (four lanes: all three channels
// the tail, each tap's (c0 + c1) + c2 added to the total). Inputs: Inputs/xla_conv_tail.py.
// llvm == ref; mixed-xla-conv-tail-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/convt_x_2x20x20x3.npy --arg %S/Inputs/convt_k_5x5x3x32.npy --arg %S/Inputs/convt_x_2x9x9x1.npy --arg %S/Inputs/convt_k_3x3x1x32.npy --arg %S/Inputs/convt_x_2x8x8x3.npy --arg %S/Inputs/convt_k_3x3x3x20.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/convt_x_2x20x20x3.npy --arg %S/Inputs/convt_k_5x5x3x32.npy --arg %S/Inputs/convt_x_2x9x9x1.npy --arg %S/Inputs/convt_k_3x3x1x32.npy --arg %S/Inputs/convt_x_2x8x8x3.npy --arg %S/Inputs/convt_k_3x3x3x20.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-LABEL: func.func @main
// out0: channels 0 and 1 over the 25 taps in two lanes (a dot each), then 25 single products.
// CHECK-COUNT-2: lpf.dot {{.*}} : tensor<200x25xf32>, tensor<25x32xf32> -> tensor<200x32xf32>
// CHECK-COUNT-25: lpf.dot {{.*}}lpf.xla_convolution_lanes = 1 : i64} : tensor<200x1xf32>, tensor<1x32xf32> -> tensor<200x32xf32>
// CHECK: lpf.dot {{.*}}lpf.xla_convolution_lanes = 1 : i64} : tensor<98x9xf32>, tensor<9x32xf32> -> tensor<98x32xf32>
// CHECK-COUNT-27: lpf.dot {{.*}}lpf.xla_convolution_lanes = 1 : i64} : tensor<72x1xf32>, tensor<1x20xf32> -> tensor<72x20xf32>
// CHECK-NOT: lpf.dot

func.func @main(%arg0: tensor<2x20x20x3xf32>, %arg1: tensor<5x5x3x32xf32>, %arg2: tensor<2x9x9x1xf32>, %arg3: tensor<3x3x1x32xf32>, %arg4: tensor<2x8x8x3xf32>, %arg5: tensor<3x3x3x20xf32>) -> (tensor<2x10x10x32xf32>, tensor<2x7x7x32xf32>, tensor<2x6x6x20xf32>) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x20x20x3xf32>, tensor<5x5x3x32xf32>) -> tensor<2x10x10x32xf32>
  %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x9x1xf32>, tensor<3x3x1x32xf32>) -> tensor<2x7x7x32xf32>
  %2 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<3x3x3x20xf32>) -> tensor<2x6x6x20xf32>
  return %0, %1, %2 : tensor<2x10x10x32xf32>, tensor<2x7x7x32xf32>, tensor<2x6x6x20xf32>
}
