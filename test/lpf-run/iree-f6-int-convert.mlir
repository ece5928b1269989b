// REQUIRES: iree
// stablehlo.convert between f6E2M3FN / f6E3M2FN and integers on --backend iree gives --backend
// ref's bits (issue 40; the IREE exit refused them with an E0915 before). They take the XLA
// exit's path (to_stablehlo/foreign_narrow.rs, issue 41: the exact f32 decoding of the codes and
// an f32 -> integer convert; an integer -> f32 convert and the exit's f32 -> f6 rounding), with
// the f32 value clamped to the integer type's range first on IREE: IREE's f32 -> ui8 convert of
// -1.0, -7.5, -28.0 in a map body gave 255, 249, 228 (ref: 0). First mixed-f6-int-convert.mlir's
// module (every f6 code into nine integer types, edge integers into both formats, converts in map
// bodies), then this file's: map bodies converting negative f6 values into unsigned types and i1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-f6-int-convert.mlir --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/f6_int_i64_36.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %S/mixed-f6-int-convert.mlir --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/f6_int_i64_36.npy --bits --backend iree | grep '^out' > %t/iree.txt
// RUN: diff %t/ref.txt %t/iree.txt
// RUN: lpf-run %s --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/codes_u8_64.npy --bits --backend ref | grep '^out' > %t/ref-map.txt
// RUN: lpf-run %s --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/codes_u8_64.npy --bits --backend iree | grep '^out' > %t/iree-map.txt
// RUN: diff %t/ref-map.txt %t/iree-map.txt
// RUN: FileCheck %s < %t/iree-map.txt
// CHECK: out0: tensor<64xui8> = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
func.func @main(%p: tensor<64xf6E2M3FN>, %q: tensor<64xf6E3M2FN>) -> (tensor<64xui8>, tensor<64xui32>, tensor<64xi1>) {
  %a = "stablehlo.map"(%q) ({
  ^bb0(%e: tensor<f6E3M2FN>):
    %c = stablehlo.convert %e : (tensor<f6E3M2FN>) -> tensor<ui8>
    stablehlo.return %c : tensor<ui8>
  }) {dimensions = array<i64: 0>} : (tensor<64xf6E3M2FN>) -> tensor<64xui8>
  %b = "stablehlo.map"(%p) ({
  ^bb0(%e: tensor<f6E2M3FN>):
    %c = stablehlo.convert %e : (tensor<f6E2M3FN>) -> tensor<ui32>
    stablehlo.return %c : tensor<ui32>
  }) {dimensions = array<i64: 0>} : (tensor<64xf6E2M3FN>) -> tensor<64xui32>
  %g = "stablehlo.map"(%p) ({
  ^bb0(%e: tensor<f6E2M3FN>):
    %c = stablehlo.convert %e : (tensor<f6E2M3FN>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimensions = array<i64: 0>} : (tensor<64xf6E2M3FN>) -> tensor<64xi1>
  return %a, %b, %g : tensor<64xui8>, tensor<64xui32>, tensor<64xi1>
}
