// RUN: lpf-opt %s --allow-unregistered-dialect --lower-to-stablehlo | FileCheck %s

// jax writes CHLO beside StableHLO in whole models (jnp.square is chlo.square); XLA reads it,
// so the exit leaves it as it is, as it does Shardy's and mhlo's ops.
// CHECK-LABEL: func.func @main
// CHECK: call @__lpf_convert
// CHECK-NEXT: chlo.square
func.func @main(%a: tensor<4xbf16>) -> tensor<4xf32> {
  %w = lpf.convert %a : tensor<4xbf16> to tensor<4xf32>
  %s = "chlo.square"(%w) : (tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
