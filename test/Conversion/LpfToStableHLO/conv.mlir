// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file | FileCheck %s

// lpf.conv as the dot is lowered: operands widened exactly to f64 (fp8 values are f32 normals,
// which XLA's converts widen exactly), one
// stablehlo.convolution in f64 with lpf.conv's channels-last geometry, the sum made +0 / +NaN
// and rounded once into the f32 accumulator. fp8 x fp8 products stay far below f32's overflow
// threshold, so one convolution computes the sum. Padding adds holes (+0 terms), and E4M3FN
// has a NaN: XLA's convolution skips holes, so a second convolution of ones counts the NaN
// kernel elements that meet a real lhs element, and an output where fewer meet than its
// channel has is NaN (a NaN met a hole).
// CHECK-LABEL: func.func @strided_2d(%arg0: tensor<1x8x8x4xf8E4M3FN>, %arg1: tensor<3x3x2x8xf8E4M3FN>) -> tensor<1x4x5x8xf32>
// CHECK: call @[[CONV:__lpf_conv_[0-9a-f]+]](%arg0, %arg1) : (tensor<1x8x8x4xf8E4M3FN>, tensor<3x3x2x8xf8E4M3FN>) -> tensor<1x4x5x8xf32>
// CHECK: func.func private @[[CONV]](
// CHECK: %[[X32:[0-9]+]] = stablehlo.convert %arg0 : (tensor<1x8x8x4xf8E4M3FN>) -> tensor<1x8x8x4xf32>
// CHECK: stablehlo.convert %[[X32]] : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf64>
// CHECK: %[[W32:[0-9]+]] = stablehlo.convert %arg1 : (tensor<3x3x2x8xf8E4M3FN>) -> tensor<3x3x2x8xf32>
// CHECK: stablehlo.convert %[[W32]] : (tensor<3x3x2x8xf32>) -> tensor<3x3x2x8xf64>
// Feature groups and a format with NaN: one convolution per group (XLA's grouped convolution
// spreads one group's NaN into the others' outputs), concatenated along the output channels.
// CHECK: stablehlo.slice %{{.*}} [0:1, 0:8, 0:8, 0:2] : (tensor<1x8x8x4xf64>) -> tensor<1x8x8x2xf64>
// CHECK: stablehlo.slice %{{.*}} [0:3, 0:3, 0:2, 0:4] : (tensor<3x3x2x8xf64>) -> tensor<3x3x2x4xf64>
// CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [1, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64{{.*}}} : (tensor<1x8x8x2xf64>, tensor<3x3x2x4xf64>) -> tensor<1x4x5x4xf64>
// CHECK: stablehlo.slice %{{.*}} [0:1, 0:8, 0:8, 2:4]
// CHECK: stablehlo.slice %{{.*}} [0:3, 0:3, 0:2, 4:8]
// CHECK: stablehlo.convolution(
// CHECK: %[[SUM:[0-9]+]] = stablehlo.concatenate %{{.*}}, %{{.*}}, dim = 3 : (tensor<1x4x5x4xf64>, tensor<1x4x5x4xf64>) -> tensor<1x4x5x8xf64>
// CHECK: %[[PER_CHANNEL:[0-9]+]] = stablehlo.reduce({{.*}}) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x3x2x8xf64>, tensor<f64>) -> tensor<8xf64>
// CHECK: %[[ALL:[0-9]+]] = stablehlo.broadcast_in_dim %[[PER_CHANNEL]], dims = [3] : (tensor<8xf64>) -> tensor<1x4x5x8xf64>
// CHECK: %[[ONES:[a-z0-9_]+]] = stablehlo.constant dense<1.000000e+00> : tensor<1x8x8x4xf64>
// CHECK: %[[REAL:[0-9]+]] = stablehlo.convolution(%[[ONES]], %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [1, 2]]
// CHECK: %[[HIT:[0-9]+]] = stablehlo.compare  GT, %[[ALL]], %[[REAL]]
// CHECK: stablehlo.select %[[HIT]], %{{.*}}, %[[SUM]] : tensor<1x4x5x8xi1>, tensor<1x4x5x8xf64>
// CHECK: stablehlo.bitcast_convert {{.*}} -> tensor<1x4x5x8xf32>
func.func @strided_2d(%x: tensor<1x8x8x4xf8E4M3FN>, %w: tensor<3x3x2x8xf8E4M3FN>) -> tensor<1x4x5x8xf32> {
  %y = lpf.conv %x, %w acc(f32) {window_strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 2>, feature_group_count = 2 : i64}
      : tensor<1x8x8x4xf8E4M3FN>, tensor<3x3x2x8xf8E4M3FN> -> tensor<1x4x5x8xf32>
  return %y : tensor<1x4x5x8xf32>
}

