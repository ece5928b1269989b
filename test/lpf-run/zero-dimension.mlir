// Sizes that multiply past the machine are refused where they enter, located, even when a zero
// dimension makes the element count 0 (the other dimensions still feed strides in the kernels).
// RUN: not lpf-run %s --entry arg --arg %S/Inputs/u8_0x2e62x8.npy 2>&1 | FileCheck %s --check-prefix=NPY
// NPY: u8_0x2e62x8.npy{{.*}}shape [0, 4611686018427387904, 8] is too big
// NPY-NOT: panicked
func.func @arg(%x: tensor<0x?x8xf8E4M3FN>) -> tensor<0x?x8xf32> {
  %y = lpf.convert %x : tensor<0x?x8xf8E4M3FN> to tensor<0x?x8xf32>
  return %y : tensor<0x?x8xf32>
}

// RUN: not lpf-run %s --entry empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: zero-dimension.mlir:[[@LINE+5]]:8: error: 'tensor.empty': result shape [0, 4611686018427387904] is too large
// EMPTY-NOT: panicked
func.func @empty() -> tensor<?x?xf32> {
  %zero = arith.constant 0 : index
  %huge = arith.constant 4611686018427387904 : index
  %e = tensor.empty(%zero, %huge) : tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// Each operand of the dot is empty; its [M, N] result is past the limit.
// RUN: not lpf-run %s --entry dot 2>&1 | FileCheck %s --check-prefix=DOT
// DOT: zero-dimension.mlir:[[@LINE+6]]:8: error: 'lpf.dot': result shape [32768, 32768] has more than 268435456 elements
func.func @dot() -> tensor<?x?xf32> {
  %zero = arith.constant 0 : index
  %big = arith.constant 32768 : index
  %a = tensor.empty(%big, %zero) : tensor<?x?xf32>
  %b = tensor.empty(%zero, %big) : tensor<?x?xf32>
  %c = lpf.dot %a, %b acc(f32) : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
