// REQUIRES: xla
// Complex and tuple values of the user's StableHLO run on xla next to lpf ops (issue 41,
// finding 8: they were "type ... has no StableHLO carrier", once per op). ref and llvm refuse
// them with a located E0915 at the first op.
// RUN: lpf-run %s --arg %S/Inputs/f32_4.npy --backend xla --bits | FileCheck %s
// real((x + ix)^2) = x^2 - x^2: +0, or NaN where x^2 overflows; then + x.
// CHECK: out0: tensor<4xf32> = [0.10000000149011612 (0x3DCCCCCD), -2.0 (0xC0000000), 448.0 (0x43E00000), -nan (0xFFC00000)]
// CHECK: out1: tensor<4xf32> = [0.20000000298023224 (0x3E4CCCCD), -4.0 (0xC0800000), 896.0 (0x44600000), 2.0000000300949324e30 (0x71C9F2CA)]
// RUN: not lpf-run %s --arg %S/Inputs/f32_4.npy --backend ref 2>&1 | FileCheck %s --check-prefix=REF
// REF: xla-complex-tuple.mlir:[[@LINE+5]]:8: error: [E0915] 'stablehlo.complex' has a value of type tensor<4xcomplex<f32>>, which cannot cross
// RUN: not lpf-run %s --arg %S/Inputs/f32_4.npy --backend llvm 2>&1 | FileCheck %s --check-prefix=LLVM
// LLVM: xla-complex-tuple.mlir:[[@LINE+7]]:8: error: [E0915] 'stablehlo.tuple' is not supported by the LLVM exit
// LLVM-NOT: error
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = stablehlo.complex %x, %x : tensor<4xcomplex<f32>>
  %m = stablehlo.multiply %c, %c : tensor<4xcomplex<f32>>
  %r = stablehlo.real %m : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %y = lpf.add %r, %x : tensor<4xf32>
  %t = stablehlo.tuple %x, %x : tuple<tensor<4xf32>, tensor<4xf32>>
  %a = stablehlo.get_tuple_element %t[1] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  %z = lpf.add %a, %x : tensor<4xf32>
  return %y, %z : tensor<4xf32>, tensor<4xf32>
}
