// --mlir-print-debuginfo prints every op's location, so locations from the input (jax's
// file:line:col of each op) survive a pass: raise-stablehlo hands them to the ops it builds.

// RUN: lpf-opt %s --allow-unregistered-dialect --raise-stablehlo --mlir-print-debuginfo | FileCheck %s
// RUN: lpf-opt %s --allow-unregistered-dialect --raise-stablehlo | FileCheck %s --check-prefix=PLAIN

// CHECK: lpf.convert %arg0 {{.*}} loc([[LOC:#loc[0-9]*]])
// CHECK: [[FILE:#loc[0-9]*]] = loc("model.py":12:8 to :20)
// CHECK: [[LOC]] = loc("jit(f)/convert_element_type"([[FILE]]))
// PLAIN-NOT: loc(
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xbf16> {
  %0 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xbf16> loc(#loc2)
  return %0 : tensor<4xbf16>
}
#loc1 = loc("model.py":12:8 to :20)
#loc2 = loc("jit(f)/convert_element_type"(#loc1))
