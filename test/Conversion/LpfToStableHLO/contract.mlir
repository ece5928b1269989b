// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file | FileCheck %s
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=gpu -split-input-file | FileCheck %s --check-prefix=GPU

// An f16 x fp8 dot: every f16 and fp8 value is an f32 normal or zero and their products (at
// least 2^-33, below 2^25) can neither be f32 subnormals nor overflow in 5 terms, so XLA's own f32
// dot keeps the contract (docs/stablehlo.md, "XLA's own dot where the operands prove it"): the
// operands are XLA's exact converts into f32, the dot sums in XLA's order (within the §8 bound),
// a zero result is made +0 and a NaN the canonical +NaN. No run-time check. The narrowing to bf16
// is a separate convert afterwards (the f32 accumulator is never an f8 result type, which XLA
// would round twice).
// CHECK-LABEL: func.func @fp8_dot(%arg0: tensor<3x5xf16>, %arg1: tensor<5x7xf8E4M3FN>) -> tensor<3x7xbf16>
// CHECK: %[[S:[0-9]+]] = call @[[DOT:__lpf_dot_native_[0-9a-f]+]](%arg0, %arg1) : (tensor<3x5xf16>, tensor<5x7xf8E4M3FN>) -> tensor<3x7xf32>
// CHECK: call @{{__lpf_convert_[0-9a-f]+}}(%[[S]]) : (tensor<3x7xf32>) -> tensor<3x7xbf16>
// CHECK: func.func private @[[DOT]](
// CHECK: %[[Q:[0-9]+]] = stablehlo.convert %arg0 : (tensor<3x5xf16>) -> tensor<3x5xf32>
// CHECK: %[[K:[0-9]+]] = stablehlo.convert %arg1 : (tensor<5x7xf8E4M3FN>) -> tensor<5x7xf32>
// CHECK: %[[D:[0-9]+]] = stablehlo.dot_general %[[Q]], %[[K]], contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf32>, tensor<5x7xf32>) -> tensor<3x7xf32>
// CHECK: stablehlo.bitcast_convert %[[D]] : (tensor<3x7xf32>) -> tensor<3x7xi32>
// CHECK: stablehlo.compare  EQ
// CHECK: stablehlo.select
// CHECK: stablehlo.constant dense<2139095040>
// CHECK: stablehlo.compare  GT
// CHECK: stablehlo.select
// CHECK: stablehlo.bitcast_convert {{.*}} -> tensor<3x7xf32>
// CHECK-NOT: "stablehlo.case"
// On XLA GPU the dot states its f32 algorithm (no TF32).
// GPU-NOT: lpf.stablehlo_target
// GPU-LABEL: func.func private @__lpf_dot_native_
// GPU: stablehlo.dot_general{{.*}}algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32
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

// reduce_sum of f16: its elements are f32 normals or zero, 35 of them cannot overflow: XLA's own
// f32 reduce from +0 (in its order, within the §8 bound), a zero made +0.
// CHECK-LABEL: func.func @sum(%arg0: tensor<3x7x5xf16>) -> tensor<7xf32>
// CHECK: func.func private @__lpf_reduce_sum_native_
// CHECK: %[[X:[0-9]+]] = stablehlo.convert %arg0 : (tensor<3x7x5xf16>) -> tensor<3x7x5xf32>
// CHECK: %[[INIT:[a-z0-9_]+]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: stablehlo.reduce(%[[X]] init: %[[INIT]]) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x7x5xf32>, tensor<f32>) -> tensor<7xf32>
func.func @sum(%x: tensor<3x7x5xf16>) -> tensor<7xf32> {
  %r = lpf.reduce_sum %x dims [0, 2] acc(f32) : tensor<3x7x5xf16> -> tensor<7xf32>
  return %r : tensor<7xf32>
}

// -----

