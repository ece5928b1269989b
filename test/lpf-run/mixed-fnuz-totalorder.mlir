// REQUIRES: xla
// compare TOTALORDER on every 8-bit float type, every pair of codes, on ref, llvm and xla byte
// for byte (issue 41, lpf-diff finding 11: fnuz-totalorder.mlir). The FNUZ formats have one NaN,
// 0x80, the code -0 would have; IEEE 754's totalOrder puts a NaN beyond every number by its
// sign bit (never between two numbers), and XLA CPU puts it below every value. ref and llvm
// (hlo_defined::total_order_compare) put it between the negatives and +0, where the key of -0
// lies; they now order it below every value too (docs/stablehlo.md). EQ: the NaN equals itself.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend ref --out-dir %t/ref > %t/ref.log
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend llvm --out-dir %t/llvm > %t/llvm.log
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend xla --out-dir %t/xla > %t/xla.log
// RUN: diff -r %t/ref %t/llvm
// RUN: diff -r %t/ref %t/xla
// RUN: FileCheck %s < %t/ref.log
// f8E4M3B11FNUZ [-0.25 (0xF0), 0, 2^-13, 30] against the NaN:
// CHECK: out24: tensor<4xi1> = [true, true, true, true]
// CHECK: out25: tensor<4xi1> = [false, false, false, false]
// CHECK: out26: tensor<4xi1> = [true, true, true, true]
func.func @main(%a: tensor<65536xui8>, %b: tensor<65536xui8>) -> (tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %f8E5M2_x = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E5M2>
  %f8E5M2_y = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E5M2>
  %f8E5M2_LT = stablehlo.compare LT, %f8E5M2_x, %f8E5M2_y, TOTALORDER : (tensor<65536xf8E5M2>, tensor<65536xf8E5M2>) -> tensor<65536xi1>
  %f8E5M2_EQ = stablehlo.compare EQ, %f8E5M2_x, %f8E5M2_y, TOTALORDER : (tensor<65536xf8E5M2>, tensor<65536xf8E5M2>) -> tensor<65536xi1>
  %f8E5M2_GE = stablehlo.compare GE, %f8E5M2_x, %f8E5M2_y, TOTALORDER : (tensor<65536xf8E5M2>, tensor<65536xf8E5M2>) -> tensor<65536xi1>
  %f8E4M3_x = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E4M3>
  %f8E4M3_y = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E4M3>
  %f8E4M3_LT = stablehlo.compare LT, %f8E4M3_x, %f8E4M3_y, TOTALORDER : (tensor<65536xf8E4M3>, tensor<65536xf8E4M3>) -> tensor<65536xi1>
  %f8E4M3_EQ = stablehlo.compare EQ, %f8E4M3_x, %f8E4M3_y, TOTALORDER : (tensor<65536xf8E4M3>, tensor<65536xf8E4M3>) -> tensor<65536xi1>
  %f8E4M3_GE = stablehlo.compare GE, %f8E4M3_x, %f8E4M3_y, TOTALORDER : (tensor<65536xf8E4M3>, tensor<65536xf8E4M3>) -> tensor<65536xi1>
  %f8E3M4_x = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E3M4>
  %f8E3M4_y = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E3M4>
  %f8E3M4_LT = stablehlo.compare LT, %f8E3M4_x, %f8E3M4_y, TOTALORDER : (tensor<65536xf8E3M4>, tensor<65536xf8E3M4>) -> tensor<65536xi1>
  %f8E3M4_EQ = stablehlo.compare EQ, %f8E3M4_x, %f8E3M4_y, TOTALORDER : (tensor<65536xf8E3M4>, tensor<65536xf8E3M4>) -> tensor<65536xi1>
  %f8E3M4_GE = stablehlo.compare GE, %f8E3M4_x, %f8E3M4_y, TOTALORDER : (tensor<65536xf8E3M4>, tensor<65536xf8E3M4>) -> tensor<65536xi1>
  %f8E4M3FN_x = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E4M3FN>
  %f8E4M3FN_y = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E4M3FN>
  %f8E4M3FN_LT = stablehlo.compare LT, %f8E4M3FN_x, %f8E4M3FN_y, TOTALORDER : (tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>) -> tensor<65536xi1>
  %f8E4M3FN_EQ = stablehlo.compare EQ, %f8E4M3FN_x, %f8E4M3FN_y, TOTALORDER : (tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>) -> tensor<65536xi1>
  %f8E4M3FN_GE = stablehlo.compare GE, %f8E4M3FN_x, %f8E4M3FN_y, TOTALORDER : (tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>) -> tensor<65536xi1>
  %f8E4M3FNUZ_x = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_y = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E4M3FNUZ>
  %f8E4M3FNUZ_LT = stablehlo.compare LT, %f8E4M3FNUZ_x, %f8E4M3FNUZ_y, TOTALORDER : (tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>) -> tensor<65536xi1>
  %f8E4M3FNUZ_EQ = stablehlo.compare EQ, %f8E4M3FNUZ_x, %f8E4M3FNUZ_y, TOTALORDER : (tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>) -> tensor<65536xi1>
  %f8E4M3FNUZ_GE = stablehlo.compare GE, %f8E4M3FNUZ_x, %f8E4M3FNUZ_y, TOTALORDER : (tensor<65536xf8E4M3FNUZ>, tensor<65536xf8E4M3FNUZ>) -> tensor<65536xi1>
  %f8E5M2FNUZ_x = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_y = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E5M2FNUZ>
  %f8E5M2FNUZ_LT = stablehlo.compare LT, %f8E5M2FNUZ_x, %f8E5M2FNUZ_y, TOTALORDER : (tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>) -> tensor<65536xi1>
  %f8E5M2FNUZ_EQ = stablehlo.compare EQ, %f8E5M2FNUZ_x, %f8E5M2FNUZ_y, TOTALORDER : (tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>) -> tensor<65536xi1>
  %f8E5M2FNUZ_GE = stablehlo.compare GE, %f8E5M2FNUZ_x, %f8E5M2FNUZ_y, TOTALORDER : (tensor<65536xf8E5M2FNUZ>, tensor<65536xf8E5M2FNUZ>) -> tensor<65536xi1>
  %f8E4M3B11FNUZ_x = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_y = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E4M3B11FNUZ>
  %f8E4M3B11FNUZ_LT = stablehlo.compare LT, %f8E4M3B11FNUZ_x, %f8E4M3B11FNUZ_y, TOTALORDER : (tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>) -> tensor<65536xi1>
  %f8E4M3B11FNUZ_EQ = stablehlo.compare EQ, %f8E4M3B11FNUZ_x, %f8E4M3B11FNUZ_y, TOTALORDER : (tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>) -> tensor<65536xi1>
  %f8E4M3B11FNUZ_GE = stablehlo.compare GE, %f8E4M3B11FNUZ_x, %f8E4M3B11FNUZ_y, TOTALORDER : (tensor<65536xf8E4M3B11FNUZ>, tensor<65536xf8E4M3B11FNUZ>) -> tensor<65536xi1>
  %f8E8M0FNU_x = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E8M0FNU>
  %f8E8M0FNU_y = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E8M0FNU>
  %f8E8M0FNU_LT = stablehlo.compare LT, %f8E8M0FNU_x, %f8E8M0FNU_y, TOTALORDER : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %f8E8M0FNU_EQ = stablehlo.compare EQ, %f8E8M0FNU_x, %f8E8M0FNU_y, TOTALORDER : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %f8E8M0FNU_GE = stablehlo.compare GE, %f8E8M0FNU_x, %f8E8M0FNU_y, TOTALORDER : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %v = stablehlo.constant dense<[0xF0, 0x00, 0x01, 0x7F]> : tensor<4xf8E4M3B11FNUZ>
  %nan = stablehlo.constant dense<0x80> : tensor<4xf8E4M3B11FNUZ>
  %nan_lt_v = stablehlo.compare LT, %nan, %v, TOTALORDER : (tensor<4xf8E4M3B11FNUZ>, tensor<4xf8E4M3B11FNUZ>) -> tensor<4xi1>
  %v_lt_nan = stablehlo.compare LT, %v, %nan, TOTALORDER : (tensor<4xf8E4M3B11FNUZ>, tensor<4xf8E4M3B11FNUZ>) -> tensor<4xi1>
  %nan_eq_nan = stablehlo.compare EQ, %nan, %nan, TOTALORDER : (tensor<4xf8E4M3B11FNUZ>, tensor<4xf8E4M3B11FNUZ>) -> tensor<4xi1>
  return %f8E5M2_LT, %f8E5M2_EQ, %f8E5M2_GE, %f8E4M3_LT, %f8E4M3_EQ, %f8E4M3_GE, %f8E3M4_LT, %f8E3M4_EQ, %f8E3M4_GE, %f8E4M3FN_LT, %f8E4M3FN_EQ, %f8E4M3FN_GE, %f8E4M3FNUZ_LT, %f8E4M3FNUZ_EQ, %f8E4M3FNUZ_GE, %f8E5M2FNUZ_LT, %f8E5M2FNUZ_EQ, %f8E5M2FNUZ_GE, %f8E4M3B11FNUZ_LT, %f8E4M3B11FNUZ_EQ, %f8E4M3B11FNUZ_GE, %f8E8M0FNU_LT, %f8E8M0FNU_EQ, %f8E8M0FNU_GE, %nan_lt_v, %v_lt_nan, %nan_eq_nan : tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}
