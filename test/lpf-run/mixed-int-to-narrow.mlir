// stablehlo.convert from integers (i1, i8, i16, i32, ui8, ui16, ui32) into f4E2M1FN, f6E2M3FN
// and f6E3M2FN on --backend llvm against --backend ref, byte for byte (issue 41, lpf-diff open
// finding "llvm-int-to-fp4"): one rounding to nearest even, out of range saturated to ±max (6,
// 7.5, 28: XLA's convert into formats without inf or NaN, hlo_defined::xla_convert). Before,
// llvm refused each with an E0912 about an overflow(nan_or_inf) the user never wrote.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/cvt_i32_16.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/cvt_i32_16.npy --bits --backend llvm | grep '^out' > %t/llvm.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: FileCheck %s < %t/llvm.txt
// Inputs (i32): [0, 1, -1, 3, -3, 5, -5, 7, 13, 29, 30, 100, -100, 2^31-1, -2^31, -32768].
// CHECK: out0: tensor<16xf4E2M1FN> = [0.0 (0x0), 1.0 (0x2), -1.0 (0xA), 3.0 (0x5), -3.0 (0xD), 4.0 (0x6), -4.0 (0xE), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), 6.0 (0x7), -6.0 (0xF), 6.0 (0x7), -6.0 (0xF), -6.0 (0xF)]
// CHECK: out1: tensor<16xf6E2M3FN> = [0.0 (0x00), 1.0 (0x08), -1.0 (0x28), 3.0 (0x14), -3.0 (0x34), 5.0 (0x1A), -5.0 (0x3A), 7.0 (0x1E), 7.5 (0x1F), 7.5 (0x1F),
// CHECK: out2: tensor<16xf6E3M2FN> = [0.0 (0x00), 1.0 (0x0C), -1.0 (0x2C), 3.0 (0x12), -3.0 (0x32), 5.0 (0x15), -5.0 (0x35), 7.0 (0x17), 12.0 (0x1A), 28.0 (0x1F), 28.0 (0x1F), 28.0 (0x1F), -28.0 (0x3F),

func.func @main(%x: tensor<16xi32>) -> (tensor<16xf4E2M1FN>, tensor<16xf6E2M3FN>, tensor<16xf6E3M2FN>,
    tensor<16xf4E2M1FN>, tensor<16xf6E3M2FN>, tensor<16xf4E2M1FN>, tensor<16xf6E2M3FN>, tensor<16xf4E2M1FN>, tensor<16xf6E3M2FN>, tensor<16xf4E2M1FN>, tensor<16xf6E2M3FN>) {
  %a = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xf4E2M1FN>
  %b = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xf6E2M3FN>
  %c = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xf6E3M2FN>
  %i8 = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xi8>
  %i16 = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xi16>
  %u8 = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xui8>
  %u16 = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xui16>
  %u32 = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xui32>
  %zero = stablehlo.constant dense<0> : tensor<16xi32>
  %i1 = stablehlo.compare GT, %x, %zero : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
  %d = stablehlo.convert %i8 : (tensor<16xi8>) -> tensor<16xf4E2M1FN>
  %e = stablehlo.convert %i16 : (tensor<16xi16>) -> tensor<16xf6E3M2FN>
  %f = stablehlo.convert %u8 : (tensor<16xui8>) -> tensor<16xf4E2M1FN>
  %g = stablehlo.convert %u16 : (tensor<16xui16>) -> tensor<16xf6E2M3FN>
  %h = stablehlo.convert %u32 : (tensor<16xui32>) -> tensor<16xf4E2M1FN>
  %k = stablehlo.convert %i1 : (tensor<16xi1>) -> tensor<16xf6E3M2FN>
  %l = stablehlo.convert %i1 : (tensor<16xi1>) -> tensor<16xf4E2M1FN>
  %m = stablehlo.convert %u8 : (tensor<16xui8>) -> tensor<16xf6E2M3FN>
  return %a, %b, %c, %d, %e, %f, %g, %h, %k, %l, %m : tensor<16xf4E2M1FN>, tensor<16xf6E2M3FN>, tensor<16xf6E3M2FN>,
    tensor<16xf4E2M1FN>, tensor<16xf6E3M2FN>, tensor<16xf4E2M1FN>, tensor<16xf6E2M3FN>, tensor<16xf4E2M1FN>, tensor<16xf6E3M2FN>, tensor<16xf4E2M1FN>, tensor<16xf6E2M3FN>
}
