// StableHLO's own verifier runs on what lpf-opt and the plugin parse: a malformed StableHLO op
// is a located error and a non-zero exit, never accepted as an opaque op.
// RUN: lpf-opt %s -split-input-file -verify-diagnostics
// RUN: not lpf-opt %s --raise-stablehlo 2>&1 | FileCheck %s
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin %s -split-input-file -verify-diagnostics

// CHECK: invalid-stablehlo.mlir:[[# @LINE + 3]]:8: error: op requires the same element type for all operands and results
// CHECK-NOT: lpf.
func.func @mixed_add(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  // expected-error@-1 {{op requires the same element type for all operands and results}}
  return %0 : tensor<4xf32>
}

// -----

func.func @bad_transpose(%a: tensor<3x8xf8E4M3FN>) -> tensor<8x3xf8E4M3FN> {
  // expected-error@+2 {{attribute permutation must be a permutation of [0, 1] but got 0, 0}}
  // expected-error@+1 {{'stablehlo.transpose' op failed to infer returned types}}
  %0 = stablehlo.transpose %a, dims = [0, 0] : (tensor<3x8xf8E4M3FN>) -> tensor<8x3xf8E4M3FN>
  return %0 : tensor<8x3xf8E4M3FN>
}

// -----

func.func @unknown_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{unregistered operation 'stablehlo.no_such_op' found in dialect ('stablehlo') that does not allow unknown operations}}
  %0 = "stablehlo.no_such_op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
