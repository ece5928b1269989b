// --entry runs one function: the LLVM and XLA exits lower only what it reaches, so a function
// it does not call (here with a `cf.br`, which neither exit lowers) does not stop the run.
// RUN: lpf-run %s --entry other --arg %S/Inputs/bf16_4.npy --backend llvm | FileCheck %s
// RUN: lpf-run %s --entry other --arg %S/Inputs/bf16_4.npy | FileCheck %s
// The unrelated function is still refused when it is what runs.
// RUN: not lpf-run %s --entry branchy --arg %S/Inputs/bf16_4.npy --backend llvm 2>&1 | FileCheck %s --check-prefix=BRANCHY
// CHECK: out0: tensor<4xbf16> = [4.0, 10.0, 1200.0, -4.0]
// BRANCHY: error: [E0915]
func.func @other(%a: tensor<4xbf16>) -> tensor<4xbf16> {
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
