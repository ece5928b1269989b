// lpf-run --backend ref evaluates lpf.conv on the numerics crate's ordered kernel; the expected
// values are worked by hand below each function.
// RUN: lpf-run %s --entry padded | FileCheck %s --check-prefix=PADDED
// RUN: lpf-run %s --entry grouped | FileCheck %s --check-prefix=GROUPED
// RUN: lpf-run %s --entry dilated | FileCheck %s --check-prefix=DILATED
// RUN: lpf-run %s --entry order | FileCheck %s --check-prefix=ORDER

// x = [1, 2, 3, 4], w = [1, 10], one zero in front: [0*1 + 1*10, 1 + 20, 2 + 30, 3 + 40].
// PADDED: out0: tensor<1x4x1xf32> = {{\[\[\[}}10.0], [21.0], [32.0], [43.0]]]
func.func @padded() -> tensor<1x4x1xf32> {
  %x = lpf.constant dense<[[[1.0], [2.0], [3.0], [4.0]]]> : tensor<1x4x1xbf16>
  %w = lpf.constant dense<[[[1.0]], [[10.0]]]> : tensor<2x1x1xbf16>
  %y = lpf.conv %x, %w {padding = array<i64: 1, 0>} : tensor<1x4x1xbf16>, tensor<2x1x1xbf16> -> tensor<1x4x1xf32>
  return %y : tensor<1x4x1xf32>
}

// Two feature groups of one channel, a 1x1 window: output channel o is x[..., o] * w[o], w = [2, -1].
// GROUPED: out0: tensor<1x2x2x2xf32> = {{\[\[\[\[}}2.0, -2.0], [6.0, -4.0]], {{\[\[}}10.0, -6.0], [14.0, -8.0]]]]
func.func @grouped() -> tensor<1x2x2x2xf32> {
  %x = lpf.constant dense<[[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]]> : tensor<1x2x2x2xf8E4M3FN>
  %w = lpf.constant dense<[[[[2.0, -1.0]]]]> : tensor<1x1x1x2xf8E4M3FN>
  %y = lpf.conv %x, %w {feature_group_count = 2 : i64} : tensor<1x2x2x2xf8E4M3FN>, tensor<1x1x1x2xf8E4M3FN> -> tensor<1x2x2x2xf32>
  return %y : tensor<1x2x2x2xf32>
}

// lhs dilation 2 puts a hole between 1 and 2: [1, 0, 2]; the window [3, 1] then gives
// [3*1 + 1*0, 3*0 + 1*2] = [3, 2].
// DILATED: out0: tensor<1x2x1xf32> = {{\[\[\[}}3.0], [2.0]]]
func.func @dilated() -> tensor<1x2x1xf32> {
  %x = lpf.constant dense<[[[1.0], [2.0]]]> : tensor<1x2x1xf32>
  %w = lpf.constant dense<[[[3.0]], [[1.0]]]> : tensor<2x1x1xf32>
  %y = lpf.conv %x, %w {lhs_dilation = array<i64: 2>} : tensor<1x2x1xf32>, tensor<2x1x1xf32> -> tensor<1x2x1xf32>
  return %y : tensor<1x2x1xf32>
}

// k = (kw, ci), ci innermost: 2^24 + (-2^24) = 0, + 1 = 1, + 0. Summing kw innermost would
// round 2^24 + 1 back to 2^24 (a tie to even) and give 0.
// ORDER: out0: tensor<1x1x1xf32> = {{\[\[\[}}1.0]]]
func.func @order() -> tensor<1x1x1xf32> {
  %x = lpf.constant dense<[[[16777216.0, -16777216.0], [1.0, 0.0]]]> : tensor<1x2x2xf32>
  %w = lpf.constant dense<1.0> : tensor<2x2x1xf32>
  %y = lpf.conv %x, %w : tensor<1x2x2xf32>, tensor<2x2x1xf32> -> tensor<1x1x1xf32>
  return %y : tensor<1x1x1xf32>
}
