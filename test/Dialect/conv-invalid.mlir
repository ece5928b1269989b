// RUN: lpf-opt %s -split-input-file -verify-diagnostics

// Every rejection of lpf.conv: E0912 for ranks, attribute lengths and values, group
// divisibility, the result shape and element; E0913 for the accumulator; hardware(...) as lpf.dot's
// (E0913 unit and accumulator, E0911 operand pair, E0912 K and result element).

func.func @rank(%x: tensor<4x3xf32>, %w: tensor<3x2xf32>) -> tensor<4x2xf32> {
  // expected-error@+1 {{[E0912] expected lhs [N, S..., C], rhs [W..., C/G, O] and result [N/BG, P..., O] tensors of one rank >= 3, got [4x3], [3x2] and [4x2]}}
  %y = lpf.conv %x, %w : tensor<4x3xf32>, tensor<3x2xf32> -> tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}
// -----
func.func @dynamic(%x: tensor<?x5x3xf32>, %w: tensor<3x3x2xf32>) -> tensor<?x3x2xf32> {
  // expected-error@+1 {{[E0912] lpf.conv needs static shapes, got [?x5x3]}}
  %y = lpf.conv %x, %w : tensor<?x5x3xf32>, tensor<3x3x2xf32> -> tensor<?x3x2xf32>
  return %y : tensor<?x3x2xf32>
}
// -----
func.func @strides_length(%x: tensor<1x5x3xf32>, %w: tensor<3x3x2xf32>) -> tensor<1x3x2xf32> {
  // expected-error@+1 {{[E0912] 'window_strides' has 2 values; expected 1 (one per spatial dimension)}}
  %y = lpf.conv %x, %w {window_strides = array<i64: 1, 1>} : tensor<1x5x3xf32>, tensor<3x3x2xf32> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}
// -----
func.func @padding_length(%x: tensor<1x5x3xf32>, %w: tensor<3x3x2xf32>) -> tensor<1x3x2xf32> {
  // expected-error@+1 {{[E0912] 'padding' has 1 values; expected 2 (lo and hi per spatial dimension)}}
  %y = lpf.conv %x, %w {padding = array<i64: 1>} : tensor<1x5x3xf32>, tensor<3x3x2xf32> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}
// -----
func.func @zero_stride(%x: tensor<1x5x3xf32>, %w: tensor<3x3x2xf32>) -> tensor<1x3x2xf32> {
  // expected-error@+1 {{[E0912] 'window_strides' value 0 must be at least 1}}
  %y = lpf.conv %x, %w {window_strides = array<i64: 0>} : tensor<1x5x3xf32>, tensor<3x3x2xf32> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}
// -----
func.func @lhs_dilation_length(%x: tensor<1x5x3xf32>, %w: tensor<3x3x2xf32>) -> tensor<1x3x2xf32> {
  // expected-error@+1 {{[E0912] 'lhs_dilation' has 2 values; expected 1 (one per spatial dimension)}}
  %y = lpf.conv %x, %w {lhs_dilation = array<i64: 1, 1>} : tensor<1x5x3xf32>, tensor<3x3x2xf32> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}
// -----
func.func @rhs_dilation_zero(%x: tensor<1x5x3xf32>, %w: tensor<3x3x2xf32>) -> tensor<1x3x2xf32> {
  // expected-error@+1 {{[E0912] 'rhs_dilation' value 0 must be at least 1}}
  %y = lpf.conv %x, %w {rhs_dilation = array<i64: 0>} : tensor<1x5x3xf32>, tensor<3x3x2xf32> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}
// -----
func.func @zero_groups(%x: tensor<1x5x3xf32>, %w: tensor<3x3x2xf32>) -> tensor<1x3x2xf32> {
  // expected-error@+1 {{[E0912] 'feature_group_count' (0) and 'batch_group_count' (1) must be at least 1}}
  %y = lpf.conv %x, %w {feature_group_count = 0 : i64} : tensor<1x5x3xf32>, tensor<3x3x2xf32> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}
