// RUN: lpf-opt %s --lower-to-llvm -verify-diagnostics

// lpf.conv has no LLVM kernel yet: a located E0915, never a crash or a partial lowering.
func.func @conv(%x: tensor<1x4x2xf32>, %w: tensor<3x2x2xf32>) -> tensor<1x2x2xf32> {
  // expected-error@+1 {{[E0915] lpf.conv is not lowered by the LLVM exit yet; run it with --backend ref}}
  %y = lpf.conv %x, %w : tensor<1x4x2xf32>, tensor<3x2x2xf32> -> tensor<1x2x2xf32>
  return %y : tensor<1x2x2xf32>
}
