// REQUIRES: xla
// stablehlo.convert from f4E2M1FN (every code) into every integer type, at the top level and in
// a map body, one answer on ref, llvm and xla (issue 41, lpf-diff open finding 8): truncation
// toward zero, ±6 -> ±6 (negatives into unsigned types saturate to 0). Before, xla gave 127/-128
// (i8) and INT_MAX/INT_MIN (i32) for ±6, the format's largest magnitude taken as an infinity;
// the StableHLO exit now converts through f32 (to_stablehlo/foreign_convert.rs).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/pairs_u4_b.npy --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/pairs_u4_b.npy --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/pairs_u4_b.npy --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/xla.txt
// Codes 0..15: 0, 0.5, 1, 1.5, 2, 3, 4, 6, -0, -0.5, -1, -1.5, -2, -3, -4, -6.
// CHECK: out1: tensor<256xi8> = [0, 0, 1, 1, 2, 3, 4, 6, 0, 0, -1, -1, -2, -3, -4, -6,
// CHECK: out3: tensor<256xi32> = [0, 0, 1, 1, 2, 3, 4, 6, 0, 0, -1, -1, -2, -3, -4, -6,
// CHECK: out5: tensor<256xui8> = [0, 0, 1, 1, 2, 3, 4, 6, 0, 0, 0, 0, 0, 0, 0, 0,
// CHECK: out9: tensor<256xi32> = [0, 0, 1, 1, 2, 3, 4, 6, 0, 0, -1, -1, -2, -3, -4, -6,

func.func @main(%x: tensor<256xf4E2M1FN>)
    -> (tensor<256xi1>, tensor<256xi8>, tensor<256xi16>, tensor<256xi32>, tensor<256xi64>, tensor<256xui8>, tensor<256xui16>, tensor<256xui32>, tensor<256xui64>, tensor<256xi32>) {
  %i1 = stablehlo.convert %x : (tensor<256xf4E2M1FN>) -> tensor<256xi1>
  %i8 = stablehlo.convert %x : (tensor<256xf4E2M1FN>) -> tensor<256xi8>
  %i16 = stablehlo.convert %x : (tensor<256xf4E2M1FN>) -> tensor<256xi16>
  %i32 = stablehlo.convert %x : (tensor<256xf4E2M1FN>) -> tensor<256xi32>
  %i64 = stablehlo.convert %x : (tensor<256xf4E2M1FN>) -> tensor<256xi64>
  %ui8 = stablehlo.convert %x : (tensor<256xf4E2M1FN>) -> tensor<256xui8>
  %ui16 = stablehlo.convert %x : (tensor<256xf4E2M1FN>) -> tensor<256xui16>
  %ui32 = stablehlo.convert %x : (tensor<256xf4E2M1FN>) -> tensor<256xui32>
  %ui64 = stablehlo.convert %x : (tensor<256xf4E2M1FN>) -> tensor<256xui64>
  %m = "stablehlo.map"(%x) ({
    ^bb0(%s: tensor<f4E2M1FN>):
      %r = stablehlo.convert %s : (tensor<f4E2M1FN>) -> tensor<i32>
      stablehlo.return %r : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<256xf4E2M1FN>) -> tensor<256xi32>
  return %i1, %i8, %i16, %i32, %i64, %ui8, %ui16, %ui32, %ui64, %m : tensor<256xi1>, tensor<256xi8>, tensor<256xi16>, tensor<256xi32>, tensor<256xi64>, tensor<256xui8>, tensor<256xui16>, tensor<256xui32>, tensor<256xui64>, tensor<256xi32>
}
