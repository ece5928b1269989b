// RUN: lpf-opt %s --raise-stablehlo -split-input-file -verify-diagnostics
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo=excess-precision=xla -split-input-file 2>/dev/null | FileCheck %s --check-prefix=EXCESS
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | lpf-opt -split-input-file
// dot_generals as models write them (jax 0.10.2's generic form: flax's bf16 layers, PyTorch
// exports, jnp.einsum / jnp.dot): whatever the result type, lpf.dot acc(f32) on the operands
// XLA widens, then the lpf.converts XLA rounds its f32 sum through (formats.md §5.1;
// python/tests/test_raise_dots.py measures each chain on XLA). A dot of bf16 or f16 operands
// XLA computes as an f32 dot of them is marked {lpf.xla_f32_dot} (ref and llvm sum it in XLA's
// f32 order: hlo_defined/raised_sum.rs); bf16 x bf16 -> f32 {lpf.xla_bf16_dot} (its bf16 kernel).

// a @ b with bf16 operands and result (no preferred_element_type): one rounding.
// CHECK-LABEL: func.func public @bf16_matmul
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32) {lpf.xla_f32_dot} : tensor<4x8xbf16>, tensor<8x3xbf16> -> tensor<4x3xf32>
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[D]] rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4x3xf32> to tensor<4x3xbf16>
// CHECK-NEXT: return %[[R]]
"func.func"() <{function_type = (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xbf16>, sym_name = "bf16_matmul", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xbf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xbf16>
  "func.return"(%0) : (tensor<4x3xbf16>) -> ()
}) : () -> ()

// -----

// jnp.einsum("bmij,ijn->bmn"): two contracting dimensions become one K (row-major in the
// listed order), the lhs's two free dimensions one M; the result is expanded back.
// CHECK-LABEL: func.func public @two_contracting
// CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<2x3x4x5xbf16>) -> tensor<6x20xbf16>
// CHECK-NEXT: %[[B:.*]] = stablehlo.reshape %arg1 : (tensor<4x5x6xbf16>) -> tensor<20x6xbf16>
// CHECK-NEXT: %[[D:.*]] = lpf.dot %[[A]], %[[B]] acc(f32) {lpf.xla_f32_dot} : tensor<6x20xbf16>, tensor<20x6xbf16> -> tensor<6x6xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.reshape %[[D]] : (tensor<6x6xf32>) -> tensor<2x3x6xf32>
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[E]] {{.*}} : tensor<2x3x6xf32> to tensor<2x3x6xbf16>
// CHECK-NEXT: return %[[R]]
"func.func"() <{function_type = (tensor<2x3x4x5xbf16>, tensor<4x5x6xbf16>) -> tensor<2x3x6xbf16>, sym_name = "two_contracting", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<2x3x4x5xbf16>, %arg1: tensor<4x5x6xbf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x4x5xbf16>, tensor<4x5x6xbf16>) -> tensor<2x3x6xbf16>
  "func.return"(%0) : (tensor<2x3x6xbf16>) -> ()
}) : () -> ()

// -----

// jnp.dot of two vectors: no free dimension on either side, so M = N = 1.
// CHECK-LABEL: func.func public @vector_dot
// CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<8xf16>) -> tensor<1x8xf16>
// CHECK-NEXT: %[[B:.*]] = stablehlo.reshape %arg1 : (tensor<8xf16>) -> tensor<8x1xf16>
// CHECK-NEXT: %[[D:.*]] = lpf.dot %[[A]], %[[B]] acc(f32) {lpf.xla_f32_dot} : tensor<1x8xf16>, tensor<8x1xf16> -> tensor<1x1xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.reshape %[[D]] : (tensor<1x1xf32>) -> tensor<f32>
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[E]] {{.*}} : tensor<f32> to tensor<f16>
"func.func"() <{function_type = (tensor<8xf16>, tensor<8xf16>) -> tensor<f16>, sym_name = "vector_dot", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<8xf16>, %arg1: tensor<8xf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8xf16>, tensor<8xf16>) -> tensor<f16>
  "func.return"(%0) : (tensor<f16>) -> ()
}) : () -> ()

// -----

