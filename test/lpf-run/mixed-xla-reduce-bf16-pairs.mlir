// REQUIRES: avx512bf16
// f32 sums of widened bf16 values (or of their squares, a layer norm's variance) from 4096
// elements, as YNNPACK's bf16 sum kernel adds them on a host with AVX512-BF16
// (lowering/src/hlo_defined/reduce_sum.rs, SumOrder::Bf16Pairs): the row in vectors of 32,
// each 16 lanes of a pair, vdpbf16ps adding the pair's odd element before its even one; tiles of
// 4 vectors, groups of 4 tiles, blocks of 16 tiles, the lanes by halves. out0 rows of 1000
// (seven whole tiles of 128 and a partial one); out1 the squares' sums over rows of 512. out2
// sums a widening that out3's twin convert reads too: XLA's CSE makes them one value, computed
// once in f32, which YNNPACK sums in its f32 order (16 lanes of single elements). out4 rows of
// 8192, longer than measured (4096): YNNPACK's f32 order here, not XLA's. out5 the squares
// of rows of 2048 as jnp.square writes them (`chlo.square`, legalised before these rewrites on
// both backends: a multiply). mixed-xla-reduce-bf16-pairs-xla.mlir checks out0-out3
// against XLA itself; here llvm == ref on 1 and 3 threads. Inputs: Inputs/xla_reduce_bf16_pairs.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/pairs_a_64x1000.npy --arg %S/Inputs/pairs_b_2x16x512.npy --arg %S/Inputs/pairs_c_2x16x512.npy --arg %S/Inputs/pairs_d_4x2048.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/pairs_a_64x1000.npy --arg %S/Inputs/pairs_b_2x16x512.npy --arg %S/Inputs/pairs_c_2x16x512.npy --arg %S/Inputs/pairs_d_4x2048.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/pairs_a_64x1000.npy --arg %S/Inputs/pairs_b_2x16x512.npy --arg %S/Inputs/pairs_c_2x16x512.npy --arg %S/Inputs/pairs_d_4x2048.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// out0: padded to 1024 a row, each 32 as 16 pairs, odd element first (the pair reversed, the
// canonicaliser's folds make it part of the transpose), as two vectors of 16 lanes.
// CHECK: tensor<64x1000xf32> to tensor<64x1024xf32>
// CHECK: output_shape [64, 32, 16, 2]
// CHECK: outs(%{{.*}} : tensor<64x32x2x16xf32>)
// CHECK: into tensor<64x64x16xf32>
// out1: 32 rows of 512, no padding.
// CHECK: outs(%{{.*}} : tensor<32x16x2x16xf32>)
// CHECK: into tensor<32x32x16xf32>
// out2 and out4: in vectors of 16 lanes (YNNPACK's f32 order), no pairs.
// CHECK-NOT: {{32x16x16x2xf32|2x256x16x2xf32}}
// out5: 4 rows of 2048.
// CHECK: output_shape [4, 64, 16, 2]

func.func @main(%a: tensor<64x1000xbf16>, %b: tensor<2x16x512xbf16>, %c: tensor<2x16x512xbf16>, %d: tensor<4x2048xbf16>) -> (tensor<64xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16x512xf32>, tensor<2xf32>, tensor<4xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %wa = stablehlo.convert %a : (tensor<64x1000xbf16>) -> tensor<64x1000xf32>
  %0 = stablehlo.reduce(%wa init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
  %wb = stablehlo.convert %b : (tensor<2x16x512xbf16>) -> tensor<2x16x512xf32>
  %sq = stablehlo.multiply %wb, %wb : tensor<2x16x512xf32>
  %1 = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<2x16xf32>
  %wc = stablehlo.convert %c : (tensor<2x16x512xbf16>) -> tensor<2x16x512xf32>
  %2 = stablehlo.reduce(%wc init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<2x16xf32>
  %two = stablehlo.constant dense<2.0> : tensor<2x16x512xf32>
  %wc2 = stablehlo.convert %c : (tensor<2x16x512xbf16>) -> tensor<2x16x512xf32>
  %3 = stablehlo.multiply %wc2, %two : tensor<2x16x512xf32>
  %wd = stablehlo.convert %c : (tensor<2x16x512xbf16>) -> tensor<2x16x512xf32>
  %4 = stablehlo.reduce(%wd init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x16x512xf32>, tensor<f32>) -> tensor<2xf32>
  %wdd = stablehlo.convert %d : (tensor<4x2048xbf16>) -> tensor<4x2048xf32>
  %sqd = chlo.square %wdd : tensor<4x2048xf32> -> tensor<4x2048xf32>
  %5 = stablehlo.reduce(%sqd init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x2048xf32>, tensor<f32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<64xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16x512xf32>, tensor<2xf32>, tensor<4xf32>
}
