// REQUIRES: xla
// stablehlo.convert between f6E2M3FN / f6E3M2FN and integers (i1, i8, i16, i32, i64, ui8, ui16,
// ui32, ui64), at a function's top level and inside a map body, on ref, llvm and xla, byte for
// byte (issue 41). Every f6 code into every integer type: the exact value truncated toward
// zero (a negative one into an unsigned type 0); edge integers into both f6 formats: rounded
// once to nearest even (E3M2FN: 9 -> 8, 11 -> 12, 18 -> 16, 22 -> 24, 26 -> 24), beyond the
// largest value (7.5, 28) saturated, INT_MIN/INT_MAX and the wrapped unsigned values included.
// The StableHLO exit refused each with an E0915 ("converts between f6 and an integer"); it now
// computes them on the u8 codes (to_stablehlo/foreign_narrow.rs: the exact f32 decoding and
// XLA's f32 -> integer convert; XLA's integer -> f32 convert and the exit's f32 -> f6 rounding,
// one rounding since an integer not exact in f32 is far beyond the f6 range).
// 64-bit sources into f6 (and FP4, FP8): mixed-int64-to-narrow.mlir.
// Inputs (i64, converted to each type here): [0, 1, -1, 2, -2, 3, 7, -7, 8, -8, 9, 11, 13, 15,
// 17, 18, 19, 22, 26, 29, 30, -30, 31, 32, 100, 255, 256, -129, 2^31-1, -2^31, 2^53+1, 2^63-1,
// -2^63, -2^31-1, 2^32-1, 65535]
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/f6_int_i64_36.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/f6_int_i64_36.npy --bits --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/f6_int_i64_36.npy --bits --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/xla.txt
// CHECK: out1: tensor<64xi8> = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1, -2, -2, -2, -2, -3, -3, -3, -3, -4, -4, -5, -5, -6, -6, -7, -7]
// CHECK: out10: tensor<64xi8> = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -2, -2, -3, -3, -4, -5, -6, -7, -8, -10, -12, -14, -16, -20, -24, -28]
// CHECK: out14: tensor<64xui8> = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// CHECK: out23: tensor<36xf6E3M2FN> = [0.0 (0x00), 1.0 (0x0C), -1.0 (0x2C), 2.0 (0x10), -2.0 (0x30), 3.0 (0x12), 7.0 (0x17), -7.0 (0x37), 8.0 (0x18), -8.0 (0x38), 8.0 (0x18), 12.0 (0x1A), 12.0 (0x1A), 16.0 (0x1C), 16.0 (0x1C), 16.0 (0x1C), 20.0 (0x1D), 24.0 (0x1E), 24.0 (0x1E), 28.0 (0x1F), 28.0 (0x1F), -28.0 (0x3F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), -28.0 (0x3F), 28.0 (0x1F), -28.0 (0x3F), 1.0 (0x0C), -1.0 (0x2C), 0.0 (0x00), 28.0 (0x1F), -1.0 (0x2C), 28.0 (0x1F)]
// CHECK: out30: tensor<36xf6E2M3FN> = [0.0 (0x00), 1.0 (0x08), 0.0 (0x00), 1.0 (0x08), 0.0 (0x00), 1.0 (0x08), 1.0 (0x08), 0.0 (0x00), 1.0 (0x08), 0.0 (0x00), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 0.0 (0x00), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 1.0 (0x08), 0.0 (0x00), 1.0 (0x08), 0.0 (0x00), 1.0 (0x08), 1.0 (0x08), 0.0 (0x00), 0.0 (0x00), 1.0 (0x08), 1.0 (0x08)]
// CHECK: out32: tensor<64xi32> = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -2, -2, -3, -3, -4, -5, -6, -7, -8, -10, -12, -14, -16, -20, -24, -28]
// CHECK: out33: tensor<36xf6E2M3FN> = [0.0 (0x00), 1.0 (0x08), -1.0 (0x28), 2.0 (0x10), -2.0 (0x30), 3.0 (0x14), 7.0 (0x1E), -7.0 (0x3E), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), -7.5 (0x3F), 1.0 (0x08), -1.0 (0x28), 0.0 (0x00), 7.5 (0x1F), -1.0 (0x28), 7.5 (0x1F)]

