// RUN: lpf-opt %s --lower-to-stablehlo | FileCheck %s

// Signatures, calls between functions and tensor ops take carrier types; no cast is left.
// CHECK-LABEL: func.func @scale(%arg0: tensor<3xui8>) -> tensor<3xui8>
// CHECK-LABEL: func.func @main(%arg0: tensor<3xf32>) -> (tensor<3xui8>, tensor<3x1xf32>, tensor<6xf32>, tensor<2xi1>)
// CHECK: %[[Q:[0-9]+]] = call @{{__lpf_convert_[0-9a-f]+}}(%arg0) : (tensor<3xf32>) -> tensor<3xui8>
// CHECK: call @scale(%[[Q]]) : (tensor<3xui8>) -> tensor<3xui8>
// CHECK: call @[[RESHAPE:__lpf_tensor_[0-9a-f]+]](%arg0) : (tensor<3xf32>) -> tensor<3x1xf32>
// CHECK: call @{{__lpf_tensor_[0-9a-f]+}}() : () -> tensor<6xf32>
// CHECK-NOT: unrealized_conversion_cast
// CHECK: func.func private @[[RESHAPE]](
// CHECK-NEXT: stablehlo.reshape %arg0 : (tensor<3xf32>) -> tensor<3x1xf32>
func.func @scale(%x: tensor<3x!lpf.sf<8>>) -> tensor<3x!lpf.sf<8>> {
  %y = lpf.add %x, %x : tensor<3x!lpf.sf<8>>
  return %y : tensor<3x!lpf.sf<8>>
}
func.func @main(%x: tensor<3xf32>) -> (tensor<3x!lpf.sf<8>>, tensor<3x1xf32>, tensor<6xf32>, tensor<2xi1>) {
  %q = lpf.convert %x : tensor<3xf32> to tensor<3x!lpf.sf<8>>
  %r = func.call @scale(%q) : (tensor<3x!lpf.sf<8>>) -> tensor<3x!lpf.sf<8>>
  %c = tensor.expand_shape %x [[0, 1]] output_shape [3, 1] : tensor<3xf32> into tensor<3x1xf32>
  %e = tensor.empty() : tensor<6xf32>
  %b = arith.constant dense<[true, false]> : tensor<2xi1>
  return %r, %c, %e, %b : tensor<3x!lpf.sf<8>>, tensor<3x1xf32>, tensor<6xf32>, tensor<2xi1>
}
