// REQUIRES: xla
// XLA CPU has no working f6 convert, so --backend xla computes a stablehlo.convert into or out
// of f6 with lpf.convert (mixed-convert-narrow.mlir), at a function's top level; inside a
// StableHLO region it is refused at the user's op (issue 41; was "element 1 is 0xff, not a
// f6E2M3FN code" with no op named).
// RUN: not lpf-run %s --arg %S/Inputs/f32_4.npy --backend xla 2>&1 | FileCheck %s
// CHECK: xla-f6-convert-errors.mlir:[[@LINE+5]]:10: error: [E0915] 'stablehlo.convert' converts f32 to f6E2M3FN inside a StableHLO region
func.func @main(%x: tensor<4xf32>) -> tensor<4xf6E2M3FN> {
  %m = "stablehlo.map"(%x) ({
  ^bb0(%e: tensor<f32>):
    %y = stablehlo.add %e, %e : tensor<f32>
    %c = stablehlo.convert %y : (tensor<f32>) -> tensor<f6E2M3FN>
    stablehlo.return %c : tensor<f6E2M3FN>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf6E2M3FN>
  return %m : tensor<4xf6E2M3FN>
}
