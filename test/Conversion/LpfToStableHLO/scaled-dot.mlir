// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file | FileCheck %s
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-scaled-dot=composite -split-input-file | FileCheck %s --check-prefix=COMPOSITE

// MX-FP4 scaled_dot: lpf-decompose-scaled-dot first, then each dequantize_block is convert /
// broadcast the block scales / multiply (exactly, in f64, rounded once to f32), and the dot is an
// f32 dot_general; the NVFP4-style per-tensor scale is one more (exact-emulated) multiply.
// CHECK-LABEL: func.func @mx(%arg0: tensor<3x64xf4E2M1FN>, %arg1: tensor<3x2xf8E8M0FNU>, %arg2: tensor<64x5xf4E2M1FN>, %arg3: tensor<2x5xf8E8M0FNU>) -> tensor<3x5xf32>
// CHECK: %[[DA:[0-9]+]] = call @[[DQA:__lpf_dequantize_block_[0-9a-f]+]](%arg0, %arg1)
// CHECK: %[[DB:[0-9]+]] = call @[[DQB:__lpf_dequantize_block_[0-9a-f]+]](%arg2, %arg3)
// CHECK: %[[D:[0-9]+]] = call @{{__lpf_dot_(checked_|native_)?[0-9a-f]+}}(%[[DA]], %[[DB]]) : (tensor<3x64xf32>, tensor<64x5xf32>) -> tensor<3x5xf32>
// CHECK: func.func private @[[DQA]](
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [0, 1] : (tensor<3x2xf64>) -> tensor<3x2x32xf64>
// CHECK: stablehlo.reshape %{{.*}} : (tensor<3x2x32xf64>) -> tensor<3x64xf64>
// CHECK: stablehlo.multiply %{{.*}}, %{{.*}} : tensor<3x64xf64>
// CHECK: func.func private @[[DQB]](
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [0, 2] : (tensor<2x5xf64>) -> tensor<2x32x5xf64>
// CHECK: stablehlo.reshape %{{.*}} : (tensor<2x32x5xf64>) -> tensor<64x5xf64>
// On request, the form jax.lax.scaled_dot emits: a composite whose decomposition is lowered as above.
// COMPOSITE-LABEL: func.func @mx(%arg0: tensor<3x64xf4E2M1FN>, %arg1: tensor<3x2xf8E8M0FNU>, %arg2: tensor<64x5xf4E2M1FN>, %arg3: tensor<2x5xf8E8M0FNU>) -> tensor<3x5xf32>
// COMPOSITE: stablehlo.composite "xla.scaled_dot" %arg0, %arg2, %arg1, %arg3 {composite_attributes = {dimension_numbers = {{\[\[\[1\], \[0\]\], \[\[\], \[\]\]\]}}, preferred_element_type = f32}, decomposition = @[[DEC:__lpf_scaled_dot_decomposition_[0-9a-f]+]]}
// COMPOSITE: func.func private @[[DEC]](
// COMPOSITE: call @{{__lpf_dequantize_block_[0-9a-f]+}}
// COMPOSITE: call @{{__lpf_dot_(checked_|native_)?[0-9a-f]+}}
func.func @mx(%a: tensor<3x64xf4E2M1FN>, %as: tensor<3x2xf8E8M0FNU>, %b: tensor<64x5xf4E2M1FN>, %bs: tensor<2x5xf8E8M0FNU>) -> tensor<3x5xf32> {
  %c = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32)
     : tensor<3x64xf4E2M1FN>, tensor<3x2xf8E8M0FNU>, tensor<64x5xf4E2M1FN>, tensor<2x5xf8E8M0FNU> -> tensor<3x5xf32>
  return %c : tensor<3x5xf32>
}

// -----

// A per-tensor scale has no composite operand: decomposed as usual.
// COMPOSITE-LABEL: func.func @nvfp4(
// COMPOSITE-NOT: stablehlo.composite
// CHECK-LABEL: func.func @nvfp4({{.*}}, %arg4: tensor<f32>) -> tensor<2x3xf32>
// CHECK: %[[D:[0-9]+]] = call @{{__lpf_dot_(checked_|native_)?[0-9a-f]+}}
// CHECK: %[[S:[0-9]+]] = call @{{__lpf_tensor_[0-9a-f]+}}(%arg4) : (tensor<f32>) -> tensor<2x3xf32>
// CHECK: call @{{__lpf_multiply_[0-9a-f]+}}(%[[D]], %[[S]])
func.func @nvfp4(%a: tensor<2x32xf4E2M1FN>, %as: tensor<2x2xf8E4M3FN>, %b: tensor<32x3xf4E2M1FN>, %bs: tensor<2x3xf8E4M3FN>, %g: f32) -> tensor<2x3xf32> {
  %c = lpf.scaled_dot %a [%as], %b [%bs], %g block(16) acc(f32)
     : tensor<2x32xf4E2M1FN>, tensor<2x2xf8E4M3FN>, tensor<32x3xf4E2M1FN>, tensor<2x3xf8E4M3FN>, f32 -> tensor<2x3xf32>
  return %c : tensor<2x3xf32>
}