// -----

// 1-D, acc(f64): the f64 sum is the result (as the dot's), with no rounding into f32. f4E2M1FN
// kernels have no inf or NaN, so holes need no NaN count; negative padding crops and adds none.
// CHECK-LABEL: func.func @conv1d(
// CHECK: func.func private @__lpf_conv_
// CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [3], pad = {{\[\[}}2, 1]], lhs_dilate = [1], rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64{{.*}}} : (tensor<3x17x5xf64>, tensor<4x5x7xf64>) -> tensor<3x5x7xf64>
// CHECK-NOT: stablehlo.convolution
// CHECK-NOT: -> tensor<3x5x7xf32>
// CHECK: return %{{.*}} : tensor<3x5x7xf64>
func.func @conv1d(%x: tensor<3x17x5xf8E4M3FN>, %w: tensor<4x5x7xf4E2M1FN>) -> tensor<3x5x7xf64> {
  %y = lpf.conv %x, %w acc(f64) {window_strides = array<i64: 3>, padding = array<i64: 2, 1>, rhs_dilation = array<i64: 2>}
      : tensor<3x17x5xf8E4M3FN>, tensor<4x5x7xf4E2M1FN> -> tensor<3x5x7xf64>
  return %y : tensor<3x5x7xf64>
}

// -----

// Batch groups, negative padding (cropping only: no holes, no NaN count). f16 x f8E5M2 products
// are f32 normals far from overflow, but E5M2 has inf and NaN, which XLA's convolution treats
// otherwise (holes, groups): a run-time test of the largest magnitudes picks XLA's own f32
// convolution (issue 39, docs/stablehlo.md) or the exact f64 one.
// CHECK-LABEL: func.func @batch_groups(
// CHECK: func.func private @__lpf_conv_checked_
// CHECK: "stablehlo.case"
// CHECK: func.func private @__lpf_conv_
// CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = {{\[\[}}-1, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 3 : i64, feature_group_count = 1 : i64{{.*}}} : (tensor<6x7x4xf64>, tensor<2x4x6xf64>) -> tensor<2x5x6xf64>
// CHECK: func.func private @__lpf_conv_native_
// CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = {{\[\[}}-1, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 3 : i64, feature_group_count = 1 : i64{{.*}}} : (tensor<6x7x4xf32>, tensor<2x4x6xf32>) -> tensor<2x5x6xf32>
func.func @batch_groups(%x: tensor<6x7x4xf16>, %w: tensor<2x4x6xf8E5M2>) -> tensor<2x5x6xf32> {
  %y = lpf.conv %x, %w {padding = array<i64: -1, 0>, batch_group_count = 3 : i64} : tensor<6x7x4xf16>, tensor<2x4x6xf8E5M2> -> tensor<2x5x6xf32>
  return %y : tensor<2x5x6xf32>
}

// -----

// bf16 products can overflow f32 (3.39e38 x 10): with an f32 accumulator the sum is formed per
// kernel position, as the dot's overflowing products are. The lhs is padded and dilated with
// real +0 holes, each of the 3 kernel positions reads a strided slice of it, and its exact
// products per (group, output channel, input channel) are made +-inf at f32's threshold before
// a reduce over the input channels; the positions' sums are added. Two feature groups.
// CHECK-LABEL: func.func @overflowing_products(
// CHECK: func.func private @__lpf_conv_
// CHECK: %[[PADDED:[0-9]+]] = stablehlo.pad %{{.*}}, %{{.*}}, low = [0, 1, 0], high = [0, -1, 0], interior = [0, 1, 0] : (tensor<2x5x4xf64>, tensor<f64>) -> tensor<2x9x4xf64>
// CHECK: stablehlo.slice %[[PADDED]] [0:2, 0:5:2, 0:4]
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [0, 1, 2, 4] : (tensor<2x3x2x2xf64>) -> tensor<2x3x2x3x2xf64>
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [4, 2, 3] : (tensor<2x2x3xf64>) -> tensor<2x3x2x3x2xf64>
// CHECK: stablehlo.multiply
// CHECK: %[[THRESHOLD:[a-z0-9_]+]] = stablehlo.constant dense<3.4028235677973366E+38> : tensor<2x3x2x3x2xf64>
// CHECK: stablehlo.compare  GE, %{{.*}}, %[[THRESHOLD]]
// CHECK: stablehlo.reduce({{.*}}) applies stablehlo.add across dimensions = [4] : (tensor<2x3x2x3x2xf64>, tensor<f64>) -> tensor<2x3x2x3xf64>
// CHECK: stablehlo.slice %[[PADDED]] [0:2, 2:7:2, 0:4]
// CHECK: stablehlo.slice %[[PADDED]] [0:2, 4:9:2, 0:4]
// CHECK: stablehlo.add {{.*}} : tensor<2x3x6xf64>
// CHECK: stablehlo.convolution
// CHECK-SAME: window = {stride = [2], pad = {{\[\[}}1, -1]], lhs_dilate = [2], rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64
func.func @overflowing_products(%x: tensor<2x5x4xbf16>, %w: tensor<3x2x6xbf16>) -> tensor<2x3x6xf32> {
  %y = lpf.conv %x, %w acc(f32) {window_strides = array<i64: 2>, padding = array<i64: 1, -1>, lhs_dilation = array<i64: 2>,
                                 rhs_dilation = array<i64: 2>, feature_group_count = 2 : i64}
      : tensor<2x5x4xbf16>, tensor<3x2x6xbf16> -> tensor<2x3x6xf32>
  return %y : tensor<2x3x6xf32>
}

