// The exits' own marker on an add of zero they keep for its rounding (`lpf.kept_add`: a sum's
// `x + 0`, whose -0 becomes +0) is taken off a program's ops before the rewrites run, on ref as
// on the LLVM exit: a program's `x + 0` is dropped as XLA's algebraic simplifier drops it (-0
// stays -0), marker or not.
// RUN: lpf-run %s --backend ref --bits | FileCheck %s
// RUN: lpf-run %s --backend llvm --bits | FileCheck %s
// CHECK: out0: tensor<3xf32> = [-0.0 (0x80000000), 0.0 (0x00000000), -0.0 (0x80000000)]
func.func @main() -> tensor<3xf32> {
  %i = stablehlo.iota dim = 0 : tensor<3xf32>
  %one = stablehlo.constant dense<1.0> : tensor<3xf32>
  %d = stablehlo.subtract %i, %one : tensor<3xf32>
  %factor = stablehlo.constant dense<[0.0, 1.5, -0.0]> : tensor<3xf32>
  %x = stablehlo.multiply %d, %factor : tensor<3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<3xf32>
  %y = stablehlo.add %x, %zero {lpf.kept_add} : tensor<3xf32>
  return %y : tensor<3xf32>
}
