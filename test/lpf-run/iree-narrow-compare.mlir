// REQUIRES: iree
// FLOAT compares of 8-bit and narrower floats on --backend iree give --backend ref's bits (issue
// 40; lpf-diff on iree's mixed programs, seed 43 program 43: f8E8M0FNU NaN != NaN was false).
// IREE compares f8E8M0FNU's NaN code 0xFF as a number, and f4E2M1FN, f8E4M3, f8E3M4 and
// f8E4M3B11FNUZ travel as ui8 codes on IREE; the exit for IREE compares the exact f64 values of
// its own decoding (lowering/src/to_stablehlo/foreign_iree.rs). Every code against a shifted one
// (every pair of f4 codes), in four directions (Inputs/iree_foreign_f16.py).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_codes8_x.npy --arg %S/Inputs/iree_codes8_y.npy --arg %S/Inputs/iree_codes4_x.npy --arg %S/Inputs/iree_codes4_y.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_codes8_x.npy --arg %S/Inputs/iree_codes8_y.npy --arg %S/Inputs/iree_codes4_x.npy --arg %S/Inputs/iree_codes4_y.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
func.func @main(%x: tensor<256xui8>, %y: tensor<256xui8>, %f0: tensor<256xf4E2M1FN>, %f1: tensor<256xf4E2M1FN>)
    -> (tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>) {
  %e0 = stablehlo.bitcast_convert %x : (tensor<256xui8>) -> tensor<256xf8E8M0FNU>
  %e1 = stablehlo.bitcast_convert %y : (tensor<256xui8>) -> tensor<256xf8E8M0FNU>
  %m0 = stablehlo.bitcast_convert %x : (tensor<256xui8>) -> tensor<256xf8E4M3>
  %m1 = stablehlo.bitcast_convert %y : (tensor<256xui8>) -> tensor<256xf8E4M3>
  %z0 = stablehlo.bitcast_convert %x : (tensor<256xui8>) -> tensor<256xf8E4M3FNUZ>
  %z1 = stablehlo.bitcast_convert %y : (tensor<256xui8>) -> tensor<256xf8E4M3FNUZ>
  %0 = stablehlo.compare NE, %e0, %e1, FLOAT : (tensor<256xf8E8M0FNU>, tensor<256xf8E8M0FNU>) -> tensor<256xi1>
  %1 = stablehlo.compare LT, %e0, %e1, FLOAT : (tensor<256xf8E8M0FNU>, tensor<256xf8E8M0FNU>) -> tensor<256xi1>
  %2 = stablehlo.compare EQ, %m0, %m1, FLOAT : (tensor<256xf8E4M3>, tensor<256xf8E4M3>) -> tensor<256xi1>
  %3 = stablehlo.compare GE, %m0, %m1, FLOAT : (tensor<256xf8E4M3>, tensor<256xf8E4M3>) -> tensor<256xi1>
  %4 = stablehlo.compare LT, %z0, %z1, FLOAT : (tensor<256xf8E4M3FNUZ>, tensor<256xf8E4M3FNUZ>) -> tensor<256xi1>
  %5 = stablehlo.compare NE, %z0, %z1, FLOAT : (tensor<256xf8E4M3FNUZ>, tensor<256xf8E4M3FNUZ>) -> tensor<256xi1>
  %6 = stablehlo.compare LE, %f0, %f1, FLOAT : (tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>) -> tensor<256xi1>
  %7 = stablehlo.compare EQ, %f0, %f1, FLOAT : (tensor<256xf4E2M1FN>, tensor<256xf4E2M1FN>) -> tensor<256xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>
}
