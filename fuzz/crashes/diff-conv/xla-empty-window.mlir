// lpf.conv with an empty window (W = 0, K = 0 terms: every output is the empty sum, +0), which
// the verifier accepts (P = (E - 0) / stride + 1). ref and llvm give five +0; the StableHLO
// exit (--backend xla, iree) refuses it with "[E0915] ... internal error: generated StableHLO
// for __lpf_conv_... does not parse" ("expects window to have positive value for 0-th window
// dimension, but got 0"). lpf-diff, seed 3 programs 80, 131, 135, 184 (issue 38).
func.func @main() -> tensor<1x5x3xf32> {
  %x = lpf.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]]> : tensor<1x4x2xbf16>
  %w = lpf.constant dense<> : tensor<0x2x3xbf16>
  %y = lpf.conv %x, %w acc(f32) : tensor<1x4x2xbf16>, tensor<0x2x3xbf16> -> tensor<1x5x3xf32>
  return %y : tensor<1x5x3xf32>
}
