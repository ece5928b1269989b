// Scatter windows wider than one element along an indexed dimension, some lying partly outside
// the operand: XLA skips such a window whole; StableHLO's interpreter applied the elements
// inside, so `--backend ref` runs these scatters as the LLVM exit does (a loop over the windows,
// to_llvm/foreign/scatter.rs, partial_window_scatters_as_loops) and gives XLA's bits
// (mixed-scatter-xla.mlir): out1's window at [2, 2, 1] (2 x 4 over a 3 x 5 face) is skipped.
// out0: windows along the middle dimension with index_vector_dim 0 (indices [2, S]), a
// repeated index pair summed in order.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm

func.func @main() -> (tensor<4x3x5xf32>, tensor<4x3x5xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<60xf32>
  %q = stablehlo.constant dense<0.37> : tensor<60xf32>
  %x1 = stablehlo.multiply %i, %q : tensor<60xf32>
  %x = stablehlo.reshape %x1 : (tensor<60xf32>) -> tensor<4x3x5xf32>
  %j = stablehlo.iota dim = 0 : tensor<18xf32>
  %r = stablehlo.constant dense<-1.3> : tensor<18xf32>
  %u1 = stablehlo.multiply %j, %r : tensor<18xf32>
  %u = stablehlo.reshape %u1 : (tensor<18xf32>) -> tensor<3x6xf32>
  %idx = stablehlo.constant dense<[[1, 3, 1, 0, 2, 3], [4, 0, 4, 5, 2, 4]]> : tensor<2x6xi32>
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0, 2], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x3x5xf32>, tensor<2x6xi32>, tensor<3x6xf32>) -> tensor<4x3x5xf32>
  %w = stablehlo.slice %u [0:2, 0:4] : (tensor<3x6xf32>) -> tensor<2x4xf32>
  %w2 = stablehlo.reshape %w : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
  %idx2 = stablehlo.constant dense<[[0, 1, 1], [3, 1, 0], [2, 2, 1]]> : tensor<3x3xi64>
  %w3 = stablehlo.broadcast_in_dim %w2, dims = [0, 1, 2] : (tensor<1x2x4xf32>) -> tensor<3x2x4xf32>
  %1 = "stablehlo.scatter"(%x, %idx2, %w3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x3x5xf32>, tensor<3x3xi64>, tensor<3x2x4xf32>) -> tensor<4x3x5xf32>
  return %0, %1 : tensor<4x3x5xf32>, tensor<4x3x5xf32>
}