// bf16 x bf16: values can be f32 subnormals and products can overflow f32 (3.39e38 x 10), so
// one stablehlo.case (XLA runs one branch) on the operands' smallest nonzero and largest
// magnitudes (one two-result integer reduction of the magnitude bits per operand, bf16 in 16 bits: nothing
// flushes on the way) picks one of three forms:
// 0. XLA's own f32 dot of the operands widened to f32 (what XLA computes for a bf16 x bf16 ->
//    bf16 dot_general, formats.md §5.1; its bf16 x bf16 -> f32 kernel sums k + 1 before k, which
//    gave another f32 sum and so other bf16 bits) where every nonzero operand is at least 2^-126, the
//    smallest product at least 2^(16 - 127) (every product and partial sum then a multiple of
//    2^-126: no flush) and K max|a| max|b| < 2^126 (nothing overflows), which real data meets;
// 1. the plain f64 dot_general of exact values, rounded once, where max|a| max|b| stays below
//    f32's overflow threshold (2 - 2^-24) 2^127;
// 2. otherwise each exact f64 product on its own, made +-inf at that threshold as the contract's
//    rounding makes it, and only then summed, so XLA cannot fuse a product into the sum and
//    +inf + -inf stays NaN (issue 26). It forms [B, M, N, K] products (here 120: one block).
// CHECK-LABEL: func.func @overflowing_products
// CHECK: call @[[CHECKED:__lpf_dot_checked_[0-9a-f]+]](%arg0, %arg1)
// CHECK: func.func private @[[CHECKED]](
// CHECK: stablehlo.reduce({{.*}}) across dimensions = [0, 1, 2] : (tensor<2x3x4xui16>, tensor<2x3x4xui16>, tensor<ui16>, tensor<ui16>) -> (tensor<ui16>, tensor<ui16>)
// CHECK: stablehlo.minimum
// CHECK: stablehlo.maximum
// CHECK: stablehlo.reduce({{.*}}) across dimensions = [0, 1, 2] : (tensor<2x4x5xui16>, tensor<2x4x5xui16>, tensor<ui16>, tensor<ui16>) -> (tensor<ui16>, tensor<ui16>)
// CHECK: %[[BOUND:.*]] = stablehlo.constant dense<3.4028235677973366E+38> : tensor<f64>
// CHECK: stablehlo.compare  LT, %{{[0-9]+}}, %[[BOUND]]
// CHECK: stablehlo.constant dense<1.1754943508222875E-38> : tensor<f64>
// CHECK: stablehlo.constant dense<3.8518598887744717E-34> : tensor<f64>
// CHECK: stablehlo.constant dense<4.000000e+00> : tensor<f64>
// CHECK: stablehlo.constant dense<8.5070591730234615E+37> : tensor<f64>
// CHECK: "stablehlo.case"
// CHECK: func.call @[[NATIVE:__lpf_dot_native_[0-9a-f]+]](%arg0, %arg1)
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
// CHECK: func.func private @[[NATIVE]](
// CHECK: %[[A:[0-9]+]] = stablehlo.convert %arg0 : (tensor<2x3x4xbf16>) -> tensor<2x3x4xf32>
// CHECK: %[[B:[0-9]+]] = stablehlo.convert %arg1 : (tensor<2x4x5xbf16>) -> tensor<2x4x5xf32>
// CHECK: stablehlo.dot_general %[[A]], %[[B]], batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
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

// -----

