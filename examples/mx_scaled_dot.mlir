// An MXFP4 matmul (block-scaled f4E2M1FN with E8M0 scales, f32 accumulation) followed by an
// explicit narrowing convert. lpf-decompose-scaled-dot turns the scaled_dot into the exact
// dequantisation + dot that exits without a native block-scaled contraction use.
func.func @mx_matmul(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x2xf8E8M0FNU>,
                     %b: tensor<64x8xf4E2M1FN>, %bs: tensor<2x8xf8E8M0FNU>) -> tensor<4x8xbf16> {
  %acc = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32)
         : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  %out = lpf.convert %acc : tensor<4x8xf32> to tensor<4x8xbf16>
  return %out : tensor<4x8xbf16>
}
