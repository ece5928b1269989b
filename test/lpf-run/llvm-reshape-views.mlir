// Reshapes on the LLVM exit are views of their operand's buffer (lpf-tensor-to-loops: a
// `memref.collapse_shape` to one dimension, then a `memref.expand_shape` to the result's shape),
// not row-major copies, wherever the operand's elements lie row-major and contiguous (an
// argument, a constant, an lpf temporary); a rank-0 side stays a copy. Here: a temporary of
// bf16 (integer storage on the exit) reshaped and read by a later op after its own last use
// (lpf-free-early keeps it alive through the view), a view of a view, views returned (copied
// into the caller's buffers), an FP8 constant reshaped, a rank-0 reshape. llvm == ref (the
// lpf-numerics reference) bit for bit.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-run %s --backend llvm | FileCheck %s --check-prefix=VALUES
// RUN: lpf-opt %s --lpf-tensor-to-loops | FileCheck %s
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LOWERED

// VALUES: out0: tensor<24xbf16> = [0.0, 1.0, -2.0, 3.0, 0.5, -0.25
// VALUES: out1: tensor<6x4xbf16> = {{\[\[}}0.0, 0.5, -1.0, 1.5],
// VALUES: out2: tensor<8x3xf32> = {{\[\[}}0.0, 0.5, -1.0], [1.5, 0.25, -0.125],
// VALUES: out3: tensor<f32> = 7.5

// CHECK-LABEL: func.func @main(
// The bf16 temporary viewed as [6, 4], read by the add: one collapse, one expansion, no copy.
// CHECK: %[[W:.*]] = memref.alloc() {{.*}} : memref<2x3x4xbf16>
// CHECK: %[[T:.*]] = memref.collapse_shape %[[W]] {{\[\[}}0, 1, 2]] : memref<2x3x4xbf16> into memref<24xbf16>
// CHECK-NEXT: %[[V:.*]] = memref.expand_shape %[[T]] {{\[\[}}0, 1]] output_shape [6, 4] : memref<24xbf16> into memref<6x4xbf16>
// CHECK: memref.load %[[V]]
// CHECK: lpf.add
// A view of a view of the sum, and the constant's buffer viewed as [8, 3].
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1, 2]] output_shape [3, 2, 4]
// CHECK-NEXT: memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<3x2x4xbf16> into memref<24xbf16>
// CHECK-NEXT: %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<2x3x4xf8E4M3FN> into memref<24xf8E4M3FN>
// CHECK-NEXT: memref.expand_shape %[[FLAT]] {{\[\[}}0, 1]] output_shape [8, 3] : memref<24xf8E4M3FN> into memref<8x3xf8E4M3FN>
// The rank-0 result is a copy.
// CHECK: memref.alloc() {{.*}} : memref<f32>
// CHECK: return
// LOWERED-NOT: memref.collapse_shape
// LOWERED-NOT: memref.expand_shape
// LOWERED: llvm.func @main
func.func @main() -> (tensor<24xbf16>, tensor<6x4xbf16>, tensor<8x3xf32>, tensor<f32>) {
  %c = arith.constant dense<[[[0.0, 0.5, -1.0, 1.5], [0.25, -0.125, 2.0, 3.0], [-4.0, 0.75, 1.0, -0.5]],
                             [[6.0, -8.0, 0.375, 0.0625], [-0.0, 10.0, 12.0, -0.75], [1.25, -1.5, 1.75, 0.5]]]> : tensor<2x3x4xf8E4M3FN>
  %w = lpf.convert %c : tensor<2x3x4xf8E4M3FN> to tensor<2x3x4xbf16>
  %r = tensor.collapse_shape %w [[0, 1], [2]] : tensor<2x3x4xbf16> into tensor<6x4xbf16>
  %s = lpf.add %r, %r : tensor<6x4xbf16>
  %e = tensor.expand_shape %s [[0, 1], [2]] output_shape [3, 2, 4] : tensor<6x4xbf16> into tensor<3x2x4xbf16>
  %f = tensor.collapse_shape %e [[0, 1, 2]] : tensor<3x2x4xbf16> into tensor<24xbf16>
  %flat = tensor.collapse_shape %c [[0, 1, 2]] : tensor<2x3x4xf8E4M3FN> into tensor<24xf8E4M3FN>
  %q = tensor.expand_shape %flat [[0, 1]] output_shape [8, 3] : tensor<24xf8E4M3FN> into tensor<8x3xf8E4M3FN>
  %g = lpf.convert %q : tensor<8x3xf8E4M3FN> to tensor<8x3xf32>
  %one = arith.constant dense<[[7.5]]> : tensor<1x1xf32>
  %scalar = tensor.collapse_shape %one [] : tensor<1x1xf32> into tensor<f32>
  return %f, %r, %g, %scalar : tensor<24xbf16>, tensor<6x4xbf16>, tensor<8x3xf32>, tensor<f32>
}