// The per-product form in bounded memory: 64 x 128 x 64 = 2^19 products are more than one block
// holds (2^18), so a stablehlo.while runs one helper per block of 32 whole rows, each forming
// and reducing its [32, 128, 64] products exactly as the whole form would, and writing its sums
// into place. XLA sizes one temporary for every branch of the program, taken or not, so the
// whole [64, 128, 64] tensor would be allocated on every call.
// CHECK-LABEL: func.func @blocked(
// CHECK: "stablehlo.case"
// CHECK: func.call @{{__lpf_dot_native_[0-9a-f]+}}
// CHECK: func.call @{{__lpf_dot_[0-9a-f]+}}
// CHECK: func.call @[[SLOW:__lpf_dot_[0-9a-f]+]](
// CHECK: func.func private @[[SLOW]](
// CHECK: %[[SUMS:[a-z0-9_]+]] = stablehlo.constant dense<0.000000e+00> : tensor<64x128xf64>
// CHECK: stablehlo.while
// CHECK-SAME: %[[SUMS]], {{.*}} : tensor<i32>, tensor<64x128xf64>, tensor<64x64xf64>, tensor<64x128xf64>
// CHECK: stablehlo.compare  LT
// CHECK: func.call @[[BLOCK:__lpf_dot_block_[0-9a-f]+]](
// CHECK: func.func private @[[BLOCK]](
// CHECK: stablehlo.dynamic_slice %arg2, {{.*}} sizes = [32, 64] : (tensor<64x64xf64>, tensor<i32>, tensor<i32>) -> tensor<32x64xf64>
// CHECK: stablehlo.dynamic_slice %arg3, {{.*}} sizes = [64, 128] : (tensor<64x128xf64>, tensor<i32>, tensor<i32>) -> tensor<64x128xf64>
// CHECK: stablehlo.multiply {{.*}} : tensor<32x128x64xf64>
// CHECK: stablehlo.reduce({{.*}}) applies stablehlo.add across dimensions = [2] : (tensor<32x128x64xf64>, tensor<f64>) -> tensor<32x128xf64>
// CHECK: stablehlo.dynamic_update_slice %arg1, {{.*}} : (tensor<64x128xf64>, tensor<32x128xf64>, tensor<i32>, tensor<i32>) -> tensor<64x128xf64>
func.func @blocked(%a: tensor<64x64xbf16>, %b: tensor<64x128xbf16>) -> tensor<64x128xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<64x64xbf16>, tensor<64x128xbf16> -> tensor<64x128xf32>
  return %c : tensor<64x128xf32>
}

// -----

// A bf16 reduce_sum: the native f32 reduce where the elements' smallest nonzero magnitude is at
// least 2^(8 - 127) and 9 times the largest below 2^126, else the exact f64 sum (fast-forms.mlir).
// CHECK-LABEL: func.func @bf16_sum(
// CHECK: "stablehlo.case"
// CHECK: func.call @{{__lpf_reduce_sum_native_[0-9a-f]+}}
// CHECK: func.call @{{__lpf_reduce_sum_[0-9a-f]+}}
func.func @bf16_sum(%x: tensor<4x9xbf16>) -> tensor<4xf32> {
  %r = lpf.reduce_sum %x dims [1] acc(f32) : tensor<4x9xbf16> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A bf16 conv's per-product form (per kernel position, conv.mlir) over 3 images of 16 x 16
// outputs x 64 channels x 8 input channels: 2^17 products per image and position, so it runs
// one image at a time (a stablehlo.while calling the form on [1, 16, 16, 8] slices and placing
// each image's results), keeping XLA's one temporary allocation small (issue 39). The exact f64
// convolution and XLA's own f32 one (behind the run-time check) take all images at once.
// CHECK-LABEL: func.func @conv_images(
// CHECK: "stablehlo.case"
// CHECK: func.call @{{__lpf_conv_native_[0-9a-f]+}}
// CHECK: func.call @{{__lpf_conv_[0-9a-f]+}}
// CHECK: func.call @[[IMAGES:__lpf_conv_images_[0-9a-f]+]](
// CHECK: func.func private @[[IMAGES]](%arg0: tensor<3x16x16x8xbf16>, %arg1: tensor<3x3x8x64xbf16>) -> tensor<3x16x16x64xf32>
// CHECK: stablehlo.while
// CHECK: stablehlo.dynamic_slice {{.*}} sizes = [1, 16, 16, 8] : (tensor<3x16x16x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x8xbf16>
// CHECK: func.call @[[PART:__lpf_conv_[0-9a-f]+]]({{.*}}) : (tensor<1x16x16x8xbf16>, tensor<3x3x8x64xbf16>) -> tensor<1x16x16x64xf32>
// CHECK: stablehlo.dynamic_update_slice {{.*}} : (tensor<3x16x16x64xf32>, tensor<1x16x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x16x64xf32>
// CHECK: func.func private @[[PART]](%arg0: tensor<1x16x16x8xbf16>
// CHECK: stablehlo.pad
func.func @conv_images(%x: tensor<3x16x16x8xbf16>, %w: tensor<3x3x8x64xbf16>) -> tensor<3x16x16x64xf32> {
  %y = lpf.conv %x, %w acc(f32) {padding = array<i64: 1, 1, 1, 1>} : tensor<3x16x16x8xbf16>, tensor<3x3x8x64xbf16> -> tensor<3x16x16x64xf32>
  return %y : tensor<3x16x16x64xf32>
}
