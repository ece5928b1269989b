// RUN: lpf-opt %s --raise-stablehlo -split-input-file | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo -split-input-file | lpf-opt -split-input-file
// The inputs are what jax 0.10.2 emits, printed in generic form:
//   jax.jit(f).lower(*args).compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
// with the f and args named above each function (module and jax.result_info attributes
// dropped). python/tests/test_raise_roundtrip.py generates such modules from the installed jax
// and runs them on XLA; here they pin the output's shape.

// f = lambda a, b: lax.dot(a, b, preferred_element_type=jnp.float32), a: f8E4M3FN[4,8], b: f8E4M3FN[8,3]
// The f8 operands feed lpf.dot directly; the accumulator XLA uses is written out.
// CHECK-LABEL: func.func public @fp8_dot(%arg0: tensor<4x8xf8E4M3FN>, %arg1: tensor<8x3xf8E4M3FN>)
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32) : tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf32>
// CHECK-NEXT: return %[[D]]
"func.func"() <{function_type = (tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN>) -> tensor<4x3xf32>, sym_name = "fp8_dot", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf8E4M3FN>, %arg1: tensor<8x3xf8E4M3FN>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN>) -> tensor<4x3xf32>
  "func.return"(%0) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// f = lambda x, b: lax.dot(x, b, preferred_element_type=jnp.float32), x: bf16[4,8], b: f8E4M3FN[8,3]
// JAX widens both operands to f32 itself; the raised dot reads the bf16 and f8 values and the
// two converts, used by nothing else, are gone.
// CHECK-LABEL: func.func public @bf16_fp8_dot(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xf8E4M3FN>)
// CHECK-NOT: stablehlo.convert
// CHECK: lpf.dot %arg0, %arg1 acc(f32) : tensor<4x8xbf16>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf32>
// CHECK-NOT: stablehlo.convert
"func.func"() <{function_type = (tensor<4x8xbf16>, tensor<8x3xf8E4M3FN>) -> tensor<4x3xf32>, sym_name = "bf16_fp8_dot", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xf8E4M3FN>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  %1 = "stablehlo.convert"(%arg1) : (tensor<8x3xf8E4M3FN>) -> tensor<8x3xf32>
  %2 = "stablehlo.dot_general"(%0, %1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  "func.return"(%2) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// A widening convert with a second user stays (raised itself); the dot still reads the bf16.
// CHECK-LABEL: func.func public @shared_convert(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xbf16>)
// CHECK: %[[W:.*]] = lpf.convert %arg0 rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4x8xbf16> to tensor<4x8xf32>
// CHECK: lpf.dot %arg0, %arg1 acc(f32) {{.*}}: tensor<4x8xbf16>, tensor<8x3xbf16> -> tensor<4x3xf32>
// CHECK: return {{.*}}%[[W]]
"func.func"() <{function_type = (tensor<4x8xbf16>, tensor<8x3xbf16>) -> (tensor<4x3xf32>, tensor<4x8xf32>), sym_name = "shared_convert", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xbf16>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  %w = "stablehlo.convert"(%arg1) : (tensor<8x3xbf16>) -> tensor<8x3xf32>
  %1 = "stablehlo.dot_general"(%0, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  "func.return"(%1, %0) : (tensor<4x3xf32>, tensor<4x8xf32>) -> ()
}) : () -> ()

// -----

// An f32 dot of an f32 operand and a widened bf16 one is XLA's f32 dot, each f32 x bf16 product
// (inexact in f32) fused into its add: left a dot_general (an lpf.dot would round the products).
// CHECK-LABEL: func.func public @f32_times_widened(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xf32>)
// CHECK-NOT: lpf.dot
// CHECK: stablehlo.dot_general
"func.func"() <{function_type = (tensor<4x8xbf16>, tensor<8x3xf32>) -> tensor<4x3xf32>, sym_name = "f32_times_widened", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xf32>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  %1 = "stablehlo.dot_general"(%0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  "func.return"(%1) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// f = lambda y: y.astype(f8E4M3FN).astype(bf16).astype(f32), y: f32[4]
// Each convert records XLA's rounding and its overflow: f8E4M3FN has no infinity, so XLA's
// overflow is NaN (lpf's default would saturate).
// CHECK-LABEL: func.func public @convert_chain(%arg0: tensor<4xf32>)
// CHECK-NEXT: %[[A:.*]] = lpf.convert %arg0 rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4xf32> to tensor<4xf8E4M3FN>
// CHECK-NEXT: %[[B:.*]] = lpf.convert %[[A]] rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4xf8E4M3FN> to tensor<4xbf16>
// CHECK-NEXT: %[[C:.*]] = lpf.convert %[[B]] rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4xbf16> to tensor<4xf32>
// CHECK-NEXT: return %[[C]]
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "convert_chain", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf32>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %1 = "stablehlo.convert"(%0) : (tensor<4xf8E4M3FN>) -> tensor<4xbf16>
  %2 = "stablehlo.convert"(%1) : (tensor<4xbf16>) -> tensor<4xf32>
  "func.return"(%2) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// f = lambda x: jnp.sum(x, axis=1), x: bf16[4,8]
// JAX sums bf16 in f32 (convert, reduce from +0.0, convert back): one lpf.reduce_sum on the
// bf16 values with acc(f32), marked as XLA's sum of the widened values (ref and llvm sum it in
// XLA's order: hlo_defined/raised_sum.rs), and the final narrowing as an lpf.convert.
// CHECK-LABEL: func.func public @bf16_sum(%arg0: tensor<4x8xbf16>)
// CHECK-NEXT: %[[S:.*]] = lpf.reduce_sum %arg0 dims [1] acc(f32) {lpf.xla_reduce} : tensor<4x8xbf16> -> tensor<4xf32>
// CHECK-NEXT: %[[N:.*]] = lpf.convert %[[S]] rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4xf32> to tensor<4xbf16>
// CHECK-NEXT: return %[[N]]
"func.func"() <{function_type = (tensor<4x8xbf16>) -> tensor<4xbf16>, sym_name = "bf16_sum", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%4) : (tensor<f32>) -> ()
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %3 = "stablehlo.convert"(%2) : (tensor<4xf32>) -> tensor<4xbf16>
  "func.return"(%3) : (tensor<4xbf16>) -> ()
}) : () -> ()

// -----

// f = lambda a, b: jnp.tanh(a @ b), a, b: f32[4,4]: nothing low-precision, nothing changes.
// CHECK-LABEL: func.func public @nothing_to_raise(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>)
// CHECK-NEXT: stablehlo.dot_general %arg0, %arg1
// CHECK-NEXT: stablehlo.tanh
// CHECK-NOT: lpf.
"func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "nothing_to_raise", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = "stablehlo.tanh"(%0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  "func.return"(%1) : (tensor<4x4xf32>) -> ()
}) : () -> ()