// -----
func.func @both_groups(%x: tensor<2x5x4xf32>, %w: tensor<3x2x4xf32>) -> tensor<1x3x4xf32> {
  // expected-error@+1 {{[E0912] 'feature_group_count' (2) and 'batch_group_count' (2) cannot both be above 1}}
  %y = lpf.conv %x, %w {feature_group_count = 2 : i64, batch_group_count = 2 : i64} : tensor<2x5x4xf32>, tensor<3x2x4xf32> -> tensor<1x3x4xf32>
  return %y : tensor<1x3x4xf32>
}
// -----
func.func @channels(%x: tensor<1x5x4xf32>, %w: tensor<3x3x2xf32>) -> tensor<1x3x2xf32> {
  // expected-error@+1 {{[E0912] rhs [3x3x2] should have C / G = 4 / 2 input channels in dimension 1 ('feature_group_count' must divide lhs's C = 4)}}
  %y = lpf.conv %x, %w {feature_group_count = 2 : i64} : tensor<1x5x4xf32>, tensor<3x3x2xf32> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}
// -----
func.func @outputs(%x: tensor<1x5x4xf32>, %w: tensor<3x2x3xf32>) -> tensor<1x3x3xf32> {
  // expected-error@+1 {{[E0912] rhs's O = 3 must be divisible by 'feature_group_count' (2) and 'batch_group_count' (1)}}
  %y = lpf.conv %x, %w {feature_group_count = 2 : i64} : tensor<1x5x4xf32>, tensor<3x2x3xf32> -> tensor<1x3x3xf32>
  return %y : tensor<1x3x3xf32>
}
// -----
func.func @batch(%x: tensor<3x5x2xf32>, %w: tensor<3x2x4xf32>) -> tensor<1x3x4xf32> {
  // expected-error@+1 {{[E0912] lhs's N = 3 must be divisible by 'batch_group_count' (2)}}
  %y = lpf.conv %x, %w {batch_group_count = 2 : i64} : tensor<3x5x2xf32>, tensor<3x2x4xf32> -> tensor<1x3x4xf32>
  return %y : tensor<1x3x4xf32>
}
// -----
func.func @result_shape(%x: tensor<1x8x8x4xbf16>, %w: tensor<3x3x2x8xbf16>) -> tensor<1x4x4x8xf32> {
  // expected-error@+1 {{[E0912] result [1x4x4x8] should be [1x4x5x8] for lhs [1x8x8x4] and rhs [3x3x2x8] ([N/BG, P..., O], P = (E - D) / stride + 1)}}
  %y = lpf.conv %x, %w {window_strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 2>, feature_group_count = 2 : i64} : tensor<1x8x8x4xbf16>, tensor<3x3x2x8xbf16> -> tensor<1x4x4x8xf32>
  return %y : tensor<1x4x4x8xf32>
}
// -----
// hardware("unit"): the unit, operand pair and result checked as lpf.dot's, and K = W... x C/G
// a multiple of the instruction's k.
func.func @hardware_unknown_unit(%x: tensor<1x5x16xbf16>, %w: tensor<2x16x2xbf16>) -> tensor<1x4x2xf32> {
  // expected-error@+1 {{[E0913] hardware("nvidia.hopper.hmma") is not a matrix unit lpf models; known units: nvidia.volta.mma,}}
  %y = lpf.conv %x, %w acc(f32) hardware("nvidia.hopper.hmma") : tensor<1x5x16xbf16>, tensor<2x16x2xbf16> -> tensor<1x4x2xf32>
  return %y : tensor<1x4x2xf32>
}
// -----
func.func @hardware_pair(%x: tensor<1x5x16xf32>, %w: tensor<2x16x2xf32>) -> tensor<1x4x2xf32> {
  // expected-error@+1 {{[E0911] matrix unit "nvidia.hopper.wgmma" has no instruction for 'f32' x 'f32' operands; it has tf32 x tf32 -> f32,}}
  %y = lpf.conv %x, %w acc(f32) hardware("nvidia.hopper.wgmma") : tensor<1x5x16xf32>, tensor<2x16x2xf32> -> tensor<1x4x2xf32>
  return %y : tensor<1x4x2xf32>
}
// -----
func.func @hardware_acc(%x: tensor<1x5x16xbf16>, %w: tensor<2x16x2xbf16>) -> tensor<1x4x2xf16> {
  // expected-error@+1 {{[E0913] matrix unit "nvidia.hopper.wgmma" has no 'bf16' x 'bf16' instruction accumulating in 'f16'; it has acc(f32)}}
  %y = lpf.conv %x, %w acc(f16) hardware("nvidia.hopper.wgmma") : tensor<1x5x16xbf16>, tensor<2x16x2xbf16> -> tensor<1x4x2xf16>
  return %y : tensor<1x4x2xf16>
}
// -----
func.func @hardware_result(%x: tensor<1x5x16xbf16>, %w: tensor<2x16x2xbf16>) -> tensor<1x4x2xf64> {
  // expected-error@+1 {{[E0912] result element type 'f64' differs from the accumulator 'f32'; return 'f32' and lpf.convert the result}}
  %y = lpf.conv %x, %w acc(f32) hardware("nvidia.hopper.wgmma") : tensor<1x5x16xbf16>, tensor<2x16x2xbf16> -> tensor<1x4x2xf64>
  return %y : tensor<1x4x2xf64>
}
// -----
func.func @hardware_k(%x: tensor<1x5x5x12xbf16>, %w: tensor<3x3x6x4xbf16>) -> tensor<1x3x3x4xf32> {
  // expected-error@+1 {{[E0912] K = 54 (3 x 3 x 6 terms per output) is not a multiple of 16, the k of "nvidia.hopper.wgmma"'s 'bf16' x 'bf16' instruction (lpf does not pad K)}}
  %y = lpf.conv %x, %w acc(f32) hardware("nvidia.hopper.wgmma") {feature_group_count = 2 : i64} : tensor<1x5x5x12xbf16>, tensor<3x3x6x4xbf16> -> tensor<1x3x3x4xf32>
  return %y : tensor<1x3x3x4xf32>
}
// -----
func.func @narrow_acc(%x: tensor<1x5x3xbf16>, %w: tensor<3x3x2xbf16>) -> tensor<1x3x2xbf16> {
  // expected-error@+1 {{[E0913] accumulator type 'bf16' is narrower than f32; use acc(f32) or acc(f64)}}
  %y = lpf.conv %x, %w acc(bf16) : tensor<1x5x3xbf16>, tensor<3x3x2xbf16> -> tensor<1x3x2xbf16>
  return %y : tensor<1x3x2xbf16>
}
// -----
func.func @not_exact(%x: tensor<1x5x3xf64>, %w: tensor<3x3x2xf32>) -> tensor<1x3x2xf32> {
  // expected-error@+1 {{[E0913] lhs element type 'f64' does not widen exactly to accumulator 'f32'; use acc(f64)}}
  %y = lpf.conv %x, %w acc(f32) : tensor<1x5x3xf64>, tensor<3x3x2xf32> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}
