// RUN: lpf-opt %s --allow-unregistered-dialect --raise-stablehlo -split-input-file -verify-diagnostics
// RUN: lpf-opt %s --allow-unregistered-dialect --raise-stablehlo -split-input-file 2>/dev/null | FileCheck %s
// A low-precision element is seen in every container: an op on a vector or an unranked tensor
// (which lpf ops do not take) stays, with a remark, as docs/jax.md promises for every
// low-precision op left.

// CHECK-LABEL: func.func public @vector
// CHECK-NEXT: "stablehlo.convert"
"func.func"() <{function_type = (vector<4xf32>) -> vector<4xbf16>, sym_name = "vector", sym_visibility = "public"}> ({
^bb0(%arg0: vector<4xf32>):
  // expected-remark @+1 {{raise-stablehlo: 'stablehlo.convert' left as it is: vector<4xf32>: lpf ops take scalars and ranked tensors, not vectors, unranked tensors or memrefs}}
  %0 = "stablehlo.convert"(%arg0) : (vector<4xf32>) -> vector<4xbf16>
  "func.return"(%0) : (vector<4xbf16>) -> ()
}) : () -> ()

// -----

// CHECK-LABEL: func.func public @unranked
// CHECK-NEXT: "stablehlo.convert"
"func.func"() <{function_type = (tensor<*xf32>) -> tensor<*xbf16>, sym_name = "unranked", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<*xf32>):
  // expected-remark @+1 {{'stablehlo.convert' left as it is: tensor<*xf32>: lpf ops take scalars and ranked tensors}}
  %0 = "stablehlo.convert"(%arg0) : (tensor<*xf32>) -> tensor<*xbf16>
  "func.return"(%0) : (tensor<*xbf16>) -> ()
}) : () -> ()

// -----

// CHECK-LABEL: func.func public @unranked_precision
// CHECK-NEXT: "stablehlo.reduce_precision"
"func.func"() <{function_type = (tensor<*xf32>) -> tensor<*xf32>, sym_name = "unranked_precision", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<*xf32>):
  // expected-remark @+1 {{'stablehlo.reduce_precision' left as it is: tensor<*xf32>: lpf ops take scalars and ranked tensors}}
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<*xf32>) -> tensor<*xf32>
  "func.return"(%0) : (tensor<*xf32>) -> ()
}) : () -> ()

// -----

// CHECK-LABEL: func.func public @unranked_dot
// CHECK-NEXT: "stablehlo.dot_general"
"func.func"() <{function_type = (tensor<*xf8E4M3FN>, tensor<*xf8E4M3FN>) -> tensor<*xf32>, sym_name = "unranked_dot", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<*xf8E4M3FN>, %arg1: tensor<*xf8E4M3FN>):
  // expected-remark @+1 {{'stablehlo.dot_general' left as it is: tensor<*xf8E4M3FN>: lpf ops take scalars and ranked tensors}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<*xf8E4M3FN>, tensor<*xf8E4M3FN>) -> tensor<*xf32>
  "func.return"(%0) : (tensor<*xf32>) -> ()
}) : () -> ()
