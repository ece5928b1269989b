// RUN: lpf-opt %s --lower-to-stablehlo -verify-diagnostics

// lpf.conv has no StableHLO lowering yet: a located E0915 (one stablehlo.convolution would
// accumulate in the backend's order, not lpf.conv's).
func.func @conv(%x: tensor<1x4x2xbf16>, %w: tensor<3x2x2xbf16>) -> tensor<1x2x2xf32> {
  // expected-error@+1 {{[E0915] cannot lower 'lpf.conv' to StableHLO: lpf.conv has no StableHLO lowering yet}}
  %y = lpf.conv %x, %w : tensor<1x4x2xbf16>, tensor<3x2x2xbf16> -> tensor<1x2x2xf32>
  return %y : tensor<1x2x2xf32>
}
