// RUN: lpf-opt %s --lower-to-stablehlo -verify-diagnostics
// Stochastic arithmetic has no StableHLO lowering: a located E0915, never a nearest rounding.

func.func @stochastic(%a: tensor<16xf32>, %b: tensor<16xf32>, %r: tensor<16xi32>) -> tensor<16xf32> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.sub' to StableHLO: rounding(stochastic) random_bits(11): stochastic rounding of arithmetic is not lowered to StableHLO; run it with --backend ref or --backend llvm}}
  %y = lpf.sub %a, %b, %r rounding(stochastic) random_bits(11) : tensor<16xf32>, tensor<16xi32>
  return %y : tensor<16xf32>
}
