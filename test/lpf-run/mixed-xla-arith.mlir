// f32 arithmetic as XLA CPU computes it (lowering/src/hlo_defined/reduce_sum.rs,
// fused_multiply_add.rs, constant_divide.rs), on --backend ref and the LLVM exit alike:
// out0-out8 reduce sums in XLA's orders: its loops' runs of 32 (out0 100 = 18 + 32 + 32 + 18,
// out1 33 = 17 + 16, out2 64 = 32 + 32, out7 over the first dimension, out8 over a middle one),
// in order over at most 32 elements (out5), YNNPACK's from 4096 elements on (out3 64 x 300,
// out4 14 x 300: 16 lanes, tiles of 4 vectors, a last partial tile; out6 over two trailing
// dimensions as one row); out9-out12, out15, out16 an add or subtract of a product as one
// fused multiply-add (out11 the left of two products; out12 a product with two uses in one
// expression stays twice rounded; out15 and out16 one product fused into two separate results);
// out13 a division by a broadcast as the multiply by the broadcast inverse; out14 a mean whose
// divisor is constant arithmetic (jnp.var's n - ddof), XLA's multiply by 1/64; out17 an f32 dot,
// one fused multiply-add per k on both (ref's machine::fma_dot, the exit's lpf.foreign_fma);
// out18-out20 torch-xla's LayerNorm, a batch_norm_training over [1, 32, 64]: its sums over
// dimensions 0 and 2 are sums over 64 (a reduced dimension of size 1 adds nothing), in runs;
// out21-out23 f32 dots of a transposed right operand (nn.Linear's [N, K] weight, contracted on
// its last dimension or through a transpose) in YNNPACK's lanes: two for N = 32, four for
// N = 16 and 40 (hlo_defined::xla_dot_lanes).
// mixed-xla-arith-xla.mlir checks each against XLA itself; here llvm == ref on 1 and 3 threads.
// Inputs: Inputs/xla_arith.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/xla_arith_rows.npy --arg %S/Inputs/xla_arith_a.npy --arg %S/Inputs/xla_arith_b.npy --arg %S/Inputs/xla_arith_c.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/xla_arith_rows.npy --arg %S/Inputs/xla_arith_a.npy --arg %S/Inputs/xla_arith_b.npy --arg %S/Inputs/xla_arith_c.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/xla_arith_rows.npy --arg %S/Inputs/xla_arith_a.npy --arg %S/Inputs/xla_arith_b.npy --arg %S/Inputs/xla_arith_c.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// The runs: 100 padded by 14 on each side into 4 runs of 32; 33 by 15 and 16 into 2.
// CHECK: tensor.pad %{{.*}} low[0, 14] high[0, 14]
// CHECK: output_shape [8, 4, 32]
// CHECK: tensor.pad %{{.*}} low[0, 15] high[0, 16]
// CHECK: output_shape [40, 2, 32]
// YNNPACK's: 300 padded to 19 vectors of 16 lanes.
// CHECK: tensor.pad %arg0 low[0, 0] high[0, 4]
// CHECK: output_shape [64, 19, 16]
// The first dimension's runs: 40 rows padded by 12 on each side.
// CHECK: tensor.pad %{{.*}} low[12, 0] high[12, 0]
// out9: one fused multiply-add; out11: the left product fused, the right one rounded.
// CHECK: math.fma %in, %in_{{[0-9]+}}, %in_{{[0-9]+}} : f32
// CHECK: %[[RIGHT:.*]] = arith.mulf
// CHECK-NEXT: math.fma %in, %in_{{[0-9]+}}, %[[RIGHT]] : f32
// out13: 1 / the divisor, then a multiply.
// CHECK: %[[INVERSE:.*]] = arith.divf %cst{{.*}}, %in_{{[0-9]+}} : f32
// CHECK-NEXT: arith.mulf %in, %[[INVERSE]] : f32

