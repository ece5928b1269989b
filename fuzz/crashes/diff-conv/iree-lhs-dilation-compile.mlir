// iree-compile fails on the StableHLO exit's convolution in some geometries with lhs_dilation > 1
// (here a spatial size of 1, stride 3 and padding 0 / 3: E = 1 + 0 + 3 = 4, D = 3, P = 1; seed
// 5 program 108: 3-D, lhs_dilation 3 over a size of 4 with cropping; a size of 4, stride 2,
// padding -2 / -2, lhs_dilation 3 compiles):
// "'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but
// found 3" (IREE's StableHLO -> linalg lowering of the dilated input), so --backend iree
// exits 1 where ref, llvm and xla give 2.0. lpf-diff, seed 4 program 354, seed 5 program 108 (issue 38).
func.func @main() -> tensor<1x1x1xf32> {
  %x = lpf.constant dense<[[[2.0]]]> : tensor<1x1x1xf16>
  %w = lpf.constant dense<[[[1.0]], [[10.0]], [[100.0]]]> : tensor<3x1x1xf16>
  %y = lpf.conv %x, %w {window_strides = array<i64: 3>, padding = array<i64: 0, 3>, lhs_dilation = array<i64: 2>} : tensor<1x1x1xf16>, tensor<3x1x1xf16> -> tensor<1x1x1xf32>
  return %y : tensor<1x1x1xf32>
}
