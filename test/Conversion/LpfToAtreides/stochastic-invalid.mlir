// RUN: lpf-opt %s --lower-to-atreides -verify-diagnostics
// Atreides has no stochastic rounding: refused with E0915 at the op, before its i32 random bits
// (no SuperFloat value either) are refused at the kernel's arguments.

func.func @stochastic(%x: tensor<4x!lpf.sf<8>>, %r: tensor<4xi32>) -> tensor<4x!lpf.sf<16>> {
  // expected-error@+1 {{[E0915] 'lpf.convert' rounding(stochastic) random_bits(8): the Atreides exit has no stochastic rounding}}
  %y = lpf.convert %x, %r rounding(stochastic) random_bits(8) : tensor<4x!lpf.sf<8>>, tensor<4xi32> to tensor<4x!lpf.sf<16>>
  return %y : tensor<4x!lpf.sf<16>>
}
