// lpf-run evaluates lpf programs on the numerics crate's reference kernels: each function below
// holds its inputs as constants, and the printed values are the exact decoded results.
// RUN: lpf-run %s --entry literal --bits | FileCheck %s --check-prefix=LITERAL
// RUN: lpf-run %s --entry convert --bits | FileCheck %s --check-prefix=CONVERT
// RUN: lpf-run %s --entry arith | FileCheck %s --check-prefix=ARITH
// RUN: lpf-run %s --entry contract | FileCheck %s --check-prefix=CONTRACT
// RUN: lpf-run %s --entry blocks --bits | FileCheck %s --check-prefix=BLOCKS
// RUN: lpf-run %s --entry scaled | FileCheck %s --check-prefix=SCALED
// RUN: lpf-run %s --entry sf16 --bits | FileCheck %s --check-prefix=SF16
// RUN: lpf-run %s --entry shapes | FileCheck %s --check-prefix=SHAPES

// A decimal literal rounds once from its digits: 1.0625 + 1e-19 lies above the f8E4M3FN
// midpoint between 1.0 and 1.125, so it rounds up (0x39); via f64 it would be the tie 1.0625
// and round to even (0x38).
// LITERAL: out0: f8E4M3FN = 1.125 (0x39)
// LITERAL-NEXT: out1: f8E4M3FN = 1.0 (0x38)
// LITERAL-NEXT: out2: tensor<3xbf16> = [0.10009765625 (0x3DCD), -2.0 (0xC000), 1.5 (0x3FC0)]
func.func @literal() -> (f8E4M3FN, f8E4M3FN, tensor<3xbf16>) {
  %a = lpf.constant 1.0625000000000000001 : f8E4M3FN
  %b = lpf.constant 1.0625 : f8E4M3FN
  %c = lpf.constant dense<[0.1, -2.0, 0x3FC0]> : tensor<3xbf16>
  return %a, %b, %c : f8E4M3FN, f8E4M3FN, tensor<3xbf16>
}

// Overflow: f8E4M3FN saturates by default (SFEP-0054), nan_or_inf gives NaN (ml_dtypes/XLA);
// 464 is the tie above 448 and rounds down to 448 either way.
// CONVERT: out0: tensor<4xf8E4M3FN> = [448.0 (0x7E), 448.0 (0x7E), -448.0 (0xFE), nan (0x7F)]
// CONVERT-NEXT: out1: tensor<4xf8E4M3FN> = [448.0 (0x7E), nan (0x7F), -nan (0xFF), nan (0x7F)]
// 1.9 lies between the f4E2M1FN values 1.5 and 2.0: toward_zero gives 1.5, to_nearest_even 2.0.
// CONVERT-NEXT: out2: f4E2M1FN = 1.5 (0x3)
// CONVERT-NEXT: out3: f4E2M1FN = 2.0 (0x4)
func.func @convert() -> (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>, f4E2M1FN, f4E2M1FN) {
  %x = lpf.constant dense<[464.0, 1000.0, -1000.0, 0x7FC00000]> : tensor<4xf32>
  %s = lpf.convert %x : tensor<4xf32> to tensor<4xf8E4M3FN>
  %n = lpf.convert %x overflow(nan_or_inf) : tensor<4xf32> to tensor<4xf8E4M3FN>
  %y = lpf.constant 1.9 : f32
  %t = lpf.convert %y rounding(toward_zero) : f32 to f4E2M1FN
  %r = lpf.convert %y : f32 to f4E2M1FN
  return %s, %n, %t, %r : tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>, f4E2M1FN, f4E2M1FN
}

