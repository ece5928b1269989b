// REQUIRES: iree
// add, subtract, multiply, divide, maximum, minimum, negate and abs of the formats IREE's
// runtime lacks (f8E4M3, f8E3M4, f8E4M3B11FNUZ, f4E2M1FN: ui8 codes on IREE, which IREE's ops
// read as integers, so these ops were a located E0915) on --backend iree give --backend ref's
// bits (issue 40). StableHLO's interpreter (ref) computes them in the format (APFloat); on IREE
// the exit (lowering/src/to_stablehlo/foreign_iree.rs) takes the f64 op on the exact decodings
// and encodes it once, maximum/minimum and the sign ops on the codes, NaNs as the interpreter
// gives them. Every pair of 8-bit codes (Inputs/iree_pairs_*_65536.npy), every pair of f4 codes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_pairs_x_65536.npy --arg %S/Inputs/iree_pairs_y_65536.npy --arg %S/Inputs/iree_codes4_x.npy --arg %S/Inputs/iree_codes4_y.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_pairs_x_65536.npy --arg %S/Inputs/iree_pairs_y_65536.npy --arg %S/Inputs/iree_codes4_x.npy --arg %S/Inputs/iree_codes4_y.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_f8E4M3_add_
// CHECK: call @__lpf_f8E4M3_negate_
// CHECK: call @__lpf_f4E2M1FN_divide_
func.func @main(%x: tensor<65536xui8>, %y: tensor<65536xui8>, %q0: tensor<256xf4E2M1FN>, %q1: tensor<256xf4E2M1FN>)
    -> (tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>) {
  %e4x = stablehlo.bitcast_convert %x : (tensor<65536xui8>) -> tensor<65536xf8E4M3>
  %e4y = stablehlo.bitcast_convert %y : (tensor<65536xui8>) -> tensor<65536xf8E4M3>
  %e4_add = stablehlo.add %e4x, %e4y : tensor<65536xf8E4M3>
  %e4_subtract = stablehlo.subtract %e4x, %e4y : tensor<65536xf8E4M3>
  %e4_multiply = stablehlo.multiply %e4x, %e4y : tensor<65536xf8E4M3>
  %e4_divide = stablehlo.divide %e4x, %e4y : tensor<65536xf8E4M3>
  %e4_maximum = stablehlo.maximum %e4x, %e4y : tensor<65536xf8E4M3>
  %e4_minimum = stablehlo.minimum %e4x, %e4y : tensor<65536xf8E4M3>
  %e4_negate = stablehlo.negate %e4x : tensor<65536xf8E4M3>
  %e4_abs = stablehlo.abs %e4x : tensor<65536xf8E4M3>
  %e3x = stablehlo.bitcast_convert %x : (tensor<65536xui8>) -> tensor<65536xf8E3M4>
  %e3y = stablehlo.bitcast_convert %y : (tensor<65536xui8>) -> tensor<65536xf8E3M4>
  %e3_add = stablehlo.add %e3x, %e3y : tensor<65536xf8E3M4>
  %e3_subtract = stablehlo.subtract %e3x, %e3y : tensor<65536xf8E3M4>
  %e3_multiply = stablehlo.multiply %e3x, %e3y : tensor<65536xf8E3M4>
  %e3_divide = stablehlo.divide %e3x, %e3y : tensor<65536xf8E3M4>
  %e3_maximum = stablehlo.maximum %e3x, %e3y : tensor<65536xf8E3M4>
  %e3_minimum = stablehlo.minimum %e3x, %e3y : tensor<65536xf8E3M4>
  %e3_negate = stablehlo.negate %e3x : tensor<65536xf8E3M4>
  %e3_abs = stablehlo.abs %e3x : tensor<65536xf8E3M4>
  %b11x = stablehlo.bitcast_convert %x : (tensor<65536xui8>) -> tensor<65536xf8E4M3B11FNUZ>
  %b11y = stablehlo.bitcast_convert %y : (tensor<65536xui8>) -> tensor<65536xf8E4M3B11FNUZ>
  %b11_add = stablehlo.add %b11x, %b11y : tensor<65536xf8E4M3B11FNUZ>
  %b11_subtract = stablehlo.subtract %b11x, %b11y : tensor<65536xf8E4M3B11FNUZ>
  %b11_multiply = stablehlo.multiply %b11x, %b11y : tensor<65536xf8E4M3B11FNUZ>
  %b11_divide = stablehlo.divide %b11x, %b11y : tensor<65536xf8E4M3B11FNUZ>
  %b11_maximum = stablehlo.maximum %b11x, %b11y : tensor<65536xf8E4M3B11FNUZ>
  %b11_minimum = stablehlo.minimum %b11x, %b11y : tensor<65536xf8E4M3B11FNUZ>
  %b11_negate = stablehlo.negate %b11x : tensor<65536xf8E4M3B11FNUZ>
  %b11_abs = stablehlo.abs %b11x : tensor<65536xf8E4M3B11FNUZ>
  %q_add = stablehlo.add %q0, %q1 : tensor<256xf4E2M1FN>
  %q_subtract = stablehlo.subtract %q0, %q1 : tensor<256xf4E2M1FN>
  %q_multiply = stablehlo.multiply %q0, %q1 : tensor<256xf4E2M1FN>
  %q_divide = stablehlo.divide %q0, %q1 : tensor<256xf4E2M1FN>
  %q_maximum = stablehlo.maximum %q0, %q1 : tensor<256xf4E2M1FN>
  %q_minimum = stablehlo.minimum %q0, %q1 : tensor<256xf4E2M1FN>
  %q_negate = stablehlo.negate %q0 : tensor<256xf4E2M1FN>
  %q_abs = stablehlo.abs %q0 : tensor<256xf4E2M1FN>
  return %e4_add, %e4_subtract, %e4_multiply, %e4_divide, %e4_maximum, %e4_minimum, %e4_negate, %e4_abs, %e3_add, %e3_subtract, %e3_multiply, %e3_divide, %e3_maximum, %e3_minimum, %e3_negate, %e3_abs, %b11_add, %b11_subtract, %b11_multiply, %b11_divide, %b11_maximum, %b11_minimum, %b11_negate, %b11_abs, %q_add, %q_subtract, %q_multiply, %q_divide, %q_maximum, %q_minimum, %q_negate, %q_abs : tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E4M3>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E3M4>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>
}
