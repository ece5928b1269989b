// REQUIRES: xla
// stablehlo.convert from i64 and ui64 into the narrow formats whose values lie below 2^53 (FP6,
// FP4, FP8) on ref, llvm and xla, byte for byte (issue 41; the narrower sources and f6 ->
// integer: mixed-f6-int-convert.mlir). Through f64 (llvm) or f32 (xla: XLA's integer -> f32 and
// the exit's f32 -> f6 rounding) this is one rounding: an integer not exact there is at least
// 2^53 (2^24) in magnitude, and so is its rounded value, both beyond the format's overflow
// threshold (2^53+1, 2^63-1, -2^63, and the wrapped ui64 values of the negative inputs). Before,
// xla refused the f6 ones with an E0915, llvm all of them ('arith.sitofp' ... not supported,
// kept for bf16 and E8M0: test/Conversion/LpfToLLVM/mixed-invalid.mlir).
// Inputs: as in mixed-f6-int-convert.mlir.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/f6_int_i64_36.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/f6_int_i64_36.npy --bits --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/f6_int_i64_36.npy --bits --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/xla.txt
// CHECK: out0: tensor<36xf6E2M3FN> = [0.0 (0x00), 1.0 (0x08), -1.0 (0x28), 2.0 (0x10), -2.0 (0x30), 3.0 (0x14), 7.0 (0x1E), -7.0 (0x3E), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), 7.5 (0x1F), -7.5 (0x3F), -7.5 (0x3F), 7.5 (0x1F), 7.5 (0x1F)]
// CHECK: out1: tensor<36xf6E3M2FN> = [0.0 (0x00), 1.0 (0x0C), -1.0 (0x2C), 2.0 (0x10), -2.0 (0x30), 3.0 (0x12), 7.0 (0x17), -7.0 (0x37), 8.0 (0x18), -8.0 (0x38), 8.0 (0x18), 12.0 (0x1A), 12.0 (0x1A), 16.0 (0x1C), 16.0 (0x1C), 16.0 (0x1C), 20.0 (0x1D), 24.0 (0x1E), 24.0 (0x1E), 28.0 (0x1F), 28.0 (0x1F), -28.0 (0x3F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), -28.0 (0x3F), 28.0 (0x1F), -28.0 (0x3F), 28.0 (0x1F), 28.0 (0x1F), -28.0 (0x3F), -28.0 (0x3F), 28.0 (0x1F), 28.0 (0x1F)]
// CHECK: out2: tensor<36xf4E2M1FN> = [0.0 (0x0), 1.0 (0x2), -1.0 (0xA), 2.0 (0x4), -2.0 (0xC), 3.0 (0x5), 6.0 (0x7), -6.0 (0xF), 6.0 (0x7), -6.0 (0xF), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), -6.0 (0xF), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), -6.0 (0xF), 6.0 (0x7), -6.0 (0xF), 6.0 (0x7), 6.0 (0x7), -6.0 (0xF), -6.0 (0xF), 6.0 (0x7), 6.0 (0x7)]
// CHECK: out3: tensor<36xf8E4M3FN> = [0.0 (0x00), 1.0 (0x38), -1.0 (0xB8), 2.0 (0x40), -2.0 (0xC0), 3.0 (0x44), 7.0 (0x4E), -7.0 (0xCE), 8.0 (0x50), -8.0 (0xD0), 9.0 (0x51), 11.0 (0x53), 13.0 (0x55), 15.0 (0x57), 16.0 (0x58), 18.0 (0x59), 20.0 (0x5A), 22.0 (0x5B), 26.0 (0x5D), 28.0 (0x5E), 30.0 (0x5F), -30.0 (0xDF), 32.0 (0x60), 32.0 (0x60), 96.0 (0x6C), 256.0 (0x78), 256.0 (0x78), -128.0 (0xF0), nan (0x7F), -nan (0xFF), nan (0x7F), nan (0x7F), -nan (0xFF), -nan (0xFF), nan (0x7F), nan (0x7F)]
// CHECK: out9: tensor<36xf6E3M2FN> = [0.0 (0x00), 1.0 (0x0C), 28.0 (0x1F), 2.0 (0x10), 28.0 (0x1F), 3.0 (0x12), 7.0 (0x17), 28.0 (0x1F), 8.0 (0x18), 28.0 (0x1F), 8.0 (0x18), 12.0 (0x1A), 12.0 (0x1A), 16.0 (0x1C), 16.0 (0x1C), 16.0 (0x1C), 20.0 (0x1D), 24.0 (0x1E), 24.0 (0x1E), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F)]

