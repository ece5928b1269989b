// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree -split-input-file -verify-diagnostics
// Lowered for IREE, whose runtime flushes subnormals as XLA CPU does (docs/iree.md), the exit
// refuses what it refuses for XLA, and says so of IREE (it named XLA CPU).

func.func @f64_add(%a: tensor<4xf64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.add' to StableHLO: f64 arithmetic: IREE flushes f64 subnormals}}
  %c = lpf.add %a, %b : tensor<4xf64>
  return %c : tensor<4xf64>
}

// -----

func.func @f64_dot(%a: tensor<2x4xf64>, %b: tensor<4x3xf64>) -> tensor<2x3xf64> {
  // expected-error @+1 {{an f64 subnormal, which IREE flushes to zero; no exact form on IREE}}
  %c = lpf.dot %a, %b acc(f64) : tensor<2x4xf64>, tensor<4x3xf64> -> tensor<2x3xf64>
  return %c : tensor<2x3xf64>
}
