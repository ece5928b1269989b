// REQUIRES: iree
// Float -> i1 converts and floor/ceil of bf16 and f32 on --backend iree give --backend ref's bits
// (issue 40). StableHLO's interpreter (ref) converts a float into i1 as x != 0 (a NaN and a
// subnormal are true); IREE's convert read subnormals as 0 (DAZ) and gave other bits for the
// 8-bit formats. Its floor of a negative subnormal was -0 (DAZ; ref -1) and its bf16 floor and
// ceil made every NaN 0x7FC0. On IREE the exit (lowering/src/to_stablehlo/foreign_iree.rs)
// compares the bits (formats of 8 bits or fewer: their exact decoding) with zero, and takes
// floor/ceil in f64 of the exact value, rounded back by integer ops, NaNs quieted. Inputs: every
// bf16 and f16 code, iree_f32_a_2048.npy (specials, NaN payloads, subnormals), iree_bool_f64.npy
// (f64 subnormals), every 8-bit code in five formats, every f4 code. f4E2M1FN into i1 and i32
// (out12, out14): the exit converts it through f32, which was IREE's convert of the ui8 code as
// an integer (code 8, -0, gave true; code 3, 1.5, gave 3); now the exact decoding.
// Before (IREE's own ops): bf16 floor and ceil differed from ref on 380 of 65,536 codes each,
// f32 floor on 56 of 2048, ceil on 208, f32 -> i1 on 264, f64 -> i1 on 4 of 16, f8E8M0FNU ->
// i1 on 3 of 256, f8E4M3 on 1, f4 -> i1 on 16 of 256, f4 -> i32 on 240 of 256; now 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_all_65536.npy --arg %S/Inputs/iree_f16_all_65536.npy --arg %S/Inputs/iree_f32_a_2048.npy --arg %S/Inputs/iree_bool_f64.npy --arg %S/Inputs/iree_codes_256.npy --arg %S/Inputs/iree_codes4_x.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_all_65536.npy --arg %S/Inputs/iree_f16_all_65536.npy --arg %S/Inputs/iree_f32_a_2048.npy --arg %S/Inputs/iree_bool_f64.npy --arg %S/Inputs/iree_codes_256.npy --arg %S/Inputs/iree_codes4_x.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_bf16_floor_
// CHECK: call @__lpf_bf16_ceil_
// CHECK: call @__lpf_bf16_to_i1_
// CHECK: call @__lpf_f32_floor_
func.func @main(%b: tensor<65536xbf16>, %h: tensor<65536xf16>, %f: tensor<2048xf32>, %d: tensor<16xf64>, %c: tensor<256xui8>, %q: tensor<256xf4E2M1FN>)
    -> (tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xi1>, tensor<65536xi1>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xi1>, tensor<16xi1>,
        tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi32>) {
  %0 = stablehlo.floor %b : tensor<65536xbf16>
  %1 = stablehlo.ceil %b : tensor<65536xbf16>
  %2 = stablehlo.convert %b : (tensor<65536xbf16>) -> tensor<65536xi1>
  %3 = stablehlo.convert %h : (tensor<65536xf16>) -> tensor<65536xi1>
  %4 = stablehlo.floor %f : tensor<2048xf32>
  %5 = stablehlo.ceil %f : tensor<2048xf32>
  %6 = stablehlo.convert %f : (tensor<2048xf32>) -> tensor<2048xi1>
  %7 = stablehlo.convert %d : (tensor<16xf64>) -> tensor<16xi1>
  %e4 = stablehlo.bitcast_convert %c : (tensor<256xui8>) -> tensor<256xf8E4M3FN>
  %z4 = stablehlo.bitcast_convert %c : (tensor<256xui8>) -> tensor<256xf8E4M3FNUZ>
  %e8 = stablehlo.bitcast_convert %c : (tensor<256xui8>) -> tensor<256xf8E8M0FNU>
  %m3 = stablehlo.bitcast_convert %c : (tensor<256xui8>) -> tensor<256xf8E4M3>
  %8 = stablehlo.convert %e4 : (tensor<256xf8E4M3FN>) -> tensor<256xi1>
  %9 = stablehlo.convert %z4 : (tensor<256xf8E4M3FNUZ>) -> tensor<256xi1>
  %10 = stablehlo.convert %e8 : (tensor<256xf8E8M0FNU>) -> tensor<256xi1>
  %11 = stablehlo.convert %m3 : (tensor<256xf8E4M3>) -> tensor<256xi1>
  %12 = stablehlo.convert %q : (tensor<256xf4E2M1FN>) -> tensor<256xi1>
  %13 = stablehlo.convert %c : (tensor<256xui8>) -> tensor<256xi1>
  %14 = stablehlo.convert %q : (tensor<256xf4E2M1FN>) -> tensor<256xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xi1>, tensor<65536xi1>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xi1>, tensor<16xi1>,
        tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi32>
}
