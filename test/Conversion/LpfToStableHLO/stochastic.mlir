// RUN: lpf-opt %s --lower-to-stablehlo | FileCheck %s
// A stochastic convert becomes a call of a generated helper that takes the random words as a
// second i32 argument and computes in integer ops only: the exact f64 bits, the N+1 bits below
// the last kept place against the word's low N bits, never XLA's own convert (nearest only).
// CHECK-LABEL: func.func @stochastic(
// CHECK: %[[Y:.*]] = call @[[H:__lpf_convert_stochastic_[0-9a-f]+]](%arg0, %arg1) : (tensor<16xf32>, tensor<16xi32>) -> tensor<16xf8E4M3FN>
// CHECK: func.func private @[[H]](%{{.*}}: tensor<16xf32>, %{{.*}}: tensor<16xi32>) -> tensor<16xf8E4M3FN>
// CHECK: stablehlo.convert %{{.*}} : (tensor<16xi32>) -> tensor<16xi64>
// CHECK-NOT: stablehlo.convert %{{.*}} : (tensor<16xf{{.*}}>) -> tensor<16xf8E4M3FN>
// CHECK: return
func.func @stochastic(%x: tensor<16xf32>, %r: tensor<16xi32>) -> tensor<16xf8E4M3FN> {
  %y = lpf.convert %x, %r rounding(stochastic) random_bits(8) : tensor<16xf32>, tensor<16xi32> to tensor<16xf8E4M3FN>
  return %y : tensor<16xf8E4M3FN>
}

