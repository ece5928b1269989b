// REQUIRES: xla
// stablehlo.convert from floats into integers saturates, as XLA does (issue 41): ±inf and
// values out of range give the bound, NaN gives 0, the rest truncates toward zero. The LLVM exit
// lowered it to arith.fptosi, whose result LLVM makes poison out of range (INT_MIN for 1e30,
// -1e30, inf, 3e9 and NaN); it now selects the bounds around the cast (lpf-foreign-exact).
// ref, llvm and xla give the same bytes, from f16, f32 and f64 into i8, i16, i32 and i64.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/fti_f16_16.npy --arg %S/Inputs/fti_f32_16.npy --arg %S/Inputs/fti_f64_16.npy --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/fti_f16_16.npy --arg %S/Inputs/fti_f32_16.npy --arg %S/Inputs/fti_f64_16.npy --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/fti_f16_16.npy --arg %S/Inputs/fti_f32_16.npy --arg %S/Inputs/fti_f64_16.npy --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/ref.txt
// f32 inputs: [1e30, -1e30, inf, -inf, NaN, 3e9, -3e9, 2.5, -2.5, 127.5, -128.5, 2^31, -2^31, 65504, 0.75, -0.75]
// CHECK: out4: tensor<16xi8> = [127, -128, 127, -128, 0, 127, -128, 2, -2, 127, -128, 127, -128, 127, 0, 0]
// CHECK: out5: tensor<16xi16> = [32767, -32768, 32767, -32768, 0, 32767, -32768, 2, -2, 127, -128, 32767, -32768, 32767, 0, 0]
// CHECK: out6: tensor<16xi32> = [2147483647, -2147483648, 2147483647, -2147483648, 0, 2147483647, -2147483648, 2, -2, 127, -128, 2147483647, -2147483648, 65504, 0, 0]
// CHECK: out7: tensor<16xi64> = [9223372036854775807, -9223372036854775808, 9223372036854775807, -9223372036854775808, 0, 3000000000, -3000000000, 2, -2, 127, -128, 2147483648, -2147483648, 65504, 0, 0]

func.func @main(%f16: tensor<16xf16>, %f32: tensor<16xf32>, %f64: tensor<16xf64>) -> (tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xi64>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xi64>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xi64>) {
  %f16_i8 = stablehlo.convert %f16 : (tensor<16xf16>) -> tensor<16xi8>
  %f16_i16 = stablehlo.convert %f16 : (tensor<16xf16>) -> tensor<16xi16>
  %f16_i32 = stablehlo.convert %f16 : (tensor<16xf16>) -> tensor<16xi32>
  %f16_i64 = stablehlo.convert %f16 : (tensor<16xf16>) -> tensor<16xi64>
  %f32_i8 = stablehlo.convert %f32 : (tensor<16xf32>) -> tensor<16xi8>
  %f32_i16 = stablehlo.convert %f32 : (tensor<16xf32>) -> tensor<16xi16>
  %f32_i32 = stablehlo.convert %f32 : (tensor<16xf32>) -> tensor<16xi32>
  %f32_i64 = stablehlo.convert %f32 : (tensor<16xf32>) -> tensor<16xi64>
  %f64_i8 = stablehlo.convert %f64 : (tensor<16xf64>) -> tensor<16xi8>
  %f64_i16 = stablehlo.convert %f64 : (tensor<16xf64>) -> tensor<16xi16>
  %f64_i32 = stablehlo.convert %f64 : (tensor<16xf64>) -> tensor<16xi32>
  %f64_i64 = stablehlo.convert %f64 : (tensor<16xf64>) -> tensor<16xi64>
  return %f16_i8, %f16_i16, %f16_i32, %f16_i64, %f32_i8, %f32_i16, %f32_i32, %f32_i64, %f64_i8, %f64_i16, %f64_i32, %f64_i64 : tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xi64>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xi64>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xi64>
}
