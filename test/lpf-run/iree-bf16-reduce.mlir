// REQUIRES: iree
// A bf16 stablehlo.reduce whose body is add or multiply on --backend iree gives --backend ref's
// bits (issue 40): StableHLO's interpreter (ref) starts each result at the init value and takes
// the elements in row-major order, rounding to bf16 at every step; IREE summed in f32 and
// rounded once (out0, the sums of 64 rows of 32 N(0, 1) values: 46 of 64 differed). On IREE the
// exit unrolls such a reduce over at most 64 elements per result (about 40 ops a step: compile
// time bounds it) into that sequence of its
// exact bf16 adds or multiplies (lowering/src/to_stablehlo/foreign_iree.rs): rows, columns,
// the element first in the body, and the special and random codes of
// Inputs/iree_bf16_x_2048.npy (NaN payloads, infinities, subnormals).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_normal_64x32.npy --arg %S/Inputs/iree_bf16_x_2048.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_normal_64x32.npy --arg %S/Inputs/iree_bf16_x_2048.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_bf16_reduce_add_
// CHECK: call @__lpf_bf16_reduce_multiply_
func.func @main(%x: tensor<64x32xbf16>, %s: tensor<2048xbf16>) -> (tensor<64xbf16>, tensor<4xbf16>, tensor<16x32xbf16>, tensor<64xbf16>) {
  %zb = stablehlo.constant dense<0.0> : tensor<bf16>
  %ob = stablehlo.constant dense<1.0> : tensor<bf16>
  %rb = stablehlo.reduce(%x init: %zb) applies stablehlo.add across dimensions = [1] : (tensor<64x32xbf16>, tensor<bf16>) -> tensor<64xbf16>
  %xt = stablehlo.slice %x [0:32, 0:4] : (tensor<64x32xbf16>) -> tensor<32x4xbf16>
  %r0 = stablehlo.reduce(%xt init: %zb) applies stablehlo.add across dimensions = [0] : (tensor<32x4xbf16>, tensor<bf16>) -> tensor<4xbf16>
  %s2 = stablehlo.reshape %s : (tensor<2048xbf16>) -> tensor<64x32xbf16>
  %x3 = stablehlo.reshape %x : (tensor<64x32xbf16>) -> tensor<16x4x32xbf16>
  %rm = stablehlo.reduce(%x3 init: %ob) applies stablehlo.multiply across dimensions = [1] : (tensor<16x4x32xbf16>, tensor<bf16>) -> tensor<16x32xbf16>
  %rx = stablehlo.reduce(%s2 init: %zb) across dimensions = [1] : (tensor<64x32xbf16>, tensor<bf16>) -> tensor<64xbf16>
    reducer(%a: tensor<bf16>, %b: tensor<bf16>) {
      %t = stablehlo.add %b, %a : tensor<bf16>
      stablehlo.return %t : tensor<bf16>
    }
  return %rb, %r0, %rm, %rx : tensor<64xbf16>, tensor<4xbf16>, tensor<16x32xbf16>, tensor<64xbf16>
}
