// .npy headers are read as strictly as NumPy reads them: junk after the dictionary is an error
// (NumPy: "Cannot parse header"), and a repeated key is refused rather than read differently
// from NumPy (which keeps the last).
// RUN: not lpf-run %s --arg %S/Inputs/u16_junk_header.npy 2>&1 | FileCheck %s --check-prefix=JUNK
// RUN: not lpf-run %s --arg %S/Inputs/u16_dup_shape.npy 2>&1 | FileCheck %s --check-prefix=DUP
// JUNK: u16_junk_header.npy{{.*}}malformed .npy header: unexpected "junk" after the dictionary
// DUP: u16_dup_shape.npy{{.*}}malformed .npy header: key 'shape' appears twice
func.func @main(%x: tensor<?xi16>) -> tensor<?xi16> {
  return %x : tensor<?xi16>
}
