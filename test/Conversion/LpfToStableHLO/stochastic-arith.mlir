// RUN: lpf-opt %s --lower-to-stablehlo | FileCheck %s
// Stochastic f16 sums and bf16 products are exact in f64: the f64 op, then the same integer
// decision with the words as a third argument.
// CHECK-LABEL: func.func @arith(
// CHECK: call @[[A:__lpf_add_stochastic_[0-9a-f]+]](%arg0, %arg0, %arg2) : (tensor<4xf16>, tensor<4xf16>, tensor<4xi32>) -> tensor<4xf16>
// CHECK: call @[[M:__lpf_multiply_stochastic_[0-9a-f]+]](%arg1, %arg1, %arg2) : (tensor<4xbf16>, tensor<4xbf16>, tensor<4xi32>) -> tensor<4xbf16>
// CHECK: func.func private @[[A]](
// CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<4xf64>
// CHECK: func.func private @[[M]](
// CHECK: stablehlo.multiply %{{.*}}, %{{.*}} : tensor<4xf64>
func.func @arith(%h: tensor<4xf16>, %b: tensor<4xbf16>, %r: tensor<4xi32>) -> (tensor<4xf16>, tensor<4xbf16>) {
  %s = lpf.add %h, %h, %r rounding(stochastic) random_bits(5) : tensor<4xf16>, tensor<4xi32>
  %m = lpf.mul %b, %b, %r rounding(stochastic_fast) random_bits(9) : tensor<4xbf16>, tensor<4xi32>
  return %s, %m : tensor<4xf16>, tensor<4xbf16>
}
