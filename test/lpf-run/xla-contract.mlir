// REQUIRES: xla
// Contractions on --backend xla keep the contract where XLA CPU, left alone, flushes subnormals
// (FTZ and DAZ) and fuses a product that overflows f32 into its sum (docs/stablehlo.md, issue 26).
// Every expected value is exact, and both backends must print it.
// RUN: lpf-run %s --bits \
// RUN:   --arg %S/Inputs/xc_bf16_1x2_tiny.npy --arg %S/Inputs/xc_tf32_2x1_sub.npy \
// RUN:   --arg %S/Inputs/xc_f8_1x32_ones.npy --arg %S/Inputs/xc_e8m0_1x1_min.npy \
// RUN:   --arg %S/Inputs/xc_f8_32x2.npy --arg %S/Inputs/xc_e8m0_1x2_2p100.npy \
// RUN:   --arg %S/Inputs/xc_f8_1x32_448.npy --arg %S/Inputs/xc_e8m0_1x1_2p100.npy \
// RUN:   --arg %S/Inputs/xc_bf16_1x2_big.npy --arg %S/Inputs/xc_bf16_2x1_pm10.npy \
// RUN:   --arg %S/Inputs/xc_bf16_2x1x2_big.npy --arg %S/Inputs/xc_bf16_2x2x1_mixed.npy \
// RUN:   --arg %S/Inputs/xc_bf16_2x3_big.npy --arg %S/Inputs/xc_bf16_2x3_mixed.npy \
// RUN:   --arg %S/Inputs/xc_bf16_1x2_tinyprod.npy --arg %S/Inputs/xc_bf16_2x1_tinyprod.npy > %t.ref
// RUN: FileCheck %s < %t.ref
// RUN: lpf-run %s --bits --backend xla \
// RUN:   --arg %S/Inputs/xc_bf16_1x2_tiny.npy --arg %S/Inputs/xc_tf32_2x1_sub.npy \
// RUN:   --arg %S/Inputs/xc_f8_1x32_ones.npy --arg %S/Inputs/xc_e8m0_1x1_min.npy \
// RUN:   --arg %S/Inputs/xc_f8_32x2.npy --arg %S/Inputs/xc_e8m0_1x2_2p100.npy \
// RUN:   --arg %S/Inputs/xc_f8_1x32_448.npy --arg %S/Inputs/xc_e8m0_1x1_2p100.npy \
// RUN:   --arg %S/Inputs/xc_bf16_1x2_big.npy --arg %S/Inputs/xc_bf16_2x1_pm10.npy \
// RUN:   --arg %S/Inputs/xc_bf16_2x1x2_big.npy --arg %S/Inputs/xc_bf16_2x2x1_mixed.npy \
// RUN:   --arg %S/Inputs/xc_bf16_2x3_big.npy --arg %S/Inputs/xc_bf16_2x3_mixed.npy \
// RUN:   --arg %S/Inputs/xc_bf16_1x2_tinyprod.npy --arg %S/Inputs/xc_bf16_2x1_tinyprod.npy > %t.xla
// RUN: FileCheck %s < %t.xla
//
// The issue's table. bf16 [2^30, 1] x tf32 [2^-130 (an f32 subnormal), 0]: 2^-100 (XLA alone: 0).
// CHECK: out0: tensor<1x1xf32> = {{\[\[}}7.888609052210118e-31 (0x0D800000)]]
// MX-FP8 ones, lhs scale 2^-127 (E8M0 code 0), rhs scale 2^100: 32 x 2^-27 = 2^-22 (XLA alone:
// 0); the second column's products 2^-27 and -2^-27 cancel to +0.
// CHECK: out1: tensor<1x2xf32> = {{\[\[}}2.384185791015625e-7 (0x34800000), 0.0 (0x00000000)]]
// bf16 [3.39e38, 3.39e38] x [10, -10]: +inf + -inf = NaN (XLA alone: +inf).
// CHECK: out2: tensor<1x1xf32> = {{\[\[}}nan (0x7FC00000)]]
// Overflowing products in every contraction. Scaled dot, 448 x 2^100 times 1 x 2^100 per
// product: +inf 32 times; +inf + -inf in the second column.
// CHECK: out3: tensor<1x2xf32> = {{\[\[}}inf (0x7F800000), nan (0x7FC00000)]]
// Batched dot: [3.39e38, 1] x [10, 1] is +inf; [3.39e38, 1] x [-10, 5] is -inf.
// CHECK: out4: tensor<2x1x1xf32> = {{\[\[\[}}inf (0x7F800000)]], {{\[\[}}-inf (0xFF800000)]]]
// reduce_sum of bf16 products (lpf.mul rounds them to +inf, -inf, ...): NaN, then -inf.
// CHECK: out5: tensor<2xf32> = [nan (0x7FC00000), -inf (0xFF800000)]
// [-2^-100, 2^-100] x [2^-100, 0]: a product that underflows f32 to -0; +0 + -0 + +0 is +0 in k
// order, where the f64 sum -2^-200 rounds to -0.
// CHECK: out6: tensor<1x1xf32> = {{\[\[}}0.0 (0x00000000)]]

