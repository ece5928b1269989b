// A jax attention's scores, `jnp.einsum("btd,bsd->bts", q, k).astype(f32) / sqrt(128)`, into
// `jax.nn.softmax` (as jax writes it), 2 x 64 x 64 scores: XLA hands the bf16
// dot, its widening, the scale, the row maximum and the exp to YNNPACK as one graph, which
// computes the dot in f32 and folds its bf16 rounding away (the raise leaves the lpf.dot's f32
// value: lowering/src/raise_stablehlo/ynn_reduce.rs, `unround_dot_results`). llvm == ref;
// mixed-xla-ynn-scores-xla.mlir checks them against XLA. Inputs: Inputs/ynn_scores.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-opt %s --raise-stablehlo -o %t/raised.mlir
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/scores_q_2x64x128.npy --arg %S/Inputs/scores_k_2x64x128.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/scores_q_2x64x128.npy --arg %S/Inputs/scores_k_2x64x128.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm

func.func @main(%q: tensor<2x64x128xbf16>, %k: tensor<2x64x128xbf16>) -> tensor<2x64x64xf32> {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) -> tensor<2x64x64xbf16>
  %1 = stablehlo.convert %0 : (tensor<2x64x64xbf16>) -> tensor<2x64x64xf32>
  %cst = stablehlo.constant dense<11.3137083> : tensor<f32>
  %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
  %3 = stablehlo.divide %1, %2 : tensor<2x64x64xf32>
  %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
  %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
  %6 = stablehlo.maximum %5, %4 : tensor<2x64xf32>
  %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
  %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
  %9 = stablehlo.subtract %3, %8 : tensor<2x64x64xf32>
  %10 = stablehlo.exponential %9 : tensor<2x64x64xf32>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
  %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
  %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
  %14 = stablehlo.divide %10, %13 : tensor<2x64x64xf32>
  return %14 : tensor<2x64x64xf32>
}
