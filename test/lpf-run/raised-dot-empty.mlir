// A raised dot_general whose contraction is empty, with reshapes of zero-size tensors in front of
// lpf.dot (several contracting dimensions): ref (StableHLO's interpreter for the reshapes, which
// once crashed on an empty buffer) and llvm give +0, then the bf16 rounding.
// RUN: lpf-opt %s --raise-stablehlo -o %t.mlir
// RUN: lpf-run %t.mlir --arg %S/Inputs/u16_2x0x3.npy --arg %S/Inputs/u16_0x3x4.npy --bits | FileCheck %s
// RUN: lpf-run %t.mlir --arg %S/Inputs/u16_2x0x3.npy --arg %S/Inputs/u16_0x3x4.npy --bits --backend llvm | FileCheck %s
// CHECK: out0: tensor<2x4xbf16> = {{\[\[}}0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000)], [0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000)]]
"func.func"() <{function_type = (tensor<2x0x3xbf16>, tensor<0x3x4xbf16>) -> tensor<2x4xbf16>, sym_name = "main"}> ({
^bb0(%a: tensor<2x0x3xbf16>, %b: tensor<0x3x4xbf16>):
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [0, 1]>}> : (tensor<2x0x3xbf16>, tensor<0x3x4xbf16>) -> tensor<2x4xbf16>
  "func.return"(%0) : (tensor<2x4xbf16>) -> ()
}) : () -> ()