// einsum("xbmk,nbyk->bxmyn"): a batch dimension inside each operand, two free dimensions per
// side, the rhs's contracting dimension last: transposes, then reshapes.
// CHECK-LABEL: func.func public @batched_free_groups
// CHECK-NEXT: %[[A:.*]] = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<2x3x4x5xbf16>) -> tensor<3x2x4x5xbf16>
// CHECK-NEXT: %[[A2:.*]] = stablehlo.reshape %[[A]] : (tensor<3x2x4x5xbf16>) -> tensor<3x8x5xbf16>
// CHECK-NEXT: %[[B:.*]] = stablehlo.transpose %arg1, dims = [1, 3, 0, 2] : (tensor<6x3x7x5xbf16>) -> tensor<3x5x6x7xbf16>
// CHECK-NEXT: %[[B2:.*]] = stablehlo.reshape %[[B]] : (tensor<3x5x6x7xbf16>) -> tensor<3x5x42xbf16>
// CHECK-NEXT: %[[D:.*]] = lpf.dot %[[A2]], %[[B2]] acc(f32) {lpf.xla_f32_dot} : tensor<3x8x5xbf16>, tensor<3x5x42xbf16> -> tensor<3x8x42xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.reshape %[[D]] : (tensor<3x8x42xf32>) -> tensor<3x2x4x6x7xf32>
// CHECK-NEXT: lpf.convert %[[E]]
"func.func"() <{function_type = (tensor<2x3x4x5xbf16>, tensor<6x3x7x5xbf16>) -> tensor<3x2x4x6x7xbf16>, sym_name = "batched_free_groups", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<2x3x4x5xbf16>, %arg1: tensor<6x3x7x5xbf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<2x3x4x5xbf16>, tensor<6x3x7x5xbf16>) -> tensor<3x2x4x6x7xbf16>
  "func.return"(%0) : (tensor<3x2x4x6x7xbf16>) -> ()
}) : () -> ()

// -----

// Excess precision, stated only with excess-precision=xla: `(a @ b).astype(f32)` gets XLA's f32
// sum, skipping the bf16 rounding; the second user (the bf16 value returned) keeps it. By
// default every rounding the program writes is kept (XLA with
// --xla_allow_excess_precision=false).
// CHECK-LABEL: func.func public @excess_precision
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32)
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[D]] {{.*}} to tensor<4x3xbf16>
// CHECK-NEXT: %[[W:.*]] = lpf.convert %[[R]] {{.*}} to tensor<4x3xf32>
// CHECK-NEXT: return %[[W]], %[[R]] : tensor<4x3xf32>, tensor<4x3xbf16>
// EXCESS-LABEL: func.func public @excess_precision
// EXCESS-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32)
// EXCESS-NEXT: %[[R:.*]] = lpf.convert %[[D]] {{.*}} to tensor<4x3xbf16>
// EXCESS-NEXT: return %[[D]], %[[R]] : tensor<4x3xf32>, tensor<4x3xbf16>
"func.func"() <{function_type = (tensor<4x8xbf16>, tensor<8x3xbf16>) -> (tensor<4x3xf32>, tensor<4x3xbf16>), sym_name = "excess_precision", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xbf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xbf16>
  %1 = "stablehlo.convert"(%0) : (tensor<4x3xbf16>) -> tensor<4x3xf32>
  "func.return"(%1, %0) : (tensor<4x3xf32>, tensor<4x3xbf16>) -> ()
}) : () -> ()

// -----

