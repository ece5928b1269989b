// RUN: lpf-opt %s --raise-stablehlo -split-input-file -verify-diagnostics
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | lpf-opt -split-input-file
// jax.nn.scaled_matmul has no CPU lowering in jax 0.10.2; the inputs are what it emits lowered
// for cuda, printed in generic form:
//   jax.jit(f).trace(*args).lower(lowering_platforms=("cuda",)).compiler_ir("stablehlo")
//      .operation.get_asm(print_generic_op_form=True)
// with f = lambda a, b, sa, sb: jax.nn.scaled_matmul(a, b, sa, sb, preferred_element_type=T)
// and the args named above each function (jax's private @_scaled_matmul wrapper inlined,
// module attributes dropped). python/tests/test_scaled_matmul.py generates such modules from the
// installed jax and runs them on XLA CPU through lpf.

// MX-FP8: a f8E4M3FN[1,4,64], b f8E5M2[1,3,64], sa f8E8M0FNU[1,4,2], sb f8E8M0FNU[1,3,2], T = f32.
// rhs [B, N, K] and its scales become [B, K, N] (lpf.scaled_dot's layout) by an exact transpose.
// CHECK-LABEL: func.func public @mx_fp8
// CHECK-NEXT: %[[B:.*]] = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<1x3x64xf8E5M2>) -> tensor<1x64x3xf8E5M2>
// CHECK-NEXT: %[[SB:.*]] = stablehlo.transpose %arg3, dims = [0, 2, 1] : (tensor<1x3x2xf8E8M0FNU>) -> tensor<1x2x3xf8E8M0FNU>
// CHECK-NEXT: %[[D:.*]] = lpf.scaled_dot %arg0 [%arg2], %[[B]] [%[[SB]]] block(32) acc(f32) : tensor<1x4x64xf8E4M3FN>, tensor<1x4x2xf8E8M0FNU>, tensor<1x64x3xf8E5M2>, tensor<1x2x3xf8E8M0FNU> -> tensor<1x4x3xf32>
// CHECK-NEXT: return %[[D]]
"func.func"() <{function_type = (tensor<1x4x64xf8E4M3FN>, tensor<1x3x64xf8E5M2>, tensor<1x4x2xf8E8M0FNU>, tensor<1x3x2xf8E8M0FNU>) -> tensor<1x4x3xf32>, sym_name = "mx_fp8", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<1x4x64xf8E4M3FN>, %arg1: tensor<1x3x64xf8E5M2>, %arg2: tensor<1x4x2xf8E8M0FNU>, %arg3: tensor<1x3x2xf8E8M0FNU>):
  %0 = "stablehlo.custom_call"(%arg0, %arg1, %arg2, %arg3) <{api_version = 2 : i32, backend_config = "{\22scaled_dot_backend_config\22: {\22lhs_batch_dimensions\22: [0], \22rhs_batch_dimensions\22: [0], \22dequantize_type\22: \22F32\22}}", call_target_name = "__op$block_scaled_dot", called_computations = [], has_side_effect = false, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]}> : (tensor<1x4x64xf8E4M3FN>, tensor<1x3x64xf8E5M2>, tensor<1x4x2xf8E8M0FNU>, tensor<1x3x2xf8E8M0FNU>) -> tensor<1x4x3xf32>
  "func.return"(%0) : (tensor<1x4x3xf32>) -> ()
}) : () -> ()

// -----

