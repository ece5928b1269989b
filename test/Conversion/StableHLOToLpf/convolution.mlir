// RUN: lpf-opt %s --raise-stablehlo -split-input-file -verify-diagnostics
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo=excess-precision=xla -split-input-file 2>/dev/null | FileCheck %s --check-prefix=EXCESS
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | lpf-opt -split-input-file
// stablehlo.convolution with low-precision operands or result (jax 0.10.2's generic form of
// lax.conv_general_dilated, as flax's nnx.Conv and PyTorch exports write it): transposes into
// lpf.conv's channels-last layout, lpf.conv acc(f32) with the geometry, a transpose back, and
// XLA's rounding chain (python/tests/test_raise_convs.py measures each form on XLA).

// flax: NHWC x HWIO -> NHWC, stride (2, 1), padding ((1, 1), (0, 2)), rhs dilation (1, 2),
// two feature groups, bf16 -> bf16: no data movement, one rounding.
// CHECK-LABEL: func.func public @flax_nhwc
// CHECK-NEXT: %[[C:.*]] = lpf.conv %arg0, %arg1 acc(f32) {feature_group_count = 2 : i64, padding = array<i64: 1, 1, 0, 2>, rhs_dilation = array<i64: 1, 2>, window_strides = array<i64: 2, 1>} : tensor<2x8x8x4xbf16>, tensor<3x3x2x6xbf16> -> tensor<2x4x6x6xf32>
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[C]] rounding(to_nearest_even) overflow(nan_or_inf) : tensor<2x4x6x6xf32> to tensor<2x4x6x6xbf16>
// CHECK-NEXT: return %[[R]]
"func.func"() <{function_type = (tensor<2x8x8x4xbf16>, tensor<3x3x2x6xbf16>) -> tensor<2x4x6x6xbf16>, sym_name = "flax_nhwc", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<2x8x8x4xbf16>, %arg1: tensor<3x3x2x6xbf16>):
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [0, 2]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 1>}> : (tensor<2x8x8x4xbf16>, tensor<3x3x2x6xbf16>) -> tensor<2x4x6x6xbf16>
  "func.return"(%0) : (tensor<2x4x6x6xbf16>) -> ()
}) : () -> ()

// -----

// PyTorch: NCHW x OIHW -> NCHW, padding 1 (a splat), into f32: transposes in and out.
// CHECK-LABEL: func.func public @torch_nchw
// CHECK-NEXT: %[[X:.*]] = stablehlo.transpose %arg0, dims = [0, 2, 3, 1] : (tensor<2x4x8x8xbf16>) -> tensor<2x8x8x4xbf16>
// CHECK-NEXT: %[[W:.*]] = stablehlo.transpose %arg1, dims = [2, 3, 1, 0] : (tensor<6x4x3x3xbf16>) -> tensor<3x3x4x6xbf16>
// CHECK-NEXT: %[[C:.*]] = lpf.conv %[[X]], %[[W]] acc(f32) {padding = array<i64: 1, 1, 1, 1>} : tensor<2x8x8x4xbf16>, tensor<3x3x4x6xbf16> -> tensor<2x8x8x6xf32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.transpose %[[C]], dims = [0, 3, 1, 2] : (tensor<2x8x8x6xf32>) -> tensor<2x6x8x8xf32>
// CHECK-NEXT: return %[[Y]]
"func.func"() <{function_type = (tensor<2x4x8x8xbf16>, tensor<6x4x3x3xbf16>) -> tensor<2x6x8x8xf32>, sym_name = "torch_nchw", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<2x4x8x8xbf16>, %arg1: tensor<6x4x3x3xbf16>):
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x8x8xbf16>, tensor<6x4x3x3xbf16>) -> tensor<2x6x8x8xf32>
  "func.return"(%0) : (tensor<2x6x8x8xf32>) -> ()
}) : () -> ()

// -----

