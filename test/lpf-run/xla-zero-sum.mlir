// REQUIRES: xla
// The sign of an exact zero sum on --backend xla is IEEE's, also where an operand is a constant
// zero: XLA's algebraic simplifier rewrites x + 0.0 to x, which kept -0 + +0 as -0 (found by the
// differential fuzzer, seed 9751 program 34; docs/fuzzing.md). Input: bf16 [-0, +0, -0, 1].
// RUN: lpf-run %s --arg %S/Inputs/xz_bf16_4.npy --bits | FileCheck %s
// RUN: lpf-run %s --arg %S/Inputs/xz_bf16_4.npy --bits --backend xla | FileCheck %s
// x + 0.0: +0 unless both are -0.
// CHECK: out0: tensor<4xbf16> = [0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000), 1.0 (0x3F80)]
// x - 0.0: -0 - +0 is -0.
// CHECK: out1: tensor<4xbf16> = [-0.0 (0x8000), 0.0 (0x0000), -0.0 (0x8000), 1.0 (0x3F80)]
// x + 0.0 rounding downward: -0 unless both are +0.
// CHECK: out2: tensor<4xbf16> = [-0.0 (0x8000), 0.0 (0x0000), -0.0 (0x8000), 1.0 (0x3F80)]

func.func @main(%a: tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) {
  %z = arith.constant dense<0.0> : tensor<4xbf16>
  %0 = lpf.add %a, %z : tensor<4xbf16>
  %1 = lpf.sub %a, %z : tensor<4xbf16>
  %2 = lpf.add %a, %z rounding(downward) : tensor<4xbf16>
  return %0, %1, %2 : tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>
}
