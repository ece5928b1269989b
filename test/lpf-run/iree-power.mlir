// REQUIRES: iree
// bf16 and f32 stablehlo.power by a constant integer exponent on --backend iree gives --backend
// ref's bits (issue 40). StableHLO's interpreter (ref) takes the C library's f64 pow and rounds
// it once; IREE took exp(y log x) in f32 and flushed subnormals. On IREE the exit
// (lowering/src/to_stablehlo/foreign_iree.rs) computes x^n for a splat constant n (bf16: -2 to
// 6, exact in f64; f32: -2 to 4, with at most one inexact f64 step: x^2 x, x^2 x^2, 1 / x^2, the
// correctly rounded f64 pow) and rounds it with its encoder; other powers are a located E0915
// (test/Conversion/LpfToStableHLO/iree-power-invalid.mlir). f32 x^3 is GPT-2's gelu_new; f32
// x^2 and x^3 are XLA's multiplies on every backend now (hlo_defined::xla_small_power,
// mixed-small-power.mlir), and f32 x^-1 XLA's 1 / x (since 2026-12-07, mixed-reassociated.mlir),
// so they reach neither helper.
// Inputs: every bf16 code; iree_f32_a_2048.npy (specials, NaN payloads, subnormals, N(0, 1)).
// Before (IREE's own power): x^2 differed from ref on 1,275 of the 65,536 bf16 codes, x^3 on
// 952, x^-1 on 952, x^0 on 0, x^6 on 32,947; f32 x^2 on 167 of 2048, x^-1 on 308; now 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_all_65536.npy --arg %S/Inputs/iree_f32_a_2048.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_all_65536.npy --arg %S/Inputs/iree_f32_a_2048.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_bf16_power_2_
// CHECK: call @__lpf_bf16_power_3_
// CHECK: call @__lpf_bf16_power_m1_
// CHECK-NOT: call @__lpf_f32_power_{{[23]}}_
// CHECK-NOT: call @__lpf_f32_power_m1_
func.func @main(%b: tensor<65536xbf16>, %f: tensor<2048xf32>)
    -> (tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<2048xf32>, tensor<2048xf32>,
        tensor<65536xbf16>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>) {
  %two = stablehlo.constant dense<2.0> : tensor<bf16>
  %b2 = stablehlo.broadcast_in_dim %two, dims = [] : (tensor<bf16>) -> tensor<65536xbf16>
  %b3 = stablehlo.constant dense<3.0> : tensor<65536xbf16>
  %bm = stablehlo.constant dense<-1.0> : tensor<65536xbf16>
  %b0 = stablehlo.constant dense<0.0> : tensor<65536xbf16>
  %b6 = stablehlo.constant dense<6.0> : tensor<65536xbf16>
  %0 = stablehlo.power %b, %b2 : tensor<65536xbf16>
  %1 = stablehlo.power %b, %b3 : tensor<65536xbf16>
  %2 = stablehlo.power %b, %bm : tensor<65536xbf16>
  %3 = stablehlo.power %b, %b0 : tensor<65536xbf16>
  %4 = stablehlo.power %b, %b6 : tensor<65536xbf16>
  %f2 = stablehlo.constant dense<2.0> : tensor<2048xf32>
  %fm = stablehlo.constant dense<-1.0> : tensor<2048xf32>
  %5 = stablehlo.power %f, %f2 : tensor<2048xf32>
  %6 = stablehlo.power %f, %fm : tensor<2048xf32>
  %bm2 = stablehlo.constant dense<-2.0> : tensor<65536xbf16>
  %7 = stablehlo.power %b, %bm2 : tensor<65536xbf16>
  %f3 = stablehlo.constant dense<3.0> : tensor<2048xf32>
  %f4 = stablehlo.constant dense<4.0> : tensor<2048xf32>
  %fm2 = stablehlo.constant dense<-2.0> : tensor<2048xf32>
  %8 = stablehlo.power %f, %f3 : tensor<2048xf32>
  %9 = stablehlo.power %f, %f4 : tensor<2048xf32>
  %10 = stablehlo.power %f, %fm2 : tensor<2048xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<2048xf32>, tensor<2048xf32>,
        tensor<65536xbf16>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>
}
