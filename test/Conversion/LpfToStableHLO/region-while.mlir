// RUN: lpf-opt %s --lower-to-stablehlo | FileCheck %s
// An lpf op in a while loop's body lowers as at a function's top level (XLA runs the body in
// program order, once per iteration); only computations such as map and reduce bodies are
// refused (region-invalid.mlir).
// CHECK-LABEL: func.func @main
// CHECK: stablehlo.while
// CHECK: call @__lpf_add_
// CHECK-NOT: lpf.
func.func @main(%x: tensor<4xf32>, %n: tensor<i1>) -> tensor<4xf32> {
  %r = stablehlo.while(%v = %x) : tensor<4xf32>
  cond {
    stablehlo.return %n : tensor<i1>
  } do {
    %y = lpf.add %v, %v : tensor<4xf32>
    stablehlo.return %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
