// REQUIRES: xla
// --backend xla runs the same program with the same .npy files as --backend ref and prints the
// same summary (this program's results are exact on both: converts and elementwise ops).
// RUN: lpf-run %s --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/f32_4.npy --bits | FileCheck %s
// RUN: lpf-run %s --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/f32_4.npy --bits --backend xla --out-dir %t | FileCheck %s
// CHECK: out0: tensor<4xbf16> = [[OUT0:.*]]
// CHECK: out1: tensor<4xf8E4M3FN> = [[OUT1:.*]]
// CHECK: out2: tensor<4x!lpf.sf<8>> = [[OUT2:.*]]
// CHECK: out3: tensor<4xi1> = [[OUT3:.*]]
// The xla results were written as lpf-run writes them: read them back through the ref backend.
// RUN: lpf-run %s --arg %t/out0.npy --arg %S/Inputs/f32_4.npy --bits | FileCheck %s --check-prefix=AGAIN
// AGAIN: out0: tensor<4xbf16>

func.func @main(%h: tensor<4xbf16>, %x: tensor<4xf32>) -> (tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4x!lpf.sf<8>>, tensor<4xi1>) {
  %s = lpf.mul %h, %h : tensor<4xbf16>
  %f = lpf.convert %x rounding(upward) : tensor<4xf32> to tensor<4xf8E4M3FN>
  %q = lpf.convert %x rounding(toward_zero) : tensor<4xf32> to tensor<4x!lpf.sf<8>>
  %c = lpf.cmp olt, %h, %s : tensor<4xbf16>
  return %s, %f, %q, %c : tensor<4xbf16>, tensor<4xf8E4M3FN>, tensor<4x!lpf.sf<8>>, tensor<4xi1>
}
