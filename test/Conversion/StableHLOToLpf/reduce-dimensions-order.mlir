// RUN: lpf-opt %s --raise-stablehlo 2>/dev/null | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo -o %t.mlir 2>/dev/null
// RUN: lpf-run --backend ref %t.mlir | FileCheck %s --check-prefix=VALUES
// RUN: lpf-run --backend llvm %t.mlir | FileCheck %s --check-prefix=VALUES
// Unraised on the command line too: the LLVM exit sorts them itself (lpf-foreign-prepare).
// RUN: lpf-run --backend llvm %s | FileCheck %s --check-prefix=VALUES
// RUN: lpf-run --backend ref %s | FileCheck %s --check-prefix=VALUES
// A reduce's `dimensions` are a set, sorted ascending by the raise (issue 39). torch-xla writes
// a mean over H and W as a reduce across [3, 2] (MobileNetV3's squeeze-excitation, an adaptive
// average pool); StableHLO's interpreter (ref) and XLA CPU walk the reduced elements in row-major
// order, the LLVM exit's linalg conversion looped over them in the listed order (W outer), so a
// bf16 sum, each partial sum rounded, came out otherwise: 524 instead of 520 below, and 40% of a
// MobileNetV3-small's bf16 logits (up to 177 bf16 ulps) differed from XLA's.

// CHECK-LABEL: func.func @main
// CHECK: stablehlo.reduce({{.*}}) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x1x2x4xbf16>, tensor<bf16>) -> tensor<1x1xbf16>
// CHECK: lpf.reduce_sum %{{.*}} dims [2, 3] acc(f32)
// CHECK: stablehlo.reduce({{.*}}) applies stablehlo.maximum across dimensions = [0, 1]

// Row-major, every partial sum rounded to bf16 (spacing 2 from 256, 4 from 512): 0.5, 256,
// 256 (257: a tie, to even), 256, 260 (261), 260, 264 (265), 520. W outer (the listed order)
// gives 524.
// VALUES: out0: tensor<1x1xbf16> = {{\[}}[520.0]]
// The same values widened to f32 (lpf.reduce_sum acc(f32)): 525.0 in any order.
// VALUES-NEXT: out1: tensor<1x1xf32> = {{\[}}[525.0]]
// VALUES-NEXT: out2: tensor<f32> = 256.0
func.func @main() -> (tensor<1x1xbf16>, tensor<1x1xf32>, tensor<f32>) {
  %x = stablehlo.constant dense<[[[[0.5, 256.0, 1.0, 1.0], [5.0, 0.5, 5.0, 256.0]]]]> : tensor<1x1x2x4xbf16>
  %z = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x1x2x4xbf16>, tensor<bf16>) -> tensor<1x1xbf16>
  %w = stablehlo.convert %x : (tensor<1x1x2x4xbf16>) -> tensor<1x1x2x4xf32>
  %zf = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sf = stablehlo.reduce(%w init: %zf) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x1x2x4xf32>, tensor<f32>) -> tensor<1x1xf32>
  %m2 = stablehlo.reshape %w : (tensor<1x1x2x4xf32>) -> tensor<2x4xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%m2 init: %ninf) applies stablehlo.maximum across dimensions = [1, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
  return %s, %sf, %m : tensor<1x1xbf16>, tensor<1x1xf32>, tensor<f32>
}
