// REQUIRES: iree
// f16 stablehlo.power by a constant integer exponent (-2 to 5) on --backend iree gives
// --backend ref's bits (issue 40): StableHLO's interpreter (ref) takes the C library's f64 pow
// and rounds it to f16; on IREE the exit (lowering/src/to_stablehlo/foreign_iree.rs) computes
// x^n in f64 with at most one inexact step (x^4 is exact, x^5 = x^4 x, 1 / x^2) and rounds it
// with its encoder, NaNs as glibc's pow gives them. Other f16 powers stay IREE's (docs/iree.md).
// Every f16 code. Before (IREE's power): x^2 was ref's bits, x^3 differed on 6,199 of the 65,536
// codes, x^5 on 38,897, x^-1 on 1,023, x^-2 on 17,948; now 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_f16_all_65536.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_f16_all_65536.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_f16_power_2_
// CHECK: call @__lpf_f16_power_m2_
func.func @main(%h: tensor<65536xf16>) -> (tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>) {
  %c2 = stablehlo.constant dense<2.0> : tensor<65536xf16>
  %c3 = stablehlo.constant dense<3.0> : tensor<65536xf16>
  %c5 = stablehlo.constant dense<5.0> : tensor<65536xf16>
  %cm1 = stablehlo.constant dense<-1.0> : tensor<65536xf16>
  %cm2 = stablehlo.constant dense<-2.0> : tensor<65536xf16>
  %0 = stablehlo.power %h, %c2 : tensor<65536xf16>
  %1 = stablehlo.power %h, %c3 : tensor<65536xf16>
  %2 = stablehlo.power %h, %c5 : tensor<65536xf16>
  %3 = stablehlo.power %h, %cm1 : tensor<65536xf16>
  %4 = stablehlo.power %h, %cm2 : tensor<65536xf16>
  return %0, %1, %2, %3, %4 : tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>
}
