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
