// tensor.cast keeps its operand's sizes, also where a dynamic size cannot be read off the element
// count (an empty tensor). Found by the differential fuzzer (seed 4, program 308): the ref backend
// said "cannot infer dimension 0 from 0 elements" where --backend llvm ran.
// RUN: lpf-run %s | FileCheck %s
// RUN: lpf-run %s --backend llvm | FileCheck %s
// CHECK: out0: tensor<?x0xf32> = []
// CHECK-NEXT: out1: tensor<3x0xf32> = []
func.func @main() -> (tensor<?x0xf32>, tensor<3x0xf32>) {
  %e = tensor.empty() : tensor<3x0xf32>
  %d = tensor.cast %e : tensor<3x0xf32> to tensor<?x0xf32>
  %s = tensor.cast %d : tensor<?x0xf32> to tensor<3x0xf32>
  return %d, %s : tensor<?x0xf32>, tensor<3x0xf32>
}