// -----

// A depthwise bf16 conv (16 feature groups, padding) into f32: the run-time check picks XLA's own
// f32 convolution, the plain f64 one, or the per-product one. The plain f64 form runs only where
// max|x| max|w| is below f32's overflow threshold, which a NaN or infinite operand fails: every
// operand is finite there, so XLA's grouped convolution spreads no NaN between groups and no
// infinity meets a hole, and it is one grouped convolution with no hole count (it was 16
// convolutions, one per group, and concatenated: MobileNetV2's first call on XLA took over 400 s,
// most of it XLA compiling them). The per-product form keeps its hole count (its operands may
// be infinite or NaN).
// CHECK-LABEL: func.func @depthwise(
// CHECK: "stablehlo.case"
// CHECK: func.call @{{__lpf_conv_native_[0-9a-f]+}}(%arg0, %arg1)
// CHECK: func.call @[[BOUNDED:__lpf_conv_[0-9a-f]+]](%arg0, %arg1)
// CHECK: func.call @[[SATURATED:__lpf_conv_[0-9a-f]+]](%arg0, %arg1)
// CHECK: func.func private @[[BOUNDED]](
// CHECK-NOT: stablehlo.concatenate
// CHECK: stablehlo.convolution({{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]]{{.*}}feature_group_count = 16 : i64{{.*}} : (tensor<1x8x8x16xf64>, tensor<3x3x1x16xf64>) -> tensor<1x8x8x16xf64>
// CHECK-NOT: stablehlo.convolution
// CHECK: func.func private @[[SATURATED]](
func.func @depthwise(%x: tensor<1x8x8x16xbf16>, %w: tensor<3x3x1x16xbf16>) -> tensor<1x8x8x16xf32> {
  %y = lpf.conv %x, %w acc(f32) {padding = array<i64: 1, 1, 1, 1>, feature_group_count = 16 : i64}
      : tensor<1x8x8x16xbf16>, tensor<3x3x1x16xbf16> -> tensor<1x8x8x16xf32>
  return %y : tensor<1x8x8x16xf32>
}

// -----

// 3-D, acc(f64): bf16 products cannot overflow f64, so one convolution per feature group (bf16
// has NaN: XLA's grouped convolution would spread it across groups), concatenated.
// CHECK-LABEL: func.func @conv3d(
// CHECK: func.func private @__lpf_conv_
// CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [1, 2, 1], pad = {{\[\[}}1, 0], [0, -1], [1, 1]], lhs_dilate = [1, 1, 2], rhs_dilate = [2, 1, 1]}
// CHECK-SAME: (tensor<1x4x5x3x2xf64>, tensor<2x3x2x2x3xf64>) -> tensor<1x3x1x6x3xf64>
// CHECK: stablehlo.concatenate {{.*}} -> tensor<1x3x1x6x6xf64>
// CHECK-NOT: stablehlo.pad
func.func @conv3d(%x: tensor<1x4x5x3x4xbf16>, %w: tensor<2x3x2x2x6xbf16>) -> tensor<1x3x1x6x6xf64> {
  %y = lpf.conv %x, %w acc(f64) {window_strides = array<i64: 1, 2, 1>, padding = array<i64: 1, 0, 0, -1, 1, 1>,
                                 lhs_dilation = array<i64: 1, 1, 2>, rhs_dilation = array<i64: 2, 1, 1>, feature_group_count = 2 : i64}
      : tensor<1x4x5x3x4xbf16>, tensor<2x3x2x2x6xbf16> -> tensor<1x3x1x6x6xf64>
  return %y : tensor<1x3x1x6x6xf64>
}
