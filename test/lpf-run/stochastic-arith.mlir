// Stochastic rounding of arithmetic on the reference and through the LLVM exit: the same bits,
// and the bits derived by hand from each mode's definition (docs/formats.md "Stochastic
// rounding") with N = 2 random bits, r the word's low 2 bits, delta the exact result's distance
// past the lower neighbour in ulps.
// RUN: lpf-run %s --bits | FileCheck %s
// RUN: lpf-run %s --backend llvm --bits | FileCheck %s
// bf16 1 + 2^-9 (delta 1/4): stochastic rounds up iff RNE(4 delta) + r = 1 + r >= 4.
// CHECK: out0: tensor<4xbf16> = [1.0 (0x3F80), 1.0 (0x3F80), 1.0 (0x3F80), 1.0078125 (0x3F81)]
// bf16 3 * (1 + 2^-7) = 3 + 1.5 * 2^-6 (delta 1/2): up iff 2 + r >= 4.
// CHECK-NEXT: out1: tensor<4xbf16> = [3.015625 (0x4041), 3.015625 (0x4041), 3.03125 (0x4042), 3.03125 (0x4042)]
// f16 5 / 3 = 1706.67 * 2^-10 (delta 2/3): stochastic up iff RNE(2.67) + r = 3 + r >= 4;
// stochastic_fastest up iff floor(2.67) + r = 2 + r >= 4.
// CHECK-NEXT: out2: tensor<4xf16> = [1.666015625 (0x3EAA), 1.6669921875 (0x3EAB), 1.6669921875 (0x3EAB), 1.6669921875 (0x3EAB)]
// CHECK-NEXT: out3: tensor<4xf16> = [1.666015625 (0x3EAA), 1.666015625 (0x3EAA), 1.6669921875 (0x3EAB), 1.6669921875 (0x3EAB)]
// bf16 1 + 2^-10 (delta 1/8, 4 delta = 1/2 a tie) with word 7 (r = 3): stochastic RNE(1/2) = 0,
// 0 + 3 < 4 stays; stochastic_odd RNO(1/2) = 1, 1 + 3 >= 4 goes up; stochastic_fast
// floor(8 delta) + 2r + 1 = 1 + 6 + 1 >= 8 goes up; stochastic_fastest floor(1/2) + 3 < 4 stays.
// CHECK-NEXT: out4: bf16 = 1.0 (0x3F80)
// CHECK-NEXT: out5: bf16 = 1.0078125 (0x3F81)
// CHECK-NEXT: out6: bf16 = 1.0078125 (0x3F81)
// CHECK-NEXT: out7: bf16 = 1.0 (0x3F80)
// Exact cancellation gives +0 whatever the random word.
// CHECK-NEXT: out8: bf16 = 0.0 (0x0000)
func.func @main() -> (tensor<4xbf16>, tensor<4xbf16>, tensor<4xf16>, tensor<4xf16>, bf16, bf16, bf16, bf16, bf16) {
  %r = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %one = lpf.constant dense<1.0> : tensor<4xbf16>
  %quarter = lpf.constant dense<0.001953125> : tensor<4xbf16>
  %add = lpf.add %one, %quarter, %r rounding(stochastic) random_bits(2) : tensor<4xbf16>, tensor<4xi32>
  %three = lpf.constant dense<3.0> : tensor<4xbf16>
  %b = lpf.constant dense<1.0078125> : tensor<4xbf16>
  %mul = lpf.mul %three, %b, %r rounding(stochastic) random_bits(2) : tensor<4xbf16>, tensor<4xi32>
  %five = lpf.constant dense<5.0> : tensor<4xf16>
  %t = lpf.constant dense<3.0> : tensor<4xf16>
  %div = lpf.div %five, %t, %r rounding(stochastic) random_bits(2) : tensor<4xf16>, tensor<4xi32>
  %divf = lpf.div %five, %t, %r rounding(stochastic_fastest) random_bits(2) : tensor<4xf16>, tensor<4xi32>
  %o = lpf.constant 1.0 : bf16
  %e = lpf.constant 0.0009765625 : bf16
  %w = arith.constant 7 : i32
  %s0 = lpf.add %o, %e, %w rounding(stochastic) random_bits(2) : bf16, i32
  %s1 = lpf.add %o, %e, %w rounding(stochastic_odd) random_bits(2) : bf16, i32
  %s2 = lpf.add %o, %e, %w rounding(stochastic_fast) random_bits(2) : bf16, i32
  %s3 = lpf.add %o, %e, %w rounding(stochastic_fastest) random_bits(2) : bf16, i32
  %z = lpf.sub %o, %o, %w rounding(stochastic) random_bits(2) : bf16, i32
  return %add, %mul, %div, %divf, %s0, %s1, %s2, %s3, %z : tensor<4xbf16>, tensor<4xbf16>, tensor<4xf16>, tensor<4xf16>, bf16, bf16, bf16, bf16, bf16
}
