// StableHLO add, subtract, multiply, divide and negate on every FP8 format, FP6 and FP4 (and
// add, multiply, divide on f8E8M0FNU), every pair of codes, on --backend llvm against --backend
// ref, byte for byte (issue 41, lpf-diff open finding "llvm-narrow-arith"). StableHLO defines
// each as the correctly rounded result in the format, which ref's interpreter computes with
// APFloat; the LLVM exit computes the op on the exact f64 widenings and rounds once as XLA's
// convert does (foreign/widened.rs). Before: llvm refused each with an E0914 naming an internal
// 'lpf.add' (lpf ops have no arithmetic on these formats). NaN results are made the format's
// canonical NaN in the program (payloads are not part of the contract).
// FP4/FP6 division by zero is XLA's (x / 0 -> ±max, 0 / 0 -> -0, the NaN XLA's convert gives -0
// for) on ref too (hlo_defined::finite_format_division): ref's interpreter gave +0 for both.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --arg %S/Inputs/pairs_u6_a.npy --arg %S/Inputs/pairs_u6_b.npy --arg %S/Inputs/pairs_u6_a.npy --arg %S/Inputs/pairs_u6_b.npy --arg %S/Inputs/pairs_u4_a.npy --arg %S/Inputs/pairs_u4_b.npy --backend ref --out-dir %t/ref > %t/ref.log
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --arg %S/Inputs/pairs_u6_a.npy --arg %S/Inputs/pairs_u6_b.npy --arg %S/Inputs/pairs_u6_a.npy --arg %S/Inputs/pairs_u6_b.npy --arg %S/Inputs/pairs_u4_a.npy --arg %S/Inputs/pairs_u4_b.npy --backend llvm --out-dir %t/llvm > %t/llvm.log
// RUN: diff -r %t/ref %t/llvm
// FP4 division, the pairs (i / 16, i % 16) of codes: 0 / ±0 is -0, 0 / x is 0, 0.5 / ±0 is ±6.
// RUN: lpf-run %s --entry f4_divide --arg %S/Inputs/pairs_u4_a.npy --arg %S/Inputs/pairs_u4_b.npy --bits --backend ref | FileCheck %s
// RUN: lpf-run %s --entry f4_divide --arg %S/Inputs/pairs_u4_a.npy --arg %S/Inputs/pairs_u4_b.npy --bits --backend llvm | FileCheck %s
// CHECK: out0: tensor<256xf4E2M1FN> = [-0.0 (0x8), 0.0 (0x0), 0.0 (0x0), 0.0 (0x0), 0.0 (0x0), 0.0 (0x0), 0.0 (0x0), 0.0 (0x0), -0.0 (0x8), -0.0 (0x8), -0.0 (0x8), -0.0 (0x8), -0.0 (0x8), -0.0 (0x8), -0.0 (0x8), -0.0 (0x8), 6.0 (0x7), 1.0 (0x2), 0.5 (0x1), 0.5 (0x1), 0.0 (0x0), 0.0 (0x0), 0.0 (0x0), 0.0 (0x0), -6.0 (0xF),