// NVFP4: a f4E2M1FN[2,4,64], b f4E2M1FN[2,3,64], sa f8E4M3FN[2,4,4], sb f8E4M3FN[2,3,4], T = f32;
// a batch of 2, blocks of 16. (jax.nn.scaled_dot_general applies NVFP4's per-tensor scales to
// the f32 result afterwards, with a stablehlo.multiply that stays.) The sharding on the call
// goes to the op that replaces it.
// CHECK-LABEL: func.func public @nvfp4
// CHECK: lpf.scaled_dot %arg0 [%arg2], %{{.*}} [%{{.*}}] block(16) acc(f32) {mhlo.sharding = "{replicated}"} : tensor<2x4x64xf4E2M1FN>, tensor<2x4x4xf8E4M3FN>, tensor<2x64x3xf4E2M1FN>, tensor<2x4x3xf8E4M3FN> -> tensor<2x4x3xf32>
"func.func"() <{function_type = (tensor<2x4x64xf4E2M1FN>, tensor<2x3x64xf4E2M1FN>, tensor<2x4x4xf8E4M3FN>, tensor<2x3x4xf8E4M3FN>) -> tensor<2x4x3xf32>, sym_name = "nvfp4", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<2x4x64xf4E2M1FN>, %arg1: tensor<2x3x64xf4E2M1FN>, %arg2: tensor<2x4x4xf8E4M3FN>, %arg3: tensor<2x3x4xf8E4M3FN>):
  %0 = "stablehlo.custom_call"(%arg0, %arg1, %arg2, %arg3) <{api_version = 2 : i32, backend_config = "{\22scaled_dot_backend_config\22: {\22lhs_batch_dimensions\22: [0], \22rhs_batch_dimensions\22: [0], \22dequantize_type\22: \22F32\22}}", call_target_name = "__op$block_scaled_dot", called_computations = [], has_side_effect = false, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]}> {mhlo.sharding = "{replicated}"} : (tensor<2x4x64xf4E2M1FN>, tensor<2x3x64xf4E2M1FN>, tensor<2x4x4xf8E4M3FN>, tensor<2x3x4xf8E4M3FN>) -> tensor<2x4x3xf32>
  "func.return"(%0) : (tensor<2x4x3xf32>) -> ()
}) : () -> ()

// -----

// T = bf16: the kernel rounds its f32 sum into bf16 in a way the call does not state.
// CHECK-LABEL: func.func public @bf16_result
// CHECK: stablehlo.custom_call
// CHECK-NOT: lpf.
"func.func"() <{function_type = (tensor<1x4x64xf8E4M3FN>, tensor<1x3x64xf8E5M2>, tensor<1x4x2xf8E8M0FNU>, tensor<1x3x2xf8E8M0FNU>) -> tensor<1x4x3xbf16>, sym_name = "bf16_result", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<1x4x64xf8E4M3FN>, %arg1: tensor<1x3x64xf8E5M2>, %arg2: tensor<1x4x2xf8E8M0FNU>, %arg3: tensor<1x3x2xf8E8M0FNU>):
  // expected-remark @+1 {{raise-stablehlo: 'stablehlo.custom_call' left as it is: the result is tensor<1x4x3xbf16>: the kernel's rounding of its f32 sum into a narrower result is not stated}}
  %0 = "stablehlo.custom_call"(%arg0, %arg1, %arg2, %arg3) <{api_version = 2 : i32, backend_config = "{\22scaled_dot_backend_config\22: {\22lhs_batch_dimensions\22: [0], \22rhs_batch_dimensions\22: [0], \22dequantize_type\22: \22BF16\22}}", call_target_name = "__op$block_scaled_dot", called_computations = [], has_side_effect = false, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]}> : (tensor<1x4x64xf8E4M3FN>, tensor<1x3x64xf8E5M2>, tensor<1x4x2xf8E8M0FNU>, tensor<1x3x2xf8E8M0FNU>) -> tensor<1x4x3xbf16>
  "func.return"(%0) : (tensor<1x4x3xbf16>) -> ()
}) : () -> ()

// -----

// Hand-written (jax always emits the scales of one MX/NVFP4 pair): E8M0 scales on one side and
// E4M3 on the other are neither MX nor NVFP4.
// CHECK-LABEL: func.func public @mixed_scales
// CHECK: stablehlo.custom_call
"func.func"() <{function_type = (tensor<1x4x64xf8E4M3FN>, tensor<1x3x64xf8E4M3FN>, tensor<1x4x2xf8E8M0FNU>, tensor<1x3x2xf8E4M3FN>) -> tensor<1x4x3xf32>, sym_name = "mixed_scales", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<1x4x64xf8E4M3FN>, %arg1: tensor<1x3x64xf8E4M3FN>, %arg2: tensor<1x4x2xf8E8M0FNU>, %arg3: tensor<1x3x2xf8E4M3FN>):
  // expected-remark @+1 {{are not an MX (E8M0 scales) or NVFP4 (E4M3 scales) pair}}
  %0 = "stablehlo.custom_call"(%arg0, %arg1, %arg2, %arg3) <{api_version = 2 : i32, backend_config = "{\22scaled_dot_backend_config\22: {\22lhs_batch_dimensions\22: [0], \22rhs_batch_dimensions\22: [0], \22dequantize_type\22: \22F32\22}}", call_target_name = "__op$block_scaled_dot", called_computations = [], has_side_effect = false, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]}> : (tensor<1x4x64xf8E4M3FN>, tensor<1x3x64xf8E4M3FN>, tensor<1x4x2xf8E8M0FNU>, tensor<1x3x2xf8E4M3FN>) -> tensor<1x4x3xf32>
  "func.return"(%0) : (tensor<1x4x3xf32>) -> ()
}) : () -> ()

