// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file | FileCheck %s

// Saturating f8E4M3FN (the default): clamp to ±448 first, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4M3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[a-z0-9_]+]] = stablehlo.constant dense<4.480000e+02> : tensor<3xf32>
// CHECK-DAG: %[[LO:[a-z0-9_]+]] = stablehlo.constant dense<-4.480000e+02> : tensor<3xf32>
// CHECK: %[[C:[a-z0-9_]+]] = stablehlo.clamp %[[LO]], %arg0, %[[HI]]
// CHECK: stablehlo.convert %[[C]] : (tensor<3xf32>) -> tensor<3xf8E4M3FN>
func.func @saturate(%x: tensor<3xf32>) -> tensor<3xf8E4M3FN> {
  %y = lpf.convert %x : tensor<3xf32> to tensor<3xf8E4M3FN>
  return %y : tensor<3xf8E4M3FN>
}

// -----

// overflow(nan_or_inf) is XLA's own convert, with nothing around it.
// CHECK-LABEL: func.func @nan_or_inf(
// CHECK: func.func private @__lpf_convert_
// CHECK-NEXT: %[[Y:[a-z0-9_]+]] = stablehlo.convert %arg0 : (tensor<3xf32>) -> tensor<3xf8E4M3FN>
// CHECK-NEXT: return %[[Y]]
func.func @nan_or_inf(%x: tensor<3xf32>) -> tensor<3xf8E4M3FN> {
  %y = lpf.convert %x overflow(nan_or_inf) : tensor<3xf32> to tensor<3xf8E4M3FN>
  return %y : tensor<3xf8E4M3FN>
}

// -----

// tf32 is reduce_precision e8m10 on its f32 carrier (NaNs canonicalised after it).
// CHECK-LABEL: func.func @tf32(%arg0: tensor<f32>) -> tensor<f32>
// CHECK: stablehlo.reduce_precision %arg0, format = e8m10 : tensor<f32>
func.func @tf32(%x: f32) -> tf32 {
  %y = lpf.convert %x : f32 to tf32
  return %y : tf32
}

// -----

// A directed rounding is the exact integer emulation on the f64 bits: no float arithmetic,
// no XLA convert into the target.
// CHECK-LABEL: func.func @toward_zero(
// CHECK: func.func private @__lpf_convert_
// CHECK: stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xui32>
// CHECK: stablehlo.count_leading_zeros
// CHECK-NOT: stablehlo.convert {{.*}} : (tensor<4xf{{32|64}}>) -> tensor<4xf8E5M2>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<4xui8>) -> tensor<4xf8E5M2>
func.func @toward_zero(%x: tensor<4xf32>) -> tensor<4xf8E5M2> {
  %y = lpf.convert %x rounding(toward_zero) : tensor<4xf32> to tensor<4xf8E5M2>
  return %y : tensor<4xf8E5M2>
}

// -----

// f64 sources are emulated too: XLA rounds f64 -> bf16 twice (through f32).
// CHECK-LABEL: func.func @f64_to_bf16(
// CHECK: func.func private @__lpf_convert_
// CHECK: stablehlo.bitcast_convert %arg0 : (tensor<2xf64>) -> tensor<2xui64>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<2xui16>) -> tensor<2xbf16>
func.func @f64_to_bf16(%x: tensor<2xf64>) -> tensor<2xbf16> {
  %y = lpf.convert %x : tensor<2xf64> to tensor<2xbf16>
  return %y : tensor<2xbf16>
}

// -----

// Formats XLA lacks travel as their codes in unsigned integers: the signature changes type.
// CHECK-LABEL: func.func @superfloat(%arg0: tensor<2x3xui8>) -> tensor<2x3xui16>
// CHECK: call @__lpf_convert_{{[0-9a-f]+}}(%arg0) : (tensor<2x3xui8>) -> tensor<2x3xui16>
// CHECK-NOT: unrealized_conversion_cast
func.func @superfloat(%x: tensor<2x3x!lpf.sf<8>>) -> tensor<2x3x!lpf.gf16> {
  %y = lpf.convert %x : tensor<2x3x!lpf.sf<8>> to tensor<2x3x!lpf.gf16>
  return %y : tensor<2x3x!lpf.gf16>
}

// -----

// Into FP4 (no NaN), a NaN becomes +0 (lpf's rule) before XLA's saturating convert.
// CHECK-LABEL: func.func @fp4(
// CHECK: func.func private @__lpf_convert_
// CHECK: %[[NAN:[a-z0-9_]+]] = stablehlo.compare{{.*}}NE, %[[V:[a-z0-9_]+]], %[[V]]
// CHECK: %[[Z:[a-z0-9_]+]] = stablehlo.constant dense<0.000000e+00> : tensor<5xf32>
// CHECK: %[[S:[a-z0-9_]+]] = stablehlo.select %[[NAN]], %[[Z]], %[[V]]
// CHECK: stablehlo.convert %[[S]] : (tensor<5xf32>) -> tensor<5xf4E2M1FN>
func.func @fp4(%x: tensor<5xf32>) -> tensor<5xf4E2M1FN> {
  %y = lpf.convert %x : tensor<5xf32> to tensor<5xf4E2M1FN>
  return %y : tensor<5xf4E2M1FN>
}
