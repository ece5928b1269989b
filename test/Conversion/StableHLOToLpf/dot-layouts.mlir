// RUN: lpf-opt %s --raise-stablehlo -split-input-file -verify-diagnostics
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | lpf-opt -split-input-file
// A dot_general in another matmul layout (batch dimensions anywhere, one free and one
// contracting dimension per side; other groupings: dots.mlir) becomes lpf.dot after stablehlo.transpose of the operands
// that are not [B..., M, K] / [B..., K, N] (exact data movements). dot_general's result is
// [batch..., lhs free, rhs free], which is lpf.dot's. Inputs: jax 0.10.2's generic form of
// f = lambda a, b: jnp.einsum(EQ, a, b, preferred_element_type=jnp.float32) with EQ and the
// operands above each function. python/tests/test_raise_roundtrip.py runs such dots through
// raise + lower on XLA (within the SFEP-0054 §8 bound).

// EQ = "mk,nk->mn", a f8E4M3FN[4,8], b f8E4M3FN[3,8] (a @ b.T): only the rhs moves.
// CHECK-LABEL: func.func public @rhs_transposed
// CHECK-NEXT: %[[B:.*]] = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x8xf8E4M3FN>) -> tensor<8x3xf8E4M3FN>
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %[[B]] acc(f32) : tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf32>
// CHECK-NEXT: return %[[D]]
"func.func"() <{function_type = (tensor<4x8xf8E4M3FN>, tensor<3x8xf8E4M3FN>) -> tensor<4x3xf32>, sym_name = "rhs_transposed", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf8E4M3FN>, %arg1: tensor<3x8xf8E4M3FN>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf8E4M3FN>, tensor<3x8xf8E4M3FN>) -> tensor<4x3xf32>
  "func.return"(%0) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// EQ = "km,kn->mn", a f8E4M3FN[8,4], b f8E5M2[8,3] (a.T @ b): only the lhs moves.
// CHECK-LABEL: func.func public @lhs_transposed
// CHECK-NEXT: %[[A:.*]] = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x4xf8E4M3FN>) -> tensor<4x8xf8E4M3FN>
// CHECK-NEXT: %[[D:.*]] = lpf.dot %[[A]], %arg1 acc(f32) : tensor<4x8xf8E4M3FN>, tensor<8x3xf8E5M2> -> tensor<4x3xf32>
"func.func"() <{function_type = (tensor<8x4xf8E4M3FN>, tensor<8x3xf8E5M2>) -> tensor<4x3xf32>, sym_name = "lhs_transposed", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<8x4xf8E4M3FN>, %arg1: tensor<8x3xf8E5M2>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4xf8E4M3FN>, tensor<8x3xf8E5M2>) -> tensor<4x3xf32>
  "func.return"(%0) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// EQ = "mbk,bkn->bmn", a f16[4,2,8], b f16[2,8,3]: the lhs's batch dimension is not leading.
// CHECK-LABEL: func.func public @batch_inner
// CHECK-NEXT: %[[A:.*]] = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<4x2x8xf16>) -> tensor<2x4x8xf16>
// CHECK-NEXT: %[[D:.*]] = lpf.dot %[[A]], %arg1 acc(f32) {lpf.xla_f32_dot} : tensor<2x4x8xf16>, tensor<2x8x3xf16> -> tensor<2x4x3xf32>
"func.func"() <{function_type = (tensor<4x2x8xf16>, tensor<2x8x3xf16>) -> tensor<2x4x3xf32>, sym_name = "batch_inner", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x2x8xf16>, %arg1: tensor<2x8x3xf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x2x8xf16>, tensor<2x8x3xf16>) -> tensor<2x4x3xf32>
  "func.return"(%0) : (tensor<2x4x3xf32>) -> ()
}) : () -> ()

// -----

// EQ = "mk,nk->mn", a bf16[4,8], b f8E4M3FN[3,8]: jax widens both to f32; the rhs's f8 value
// (behind its convert) is what moves, and both converts go.
// CHECK-LABEL: func.func public @widened
// CHECK-NEXT: %[[B:.*]] = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x8xf8E4M3FN>) -> tensor<8x3xf8E4M3FN>
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %[[B]] acc(f32) : tensor<4x8xbf16>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf32>
// CHECK-NEXT: return %[[D]]
"func.func"() <{function_type = (tensor<4x8xbf16>, tensor<3x8xf8E4M3FN>) -> tensor<4x3xf32>, sym_name = "widened", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<3x8xf8E4M3FN>):
  %0 = "stablehlo.convert"(%arg0) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  %1 = "stablehlo.convert"(%arg1) : (tensor<3x8xf8E4M3FN>) -> tensor<3x8xf32>
  %2 = "stablehlo.dot_general"(%0, %1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<3x8xf32>) -> tensor<4x3xf32>
  "func.return"(%2) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// A native bf16 operand in a transposed layout (x @ w.T as flax and PyTorch exports write it).
// bf16 x bf16 -> f32 is XLA's bf16 kernel: the dot is marked so (hlo_defined/bf16_dot.rs).
// CHECK-LABEL: func.func public @bf16_transposed
// CHECK-NEXT: %[[B:.*]] = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x8xbf16>) -> tensor<8x3xbf16>
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %[[B]] acc(f32) {lpf.xla_bf16_dot} : tensor<4x8xbf16>, tensor<8x3xbf16> -> tensor<4x3xf32>
// CHECK-NEXT: return %[[D]]
"func.func"() <{function_type = (tensor<4x8xbf16>, tensor<3x8xbf16>) -> tensor<4x3xf32>, sym_name = "bf16_transposed", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<3x8xbf16>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<4x8xbf16>, tensor<3x8xbf16>) -> tensor<4x3xf32>
  "func.return"(%0) : (tensor<4x3xf32>) -> ()
}) : () -> ()

// -----

// EQ = "abmk,bakn->abmn", a f8E4M3FN[2,3,8,4], b f8E4M3FN[3,2,4,5]: batch dimensions paired in
// another order on the rhs (lhs [0, 1] with rhs [1, 0]); the rhs is permuted into the lhs's
// batch order, which is the result's.
// CHECK-LABEL: func.func public @batch_pairs
// CHECK-NEXT: %[[B:.*]] = stablehlo.transpose %arg1, dims = [1, 0, 2, 3] : (tensor<3x2x4x5xf8E4M3FN>) -> tensor<2x3x4x5xf8E4M3FN>
// CHECK-NEXT: %[[D:.*]] = lpf.dot %arg0, %[[B]] acc(f32) : tensor<2x3x8x4xf8E4M3FN>, tensor<2x3x4x5xf8E4M3FN> -> tensor<2x3x8x5xf32>
"func.func"() <{function_type = (tensor<2x3x8x4xf8E4M3FN>, tensor<3x2x4x5xf8E4M3FN>) -> tensor<2x3x8x5xf32>, sym_name = "batch_pairs", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<2x3x8x4xf8E4M3FN>, %arg1: tensor<3x2x4x5xf8E4M3FN>):
  %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [1, 0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x8x4xf8E4M3FN>, tensor<3x2x4x5xf8E4M3FN>) -> tensor<2x3x8x5xf32>
  "func.return"(%0) : (tensor<2x3x8x5xf32>) -> ()
}) : () -> ()
