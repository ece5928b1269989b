// REQUIRES: iree
// A user's stablehlo.convert from a float into an integer on --backend iree gives --backend ref's
// bits (issue 40; lpf-diff on iree's mixed programs, seed 41 programs 4 and 28): StableHLO's
// interpreter (ref) truncates toward zero and saturates at the integer's bounds, NaN -> 0, and
// XLA does the same; IREE's convert wrapped (f32 300.7 -> i8 44), gave x86's "integer
// indefinite" (INT_MIN, 0xFF..) for NaN, ±inf and out-of-range values, and ui64's maximum for
// negatives. So on IREE the exit selects the bounds and 0 itself around an in-range convert
// (lowering/src/to_stablehlo/foreign_iree.rs). Sources f32, f64, bf16, f16, f8E5M2FNUZ; targets
// i8, ui8, i16, ui16, i32, ui32, i64, ui64; 32 values each: NaNs, ±inf, each type's bounds and
// just past them, fractions (Inputs/iree_foreign_f16.py).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_f2i_f32.npy --arg %S/Inputs/iree_f2i_f64.npy --arg %S/Inputs/iree_f2i_bf16.npy --arg %S/Inputs/iree_f2i_f16.npy --arg %S/Inputs/iree_f2i_f8.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_f2i_f32.npy --arg %S/Inputs/iree_f2i_f64.npy --arg %S/Inputs/iree_f2i_bf16.npy --arg %S/Inputs/iree_f2i_f16.npy --arg %S/Inputs/iree_f2i_f8.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s --check-prefix=IREE
// RUN: lpf-opt %s --lower-to-stablehlo | FileCheck %s --check-prefix=XLA
// IREE: call @__lpf_f32_to_i8_
// IREE: call @__lpf_f8E5M2FNUZ_to_ui16_
// XLA-NOT: call @__lpf_f32_to_i8_
func.func @main(%f: tensor<32xf32>, %d: tensor<32xf64>, %b: tensor<32xbf16>, %h: tensor<32xf16>, %e: tensor<32xf8E5M2FNUZ>)
    -> (tensor<32xi8>, tensor<32xui8>, tensor<32xi16>, tensor<32xui16>, tensor<32xi32>, tensor<32xui32>, tensor<32xi64>, tensor<32xui64>,
        tensor<32xi32>, tensor<32xui64>, tensor<32xi64>, tensor<32xui8>, tensor<32xi16>, tensor<32xui32>, tensor<32xui16>, tensor<32xi8>) {
  %0 = stablehlo.convert %f : (tensor<32xf32>) -> tensor<32xi8>
  %1 = stablehlo.convert %f : (tensor<32xf32>) -> tensor<32xui8>
  %2 = stablehlo.convert %f : (tensor<32xf32>) -> tensor<32xi16>
  %3 = stablehlo.convert %f : (tensor<32xf32>) -> tensor<32xui16>
  %4 = stablehlo.convert %f : (tensor<32xf32>) -> tensor<32xi32>
  %5 = stablehlo.convert %f : (tensor<32xf32>) -> tensor<32xui32>
  %6 = stablehlo.convert %f : (tensor<32xf32>) -> tensor<32xi64>
  %7 = stablehlo.convert %f : (tensor<32xf32>) -> tensor<32xui64>
  %8 = stablehlo.convert %d : (tensor<32xf64>) -> tensor<32xi32>
  %9 = stablehlo.convert %d : (tensor<32xf64>) -> tensor<32xui64>
  %10 = stablehlo.convert %b : (tensor<32xbf16>) -> tensor<32xi64>
  %11 = stablehlo.convert %b : (tensor<32xbf16>) -> tensor<32xui8>
  %12 = stablehlo.convert %h : (tensor<32xf16>) -> tensor<32xi16>
  %13 = stablehlo.convert %h : (tensor<32xf16>) -> tensor<32xui32>
  %14 = stablehlo.convert %e : (tensor<32xf8E5M2FNUZ>) -> tensor<32xui16>
  %15 = stablehlo.convert %e : (tensor<32xf8E5M2FNUZ>) -> tensor<32xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
    : tensor<32xi8>, tensor<32xui8>, tensor<32xi16>, tensor<32xui16>, tensor<32xi32>, tensor<32xui32>, tensor<32xi64>, tensor<32xui64>,
      tensor<32xi32>, tensor<32xui64>, tensor<32xi64>, tensor<32xui8>, tensor<32xi16>, tensor<32xui32>, tensor<32xui16>, tensor<32xi8>
}
