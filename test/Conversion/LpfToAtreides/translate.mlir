// lpf-translate turns the lowered kernels into assembly the `atreides` assembler reads, or into
// program words plus a JSON layout; it also lowers an lpf function on the way.
// RUN: lpf-opt %s --lower-to-atreides | lpf-translate --atreides-to-asm - | FileCheck %s --check-prefix=ASM
// RUN: lpf-translate --atreides-to-asm %s | FileCheck %s --check-prefix=ASM
// RUN: lpf-opt %s --lower-to-atreides -o %t.mlir && lpf-translate --atreides-to-bin %t.mlir -o %t.bin --layout %t.json && FileCheck %s --check-prefix=LAYOUT < %t.json

// ASM: .threads 4
// ASM-NOT: .data
// ASM: FMA R{{[0-9]+}}, R{{[0-9]+}}, R{{[0-9]+}}
// ASM: STR R{{[0-9]+}}, R{{[0-9]+}}
// ASM: RET

// LAYOUT: "entry": "main",
// LAYOUT: "arguments": [
// LAYOUT-NEXT: {"index": 0, "address": 0, "format": "sf16", "shape": [2, 3], "rows": 2, "cols": 3, "pitch": 3, "words": 6},
// LAYOUT-NEXT: {"index": 1, "address": 6, "format": "sf8", "shape": [3, 2], "rows": 3, "cols": 2, "pitch": 2, "words": 6}
// LAYOUT: "results": [
// LAYOUT-NEXT: {"index": 0, "address": 12, "format": "sf16", "shape": [2, 2], "rows": 2, "cols": 2, "pitch": 2, "words": 4}
// LAYOUT: "kernels": [
// LAYOUT-NEXT: {"result": 0, "threads": 4, "program_words": {{[0-9]+}}, "program": "{{.*}}.bin"}
func.func @main(%a: tensor<2x3x!lpf.sf<16>>, %b: tensor<3x2x!lpf.sf<8>>) -> tensor<2x2x!lpf.sf<16>> {
  %c = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x3x!lpf.sf<16>>, tensor<3x2x!lpf.sf<8>> -> tensor<2x2x!lpf.sf<16>>
  return %c : tensor<2x2x!lpf.sf<16>>
}
