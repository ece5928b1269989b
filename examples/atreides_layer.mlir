// A SuperFloat layer as the Atreides chip runs it: SF8 weights (widened exactly to SF16) times an
// SF16 activation vector with the SF16 hardware accumulation (truncated products, saturation at
// every step, atreides.md 4), plus an SF16 bias (exact add, then saturate).
//
//   lpf-run examples/atreides_layer.mlir --arg w.npy --arg x.npy --arg b.npy [--backend atreides --cycles]
//   lpf-opt examples/atreides_layer.mlir --lower-to-atreides
//   lpf-translate --atreides-to-asm examples/atreides_layer.mlir
//   w.npy: uint8 (32, 16) SF8 codes; x.npy: uint16 (16, 1) and b.npy: uint16 (32, 1) SF16 codes.
func.func @main(%w: tensor<32x16x!lpf.sf<8>>, %x: tensor<16x1x!lpf.sf<16>>, %b: tensor<32x1x!lpf.sf<16>>)
    -> tensor<32x1x!lpf.sf<16>> {
  %y = lpf.dot %w, %x acc(!lpf.sf<16>)
      : tensor<32x16x!lpf.sf<8>>, tensor<16x1x!lpf.sf<16>> -> tensor<32x1x!lpf.sf<16>>
  %z = lpf.add %y, %b : tensor<32x1x!lpf.sf<16>>
  return %z : tensor<32x1x!lpf.sf<16>>
}
