// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file | FileCheck %s
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=gpu -split-input-file | FileCheck %s --check-prefix=GPU

// An fp8 dot: the operands are widened by explicit converts, the dot_general's result is the
// f32 accumulator (never an f8 result type, which XLA would round twice), the narrowing to bf16
// is a separate convert afterwards, and a zero result is the +0 an ordered sum from +0 gives.
// CHECK-LABEL: func.func @fp8_dot(%arg0: tensor<3x5xbf16>, %arg1: tensor<5x7xf8E4M3FN>) -> tensor<3x7xbf16>
// CHECK: %[[S:[0-9]+]] = call @[[DOT:__lpf_dot_[0-9a-f]+]](%arg0, %arg1) : (tensor<3x5xbf16>, tensor<5x7xf8E4M3FN>) -> tensor<3x7xf32>
// CHECK: call @{{__lpf_convert_[0-9a-f]+}}(%[[S]]) : (tensor<3x7xf32>) -> tensor<3x7xbf16>
// CHECK: func.func private @[[DOT]](
// CHECK: stablehlo.convert %arg1 : (tensor<5x7xf8E4M3FN>) -> tensor<5x7xf32>
// CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf32>, tensor<5x7xf32>) -> tensor<3x7xf32>
// CHECK: stablehlo.compare
// CHECK: stablehlo.select
// GPU-NOT: lpf.stablehlo_target
// GPU-LABEL: func.func private @__lpf_dot_
// GPU: stablehlo.dot_general{{.*}}algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32
func.func @fp8_dot(%q: tensor<3x5xbf16>, %k: tensor<5x7xf8E4M3FN>) -> tensor<3x7xbf16> {
  %s = lpf.dot %q, %k acc(f32) : tensor<3x5xbf16>, tensor<5x7xf8E4M3FN> -> tensor<3x7xf32>
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

// reduce_sum: a stablehlo.reduce from +0 over the reduced dimensions, in the accumulator.
// CHECK-LABEL: func.func @sum(%arg0: tensor<3x7x5xf16>) -> tensor<7xf32>
// CHECK: func.func private @__lpf_reduce_sum_
// CHECK: %[[INIT:[a-z0-9_]+]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: stablehlo.reduce(%{{.*}} init: %[[INIT]]) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x7x5xf32>, tensor<f32>) -> tensor<7xf32>
func.func @sum(%x: tensor<3x7x5xf16>) -> tensor<7xf32> {
  %r = lpf.reduce_sum %x dims [0, 2] acc(f32) : tensor<3x7x5xf16> -> tensor<7xf32>
  return %r : tensor<7xf32>
}
