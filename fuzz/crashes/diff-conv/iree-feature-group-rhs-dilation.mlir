// IREE (--backend iree) with feature_group_count 3, lhs_dilation 2 and rhs_dilation 2: one NaN
// (f8E4M3FN 0x7F) at lhs position 16, channel 8 (group 2) makes outputs 29 and 31 of group 2's
// channels 4 and 5 NaN, where ref, llvm and xla give +0: those windows (dilated positions
// p, p + 2, p + 4) skip the NaN's dilated position 32, which falls in a gap of the dilated
// kernel, as in iree-batch-group-rhs-dilation.mlir (without the lhs_dilation, P = 23, outputs
// 13 and 15 are NaN the same way). Every other lhs element is 1.0.
//   lpf-run iree-feature-group-rhs-dilation.mlir --arg iree-feature-group-nan-lhs.npy \
//       --arg iree-feature-group-kernel.npy --backend iree --out-dir out
// lpf-diff, seed 6 program 157, its lhs minimised to the one NaN (issue 38).
func.func @main(%a0: tensor<1x27x9xf8E4M3FN>, %a1: tensor<3x3x6x!lpf.sf<2>>) -> tensor<1x49x6xf64> {
  %v1 = lpf.conv %a0, %a1 acc(f64) {lhs_dilation = array<i64: 2>, rhs_dilation = array<i64: 2>, feature_group_count = 3 : i64} : tensor<1x27x9xf8E4M3FN>, tensor<3x3x6x!lpf.sf<2>> -> tensor<1x49x6xf64>
  return %v1 : tensor<1x49x6xf64>
}
