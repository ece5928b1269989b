// A per-tensor scale on a dynamically shaped result has no splat to multiply by (yet): the pass
// fails with a located error and lpf-opt exits non-zero.
// RUN: not lpf-opt %s --pass-pipeline='builtin.module(lpf-decompose-scaled-dot)' 2>&1 | FileCheck %s

// CHECK: decompose-scaled-dot-invalid.mlir:[[@LINE+3]]:8: error: lpf-decompose-scaled-dot: a per-tensor scale on a dynamically shaped result is not supported yet
// CHECK-NOT: lpf.dot
func.func @dynamic(%a: tensor<?x32xf4E2M1FN>, %as: tensor<?x2xf8E4M3FN>, %b: tensor<32x4xf4E2M1FN>, %bs: tensor<2x4xf8E4M3FN>, %g: f32) -> tensor<?x4xf32> {
  %0 = lpf.scaled_dot %a [%as], %b [%bs], %g block(16)
       : tensor<?x32xf4E2M1FN>, tensor<?x2xf8E4M3FN>, tensor<32x4xf4E2M1FN>, tensor<2x4xf8E4M3FN>, f32 -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
