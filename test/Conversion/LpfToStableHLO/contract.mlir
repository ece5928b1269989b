// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file | FileCheck %s
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=gpu -split-input-file | FileCheck %s --check-prefix=GPU

// An f16 x fp8 dot: the operands are widened exactly to f64 (every f16 and fp8 value is an f32
// normal or zero, which XLA's converts widen exactly), the dot_general sums exact products in f64
// (the f32 accumulator is never an f8 result type, which XLA would round twice), the sum is
// rounded once to f32 (XLA's convert, and on the f64 side where the result is an f32 subnormal,
// which XLA's convert would flush: fast-forms.mlir), the narrowing to bf16 is a separate convert
// afterwards, and a zero result is the +0 an ordered sum from +0 gives.
// CHECK-LABEL: func.func @fp8_dot(%arg0: tensor<3x5xf16>, %arg1: tensor<5x7xf8E4M3FN>) -> tensor<3x7xbf16>
// CHECK: %[[S:[0-9]+]] = call @[[DOT:__lpf_dot_[0-9a-f]+]](%arg0, %arg1) : (tensor<3x5xf16>, tensor<5x7xf8E4M3FN>) -> tensor<3x7xf32>
// CHECK: call @{{__lpf_convert_[0-9a-f]+}}(%[[S]]) : (tensor<3x7xf32>) -> tensor<3x7xbf16>
// CHECK: func.func private @[[DOT]](
// CHECK: %[[Q32:[0-9]+]] = stablehlo.convert %arg0 : (tensor<3x5xf16>) -> tensor<3x5xf32>
// CHECK: %[[Q:[0-9]+]] = stablehlo.convert %[[Q32]] : (tensor<3x5xf32>) -> tensor<3x5xf64>
// CHECK: %[[K32:[0-9]+]] = stablehlo.convert %arg1 : (tensor<5x7xf8E4M3FN>) -> tensor<5x7xf32>
// CHECK: %[[K:[0-9]+]] = stablehlo.convert %[[K32]] : (tensor<5x7xf32>) -> tensor<5x7xf64>
// CHECK: stablehlo.dot_general %[[Q]], %[[K]], contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf64>, tensor<5x7xf64>) -> tensor<3x7xf64>
// CHECK: stablehlo.compare
// CHECK: stablehlo.select
// CHECK: stablehlo.bitcast_convert {{.*}} -> tensor<3x7xf32>
// GPU-NOT: lpf.stablehlo_target
// GPU-LABEL: func.func private @__lpf_dot_
// GPU: stablehlo.dot_general{{.*}}algorithm = <lhs_precision_type = f64, rhs_precision_type = f64, accumulation_type = f64
func.func @fp8_dot(%q: tensor<3x5xf16>, %k: tensor<5x7xf8E4M3FN>) -> tensor<3x7xbf16> {
  %s = lpf.dot %q, %k acc(f32) : tensor<3x5xf16>, tensor<5x7xf8E4M3FN> -> tensor<3x7xf32>
  %r = lpf.convert %s : tensor<3x7xf32> to tensor<3x7xbf16>
  return %r : tensor<3x7xbf16>
}

// -----

// A batched f64-accumulator dot of f4 operands: XLA cannot compile a dot on f4E2M1FN, so the
// operands are widened first.
// CHECK-LABEL: func.func @batched_f4(
// CHECK: func.func private @__lpf_dot_
// CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1]{{.*}}: (tensor<2x3x4xf64>, tensor<2x4x5xf64>) -> tensor<2x3x5xf64>
// GPU-LABEL: func.func private @__lpf_dot_
// GPU: accumulation_type = f64
func.func @batched_f4(%a: tensor<2x3x4xf4E2M1FN>, %b: tensor<2x4x5xf4E2M1FN>) -> tensor<2x3x5xf64> {
  %c = lpf.dot %a, %b acc(f64) : tensor<2x3x4xf4E2M1FN>, tensor<2x4x5xf4E2M1FN> -> tensor<2x3x5xf64>
  return %c : tensor<2x3x5xf64>
}

// -----

// reduce_sum: a stablehlo.reduce from +0 over the reduced dimensions, in f64 on exactly decoded
// elements, then rounded once into the f32 accumulator.
// CHECK-LABEL: func.func @sum(%arg0: tensor<3x7x5xf16>) -> tensor<7xf32>
// CHECK: func.func private @__lpf_reduce_sum_
// CHECK: %[[INIT:[a-z0-9_]+]] = stablehlo.constant dense<0.000000e+00> : tensor<f64>
// CHECK: stablehlo.reduce(%{{.*}} init: %[[INIT]]) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x7x5xf64>, tensor<f64>) -> tensor<7xf64>
func.func @sum(%x: tensor<3x7x5xf16>) -> tensor<7xf32> {
  %r = lpf.reduce_sum %x dims [0, 2] acc(f32) : tensor<3x7x5xf16> -> tensor<7xf32>
  return %r : tensor<7xf32>
}

