// REQUIRES: xla
// lpf.conv with nothing to sum or nothing to compute on --backend xla: an empty result (P = 0,
// O = 0) and an empty contraction (C = 0: every output is the +0 the ordered sum starts from,
// the kernel being empty too), as on --backend ref.
// RUN: lpf-run %s --bits | FileCheck %s
// RUN: lpf-run %s --bits --backend xla | FileCheck %s
// CHECK: out0: tensor<1x0x2xf32> = []
// CHECK: out1: tensor<1x4x0xf32> = []
// CHECK: out2: tensor<1x2x2xf32> = {{\[\[\[}}0.0 (0x00000000), 0.0 (0x00000000)], [0.0 (0x00000000), 0.0 (0x00000000)]]]

func.func @main() -> (tensor<1x0x2xf32>, tensor<1x4x0xf32>, tensor<1x2x2xf32>) {
  %x = lpf.constant dense<0x3F80> : tensor<1x2x2xbf16>
  %w = lpf.constant dense<0x3F80> : tensor<3x2x2xbf16>
  %a = lpf.conv %x, %w : tensor<1x2x2xbf16>, tensor<3x2x2xbf16> -> tensor<1x0x2xf32>
  %x4 = lpf.constant dense<0x3F80> : tensor<1x4x2xbf16>
  %w0 = lpf.constant dense<0x3F80> : tensor<3x2x0xbf16>
  %b = lpf.conv %x4, %w0 {padding = array<i64: 1, 1>} : tensor<1x4x2xbf16>, tensor<3x2x0xbf16> -> tensor<1x4x0xf32>
  %x0 = lpf.constant dense<0x3F80> : tensor<1x4x0xbf16>
  %w00 = lpf.constant dense<0x7F80> : tensor<3x0x2xbf16>
  %c = lpf.conv %x0, %w00 : tensor<1x4x0xbf16>, tensor<3x0x2xbf16> -> tensor<1x2x2xf32>
  return %a, %b, %c : tensor<1x0x2xf32>, tensor<1x4x0xf32>, tensor<1x2x2xf32>
}
