// Stochastic rounding on lpf.convert: the four modes, random bits as an operand, random_bits(N);
// custom form, custom form re-parsed, and the generic form re-parsed.
// RUN: lpf-opt %s | FileCheck %s
// RUN: lpf-opt %s | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @modes
// CHECK: lpf.convert %{{.*}}, %{{.*}} rounding(stochastic) random_bits(8) : tensor<16xf32>, tensor<16xi32> to tensor<16xf8E4M3FN>
// CHECK: lpf.convert %{{.*}}, %{{.*}} rounding(stochastic_odd) random_bits(1) : tensor<16xf32>, tensor<16xi32> to tensor<16xf8E5M2>
// CHECK: lpf.convert %{{.*}}, %{{.*}} rounding(stochastic_fast) random_bits(32) overflow(saturate) : tensor<16xf32>, tensor<16xi32> to tensor<16xbf16>
// CHECK: lpf.convert %{{.*}}, %{{.*}} rounding(stochastic_fastest) random_bits(13) overflow(nan_or_inf) : tensor<16xf32>, tensor<16xi32> to tensor<16x!lpf.p3109<8, 3, signed, extended>>
// GENERIC-LABEL: sym_name = "modes"
// GENERIC: "lpf.convert"(%{{.*}}, %{{.*}}) <{random_bits = 8 : i32, stochastic = 0 : i32}> : (tensor<16xf32>, tensor<16xi32>) -> tensor<16xf8E4M3FN>
func.func @modes(%x: tensor<16xf32>, %r: tensor<16xi32>) {
  %0 = lpf.convert %x, %r rounding(stochastic) random_bits(8) : tensor<16xf32>, tensor<16xi32> to tensor<16xf8E4M3FN>
  %1 = lpf.convert %x, %r rounding(stochastic_odd) random_bits(1) : tensor<16xf32>, tensor<16xi32> to tensor<16xf8E5M2>
  %2 = lpf.convert %x, %r rounding(stochastic_fast) random_bits(32) overflow(saturate) : tensor<16xf32>, tensor<16xi32> to tensor<16xbf16>
  %3 = lpf.convert %x, %r rounding(stochastic_fastest) random_bits(13) overflow(nan_or_inf) : tensor<16xf32>, tensor<16xi32> to tensor<16x!lpf.p3109<8, 3, signed, extended>>
  return
}

// Scalars take one i32; deterministic converts print as before.
// CHECK-LABEL: func.func @scalar
// CHECK: lpf.convert %{{.*}}, %{{.*}} rounding(stochastic) random_bits(4) : f32, i32 to f4E2M1FN
// CHECK: lpf.convert %{{.*}} rounding(toward_zero) : f32 to f8E4M3FN
// CHECK: lpf.convert %{{.*}} : f32 to f8E4M3FN
func.func @scalar(%x: f32, %r: i32) {
  %0 = lpf.convert %x, %r rounding(stochastic) random_bits(4) : f32, i32 to f4E2M1FN
  %1 = lpf.convert %x rounding(toward_zero) : f32 to f8E4M3FN
  %2 = lpf.convert %x : f32 to f8E4M3FN
  return
}
