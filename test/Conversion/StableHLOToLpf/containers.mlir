// RUN: lpf-opt %s --raise-stablehlo -split-input-file -verify-diagnostics
// RUN: not lpf-opt %s --raise-stablehlo 2>&1 | FileCheck %s --check-prefix=EXIT
// A low-precision StableHLO op on a vector or an unranked tensor is not StableHLO: with the
// dialect registered, its verifier refuses it at the op when the module is read, so the raise
// never sees it (before, unregistered, the raise left it with a remark; the raise still checks
// every container itself, lowering/src/raise_stablehlo, for modules that come from elsewhere).
// EXIT: containers.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'stablehlo.convert' op operand #0 must be ranked tensor

"func.func"() <{function_type = (vector<4xf32>) -> vector<4xbf16>, sym_name = "vector", sym_visibility = "public"}> ({
^bb0(%arg0: vector<4xf32>):
  // expected-error @+1 {{'stablehlo.convert' op operand #0 must be ranked tensor}}
  %0 = "stablehlo.convert"(%arg0) : (vector<4xf32>) -> vector<4xbf16>
  "func.return"(%0) : (vector<4xbf16>) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (tensor<*xf32>) -> tensor<*xbf16>, sym_name = "unranked", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<*xf32>):
  // expected-error @+1 {{'stablehlo.convert' op operand #0 must be ranked tensor}}
  %0 = "stablehlo.convert"(%arg0) : (tensor<*xf32>) -> tensor<*xbf16>
  "func.return"(%0) : (tensor<*xbf16>) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (tensor<*xf32>) -> tensor<*xf32>, sym_name = "unranked_precision", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<*xf32>):
  // expected-error @+1 {{'stablehlo.reduce_precision' op operand #0 must be ranked tensor}}
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<*xf32>) -> tensor<*xf32>
  "func.return"(%0) : (tensor<*xf32>) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (tensor<*xf8E4M3FN>, tensor<*xf8E4M3FN>) -> tensor<*xf32>, sym_name = "unranked_dot", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<*xf8E4M3FN>, %arg1: tensor<*xf8E4M3FN>):
  // expected-error @+1 {{'stablehlo.dot_general' op operand #0 must be ranked tensor}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<*xf8E4M3FN>, tensor<*xf8E4M3FN>) -> tensor<*xf32>
  "func.return"(%0) : (tensor<*xf32>) -> ()
}) : () -> ()
