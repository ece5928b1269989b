// f32 convolutions over more than 512 products per output, as YNNPACK sums them
// (lowering/src/hlo_defined/convolution.rs, channel_blocks): lanes over the input channels
// (k1 mod L) with the taps looped outside them, in blocks of 128 KiB / (taps x tile x 4 x L)
// input channels, each block over every tap, the blocks' sums added in order. out0: 5x5 over
// 32 channels into 32, 18 output pixels (the kernel not packed: one lane, one block of 40);
// out1: 3x3 over 64 into 64, 72 pixels (packed: one lane, blocks of 56 and 8 channels); out2:
// 3x3 over 128 into 48 (packed: four lanes, one block of 224). Inputs: Inputs/xla_conv_blocks.py.
// llvm == ref; mixed-xla-conv-blocks-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/convb_x_2x7x7x32.npy --arg %S/Inputs/convb_k_5x5x32x32.npy --arg %S/Inputs/convb_x_2x8x8x64.npy --arg %S/Inputs/convb_k_3x3x64x64.npy --arg %S/Inputs/convb_x_2x8x8x128.npy --arg %S/Inputs/convb_k_3x3x128x48.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/convb_x_2x7x7x32.npy --arg %S/Inputs/convb_k_5x5x32x32.npy --arg %S/Inputs/convb_x_2x8x8x64.npy --arg %S/Inputs/convb_k_3x3x64x64.npy --arg %S/Inputs/convb_x_2x8x8x128.npy --arg %S/Inputs/convb_k_3x3x128x48.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: lpf.dot {{.*}}lpf.xla_convolution_lanes = 1 : i64} : tensor<18x800xf32>, tensor<800x32xf32> -> tensor<18x32xf32>
// CHECK: lpf.dot {{.*}}lpf.xla_convolution_lanes = 1 : i64} : tensor<72x504xf32>, tensor<504x64xf32> -> tensor<72x64xf32>
// CHECK: lpf.dot {{.*}}lpf.xla_convolution_lanes = 1 : i64} : tensor<72x72xf32>, tensor<72x64xf32> -> tensor<72x64xf32>
// CHECK-COUNT-4: lpf.dot {{.*}} : tensor<72x288xf32>, tensor<288x48xf32> -> tensor<72x48xf32>

func.func @main(%arg0: tensor<2x7x7x32xf32>, %arg1: tensor<5x5x32x32xf32>, %arg2: tensor<2x8x8x64xf32>, %arg3: tensor<3x3x64x64xf32>, %arg4: tensor<2x8x8x128xf32>, %arg5: tensor<3x3x128x48xf32>) -> (tensor<2x3x3x32xf32>, tensor<2x6x6x64xf32>, tensor<2x6x6x48xf32>) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x7x32xf32>, tensor<5x5x32x32xf32>) -> tensor<2x3x3x32xf32>
  %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<2x6x6x64xf32>
  %2 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x128xf32>, tensor<3x3x128x48xf32>) -> tensor<2x6x6x48xf32>
  return %0, %1, %2 : tensor<2x3x3x32xf32>, tensor<2x6x6x64xf32>, tensor<2x6x6x48xf32>
}

