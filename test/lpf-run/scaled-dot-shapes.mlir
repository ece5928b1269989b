// A scaled_dot whose rhs scales do not fit its rhs is reported in the shapes the user wrote:
// rhs [K, N] = [4, 2] in blocks of 4 needs scales [1, 2] (not the kernel's transposed view).
// RUN: not lpf-run %s --arg %S/Inputs/u8_1x4.npy --arg %S/Inputs/u8_1x1.npy --arg %S/Inputs/u8_4x2.npy --arg %S/Inputs/u8_1x1.npy 2>&1 | FileCheck %s
// CHECK: scaled-dot-shapes.mlir:[[@LINE+3]]:8: error: 'lpf.scaled_dot': rhs scale shape [1, 1] does not fit rhs [4, 2] in blocks of 4 along K (expected [1, 2])
func.func @main(%a: tensor<1x4xf8E4M3FN>, %as: tensor<1x1xf8E8M0FNU>, %b: tensor<4x?xf8E4M3FN>,
                %bs: tensor<1x?xf8E8M0FNU>) -> tensor<1x?xf32> {
  %c = lpf.scaled_dot %a [%as], %b [%bs] block(4) : tensor<1x4xf8E4M3FN>, tensor<1x1xf8E8M0FNU>, tensor<4x?xf8E4M3FN>, tensor<1x?xf8E8M0FNU> -> tensor<1x?xf32>
  return %c : tensor<1x?xf32>
}
