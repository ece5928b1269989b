// A `stablehlo.dynamic_iota` with a static result shape, as torch-mlir writes positions: on
// --backend ref it is the `iota` StableHLO's interpreter runs (it refused dynamic_iota with an
// E0915), the same values as --backend llvm, i64 included.
// RUN: lpf-run %s --backend ref | FileCheck %s
// RUN: lpf-run %s --backend llvm | FileCheck %s
// CHECK: out0: tensor<2x3xi64> = {{\[\[}}0, 1, 2], [0, 1, 2]]
// CHECK: out1: tensor<4xf32> = [0.0, 1.0, 2.0, 3.0]
func.func @main() -> (tensor<2x3xi64>, tensor<4xf32>) {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %positions = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<2x3xi64>
  %n = stablehlo.constant dense<4> : tensor<1xi32>
  %floats = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi32>) -> tensor<4xf32>
  return %positions, %floats : tensor<2x3xi64>, tensor<4xf32>
}
