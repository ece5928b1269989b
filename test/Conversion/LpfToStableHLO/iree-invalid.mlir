// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree -split-input-file -verify-diagnostics
// Lowered for IREE, whose runtime flushes subnormals as XLA CPU does (docs/iree.md), the exit
// refuses what it refuses for XLA, and says so of IREE (it named XLA CPU).

func.func @f64_add(%a: tensor<4xf64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.add' to StableHLO: f64 arithmetic: IREE flushes f64 subnormals}}
  %c = lpf.add %a, %b : tensor<4xf64>
  return %c : tensor<4xf64>
}

// -----

func.func @f64_dot(%a: tensor<2x4xf64>, %b: tensor<4x3xf64>) -> tensor<2x3xf64> {
  // expected-error @+1 {{an f64 subnormal, which IREE flushes to zero; no exact form on IREE}}
  %c = lpf.dot %a, %b acc(f64) : tensor<2x4xf64>, tensor<4x3xf64> -> tensor<2x3xf64>
  return %c : tensor<2x3xf64>
}

// -----

// A stochastically rounded bf16 add: its exact sum is not an f64 value in general (as on XLA).
func.func @stochastic_bf16_add(%x: tensor<4xbf16>, %w: tensor<4xi32>) -> tensor<4xbf16> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.add' to StableHLO: rounding(stochastic) random_bits(2): stochastic rounding of this bf16 operation is not lowered to StableHLO}}
  %e = lpf.add %x, %x, %w rounding(stochastic) random_bits(2) : tensor<4xbf16>, tensor<4xi32>
  return %e : tensor<4xbf16>
}

// -----

// A hardware model (a matrix unit's truncated, chunked sum) has no IREE form.
func.func @hardware_scaled_dot(%a: tensor<1x32xf8E4M3FN>, %as: tensor<1x1xf8E8M0FNU>, %b: tensor<32x2xf8E4M3FN>, %bs: tensor<1x2xf8E8M0FNU>) -> tensor<1x2xf32> {
  // expected-error @+1 {{[E0915] lpf-decompose-scaled-dot: 'lpf.scaled_dot' hardware("nvidia.blackwell.tcgen05") (kind::mxf8f6f4): this exit does not compute the unit's block-scaled instruction}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<1x32xf8E4M3FN>, tensor<1x1xf8E8M0FNU>, tensor<32x2xf8E4M3FN>, tensor<1x2xf8E8M0FNU> -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}

// -----

// A hardware dot: the same.
func.func @hardware_dot(%a: tensor<2x64xf8E4M3FN>, %b: tensor<64x3xf8E4M3FN>) -> tensor<2x3xf32> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.dot' to StableHLO: hardware("nvidia.hopper.wgmma"): a matrix unit's truncated, chunked accumulation has no exact StableHLO form}}
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<2x64xf8E4M3FN>, tensor<64x3xf8E4M3FN> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