// window_reversal flips the kernel's spatial dimension 0 (its dimension 0 in this layout) first;
// lhs dilation and batch groups pass through; an f8 result is rounded through f16.
// CHECK-LABEL: func.func public @reversed_f8
// CHECK-NEXT: %[[W:.*]] = stablehlo.reverse %arg1, dims = [0] : tensor<2x3x4xf8E4M3FN>
// CHECK-NEXT: %[[C:.*]] = lpf.conv %arg0, %[[W]] acc(f32) {batch_group_count = 2 : i64, lhs_dilation = array<i64: 2>} : tensor<4x5x3xf8E4M3FN>, tensor<2x3x4xf8E4M3FN> -> tensor<2x8x4xf32>
// CHECK-NEXT: %[[H:.*]] = lpf.convert %[[C]] {{.*}} to tensor<2x8x4xf16>
// CHECK-NEXT: lpf.convert %[[H]] {{.*}} to tensor<2x8x4xf8E4M3FN>
"func.func"() <{function_type = (tensor<4x5x3xf8E4M3FN>, tensor<2x3x4xf8E4M3FN>) -> tensor<2x8x4xf8E4M3FN>, sym_name = "reversed_f8", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x5x3xf8E4M3FN>, %arg1: tensor<2x3x4xf8E4M3FN>):
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2>, window_reversal = array<i1: true>}> : (tensor<4x5x3xf8E4M3FN>, tensor<2x3x4xf8E4M3FN>) -> tensor<2x8x4xf8E4M3FN>
  "func.return"(%0) : (tensor<2x8x4xf8E4M3FN>) -> ()
}) : () -> ()

// -----

// Excess precision (excess-precision=xla): the widening user gets the f32 sum, the bf16 user the
// rounded value. By default both get the rounded value.
// CHECK-LABEL: func.func public @excess_precision
// CHECK-NEXT: %[[C:.*]] = lpf.conv %arg0, %arg1 acc(f32)
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[C]] {{.*}} to tensor<1x4x2xbf16>
// CHECK-NEXT: %[[W:.*]] = lpf.convert %[[R]] {{.*}} to tensor<1x4x2xf32>
// CHECK-NEXT: return %[[W]], %[[R]]
// EXCESS-LABEL: func.func public @excess_precision
// EXCESS-NEXT: %[[C:.*]] = lpf.conv %arg0, %arg1 acc(f32)
// EXCESS-NEXT: %[[R:.*]] = lpf.convert %[[C]] {{.*}} to tensor<1x4x2xbf16>
// EXCESS-NEXT: return %[[C]], %[[R]]
"func.func"() <{function_type = (tensor<1x6x3xbf16>, tensor<3x3x2xbf16>) -> (tensor<1x4x2xf32>, tensor<1x4x2xbf16>), sym_name = "excess_precision", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<1x6x3xbf16>, %arg1: tensor<3x3x2xbf16>):
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x6x3xbf16>, tensor<3x3x2xbf16>) -> tensor<1x4x2xbf16>
  %1 = "stablehlo.convert"(%0) : (tensor<1x4x2xbf16>) -> tensor<1x4x2xf32>
  "func.return"(%1, %0) : (tensor<1x4x2xf32>, tensor<1x4x2xbf16>) -> ()
}) : () -> ()

// -----

// Left, with a remark: a dynamic batch.
// CHECK-LABEL: func.func public @dynamic
// CHECK: stablehlo.convolution
"func.func"() <{function_type = (tensor<?x6x3xbf16>, tensor<3x3x2xbf16>) -> tensor<?x4x2xbf16>, sym_name = "dynamic", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<?x6x3xbf16>, %arg1: tensor<3x3x2xbf16>):
  // expected-remark @+1 {{'stablehlo.convolution' left as it is: a dynamic dimension: lpf.conv takes static shapes}}
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<?x6x3xbf16>, tensor<3x3x2xbf16>) -> tensor<?x4x2xbf16>
  "func.return"(%0) : (tensor<?x4x2xbf16>) -> ()
}) : () -> ()

// -----

// Left, with a remark: native f4E2M1FN operands.
"func.func"() <{function_type = (tensor<1x6x2xf4E2M1FN>, tensor<3x2x2xf4E2M1FN>) -> tensor<1x4x2xf32>, sym_name = "f4", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<1x6x2xf4E2M1FN>, %arg1: tensor<3x2x2xf4E2M1FN>):
  // expected-remark @+1 {{left as it is: XLA's convolution on f4E2M1FN operands has not been measured}}
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x6x2xf4E2M1FN>, tensor<3x2x2xf4E2M1FN>) -> tensor<1x4x2xf32>
  "func.return"(%0) : (tensor<1x4x2xf32>) -> ()
}) : () -> ()

// -----

// f32 convolutions are not this pass's business: no remark, unchanged.
// CHECK-LABEL: func.func public @f32
// CHECK: stablehlo.convolution
"func.func"() <{function_type = (tensor<1x6x3xf32>, tensor<3x3x2xf32>) -> tensor<1x4x2xf32>, sym_name = "f32", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<1x6x3xf32>, %arg1: tensor<3x3x2xf32>):
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<1x6x3xf32>, tensor<3x3x2xf32>) -> tensor<1x4x2xf32>
  "func.return"(%0) : (tensor<1x4x2xf32>) -> ()
}) : () -> ()
