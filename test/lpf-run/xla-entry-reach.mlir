// REQUIRES: xla
// --backend xla lowers only what @main reaches: an unused recursive function (on which the
// XLA runner died) and an unused op the exit cannot lower are not its business.
// RUN: lpf-run %s --arg %S/Inputs/bf16_4.npy --backend xla | FileCheck %s
// CHECK: out0: tensor<4xbf16> = [2.0, 5.0, 600.0, -2.0]
func.func @main(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %s = lpf.add %a, %a : tensor<4xbf16>
  return %s : tensor<4xbf16>
}
func.func @loop(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %r = func.call @loop(%a) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %r : tensor<4xbf16>
}
