// Transposes in the foreign (StableHLO) part of a mixed module go in 32 x 32 tiles
// (lpf-foreign-buffers, docs/llvm.md "Threads"): a nest whose innermost dimension walks a load's
// outer index. Sizes that are not multiples of 32 (partial tiles), a rank-3 permutation, a batch
// of transposes (the tiled pair behind an outer dimension), and a transpose fused with a bf16
// add (each source has two users, so that it is a buffer and not fused into the transpose): --backend llvm gives --backend ref's bits, on 1 and 3 threads.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: cmp %t/ref/out0.npy %t/one/out0.npy
// RUN: cmp %t/ref/out1.npy %t/one/out1.npy
// RUN: cmp %t/ref/out2.npy %t/one/out2.npy
// RUN: cmp %t/ref/out3.npy %t/one/out3.npy
// RUN: cmp %t/ref/out0.npy %t/three/out0.npy
// RUN: cmp %t/ref/out1.npy %t/three/out1.npy
// RUN: cmp %t/ref/out2.npy %t/three/out2.npy
// RUN: cmp %t/ref/out3.npy %t/three/out3.npy
// The 100 x 70 -> 70 x 100 transpose: 3 x 4 tiles, each tile's two loops to the end of its tile
// or dimension; on the calling thread, the work known too small for the threads from the
// shapes (no omp.parallel: docs/llvm.md, "Threads").
// RUN: lpf-opt %s --lpf-foreign-prepare --lpf-tensor-to-loops --one-shot-bufferize --lpf-foreign-buffers | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK-NOT: omp.parallel
// CHECK: scf.for %{{.*}} = %{{.*}} to %c3{{[_0-9]*}} step
// CHECK: scf.for %{{.*}} = %{{.*}} to %c4 step
// CHECK: %[[END:.*]] = arith.minui %{{.*}}, %c70 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[END]] step
// CHECK: %[[LAST:.*]] = arith.minui %{{.*}}, %c100 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[LAST]] step
// CHECK: memref.load %{{.*}} : memref<100x70xbf16>
func.func @main() -> (tensor<70x100xbf16>, tensor<40x3x90xf32>, tensor<3x40x90xf32>, tensor<70x100xbf16>) {
  %i = stablehlo.iota dim = 0 : tensor<100x70xf32>
  %j = stablehlo.iota dim = 1 : tensor<100x70xf32>
  %scale = stablehlo.constant dense<0.37> : tensor<100x70xf32>
  %a32 = stablehlo.multiply %i, %scale : tensor<100x70xf32>
  %b32 = stablehlo.add %a32, %j : tensor<100x70xf32>
  %a = stablehlo.convert %b32 : (tensor<100x70xf32>) -> tensor<100x70xbf16>
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<100x70xbf16>) -> tensor<70x100xbf16>
  %k = stablehlo.iota dim = 2 : tensor<3x90x40xf32>
  %l = stablehlo.iota dim = 1 : tensor<3x90x40xf32>
  %m = stablehlo.multiply %k, %l : tensor<3x90x40xf32>
  %r = stablehlo.transpose %m, dims = [2, 0, 1] : (tensor<3x90x40xf32>) -> tensor<40x3x90xf32>
  %batch = stablehlo.transpose %m, dims = [0, 2, 1] : (tensor<3x90x40xf32>) -> tensor<3x40x90xf32>
  %u = stablehlo.iota dim = 0 : tensor<70x100xbf16>
  %tb = stablehlo.transpose %a, dims = [1, 0] : (tensor<100x70xbf16>) -> tensor<70x100xbf16>
  %sum = stablehlo.add %tb, %u : tensor<70x100xbf16>
  return %t, %r, %batch, %sum : tensor<70x100xbf16>, tensor<40x3x90xf32>, tensor<3x40x90xf32>, tensor<70x100xbf16>
}
