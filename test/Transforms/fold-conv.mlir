// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-fold)' | FileCheck %s

// lpf.conv of two constants folds to its ordered sums, as lpf-run computes them: x = [1, 2, 3],
// w = [1, 2] (stride 1, no padding) gives [1 + 4, 2 + 6] = [5, 8] (0x40A00000, 0x41000000);
// the splat weight is read as one value for every element.
// CHECK-LABEL: func.func @folded
// CHECK-NEXT: %[[Y:.*]] = lpf.constant dense<[{{\[\[}}0x40A00000], [0x41000000]]]> : tensor<1x2x1xf32>
// CHECK-NEXT: return %[[Y]]
func.func @folded() -> tensor<1x2x1xf32> {
  %x = lpf.constant dense<[[[1.0], [2.0], [3.0]]]> : tensor<1x3x1xbf16>
  %w = lpf.constant dense<[[[1.0]], [[2.0]]]> : tensor<2x1x1xbf16>
  %y = lpf.conv %x, %w : tensor<1x3x1xbf16>, tensor<2x1x1xbf16> -> tensor<1x2x1xf32>
  return %y : tensor<1x2x1xf32>
}

// CHECK-LABEL: func.func @splat
// CHECK-NEXT: %[[Y:.*]] = lpf.constant dense<0x40400000> : tensor<1x2x1xf32>
func.func @splat() -> tensor<1x2x1xf32> {
  %x = lpf.constant dense<1.0> : tensor<1x4x1xf32>
  %w = lpf.constant dense<1.0> : tensor<3x1x1xf32>
  %y = lpf.conv %x, %w : tensor<1x4x1xf32>, tensor<3x1x1xf32> -> tensor<1x2x1xf32>
  return %y : tensor<1x2x1xf32>
}

// An operand that is not constant: nothing folds.
// CHECK-LABEL: func.func @not_constant
// CHECK: lpf.conv
func.func @not_constant(%x: tensor<1x3x1xf32>) -> tensor<1x2x1xf32> {
  %w = lpf.constant dense<1.0> : tensor<2x1x1xf32>
  %y = lpf.conv %x, %w : tensor<1x3x1xf32>, tensor<2x1x1xf32> -> tensor<1x2x1xf32>
  return %y : tensor<1x2x1xf32>
}

// hardware("unit") folds to the unit's model, as lpf-run's reference computes it: Hopper's bf16
// wgmma over the k order (slice 0 = window position 0: 1 + 1; slice 1: + 2^24, exact), 2^24 + 2,
// which a kernel with the window position innermost would truncate to 2^24 (test/lpf-run/
// hardware-conv.mlir); an f16 result on Volta (one chunk of 4): 1 x 2 + 3 x 4 + 5 x 5 + 7 x 1 = 46,
// and 5 x 2 + 7 x 4 + two +0 terms of the padding = 38.
// CHECK-LABEL: func.func @hardware
// CHECK-NEXT: %[[Y:.*]] = lpf.constant dense<0x4B800001> : tensor<1x1x1xf32>
// CHECK-NEXT: %[[H:.*]] = lpf.constant dense<[{{\[\[}}0x51C0], [0x50C0]]]> : tensor<1x2x1xf16>
// CHECK-NEXT: return %[[Y]], %[[H]]
func.func @hardware() -> (tensor<1x1x1xf32>, tensor<1x2x1xf16>) {
  %x = lpf.constant dense<[[[1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [16777216.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]]> : tensor<1x2x16xbf16>
  %w = lpf.constant dense<[[[1.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [1.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0]], [[1.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0]]]> : tensor<2x16x1xbf16>
  %y = lpf.conv %x, %w acc(f32) hardware("nvidia.hopper.wgmma") : tensor<1x2x16xbf16>, tensor<2x16x1xbf16> -> tensor<1x1x1xf32>
  %a = lpf.constant dense<[[[1.0, 3.0], [5.0, 7.0]]]> : tensor<1x2x2xf16>
  %b = lpf.constant dense<[[[2.0], [4.0]], [[5.0], [1.0]]]> : tensor<2x2x1xf16>
  %h = lpf.conv %a, %b acc(f16) hardware("nvidia.volta.mma") {padding = array<i64: 0, 1>} : tensor<1x2x2xf16>, tensor<2x2x1xf16> -> tensor<1x2x1xf16>
  return %y, %h : tensor<1x1x1xf32>, tensor<1x2x1xf16>
}
