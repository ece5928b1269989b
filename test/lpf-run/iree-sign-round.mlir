// REQUIRES: iree
// sign of bf16 and f32, round_nearest_even and round_nearest_afz of bf16 on --backend iree give
// --backend ref's bits (issue 40). IREE's runtime reads subnormals as 0 (DAZ: the sign of a
// subnormal was 0, ref ±1) and its bf16 ops make every NaN 0x7FC0 (ref: sign returns a NaN as
// it is, the roundings quiet it). On IREE the exit (lowering/src/to_stablehlo/foreign_iree.rs)
// computes sign on the codes and the roundings in f64 on the exact widening ((|x| + 2^52) - 2^52
// to even, floor(|x| + 0.5) away from zero, the sign put back), rounded back exactly. Inputs:
// every bf16 code; iree_f32_fun_16384.npy (every exponent, subnormals, specials, NaN payloads).
// Before (IREE's own ops): bf16 sign differed from ref on 507 of 65,536 codes, round_nearest_even
// and round_nearest_afz on 253 each (NaNs), f32 sign on 2,026 of 16,384 (subnormals); now 0. The
// f32 roundings were ref's bits already (0 of 16,384 differed) and stay IREE's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_all_65536.npy --arg %S/Inputs/iree_f32_fun_16384.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_all_65536.npy --arg %S/Inputs/iree_f32_fun_16384.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_bf16_sign_
// CHECK: call @__lpf_bf16_round_nearest_even_
// CHECK: call @__lpf_f32_sign_
// CHECK-NOT: call @__lpf_f32_round
func.func @main(%b: tensor<65536xbf16>, %f: tensor<16384xf32>)
    -> (tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<16384xf32>, tensor<16384xf32>, tensor<16384xf32>) {
  %0 = stablehlo.sign %b : tensor<65536xbf16>
  %1 = stablehlo.round_nearest_even %b : tensor<65536xbf16>
  %2 = stablehlo.round_nearest_afz %b : tensor<65536xbf16>
  %3 = stablehlo.sign %f : tensor<16384xf32>
  %4 = stablehlo.round_nearest_even %f : tensor<16384xf32>
  %5 = stablehlo.round_nearest_afz %f : tensor<16384xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<16384xf32>, tensor<16384xf32>, tensor<16384xf32>
}
