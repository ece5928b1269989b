// REQUIRES: xla, avx512f
// mixed-xla-ynn-scores.mlir against XLA CPU itself: the raised program on ref, llvm and the xla exit gives
// XLA's bits for the written one, the softmax and the row maxima (with the dot's bf16 rounding kept: 0% of the
// row maxima). (A program that also returned the maxima with the softmax would leave its exp to
// XLA's loops, which contract the scale into the subtraction: not modelled, 81%.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-opt %S/mixed-xla-ynn-scores.mlir --raise-stablehlo -o %t/raised.mlir
// RUN: lpf-run %S/mixed-xla-ynn-scores.mlir --arg %S/Inputs/scores_q_2x64x128.npy --arg %S/Inputs/scores_k_2x64x128.npy --backend xla --out-dir %t/want > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/scores_q_2x64x128.npy --arg %S/Inputs/scores_k_2x64x128.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/scores_q_2x64x128.npy --arg %S/Inputs/scores_k_2x64x128.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/want %t/ref
// RUN: diff -r %t/want %t/llvm
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/scores_q_2x64x128.npy --arg %S/Inputs/scores_k_2x64x128.npy --backend xla --out-dir %t/exit > /dev/null
// RUN: diff -r %t/want %t/exit
// The row maxima alone (this file's @main), the same way:
// RUN: lpf-opt %s --raise-stablehlo -o %t/raised_max.mlir
// RUN: lpf-run %s --arg %S/Inputs/scores_q_2x64x128.npy --arg %S/Inputs/scores_k_2x64x128.npy --backend xla --out-dir %t/want_max > /dev/null
// RUN: lpf-run %t/raised_max.mlir --arg %S/Inputs/scores_q_2x64x128.npy --arg %S/Inputs/scores_k_2x64x128.npy --backend ref --out-dir %t/ref_max > /dev/null
// RUN: lpf-run %t/raised_max.mlir --arg %S/Inputs/scores_q_2x64x128.npy --arg %S/Inputs/scores_k_2x64x128.npy --backend llvm --out-dir %t/llvm_max > /dev/null
// RUN: diff -r %t/want_max %t/ref_max
// RUN: diff -r %t/want_max %t/llvm_max

func.func @main(%q: tensor<2x64x128xbf16>, %k: tensor<2x64x128xbf16>) -> tensor<2x64xf32> {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) -> tensor<2x64x64xbf16>
  %1 = stablehlo.convert %0 : (tensor<2x64x64xbf16>) -> tensor<2x64x64xf32>
  %cst = stablehlo.constant dense<11.3137083> : tensor<f32>
  %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
  %3 = stablehlo.divide %1, %2 : tensor<2x64x64xf32>
  %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
  return %4 : tensor<2x64xf32>
}
