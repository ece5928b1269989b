// RUN: lpf-opt %s --lpf-policy="rounding=toward_zero saturate-fp8=true" | FileCheck %s

// The rounding policy rewrites deterministic roundings only: a stochastic convert keeps its mode
// and random bits (saturation still applies to it).
// CHECK-LABEL: func.func @keep
// CHECK: lpf.convert %{{.*}}, %{{.*}} rounding(stochastic) random_bits(8) overflow(saturate) : tensor<4xf32>, tensor<4xi32> to tensor<4xf8E5M2>
// CHECK: lpf.convert %{{.*}} rounding(toward_zero) overflow(saturate) : tensor<4xf32> to tensor<4xf8E5M2>
func.func @keep(%x: tensor<4xf32>, %r: tensor<4xi32>) -> (tensor<4xf8E5M2>, tensor<4xf8E5M2>) {
  %a = lpf.convert %x, %r rounding(stochastic) random_bits(8) : tensor<4xf32>, tensor<4xi32> to tensor<4xf8E5M2>
  %b = lpf.convert %x : tensor<4xf32> to tensor<4xf8E5M2>
  return %a, %b : tensor<4xf8E5M2>, tensor<4xf8E5M2>
}

// Stochastic arithmetic keeps its mode and random bits too; deterministic arithmetic is rewritten.
// CHECK-LABEL: func.func @keep_arith
// CHECK: lpf.add %{{.*}}, %{{.*}}, %{{.*}} rounding(stochastic_fast) random_bits(4) : tensor<4xbf16>, tensor<4xi32>
// CHECK: lpf.mul %{{.*}}, %{{.*}} rounding(toward_zero) : tensor<4xbf16>
func.func @keep_arith(%a: tensor<4xbf16>, %r: tensor<4xi32>) -> (tensor<4xbf16>, tensor<4xbf16>) {
  %s = lpf.add %a, %a, %r rounding(stochastic_fast) random_bits(4) : tensor<4xbf16>, tensor<4xi32>
  %m = lpf.mul %a, %a : tensor<4xbf16>
  return %s, %m : tensor<4xbf16>, tensor<4xbf16>
}
