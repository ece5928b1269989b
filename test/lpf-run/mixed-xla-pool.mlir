// f32 window sums over windows that tile the input (avg_pool's stride = window) as XLA CPU adds
// them (lowering/src/hlo_defined/window_sum.rs, rows_first), on --backend ref and the LLVM exit
// alike: each window row in order, then the rows, where XLA does so, else row-major. out0 2x2
// over NHWC with 16 channels (a power of two: rows first); out1 the same with 3 channels below
// 4096 elements (row-major); out2 3 channels from 4096 elements on (rows first); out3 3x3
// windows of 3 from 4096 elements on (rows first); out4 2x2 over NCHW (rows first).
// mixed-xla-pool-xla.mlir checks each against XLA itself; here llvm == ref on 1 and 3 threads.
// Inputs: Inputs/xla_pool.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/pool_a_1x8x8x16.npy --arg %S/Inputs/pool_b_1x32x32x3.npy --arg %S/Inputs/pool_c_2x32x32x3.npy --arg %S/Inputs/pool_d_1x3x8x8.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/pool_a_1x8x8x16.npy --arg %S/Inputs/pool_b_1x32x32x3.npy --arg %S/Inputs/pool_c_2x32x32x3.npy --arg %S/Inputs/pool_d_1x3x8x8.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/pool_a_1x8x8x16.npy --arg %S/Inputs/pool_b_1x32x32x3.npy --arg %S/Inputs/pool_c_2x32x32x3.npy --arg %S/Inputs/pool_d_1x3x8x8.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// out0's rows: two positions each from the init value, then the two rows (out1 stays a pooling).
// CHECK-COUNT-4: tensor.extract_slice %{{.*}} [1, 4, 4, 16] [1, 2, 2, 1]

func.func @main(%a: tensor<1x8x8x16xf32>, %b: tensor<1x32x32x3xf32>, %c: tensor<2x32x32x3xf32>, %d: tensor<1x3x8x8xf32>)
    -> (tensor<1x4x4x16xf32>, tensor<1x16x16x3xf32>, tensor<2x16x16x3xf32>, tensor<2x10x10x3xf32>, tensor<1x3x4x4xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%a, %zero) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) : (tensor<1x8x8x16xf32>, tensor<f32>) -> tensor<1x4x4x16xf32>
  %1 = "stablehlo.reduce_window"(%b, %zero) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) : (tensor<1x32x32x3xf32>, tensor<f32>) -> tensor<1x16x16x3xf32>
  %2 = "stablehlo.reduce_window"(%c, %zero) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) : (tensor<2x32x32x3xf32>, tensor<f32>) -> tensor<2x16x16x3xf32>
  %3 = "stablehlo.reduce_window"(%c, %zero) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 3, 3, 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) : (tensor<2x32x32x3xf32>, tensor<f32>) -> tensor<2x10x10x3xf32>
  %4 = "stablehlo.reduce_window"(%d, %zero) <{window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) : (tensor<1x3x8x8xf32>, tensor<f32>) -> tensor<1x3x4x4xf32>
  return %0, %1, %2, %3, %4 : tensor<1x4x4x16xf32>, tensor<1x16x16x3xf32>, tensor<2x16x16x3xf32>, tensor<2x10x10x3xf32>, tensor<1x3x4x4xf32>
}
