// Zero-size tensors through the reference and the LLVM exit: empty results print as [], a dot
// over an empty contraction and a sum over an empty dimension give +0 (the same bits on both).
// xla: zero-size-xla.mlir runs the same function there.
// RUN: lpf-run %s --arg %S/Inputs/u16_0x4.npy --arg %S/Inputs/u16_2x0.npy --arg %S/Inputs/u16_0x3.npy --bits | FileCheck %s
// RUN: lpf-run %s --arg %S/Inputs/u16_0x4.npy --arg %S/Inputs/u16_2x0.npy --arg %S/Inputs/u16_0x3.npy --bits --backend llvm 2>&1 | FileCheck %s
// RUN: lpf-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=IR
// CHECK: out0: tensor<0x4xbf16> = []
// CHECK-NEXT: out1: tensor<2x3xf32> = {{\[\[}}0.0 (0x00000000), 0.0 (0x00000000), 0.0 (0x00000000)], [0.0 (0x00000000), 0.0 (0x00000000), 0.0 (0x00000000)]]
// CHECK-NEXT: out2: tensor<4xf32> = [0.0 (0x00000000), 0.0 (0x00000000), 0.0 (0x00000000), 0.0 (0x00000000)]
// CHECK-NEXT: out3: tensor<0x3xf8E4M3FN> = []
// IR: define {{.*}}@main(
func.func @main(%a: tensor<0x4xbf16>, %b: tensor<2x0xbf16>, %c: tensor<0x3xbf16>) -> (tensor<0x4xbf16>, tensor<2x3xf32>, tensor<4xf32>, tensor<0x3xf8E4M3FN>) {
  %s = lpf.add %a, %a : tensor<0x4xbf16>
  %d = lpf.dot %b, %c acc(f32) : tensor<2x0xbf16>, tensor<0x3xbf16> -> tensor<2x3xf32>
  %r = lpf.reduce_sum %a dims [0] acc(f32) : tensor<0x4xbf16> -> tensor<4xf32>
  %v = lpf.convert %c : tensor<0x3xbf16> to tensor<0x3xf8E4M3FN>
  return %s, %d, %r, %v : tensor<0x4xbf16>, tensor<2x3xf32>, tensor<4xf32>, tensor<0x3xf8E4M3FN>
}