func.func @main(%a: tensor<65536xui8>, %b: tensor<65536xui8>, %p: tensor<4096xf6E2M3FN>, %q: tensor<4096xf6E2M3FN>, %r: tensor<4096xf6E3M2FN>, %s: tensor<4096xf6E3M2FN>, %u: tensor<256xf4E2M1FN>, %v: tensor<256xf4E2M1FN>)
    -> (tensor<65536xf8E5M2>, tensor<65536xf8E5M2>, tensor<65536xf8E5M2>, tensor<65536xf8E5M2>, tensor<65536xf8E5M2>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>) {
  %f8E5M2_a = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E5M2>
  %f8E5M2_b = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E5M2>
  %f8E5M2_nan = stablehlo.constant dense<0x7E> : tensor<65536xf8E5M2>
  %f8E5M2_add_r = stablehlo.add %f8E5M2_a, %f8E5M2_b : tensor<65536xf8E5M2>
  %f8E5M2_add_n = stablehlo.compare NE, %f8E5M2_add_r, %f8E5M2_add_r : (tensor<65536xf8E5M2>, tensor<65536xf8E5M2>) -> tensor<65536xi1>
  %f8E5M2_add = stablehlo.select %f8E5M2_add_n, %f8E5M2_nan, %f8E5M2_add_r : tensor<65536xi1>, tensor<65536xf8E5M2>
  %f8E5M2_subtract_r = stablehlo.subtract %f8E5M2_a, %f8E5M2_b : tensor<65536xf8E5M2>
  %f8E5M2_subtract_n = stablehlo.compare NE, %f8E5M2_subtract_r, %f8E5M2_subtract_r : (tensor<65536xf8E5M2>, tensor<65536xf8E5M2>) -> tensor<65536xi1>
  %f8E5M2_subtract = stablehlo.select %f8E5M2_subtract_n, %f8E5M2_nan, %f8E5M2_subtract_r : tensor<65536xi1>, tensor<65536xf8E5M2>
  %f8E5M2_multiply_r = stablehlo.multiply %f8E5M2_a, %f8E5M2_b : tensor<65536xf8E5M2>
  %f8E5M2_multiply_n = stablehlo.compare NE, %f8E5M2_multiply_r, %f8E5M2_multiply_r : (tensor<65536xf8E5M2>, tensor<65536xf8E5M2>) -> tensor<65536xi1>
  %f8E5M2_multiply = stablehlo.select %f8E5M2_multiply_n, %f8E5M2_nan, %f8E5M2_multiply_r : tensor<65536xi1>, tensor<65536xf8E5M2>
  %f8E5M2_divide_r = stablehlo.divide %f8E5M2_a, %f8E5M2_b : tensor<65536xf8E5M2>
  %f8E5M2_divide_n = stablehlo.compare NE, %f8E5M2_divide_r, %f8E5M2_divide_r : (tensor<65536xf8E5M2>, tensor<65536xf8E5M2>) -> tensor<65536xi1>
  %f8E5M2_divide = stablehlo.select %f8E5M2_divide_n, %f8E5M2_nan, %f8E5M2_divide_r : tensor<65536xi1>, tensor<65536xf8E5M2>
  %f8E5M2_negate_r = stablehlo.negate %f8E5M2_a : tensor<65536xf8E5M2>
  %f8E5M2_negate_n = stablehlo.compare NE, %f8E5M2_negate_r, %f8E5M2_negate_r : (tensor<65536xf8E5M2>, tensor<65536xf8E5M2>) -> tensor<65536xi1>
  %f8E5M2_negate = stablehlo.select %f8E5M2_negate_n, %f8E5M2_nan, %f8E5M2_negate_r : tensor<65536xi1>, tensor<65536xf8E5M2>
  %f8E4M3_a = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E4M3>
  %f8E4M3_b = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E4M3>
  %f8E4M3_nan = stablehlo.constant dense<0x7C> : tensor<65536xf8E4M3>
  %f8E4M3_add_r = stablehlo.add %f8E4M3_a, %f8E4M3_b : tensor<65536xf8E4M3>
  %f8E4M3_add_n = stablehlo.compare NE, %f8E4M3_add_r, %f8E4M3_add_r : (tensor<65536xf8E4M3>, tensor<65536xf8E4M3>) -> tensor<65536xi1>
  %f8E4M3_add = stablehlo.select %f8E4M3_add_n, %f8E4M3_nan, %f8E4M3_add_r : tensor<65536xi1>, tensor<65536xf8E4M3>
  %f8E4M3_subtract_r = stablehlo.subtract %f8E4M3_a, %f8E4M3_b : tensor<65536xf8E4M3>
  %f8E4M3_subtract_n = stablehlo.compare NE, %f8E4M3_subtract_r, %f8E4M3_subtract_r : (tensor<65536xf8E4M3>, tensor<65536xf8E4M3>) -> tensor<65536xi1>
  %f8E4M3_subtract = stablehlo.select %f8E4M3_subtract_n, %f8E4M3_nan, %f8E4M3_subtract_r : tensor<65536xi1>, tensor<65536xf8E4M3>
  %f8E4M3_multiply_r = stablehlo.multiply %f8E4M3_a, %f8E4M3_b : tensor<65536xf8E4M3>
  %f8E4M3_multiply_n = stablehlo.compare NE, %f8E4M3_multiply_r, %f8E4M3_multiply_r : (tensor<65536xf8E4M3>, tensor<65536xf8E4M3>) -> tensor<65536xi1>
  %f8E4M3_multiply = stablehlo.select %f8E4M3_multiply_n, %f8E4M3_nan, %f8E4M3_multiply_r : tensor<65536xi1>, tensor<65536xf8E4M3>
  %f8E4M3_divide_r = stablehlo.divide %f8E4M3_a, %f8E4M3_b : tensor<65536xf8E4M3>
  %f8E4M3_divide_n = stablehlo.compare NE, %f8E4M3_divide_r, %f8E4M3_divide_r : (tensor<65536xf8E4M3>, tensor<65536xf8E4M3>) -> tensor<65536xi1>
  %f8E4M3_divide = stablehlo.select %f8E4M3_divide_n, %f8E4M3_nan, %f8E4M3_divide_r : tensor<65536xi1>, tensor<65536xf8E4M3>
  %f8E4M3_negate_r = stablehlo.negate %f8E4M3_a : tensor<65536xf8E4M3>
  %f8E4M3_negate_n = stablehlo.compare NE, %f8E4M3_negate_r, %f8E4M3_negate_r : (tensor<65536xf8E4M3>, tensor<65536xf8E4M3>) -> tensor<65536xi1>
  %f8E4M3_negate = stablehlo.select %f8E4M3_negate_n, %f8E4M3_nan, %f8E4M3_negate_r : tensor<65536xi1>, tensor<65536xf8E4M3>
  %f8E3M4_a = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E3M4>
  %f8E3M4_b = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E3M4>
  %f8E3M4_nan = stablehlo.constant dense<0x78> : tensor<65536xf8E3M4>
  %f8E3M4_add_r = stablehlo.add %f8E3M4_a, %f8E3M4_b : tensor<65536xf8E3M4>
  %f8E3M4_add_n = stablehlo.compare NE, %f8E3M4_add_r, %f8E3M4_add_r : (tensor<65536xf8E3M4>, tensor<65536xf8E3M4>) -> tensor<65536xi1>
  %f8E3M4_add = stablehlo.select %f8E3M4_add_n, %f8E3M4_nan, %f8E3M4_add_r : tensor<65536xi1>, tensor<65536xf8E3M4>
  %f8E3M4_subtract_r = stablehlo.subtract %f8E3M4_a, %f8E3M4_b : tensor<65536xf8E3M4>
  %f8E3M4_subtract_n = stablehlo.compare NE, %f8E3M4_subtract_r, %f8E3M4_subtract_r : (tensor<65536xf8E3M4>, tensor<65536xf8E3M4>) -> tensor<65536xi1>
  %f8E3M4_subtract = stablehlo.select %f8E3M4_subtract_n, %f8E3M4_nan, %f8E3M4_subtract_r : tensor<65536xi1>, tensor<65536xf8E3M4>
  %f8E3M4_multiply_r = stablehlo.multiply %f8E3M4_a, %f8E3M4_b : tensor<65536xf8E3M4>
  %f8E3M4_multiply_n = stablehlo.compare NE, %f8E3M4_multiply_r, %f8E3M4_multiply_r : (tensor<65536xf8E3M4>, tensor<65536xf8E3M4>) -> tensor<65536xi1>
  %f8E3M4_multiply = stablehlo.select %f8E3M4_multiply_n, %f8E3M4_nan, %f8E3M4_multiply_r : tensor<65536xi1>, tensor<65536xf8E3M4>
  %f8E3M4_divide_r = stablehlo.divide %f8E3M4_a, %f8E3M4_b : tensor<65536xf8E3M4>
  %f8E3M4_divide_n = stablehlo.compare NE, %f8E3M4_divide_r, %f8E3M4_divide_r : (tensor<65536xf8E3M4>, tensor<65536xf8E3M4>) -> tensor<65536xi1>
  %f8E3M4_divide = stablehlo.select %f8E3M4_divide_n, %f8E3M4_nan, %f8E3M4_divide_r : tensor<65536xi1>, tensor<65536xf8E3M4>
  %f8E3M4_negate_r = stablehlo.negate %f8E3M4_a : tensor<65536xf8E3M4>
  %f8E3M4_negate_n = stablehlo.compare NE, %f8E3M4_negate_r, %f8E3M4_negate_r : (tensor<65536xf8E3M4>, tensor<65536xf8E3M4>) -> tensor<65536xi1>
  %f8E3M4_negate = stablehlo.select %f8E3M4_negate_n, %f8E3M4_nan, %f8E3M4_negate_r : tensor<65536xi1>, tensor<65536xf8E3M4>
  %f8E4M3FN_a = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E4M3FN>
  %f8E4M3FN_b = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E4M3FN>
  %f8E4M3FN_nan = stablehlo.constant dense<0x7F> : tensor<65536xf8E4M3FN>
  %f8E4M3FN_add_r = stablehlo.add %f8E4M3FN_a, %f8E4M3FN_b : tensor<65536xf8E4M3FN>
  %f8E4M3FN_add_n = stablehlo.compare NE, %f8E4M3FN_add_r, %f8E4M3FN_add_r : (tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>) -> tensor<65536xi1>
  %f8E4M3FN_add = stablehlo.select %f8E4M3FN_add_n, %f8E4M3FN_nan, %f8E4M3FN_add_r : tensor<65536xi1>, tensor<65536xf8E4M3FN>
  %f8E4M3FN_subtract_r = stablehlo.subtract %f8E4M3FN_a, %f8E4M3FN_b : tensor<65536xf8E4M3FN>
  %f8E4M3FN_subtract_n = stablehlo.compare NE, %f8E4M3FN_subtract_r, %f8E4M3FN_subtract_r : (tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>) -> tensor<65536xi1>
  %f8E4M3FN_subtract = stablehlo.select %f8E4M3FN_subtract_n, %f8E4M3FN_nan, %f8E4M3FN_subtract_r : tensor<65536xi1>, tensor<65536xf8E4M3FN>
  %f8E4M3FN_multiply_r = stablehlo.multiply %f8E4M3FN_a, %f8E4M3FN_b : tensor<65536xf8E4M3FN>
  %f8E4M3FN_multiply_n = stablehlo.compare NE, %f8E4M3FN_multiply_r, %f8E4M3FN_multiply_r : (tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>) -> tensor<65536xi1>
  %f8E4M3FN_multiply = stablehlo.select %f8E4M3FN_multiply_n, %f8E4M3FN_nan, %f8E4M3FN_multiply_r : tensor<65536xi1>, tensor<65536xf8E4M3FN>
  %f8E4M3FN_divide_r = stablehlo.divide %f8E4M3FN_a, %f8E4M3FN_b : tensor<65536xf8E4M3FN>
  %f8E4M3FN_divide_n = stablehlo.compare NE, %f8E4M3FN_divide_r, %f8E4M3FN_divide_r : (tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>) -> tensor<65536xi1>
  %f8E4M3FN_divide = stablehlo.select %f8E4M3FN_divide_n, %f8E4M3FN_nan, %f8E4M3FN_divide_r : tensor<65536xi1>, tensor<65536xf8E4M3FN>
  %f8E4M3FN_negate_r = stablehlo.negate %f8E4M3FN_a : tensor<65536xf8E4M3FN>
  %f8E4M3FN_negate_n = stablehlo.compare NE, %f8E4M3FN_negate_r, %f8E4M3FN_negate_r : (tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>) -> tensor<65536xi1>
  %f8E4M3FN_negate = stablehlo.select %f8E4M3FN_negate_n, %f8E4M3FN_nan, %f8E4M3FN_negate_r : tensor<65536xi1>, tensor<65536xf8E4M3FN>
  %f8E4M3FNUZ_a = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_b = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_nan = stablehlo.constant dense<0x80> : tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_add_r = stablehlo.add %f8E4M3FNUZ_a, %f8E4M3FNUZ_b : tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_add_n = stablehlo.compare NE, %f8E4M3FNUZ_add_r, %f8E4M3FNUZ_add_r : (tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>) -> tensor<65536xi1>
  %f8E4M3FNUZ_add = stablehlo.select %f8E4M3FNUZ_add_n, %f8E4M3FNUZ_nan, %f8E4M3FNUZ_add_r : tensor<65536xi1>, tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_subtract_r = stablehlo.subtract %f8E4M3FNUZ_a, %f8E4M3FNUZ_b : tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_subtract_n = stablehlo.compare NE, %f8E4M3FNUZ_subtract_r, %f8E4M3FNUZ_subtract_r : (tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>) -> tensor<65536xi1>
  %f8E4M3FNUZ_subtract = stablehlo.select %f8E4M3FNUZ_subtract_n, %f8E4M3FNUZ_nan, %f8E4M3FNUZ_subtract_r : tensor<65536xi1>, tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_multiply_r = stablehlo.multiply %f8E4M3FNUZ_a, %f8E4M3FNUZ_b : tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_multiply_n = stablehlo.compare NE, %f8E4M3FNUZ_multiply_r, %f8E4M3FNUZ_multiply_r : (tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>) -> tensor<65536xi1>
  %f8E4M3FNUZ_multiply = stablehlo.select %f8E4M3FNUZ_multiply_n, %f8E4M3FNUZ_nan, %f8E4M3FNUZ_multiply_r : tensor<65536xi1>, tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_divide_r = stablehlo.divide %f8E4M3FNUZ_a, %f8E4M3FNUZ_b : tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_divide_n = stablehlo.compare NE, %f8E4M3FNUZ_divide_r, %f8E4M3FNUZ_divide_r : (tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>) -> tensor<65536xi1>
  %f8E4M3FNUZ_divide = stablehlo.select %f8E4M3FNUZ_divide_n, %f8E4M3FNUZ_nan, %f8E4M3FNUZ_divide_r : tensor<65536xi1>, tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_negate_r = stablehlo.negate %f8E4M3FNUZ_a : tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_negate_n = stablehlo.compare NE, %f8E4M3FNUZ_negate_r, %f8E4M3FNUZ_negate_r : (tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>) -> tensor<65536xi1>
  %f8E4M3FNUZ_negate = stablehlo.select %f8E4M3FNUZ_negate_n, %f8E4M3FNUZ_nan, %f8E4M3FNUZ_negate_r : tensor<65536xi1>, tensor<65536xf8E4M3FNUZ>
  %f8E5M2FNUZ_a = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_b = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_nan = stablehlo.constant dense<0x80> : tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_add_r = stablehlo.add %f8E5M2FNUZ_a, %f8E5M2FNUZ_b : tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_add_n = stablehlo.compare NE, %f8E5M2FNUZ_add_r, %f8E5M2FNUZ_add_r : (tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>) -> tensor<65536xi1>
  %f8E5M2FNUZ_add = stablehlo.select %f8E5M2FNUZ_add_n, %f8E5M2FNUZ_nan, %f8E5M2FNUZ_add_r : tensor<65536xi1>, tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_subtract_r = stablehlo.subtract %f8E5M2FNUZ_a, %f8E5M2FNUZ_b : tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_subtract_n = stablehlo.compare NE, %f8E5M2FNUZ_subtract_r, %f8E5M2FNUZ_subtract_r : (tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>) -> tensor<65536xi1>
  %f8E5M2FNUZ_subtract = stablehlo.select %f8E5M2FNUZ_subtract_n, %f8E5M2FNUZ_nan, %f8E5M2FNUZ_subtract_r : tensor<65536xi1>, tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_multiply_r = stablehlo.multiply %f8E5M2FNUZ_a, %f8E5M2FNUZ_b : tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_multiply_n = stablehlo.compare NE, %f8E5M2FNUZ_multiply_r, %f8E5M2FNUZ_multiply_r : (tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>) -> tensor<65536xi1>
  %f8E5M2FNUZ_multiply = stablehlo.select %f8E5M2FNUZ_multiply_n, %f8E5M2FNUZ_nan, %f8E5M2FNUZ_multiply_r : tensor<65536xi1>, tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_divide_r = stablehlo.divide %f8E5M2FNUZ_a, %f8E5M2FNUZ_b : tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_divide_n = stablehlo.compare NE, %f8E5M2FNUZ_divide_r, %f8E5M2FNUZ_divide_r : (tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>) -> tensor<65536xi1>
  %f8E5M2FNUZ_divide = stablehlo.select %f8E5M2FNUZ_divide_n, %f8E5M2FNUZ_nan, %f8E5M2FNUZ_divide_r : tensor<65536xi1>, tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_negate_r = stablehlo.negate %f8E5M2FNUZ_a : tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_negate_n = stablehlo.compare NE, %f8E5M2FNUZ_negate_r, %f8E5M2FNUZ_negate_r : (tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>) -> tensor<65536xi1>
  %f8E5M2FNUZ_negate = stablehlo.select %f8E5M2FNUZ_negate_n, %f8E5M2FNUZ_nan, %f8E5M2FNUZ_negate_r : tensor<65536xi1>, tensor<65536xf8E5M2FNUZ>
  %f8E4M3B11FNUZ_a = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_b = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_nan = stablehlo.constant dense<0x80> : tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_add_r = stablehlo.add %f8E4M3B11FNUZ_a, %f8E4M3B11FNUZ_b : tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_add_n = stablehlo.compare NE, %f8E4M3B11FNUZ_add_r, %f8E4M3B11FNUZ_add_r : (tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>) -> tensor<65536xi1>
  %f8E4M3B11FNUZ_add = stablehlo.select %f8E4M3B11FNUZ_add_n, %f8E4M3B11FNUZ_nan, %f8E4M3B11FNUZ_add_r : tensor<65536xi1>, tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_subtract_r = stablehlo.subtract %f8E4M3B11FNUZ_a, %f8E4M3B11FNUZ_b : tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_subtract_n = stablehlo.compare NE, %f8E4M3B11FNUZ_subtract_r, %f8E4M3B11FNUZ_subtract_r : (tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>) -> tensor<65536xi1>
  %f8E4M3B11FNUZ_subtract = stablehlo.select %f8E4M3B11FNUZ_subtract_n, %f8E4M3B11FNUZ_nan, %f8E4M3B11FNUZ_subtract_r : tensor<65536xi1>, tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_multiply_r = stablehlo.multiply %f8E4M3B11FNUZ_a, %f8E4M3B11FNUZ_b : tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_multiply_n = stablehlo.compare NE, %f8E4M3B11FNUZ_multiply_r, %f8E4M3B11FNUZ_multiply_r : (tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>) -> tensor<65536xi1>
  %f8E4M3B11FNUZ_multiply = stablehlo.select %f8E4M3B11FNUZ_multiply_n, %f8E4M3B11FNUZ_nan, %f8E4M3B11FNUZ_multiply_r : tensor<65536xi1>, tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_divide_r = stablehlo.divide %f8E4M3B11FNUZ_a, %f8E4M3B11FNUZ_b : tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_divide_n = stablehlo.compare NE, %f8E4M3B11FNUZ_divide_r, %f8E4M3B11FNUZ_divide_r : (tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>) -> tensor<65536xi1>
  %f8E4M3B11FNUZ_divide = stablehlo.select %f8E4M3B11FNUZ_divide_n, %f8E4M3B11FNUZ_nan, %f8E4M3B11FNUZ_divide_r : tensor<65536xi1>, tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_negate_r = stablehlo.negate %f8E4M3B11FNUZ_a : tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_negate_n = stablehlo.compare NE, %f8E4M3B11FNUZ_negate_r, %f8E4M3B11FNUZ_negate_r : (tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>) -> tensor<65536xi1>
  %f8E4M3B11FNUZ_negate = stablehlo.select %f8E4M3B11FNUZ_negate_n, %f8E4M3B11FNUZ_nan, %f8E4M3B11FNUZ_negate_r : tensor<65536xi1>, tensor<65536xf8E4M3B11FNUZ>
  %f8E8M0FNU_a = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E8M0FNU>
  %f8E8M0FNU_b = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E8M0FNU>
  %f8E8M0FNU_nan = stablehlo.constant dense<0xFF> : tensor<65536xf8E8M0FNU>
  %f8E8M0FNU_add_r = stablehlo.add %f8E8M0FNU_a, %f8E8M0FNU_b : tensor<65536xf8E8M0FNU>
  %f8E8M0FNU_add_n = stablehlo.compare NE, %f8E8M0FNU_add_r, %f8E8M0FNU_add_r : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %f8E8M0FNU_add = stablehlo.select %f8E8M0FNU_add_n, %f8E8M0FNU_nan, %f8E8M0FNU_add_r : tensor<65536xi1>, tensor<65536xf8E8M0FNU>
  %f8E8M0FNU_multiply_r = stablehlo.multiply %f8E8M0FNU_a, %f8E8M0FNU_b : tensor<65536xf8E8M0FNU>
  %f8E8M0FNU_multiply_n = stablehlo.compare NE, %f8E8M0FNU_multiply_r, %f8E8M0FNU_multiply_r : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %f8E8M0FNU_multiply = stablehlo.select %f8E8M0FNU_multiply_n, %f8E8M0FNU_nan, %f8E8M0FNU_multiply_r : tensor<65536xi1>, tensor<65536xf8E8M0FNU>
  %f8E8M0FNU_divide_r = stablehlo.divide %f8E8M0FNU_a, %f8E8M0FNU_b : tensor<65536xf8E8M0FNU>
  %f8E8M0FNU_divide_n = stablehlo.compare NE, %f8E8M0FNU_divide_r, %f8E8M0FNU_divide_r : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %f8E8M0FNU_divide = stablehlo.select %f8E8M0FNU_divide_n, %f8E8M0FNU_nan, %f8E8M0FNU_divide_r : tensor<65536xi1>, tensor<65536xf8E8M0FNU>
  %f6E2M3FN_add = stablehlo.add %p, %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_subtract = stablehlo.subtract %p, %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_multiply = stablehlo.multiply %p, %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_divide = stablehlo.divide %p, %q : tensor<4096xf6E2M3FN>
  %f6E2M3FN_negate = stablehlo.negate %p : tensor<4096xf6E2M3FN>
  %f6E3M2FN_add = stablehlo.add %r, %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_subtract = stablehlo.subtract %r, %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_multiply = stablehlo.multiply %r, %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_divide = stablehlo.divide %r, %s : tensor<4096xf6E3M2FN>
  %f6E3M2FN_negate = stablehlo.negate %r : tensor<4096xf6E3M2FN>
  %f4E2M1FN_add = stablehlo.add %u, %v : tensor<256xf4E2M1FN>
  %f4E2M1FN_subtract = stablehlo.subtract %u, %v : tensor<256xf4E2M1FN>
  %f4E2M1FN_multiply = stablehlo.multiply %u, %v : tensor<256xf4E2M1FN>
  %f4E2M1FN_divide = stablehlo.divide %u, %v : tensor<256xf4E2M1FN>
  %f4E2M1FN_negate = stablehlo.negate %u : tensor<256xf4E2M1FN>
  return %f8E5M2_add, %f8E5M2_subtract, %f8E5M2_multiply, %f8E5M2_divide, %f8E5M2_negate, %f8E4M3_add, %f8E4M3_subtract, %f8E4M3_multiply, %f8E4M3_divide, %f8E4M3_negate, %f8E3M4_add, %f8E3M4_subtract, %f8E3M4_multiply, %f8E3M4_divide, %f8E3M4_negate, %f8E4M3FN_add, %f8E4M3FN_subtract, %f8E4M3FN_multiply, %f8E4M3FN_divide, %f8E4M3FN_negate, %f8E4M3FNUZ_add, %f8E4M3FNUZ_subtract, %f8E4M3FNUZ_multiply, %f8E4M3FNUZ_divide, %f8E4M3FNUZ_negate, %f8E5M2FNUZ_add, %f8E5M2FNUZ_subtract, %f8E5M2FNUZ_multiply, %f8E5M2FNUZ_divide, %f8E5M2FNUZ_negate, %f8E4M3B11FNUZ_add, %f8E4M3B11FNUZ_subtract, %f8E4M3B11FNUZ_multiply, %f8E4M3B11FNUZ_divide, %f8E4M3B11FNUZ_negate, %f8E8M0FNU_add, %f8E8M0FNU_multiply, %f8E8M0FNU_divide, %f6E2M3FN_add, %f6E2M3FN_subtract, %f6E2M3FN_multiply, %f6E2M3FN_divide, %f6E2M3FN_negate, %f6E3M2FN_add, %f6E3M2FN_subtract, %f6E3M2FN_multiply, %f6E3M2FN_divide, %f6E3M2FN_negate, %f4E2M1FN_add, %f4E2M1FN_subtract, %f4E2M1FN_multiply, %f4E2M1FN_divide, %f4E2M1FN_negate
    : tensor<65536xf8E5M2>, tensor<65536xf8E5M2>, tensor<65536xf8E5M2>, tensor<65536xf8E5M2>, tensor<65536xf8E5M2>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E2M3FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<4096xf6E3M2FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>
}

func.func @f4_divide(%u: tensor<256xf4E2M1FN>, %v: tensor<256xf4E2M1FN>) -> tensor<256xf4E2M1FN> {
  %q = stablehlo.divide %u, %v : tensor<256xf4E2M1FN>
  return %q : tensor<256xf4E2M1FN>
}
