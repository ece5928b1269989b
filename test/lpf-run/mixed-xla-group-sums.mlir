// GroupNorm's grouped f32 sums below 4096 elements ([N, H, W, G, c] over (1, 2, 4)) as XLA CPU's
// own loops add them (lowering/src/hlo_defined/group_sum.rs), on --backend ref and the LLVM exit
// alike: one lane per pixel (plain sums with c = 2, squares with c of 2 to 4, W a power of two),
// one lane per row (c = 1, short rows), else in order, each square contracted into its lane's
// running sum (a fused multiply-add). Outputs in pairs (sum, sum of squares): out0-1 [2, 8, 8, 16]
// in 8 groups (c = 2: lanes per pixel, both; its first group all -0: +0, the second with a +inf),
// out2-3 in 4 groups (c = 4: in order, lanes per pixel), out4-5 [1, 8, 8, 32] in 32 groups (c = 1:
// in order, an FMA chain), out6-7 [2, 4, 2, 8] in 8 (c = 1, W = 2: 4 lanes of rows, both),
// out8-9 [2, 16, 4, 16] in 16 (in order; 8 lanes of rows), out10-11 [1, 4, 4, 48] in 16 (c = 3:
// in order; lanes per pixel), out12-13 [2, 6, 8, 8] in 2 (c = 4, H = 6). mixed-xla-group-sums-xla.mlir
// compares with XLA itself; here llvm == ref. Inputs: Inputs/xla_group_sums.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/group_2x8x8x16.npy --arg %S/Inputs/group_1x8x8x32.npy --arg %S/Inputs/group_2x4x2x8.npy --arg %S/Inputs/group_2x16x4x16.npy --arg %S/Inputs/group_1x4x4x48.npy --arg %S/Inputs/group_2x6x8x8.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/group_2x8x8x16.npy --arg %S/Inputs/group_1x8x8x32.npy --arg %S/Inputs/group_2x4x2x8.npy --arg %S/Inputs/group_2x16x4x16.npy --arg %S/Inputs/group_1x4x4x48.npy --arg %S/Inputs/group_2x6x8x8.npy --backend llvm --out-dir %t/one > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// @pixel, [2, 2, 4, 4] in 2 groups of 2: the first row's lane 0 from +0 (kept), its other lanes'
// pair added; the squares' lanes a rounded square, then a fused multiply-add.
// CHECK-LABEL: func.func @main
// CHECK-LABEL: func.func @pixel
// CHECK: arith.addf %in, %cst{{(_[0-9]+)?}} : f32
// CHECK-NEXT: arith.addf
// CHECK: arith.mulf
// CHECK-NEXT: math.fma
// A value computed in XLA's loop (x + 1) is another order, not modelled: the sum stays one
// reduction in order.
// CHECK-LABEL: func.func @computed
// CHECK-NOT: math.fma
// CHECK: iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]

func.func @main(%x0: tensor<2x8x8x16xf32>, %x1: tensor<1x8x8x32xf32>, %x2: tensor<2x4x2x8xf32>, %x3: tensor<2x16x4x16xf32>, %x4: tensor<1x4x4x48xf32>, %x5: tensor<2x6x8x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r0 = stablehlo.reshape %x0 : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x8x2xf32>
  %s0 = stablehlo.reduce(%r0 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x8x2xf32>, tensor<f32>) -> tensor<2x8xf32>
  %q0 = stablehlo.multiply %r0, %r0 : tensor<2x8x8x8x2xf32>
  %p0 = stablehlo.reduce(%q0 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x8x2xf32>, tensor<f32>) -> tensor<2x8xf32>
  %r1 = stablehlo.reshape %x0 : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x4x4xf32>
  %s1 = stablehlo.reduce(%r1 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %q1 = stablehlo.multiply %r1, %r1 : tensor<2x8x8x4x4xf32>
  %p1 = stablehlo.reduce(%q1 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %r2 = stablehlo.reshape %x1 : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
  %s2 = stablehlo.reduce(%r2 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x8x8x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
  %q2 = stablehlo.multiply %r2, %r2 : tensor<1x8x8x32x1xf32>
  %p2 = stablehlo.reduce(%q2 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x8x8x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
  %r3 = stablehlo.reshape %x2 : (tensor<2x4x2x8xf32>) -> tensor<2x4x2x8x1xf32>
  %s3 = stablehlo.reduce(%r3 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
  %q3 = stablehlo.multiply %r3, %r3 : tensor<2x4x2x8x1xf32>
  %p3 = stablehlo.reduce(%q3 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
  %r4 = stablehlo.reshape %x3 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16x1xf32>
  %s4 = stablehlo.reduce(%r4 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x16x4x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
  %q4 = stablehlo.multiply %r4, %r4 : tensor<2x16x4x16x1xf32>
  %p4 = stablehlo.reduce(%q4 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x16x4x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
  %r5 = stablehlo.reshape %x4 : (tensor<1x4x4x48xf32>) -> tensor<1x4x4x16x3xf32>
  %s5 = stablehlo.reduce(%r5 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x4x4x16x3xf32>, tensor<f32>) -> tensor<1x16xf32>
  %q5 = stablehlo.multiply %r5, %r5 : tensor<1x4x4x16x3xf32>
  %p5 = stablehlo.reduce(%q5 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x4x4x16x3xf32>, tensor<f32>) -> tensor<1x16xf32>
  %r6 = stablehlo.reshape %x5 : (tensor<2x6x8x8xf32>) -> tensor<2x6x8x2x4xf32>
  %s6 = stablehlo.reduce(%r6 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x6x8x2x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  %q6 = stablehlo.multiply %r6, %r6 : tensor<2x6x8x2x4xf32>
  %p6 = stablehlo.reduce(%q6 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x6x8x2x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %s0, %p0, %s1, %p1, %s2, %p2, %s3, %p3, %s4, %p4, %s5, %p5, %s6, %p6 : tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}
func.func @pixel(%x: tensor<2x2x4x4xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reshape %x : (tensor<2x2x4x4xf32>) -> tensor<2x2x4x2x2xf32>
  %s = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x2x4x2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  %q = stablehlo.multiply %r, %r : tensor<2x2x4x2x2xf32>
  %p = stablehlo.reduce(%q init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x2x4x2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %s, %p : tensor<2x2xf32>, tensor<2x2xf32>
}
func.func @computed(%x: tensor<2x2x4x4xf32>) -> tensor<2x2xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<2x2x4x4xf32>
  %y = stablehlo.add %x, %one : tensor<2x2x4x4xf32>
  %r = stablehlo.reshape %y : (tensor<2x2x4x4xf32>) -> tensor<2x2x4x2x2xf32>
  %s = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x2x4x2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}
