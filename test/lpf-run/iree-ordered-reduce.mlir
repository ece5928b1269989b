// REQUIRES: iree
// bf16 and f32 stablehlo.reduce of add or multiply, of any length, on --backend iree give
// --backend ref's bits (issue 40). StableHLO's interpreter (ref) starts each result at the init
// value and takes the elements in row-major order, rounding at every step. IREE sums bf16 in f32
// and rounds once, and its runtime reads f32 subnormal addends and partial sums as 0 (FTZ/DAZ).
// On IREE the exit (lowering/src/to_stablehlo/foreign_iree.rs) computes that order of exact
// steps: unrolled over up to 64 elements per result (iree-bf16-reduce.mlir), a stablehlo.while
// over the elements beyond; an f32 add is IREE's own reduce where a run-time check on the bits
// shows every addend zero or at least 2^-103 and finite (then every partial sum is zero or
// normal), the ordered steps otherwise. Inputs: Inputs/iree_bf16_normal_64x32.npy (N(0, 1)),
// iree_bf16_x_2048.npy (special codes, NaN payloads, subnormals), iree_reduce.py's f32 data
// (N(0, 1), and addends around and below 2^-126) and iree_f32_a_2048.npy (specials).
// Before (IREE's own reduces): out0 differed from ref on 14 of 16 sums, out1 on 12 of 16, out7
// (the tiny addends' row sums) on 53 of 64, out8 (their sum of 1792), out9 (specials) on 5 of
// 16 (-NaN for inf - inf, flushed sums), out10 (products of 128) on 2 of 16; now 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_normal_64x32.npy --arg %S/Inputs/iree_bf16_x_2048.npy --arg %S/Inputs/iree_reduce_f32_normal_64x32.npy --arg %S/Inputs/iree_reduce_f32_tiny_64x32.npy --arg %S/Inputs/iree_f32_a_2048.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_normal_64x32.npy --arg %S/Inputs/iree_bf16_x_2048.npy --arg %S/Inputs/iree_reduce_f32_normal_64x32.npy --arg %S/Inputs/iree_reduce_f32_tiny_64x32.npy --arg %S/Inputs/iree_f32_a_2048.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_bf16_reduce_add_
// CHECK: call @__lpf_bf16_reduce_multiply_
// CHECK: call @__lpf_f32_reduce_add_
// CHECK: call @__lpf_f32_reduce_multiply_
// CHECK: func.func private @__lpf_bf16_reduce_add_
// CHECK: stablehlo.while
// CHECK: func.func private @__lpf_f32_reduce_add_
// CHECK: stablehlo.case
func.func @main(%x: tensor<64x32xbf16>, %s: tensor<2048xbf16>, %n: tensor<64x32xf32>, %t: tensor<64x32xf32>, %a: tensor<2048xf32>)
    -> (tensor<16xbf16>, tensor<16xbf16>, tensor<bf16>, tensor<16xbf16>, tensor<8xbf16>, tensor<64xf32>, tensor<32xf32>, tensor<64xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>) {
  %zb = stablehlo.constant dense<0.0> : tensor<bf16>
  %ob = stablehlo.constant dense<1.0> : tensor<bf16>
  %zf = stablehlo.constant dense<0.0> : tensor<f32>
  %of = stablehlo.constant dense<1.0> : tensor<f32>
  %x16 = stablehlo.reshape %x : (tensor<64x32xbf16>) -> tensor<16x128xbf16>
  %r0 = stablehlo.reduce(%x16 init: %zb) applies stablehlo.add across dimensions = [1] : (tensor<16x128xbf16>, tensor<bf16>) -> tensor<16xbf16>
  %s16 = stablehlo.reshape %s : (tensor<2048xbf16>) -> tensor<16x128xbf16>
  %r1 = stablehlo.reduce(%s16 init: %zb) across dimensions = [1] : (tensor<16x128xbf16>, tensor<bf16>) -> tensor<16xbf16>
    reducer(%p: tensor<bf16>, %q: tensor<bf16>) {
      %u = stablehlo.add %q, %p : tensor<bf16>
      stablehlo.return %u : tensor<bf16>
    }
  %x1 = stablehlo.reshape %x : (tensor<64x32xbf16>) -> tensor<2048xbf16>
  %r2 = stablehlo.reduce(%x1 init: %zb) applies stablehlo.add across dimensions = [0] : (tensor<2048xbf16>, tensor<bf16>) -> tensor<bf16>
  %xc = stablehlo.reshape %x : (tensor<64x32xbf16>) -> tensor<128x16xbf16>
  %r3 = stablehlo.reduce(%xc init: %zb) applies stablehlo.add across dimensions = [0] : (tensor<128x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
  %x3 = stablehlo.reshape %x : (tensor<64x32xbf16>) -> tensor<2x8x128xbf16>
  %r4 = stablehlo.reduce(%x3 init: %ob) applies stablehlo.multiply across dimensions = [0, 2] : (tensor<2x8x128xbf16>, tensor<bf16>) -> tensor<8xbf16>
  %r5 = stablehlo.reduce(%n init: %zf) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
  %r6 = stablehlo.reduce(%n init: %zf) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
  %r7 = stablehlo.reduce(%t init: %zf) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
  %t0 = stablehlo.slice %t [0:56, 0:32] : (tensor<64x32xf32>) -> tensor<56x32xf32>
  %t1 = stablehlo.reshape %t0 : (tensor<56x32xf32>) -> tensor<1792xf32>
  %r8 = stablehlo.reduce(%t1 init: %zf) applies stablehlo.add across dimensions = [0] : (tensor<1792xf32>, tensor<f32>) -> tensor<f32>
  %a16 = stablehlo.reshape %a : (tensor<2048xf32>) -> tensor<16x128xf32>
  %r9 = stablehlo.reduce(%a16 init: %zf) across dimensions = [1] : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    reducer(%p: tensor<f32>, %q: tensor<f32>) {
      %u = stablehlo.add %q, %p : tensor<f32>
      stablehlo.return %u : tensor<f32>
    }
  %n16 = stablehlo.reshape %n : (tensor<64x32xf32>) -> tensor<16x128xf32>
  %r10 = stablehlo.reduce(%n16 init: %of) applies stablehlo.multiply across dimensions = [1] : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
  %r11 = stablehlo.reduce(%t init: %of) applies stablehlo.multiply across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : tensor<16xbf16>, tensor<16xbf16>, tensor<bf16>, tensor<16xbf16>, tensor<8xbf16>, tensor<64xf32>, tensor<32xf32>, tensor<64xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>
}