// Only users: with excess-precision=xla no rounding is left at all.
// CHECK-LABEL: func.func public @excess_only
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32)
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[D]] {{.*}} to tensor<4x3xbf16>
// CHECK-NEXT: %[[W:.*]] = lpf.convert %[[R]] {{.*}} to tensor<4x3xf32>
// CHECK-NEXT: return %[[W]] : tensor<4x3xf32>
// EXCESS-LABEL: func.func public @excess_only
// EXCESS-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32)
// EXCESS-NEXT: return %[[D]] : tensor<4x3xf32>
"func.func"() <{function_type = (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xf32>, sym_name = "excess_only", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xbf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xbf16>
  %1 = "stablehlo.convert"(%0) : (tensor<4x3xbf16>) -> tensor<4x3xf32>
  "func.return"(%1) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// An f16 result keeps its rounding for a user that widens it (XLA skips only bf16's).
// CHECK-LABEL: func.func public @f16_keeps_rounding
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32)
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[D]] {{.*}} to tensor<4x3xf16>
// CHECK-NEXT: %[[W:.*]] = lpf.convert %[[R]] {{.*}} to tensor<4x3xf32>
// CHECK-NEXT: return %[[W]]
"func.func"() <{function_type = (tensor<4x8xf16>, tensor<8x3xf16>) -> tensor<4x3xf32>, sym_name = "f16_keeps_rounding", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf16>, %arg1: tensor<8x3xf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf16>, tensor<8x3xf16>) -> tensor<4x3xf16>
  %1 = "stablehlo.convert"(%0) : (tensor<4x3xf16>) -> tensor<4x3xf32>
  "func.return"(%1) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// An f8 result: f32 -> f16 -> f8E4M3FN, two roundings.
// CHECK-LABEL: func.func public @f8_result
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32) : tensor<4x8xf8E4M3FN>, tensor<8x3xf16> -> tensor<4x3xf32>
// CHECK-NEXT: %[[H:.*]] = lpf.convert %[[D]] {{.*}} : tensor<4x3xf32> to tensor<4x3xf16>
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[H]] {{.*}} : tensor<4x3xf16> to tensor<4x3xf8E4M3FN>
// CHECK-NEXT: return %[[R]]
"func.func"() <{function_type = (tensor<4x8xf8E4M3FN>, tensor<8x3xf16>) -> tensor<4x3xf8E4M3FN>, sym_name = "f8_result", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf8E4M3FN>, %arg1: tensor<8x3xf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf8E4M3FN>, tensor<8x3xf16>) -> tensor<4x3xf8E4M3FN>
  "func.return"(%0) : (tensor<4x3xf8E4M3FN>) -> ()
}) : () -> ()

// -----

// bf16 x bf16 into f16: XLA rounds into bf16 first.
// CHECK-LABEL: func.func public @bf16_into_f16
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32)
// CHECK-NEXT: %[[B:.*]] = lpf.convert %[[D]] {{.*}} : tensor<4x3xf32> to tensor<4x3xbf16>
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[B]] {{.*}} : tensor<4x3xbf16> to tensor<4x3xf16>
"func.func"() <{function_type = (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xf16>, sym_name = "bf16_into_f16", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xbf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xf16>
  "func.return"(%0) : (tensor<4x3xf16>) -> ()
}) : () -> ()

// -----

// Operands JAX widened itself (f32 dot_general into bf16): the narrow values feed lpf.dot, the
// converts go, and the f32 sum is rounded once.
// CHECK-LABEL: func.func public @widened_into_bf16
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f32) : tensor<4x8xf8E5M2>, tensor<8x3xbf16> -> tensor<4x3xf32>
// CHECK-NEXT: %[[R:.*]] = lpf.convert %[[D]] {{.*}} : tensor<4x3xf32> to tensor<4x3xbf16>
// CHECK-NEXT: return %[[R]]
"func.func"() <{function_type = (tensor<4x8xf8E5M2>, tensor<8x3xbf16>) -> tensor<4x3xbf16>, sym_name = "widened_into_bf16", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf8E5M2>, %arg1: tensor<8x3xbf16>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
  %1 = "stablehlo.convert"(%arg1) : (tensor<8x3xbf16>) -> tensor<8x3xf32>
  %2 = "stablehlo.dot_general"(%0, %1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xbf16>
  "func.return"(%2) : (tensor<4x3xbf16>) -> ()
}) : () -> ()

// -----

// An algorithm that states what XLA's CPU does (f32 accumulation, operands exact in the
// precision types): raised.
// CHECK-LABEL: func.func public @algorithm_f32
// CHECK-NEXT: lpf.dot %arg0, %arg1 acc(f32)
"func.func"() <{function_type = (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xf32>, sym_name = "algorithm_f32", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x3xbf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xf32>
  "func.return"(%0) : (tensor<4x3xf32>) -> ()
}) : () -> ()
