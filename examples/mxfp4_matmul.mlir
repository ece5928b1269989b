// MX-FP4 matmul: both f32 operands are quantised to OCP MX f4E2M1FN (blocks of 32 along the
// contracted dimension, E8M0 scales), multiplied block-scaled with f32 accumulation, and
// returned beside the exact-input f32 product, so the quantisation error is visible.
//
//   lpf-run examples/mxfp4_matmul.mlir --arg a.npy --arg b.npy [--out-dir out]
//   a.npy: float32 (4, 64), b.npy: float32 (64, 8)
// Results: out0 = the MX-FP4 product, out1 = the f32 product of the unquantised inputs.
func.func @main(%a: tensor<4x64xf32>, %b: tensor<64x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  // a is blocked along its last dimension (K), b along its first (K): the scale tensors say which.
  %qa, %sa = lpf.quantize_block %a block(32)
      : tensor<4x64xf32> -> tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>
  %qb, %sb = lpf.quantize_block %b block(32)
      : tensor<64x8xf32> -> tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU>
  %mx = lpf.scaled_dot %qa [%sa], %qb [%sb] block(32) acc(f32)
      : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  %exact = lpf.dot %a, %b acc(f32) : tensor<4x64xf32>, tensor<64x8xf32> -> tensor<4x8xf32>
  return %mx, %exact : tensor<4x8xf32>, tensor<4x8xf32>
}
