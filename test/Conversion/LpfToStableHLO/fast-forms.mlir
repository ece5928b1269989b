// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file | FileCheck %s

// The short exact forms of issue 39 (the general emulation decodes to f64 and encodes back with
// about 180 i64 ops per element). f32 -> bf16 to nearest even is ten i32 ops on the f32 bits:
// add 0x7FFF plus the lowest kept bit, shift right by 16 (a carry into the exponent overflows to
// inf), a NaN lpf's quiet NaN with its sign.
// CHECK-LABEL: func.func private @__lpf_convert_
// CHECK: %[[BITS:[0-9]+]] = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
// CHECK: %[[UPPER:[0-9]+]] = stablehlo.shift_right_logical %[[BITS]], %{{.*}} : tensor<4xi32>
// CHECK: stablehlo.constant dense<32767> : tensor<4xi32>
// CHECK: %[[BIASED:[0-9]+]] = stablehlo.add %[[BITS]], %{{.*}} : tensor<4xi32>
// CHECK: stablehlo.shift_right_logical %[[BIASED]], %{{.*}} : tensor<4xi32>
// CHECK: stablehlo.compare  GT, %{{.*}}, %{{.*}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK: stablehlo.constant dense<32704> : tensor<4xi32>
// CHECK: stablehlo.convert %{{.*}} : (tensor<4xi32>) -> tensor<4xui16>
// CHECK-NOT: i64
// CHECK: return
func.func @narrow(%x: tensor<4xf32>) -> tensor<4xbf16> {
  %r = lpf.convert %x rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4xf32> to tensor<4xbf16>
  return %r : tensor<4xbf16>
}

// -----

// bf16 -> f32: the code as f32's upper half (XLA's convert would flush a bf16 subnormal), a NaN
// lpf's quiet NaN with its sign.
// CHECK-LABEL: func.func private @__lpf_convert_
// CHECK: stablehlo.convert %{{.*}} : (tensor<4xui16>) -> tensor<4xi32>
// CHECK: %[[BITS:[0-9]+]] = stablehlo.shift_left %{{.*}}, %{{.*}} : tensor<4xi32>
// CHECK: stablehlo.compare  GT, %{{.*}}, %{{.*}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK: stablehlo.constant dense<2143289344> : tensor<4xi32>
// CHECK: %[[CODE:[0-9]+]] = stablehlo.select %{{.*}}, %{{.*}}, %[[BITS]] : tensor<4xi1>, tensor<4xi32>
// CHECK: stablehlo.bitcast_convert %[[CODE]] : (tensor<4xi32>) -> tensor<4xf32>
// CHECK-NOT: i64
// CHECK: return
func.func @widen(%x: tensor<4xbf16>) -> tensor<4xf32> {
  %r = lpf.convert %x rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4xbf16> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A contraction's bf16 operand in f64: XLA's f32 -> f64 convert, and where the f32 bits are a
// subnormal (which that convert flushes) the signed integer significand times 2^-149. The f64 sum
// into f32: XLA's convert, and below 2^-126 (where it would flush) the low bits of
// |s| + 2^-97, whose f64 spacing is f32's subnormal step 2^-149, with the sign of a nonzero code.
// CHECK-LABEL: func.func private @__lpf_reduce_sum_
// CHECK: %[[BITS:[0-9]+]] = stablehlo.shift_left %{{.*}}, %{{.*}} : tensor<3x4xi32>
// CHECK: %[[F32:[0-9]+]] = stablehlo.bitcast_convert %[[BITS]] : (tensor<3x4xi32>) -> tensor<3x4xf32>
// CHECK: %[[WIDE:[0-9]+]] = stablehlo.convert %[[F32]] : (tensor<3x4xf32>) -> tensor<3x4xf64>
// CHECK: %[[SMALLEST_NORMAL:[a-z0-9_]+]] = stablehlo.constant dense<8388608> : tensor<3x4xi32>
// CHECK: %[[SUBNORMAL:[0-9]+]] = stablehlo.and
// CHECK: %[[SIGNIFICAND:[0-9]+]] = stablehlo.convert %{{.*}} : (tensor<3x4xi32>) -> tensor<3x4xf64>
// CHECK: %[[UNIT:[a-z0-9_]+]] = stablehlo.constant dense<1.4012984643248171E-45> : tensor<3x4xf64>
// CHECK: %[[TINY:[0-9]+]] = stablehlo.multiply %[[SIGNIFICAND]], %[[UNIT]] : tensor<3x4xf64>
// CHECK: %[[X:[0-9]+]] = stablehlo.select %[[SUBNORMAL]], %[[TINY]], %[[WIDE]] : tensor<3x4xi1>, tensor<3x4xf64>
// CHECK: %[[SUM:[0-9]+]] = stablehlo.reduce(%[[X]] init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
// CHECK: stablehlo.constant dense<4039728865751334912> : tensor<3xi64>
// CHECK: %[[SMALL:[0-9]+]] = stablehlo.compare  LT, %{{.*}}, %{{.*}} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
// CHECK: %[[SHIFT:[a-z0-9_]+]] = stablehlo.constant dense<6.3108872417680944E-30> : tensor<3xf64>
// CHECK: stablehlo.add %{{.*}}, %[[SHIFT]] : tensor<3xf64>
// CHECK: stablehlo.constant dense<4503599627370495> : tensor<3xi64>
// CHECK: %[[TINY_CODE:[0-9]+]] = stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<3xi1>, tensor<3xi32>
// CHECK: %[[NARROW:[0-9]+]] = stablehlo.convert %[[SUM]] : (tensor<3xf64>) -> tensor<3xf32>
// CHECK: stablehlo.constant dense<2143289344> : tensor<3xi32>
// CHECK: %[[NATIVE_CODE:[0-9]+]] = stablehlo.select
// CHECK: stablehlo.select %[[SMALL]], %[[TINY_CODE]], %[[NATIVE_CODE]] : tensor<3xi1>, tensor<3xi32>
func.func @sum(%x: tensor<3x4xbf16>) -> tensor<3xf32> {
  %r = lpf.reduce_sum %x dims [1] acc(f32) : tensor<3x4xbf16> -> tensor<3xf32>
  return %r : tensor<3xf32>
}
