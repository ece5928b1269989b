// An SF16 GEMV as the Atreides chip computes it: SuperFloat-16 weights times an SF16 vector
// with the SF16 hardware accumulation (truncated products, saturation at every step,
// atreides.md 4), beside the same product accumulated in f32 for comparison.
//
//   lpf-run examples/sf16_gemv.mlir --arg w.npy --arg x.npy [--out-dir out]
//   w.npy: uint16 (8, 16) SF16 codes, x.npy: uint16 (16, 1) SF16 codes (sign-magnitude, grid 2^-15)
// Results: out0 = SF16 hardware result (8, 1), out1 = f32-accumulated result (8, 1).
func.func @main(%w: tensor<8x16x!lpf.sf<16>>, %x: tensor<16x1x!lpf.sf<16>>)
    -> (tensor<8x1x!lpf.sf<16>>, tensor<8x1xf32>) {
  %hw = lpf.dot %w, %x acc(!lpf.sf<16>)
      : tensor<8x16x!lpf.sf<16>>, tensor<16x1x!lpf.sf<16>> -> tensor<8x1x!lpf.sf<16>>
  %f32 = lpf.dot %w, %x acc(f32) : tensor<8x16x!lpf.sf<16>>, tensor<16x1x!lpf.sf<16>> -> tensor<8x1xf32>
  return %hw, %f32 : tensor<8x1x!lpf.sf<16>>, tensor<8x1xf32>
}
