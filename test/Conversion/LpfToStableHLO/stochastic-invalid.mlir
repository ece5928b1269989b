// RUN: lpf-opt %s --lower-to-stablehlo -verify-diagnostics
// A stochastic convert whose format leaves the f64 range the integer emulation works in keeps a
// located E0915, never a nearest rounding (stochastic.mlir: the ones that lower).

func.func @stochastic(%x: tensor<16xf32>, %r: tensor<16xi32>) -> tensor<16x!lpf.p3109<16, 1, signed, extended>> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.convert' to StableHLO: !lpf.p3109<16, 1, signed, extended> has values outside the f64 normal range, which the exact StableHLO emulation works in}}
  %y = lpf.convert %x, %r rounding(stochastic) random_bits(8) : tensor<16xf32>, tensor<16xi32> to tensor<16x!lpf.p3109<16, 1, signed, extended>>
  return %y : tensor<16x!lpf.p3109<16, 1, signed, extended>>
}