func.func @main(%a: tensor<1x2xbf16>, %b: tensor<2x1xtf32>,
                %ones: tensor<1x32xf8E4M3FN>, %tiny: tensor<1x1xf8E8M0FNU>,
                %r: tensor<32x2xf8E4M3FN>, %rs: tensor<1x2xf8E8M0FNU>,
                %big: tensor<1x32xf8E4M3FN>, %bigs: tensor<1x1xf8E8M0FNU>,
                %c: tensor<1x2xbf16>, %d: tensor<2x1xbf16>,
                %e: tensor<2x1x2xbf16>, %f: tensor<2x2x1xbf16>,
                %g: tensor<2x3xbf16>, %h: tensor<2x3xbf16>, %t: tensor<1x2xbf16>, %u: tensor<2x1xbf16>)
    -> (tensor<1x1xf32>, tensor<1x2xf32>, tensor<1x1xf32>, tensor<1x2xf32>, tensor<2x1x1xf32>, tensor<2xf32>, tensor<1x1xf32>) {
  %0 = lpf.dot %a, %b acc(f32) : tensor<1x2xbf16>, tensor<2x1xtf32> -> tensor<1x1xf32>
  %1 = lpf.scaled_dot %ones [%tiny], %r [%rs] block(32) acc(f32)
       : tensor<1x32xf8E4M3FN>, tensor<1x1xf8E8M0FNU>, tensor<32x2xf8E4M3FN>, tensor<1x2xf8E8M0FNU> -> tensor<1x2xf32>
  %2 = lpf.dot %c, %d acc(f32) : tensor<1x2xbf16>, tensor<2x1xbf16> -> tensor<1x1xf32>
  %3 = lpf.scaled_dot %big [%bigs], %r [%rs] block(32) acc(f32)
       : tensor<1x32xf8E4M3FN>, tensor<1x1xf8E8M0FNU>, tensor<32x2xf8E4M3FN>, tensor<1x2xf8E8M0FNU> -> tensor<1x2xf32>
  %4 = lpf.dot %e, %f acc(f32) : tensor<2x1x2xbf16>, tensor<2x2x1xbf16> -> tensor<2x1x1xf32>
  %p = lpf.mul %g, %h : tensor<2x3xbf16>
  %5 = lpf.reduce_sum %p dims [1] acc(f32) : tensor<2x3xbf16> -> tensor<2xf32>
  %6 = lpf.dot %t, %u acc(f32) : tensor<1x2xbf16>, tensor<2x1xbf16> -> tensor<1x1xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<1x1xf32>, tensor<1x2xf32>, tensor<1x1xf32>, tensor<1x2xf32>, tensor<2x1x1xf32>, tensor<2xf32>, tensor<1x1xf32>
}
