// Zero-size scatters and sorts on --backend llvm: a scatter without update windows is its
// operand (its loop helper would slice a window from empty indices: it failed to build and the
// scatter was refused with the helper's internal errors printed), a sort of an empty tensor is
// empty. llvm == ref.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref | FileCheck %s
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm 2>&1 | FileCheck %s --check-prefix=LLVM
// RUN: diff -r %t/ref %t/llvm
// CHECK: out1: tensor<6xf32> = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]
// LLVM-NOT: error
// LLVM: out1: tensor<6xf32> = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]

func.func @main() -> (tensor<0x5xf32>, tensor<6xf32>) {
  %x = stablehlo.constant dense<> : tensor<0x5xf32>
  %y = stablehlo.iota dim = 0 : tensor<6xf32>
  %i = stablehlo.constant dense<> : tensor<0x1xi32>
  %u = stablehlo.constant dense<> : tensor<0xf32>
  %0 = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<0x5xf32>) -> tensor<0x5xf32>
  %1 = "stablehlo.scatter"(%y, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<6xf32>, tensor<0x1xi32>, tensor<0xf32>) -> tensor<6xf32>
  return %0, %1 : tensor<0x5xf32>, tensor<6xf32>
}
