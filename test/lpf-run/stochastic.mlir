// Stochastic rounding on the reference and through the LLVM exit: the same bits, and the bits
// derived by hand from each mode's definition (docs/formats.md "Stochastic rounding") with
// N = 2 random bits (word 7 is -1, all 32 bits set, on an exact value; the scalar word is 7:
// only its low 2 bits, 3, count).
// x: 1 + 5/16 ulp, again, 1 + 5/8 ulp, again, 460 (3/8 of the way from 448 to 480), -2^-11
// (1/4 of the smallest subnormal), 1.0 (exact), 1.0625 (1/2 ulp).
// RUN: lpf-run %s --bits | FileCheck %s
// RUN: lpf-run %s --backend llvm --bits | FileCheck %s
// stochastic: RNE(delta * 4) + r >= 4.
// CHECK: out0: tensor<8xf8E4M3FN> = [1.0 (0x38), 1.125 (0x39), 1.0 (0x38), 1.125 (0x39), 448.0 (0x7E), -0.001953125 (0x81), 1.0 (0x38), 1.0 (0x38)]
// stochastic_odd: RNO(delta * 4) + r >= 4 (2.5 goes to 3: the third value moves).
// CHECK-NEXT: out1: tensor<8xf8E4M3FN> = [1.0 (0x38), 1.125 (0x39), 1.125 (0x39), 1.125 (0x39), 448.0 (0x7E), -0.001953125 (0x81), 1.0 (0x38), 1.0 (0x38)]
// stochastic_fast: floor(delta * 8) + 2r + 1 >= 8.
// CHECK-NEXT: out2: tensor<8xf8E4M3FN> = [1.0 (0x38), 1.125 (0x39), 1.125 (0x39), 1.125 (0x39), 448.0 (0x7E), -0.001953125 (0x81), 1.0 (0x38), 1.0 (0x38)]
// stochastic_fastest: floor(delta * 4) + r >= 4.
// CHECK-NEXT: out3: tensor<8xf8E4M3FN> = [1.0 (0x38), 1.125 (0x39), 1.0 (0x38), 1.125 (0x39), 448.0 (0x7E), -0.001953125 (0x81), 1.0 (0x38), 1.0 (0x38)]
// 460 with r = 3 rounds up past 448: NaN with nan_or_inf, 448 saturated; the scalar form.
// CHECK-NEXT: out4: f8E4M3FN = nan (0x7F)
// CHECK-NEXT: out5: f8E4M3FN = 448.0 (0x7E)
func.func @main() -> (tensor<8xf8E4M3FN>, tensor<8xf8E4M3FN>, tensor<8xf8E4M3FN>, tensor<8xf8E4M3FN>, f8E4M3FN, f8E4M3FN) {
  %x = lpf.constant dense<[1.0390625, 1.0390625, 1.078125, 1.078125, 460.0, -4.8828125e-4, 1.0, 1.0625]> : tensor<8xf32>
  %r = arith.constant dense<[2, 3, 1, 2, 1, 3, -1, 1]> : tensor<8xi32>
  %a = lpf.convert %x, %r rounding(stochastic) random_bits(2) : tensor<8xf32>, tensor<8xi32> to tensor<8xf8E4M3FN>
  %b = lpf.convert %x, %r rounding(stochastic_odd) random_bits(2) : tensor<8xf32>, tensor<8xi32> to tensor<8xf8E4M3FN>
  %c = lpf.convert %x, %r rounding(stochastic_fast) random_bits(2) : tensor<8xf32>, tensor<8xi32> to tensor<8xf8E4M3FN>
  %d = lpf.convert %x, %r rounding(stochastic_fastest) random_bits(2) : tensor<8xf32>, tensor<8xi32> to tensor<8xf8E4M3FN>
  %s = lpf.constant 460.0 : f32
  %w = arith.constant 7 : i32
  %n = lpf.convert %s, %w rounding(stochastic_fastest) random_bits(2) overflow(nan_or_inf) : f32, i32 to f8E4M3FN
  %m = lpf.convert %s, %w rounding(stochastic_fastest) random_bits(2) overflow(saturate) : f32, i32 to f8E4M3FN
  return %a, %b, %c, %d, %n, %m : tensor<8xf8E4M3FN>, tensor<8xf8E4M3FN>, tensor<8xf8E4M3FN>, tensor<8xf8E4M3FN>, f8E4M3FN, f8E4M3FN
}
