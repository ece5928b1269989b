// f32 input-dilated (transposed) convolutions as XLA CPU computes them (lowering/src/
// hlo_defined/col2im_convolution.rs): a contraction of every input pixel's channels with every
// kernel tap (an in-order fused multiply-add chain over the input channels), then a col2im: each
// output the sum from +0 of its valid taps' products in row-major tap order. out0: flax's
// nnx.ConvTranspose, 3x3 stride 2 over 16 channels into 8; out1: the input gradient of a
// stride-2 3x3 convolution as jax writes it (the reversed kernel, [0, 1, o, i]); out2: PyTorch's
// ConvTranspose2d layout (NCHW, OIHW; 4x4 kernel, stride 2, padding 1); out3: 1-D, 5 taps,
// dilation 3; out4: 320 input channels (XLA's K in one block; more are not rewritten). @left:
// what XLA computes otherwise, not rewritten: a 4x4 kernel over 2 x 2 pixels (XLA swaps the
// operands), one input pixel, 3-D. llvm == ref; mixed-xla-conv-transposed-xla.mlir checks them
// against XLA. Inputs: Inputs/xla_conv_transposed.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/convtr_x_2x4x4x16.npy --arg %S/Inputs/convtr_k_3x3x16x8.npy --arg %S/Inputs/convtr_dy_1x4x4x8.npy --arg %S/Inputs/convtr_w_3x3x3x8.npy --arg %S/Inputs/convtr_x_1x8x5x5.npy --arg %S/Inputs/convtr_k_4x8x4x4.npy --arg %S/Inputs/convtr_x_2x16x32.npy --arg %S/Inputs/convtr_k_5x32x4.npy --arg %S/Inputs/convtr_x_1x3x3x320.npy --arg %S/Inputs/convtr_k_2x2x320x2.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/convtr_x_2x4x4x16.npy --arg %S/Inputs/convtr_k_3x3x16x8.npy --arg %S/Inputs/convtr_dy_1x4x4x8.npy --arg %S/Inputs/convtr_w_3x3x3x8.npy --arg %S/Inputs/convtr_x_1x8x5x5.npy --arg %S/Inputs/convtr_k_4x8x4x4.npy --arg %S/Inputs/convtr_x_2x16x32.npy --arg %S/Inputs/convtr_k_5x32x4.npy --arg %S/Inputs/convtr_x_1x3x3x320.npy --arg %S/Inputs/convtr_k_2x2x320x2.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-LABEL: func.func @main
// out0: 32 pixels' 16 channels against the 9 taps' 8 output channels, in k order (one block,
// one lane); the taps' spreads and adds fused into one loop nest.
// CHECK: lpf.dot {{.*}}lpf.xla_convolution_lanes = 1 : i64} : tensor<32x16xf32>, tensor<16x72xf32> -> tensor<32x72xf32>
// CHECK: lpf.dot {{.*}} : tensor<16x8xf32>, tensor<8x27xf32> -> tensor<16x27xf32>
// CHECK: lpf.dot {{.*}} : tensor<25x8xf32>, tensor<8x64xf32> -> tensor<25x64xf32>
// CHECK: lpf.dot {{.*}} : tensor<32x32xf32>, tensor<32x20xf32> -> tensor<32x20xf32>
// CHECK: lpf.dot {{.*}} : tensor<9x320xf32>, tensor<320x8xf32> -> tensor<9x8xf32>
// CHECK-NOT: linalg.conv
// CHECK-LABEL: func.func @left
// CHECK: linalg.conv_2d_nhwc_hwcf
// CHECK: linalg.conv_2d_nhwc_hwcf
// CHECK: linalg.conv_3d_ndhwc_dhwcf
// CHECK-NOT: lpf.dot

func.func @main(%x0: tensor<2x4x4x16xf32>, %k0: tensor<3x3x16x8xf32>, %dy: tensor<1x4x4x8xf32>, %w: tensor<3x3x3x8xf32>, %x2: tensor<1x8x5x5xf32>, %k2: tensor<4x8x4x4xf32>, %x3: tensor<2x16x32xf32>, %k3: tensor<5x32x4xf32>, %x4: tensor<1x3x3x320xf32>, %k4: tensor<2x2x320x2xf32>) -> (tensor<2x8x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x4x10x10xf32>, tensor<2x50x4xf32>, tensor<1x6x6x2xf32>) {
  %0 = stablehlo.convolution(%x0, %k0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x4x16xf32>, tensor<3x3x16x8xf32>) -> tensor<2x8x8x8xf32>
  %wr = stablehlo.reverse %w, dims = [0, 1] : tensor<3x3x3x8xf32>
  %1 = stablehlo.convolution(%dy, %wr) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x8xf32>, tensor<3x3x3x8xf32>) -> tensor<1x8x8x3xf32>
  %2 = stablehlo.convolution(%x2, %k2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x5x5xf32>, tensor<4x8x4x4xf32>) -> tensor<1x4x10x10xf32>
  %3 = stablehlo.convolution(%x3, %k3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[4, 4]], lhs_dilate = [3], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x32xf32>, tensor<5x32x4xf32>) -> tensor<2x50x4xf32>
  %4 = stablehlo.convolution(%x4, %k4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x320xf32>, tensor<2x2x320x2xf32>) -> tensor<1x6x6x2xf32>
  return %0, %1, %2, %3, %4 : tensor<2x8x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x4x10x10xf32>, tensor<2x50x4xf32>, tensor<1x6x6x2xf32>
}

func.func @left(%a: tensor<1x2x2x8xf32>, %b: tensor<4x4x8x4xf32>, %c: tensor<1x1x1x8xf32>, %d: tensor<3x3x8x4xf32>, %e: tensor<1x2x2x2x4xf32>, %f: tensor<2x2x2x4x2xf32>) -> (tensor<1x6x6x4xf32>, tensor<1x3x3x4xf32>, tensor<1x4x4x4x2xf32>) {
  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2x8xf32>, tensor<4x4x8x4xf32>) -> tensor<1x6x6x4xf32>
  %1 = stablehlo.convolution(%c, %d) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x8xf32>, tensor<3x3x8x4xf32>) -> tensor<1x3x3x4xf32>
  %2 = stablehlo.convolution(%e, %f) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2x2x4xf32>, tensor<2x2x2x4x2xf32>) -> tensor<1x4x4x4x2xf32>
  return %0, %1, %2 : tensor<1x6x6x4xf32>, tensor<1x3x3x4xf32>, tensor<1x4x4x4x2xf32>
}
