// RUN: lpf-opt %s --lower-to-atreides -verify-diagnostics

// Atreides runs SF16 dots; lpf.conv (f32 or f64 accumulation only) is refused at the op.
func.func @conv(%x: tensor<1x4x2x!lpf.sf<16>>, %w: tensor<3x2x2x!lpf.sf<16>>) -> tensor<1x2x2xf32> {
  // expected-error@+1 {{[E0915] 'lpf.conv' is not lowered to Atreides: its kernels are SF16 dots, and lpf.conv has no SF16 hardware accumulation}}
  %y = lpf.conv %x, %w : tensor<1x4x2x!lpf.sf<16>>, tensor<3x2x2x!lpf.sf<16>> -> tensor<1x2x2xf32>
  return %y : tensor<1x2x2xf32>
}
