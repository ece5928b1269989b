// A foreign f32 dot_general whose rhs is a transpose of an argument (PyTorch's nn.Linear as
// torch-xla and torchax export it: the [N, K] weight transposed into the [K, N] the dot reads,
// on every call) on --backend llvm (issue 39; docs/llvm.md, "Real models"): the dot's packing
// reads the argument through a `memref.transpose` view, and neither the transpose's loops nor
// the copy into an lpf temporary run. The same dot on a transpose that is also returned (two
// uses: the transpose is computed) gives the same bits, on 1 and 3 threads. The operands: +-[0.25,
// 4) with all fraction bits random, and +-0, inf, NaN, a subnormal (Inputs/, numpy seed 39; N = 64,
// XLA's one accumulator: the 45 rows of before and 19 more, other N are XLA's lanes first).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/f32_67x300_x.npy --arg %S/Inputs/f32_64x300_w.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/f32_67x300_x.npy --arg %S/Inputs/f32_64x300_w.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: cmp %t/one/out0.npy %t/one/out1.npy
// RUN: cmp %t/one/out0.npy %t/three/out0.npy
// RUN: cmp %t/one/out1.npy %t/three/out1.npy
// RUN: lpf-opt %s --lpf-foreign-prepare --lpf-tensor-to-loops | FileCheck %s
// CHECK-LABEL: func.func @main(
// CHECK: memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<64x300xf32> to memref<300x64xf32, strided<[1, 300]>>
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
func.func @main(%x: tensor<67x300xf32>, %w: tensor<64x300xf32>) -> (tensor<67x64xf32>, tensor<67x64xf32>, tensor<300x64xf32>) {
  %t1 = stablehlo.transpose %w, dims = [1, 0] : (tensor<64x300xf32>) -> tensor<300x64xf32>
  %d1 = stablehlo.dot_general %x, %t1, contracting_dims = [1] x [0] : (tensor<67x300xf32>, tensor<300x64xf32>) -> tensor<67x64xf32>
  %t2 = stablehlo.transpose %w, dims = [1, 0] : (tensor<64x300xf32>) -> tensor<300x64xf32>
  %d2 = stablehlo.dot_general %x, %t2, contracting_dims = [1] x [0] : (tensor<67x300xf32>, tensor<300x64xf32>) -> tensor<67x64xf32>
  return %d1, %d2, %t2 : tensor<67x64xf32>, tensor<67x64xf32>, tensor<300x64xf32>
}
