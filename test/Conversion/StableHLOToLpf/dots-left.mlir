// RUN: lpf-opt %s --raise-stablehlo -split-input-file -verify-diagnostics | FileCheck %s
// dot_generals the raise leaves, each with a remark saying why (and no transpose or reshape
// inserted for them).

// CHECK-LABEL: func.func public @outer_product
// CHECK-NOT: lpf.dot
// CHECK: stablehlo.dot_general
"func.func"() <{function_type = (tensor<4xbf16>, tensor<3xbf16>) -> tensor<4x3xbf16>, sym_name = "outer_product", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xbf16>, %arg1: tensor<3xbf16>):
  // expected-remark @+1 {{'stablehlo.dot_general' left as it is: no contracting dimension: an outer product}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<>}> : (tensor<4xbf16>, tensor<3xbf16>) -> tensor<4x3xbf16>
  "func.return"(%0) : (tensor<4x3xbf16>) -> ()
}) : () -> ()

// -----

// CHECK-LABEL: func.func public @other_f8_operand
// CHECK-NOT: stablehlo.reshape
// CHECK: stablehlo.dot_general
"func.func"() <{function_type = (tensor<8xf8E5M2>, tensor<8xf8E5M2>) -> tensor<f8E4M3FN>, sym_name = "other_f8_operand", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<8xf8E5M2>, %arg1: tensor<8xf8E5M2>):
  // expected-remark @+1 {{left as it is: f8E5M2 x f8E5M2 operands with an f8E4M3FN result: XLA rounds that dot through a chain lpf does not know}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<8xf8E5M2>, tensor<8xf8E5M2>) -> tensor<f8E4M3FN>
  "func.return"(%0) : (tensor<f8E4M3FN>) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (tensor<4x8xf4E2M1FN>, tensor<8x3xf4E2M1FN>) -> tensor<4x3xf4E2M1FN>, sym_name = "f4_native", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf4E2M1FN>, %arg1: tensor<8x3xf4E2M1FN>):
  // expected-remark @+1 {{left as it is: XLA's dot on f4E2M1FN operands has not been measured}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf4E2M1FN>, tensor<8x3xf4E2M1FN>) -> tensor<4x3xf4E2M1FN>
  "func.return"(%0) : (tensor<4x3xf4E2M1FN>) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf4E2M1FN>, sym_name = "f4_result", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x3xf32>):
  // expected-remark @+1 {{left as it is: a f4E2M1FN result: XLA's rounding of an f32 dot into f4E2M1FN has not been measured}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf4E2M1FN>
  "func.return"(%0) : (tensor<4x3xf4E2M1FN>) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x3xbf16>) -> tensor<4x3xbf16>, sym_name = "mixed_f32", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x3xbf16>):
  // expected-remark @+1 {{left as it is: f32 x bf16 operands (f32 with a narrow one) have not been measured}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8x3xbf16>) -> tensor<4x3xbf16>
  "func.return"(%0) : (tensor<4x3xbf16>) -> ()
}) : () -> ()

// -----

// bf16 precision types on f32 operands: a GPU would round the operands to bf16.
"func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xbf16>, sym_name = "algorithm_rounds_operands", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x3xf32>):
  // expected-remark @+1 {{left as it is: the algorithm #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xbf16>
  "func.return"(%0) : (tensor<4x3xbf16>) -> ()
}) : () -> ()

// -----

// A dynamic dimension where a reshape would be needed.
"func.func"() <{function_type = (tensor<?x4x8xbf16>, tensor<8x3xbf16>) -> tensor<?x4x3xbf16>, sym_name = "dynamic_reshape", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<?x4x8xbf16>, %arg1: tensor<8x3xbf16>):
  // expected-remark @+1 {{left as it is: an operand with a dynamic dimension that would need a transpose or reshape}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<?x4x8xbf16>, tensor<8x3xbf16>) -> tensor<?x4x3xbf16>
  "func.return"(%0) : (tensor<?x4x3xbf16>) -> ()
}) : () -> ()

// -----

// Collapsed extents beyond 2^63 (a reshape could not state them): left, never an overflow.
"func.func"() <{function_type = (tensor<4294967296x4294967296x2xbf16>, tensor<4294967296x4294967296x3xbf16>) -> tensor<2x3xbf16>, sym_name = "huge", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4294967296x4294967296x2xbf16>, %arg1: tensor<4294967296x4294967296x3xbf16>):
  // expected-remark @+1 {{left as it is: the collapsed dimensions' extent exceeds 2^63}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<4294967296x4294967296x2xbf16>, tensor<4294967296x4294967296x3xbf16>) -> tensor<2x3xbf16>
  "func.return"(%0) : (tensor<2x3xbf16>) -> ()
}) : () -> ()