// bf16 arithmetic rounds once in bf16: 1 + 2^-8 is a tie between 1 and 1 + 2^-7 and goes to
// even (1.0); toward_zero of 1/3 truncates.
// ARITH: out0: bf16 = 1.0
// ARITH-NEXT: out1: bf16 = 0.33203125
// ARITH-NEXT: out2: bf16 = 0.333984375
// ARITH-NEXT: out3: tensor<2xf16> = [-1.5, 0.0]
// ARITH-NEXT: out4: tensor<2xi1> = [true, false]
// ARITH-NEXT: out5: tensor<2xi1> = [false, true]
func.func @arith() -> (bf16, bf16, bf16, tensor<2xf16>, tensor<2xi1>, tensor<2xi1>) {
  %one = lpf.constant 1.0 : bf16
  %tiny = lpf.constant 0.00390625 : bf16
  %three = lpf.constant 3.0 : bf16
  %sum = lpf.add %one, %tiny : bf16
  %tz = lpf.div %one, %three rounding(toward_zero) : bf16
  %ne = lpf.div %one, %three : bf16
  %v = lpf.constant dense<[1.5, -0.0]> : tensor<2xf16>
  %neg = lpf.neg %v : tensor<2xf16>
  %w = lpf.constant dense<[-2.0, 0x7E00]> : tensor<2xf16>
  %lt = lpf.cmp olt, %neg, %v : tensor<2xf16>
  %uno = lpf.cmp uno, %w, %v : tensor<2xf16>
  return %sum, %tz, %ne, %neg, %lt, %uno : bf16, bf16, bf16, tensor<2xf16>, tensor<2xi1>, tensor<2xi1>
}

// Ordered f32 accumulation: 2^24 + 1 + 1 stays 2^24 (each addition rounds to even), where a
// reassociated (1 + 1) + 2^24 would give 2^24 + 2.
// CONTRACT: out0: tensor<1x1xf32> = {{\[\[}}16777216.0]]
// CONTRACT-NEXT: out1: tensor<1x1xf64> = {{\[\[}}16777218.0]]
// CONTRACT-NEXT: out2: tensor<2xf32> = [16777216.0, 3.0]
func.func @contract() -> (tensor<1x1xf32>, tensor<1x1xf64>, tensor<2xf32>) {
  %a = lpf.constant dense<[[16777216.0, 1.0, 1.0]]> : tensor<1x3xf32>
  %b = lpf.constant dense<[[1.0], [1.0], [1.0]]> : tensor<3x1xf32>
  %d = lpf.dot %a, %b : tensor<1x3xf32>, tensor<3x1xf32> -> tensor<1x1xf32>
  %e = lpf.dot %a, %b acc(f64) : tensor<1x3xf32>, tensor<3x1xf32> -> tensor<1x1xf64>
  %m = lpf.constant dense<[[16777216.0, 1.0, 1.0], [1.0, 1.0, 1.0]]> : tensor<2x3xf32>
  %r = lpf.reduce_sum %m dims [1] : tensor<2x3xf32> -> tensor<2xf32>
  return %d, %e, %r : tensor<1x1xf32>, tensor<1x1xf64>, tensor<2xf32>
}

// MX block quantisation (OCP rule, block 2): block [6, 0.5] has amax 6, floor(log2 6) = 2,
// emax(E2M1) = 2, so the scale is 2^0 (0x7F); block [40, -3] has amax 40: 5 - 2 = 3, scale
// 2^3 (0x82), elements 40/8 = 5 -> 4 (RNE between 4 and 6) and -3/8 = -0.375 -> -0.5.
// BLOCKS: out0: tensor<4xf4E2M1FN> = [6.0 (0x7), 0.5 (0x1), 4.0 (0x6), -0.5 (0x9)]
// BLOCKS-NEXT: out1: tensor<2xf8E8M0FNU> = [1.0 (0x7F), 8.0 (0x82)]
// Blocked along dimension 0 of a 4x1 tensor (the dimension whose size differs from the scale's):
// BLOCKS-NEXT: out2: tensor<4x1xf32> = {{\[\[}}6.0 (0x40C00000)], [0.5 (0x3F000000)], [32.0 (0x42000000)], [-4.0 (0xC0800000)]]
func.func @blocks() -> (tensor<4xf4E2M1FN>, tensor<2xf8E8M0FNU>, tensor<4x1xf32>) {
  %x = lpf.constant dense<[6.0, 0.5, 40.0, -3.0]> : tensor<4xf32>
  %q, %s = lpf.quantize_block %x block(2) : tensor<4xf32> -> tensor<4xf4E2M1FN>, tensor<2xf8E8M0FNU>
  %col = lpf.constant dense<[[6.0], [0.5], [40.0], [-3.0]]> : tensor<4x1xf32>
  %qc, %sc = lpf.quantize_block %col block(2) : tensor<4x1xf32> -> tensor<4x1xf4E2M1FN>, tensor<2x1xf8E8M0FNU>
  %dc = lpf.dequantize_block %qc [%sc] block(2) : tensor<4x1xf4E2M1FN>, tensor<2x1xf8E8M0FNU> -> tensor<4x1xf32>
  return %q, %s, %dc : tensor<4xf4E2M1FN>, tensor<2xf8E8M0FNU>, tensor<4x1xf32>
}

