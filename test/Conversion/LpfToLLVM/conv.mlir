// RUN: lpf-opt %s --lpf-tensor-to-loops | FileCheck %s
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LLVM

// lpf.conv is the ordered dot of its im2col matrix: the windows' codes copied into
// [G, M, K] = [1, 4 x 4, 3 x 3 x 4] (bf16, holes as the +0 code), the weights cut into
// [G, K, O/G] = [1, 36, 8], then the dot kernel's packed panels (lhs [1, row tiles, 36, 4],
// rhs [1, column tiles, 36, 16], f32; products rounded: too few outputs to pay for the run-time
// exactness proof) and its [G, M, O/G] result copied into [N, P, P, O].
// CHECK-LABEL: func.func @conv
// CHECK: memref.alloc() {{.*}} : memref<1x16x36xbf16>
// CHECK: scf.if
// CHECK: memref.alloc() {{.*}} : memref<1x36x8xbf16>
// CHECK: memref<1x4x36x4xf32>
// CHECK: memref<1x1x36x16xf32>
// CHECK: arith.mulf {{.*}} : vector<
// CHECK-NOT: lpf.conv
// LLVM-LABEL: llvm.func @conv
// LLVM-NOT: lpf.conv
func.func @conv(%x: tensor<1x6x6x4xbf16>, %w: tensor<3x3x4x8xbf16>) -> tensor<1x4x4x8xf32> {
  %y = lpf.conv %x, %w : tensor<1x6x6x4xbf16>, tensor<3x3x4x8xbf16> -> tensor<1x4x4x8xf32>
  return %y : tensor<1x4x4x8xf32>
}
