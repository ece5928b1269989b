// A scatter with batching dimensions (jax's gradient of take_along_axis: the operand's dims
// [0, 1] paired with the indices' [0, 1]) on --backend llvm: each update window takes its
// coordinate along the paired batch dimension of the indices (to_llvm/foreign/scatter.rs); a
// repeated index adds in order, 12 is out of range (skipped). llvm == ref, and XLA's bits
// (mixed-scatter-xla.mlir).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm

func.func @main() -> tensor<2x3x10xf32> {
  %i = stablehlo.iota dim = 0 : tensor<60xf32>
  %q = stablehlo.constant dense<0.37> : tensor<60xf32>
  %x1 = stablehlo.multiply %i, %q : tensor<60xf32>
  %x = stablehlo.reshape %x1 : (tensor<60xf32>) -> tensor<2x3x10xf32>
  %j = stablehlo.iota dim = 0 : tensor<12xf32>
  %r = stablehlo.constant dense<-1.3> : tensor<12xf32>
  %u1 = stablehlo.multiply %j, %r : tensor<12xf32>
  %u = stablehlo.reshape %u1 : (tensor<12xf32>) -> tensor<2x3x2xf32>
  %idx = stablehlo.constant dense<[[[1], [9]], [[3], [3]], [[0], [12]]]> : tensor<3x2x1xi32>
  %idxt = stablehlo.transpose %idx, dims = [1, 0, 2] : (tensor<3x2x1xi32>) -> tensor<2x3x1xi32>
  %idx2 = stablehlo.concatenate %idxt, %idxt, dim = 2 : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
  %idx3 = stablehlo.reshape %idx2 : (tensor<2x3x2xi32>) -> tensor<2x3x2x1xi32>
  %0 = "stablehlo.scatter"(%x, %idx3, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3x10xf32>, tensor<2x3x2x1xi32>, tensor<2x3x2xf32>) -> tensor<2x3x10xf32>
  return %0 : tensor<2x3x10xf32>
}
