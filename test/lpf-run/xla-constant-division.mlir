// REQUIRES: xla
// Integer division and remainder of constants by 0 (lpf-diff, issue 41): XLA's compiler folds
// them and the runner died of SIGFPE. The StableHLO exit now guards the divisor as --backend ref
// does (lpf_lowering::hlo_defined::guard_integer_division), so xla gives the defined results:
// -1 / 0 = -1, 16 rem 0 = 16.
// RUN: lpf-run %s --bits | FileCheck %s
// RUN: lpf-run %s --bits --backend llvm | FileCheck %s
// RUN: lpf-run %s --bits --backend xla | FileCheck %s
// CHECK: out0: tensor<i32> = -1
// CHECK: out1: tensor<ui16> = 16
func.func @main() -> (tensor<i32>, tensor<ui16>) {
  %a = stablehlo.constant dense<-1> : tensor<i32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %q = stablehlo.divide %a, %z : tensor<i32>
  %b = stablehlo.constant dense<16> : tensor<ui16>
  %y = stablehlo.constant dense<0> : tensor<ui16>
  %r = stablehlo.remainder %b, %y : tensor<ui16>
  return %q, %r : tensor<i32>, tensor<ui16>
}
