// lpf.converts between element-wise loops (flax's FP8 recipe: x / scale clamped, to f8E4M3FN and
// back, times the scale) become loops of their own in lpf-foreign-prepare, so that the
// element-wise fusion makes the whole chain one loop nest (to_llvm/foreign/convert_generics.rs).
// The same conversions of the same values: --backend llvm gives the reference's bits, on values
// that round to E4M3's grid, overflow it (448) and are NaN. A convert of a [1] scale read
// broadcast by the larger loop stays lpf's (fused, it would be computed again for every
// element), and so does a convert of a reshape's result (not a loop's).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: cmp %t/llvm/out0.npy %t/ref/out0.npy
// RUN: cmp %t/llvm/out1.npy %t/ref/out1.npy
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// The chain of out0 is one loop, both converts in its body:
// CHECK-LABEL: func.func @main(
// CHECK: linalg.generic
// CHECK: lpf.convert %{{.*}} : f32 to f8E4M3FN
// CHECK-NEXT: lpf.convert %{{.*}} : f8E4M3FN to f32
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: linalg.yield
// The scale's convert and the argument's stay tensor ops:
// CHECK-DAG: lpf.convert %{{.*}} : tensor<1xf32> to tensor<1xbf16>
// CHECK-DAG: lpf.convert %{{[0-9]+}} {{.*}} : tensor<64x32xf32> to tensor<64x32xbf16>

func.func @main() -> (tensor<64x32xf32>, tensor<64x32xbf16>) {
  %flat = stablehlo.iota dim = 0 : tensor<2048xf32>
  %x = stablehlo.reshape %flat : (tensor<2048xf32>) -> tensor<64x32xf32>
  %i = stablehlo.iota dim = 0 : tensor<64x32xf32>
  %j = stablehlo.iota dim = 1 : tensor<64x32xf32>
  %c = stablehlo.constant dense<37.25> : tensor<64x32xf32>
  %k = stablehlo.multiply %i, %c : tensor<64x32xf32>
  %v = stablehlo.subtract %k, %j : tensor<64x32xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<64x32xf32>
  %nan = stablehlo.divide %zero, %zero : tensor<64x32xf32>
  %first = stablehlo.compare EQ, %j, %zero : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xi1>
  %w = stablehlo.select %first, %nan, %v : tensor<64x32xi1>, tensor<64x32xf32>
  %scale = stablehlo.constant dense<0.375> : tensor<64x32xf32>
  %q = stablehlo.divide %w, %scale : tensor<64x32xf32>
  %f8 = lpf.convert %q rounding(to_nearest_even) overflow(nan_or_inf) : tensor<64x32xf32> to tensor<64x32xf8E4M3FN>
  %back = lpf.convert %f8 rounding(to_nearest_even) overflow(nan_or_inf) : tensor<64x32xf8E4M3FN> to tensor<64x32xf32>
  %out0 = stablehlo.multiply %back, %scale : tensor<64x32xf32>
  // A scale computed in f32 and converted once, then read broadcast.
  %s1 = stablehlo.constant dense<1.5> : tensor<1xf32>
  %s2 = stablehlo.multiply %s1, %s1 : tensor<1xf32>
  %s16 = lpf.convert %s2 rounding(to_nearest_even) overflow(nan_or_inf) : tensor<1xf32> to tensor<1xbf16>
  %sb = stablehlo.reshape %s16 : (tensor<1xbf16>) -> tensor<bf16>
  %sw = stablehlo.broadcast_in_dim %sb, dims = [] : (tensor<bf16>) -> tensor<64x32xbf16>
  %x16 = lpf.convert %x rounding(to_nearest_even) overflow(nan_or_inf) : tensor<64x32xf32> to tensor<64x32xbf16>
  %out1 = stablehlo.multiply %x16, %sw : tensor<64x32xbf16>
  return %out0, %out1 : tensor<64x32xf32>, tensor<64x32xbf16>
}
