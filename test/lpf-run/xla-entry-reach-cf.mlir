// REQUIRES: xla
// --backend xla lowers only what @main reaches: an unused function with a `cf.br` (which the
// StableHLO exit does not lower) is not its business.
// RUN: lpf-run %s --arg %S/Inputs/bf16_4.npy --backend xla | FileCheck %s
// CHECK: out0: tensor<4xbf16> = [4.0, 10.0, 1200.0, -4.0]
func.func @main(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %s = func.call @twice(%a) : (tensor<4xbf16>) -> tensor<4xbf16>
  %t = func.call @twice(%s) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %t : tensor<4xbf16>
}
func.func private @twice(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %s = lpf.add %a, %a : tensor<4xbf16>
  return %s : tensor<4xbf16>
}
func.func @branchy(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  cf.br ^next
^next:
  return %a : tensor<4xbf16>
}