func.func @main(%rows: tensor<64x300xf32>, %a: tensor<16x64xf32>, %b: tensor<16x64xf32>, %c: tensor<16x64xf32>) -> (tensor<8xf32>, tensor<40xf32>, tensor<16xf32>, tensor<64xf32>, tensor<14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<48xf32>, tensor<8x5xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16x16xf32>, tensor<16x40xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r0 = stablehlo.slice %rows [0:8, 0:100] : (tensor<64x300xf32>) -> tensor<8x100xf32>
  %s0 = stablehlo.reduce(%r0 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x100xf32>, tensor<f32>) -> tensor<8xf32>
  %r1 = stablehlo.slice %rows [0:40, 0:33] : (tensor<64x300xf32>) -> tensor<40x33xf32>
  %s1 = stablehlo.reduce(%r1 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<40x33xf32>, tensor<f32>) -> tensor<40xf32>
  %r2 = stablehlo.slice %rows [0:16, 0:64] : (tensor<64x300xf32>) -> tensor<16x64xf32>
  %s2 = stablehlo.reduce(%r2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
  %s3 = stablehlo.reduce(%rows init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x300xf32>, tensor<f32>) -> tensor<64xf32>
  %r4 = stablehlo.slice %rows [0:14, 0:300] : (tensor<64x300xf32>) -> tensor<14x300xf32>
  %s4 = stablehlo.reduce(%r4 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<14x300xf32>, tensor<f32>) -> tensor<14xf32>
  %r5 = stablehlo.slice %rows [0:64, 0:17] : (tensor<64x300xf32>) -> tensor<64x17xf32>
  %s5 = stablehlo.reduce(%r5 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x17xf32>, tensor<f32>) -> tensor<64xf32>
  %r6a = stablehlo.slice %rows [0:64, 0:100] : (tensor<64x300xf32>) -> tensor<64x100xf32>
  %r6 = stablehlo.reshape %r6a : (tensor<64x100xf32>) -> tensor<64x4x25xf32>
  %s6 = stablehlo.reduce(%r6 init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<64x4x25xf32>, tensor<f32>) -> tensor<64xf32>
  %r7 = stablehlo.slice %rows [0:40, 0:48] : (tensor<64x300xf32>) -> tensor<40x48xf32>
  %s7 = stablehlo.reduce(%r7 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<40x48xf32>, tensor<f32>) -> tensor<48xf32>
  %r8a = stablehlo.slice %rows [0:8, 0:300] : (tensor<64x300xf32>) -> tensor<8x300xf32>
  %r8 = stablehlo.reshape %r8a : (tensor<8x300xf32>) -> tensor<8x60x5xf32>
  %s8 = stablehlo.reduce(%r8 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x60x5xf32>, tensor<f32>) -> tensor<8x5xf32>
  %ab = stablehlo.multiply %a, %b : tensor<16x64xf32>
  %f9 = stablehlo.add %ab, %c : tensor<16x64xf32>
  %ac = stablehlo.multiply %a, %c : tensor<16x64xf32>
  %f10 = stablehlo.subtract %b, %ac : tensor<16x64xf32>
  %bc = stablehlo.multiply %b, %c : tensor<16x64xf32>
  %aa = stablehlo.multiply %a, %a : tensor<16x64xf32>
  %f11 = stablehlo.add %bc, %aa : tensor<16x64xf32>
  %apb = stablehlo.add %a, %b : tensor<16x64xf32>
  %y = stablehlo.multiply %apb, %c : tensor<16x64xf32>
  %yp = stablehlo.add %y, %a : tensor<16x64xf32>
  %ym = stablehlo.subtract %y, %a : tensor<16x64xf32>
  %f12 = stablehlo.multiply %yp, %ym : tensor<16x64xf32>
  %amb = stablehlo.subtract %a, %b : tensor<16x64xf32>
  %y2 = stablehlo.multiply %amb, %c : tensor<16x64xf32>
  %f15 = stablehlo.add %y2, %a : tensor<16x64xf32>
  %f16 = stablehlo.subtract %y2, %b : tensor<16x64xf32>
  %col = stablehlo.slice %c [0:16, 0:1] : (tensor<16x64xf32>) -> tensor<16x1xf32>
  %colv = stablehlo.reshape %col : (tensor<16x1xf32>) -> tensor<16xf32>
  %den = stablehlo.broadcast_in_dim %colv, dims = [0] : (tensor<16xf32>) -> tensor<16x64xf32>
  %f13 = stablehlo.divide %b, %den : tensor<16x64xf32>
  %sa = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
  %n = stablehlo.constant dense<64.0> : tensor<f32>
  %ddof = stablehlo.constant dense<0> : tensor<i64>
  %ddoff = stablehlo.convert %ddof : (tensor<i64>) -> tensor<f32>
  %nd = stablehlo.subtract %n, %ddoff : tensor<f32>
  %ndb = stablehlo.broadcast_in_dim %nd, dims = [] : (tensor<f32>) -> tensor<16xf32>
  %f14 = stablehlo.divide %sa, %ndb : tensor<16xf32>
  %w = stablehlo.slice %rows [0:64, 0:64] : (tensor<64x300xf32>) -> tensor<64x64xf32>
  %d17 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
  %bx2 = stablehlo.slice %rows [0:32, 0:64] : (tensor<64x300xf32>) -> tensor<32x64xf32>
  %bx = stablehlo.reshape %bx2 : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
  %bs2 = stablehlo.slice %rows [40:41, 0:32] : (tensor<64x300xf32>) -> tensor<1x32xf32>
  %bs = stablehlo.reshape %bs2 : (tensor<1x32xf32>) -> tensor<32xf32>
  %bo2 = stablehlo.slice %rows [41:42, 0:32] : (tensor<64x300xf32>) -> tensor<1x32xf32>
  %bo = stablehlo.reshape %bo2 : (tensor<1x32xf32>) -> tensor<32xf32>
  %bn:3 = "stablehlo.batch_norm_training"(%bx, %bs, %bo) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64} : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
  %w32 = stablehlo.slice %rows [0:32, 100:164] : (tensor<64x300xf32>) -> tensor<32x64xf32>
  %l21 = stablehlo.slice %rows [40:56, 0:64] : (tensor<64x300xf32>) -> tensor<16x64xf32>
  %d21 = stablehlo.dot_general %l21, %w32, contracting_dims = [1] x [1] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
  %w16 = stablehlo.slice %rows [32:48, 100:164] : (tensor<64x300xf32>) -> tensor<16x64xf32>
  %w16t = stablehlo.transpose %w16, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
  %l22 = stablehlo.slice %rows [44:60, 0:64] : (tensor<64x300xf32>) -> tensor<16x64xf32>
  %d22 = stablehlo.dot_general %l22, %w16t, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<16x16xf32>
  %w40 = stablehlo.slice %rows [10:50, 200:264] : (tensor<64x300xf32>) -> tensor<40x64xf32>
  %l23 = stablehlo.slice %rows [48:64, 0:64] : (tensor<64x300xf32>) -> tensor<16x64xf32>
  %d23 = stablehlo.dot_general %l23, %w40, contracting_dims = [1] x [1] : (tensor<16x64xf32>, tensor<40x64xf32>) -> tensor<16x40xf32>
  return %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %f9, %f10, %f11, %f12, %f13, %f14, %f15, %f16, %d17, %bn#0, %bn#1, %bn#2, %d21, %d22, %d23 : tensor<8xf32>, tensor<40xf32>, tensor<16xf32>, tensor<64xf32>, tensor<14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<48xf32>, tensor<8x5xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16x16xf32>, tensor<16x40xf32>
}
