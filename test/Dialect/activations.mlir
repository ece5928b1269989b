// lpf.relu and lpf.leaky_relu: round trip (custom and generic forms) and their verifier errors.
// RUN: lpf-opt %s --split-input-file | FileCheck %s
// RUN: lpf-opt %s --split-input-file --mlir-print-op-generic | lpf-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @activations
// CHECK: lpf.relu %{{.*}} : tensor<4x!lpf.sf<16>>
// CHECK: lpf.leaky_relu %{{.*}} rounding(toward_zero) : tensor<4x!lpf.sf<16>>
// CHECK: lpf.leaky_relu %{{.*}} : f16
// CHECK: lpf.relu %{{.*}} : bf16
func.func @activations(%s: tensor<4x!lpf.sf<16>>, %h: f16, %b: bf16) -> (tensor<4x!lpf.sf<16>>, tensor<4x!lpf.sf<16>>, f16, bf16) {
  %0 = lpf.relu %s : tensor<4x!lpf.sf<16>>
  %1 = lpf.leaky_relu %s rounding(toward_zero) : tensor<4x!lpf.sf<16>>
  %2 = lpf.leaky_relu %h : f16
  %3 = lpf.relu %b : bf16
  return %0, %1, %2, %3 : tensor<4x!lpf.sf<16>>, tensor<4x!lpf.sf<16>>, f16, bf16
}
