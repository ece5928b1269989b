// Zero-size tensors in a mixed module on --backend llvm: slices of a size-0 dimension and their
// concatenate (lpf-diff finding 11: upstream's legalisation wrote them as tensor.extract_slice,
// whose verifier refused "offset 1 is out-of-bounds: 0 >= 0"; now an empty constant, there is
// no value to compute), next to a reduction over that dimension (its init, 8 times), as on ref.
// RUN: lpf-run %s --arg %S/Inputs/bf16_8x0.npy --backend llvm | FileCheck %s
// RUN: lpf-run %s --arg %S/Inputs/bf16_8x0.npy --backend ref | FileCheck %s
// CHECK: out0: tensor<8x0xbf16> = []
// CHECK: out1: tensor<8xf32> = [1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5]
func.func @main(%a: tensor<8x0xbf16>) -> (tensor<8x0xbf16>, tensor<8xf32>) {
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6, 0>, strides = array<i64: 1, 1>} : (tensor<8x0xbf16>) -> tensor<6x0xbf16>
  %1 = "stablehlo.slice"(%a) {start_indices = array<i64: 6, 0>, limit_indices = array<i64: 8, 0>, strides = array<i64: 1, 1>} : (tensor<8x0xbf16>) -> tensor<2x0xbf16>
  %2 = "stablehlo.concatenate"(%1, %0) {dimension = 0 : i64} : (tensor<2x0xbf16>, tensor<6x0xbf16>) -> tensor<8x0xbf16>
  %f = stablehlo.convert %a : (tensor<8x0xbf16>) -> tensor<8x0xf32>
  %init = stablehlo.constant dense<1.5> : tensor<f32>
  %sum = stablehlo.reduce(%f init: %init) applies stablehlo.add across dimensions = [1] : (tensor<8x0xf32>, tensor<f32>) -> tensor<8xf32>
  return %2, %sum : tensor<8x0xbf16>, tensor<8xf32>
}
