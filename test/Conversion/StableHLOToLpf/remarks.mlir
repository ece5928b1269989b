// RUN: lpf-opt %s --raise-stablehlo -split-input-file -verify-diagnostics
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | FileCheck %s
// Low-precision StableHLO that cannot be raised exactly stays as it was, with a remark saying
// why (never changed silently). Inputs in jax 0.10.2's generic form (see raise-stablehlo.mlir);
// the jax call is above each function where jax emits that pattern.

// A dot with an algorithm that accumulates in f16, which XLA's CPU ignores and other platforms
// follow (raised dots: dots.mlir).
"func.func"() <{function_type = (tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN>) -> tensor<4x3xf32>, sym_name = "algorithm", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf8E4M3FN>, %arg1: tensor<8x3xf8E4M3FN>):
  // expected-remark @+1 {{left as it is: the algorithm #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> is not an f32 accumulation of exact products}}
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN>) -> tensor<4x3xf32>
  "func.return"(%0) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// f = lambda y: y.astype(f64).astype(bf16), y: f32[4] (with jax_enable_x64): the f32 -> f64
// convert is not low precision (no remark); f64 -> bf16 is, and XLA rounds it through f32.
// CHECK-LABEL: func.func public @f64_source
// CHECK: stablehlo.convert %arg0
// CHECK: stablehlo.convert
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xbf16>, sym_name = "f64_source", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf32>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xf64>
  // expected-remark @+1 {{'stablehlo.convert' left as it is: XLA CPU flushes subnormals when converting between f64 and f32/bf16}}
  %1 = "stablehlo.convert"(%0) : (tensor<4xf64>) -> tensor<4xbf16>
  "func.return"(%1) : (tensor<4xbf16>) -> ()
}) : () -> ()

// -----

// A format whose XLA conversion has not been measured against lpf (f8E4M3FNUZ).
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf8E4M3FNUZ>, sym_name = "fnuz", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf32>):
  // expected-remark @+1 {{XLA's f32 -> f8E4M3FNUZ convert has not been measured against lpf.convert}}
  %0 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xf8E4M3FNUZ>
  "func.return"(%0) : (tensor<4xf8E4M3FNUZ>) -> ()
}) : () -> ()

// -----

// Integer to bf16 is not a conversion between number formats.
"func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xbf16>, sym_name = "int_source", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xi32>):
  // expected-remark @+1 {{tensor<4xi32> -> tensor<4xbf16> is not a conversion between number formats}}
  %0 = "stablehlo.convert"(%arg0) : (tensor<4xi32>) -> tensor<4xbf16>
  "func.return"(%0) : (tensor<4xbf16>) -> ()
}) : () -> ()

// -----

// A bf16 reduce accumulates in bf16, which lpf.reduce_sum cannot.
"func.func"() <{function_type = (tensor<4x8xbf16>) -> tensor<4xbf16>, sym_name = "bf16_accumulator", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>):
  %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
  // expected-remark @+1 {{left as it is: the sum is accumulated in bf16 (the reduce's element type)}}
  %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
  ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
    %2 = "stablehlo.add"(%arg1, %arg2) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    "stablehlo.return"(%2) : (tensor<bf16>) -> ()
  }) : (tensor<4x8xbf16>, tensor<bf16>) -> tensor<4xbf16>
  "func.return"(%1) : (tensor<4xbf16>) -> ()
}) : () -> ()

// -----

// A bf16 row maximum (a softmax's): no sum, which its remark says (not a bf16 accumulation).
"func.func"() <{function_type = (tensor<4x8xbf16>) -> tensor<4xbf16>, sym_name = "bf16_maximum", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>):
  %0 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
  // expected-remark @+1 {{left as it is: the reduction body is not a single stablehlo.add}}
  %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
  ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
    %2 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    "stablehlo.return"(%2) : (tensor<bf16>) -> ()
  }) : (tensor<4x8xbf16>, tensor<bf16>) -> tensor<4xbf16>
  "func.return"(%1) : (tensor<4xbf16>) -> ()
}) : () -> ()

// -----

// A max-reduction over widened bf16 (jnp.max emits this, with -inf as the initial value), and
// a sum starting from -0.0: neither is lpf.reduce_sum.
"func.func"() <{function_type = (tensor<4x8xbf16>) -> (tensor<4xf32>, tensor<4xf32>), sym_name = "not_a_sum", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  // expected-remark @+1 {{left as it is: the reduction body is not a single stablehlo.add}}
  %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %5 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%5) : (tensor<f32>) -> ()
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %3 = "stablehlo.constant"() <{value = dense<-0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  // expected-remark @+1 {{left as it is: the initial value is not the constant +0.0 that lpf.reduce_sum starts from}}
  %4 = "stablehlo.reduce"(%0, %3) <{dimensions = array<i64: 1>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %5 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%5) : (tensor<f32>) -> ()
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  "func.return"(%2, %4) : (tensor<4xf32>, tensor<4xf32>) -> ()
}) : () -> ()

// -----

// Nothing low-precision: no remark at all (an unexpected one fails -verify-diagnostics).
"func.func"() <{function_type = (tensor<4x4xf32>, tensor<4xf32>) -> (tensor<4x4xf32>, tensor<4xf64>), sym_name = "quiet", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>):
  %0 = "stablehlo.dot_general"(%arg0, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = "stablehlo.convert"(%arg1) : (tensor<4xf32>) -> tensor<4xf64>
  "func.return"(%0, %1) : (tensor<4x4xf32>, tensor<4xf64>) -> ()
}) : () -> ()

// -----

// f = lambda y: y.astype(float4_e2m1fn), y: f32[4]: XLA's narrowing into FP4 is lpf's except on
// NaN (XLA -0, lpf +0).
// CHECK-LABEL: func.func public @to_fp4
// CHECK: stablehlo.convert
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf4E2M1FN>, sym_name = "to_fp4", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf32>):
  // expected-remark @+1 {{XLA's f32 -> f4E2M1FN convert is lpf.convert's (nearest even, saturating) except on NaN, which XLA makes -0 and lpf +0}}
  %0 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xf4E2M1FN>
  "func.return"(%0) : (tensor<4xf4E2M1FN>) -> ()
}) : () -> ()