func.func @main(%p: tensor<64xf6E2M3FN>, %q: tensor<64xf6E3M2FN>, %x: tensor<36xi64>)
    -> (tensor<64xi1>, tensor<64xi8>, tensor<64xi16>, tensor<64xi32>, tensor<64xi64>, tensor<64xui8>, tensor<64xui16>, tensor<64xui32>, tensor<64xui64>, tensor<64xi1>, tensor<64xi8>, tensor<64xi16>, tensor<64xi32>, tensor<64xi64>, tensor<64xui8>, tensor<64xui16>, tensor<64xui32>, tensor<64xui64>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<64xi32>, tensor<36xf6E2M3FN>) {
  %E2M3FN_i1 = stablehlo.convert %p : (tensor<64xf6E2M3FN>) -> tensor<64xi1>
  %E2M3FN_i8 = stablehlo.convert %p : (tensor<64xf6E2M3FN>) -> tensor<64xi8>
  %E2M3FN_i16 = stablehlo.convert %p : (tensor<64xf6E2M3FN>) -> tensor<64xi16>
  %E2M3FN_i32 = stablehlo.convert %p : (tensor<64xf6E2M3FN>) -> tensor<64xi32>
  %E2M3FN_i64 = stablehlo.convert %p : (tensor<64xf6E2M3FN>) -> tensor<64xi64>
  %E2M3FN_ui8 = stablehlo.convert %p : (tensor<64xf6E2M3FN>) -> tensor<64xui8>
  %E2M3FN_ui16 = stablehlo.convert %p : (tensor<64xf6E2M3FN>) -> tensor<64xui16>
  %E2M3FN_ui32 = stablehlo.convert %p : (tensor<64xf6E2M3FN>) -> tensor<64xui32>
  %E2M3FN_ui64 = stablehlo.convert %p : (tensor<64xf6E2M3FN>) -> tensor<64xui64>
  %E3M2FN_i1 = stablehlo.convert %q : (tensor<64xf6E3M2FN>) -> tensor<64xi1>
  %E3M2FN_i8 = stablehlo.convert %q : (tensor<64xf6E3M2FN>) -> tensor<64xi8>
  %E3M2FN_i16 = stablehlo.convert %q : (tensor<64xf6E3M2FN>) -> tensor<64xi16>
  %E3M2FN_i32 = stablehlo.convert %q : (tensor<64xf6E3M2FN>) -> tensor<64xi32>
  %E3M2FN_i64 = stablehlo.convert %q : (tensor<64xf6E3M2FN>) -> tensor<64xi64>
  %E3M2FN_ui8 = stablehlo.convert %q : (tensor<64xf6E3M2FN>) -> tensor<64xui8>
  %E3M2FN_ui16 = stablehlo.convert %q : (tensor<64xf6E3M2FN>) -> tensor<64xui16>
  %E3M2FN_ui32 = stablehlo.convert %q : (tensor<64xf6E3M2FN>) -> tensor<64xui32>
  %E3M2FN_ui64 = stablehlo.convert %q : (tensor<64xf6E3M2FN>) -> tensor<64xui64>
  %x_i8 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xi8>
  %x_i16 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xi16>
  %x_i32 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xi32>
  %x_ui8 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xui8>
  %x_ui16 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xui16>
  %x_ui32 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xui32>
  %zero = stablehlo.constant dense<0> : tensor<36xi64>
  %x_i1 = stablehlo.compare GT, %x, %zero : (tensor<36xi64>, tensor<36xi64>) -> tensor<36xi1>
  %i8_E2M3FN = stablehlo.convert %x_i8 : (tensor<36xi8>) -> tensor<36xf6E2M3FN>
  %i8_E3M2FN = stablehlo.convert %x_i8 : (tensor<36xi8>) -> tensor<36xf6E3M2FN>
  %i16_E2M3FN = stablehlo.convert %x_i16 : (tensor<36xi16>) -> tensor<36xf6E2M3FN>
  %i16_E3M2FN = stablehlo.convert %x_i16 : (tensor<36xi16>) -> tensor<36xf6E3M2FN>
  %i32_E2M3FN = stablehlo.convert %x_i32 : (tensor<36xi32>) -> tensor<36xf6E2M3FN>
  %i32_E3M2FN = stablehlo.convert %x_i32 : (tensor<36xi32>) -> tensor<36xf6E3M2FN>
  %ui8_E2M3FN = stablehlo.convert %x_ui8 : (tensor<36xui8>) -> tensor<36xf6E2M3FN>
  %ui8_E3M2FN = stablehlo.convert %x_ui8 : (tensor<36xui8>) -> tensor<36xf6E3M2FN>
  %ui16_E2M3FN = stablehlo.convert %x_ui16 : (tensor<36xui16>) -> tensor<36xf6E2M3FN>
  %ui16_E3M2FN = stablehlo.convert %x_ui16 : (tensor<36xui16>) -> tensor<36xf6E3M2FN>
  %ui32_E2M3FN = stablehlo.convert %x_ui32 : (tensor<36xui32>) -> tensor<36xf6E2M3FN>
  %ui32_E3M2FN = stablehlo.convert %x_ui32 : (tensor<36xui32>) -> tensor<36xf6E3M2FN>
  %i1_E2M3FN = stablehlo.convert %x_i1 : (tensor<36xi1>) -> tensor<36xf6E2M3FN>
  %i1_E3M2FN = stablehlo.convert %x_i1 : (tensor<36xi1>) -> tensor<36xf6E3M2FN>
  %in_map = "stablehlo.map"(%q) ({
  ^bb0(%e: tensor<f6E3M2FN>):
    %c = stablehlo.convert %e : (tensor<f6E3M2FN>) -> tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<64xf6E3M2FN>) -> tensor<64xi32>
  %into_map = "stablehlo.map"(%x_i32) ({
  ^bb0(%e: tensor<i32>):
    %c = stablehlo.convert %e : (tensor<i32>) -> tensor<f6E2M3FN>
    stablehlo.return %c : tensor<f6E2M3FN>
  }) {dimensions = array<i64: 0>} : (tensor<36xi32>) -> tensor<36xf6E2M3FN>
  return %E2M3FN_i1, %E2M3FN_i8, %E2M3FN_i16, %E2M3FN_i32, %E2M3FN_i64, %E2M3FN_ui8, %E2M3FN_ui16, %E2M3FN_ui32, %E2M3FN_ui64, %E3M2FN_i1, %E3M2FN_i8, %E3M2FN_i16, %E3M2FN_i32, %E3M2FN_i64, %E3M2FN_ui8, %E3M2FN_ui16, %E3M2FN_ui32, %E3M2FN_ui64, %i8_E2M3FN, %i8_E3M2FN, %i16_E2M3FN, %i16_E3M2FN, %i32_E2M3FN, %i32_E3M2FN, %ui8_E2M3FN, %ui8_E3M2FN, %ui16_E2M3FN, %ui16_E3M2FN, %ui32_E2M3FN, %ui32_E3M2FN, %i1_E2M3FN, %i1_E3M2FN, %in_map, %into_map : tensor<64xi1>, tensor<64xi8>, tensor<64xi16>, tensor<64xi32>, tensor<64xi64>, tensor<64xui8>, tensor<64xui16>, tensor<64xui32>, tensor<64xui64>, tensor<64xi1>, tensor<64xi8>, tensor<64xi16>, tensor<64xi32>, tensor<64xi64>, tensor<64xui8>, tensor<64xui16>, tensor<64xui32>, tensor<64xui64>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<64xi32>, tensor<36xf6E2M3FN>
}