// Block-scaled dot: lhs [1, 2, 3, 4] in one block scaled by 2, rhs column [1, 1, 1, 1] scaled
// by 0.5 -> (2 + 4 + 6 + 8) * 0.5 = 10; the per-tensor scale 3 then gives 30.
// SCALED: out0: tensor<1x1xf32> = {{\[\[}}10.0]]
// SCALED-NEXT: out1: tensor<1x1xf32> = {{\[\[}}30.0]]
func.func @scaled() -> (tensor<1x1xf32>, tensor<1x1xf32>) {
  %a = lpf.constant dense<[[1.0, 2.0, 3.0, 4.0]]> : tensor<1x4xf8E4M3FN>
  %as = lpf.constant dense<[[2.0]]> : tensor<1x1xf8E8M0FNU>
  %b = lpf.constant dense<[[1.0], [1.0], [1.0], [1.0]]> : tensor<4x1xf8E4M3FN>
  %bs = lpf.constant dense<[[0.5]]> : tensor<1x1xf8E8M0FNU>
  %g = lpf.constant 3.0 : f32
  %c = lpf.scaled_dot %a [%as], %b [%bs] block(4) : tensor<1x4xf8E4M3FN>, tensor<1x1xf8E8M0FNU>, tensor<4x1xf8E4M3FN>, tensor<1x1xf8E8M0FNU> -> tensor<1x1xf32>
  %cg = lpf.scaled_dot %a [%as], %b [%bs], %g block(4) : tensor<1x4xf8E4M3FN>, tensor<1x1xf8E8M0FNU>, tensor<4x1xf8E4M3FN>, tensor<1x1xf8E8M0FNU>, f32 -> tensor<1x1xf32>
  return %c, %cg : tensor<1x1xf32>, tensor<1x1xf32>
}

// SF16 hardware accumulation on SF8 operands: 0.5 * 0.5 + 0.75 * 0.75 = 0.8125 exactly;
// 0.9921875^2 * 2 saturates at the SF16 maximum 1 - 2^-15 (0x7FFF).
// SF16: out0: tensor<1x2x!lpf.sf<16>> = {{\[\[}}0.8125 (0x6800), 0.999969482421875 (0x7FFF)]]
func.func @sf16() -> tensor<1x2x!lpf.sf<16>> {
  %a = lpf.constant dense<[[0.5, 0.75]]> : tensor<1x2x!lpf.sf<8>>
  %b = lpf.constant dense<[[0.5, 0.9921875], [0.75, 0.9921875]]> : tensor<2x2x!lpf.sf<8>>
  %c = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<1x2x!lpf.sf<8>>, tensor<2x2x!lpf.sf<8>> -> tensor<1x2x!lpf.sf<16>>
  return %c : tensor<1x2x!lpf.sf<16>>
}

// The ops real inputs carry around lpf ops: arith constants, reshapes, splats, calls.
// SHAPES: out0: tensor<2x2xf16> = {{\[\[}}1.0, 2.0], [3.0, 0.5]]
// SHAPES-NEXT: out1: tensor<3xbf16> = [0.0, 0.0, 0.0]
// SHAPES-NEXT: out2: tensor<2xf32> = [2.5, 2.5]
func.func @shapes() -> (tensor<2x2xf16>, tensor<3xbf16>, tensor<2xf32>) {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 0.5]> : tensor<4xf16>
  %m = tensor.expand_shape %v [[0, 1]] output_shape [2, 2] : tensor<4xf16> into tensor<2x2xf16>
  %e = tensor.empty() : tensor<3xbf16>
  %s = arith.constant 1.25 : f32
  %d = func.call @twice(%s) : (f32) -> tensor<2xf32>
  return %m, %e, %d : tensor<2x2xf16>, tensor<3xbf16>, tensor<2xf32>
}

