// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file -verify-diagnostics

// What the StableHLO exit still refuses of lpf.conv (docs/stablehlo.md). f64 operands: their
// values can be f64 subnormals, which XLA CPU flushes, so the f64 sum is not provably the
// exact one: a located E0915, as for lpf.dot.
func.func @f64_operand(%x: tensor<1x4x2xf64>, %w: tensor<3x2x2xbf16>) -> tensor<1x2x2xf64> {
  // expected-error@+1 {{[E0915] cannot lower 'lpf.conv' to StableHLO: operand 0 (f64): its values can be as small as 2^-1074, an f64 subnormal, which XLA CPU flushes to zero; no exact form on XLA CPU}}
  %y = lpf.conv %x, %w acc(f64) : tensor<1x4x2xf64>, tensor<3x2x2xbf16> -> tensor<1x2x2xf64>
  return %y : tensor<1x2x2xf64>
}

// -----

// The same for an f64 kernel (operand 1).
func.func @f64_kernel(%x: tensor<1x4x2xbf16>, %w: tensor<3x2x2xf64>) -> tensor<1x2x2xf64> {
  // expected-error@+1 {{[E0915] cannot lower 'lpf.conv' to StableHLO: operand 1 (f64): its values can be as small as 2^-1074}}
  %y = lpf.conv %x, %w acc(f64) : tensor<1x4x2xbf16>, tensor<3x2x2xf64> -> tensor<1x2x2xf64>
  return %y : tensor<1x2x2xf64>
}

// -----

// Formats beyond f64's normal range (wide P3109 members) and dynamic shapes never reach the
// exit: lpf.conv's verifier refuses them (E0913, E0912).
// hardware("...") (a matrix unit's convolution, docs/dialect.md): the unit's truncated, chunked
// sums have no StableHLO form, as for lpf.dot hardware(...): a located E0915.
func.func @hardware(%x: tensor<1x4x16xbf16>, %w: tensor<2x8x2xbf16>) -> tensor<1x3x2xf32> {
  // expected-error@+1 {{[E0915] cannot lower 'lpf.conv' to StableHLO: hardware("nvidia.hopper.wgmma"): a matrix unit's truncated, chunked accumulation has no exact StableHLO form}}
  %y = lpf.conv %x, %w hardware("nvidia.hopper.wgmma") {feature_group_count = 2 : i64} : tensor<1x4x16xbf16>, tensor<2x8x2xbf16> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}