// -----

// f = lambda a, b: a @ b with preferred_element_type=f32 (lax.dot_general, dimension numbers
// (([2], [1]), ([0], [0]))), a: f8E4M3FN[2,4,8], b: f8E5M2[2,8,3]: a batched matmul, lpf.dot's
// [B, M, K] x [B, K, N] layout.
// CHECK-LABEL: func.func public @batched
// CHECK-NEXT: lpf.dot %arg0, %arg1 acc(f32) : tensor<2x4x8xf8E4M3FN>, tensor<2x8x3xf8E5M2> -> tensor<2x4x3xf32>
"func.func"() <{function_type = (tensor<2x4x8xf8E4M3FN>, tensor<2x8x3xf8E5M2>) -> tensor<2x4x3xf32>, sym_name = "batched", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<2x4x8xf8E4M3FN>, %arg1: tensor<2x8x3xf8E5M2>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf8E4M3FN>, tensor<2x8x3xf8E5M2>) -> tensor<2x4x3xf32>
  "func.return"(%0) : (tensor<2x4x3xf32>) -> ()
}) : () -> ()

// -----

// f = lambda a, w: lax.dot(a.astype(jnp.float32), w, preferred_element_type=jnp.float32),
// a f4E2M1FN[4,8], w f8E4M3FN[8,3] (XLA CPU does not compile a dot on f4E2M1FN operands, so
// the widening is the user's). jax's dtype promotion adds an f32 -> f32 convert on top of the
// widening; lpf.dot reads the FP4 value and both converts go.
// CHECK-LABEL: func.func public @fp4_widened
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32) : tensor<4x8xf4E2M1FN>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf32>
// CHECK-NEXT: return %[[D]]
"func.func"() <{function_type = (tensor<4x8xf4E2M1FN>, tensor<8x3xf8E4M3FN>) -> tensor<4x3xf32>, sym_name = "fp4_widened", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf4E2M1FN>, %arg1: tensor<8x3xf8E4M3FN>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4x8xf4E2M1FN>) -> tensor<4x8xf32>
  %1 = "stablehlo.convert"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "stablehlo.convert"(%arg1) : (tensor<8x3xf8E4M3FN>) -> tensor<8x3xf32>
  %3 = "stablehlo.dot_general"(%1, %2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  "func.return"(%3) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// f = lambda a: a.astype(jnp.bfloat16), a f4E2M1FN[4]: widening FP4 is exact in XLA and lpf.
// CHECK-LABEL: func.func public @fp4_to_bf16
// CHECK-NEXT: lpf.convert %arg0 rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4xf4E2M1FN> to tensor<4xbf16>
"func.func"() <{function_type = (tensor<4xf4E2M1FN>) -> tensor<4xbf16>, sym_name = "fp4_to_bf16", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf4E2M1FN>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4xf4E2M1FN>) -> tensor<4xbf16>
  "func.return"(%0) : (tensor<4xbf16>) -> ()
}) : () -> ()