func.func @twice(%x: f32) -> tensor<2xf32> {
  %y = lpf.add %x, %x : f32
  %t = tensor.splat %y : tensor<2xf32>
  return %t : tensor<2xf32>
}

// Empty tensors are values like any other.
// RUN: lpf-run %s --entry empty | FileCheck %s --check-prefix=EMPTY
// EMPTY: out0: tensor<0xf32> = []
// EMPTY-NEXT: out1: tensor<2x0xbf16> = []{{$}}
// EMPTY-NEXT: out2: tensor<0xi1> = []
func.func @empty() -> (tensor<0xf32>, tensor<2x0xbf16>, tensor<0xi1>) {
  %a = arith.constant dense<> : tensor<0xf32>
  %b = lpf.constant dense<[[], []]> : tensor<2x0xbf16>
  %c = arith.constant dense<> : tensor<0xi1>
  return %a, %b, %c : tensor<0xf32>, tensor<2x0xbf16>, tensor<0xi1>
}

// Dialect formats run like the builtin ones. P3109 Binary8p3se (bias 16, 2 fraction bits):
// 1000 lies between 1.75 * 2^9 and 2^10 and rounds to 1024 = exponent field 26, code 0x68.
// GoldenFloat gf16 (1-6-9, bias 31): 0.1 = 819.2 * 2^-13 rounds to 819 * 2^-13, code 0x3733.
// tf32 1 + 2^-10 (its last fraction bit, 0x3F802000 in the f32 carrier) doubles exactly.
// RUN: lpf-run %s --entry dialect_formats --bits | FileCheck %s --check-prefix=FORMATS
// FORMATS: out0: !lpf.p3109<8, 3, signed, extended> = 1024.0 (0x68)
// FORMATS-NEXT: out1: !lpf.gf16 = 0.0999755859375 (0x3733)
// FORMATS-NEXT: out2: tf32 = 2.001953125 (0x40002000)
func.func @dialect_formats() -> (!lpf.p3109<8, 3, signed, extended>, !lpf.gf16, tf32) {
  %p = lpf.constant 1000.0 : !lpf.p3109<8, 3, signed, extended>
  %g = lpf.constant 0.1 : !lpf.gf16
  %t = lpf.constant 0x3F802000 : tf32
  %s = lpf.add %t, %t : tf32
  return %p, %g, %s : !lpf.p3109<8, 3, signed, extended>, !lpf.gf16, tf32
}

// lpf.neg runs on every format the verifier allows it on (the numerics kernel and the verifier
// agree): it flips the sign bit of gf16 (0x3733 -> 0xB733), tf32 and f64, and of SF8
// sign-magnitude codes (0.5 = 0x40 -> 0xC0), where -0 is canonicalised to +0 (0x00).
// RUN: lpf-run %s --entry negate --bits | FileCheck %s --check-prefix=NEGATE
// NEGATE: out0: !lpf.gf16 = -0.0999755859375 (0xB733)
// NEGATE-NEXT: out1: tf32 = -1.0009765625 (0xBF802000)
// NEGATE-NEXT: out2: tensor<2x!lpf.sf<8>> = [-0.5 (0xC0), 0.0 (0x00)]
// NEGATE-NEXT: out3: f64 = 2.0 (0x4000000000000000)
func.func @negate() -> (!lpf.gf16, tf32, tensor<2x!lpf.sf<8>>, f64) {
  %g = lpf.constant 0.1 : !lpf.gf16
  %t = lpf.constant 0x3F802000 : tf32
  %s = lpf.constant dense<[0.5, 0.0]> : tensor<2x!lpf.sf<8>>
  %d = lpf.constant -2.0 : f64
  %ng = lpf.neg %g : !lpf.gf16
  %nt = lpf.neg %t : tf32
  %ns = lpf.neg %s : tensor<2x!lpf.sf<8>>
  %nd = lpf.neg %d : f64
  return %ng, %nt, %ns, %nd : !lpf.gf16, tf32, tensor<2x!lpf.sf<8>>, f64
}
