// REQUIRES: iree
// stablehlo.abs of every code of the 8-bit floats IREE has a type for, on --backend iree:
// --backend ref's bits (issue 40). iree-compile 3.13.0 cannot lower `math.absf` on them ("failed
// to legalize operation 'math.absf' that was explicitly marked illegal"; lpf-diff on iree's
// mixed programs, seed 44 programs 146 and others), so the exit for IREE clears the sign bit of
// the code, keeps the FNUZ formats' NaN 0x80 and leaves E8M0 (no sign) as it is
// (lowering/src/to_stablehlo/foreign_iree.rs).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_codes8_x.npy --arg %S/Inputs/iree_codes8_x.npy --arg %S/Inputs/iree_codes8_x.npy --arg %S/Inputs/iree_codes8_x.npy --arg %S/Inputs/iree_codes8_x.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_codes8_x.npy --arg %S/Inputs/iree_codes8_x.npy --arg %S/Inputs/iree_codes8_x.npy --arg %S/Inputs/iree_codes8_x.npy --arg %S/Inputs/iree_codes8_x.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
func.func @main(%a: tensor<256xf8E4M3FN>, %b: tensor<256xf8E5M2>, %c: tensor<256xf8E4M3FNUZ>, %d: tensor<256xf8E5M2FNUZ>, %e: tensor<256xf8E8M0FNU>)
    -> (tensor<256xf8E4M3FN>, tensor<256xf8E5M2>, tensor<256xf8E4M3FNUZ>, tensor<256xf8E5M2FNUZ>, tensor<256xf8E8M0FNU>) {
  %0 = stablehlo.abs %a : tensor<256xf8E4M3FN>
  %1 = stablehlo.abs %b : tensor<256xf8E5M2>
  %2 = stablehlo.abs %c : tensor<256xf8E4M3FNUZ>
  %3 = stablehlo.abs %d : tensor<256xf8E5M2FNUZ>
  %4 = stablehlo.abs %e : tensor<256xf8E8M0FNU>
  return %0, %1, %2, %3, %4 : tensor<256xf8E4M3FN>, tensor<256xf8E5M2>, tensor<256xf8E4M3FNUZ>, tensor<256xf8E5M2FNUZ>, tensor<256xf8E8M0FNU>
}
