// REQUIRES: xla
// stablehlo.convert from i64 and ui64 into f6E2M3FN / f6E3M2FN on xla against ref, byte for
// byte (issue 41; the narrower sources and f6 -> integer: mixed-f6-int-convert.mlir). XLA's
// i64 -> f32 convert rounds values of 2^24 and more, which the exit's f32 -> f6 rounding then
// saturates, as the once-rounded value saturates (2^53+1, 2^63-1, -2^63, and the wrapped ui64
// values of the negative inputs). Was an E0915 on xla; llvm refuses 64-bit integers into f6
// (docs/llvm.md).
// Inputs: as in mixed-f6-int-convert.mlir.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/f6_int_i64_36.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/f6_int_i64_36.npy --bits --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/xla.txt
// CHECK: out0: tensor<36xf6E2M3FN> = [0.0 (0x00), 1.0 (0x08), -1.0 (0x28), 2.0 (0x10), -2.0 (0x30), 3.0 (0x14), 7.0 (0x1E), -7.0 (0x3E), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), -7.5 (0x3F), 7.5 (0x1F), 7.5 (0x1F), -7.5 (0x3F), -7.5 (0x3F), 7.5 (0x1F), 7.5 (0x1F)]
// CHECK: out1: tensor<36xf6E3M2FN> = [0.0 (0x00), 1.0 (0x0C), -1.0 (0x2C), 2.0 (0x10), -2.0 (0x30), 3.0 (0x12), 7.0 (0x17), -7.0 (0x37), 8.0 (0x18), -8.0 (0x38), 8.0 (0x18), 12.0 (0x1A), 12.0 (0x1A), 16.0 (0x1C), 16.0 (0x1C), 16.0 (0x1C), 20.0 (0x1D), 24.0 (0x1E), 24.0 (0x1E), 28.0 (0x1F), 28.0 (0x1F), -28.0 (0x3F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), -28.0 (0x3F), 28.0 (0x1F), -28.0 (0x3F), 28.0 (0x1F), 28.0 (0x1F), -28.0 (0x3F), -28.0 (0x3F), 28.0 (0x1F), 28.0 (0x1F)]
// CHECK: out2: tensor<36xf6E2M3FN> = [0.0 (0x00), 1.0 (0x08), 7.5 (0x1F), 2.0 (0x10), 7.5 (0x1F), 3.0 (0x14), 7.0 (0x1E), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F), 7.5 (0x1F)]
// CHECK: out3: tensor<36xf6E3M2FN> = [0.0 (0x00), 1.0 (0x0C), 28.0 (0x1F), 2.0 (0x10), 28.0 (0x1F), 3.0 (0x12), 7.0 (0x17), 28.0 (0x1F), 8.0 (0x18), 28.0 (0x1F), 8.0 (0x18), 12.0 (0x1A), 12.0 (0x1A), 16.0 (0x1C), 16.0 (0x1C), 16.0 (0x1C), 20.0 (0x1D), 24.0 (0x1E), 24.0 (0x1E), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F)]

func.func @main(%x: tensor<36xi64>)
    -> (tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>) {
  %x_i32 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xi32>
  %x_ui64 = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xui64>
  %i64_E2M3FN = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xf6E2M3FN>
  %i64_E3M2FN = stablehlo.convert %x : (tensor<36xi64>) -> tensor<36xf6E3M2FN>
  %ui64_E2M3FN = stablehlo.convert %x_ui64 : (tensor<36xui64>) -> tensor<36xf6E2M3FN>
  %ui64_E3M2FN = stablehlo.convert %x_ui64 : (tensor<36xui64>) -> tensor<36xf6E3M2FN>
  return %i64_E2M3FN, %i64_E3M2FN, %ui64_E2M3FN, %ui64_E3M2FN : tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>, tensor<36xf6E2M3FN>, tensor<36xf6E3M2FN>
}
