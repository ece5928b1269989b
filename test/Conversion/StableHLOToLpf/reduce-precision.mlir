// RUN: lpf-opt %s --raise-stablehlo -split-input-file -verify-diagnostics
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | lpf-opt -split-input-file
// `stablehlo.reduce_precision` of f32 to 8 exponent bits is an exact convert pair (e8m7: bf16,
// e8m10: tf32; measured by python/tests/test_reduce_precision.py); narrower exponents stay, with
// a remark (XLA flushes below the reduced format's smallest normal). Inputs in jax 0.10.2's
// generic form, f = the lambda above each function, y: f32[4] unless stated.

// f = lambda y: lax.reduce_precision(y, 8, 7)
// CHECK-LABEL: func.func public @e8m7
// CHECK-NEXT: %[[B:.*]] = lpf.convert %arg0 rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4xf32> to tensor<4xbf16>
// CHECK-NEXT: %[[F:.*]] = lpf.convert %[[B]] rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4xbf16> to tensor<4xf32>
// CHECK-NEXT: return %[[F]]
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "e8m7", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf32>):
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// f = lambda y: lax.reduce_precision(y, 8, 10), y: f32[2, 3]; a sharding on the op goes to both
// converts that replace it (hand-added: jax puts it there for sharded programs).
// CHECK-LABEL: func.func public @e8m10
// CHECK-NEXT: %[[T:.*]] = lpf.convert %arg0 rounding(to_nearest_even) overflow(nan_or_inf) {mhlo.sharding = "{replicated}"} : tensor<2x3xf32> to tensor<2x3xtf32>
// CHECK-NEXT: %[[F:.*]] = lpf.convert %[[T]] rounding(to_nearest_even) overflow(nan_or_inf) {mhlo.sharding = "{replicated}"} : tensor<2x3xtf32> to tensor<2x3xf32>
// CHECK-NEXT: return %[[F]]
"func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "e8m10", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<2x3xf32>):
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 8 : i32, mantissa_bits = 10 : i32}> {mhlo.sharding = "{replicated}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%0) : (tensor<2x3xf32>) -> ()
}) : () -> ()

// -----

// f = lambda y: lax.reduce_precision(y, 5, 10)
// CHECK-LABEL: func.func public @e5m10
// CHECK: stablehlo.reduce_precision
// CHECK-NOT: lpf.
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "e5m10", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf32>):
  // expected-remark @+1 {{'stablehlo.reduce_precision' left as it is: e5m10 of tensor<4xf32>: only e8m7 and e8m10 of f32 are raised (an exact bf16 / tf32 convert pair); with fewer exponent bits XLA's reduce_precision flushes the values below the reduced format's smallest normal to zero}}
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// f = lambda y: lax.reduce_precision(y, 5, 2)
// CHECK-LABEL: func.func public @e5m2
// CHECK: stablehlo.reduce_precision
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "e5m2", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf32>):
  // expected-remark @+1 {{left as it is: e5m2 of tensor<4xf32>}}
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 5 : i32, mantissa_bits = 2 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// f = lambda y: lax.reduce_precision(y, 8, 7), y: f16[4]: an f16 source has not been measured.
// CHECK-LABEL: func.func public @f16_source
// CHECK: stablehlo.reduce_precision
"func.func"() <{function_type = (tensor<4xf16>) -> tensor<4xf16>, sym_name = "f16_source", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf16>):
  // expected-remark @+1 {{left as it is: e8m7 of tensor<4xf16>: only e8m7 and e8m10 of f32 are raised}}
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<4xf16>) -> tensor<4xf16>
  "func.return"(%0) : (tensor<4xf16>) -> ()
}) : () -> ()
