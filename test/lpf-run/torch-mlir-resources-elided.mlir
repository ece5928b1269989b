// A dense_resource blob printed with its data elided (`dense_resource<__elided__>`, what
// --mlir-elide-resource-strings-if-larger writes) has no bytes to run on: a located E0915 at the
// constant, on every backend, never zeros.
// RUN: not lpf-run %s --arg %S/Inputs/f32_ones_2x3.npy --backend ref 2>&1 | FileCheck %s
// RUN: not lpf-run %s --arg %S/Inputs/f32_ones_2x3.npy --backend llvm 2>&1 | FileCheck %s
// RUN: not lpf-opt %s --lower-to-llvm 2>&1 | FileCheck %s
// RUN: not lpf-opt %s --lower-to-stablehlo 2>&1 | FileCheck %s
// CHECK: torch-mlir-resources-elided.mlir:[[@LINE+2]]:8: error: [E0915] 'stablehlo.constant' a dense_resource constant whose blob is missing (elided)
func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %w = stablehlo.constant dense_resource<__elided__> : tensor<2x3xf32>
  %a = stablehlo.add %x, %w : tensor<2x3xf32>
  return %a : tensor<2x3xf32>
}
