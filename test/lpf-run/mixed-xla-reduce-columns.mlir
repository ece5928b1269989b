// f32 reduce sums over dimensions a kept one follows, from 4096 elements on, as XLA CPU's
// YNNPACK adds them with one output per lane (its column kernel:
// lowering/src/hlo_defined/ynn_sum.rs), on --backend ref and the LLVM exit alike: per output its reduced
// elements in tiles of 4, groups of 4 tiles, the tiles left over with the partial tile as one
// last item, each level in order. out0 flax's global pool over NHWC's H and W (64 elements:
// four groups); out1 a mean over a sequence of 45 (two groups, three tiles left over and one
// element); out2 a sum over the first dimension (64 rows). mixed-xla-reduce-columns-xla.mlir
// checks each against XLA itself; here llvm == ref on 1 and 3 threads.
// Inputs: Inputs/xla_reduce_columns.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/columns_a_4x8x8x32.npy --arg %S/Inputs/columns_b_4x45x64.npy --arg %S/Inputs/columns_c_64x96.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/columns_a_4x8x8x32.npy --arg %S/Inputs/columns_b_4x45x64.npy --arg %S/Inputs/columns_c_64x96.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/columns_a_4x8x8x32.npy --arg %S/Inputs/columns_b_4x45x64.npy --arg %S/Inputs/columns_c_64x96.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// out0: H and W moved first, the 128 outputs (N x C) side by side ([64, 128]: a column each),
// then 16 tiles of 4 and 4 groups of 4 tiles down the columns: each level one loop along the
// columns adding a tile's (a group's) four rows from +0 in order, read as slices.
// CHECK: ins(%{{.*}} : tensor<1x4x8x8x32xf32>) outs(%{{.*}} : tensor<1x8x8x4x32xf32>)
// CHECK: into tensor<1x64x128xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x4x4x1x128xf32>,
// CHECK-NEXT: ^bb0(%[[R0:.*]]: f32, %[[R1:.*]]: f32, %[[R2:.*]]: f32, %[[R3:.*]]: f32,
// CHECK-NEXT: %[[S0:.*]] = arith.addf %[[R0]], %{{.*}} : f32
// CHECK-NEXT: %[[S1:.*]] = arith.addf %[[S0]], %[[R1]] : f32
// CHECK-NEXT: %[[S2:.*]] = arith.addf %[[S1]], %[[R2]] : f32
// CHECK-NEXT: arith.addf %[[S2]], %[[R3]] : f32
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x4x1x128xf32>,

func.func @main(%a: tensor<4x8x8x32xf32>, %b: tensor<4x45x64xf32>, %c: tensor<64x96xf32>) -> (tensor<4x32xf32>, tensor<4x64xf32>, tensor<96xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x8x8x32xf32>, tensor<f32>) -> tensor<4x32xf32>
  %1 = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x45x64xf32>, tensor<f32>) -> tensor<4x64xf32>
  %2 = stablehlo.reduce(%c init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<64x96xf32>, tensor<f32>) -> tensor<96xf32>
  return %0, %1, %2 : tensor<4x32xf32>, tensor<4x64xf32>, tensor<96xf32>
}
