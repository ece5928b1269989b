// RUN: lpf-opt %s --lpf-tensor-to-loops --lpf-scalar-to-calls | FileCheck %s

// Stochastic arithmetic loads the element's random word beside its operands and always calls
// the generated helper (never LLVM's own f32 arithmetic), named after the op, the mode and N,
// which takes the word as a third i32.
// CHECK-LABEL: func.func @arith(
// CHECK: %[[W:.*]] = memref.load %arg2[{{.*}}] : memref<16xi32>
// CHECK: func.call @__lpf_f32_add_stochastic8(%{{.*}}, %{{.*}}, %[[W]]) : (i32, i32, i32) -> i32
// CHECK: func.call @__lpf_f32_div_stochastic_odd32(%{{.*}}, %{{.*}}, %{{.*}}) : (i32, i32, i32) -> i32
// CHECK: func.func private @__lpf_f32_add_stochastic8(%{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32) -> i32
// CHECK: func.func private @__lpf_f32_div_stochastic_odd32(%{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32) -> i32
func.func @arith(%a: tensor<16xf32>, %b: tensor<16xf32>, %r: tensor<16xi32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %s = lpf.add %a, %b, %r rounding(stochastic) random_bits(8) : tensor<16xf32>, tensor<16xi32>
  %q = lpf.div %a, %b, %r rounding(stochastic_odd) random_bits(32) : tensor<16xf32>, tensor<16xi32>
  return %s, %q : tensor<16xf32>, tensor<16xf32>
}
