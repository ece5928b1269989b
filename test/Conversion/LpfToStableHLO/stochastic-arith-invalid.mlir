// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file -verify-diagnostics
// Stochastic arithmetic whose f64 result is not exact (f32 sums, every quotient) has no
// StableHLO lowering: a located E0915, never a nearest rounding (stochastic.mlir: those that
// lower).

func.func @stochastic(%a: tensor<16xf32>, %b: tensor<16xf32>, %r: tensor<16xi32>) -> tensor<16xf32> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.sub' to StableHLO: rounding(stochastic) random_bits(11): stochastic rounding of this f32 operation is not lowered to StableHLO (only sums of f16 and SFx and products of formats of at most 26 significant bits are exact in f64); run it with --backend ref or --backend llvm}}
  %y = lpf.sub %a, %b, %r rounding(stochastic) random_bits(11) : tensor<16xf32>, tensor<16xi32>
  return %y : tensor<16xf32>
}

// -----

func.func @quotient(%a: tensor<4xf16>, %b: tensor<4xf16>, %r: tensor<4xi32>) -> tensor<4xf16> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.div' to StableHLO: rounding(stochastic_odd) random_bits(3): stochastic rounding of this f16 operation is not lowered to StableHLO}}
  %y = lpf.div %a, %b, %r rounding(stochastic_odd) random_bits(3) : tensor<4xf16>, tensor<4xi32>
  return %y : tensor<4xf16>
}
