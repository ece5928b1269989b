// RUN: lpf-opt %s --lower-to-atreides -verify-diagnostics
// Atreides has no stochastic rounding: the op is refused with E0915 at the op, before its i32
// random bits are refused where they are defined.

func.func @stochastic(%a: tensor<4x!lpf.sf<16>>, %b: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  %r = arith.constant dense<1> : tensor<4xi32>
  // expected-error@+1 {{[E0915] 'lpf.mul' rounding(stochastic) random_bits(6): the Atreides exit has no stochastic rounding}}
  %y = lpf.mul %a, %b, %r rounding(stochastic) random_bits(6) : tensor<4x!lpf.sf<16>>, tensor<4xi32>
  return %y : tensor<4x!lpf.sf<16>>
}
