// RUN: lpf-opt %s --lpf-tensor-to-loops --lpf-scalar-to-calls | FileCheck %s

// A stochastic convert loads the element's random word beside its value and always calls the
// generated helper, named after the mode and N, which takes the word as a second i32.
// CHECK-LABEL: func.func @stochastic(
// CHECK: memref.load %arg0[{{.*}}] : memref<16xi32>
// CHECK: %[[W:.*]] = memref.load %arg1[{{.*}}] : memref<16xi32>
// CHECK: func.call @__lpf_f8E4M3FN_from_f32_stochastic8_sat(%{{.*}}, %[[W]]) : (i32, i32) -> i8
// CHECK: func.call @__lpf_bf16_from_f32_stochastic_fastest32_naninf(%{{.*}}, %{{.*}}) : (i32, i32) -> i16
// CHECK: func.func private @__lpf_f8E4M3FN_from_f32_stochastic8_sat(%{{.*}}: i32, %{{.*}}: i32) -> i8
// CHECK: func.func private @__lpf_bf16_from_f32_stochastic_fastest32_naninf(%{{.*}}: i32, %{{.*}}: i32) -> i16
func.func @stochastic(%x: tensor<16xf32>, %r: tensor<16xi32>) -> (tensor<16xf8E4M3FN>, tensor<16xbf16>) {
  %y = lpf.convert %x, %r rounding(stochastic) random_bits(8) : tensor<16xf32>, tensor<16xi32> to tensor<16xf8E4M3FN>
  %z = lpf.convert %x, %r rounding(stochastic_fastest) random_bits(32) : tensor<16xf32>, tensor<16xi32> to tensor<16xbf16>
  return %y, %z : tensor<16xf8E4M3FN>, tensor<16xbf16>
}
