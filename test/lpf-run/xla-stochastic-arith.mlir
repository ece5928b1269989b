// REQUIRES: xla
// Stochastic arithmetic that the StableHLO exit lowers (f16 sums, products of narrow formats:
// exact in f64) gives the bits derived by hand on XLA, as on ref and llvm. N = 2 random bits,
// r = the word's low 2 bits, delta the exact result's distance past the lower neighbour in ulps.
// RUN: lpf-run %s --bits | FileCheck %s
// RUN: lpf-run %s --backend llvm --bits | FileCheck %s
// RUN: lpf-run %s --backend xla --bits | FileCheck %s
// f16 1 + 2^-12 (delta 1/4): stochastic rounds up iff RNE(4 delta) + r = 1 + r >= 4.
// CHECK: out0: tensor<4xf16> = [1.0 (0x3C00), 1.0 (0x3C00), 1.0 (0x3C00), 1.0009765625 (0x3C01)]
// bf16 3 * (1 + 2^-7) = 3 + 1.5 * 2^-6 (delta 1/2): stochastic_fastest up iff floor(2) + r >= 4.
// CHECK-NEXT: out1: tensor<4xbf16> = [3.015625 (0x4041), 3.015625 (0x4041), 3.03125 (0x4042), 3.03125 (0x4042)]
// f16 1 - 1: exact cancellation, +0 whatever the word.
// CHECK-NEXT: out2: tensor<4xf16> = [0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000)]
func.func @main() -> (tensor<4xf16>, tensor<4xbf16>, tensor<4xf16>) {
  %r = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %one = lpf.constant dense<1.0> : tensor<4xf16>
  %q = lpf.constant dense<0.000244140625> : tensor<4xf16>
  %add = lpf.add %one, %q, %r rounding(stochastic) random_bits(2) : tensor<4xf16>, tensor<4xi32>
  %three = lpf.constant dense<3.0> : tensor<4xbf16>
  %b = lpf.constant dense<1.0078125> : tensor<4xbf16>
  %mul = lpf.mul %three, %b, %r rounding(stochastic_fastest) random_bits(2) : tensor<4xbf16>, tensor<4xi32>
  %sub = lpf.sub %one, %one, %r rounding(stochastic) random_bits(2) : tensor<4xf16>, tensor<4xi32>
  return %add, %mul, %sub : tensor<4xf16>, tensor<4xbf16>, tensor<4xf16>
}
