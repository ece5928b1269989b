// RUN: lpf-opt %s --lower-to-stablehlo | FileCheck %s
// The user's complex and tuple values pass through the exit unchanged (no lpf op has such a
// type): they were "type ... has no StableHLO carrier", once per op (issue 41, finding 8).
// test/lpf-run/xla-complex-tuple.mlir runs them on XLA.
// CHECK-LABEL: func.func @main(%arg0: tensor<2xcomplex<f32>>, %arg1: tensor<2xf32>) -> (tensor<2xcomplex<f32>>, tensor<2xbf16>)
// CHECK: stablehlo.multiply %arg0, %arg0 : tensor<2xcomplex<f32>>
// CHECK: stablehlo.tuple %{{.*}}, %arg1 : tuple<tensor<2xcomplex<f32>>, tensor<2xf32>>
// CHECK: stablehlo.get_tuple_element %{{.*}}[0] : (tuple<tensor<2xcomplex<f32>>, tensor<2xf32>>) -> tensor<2xcomplex<f32>>
// CHECK: call @__lpf_convert_
func.func @main(%c: tensor<2xcomplex<f32>>, %x: tensor<2xf32>) -> (tensor<2xcomplex<f32>>, tensor<2xbf16>) {
  %m = stablehlo.multiply %c, %c : tensor<2xcomplex<f32>>
  %t = stablehlo.tuple %m, %x : tuple<tensor<2xcomplex<f32>>, tensor<2xf32>>
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xcomplex<f32>>, tensor<2xf32>>) -> tensor<2xcomplex<f32>>
  %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xcomplex<f32>>, tensor<2xf32>>) -> tensor<2xf32>
  %y = lpf.convert %b : tensor<2xf32> to tensor<2xbf16>
  return %a, %y : tensor<2xcomplex<f32>>, tensor<2xbf16>
}

