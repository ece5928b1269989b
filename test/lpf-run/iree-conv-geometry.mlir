// REQUIRES: iree
// lpf.conv geometries IREE 3.13.0's convolution gets wrong or cannot compile, on --backend iree
// against --backend ref (lpf-diff conv findings, fuzz/crashes/diff-conv/; issue 38). The exit
// for IREE pads and dilates the lhs with stablehlo.pad where lhs_dilation > 1 (iree-compile
// failed: "'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be
// 4, but found 3") and convolves each batch group on its own where batch groups meet rhs
// dilation (IREE's batch-grouped convolution multiplied the dilated kernel's gaps: an infinity
// there gave NaN). out0-out2: iree-batch-group-rhs-dilation.mlir (out2 was [2.0, NaN]); out3:
// iree-lhs-dilation-compile.mlir; out4: lhs dilation with cropping in 2-D and an infinite kernel
// element meeting a hole (the contract's NaN, +0 x inf); out5: batch groups, rhs and lhs
// dilation, strides and padding together, an infinity in a gap (f8E5M2 into f32); out6: no
// dilation, a size of 4, window 3, stride 3 (one window position and an element after it: what
// made iree-compile fail; the lhs is cropped to what the window reads).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --bits --out-dir %t/ref > %t/ref.txt
// RUN: lpf-run %s --backend iree --bits --out-dir %t/iree > %t/iree.txt
// RUN: diff -r %t/ref %t/iree
// RUN: FileCheck %s < %t/iree.txt
// CHECK: out2: tensor<1x1x2xf64> = {{\[\[\[}}2.0 (0x4000000000000000), 2.0 (0x4000000000000000)]]]
// CHECK: out3: tensor<1x1x1xf32> = {{\[\[\[}}2.0 (0x40000000)]]]
// CHECK: out6: tensor<1x1x1xf32> = {{\[\[\[}}432.0 (0x43D80000)]]]
func.func @main() -> (tensor<1x1x1xf64>, tensor<1x1x1xf32>, tensor<1x1x2xf64>, tensor<1x1x1xf32>, tensor<1x3x4x2xf32>, tensor<2x3x4xf32>, tensor<1x1x1xf32>) {
  %x = lpf.constant dense<[[[1.0], [0x7F80], [1.0]]]> : tensor<1x3x1xbf16>
  %w = lpf.constant dense<[[[1.0]], [[1.0]]]> : tensor<2x1x1xbf16>
  %y = lpf.conv %x, %w acc(f64) {rhs_dilation = array<i64: 2>} : tensor<1x3x1xbf16>, tensor<2x1x1xbf16> -> tensor<1x1x1xf64>
  %x8 = lpf.constant dense<[[[1.0], [0x7F], [1.0]]]> : tensor<1x3x1xf8E4M3FN>
  %w8 = lpf.constant dense<[[[1.0]], [[1.0]]]> : tensor<2x1x1xf8E4M3FN>
  %y8 = lpf.conv %x8, %w8 {rhs_dilation = array<i64: 2>} : tensor<1x3x1xf8E4M3FN>, tensor<2x1x1xf8E4M3FN> -> tensor<1x1x1xf32>
  %xb = lpf.constant dense<[[[1.0], [2.0], [1.0]], [[1.0], [0x7F80], [1.0]]]> : tensor<2x3x1xbf16>
  %wb = lpf.constant dense<[[[1.0, 1.0]], [[1.0, 1.0]]]> : tensor<2x1x2xbf16>
  %yb = lpf.conv %xb, %wb acc(f64) {rhs_dilation = array<i64: 2>, batch_group_count = 2 : i64} : tensor<2x3x1xbf16>, tensor<2x1x2xbf16> -> tensor<1x1x2xf64>
  %xl = lpf.constant dense<[[[2.0]]]> : tensor<1x1x1xf16>
  %wl = lpf.constant dense<[[[1.0]], [[10.0]], [[100.0]]]> : tensor<3x1x1xf16>
  %yl = lpf.conv %xl, %wl {window_strides = array<i64: 3>, padding = array<i64: 0, 3>, lhs_dilation = array<i64: 2>} : tensor<1x1x1xf16>, tensor<3x1x1xf16> -> tensor<1x1x1xf32>
  %x2 = lpf.constant dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]]]> : tensor<1x3x3x1xf16>
  %w2 = lpf.constant dense<[[[[1.0, 0x7C00]], [[0.5, 1.0]]], [[[2.0, 1.0]], [[1.0, -1.0]]]]> : tensor<2x2x1x2xf16>
  %y2 = lpf.conv %x2, %w2 {padding = array<i64: -1, 0, 1, -1>, lhs_dilation = array<i64: 2, 2>} : tensor<1x3x3x1xf16>, tensor<2x2x1x2xf16> -> tensor<1x3x4x2xf32>
  %x5 = lpf.constant dense<[[[1.0, 2.0], [0x7C, 3.0], [4.0, 0.5], [1.0, 1.0], [2.0, 2.0]], [[3.0, 1.0], [1.0, 0xFC], [0.25, 2.0], [1.0, 8.0], [2.0, 1.0]], [[1.0, 1.0], [1.0, 1.0], [1.0, 1.0], [1.0, 1.0], [1.0, 1.0]], [[2.0, 2.0], [0x7C, 2.0], [2.0, 2.0], [2.0, 2.0], [2.0, 2.0]]]> : tensor<4x5x2xf8E5M2>
  %w5 = lpf.constant dense<[[[1.0, 2.0, 3.0, 4.0], [0.5, 1.0, 1.5, 2.0]], [[1.0, 1.0, 1.0, 1.0], [2.0, 2.0, 2.0, 2.0]]]> : tensor<2x2x4xf8E5M2>
  %y5 = lpf.conv %x5, %w5 {window_strides = array<i64: 3>, padding = array<i64: 1, 0>, lhs_dilation = array<i64: 2>, rhs_dilation = array<i64: 2>, batch_group_count = 2 : i64} : tensor<4x5x2xf8E5M2>, tensor<2x2x4xf8E5M2> -> tensor<2x3x4xf32>
  %x6 = lpf.constant dense<[[[2.0], [3.0], [4.0], [5.0]]]> : tensor<1x4x1xf16>
  %y6 = lpf.conv %x6, %wl {window_strides = array<i64: 3>} : tensor<1x4x1xf16>, tensor<3x1x1xf16> -> tensor<1x1x1xf32>
  return %y, %y8, %yb, %yl, %y2, %y5, %y6 : tensor<1x1x1xf64>, tensor<1x1x1xf32>, tensor<1x1x2xf64>, tensor<1x1x1xf32>, tensor<1x3x4x2xf32>, tensor<2x3x4xf32>, tensor<1x1x1xf32>
}
