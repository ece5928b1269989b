// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file | FileCheck %s

// MX quantize_block (E8M0 scales): the block's amax is an integer maximum over the magnitudes'
// f64 bit patterns (NaN > inf > finite), reduced over a new block axis; the scale comes from the
// exponent field; elements are v * 2^-shared_exp rounded once by the emulated encoder.
// CHECK-LABEL: func.func @mx(%arg0: tensor<3x64xf32>) -> (tensor<3x64xf8E4M3FN>, tensor<3x2xf8E8M0FNU>)
// CHECK: call @{{__lpf_quantize_block_[0-9a-f]+}}(%arg0) : (tensor<3x64xf32>) -> (tensor<3x64xf8E4M3FN>, tensor<3x2xf8E8M0FNU>)
// CHECK: func.func private @__lpf_quantize_block_
// CHECK: stablehlo.reshape %{{.*}} : (tensor<3x64xi64>) -> tensor<3x2x32xi64>
// CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.maximum across dimensions = [2]
// CHECK: stablehlo.count_leading_zeros
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<3x2xui8>) -> tensor<3x2xf8E8M0FNU>
// CHECK: stablehlo.multiply %{{.*}}, %{{.*}} : tensor<3x64xf64>
func.func @mx(%x: tensor<3x64xf32>) -> (tensor<3x64xf8E4M3FN>, tensor<3x2xf8E8M0FNU>) {
  %q, %e = lpf.quantize_block %x block(32) scale_rounding(even) : tensor<3x64xf32> -> tensor<3x64xf8E4M3FN>, tensor<3x2xf8E8M0FNU>
  return %q, %e : tensor<3x64xf8E4M3FN>, tensor<3x2xf8E8M0FNU>
}

// -----

// NVFP4 (E4M3 scales, per-tensor scale g): s = amax / (6 g) and v / (s g) are f64 divisions of
// exact values, each rounded once by the emulated encoder.
// CHECK-LABEL: func.func @nvfp4(%arg0: tensor<2x32xf32>, %arg1: tensor<f32>) -> (tensor<2x32xf4E2M1FN>, tensor<2x2xf8E4M3FN>)
// CHECK: func.func private @__lpf_quantize_block_
// CHECK: stablehlo.divide %{{.*}}, %{{.*}} : tensor<2x2xf64>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<2x2xui8>) -> tensor<2x2xf8E4M3FN>
// CHECK: stablehlo.divide %{{.*}}, %{{.*}} : tensor<2x32xf64>
func.func @nvfp4(%x: tensor<2x32xf32>, %g: f32) -> (tensor<2x32xf4E2M1FN>, tensor<2x2xf8E4M3FN>) {
  %q, %s = lpf.quantize_block %x, %g block(16) : tensor<2x32xf32>, f32 -> tensor<2x32xf4E2M1FN>, tensor<2x2xf8E4M3FN>
  return %q, %s : tensor<2x32xf4E2M1FN>, tensor<2x2xf8E4M3FN>
}

// -----

// FP6 elements travel as their codes (XLA cannot compile FP6 types); blocked along dimension 0.
// CHECK-LABEL: func.func @fp6(%arg0: tensor<64x3xbf16>) -> (tensor<64x3xui8>, tensor<2x3xf8E8M0FNU>)
// CHECK: stablehlo.reshape %{{.*}} : (tensor<64x3xi64>) -> tensor<2x32x3xi64>
// CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.maximum across dimensions = [1]
func.func @fp6(%x: tensor<64x3xbf16>) -> (tensor<64x3xf6E3M2FN>, tensor<2x3xf8E8M0FNU>) {
  %q, %e = lpf.quantize_block %x block(32) : tensor<64x3xbf16> -> tensor<64x3xf6E3M2FN>, tensor<2x3xf8E8M0FNU>
  return %q, %e : tensor<64x3xf6E3M2FN>, tensor<2x3xf8E8M0FNU>
}
