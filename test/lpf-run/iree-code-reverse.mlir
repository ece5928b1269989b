// REQUIRES: iree
// stablehlo.reverse of the formats IREE carries as ui8 codes (f4E2M1FN, f8E4M3, f8E3M4,
// f8E4M3B11FNUZ) on --backend iree gives --backend ref's bits (issue 40): iree-compile 3.13.0
// failed on the reverse of their ui8 carrier as on any unsigned reverse ("failed to legalize
// operation 'linalg.generic' that was explicitly marked illegal"; lpf-diff on iree, seed 48
// program 395), so the exit reverses the codes as signless i8 (iree-unsigned-reverse.mlir).
// Every f4 code, every 8-bit code.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_codes4_x.npy --arg %S/Inputs/iree_codes_256.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_codes4_x.npy --arg %S/Inputs/iree_codes_256.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_ui8_reverse_
func.func @main(%q: tensor<256xf4E2M1FN>, %c: tensor<256xui8>) -> (tensor<16x16xf4E2M1FN>, tensor<256xf8E4M3>, tensor<16x16xf8E3M4>, tensor<256xf8E4M3B11FNUZ>) {
  %q2 = stablehlo.reshape %q : (tensor<256xf4E2M1FN>) -> tensor<16x16xf4E2M1FN>
  %0 = stablehlo.reverse %q2, dims = [1] : tensor<16x16xf4E2M1FN>
  %m = stablehlo.bitcast_convert %c : (tensor<256xui8>) -> tensor<256xf8E4M3>
  %1 = stablehlo.reverse %m, dims = [0] : tensor<256xf8E4M3>
  %e = stablehlo.bitcast_convert %c : (tensor<256xui8>) -> tensor<256xf8E3M4>
  %e2 = stablehlo.reshape %e : (tensor<256xf8E3M4>) -> tensor<16x16xf8E3M4>
  %2 = stablehlo.reverse %e2, dims = [0, 1] : tensor<16x16xf8E3M4>
  %b = stablehlo.bitcast_convert %c : (tensor<256xui8>) -> tensor<256xf8E4M3B11FNUZ>
  %3 = stablehlo.reverse %b, dims = [0] : tensor<256xf8E4M3B11FNUZ>
  return %0, %1, %2, %3 : tensor<16x16xf4E2M1FN>, tensor<256xf8E4M3>, tensor<16x16xf8E3M4>, tensor<256xf8E4M3B11FNUZ>
}
