// RUN: lpf-opt %s --raise-stablehlo 2>/dev/null | FileCheck %s
// A reduce of 4096 or more widened bf16 values is one XLA CPU hands to YNNPACK with the
// element-wise ops that produce them, and YNNPACK folds the bf16 rounding between them away
// (raise_stablehlo/ynn_reduce.rs; measured against XLA in python/tests/test_ynn_reduce.py):
// the raise computes that chain in f32 and leaves the f32 reduce to StableHLO.

// 64 x 64 = 4096: the bf16 add feeds the sum unrounded.
// CHECK-LABEL: func.func @sum_of_add
// CHECK: %[[A:.*]] = lpf.convert %arg0 {{.*}} : tensor<64x64xbf16> to tensor<64x64xf32>
// CHECK: %[[B:.*]] = lpf.convert %arg1 {{.*}} : tensor<64x64xbf16> to tensor<64x64xf32>
// CHECK: %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<64x64xf32>
// CHECK: stablehlo.reduce(%[[S]] init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
// CHECK-NOT: lpf.reduce_sum
func.func @sum_of_add(%a: tensor<64x64xbf16>, %b: tensor<64x64xbf16>) -> tensor<64xf32> {
  %s = stablehlo.add %a, %b : tensor<64x64xbf16>
  %w = stablehlo.convert %s : (tensor<64x64xbf16>) -> tensor<64x64xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%w init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// The bf16 add read by another op too (a layer norm's residual stream): XLA keeps it out of
// YNNPACK's graph, rounded.
// CHECK-LABEL: func.func @shared_add
// CHECK: %[[S:.*]] = stablehlo.add %arg0, %arg1 : tensor<64x64xbf16>
// CHECK: lpf.reduce_sum %[[S]] dims [1] acc(f32)
func.func @shared_add(%a: tensor<64x64xbf16>, %b: tensor<64x64xbf16>) -> (tensor<64xf32>, tensor<64x64xbf16>) {
  %s = stablehlo.add %a, %b : tensor<64x64xbf16>
  %w = stablehlo.convert %s : (tensor<64x64xbf16>) -> tensor<64x64xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%w init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %r, %s : tensor<64xf32>, tensor<64x64xbf16>
}

// A layer norm's variance: (x - mean)^2 unrounded, the broadcast mean a leaf (its bf16 value).
// CHECK-LABEL: func.func @variance
// CHECK: %[[X:.*]] = lpf.convert %arg0 {{.*}} : tensor<8x512xbf16> to tensor<8x512xf32>
// CHECK: %[[M:.*]] = lpf.convert %{{.*}} : tensor<8x512xbf16> to tensor<8x512xf32>
// CHECK: %[[D:.*]] = stablehlo.subtract %[[X]], %[[M]] : tensor<8x512xf32>
// CHECK: %[[SQ:.*]] = stablehlo.multiply %[[D]], %[[D]] : tensor<8x512xf32>
// CHECK: stablehlo.reduce(%[[SQ]] init: %{{.*}}) applies stablehlo.add
// The bf16 chain nothing reads any more is gone.
// CHECK-NOT: xbf16>
// CHECK: return
func.func @variance(%x: tensor<8x512xbf16>, %mean: tensor<8xbf16>) -> tensor<8xf32> {
  %m = stablehlo.broadcast_in_dim %mean, dims = [0] : (tensor<8xbf16>) -> tensor<8x512xbf16>
  %d = stablehlo.subtract %x, %m : tensor<8x512xbf16>
  %sq = stablehlo.multiply %d, %d : tensor<8x512xbf16>
  %w = stablehlo.convert %sq : (tensor<8x512xbf16>) -> tensor<8x512xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%w init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// 32 x 64 = 2048, XLA's own loops: every rounding kept, lpf.reduce_sum of the bf16 values.
// CHECK-LABEL: func.func @small
// CHECK: %[[S:.*]] = stablehlo.add %arg0, %arg1 : tensor<32x64xbf16>
// CHECK: lpf.reduce_sum %[[S]] dims [1] acc(f32)
func.func @small(%a: tensor<32x64xbf16>, %b: tensor<32x64xbf16>) -> tensor<32xf32> {
  %s = stablehlo.add %a, %b : tensor<32x64xbf16>
  %w = stablehlo.convert %s : (tensor<32x64xbf16>) -> tensor<32x64xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%w init: %z) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
  return %r : tensor<32xf32>
}

// The widened value read by another op too: not measured, every rounding kept.
// CHECK-LABEL: func.func @shared_widening
// CHECK: lpf.reduce_sum
func.func @shared_widening(%a: tensor<64x64xbf16>, %b: tensor<64x64xbf16>) -> (tensor<64xf32>, tensor<64x64xf32>) {
  %s = stablehlo.add %a, %b : tensor<64x64xbf16>
  %w = stablehlo.convert %s : (tensor<64x64xbf16>) -> tensor<64x64xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%w init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %r, %w : tensor<64xf32>, tensor<64x64xf32>
}

// The sum of the widening's squares (a layer norm's sum of squares of the residual stream,
// `jnp.square` or `x * x`): the square alone reads the widening, so the add feeds it unrounded.
// CHECK-LABEL: func.func @sum_of_squares
// CHECK: %[[A:.*]] = lpf.convert %arg0 {{.*}} : tensor<2x64x512xbf16> to tensor<2x64x512xf32>
// CHECK: %[[B:.*]] = lpf.convert %arg1 {{.*}} : tensor<2x64x512xbf16> to tensor<2x64x512xf32>
// CHECK: %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<2x64x512xf32>
// CHECK: %[[SQ:.*]] = chlo.square %[[S]] : tensor<2x64x512xf32>
// CHECK: stablehlo.reduce(%[[SQ]] init: %{{.*}}) applies stablehlo.add
// CHECK-LABEL: func.func @sum_and_sum_of_squares
// The mean and the variance of one widening: every rounding kept (XLA sums the rounded values).
// CHECK: %[[S:.*]] = stablehlo.add %arg0, %arg1 : tensor<2x64x512xbf16>
// CHECK: lpf.reduce_sum %[[S]] dims [2] acc(f32)
func.func @sum_of_squares(%a: tensor<2x64x512xbf16>, %b: tensor<2x64x512xbf16>) -> tensor<2x64xf32> {
  %s = stablehlo.add %a, %b : tensor<2x64x512xbf16>
  %w = stablehlo.convert %s : (tensor<2x64x512xbf16>) -> tensor<2x64x512xf32>
  %sq = chlo.square %w : tensor<2x64x512xf32> -> tensor<2x64x512xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = [2] : (tensor<2x64x512xf32>, tensor<f32>) -> tensor<2x64xf32>
  return %r : tensor<2x64xf32>
}

func.func @sum_and_sum_of_squares(%a: tensor<2x64x512xbf16>, %b: tensor<2x64x512xbf16>) -> (tensor<2x64xf32>, tensor<2x64xf32>) {
  %s = stablehlo.add %a, %b : tensor<2x64x512xbf16>
  %w = stablehlo.convert %s : (tensor<2x64x512xbf16>) -> tensor<2x64x512xf32>
  %sq = stablehlo.multiply %w, %w : tensor<2x64x512xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%w init: %z) applies stablehlo.add across dimensions = [2] : (tensor<2x64x512xf32>, tensor<f32>) -> tensor<2x64xf32>
  %q = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = [2] : (tensor<2x64x512xf32>, tensor<f32>) -> tensor<2x64xf32>
  return %r, %q : tensor<2x64xf32>, tensor<2x64xf32>
}

