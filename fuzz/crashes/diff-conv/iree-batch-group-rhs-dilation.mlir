// IREE (the StableHLO exit on --backend iree) with batch_group_count > 1 and rhs_dilation > 1:
// a non-finite lhs element in a gap of the dilated window (which lpf.conv never reads: "kernel
// dilation adds no terms", docs/dialect.md) makes the output NaN, as if the dilated kernel
// were materialised with +0 in its gaps (inf x 0). out2's second output reads image 1 at
// positions 0 and 2 only (1 + 1 = 2), inf sits at position 1: ref, llvm, xla give 2, iree NaN.
// Without batch groups (out0 bf16 acc(f64), out1 f8E4M3FN acc(f32)) iree agrees. lpf-diff,
// seed 4 program 323, minimised from its data (issue 38).
func.func @main() -> (tensor<1x1x1xf64>, tensor<1x1x1xf32>, tensor<1x1x2xf64>) {
  %x = lpf.constant dense<[[[1.0], [0x7F80], [1.0]]]> : tensor<1x3x1xbf16>
  %w = lpf.constant dense<[[[1.0]], [[1.0]]]> : tensor<2x1x1xbf16>
  %y = lpf.conv %x, %w acc(f64) {rhs_dilation = array<i64: 2>} : tensor<1x3x1xbf16>, tensor<2x1x1xbf16> -> tensor<1x1x1xf64>
  %x8 = lpf.constant dense<[[[1.0], [0x7F], [1.0]]]> : tensor<1x3x1xf8E4M3FN>
  %w8 = lpf.constant dense<[[[1.0]], [[1.0]]]> : tensor<2x1x1xf8E4M3FN>
  %y8 = lpf.conv %x8, %w8 {rhs_dilation = array<i64: 2>} : tensor<1x3x1xf8E4M3FN>, tensor<2x1x1xf8E4M3FN> -> tensor<1x1x1xf32>
  %xb = lpf.constant dense<[[[1.0], [2.0], [1.0]], [[1.0], [0x7F80], [1.0]]]> : tensor<2x3x1xbf16>
  %wb = lpf.constant dense<[[[1.0, 1.0]], [[1.0, 1.0]]]> : tensor<2x1x2xbf16>
  %yb = lpf.conv %xb, %wb acc(f64) {rhs_dilation = array<i64: 2>, batch_group_count = 2 : i64} : tensor<2x3x1xbf16>, tensor<2x1x2xbf16> -> tensor<1x1x2xf64>
  return %y, %y8, %yb : tensor<1x1x1xf64>, tensor<1x1x1xf32>, tensor<1x1x2xf64>
}
