// RUN: lpf-opt %s --lower-to-llvm -verify-diagnostics

// The im2col pads windows with the lhs format's +0 code: f8E8M0FNU has none, so the exit
// refuses at the op (E0915) rather than pad with 2^-127.
func.func @conv(%x: tensor<1x4x2xf8E8M0FNU>, %w: tensor<3x2x2xf32>) -> tensor<1x2x2xf32> {
  // expected-error@+1 {{[E0915] lpf.conv with f8E8M0FNU operands: the format has no +0 code to pad windows with}}
  %y = lpf.conv %x, %w : tensor<1x4x2xf8E8M0FNU>, tensor<3x2x2xf32> -> tensor<1x2x2xf32>
  return %y : tensor<1x2x2xf32>
}