// A bf16 dot widened back to f32 for a softmax over 2 x 64 x 64 scores: XLA hands the dot,
// the scale and the row maximum to YNNPACK as one graph, which folds the dot's bf16 rounding
// and its widening into the dot's f32 value (ynn_reduce.rs, `unround_dot_results`).
// CHECK-LABEL: func.func @scores_max
// CHECK: %[[D:.*]] = lpf.dot %arg0, %{{.*}} acc(f32) {lpf.xla_f32_dot} : tensor<2x64x128xbf16>, tensor<2x128x64xbf16> -> tensor<2x64x64xf32>
// CHECK-NOT: lpf.convert
// CHECK: stablehlo.divide %[[D]], %{{.*}} : tensor<2x64x64xf32>
func.func @scores_max(%q: tensor<2x64x128xbf16>, %k: tensor<2x64x128xbf16>) -> tensor<2x64xf32> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) -> tensor<2x64x64xbf16>
  %w = stablehlo.convert %s : (tensor<2x64x64xbf16>) -> tensor<2x64x64xf32>
  %c = stablehlo.constant dense<11.3137083> : tensor<2x64x64xf32>
  %d = stablehlo.divide %w, %c : tensor<2x64x64xf32>
  %z = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%d init: %z) applies stablehlo.maximum across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
  return %m : tensor<2x64xf32>
}

// 2 x 16 x 16 scores (512, XLA's own loops), and scores nothing reduces: the dot's bf16 rounding
// stays.
// CHECK-LABEL: func.func @scores_kept
// CHECK: lpf.dot {{.*}} -> tensor<2x16x16xf32>
// CHECK: lpf.convert %{{.*}} : tensor<2x16x16xf32> to tensor<2x16x16xbf16>
// CHECK: lpf.dot {{.*}} -> tensor<2x64x64xf32>
// CHECK: lpf.convert %{{.*}} : tensor<2x64x64xf32> to tensor<2x64x64xbf16>
func.func @scores_kept(%q: tensor<2x16x128xbf16>, %k: tensor<2x16x128xbf16>, %q2: tensor<2x64x128xbf16>) -> (tensor<2x16xf32>, tensor<2x64x64xf32>) {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) -> tensor<2x16x16xbf16>
  %w = stablehlo.convert %s : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
  %z = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%w init: %z) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
  %s2 = stablehlo.dot_general %q2, %q2, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) -> tensor<2x64x64xbf16>
  %w2 = stablehlo.convert %s2 : (tensor<2x64x64xbf16>) -> tensor<2x64x64xf32>
  return %m, %w2 : tensor<2x16xf32>, tensor<2x64x64xf32>
}
