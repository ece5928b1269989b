// The foreign (StableHLO) part of a mixed module on OpenMP threads (lpf-foreign-buffers: each
// linalg op's parallel dimensions as parallel::nest, docs/llvm.md "Threads"): a softmax over
// 256 x 512 values and a small element-wise op. The same bits on 1, 2 and 3 threads; the large
// loops go to the threads (omp.parallel if their work pays for waking them), the small one
// stays a plain loop.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 2 --out-dir %t/two > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: cmp %t/one/out0.npy %t/two/out0.npy
// RUN: cmp %t/one/out0.npy %t/three/out0.npy
// RUN: cmp %t/one/out1.npy %t/three/out1.npy
// RUN: lpf-opt %s --lpf-foreign-prepare --lpf-tensor-to-loops --one-shot-bufferize --lpf-foreign-buffers | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: omp.parallel if(
// CHECK: call @omp_get_thread_num()
// CHECK-NOT: scf.parallel
// CHECK: func.func private @omp_get_thread_num() -> i32
func.func @main() -> (tensor<256x512xf32>, tensor<4xf32>) {
  %i = stablehlo.iota dim = 1 : tensor<256x512xf32>
  %j = stablehlo.iota dim = 0 : tensor<256x512xf32>
  %scale = stablehlo.constant dense<0.01> : tensor<256x512xf32>
  %a = stablehlo.multiply %i, %scale : tensor<256x512xf32>
  %b = stablehlo.multiply %j, %scale : tensor<256x512xf32>
  %x = stablehlo.sine %a : tensor<256x512xf32>
  %y = stablehlo.add %x, %b : tensor<256x512xf32>
  %minf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %mx = stablehlo.reduce(%y init: %minf) applies stablehlo.maximum across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
  %mxb = stablehlo.broadcast_in_dim %mx, dims = [0] : (tensor<256xf32>) -> tensor<256x512xf32>
  %d = stablehlo.subtract %y, %mxb : tensor<256x512xf32>
  %e = stablehlo.exponential %d : tensor<256x512xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<256xf32>) -> tensor<256x512xf32>
  %p = stablehlo.divide %e, %sb : tensor<256x512xf32>
  %small = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %t = stablehlo.tanh %small : tensor<4xf32>
  return %p, %t : tensor<256x512xf32>, tensor<4xf32>
}
