// XLA CPU's convolution with feature_group_count > 1 spreads a NaN or infinity of one group's
// input channel into the other groups' outputs (as NaN), where lpf.conv's groups never meet:
// output channel 0 (group 0) reads input channel 0 only. ref, llvm and iree give [3, NaN] (f64
// and f8E4M3FNUZ) and [3, inf] (f16 inf); --backend xla gives [NaN, NaN] and [NaN, inf]. The
// StableHLO exit's one f64 stablehlo.convolution (lowering/to_stablehlo/conv.rs) keeps the
// feature_group_count; the per-kernel-position form (bf16/tf32/f32 operands into acc(f32)) and
// batch_group_count agree. lpf-diff, seed 4 programs 94 and 124 (issue 38).
func.func @main() -> (tensor<1x1x2xf64>, tensor<1x1x2xf32>, tensor<1x1x2xf32>) {
  %x = lpf.constant dense<[[[1.0, 0x7FC0]]]> : tensor<1x1x2xbf16>
  %w = lpf.constant dense<[[[3.0, 5.0]]]> : tensor<1x1x2xbf16>
  %y = lpf.conv %x, %w acc(f64) {feature_group_count = 2 : i64} : tensor<1x1x2xbf16>, tensor<1x1x2xbf16> -> tensor<1x1x2xf64>
  %x8 = lpf.constant dense<[[[1.0, 0x80]]]> : tensor<1x1x2xf8E4M3FNUZ>
  %w8 = lpf.constant dense<[[[3.0, 5.0]]]> : tensor<1x1x2xf8E4M3FNUZ>
  %y8 = lpf.conv %x8, %w8 acc(f32) {feature_group_count = 2 : i64} : tensor<1x1x2xf8E4M3FNUZ>, tensor<1x1x2xf8E4M3FNUZ> -> tensor<1x1x2xf32>
  %xi = lpf.constant dense<[[[1.0, 0x7C00]]]> : tensor<1x1x2xf16>
  %yi = lpf.conv %xi, %w8 acc(f32) {feature_group_count = 2 : i64} : tensor<1x1x2xf16>, tensor<1x1x2xf8E4M3FNUZ> -> tensor<1x1x2xf32>
  return %y, %y8, %yi : tensor<1x1x2xf64>, tensor<1x1x2xf32>, tensor<1x1x2xf32>
}