// -----
func.func @result_element(%x: tensor<1x5x3xbf16>, %w: tensor<3x3x2xbf16>) -> tensor<1x3x2xbf16> {
  // expected-error@+1 {{[E0912] result element type 'bf16' differs from the accumulator 'f32'; return 'f32' and lpf.convert the result}}
  %y = lpf.conv %x, %w : tensor<1x5x3xbf16>, tensor<3x3x2xbf16> -> tensor<1x3x2xbf16>
  return %y : tensor<1x3x2xbf16>
}

// -----

func.func @padding_overflows(%x: tensor<1x4x1xbf16>, %w: tensor<2x1x1xbf16>) -> tensor<1x1x1xf32> {
  // expected-error @+1 {{[E0912] spatial dimension 0: the dilated, padded input or the dilated window is beyond 2^62 elements}}
  %y = lpf.conv %x, %w {window_strides = array<i64: 9223372036854775807>, padding = array<i64: 9223372036854775807, 9223372036854775807>} : tensor<1x4x1xbf16>, tensor<2x1x1xbf16> -> tensor<1x1x1xf32>
  return %y : tensor<1x1x1xf32>
}

// -----

func.func @dilation_overflows(%x: tensor<1x4x1xbf16>, %w: tensor<2x1x1xbf16>) -> tensor<1x0x1xf32> {
  // expected-error @+1 {{[E0912] spatial dimension 0: the dilated, padded input or the dilated window is beyond 2^62 elements}}
  %y = lpf.conv %x, %w {rhs_dilation = array<i64: 9223372036854775807>} : tensor<1x4x1xbf16>, tensor<2x1x1xbf16> -> tensor<1x0x1xf32>
  return %y : tensor<1x0x1xf32>
}
