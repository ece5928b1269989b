// RUN: lpf-opt %s --lower-to-stablehlo -verify-diagnostics
// Stochastic rounding has no StableHLO lowering yet: a located E0915, never a nearest rounding.

func.func @stochastic(%x: tensor<16xf32>, %r: tensor<16xi32>) -> tensor<16xf8E4M3FN> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.convert' to StableHLO: lpf.convert rounding(stochastic) random_bits(8): stochastic rounding is not lowered to StableHLO; run it with --backend ref or --backend llvm}}
  %y = lpf.convert %x, %r rounding(stochastic) random_bits(8) : tensor<16xf32>, tensor<16xi32> to tensor<16xf8E4M3FN>
  return %y : tensor<16xf8E4M3FN>
}