func.func @main(%x: tensor<36xi64>)
    -> (tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf4E2M1FN>, tensor<36xf8E4M3FN>, tensor<36xf8E5M2>, tensor<36xf8E3M4>, tensor<36xf8E4M3FNUZ>, tensor<36xf8E4M3B11FNUZ>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf4E2M1FN>, tensor<36xf8E4M3FN>, tensor<36xf8E5M2>, tensor<36xf8E3M4>, tensor<36xf8E4M3FNUZ>, tensor<36xf8E4M3B11FNUZ>) {
  %x_ui64 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xui64>
  %i64_E2M3FN = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xf6E2M3FN>
  %i64_E3M2FN = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xf6E3M2FN>
  %i64_E2M1FN = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xf4E2M1FN>
  %i64_E4M3FN = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xf8E4M3FN>
  %i64_E5M2 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xf8E5M2>
  %i64_E3M4 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xf8E3M4>
  %i64_E4M3FNUZ = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xf8E4M3FNUZ>
  %i64_E4M3B11FNUZ = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xf8E4M3B11FNUZ>
  %ui64_E2M3FN = stablehlo.convert %x_ui64 : (tensor<36xui64>) -> tensor<36xf6E2M3FN>
  %ui64_E3M2FN = stablehlo.convert %x_ui64 : (tensor<36xui64>) -> tensor<36xf6E3M2FN>
  %ui64_E2M1FN = stablehlo.convert %x_ui64 : (tensor<36xui64>) -> tensor<36xf4E2M1FN>
  %ui64_E4M3FN = stablehlo.convert %x_ui64 : (tensor<36xui64>) -> tensor<36xf8E4M3FN>
  %ui64_E5M2 = stablehlo.convert %x_ui64 : (tensor<36xui64>) -> tensor<36xf8E5M2>
  %ui64_E3M4 = stablehlo.convert %x_ui64 : (tensor<36xui64>) -> tensor<36xf8E3M4>
  %ui64_E4M3FNUZ = stablehlo.convert %x_ui64 : (tensor<36xui64>) -> tensor<36xf8E4M3FNUZ>
  %ui64_E4M3B11FNUZ = stablehlo.convert %x_ui64 : (tensor<36xui64>) -> tensor<36xf8E4M3B11FNUZ>
  return %i64_E2M3FN, %i64_E3M2FN, %i64_E2M1FN, %i64_E4M3FN, %i64_E5M2, %i64_E3M4, %i64_E4M3FNUZ, %i64_E4M3B11FNUZ, %ui64_E2M3FN, %ui64_E3M2FN, %ui64_E2M1FN, %ui64_E4M3FN, %ui64_E5M2, %ui64_E3M4, %ui64_E4M3FNUZ, %ui64_E4M3B11FNUZ : tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf4E2M1FN>, tensor<36xf8E4M3FN>, tensor<36xf8E5M2>, tensor<36xf8E3M4>, tensor<36xf8E4M3FNUZ>, tensor<36xf8E4M3B11FNUZ>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf4E2M1FN>, tensor<36xf8E4M3FN>, tensor<36xf8E5M2>, tensor<36xf8E3M4>, tensor<36xf8E4M3FNUZ>, tensor<36xf8E4M3B11FNUZ>
}
