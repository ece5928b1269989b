// A value declared with more than 2^63 - 1 elements (no such value exists at run time; the
// rewrites of XLA's arithmetic count elements in i64, and a dot's declared shape overflowed
// them: a panic): refused at its op, located, by the LLVM exit and by --backend ref, before any
// rewrite.
// RUN: not lpf-opt %s --lower-to-llvm 2>&1 | FileCheck %s --check-prefix=LLVM
// LLVM: mixed-oversized.mlir:[[@LINE+5]]:8: error: [E0915] 'stablehlo.constant' has a value of more than 2^63 - 1 elements
// RUN: rm -rf %t && mkdir -p %t
// RUN: not lpf-run %s --arg %S/Inputs/f32_4.npy --backend ref --out-dir %t 2>&1 | FileCheck %s --check-prefix=REF
// REF: mixed-oversized.mlir:[[@LINE+2]]:8: error: [E0915] 'stablehlo.constant' has a value of more than 2^63 - 1 elements
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %w = stablehlo.constant dense<1.0> : tensor<4x4294967296x4294967296xf32>
  %d = stablehlo.dot_general %x, %w, contracting_dims = [0] x [0] : (tensor<4xf32>, tensor<4x4294967296x4294967296xf32>) -> tensor<4294967296x4294967296xf32>
  return %x : tensor<4xf32>
}
