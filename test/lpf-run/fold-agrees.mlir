// lpf-fold and lpf-run read constants through the same bridge and compute through the same
// numerics: a program and its folded form give the same values, and the folded form has no
// arithmetic left.
// RUN: lpf-run %s --bits | FileCheck %s
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-fold)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=FOLDED < %t.mlir
// RUN: lpf-run %t.mlir --bits | FileCheck %s
// FOLDED-NOT: lpf.convert
// FOLDED-NOT: lpf.mul
// FOLDED-NOT: lpf.sub
// CHECK: out0: tensor<2x2xf8E4M3FN> = {{\[\[}}0.1015625 (0x1D), 0.203125 (0x25)], [0.3125 (0x2A), 448.0 (0x7E)]]
// 0.1 (bf16 0x3DCD) squared rounds to 0x3C24; minus 0x3DCD ties and goes to even (-0.08984375);
// plus 0x3DCD is exact. -0 * -0 = +0, +0 - -0 = +0, +0 + -0 = +0. 3e38 squared overflows to inf.
// CHECK-NEXT: out1: tensor<3xbf16> = [0.01025390625 (0x3C28), 0.0 (0x0000), inf (0x7F80)]
func.func @main() -> (tensor<2x2xf8E4M3FN>, tensor<3xbf16>) {
  %x = lpf.constant dense<[[0.1, 0.2], [0.3, 1000.0]]> : tensor<2x2xf32>
  %a = lpf.convert %x : tensor<2x2xf32> to tensor<2x2xf8E4M3FN>
  %b = lpf.constant dense<[0.1, -0.0, 3.0e38]> : tensor<3xbf16>
  %c = lpf.mul %b, %b : tensor<3xbf16>
  %d = lpf.sub %c, %b : tensor<3xbf16>
  %e = lpf.add %d, %b : tensor<3xbf16>
  return %a, %e : tensor<2x2xf8E4M3FN>, tensor<3xbf16>
}
