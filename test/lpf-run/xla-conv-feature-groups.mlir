// REQUIRES: xla
// lpf.conv with feature groups whose input holds NaN or infinity: XLA CPU's grouped convolution
// lets one group's non-finite input reach the other groups' outputs as NaN, so the StableHLO
// exit convolves each group on its own and concatenates (lpf-diff conv finding 2,
// fuzz/crashes/diff-conv/xla-feature-group-nan.mlir; issue 38). ref, llvm and xla agree.
// out3: bf16 into acc(f32), where a run-time check picks the form: the NaN fails the test of the
// plain f64 form (one grouped convolution, for finite operands only: issue 39) and the
// per-product form keeps the groups apart.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --backend xla --out-dir %t/xla | FileCheck %s
// RUN: cmp %t/ref/out0.npy %t/xla/out0.npy
// RUN: cmp %t/ref/out1.npy %t/xla/out1.npy
// RUN: cmp %t/ref/out2.npy %t/xla/out2.npy
// RUN: cmp %t/ref/out3.npy %t/xla/out3.npy
// RUN: cmp %t/ref/out0.npy %t/llvm/out0.npy
// CHECK: out0: tensor<1x1x2xf64> = {{\[\[\[}}3.0, nan]]]
// CHECK: out2: tensor<1x1x2xf32> = {{\[\[\[}}3.0, inf]]]
// CHECK: out3: tensor<1x1x2xf32> = {{\[\[\[}}3.0, nan]]]
func.func @main() -> (tensor<1x1x2xf64>, tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<1x1x2xf32>) {
  %x = lpf.constant dense<[[[1.0, 0x7FC0]]]> : tensor<1x1x2xbf16>
  %w = lpf.constant dense<[[[3.0, 5.0]]]> : tensor<1x1x2xbf16>
  %y = lpf.conv %x, %w acc(f64) {feature_group_count = 2 : i64} : tensor<1x1x2xbf16>, tensor<1x1x2xbf16> -> tensor<1x1x2xf64>
  %x8 = lpf.constant dense<[[[1.0, 0x80]]]> : tensor<1x1x2xf8E4M3FNUZ>
  %w8 = lpf.constant dense<[[[3.0, 5.0]]]> : tensor<1x1x2xf8E4M3FNUZ>
  %y8 = lpf.conv %x8, %w8 acc(f32) {feature_group_count = 2 : i64} : tensor<1x1x2xf8E4M3FNUZ>, tensor<1x1x2xf8E4M3FNUZ> -> tensor<1x1x2xf32>
  %xi = lpf.constant dense<[[[1.0, 0x7C00]]]> : tensor<1x1x2xf16>
  %yi = lpf.conv %xi, %w8 acc(f32) {feature_group_count = 2 : i64} : tensor<1x1x2xf16>, tensor<1x1x2xf8E4M3FNUZ> -> tensor<1x1x2xf32>
  %yb = lpf.conv %x, %w acc(f32) {feature_group_count = 2 : i64} : tensor<1x1x2xbf16>, tensor<1x1x2xbf16> -> tensor<1x1x2xf32>
  return %y, %y8, %yi, %yb : tensor<1x1x2xf64>, tensor<1x1x2xf32>, tensor<1x1x2xf32>, tensor<1x1x2xf32>
}
