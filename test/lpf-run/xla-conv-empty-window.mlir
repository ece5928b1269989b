// REQUIRES: xla
// An lpf.conv with an empty window (W = 0: no terms, every output the empty sum +0), which the
// verifier accepts. The StableHLO exit writes it as a +0 constant: StableHLO's convolution takes
// no window dimension of size 0, and the exit refused it with an internal error (lpf-diff,
// fuzz/crashes/diff-conv/xla-empty-window.mlir; issue 38). The same bits on ref, llvm and xla.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --backend xla --out-dir %t/xla | FileCheck %s
// RUN: cmp %t/ref/out0.npy %t/llvm/out0.npy
// RUN: cmp %t/ref/out0.npy %t/xla/out0.npy
// CHECK: out0: tensor<1x5x3xf32> = {{\[\[\[}}0.0, 0.0, 0.0], [0.0, 0.0, 0.0]
func.func @main() -> tensor<1x5x3xf32> {
  %x = lpf.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]]> : tensor<1x4x2xbf16>
  %w = lpf.constant dense<> : tensor<0x2x3xbf16>
  %y = lpf.conv %x, %w acc(f32) : tensor<1x4x2xbf16>, tensor<0x2x3xbf16> -> tensor<1x5x3xf32>
  return %y : tensor<1x5x3xf32>
}
