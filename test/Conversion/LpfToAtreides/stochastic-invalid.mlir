// RUN: lpf-opt %s --lower-to-atreides -verify-diagnostics
// Atreides has no stochastic rounding: its i32 random bits are refused with E0915 at the kernel.

// expected-error@+1 {{[E0915] argument 1 of @stochastic: Atreides computes in SF16 only: tensor<4xi32> is not a SuperFloat (!lpf.sf<N>) value}}
func.func @stochastic(%x: tensor<4x!lpf.sf<8>>, %r: tensor<4xi32>) -> tensor<4x!lpf.sf<16>> {
  %y = lpf.convert %x, %r rounding(stochastic) random_bits(8) : tensor<4x!lpf.sf<8>>, tensor<4xi32> to tensor<4x!lpf.sf<16>>
  return %y : tensor<4x!lpf.sf<16>>
}
