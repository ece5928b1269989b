// XLA hands YNNPACK a softmax's `exp(x - max(x))` with its row maximum (from 4096 elements), and
// YNNPACK computes that exp with its own formula (lowering/src/hlo_defined/xla_math.rs,
// `Emitter::ynn_exp`): out0 jax.nn.softmax of 64 x 64 scores (its `maximum(-inf, max)`, the
// keepdims broadcasts), out1 the same exp on its first 32 rows (2048 elements: XLA's own exp).
// out2 a layer norm's mean of bf16 rows (jnp.mean(x.astype(f32))): the raise's lpf.reduce_sum,
// marked {lpf.xla_reduce}, summed as XLA's f32 reduce of the widened values
// (hlo_defined/raised_sum.rs). llvm == ref on 1 and 3 threads; mixed-xla-ynn-softmax-xla.mlir
// checks them against XLA. Inputs: Inputs/ynn_softmax.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-opt %s --raise-stablehlo -o %t/raised.mlir
// RUN: FileCheck %s --check-prefix=RAISED < %t/raised.mlir
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/ynn_scores_1x1x64x64.npy --arg %S/Inputs/ynn_rows_16x512.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/ynn_scores_1x1x64x64.npy --arg %S/Inputs/ynn_rows_16x512.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/ynn_scores_1x1x64x64.npy --arg %S/Inputs/ynn_rows_16x512.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// The YNNPACK exp's rounding constant (1.5 x 2^23) on out0's exp only.
// RUN: lpf-opt %t/raised.mlir --lpf-foreign-prepare | FileCheck %s --check-prefix=EXP

// RAISED: lpf.reduce_sum %arg1 dims [1] acc(f32) {lpf.xla_reduce} : tensor<16x512xbf16> -> tensor<16xf32>
// EXP-COUNT-1: 0x4B400000

func.func @main(%s: tensor<1x1x64x64xf32>, %x: tensor<16x512xbf16>) -> (tensor<1x1x64x64xf32>, tensor<1x1x32x64xf32>, tensor<16xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x1x64x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
  %1 = stablehlo.broadcast_in_dim %ninf, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
  %2 = stablehlo.maximum %1, %0 : tensor<1x1x64xf32>
  %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64x1xf32>
  %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x64x1xf32>) -> tensor<1x1x64x64xf32>
  %5 = stablehlo.subtract %s, %4 : tensor<1x1x64x64xf32>
  %6 = stablehlo.exponential %5 : tensor<1x1x64x64xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %7 = stablehlo.reduce(%6 init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x1x64x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
  %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64x64xf32>
  %9 = stablehlo.divide %6, %8 : tensor<1x1x64x64xf32>
  %h = stablehlo.slice %s [0:1, 0:1, 0:32, 0:64] : (tensor<1x1x64x64xf32>) -> tensor<1x1x32x64xf32>
  %10 = stablehlo.reduce(%h init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x1x32x64xf32>, tensor<f32>) -> tensor<1x1x32xf32>
  %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32x64xf32>
  %12 = stablehlo.subtract %h, %11 : tensor<1x1x32x64xf32>
  %13 = stablehlo.exponential %12 : tensor<1x1x32x64xf32>
  %w = stablehlo.convert %x : (tensor<16x512xbf16>) -> tensor<16x512xf32>
  %14 = stablehlo.reduce(%w init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<16x512xf32>, tensor<f32>) -> tensor<16xf32>
  %n = stablehlo.constant dense<5.120000e+02> : tensor<16xf32>
  %15 = stablehlo.divide %14, %n : tensor<16xf32>
  return %9, %13, %15 : tensor<1x1x64x64xf32>, tensor<1x1x32x64xf32>, tensor<16xf32>
}
