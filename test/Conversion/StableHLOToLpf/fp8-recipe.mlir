// RUN: lpf-opt %s --raise-stablehlo -split-input-file -verify-diagnostics
// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | FileCheck %s
// The FP8 quantise-dequantise recipe (flax.linen fp8_ops with f32 compute: x / scale, clip to
// +-448, convert to f8E4M3FN, convert back, times scale, then an f32 x f32 dot_general; issue 38).
// The converts become lpf.convert (XLA's f32 -> f8E4M3FN: nearest even, NaN on overflow, which
// the clip keeps from happening), and the f32 dot of the dequantised values lpf.dot acc(f32), with
// a remark that it is the recipe (python/tests/test_raise_fp8_recipe.py measures XLA's dot).

// CHECK-LABEL: func.func @fp8_dense
// CHECK: %[[Q:.*]] = lpf.convert %{{.*}} rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4x16xf32> to tensor<4x16xf8E4M3FN>
// CHECK: %[[D:.*]] = lpf.convert %[[Q]] rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4x16xf8E4M3FN> to tensor<4x16xf32>
// CHECK: %[[X:.*]] = stablehlo.multiply %[[D]], %{{.*}} : tensor<4x16xf32>
// CHECK: %[[W:.*]] = stablehlo.multiply %{{.*}}, %{{.*}} : tensor<16x8xf32>
// CHECK: lpf.dot %[[X]], %[[W]] acc(f32) : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
// CHECK-NOT: stablehlo.dot_general
func.func @fp8_dense(%x: tensor<4x16xf32>, %k: tensor<16x8xf32>, %sx: tensor<1xf32>, %sk: tensor<1xf32>) -> tensor<4x8xf32> {
  %lo = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
  %hi = stablehlo.constant dense<4.480000e+02> : tensor<f32>
  %bx = stablehlo.broadcast_in_dim %sx, dims = [1] : (tensor<1xf32>) -> tensor<4x16xf32>
  %xs = stablehlo.divide %x, %bx : tensor<4x16xf32>
  %xc = stablehlo.clamp %lo, %xs, %hi : (tensor<f32>, tensor<4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
  %xq = stablehlo.convert %xc : (tensor<4x16xf32>) -> tensor<4x16xf8E4M3FN>
  %xd = stablehlo.convert %xq : (tensor<4x16xf8E4M3FN>) -> tensor<4x16xf32>
  %x2 = stablehlo.multiply %xd, %bx : tensor<4x16xf32>
  %bk = stablehlo.broadcast_in_dim %sk, dims = [1] : (tensor<1xf32>) -> tensor<16x8xf32>
  %ks = stablehlo.divide %k, %bk : tensor<16x8xf32>
  %kc = stablehlo.clamp %lo, %ks, %hi : (tensor<f32>, tensor<16x8xf32>, tensor<f32>) -> tensor<16x8xf32>
  %kq = stablehlo.convert %kc : (tensor<16x8xf32>) -> tensor<16x8xf8E4M3FN>
  %kd = stablehlo.convert %kq : (tensor<16x8xf8E4M3FN>) -> tensor<16x8xf32>
  %k2 = stablehlo.multiply %bk, %kd : tensor<16x8xf32>
  // expected-remark @+1 {{is an FP8 quantise-dequantise dot (lhs: f8E4M3FN codes times a broadcast scale; rhs: f8E4M3FN codes times a broadcast scale): raised as lpf.dot acc(f32) of the dequantised f32 values}}
  %y = stablehlo.dot_general %x2, %k2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Weight-only: the activation stays f32, the weight is dequantised f8E5M2 codes. Raised too.
// CHECK-LABEL: func.func @weight_only
// CHECK: lpf.dot %arg0, %{{.*}} acc(f32) : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
func.func @weight_only(%x: tensor<4x16xf32>, %w: tensor<16x8xf8E5M2>, %s: tensor<f32>) -> tensor<4x8xf32> {
  %wd = stablehlo.convert %w : (tensor<16x8xf8E5M2>) -> tensor<16x8xf32>
  %bs = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
  %w2 = stablehlo.multiply %wd, %bs : tensor<16x8xf32>
  // expected-remark @+1 {{(lhs: f32 values; rhs: f8E5M2 codes times a broadcast scale)}}
  %y = stablehlo.dot_general %x, %w2, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// A per-channel scale (torch's weight-only fp8: one per output column) is raised the same way.
// CHECK-LABEL: func.func @per_channel
// CHECK: lpf.dot %arg0, %{{.*}} acc(f32) : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
// CHECK-NOT: stablehlo.dot_general
func.func @per_channel(%x: tensor<4x16xf32>, %w: tensor<16x8xf8E4M3FN>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  %wd = stablehlo.convert %w : (tensor<16x8xf8E4M3FN>) -> tensor<16x8xf32>
  %bs = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<8xf32>) -> tensor<16x8xf32>
  %w2 = stablehlo.multiply %wd, %bs : tensor<16x8xf32>
  // expected-remark @+1 {{(lhs: f32 values; rhs: f8E4M3FN codes times a broadcast scale)}}
  %y = stablehlo.dot_general %x, %w2, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// An f32 dot of plain f32 values is not this pass's business (no remark, no lpf op).
// CHECK-LABEL: func.func @plain_f32
// CHECK: stablehlo.dot_general
// CHECK-NOT: lpf.dot
func.func @plain_f32(%x: tensor<4x16xf32>, %w: tensor<16x8xf32>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  %bs = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<8xf32>) -> tensor<16x8xf32>
  %w2 = stablehlo.multiply %w, %bs : tensor<16x8xf32>
  %y = stablehlo.dot_general %x, %w2, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
