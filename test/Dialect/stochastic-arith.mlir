// Stochastic rounding on lpf.add/sub/mul/div: the random bits last among the operands, the
// convert's spelling; custom form, custom form re-parsed, and the generic form re-parsed.
// RUN: lpf-opt %s | FileCheck %s
// RUN: lpf-opt %s | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @modes
// CHECK: lpf.add %{{.*}}, %{{.*}}, %{{.*}} rounding(stochastic) random_bits(8) : tensor<16xbf16>, tensor<16xi32>
// CHECK: lpf.sub %{{.*}}, %{{.*}}, %{{.*}} rounding(stochastic_odd) random_bits(1) : tensor<16xbf16>, tensor<16xi32>
// CHECK: lpf.mul %{{.*}}, %{{.*}}, %{{.*}} rounding(stochastic_fast) random_bits(32) : tensor<16xbf16>, tensor<16xi32>
// CHECK: lpf.div %{{.*}}, %{{.*}}, %{{.*}} rounding(stochastic_fastest) random_bits(13) : tensor<16xbf16>, tensor<16xi32>
// GENERIC-LABEL: sym_name = "modes"
// GENERIC: "lpf.add"(%{{.*}}, %{{.*}}, %{{.*}}) <{random_bits = 8 : i32, stochastic = 0 : i32}> : (tensor<16xbf16>, tensor<16xbf16>, tensor<16xi32>) -> tensor<16xbf16>
func.func @modes(%a: tensor<16xbf16>, %b: tensor<16xbf16>, %r: tensor<16xi32>) {
  %0 = lpf.add %a, %b, %r rounding(stochastic) random_bits(8) : tensor<16xbf16>, tensor<16xi32>
  %1 = lpf.sub %a, %b, %r rounding(stochastic_odd) random_bits(1) : tensor<16xbf16>, tensor<16xi32>
  %2 = lpf.mul %a, %b, %r rounding(stochastic_fast) random_bits(32) : tensor<16xbf16>, tensor<16xi32>
  %3 = lpf.div %a, %b, %r rounding(stochastic_fastest) random_bits(13) : tensor<16xbf16>, tensor<16xi32>
  return
}

// Scalars take one i32; the functional form is accepted and printed in the short form;
// deterministic arithmetic prints as before; SuperFloat mul rounds stochastically too.
// CHECK-LABEL: func.func @scalar
// CHECK: lpf.mul %{{.*}}, %{{.*}}, %{{.*}} rounding(stochastic) random_bits(4) : f16, i32
// CHECK: lpf.div %{{.*}}, %{{.*}}, %{{.*}} rounding(stochastic_fast) random_bits(16) : f32, i32
// CHECK: lpf.add %{{.*}}, %{{.*}} rounding(toward_zero) : f16
// CHECK: lpf.add %{{.*}}, %{{.*}} : f16
// CHECK: lpf.mul %{{.*}}, %{{.*}}, %{{.*}} rounding(stochastic) random_bits(6) : !lpf.sf<16>, i32
func.func @scalar(%a: f16, %b: f16, %x: f32, %y: f32, %r: i32, %s: !lpf.sf<16>) {
  %0 = lpf.mul %a, %b, %r rounding(stochastic) random_bits(4) : f16, i32
  %1 = lpf.div %x, %y, %r rounding(stochastic_fast) random_bits(16) : (f32, f32, i32) -> f32
  %2 = lpf.add %a, %b rounding(toward_zero) : f16
  %3 = lpf.add %a, %b : f16
  %4 = lpf.mul %s, %s, %r rounding(stochastic) random_bits(6) : !lpf.sf<16>, i32
  return
}