// -----

// bf16 products can overflow f32 (3.39e38 x 10). Where they do, each exact f64 product is formed
// on its own, made +-inf at f32's overflow threshold (2 - 2^-24) 2^127 as the contract's rounding
// makes it, and only then summed, so XLA cannot fuse a product into the sum and +inf + -inf stays
// NaN. That path materialises [B, M, N, K]: a run-time check of the operands' largest magnitudes
// (a stablehlo.case, so XLA runs one branch) takes the plain f64 dot_general wherever their
// product stays below the threshold (issue 39: a flax bf16 LM ran 750x slower than jax.jit). The
// largest magnitudes are integer maxima of the f32 magnitude bits (fast-forms.mlir).
// CHECK-LABEL: func.func @overflowing_products
// CHECK: call @[[CHECKED:__lpf_dot_checked_[0-9a-f]+]](%arg0, %arg1)
// CHECK: func.func private @[[CHECKED]](
// CHECK: stablehlo.reduce({{.*}}) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<2x3x4xi32>
// CHECK: stablehlo.convert {{.*}} : (tensor<f32>) -> tensor<f64>
// CHECK: stablehlo.reduce({{.*}}) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<2x4x5xi32>
// CHECK: stablehlo.convert {{.*}} : (tensor<f32>) -> tensor<f64>
// CHECK: stablehlo.multiply
// CHECK: %[[BOUND:.*]] = stablehlo.constant dense<3.4028235677973366E+38> : tensor<f64>
// CHECK: stablehlo.compare {{.*}}LT, %{{[0-9]+}}, %[[BOUND]]
// CHECK: "stablehlo.case"
// CHECK: func.call @[[FAST:__lpf_dot_[0-9a-f]+]](%arg0, %arg1)
// CHECK: func.call @[[SLOW:__lpf_dot_[0-9a-f]+]](%arg0, %arg1)
// CHECK: func.func private @[[FAST]](
// CHECK: stablehlo.dot_general {{.*}} -> tensor<2x3x5xf64>
// CHECK: func.func private @[[SLOW]](
// CHECK: stablehlo.broadcast_in_dim {{.*}}, dims = [0, 1, 3] : {{.*}} -> tensor<2x3x5x4xf64>
// CHECK: stablehlo.broadcast_in_dim {{.*}}, dims = [0, 3, 2] : {{.*}} -> tensor<2x3x5x4xf64>
// CHECK: %[[P:[0-9]+]] = stablehlo.multiply
// CHECK: dense<3.4028235677973366E+38>
// CHECK: stablehlo.select %{{[0-9]+}}, %{{[a-z0-9_]+}}, %[[P]]
// CHECK: stablehlo.reduce({{.*}}) applies stablehlo.add across dimensions = [3]
// CHECK-NOT: stablehlo.dot_general
func.func @overflowing_products(%a: tensor<2x3x4xbf16>, %b: tensor<2x4x5xbf16>) -> tensor<2x3x5xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<2x3x4xbf16>, tensor<2x4x5xbf16> -> tensor<2x3x5xf32>
  return %c : tensor<2x3x5xf32>
}

// -----

// An acc(f64) scaled_dot: its dot's operands are f64, but dequantize_block's products (E5M2 x
// E8M0: 2^-143 .. 2^143, 3 bits) are f64 normals, so the f64 sum is proven exact (an f64
// operand of any other origin is [E0915], invalid.mlir).
// CHECK-LABEL: func.func @scaled_f64(
// CHECK: func.func private @__lpf_dot_
// CHECK: stablehlo.dot_general{{.*}}: (tensor<2x32xf64>, tensor<32x3xf64>) -> tensor<2x3xf64>
func.func @scaled_f64(%a: tensor<2x32xf8E5M2>, %as: tensor<2x1xf8E8M0FNU>, %b: tensor<32x3xf8E5M2>, %bs: tensor<1x3xf8E8M0FNU>) -> tensor<2x3xf64> {
  %r = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f64) : tensor<2x32xf8E5M2>, tensor<2x1xf8E8M0FNU>, tensor<32x3xf8E5M2>, tensor<1x3xf8E8M0FNU> -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}
