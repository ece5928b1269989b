// RUN: lpf-opt %s | lpf-opt | FileCheck %s

// lpf.conv round-trips with its geometry in the attribute dictionary; absent attributes are
// the identity (strides and dilations 1, no padding, one group).

// CHECK-LABEL: func.func @conv2d
// CHECK: lpf.conv %{{.*}}, %{{.*}} acc(f32) {feature_group_count = 2 : i64, padding = array<i64: 1, 1, 1, 2>, window_strides = array<i64: 2, 2>} : tensor<1x8x8x4xbf16>, tensor<3x3x2x8xbf16> -> tensor<1x4x5x8xf32>
func.func @conv2d(%x: tensor<1x8x8x4xbf16>, %w: tensor<3x3x2x8xbf16>) -> tensor<1x4x5x8xf32> {
  %y = lpf.conv %x, %w acc(f32) {window_strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 2>, feature_group_count = 2 : i64}
      : tensor<1x8x8x4xbf16>, tensor<3x3x2x8xbf16> -> tensor<1x4x5x8xf32>
  return %y : tensor<1x4x5x8xf32>
}

// CHECK-LABEL: func.func @conv1d_default
// CHECK: lpf.conv %{{.*}}, %{{.*}} : tensor<2x9x3xf8E4M3FN>, tensor<3x3x4xf8E5M2> -> tensor<2x7x4xf32>
func.func @conv1d_default(%x: tensor<2x9x3xf8E4M3FN>, %w: tensor<3x3x4xf8E5M2>) -> tensor<2x7x4xf32> {
  %y = lpf.conv %x, %w : tensor<2x9x3xf8E4M3FN>, tensor<3x3x4xf8E5M2> -> tensor<2x7x4xf32>
  return %y : tensor<2x7x4xf32>
}

// CHECK-LABEL: func.func @conv3d_dilated_batch_groups
// CHECK: lpf.conv %{{.*}}, %{{.*}} acc(f64) {batch_group_count = 2 : i64, lhs_dilation = array<i64: 2, 1, 1>, padding = array<i64: -1, 0, 0, 0, 1, 1>, rhs_dilation = array<i64: 1, 2, 1>}
func.func @conv3d_dilated_batch_groups(%x: tensor<4x3x5x2x2xf16>, %w: tensor<2x2x3x2x6xf16>) -> tensor<2x3x3x2x6xf64> {
  %y = lpf.conv %x, %w acc(f64) {lhs_dilation = array<i64: 2, 1, 1>, rhs_dilation = array<i64: 1, 2, 1>,
                                 padding = array<i64: -1, 0, 0, 0, 1, 1>, batch_group_count = 2 : i64}
      : tensor<4x3x5x2x2xf16>, tensor<2x2x3x2x6xf16> -> tensor<2x3x3x2x6xf64>
  return %y : tensor<2x3x3x2x6xf64>
}

// A matrix unit's convolution: hardware("unit") after acc(...).
// CHECK-LABEL: func.func @conv_hardware
// CHECK: lpf.conv %{{.*}}, %{{.*}} acc(f16) hardware("nvidia.ada.mma") {padding = array<i64: 1, 1>} : tensor<2x8x16xf8E4M3FN>, tensor<2x16x4xf8E5M2> -> tensor<2x9x4xf16>
func.func @conv_hardware(%x: tensor<2x8x16xf8E4M3FN>, %w: tensor<2x16x4xf8E5M2>) -> tensor<2x9x4xf16> {
  %y = lpf.conv %x, %w acc(f16) hardware("nvidia.ada.mma") {padding = array<i64: 1, 1>}
      : tensor<2x8x16xf8E4M3FN>, tensor<2x16x4xf8E5M2> -> tensor<2x9x4xf16>
  return %y : tensor<2x9x4xf16>
}
