// An FP8 attention-score block: bf16 activations (queries) times f8E4M3FN weights (keys), f32
// accumulation in k order, scaled by 1/sqrt(d) = 0.125 in f32, and one explicit rounding to a
// bf16 result (formats.md 3: a narrower result is one final convert, never a narrow accumulator).
//
//   lpf-run examples/fp8_attention_scores.mlir --arg q.npy --arg k.npy [--out-dir out]
//   q.npy: uint16 (8, 64) bf16 bit patterns, k.npy: uint8 (64, 16) f8E4M3FN bit patterns
// Result: out0 = bf16 scores (8, 16), written as uint16 bit patterns.
func.func @main(%q: tensor<8x64xbf16>, %k: tensor<64x16xf8E4M3FN>) -> tensor<8x16xbf16> {
  %s = lpf.dot %q, %k acc(f32) : tensor<8x64xbf16>, tensor<64x16xf8E4M3FN> -> tensor<8x16xf32>
  %scale = lpf.constant dense<0.125> : tensor<8x16xf32>
  %scaled = lpf.mul %s, %scale : tensor<8x16xf32>
  %out = lpf.convert %scaled : tensor<8x16xf32> to tensor<8x16xbf16>
  return %out : tensor<8x16xbf16>
}
