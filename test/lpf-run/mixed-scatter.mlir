// stablehlo.scatter on --backend llvm (upstream's linalg conversion has none: it was E0915) as
// a loop over the update windows (to_llvm/foreign/scatter.rs): an embedding gradient's
// scatter-add with a repeated index (summed in index order) and indices out of range both ways
// (skipped), `.at[i].set` with a repeated index (the last wins), flax's FP8 amax history update
// (`.at[0].set(v)`, a scalar update, index_vector_dim 0) and an element scatter-max into two
// dimensions with an index pair out of range. llvm == ref on 1 and 3 threads, and XLA's bits
// (mixed-scatter-xla.mlir).
// The first three share one operand, which is also returned: StableHLO's interpreter wrote
// its scatter's updates into the input tensor itself, so on --backend ref each of them, and the
// returned operand (out4), came out as the last scatter had left that tensor (lpf-run copies a
// scatter's inputs now: run/mixed.rs, fresh_scatter_inputs).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: cmp %t/ref/out0.npy %t/one/out0.npy
// RUN: cmp %t/ref/out1.npy %t/one/out1.npy
// RUN: cmp %t/ref/out2.npy %t/one/out2.npy
// RUN: cmp %t/ref/out3.npy %t/one/out3.npy
// RUN: cmp %t/ref/out4.npy %t/one/out4.npy
// RUN: cmp %t/ref/out0.npy %t/three/out0.npy
// RUN: cmp %t/ref/out3.npy %t/three/out3.npy
// RUN: not cmp -s %t/ref/out0.npy %t/ref/out1.npy
// RUN: not cmp -s %t/ref/out0.npy %t/ref/out4.npy
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// CHECK-NOT: stablehlo.scatter
// CHECK: llvm.func @lpf_foreign_scatter_

func.func @main() -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<6xf32>, tensor<8x4xf32>, tensor<8x4xf32>) {
  %i32 = stablehlo.iota dim = 0 : tensor<32xf32>
  %third = stablehlo.constant dense<0.3> : tensor<32xf32>
  %x1 = stablehlo.multiply %i32, %third : tensor<32xf32>
  %x = stablehlo.reshape %x1 : (tensor<32xf32>) -> tensor<8x4xf32>
  %i20 = stablehlo.iota dim = 0 : tensor<20xf32>
  %seventh = stablehlo.constant dense<-1.7> : tensor<20xf32>
  %u1 = stablehlo.multiply %i20, %seventh : tensor<20xf32>
  %u = stablehlo.reshape %u1 : (tensor<20xf32>) -> tensor<5x4xf32>
  %i6 = stablehlo.iota dim = 0 : tensor<6xf32>
  %half = stablehlo.constant dense<0.5> : tensor<6xf32>
  %h = stablehlo.multiply %i6, %half : tensor<6xf32>
  %v = stablehlo.constant dense<7.5> : tensor<f32>
  %idx = stablehlo.constant dense<[[3], [0], [3], [9], [-1]]> : tensor<5x1xi32>
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<5x1xi32>, tensor<5x4xf32>) -> tensor<8x4xf32>
  %1 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<5x1xi32>, tensor<5x4xf32>) -> tensor<8x4xf32>
  %zero = stablehlo.constant dense<0> : tensor<1xi32>
  %2 = "stablehlo.scatter"(%h, %zero, %v) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<6xf32>, tensor<1xi32>, tensor<f32>) -> tensor<6xf32>
  %pairs = stablehlo.constant dense<[[1, 2], [7, 3], [1, 2], [8, 0]]> : tensor<4x2xi64>
  %vals = stablehlo.slice %u [0:4, 1:2] : (tensor<5x4xf32>) -> tensor<4x1xf32>
  %vals1 = stablehlo.reshape %vals : (tensor<4x1xf32>) -> tensor<4xf32>
  %3 = "stablehlo.scatter"(%x, %pairs, %vals1) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.minimum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<4x2xi64>, tensor<4xf32>) -> tensor<8x4xf32>
  return %0, %1, %2, %3, %x : tensor<8x4xf32>, tensor<8x4xf32>, tensor<6xf32>, tensor<8x4xf32>, tensor<8x4xf32>
}
