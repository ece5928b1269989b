// lpf-fold's float-to-int casts of rank >= 2 constants keep the shape.
// RUN: lpf-opt %s --lpf-fold | FileCheck %s
// RUN: lpf-opt %s --lpf-fold | lpf-opt | FileCheck %s

// CHECK-LABEL: func.func @fptosi_rank2
// CHECK: arith.constant dense<{{\[}}[1, 2], [3, -4]]> : tensor<2x2xi32>
// CHECK: arith.constant dense<7> : tensor<3x2xi8>
func.func @fptosi_rank2() -> (tensor<2x2xi32>, tensor<3x2xi8>) {
  %f = lpf.constant dense<[[1.0, 2.0], [3.0, -4.0]]> : tensor<2x2xbf16>
  %i = arith.fptosi %f : tensor<2x2xbf16> to tensor<2x2xi32>
  %s = lpf.constant dense<7.0> : tensor<3x2xbf16>
  %u = arith.fptoui %s : tensor<3x2xbf16> to tensor<3x2xi8>
  return %i, %u : tensor<2x2xi32>, tensor<3x2xi8>
}
