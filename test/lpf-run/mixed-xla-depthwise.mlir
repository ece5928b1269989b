// f32 depthwise 3 x 3 convolutions (as many groups as channels, one channel each) as XLA CPU
// sums them (lowering/src/hlo_defined/convolution.rs, depthwise_sum), on --backend ref and the
// LLVM exit alike: each tap's product rounded; up to 16 channels the tree (0 + 1), (2 + 3),
// (4 + 5), (6 + 7), (01 + 45) and (23 + 67), their sum, then tap 8 (XLA's runtime kernel), from
// 17 channels on the taps in order (YNNPACK). out0 16 channels, stride 1, padded (a CNN's
// depthwise block); out1 the same, stride 2; out2 32 channels; out3 12 channels NHWC / HWIO,
// unpadded (flax's layout). mixed-xla-depthwise-xla.mlir checks each against XLA itself; here
// llvm == ref on 1 and 3 threads. Inputs: Inputs/xla_depthwise.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/depthwise_x16_2x16x8x8.npy --arg %S/Inputs/depthwise_w16_16x1x3x3.npy --arg %S/Inputs/depthwise_x32_1x32x8x8.npy --arg %S/Inputs/depthwise_w32_32x1x3x3.npy --arg %S/Inputs/depthwise_xh_2x8x8x12.npy --arg %S/Inputs/depthwise_wh_3x3x1x12.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/depthwise_x16_2x16x8x8.npy --arg %S/Inputs/depthwise_w16_16x1x3x3.npy --arg %S/Inputs/depthwise_x32_1x32x8x8.npy --arg %S/Inputs/depthwise_w32_32x1x3x3.npy --arg %S/Inputs/depthwise_xh_2x8x8x12.npy --arg %S/Inputs/depthwise_wh_3x3x1x12.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/depthwise_x16_2x16x8x8.npy --arg %S/Inputs/depthwise_w16_16x1x3x3.npy --arg %S/Inputs/depthwise_x32_1x32x8x8.npy --arg %S/Inputs/depthwise_w32_32x1x3x3.npy --arg %S/Inputs/depthwise_xh_2x8x8x12.npy --arg %S/Inputs/depthwise_wh_3x3x1x12.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// Each convolution's nine taps: strided slices of the padded input, no convolution left.
// CHECK-NOT: linalg.depthwise
// CHECK-COUNT-9: tensor.extract_slice %padded

func.func @main(%x16: tensor<2x16x8x8xf32>, %w16: tensor<16x1x3x3xf32>, %x32: tensor<1x32x8x8xf32>, %w32: tensor<32x1x3x3xf32>, %xh: tensor<2x8x8x12xf32>, %wh: tensor<3x3x1x12xf32>)
    -> (tensor<2x16x8x8xf32>, tensor<2x16x4x4xf32>, tensor<1x32x8x8xf32>, tensor<2x6x6x12xf32>) {
  %0 = stablehlo.convolution(%x16, %w16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<2x16x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x8x8xf32>
  %1 = stablehlo.convolution(%x16, %w16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<2x16x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x4x4xf32>
  %2 = stablehlo.convolution(%x32, %w32) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64} : (tensor<1x32x8x8xf32>, tensor<32x1x3x3xf32>) -> tensor<1x32x8x8xf32>
  %3 = stablehlo.convolution(%xh, %wh) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 12 : i64} : (tensor<2x8x8x12xf32>, tensor<3x3x1x12xf32>) -> tensor<2x6x6x12xf32>
  return %0, %1, %2, %3 : tensor<2x16x8x8xf32>, tensor<2x16x4x4xf32>, tensor<1x32x8x8xf32>, tensor<2x6x6x12xf32>
}