// -----

// A custom call of another target is not this pass's business: no remark, unchanged.
// CHECK-LABEL: func.func public @other_target
// CHECK: stablehlo.custom_call @Sharding(%arg0)
"func.func"() <{function_type = (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf8E4M3FN>, sym_name = "other_target", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4x8xf8E4M3FN>):
  %0 = "stablehlo.custom_call"(%arg0) <{call_target_name = "Sharding"}> : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf8E4M3FN>
  "func.return"(%0) : (tensor<4x8xf8E4M3FN>) -> ()
}) : () -> ()

// -----

// f = lambda a, b, sa, sb: jax.lax.scaled_dot(a, b, lhs_scale=sa, rhs_scale=sb,
// preferred_element_type=jnp.float32) (any platform), a f8E4M3FN[1,4,64], b f8E4M3FN[1,64,3],
// sa f8E8M0FNU[1,4,2], sb f8E8M0FNU[1,2,3]; its decomposition function is a stand-in here
// (StableHLO's verifier wants one of the composite's type).
// CHECK-LABEL: func.func public @composite
// CHECK: stablehlo.composite
// CHECK-NOT: lpf.
"func.func"() <{function_type = (tensor<1x4x64xf8E4M3FN>, tensor<1x64x3xf8E4M3FN>, tensor<1x4x2xf8E8M0FNU>, tensor<1x2x3xf8E8M0FNU>) -> tensor<1x4x3xf32>, sym_name = "composite", sym_visibility = "public"}> ({
^bb0(%arg4: tensor<1x4x64xf8E4M3FN>, %arg5: tensor<1x64x3xf8E4M3FN>, %arg6: tensor<1x4x2xf8E8M0FNU>, %arg7: tensor<1x2x3xf8E8M0FNU>):
  // expected-remark @+1 {{raise-stablehlo: 'stablehlo.composite' left as it is: XLA CPU runs this composite's decomposition, which jax writes as a bf16 multiply and a bf16 dot_general}}
  %13 = "stablehlo.composite"(%arg4, %arg5, %arg6, %arg7) <{composite_attributes = {dimension_numbers = [[[2], [1]], [[0], [0]]], preferred_element_type = f32}, decomposition = @xla.scaled_dot, name = "xla.scaled_dot", version = 0 : i32}> : (tensor<1x4x64xf8E4M3FN>, tensor<1x64x3xf8E4M3FN>, tensor<1x4x2xf8E8M0FNU>, tensor<1x2x3xf8E8M0FNU>) -> tensor<1x4x3xf32>
  "func.return"(%13) : (tensor<1x4x3xf32>) -> ()
}) : () -> ()
"func.func"() <{function_type = (tensor<1x4x64xf8E4M3FN>, tensor<1x64x3xf8E4M3FN>, tensor<1x4x2xf8E8M0FNU>, tensor<1x2x3xf8E8M0FNU>) -> tensor<1x4x3xf32>, sym_name = "xla.scaled_dot", sym_visibility = "private"}> ({
^bb0(%arg4: tensor<1x4x64xf8E4M3FN>, %arg5: tensor<1x64x3xf8E4M3FN>, %arg6: tensor<1x4x2xf8E8M0FNU>, %arg7: tensor<1x2x3xf8E8M0FNU>):
  %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<1x4x3xf32>}> : () -> tensor<1x4x3xf32>
  "func.return"(%0) : (tensor<1x4x3xf32>) -> ()
}) : () -> ()

// -----

// The end of jax's MX quantisation (jax.nn.scaled_dot_general with the mxfp8 config, lowered
// for cuda): scale codes computed in ui8 become E8M0 by a bitcast, which stays.
// CHECK-LABEL: func.func public @mx_scale_bitcast
// CHECK: stablehlo.bitcast_convert
"func.func"() <{function_type = (tensor<1x4x2xui8>) -> tensor<1x4x2xf8E8M0FNU>, sym_name = "mx_scale_bitcast", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<1x4x2xui8>):
  // expected-remark @+1 {{raise-stablehlo: 'stablehlo.bitcast_convert' left as it is: a bitcast reinterprets bits and stays StableHLO. JAX's MX quantisation}}
  %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<1x4x2xui8>) -> tensor<1x4x2xf8E8M0FNU>
  "func.return"(%0) : (tensor<1x4x2xf8E8M0FNU>) -> ()
}) : () -> ()
