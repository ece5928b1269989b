// REQUIRES: xla
// stablehlo.compare with compare_type TOTALORDER, every direction (issue 41): -NaN < -inf <
// ... < -0 < +0 < ... < +inf < +NaN, NaNs ordered by payload. StableHLO's reference interpreter
// ignores compare_type (TOTALORDER compared as FLOAT: -0 == +0, NaN unordered); ref now
// compares XLA's integer keys (lpf_lowering::hlo_defined) and gives llvm's and xla's bytes. The
// inputs hold NaNs of both signs and payloads, signalling NaNs, infinities, zeros, subnormals
// and the extremes, against a permutation of themselves. The narrow formats (which the LLVM
// exit does not compare yet): mixed-total-order-narrow.mlir.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/to_f32_a.npy --arg %S/Inputs/to_f32_b.npy --arg %S/Inputs/to_f64_a.npy --arg %S/Inputs/to_f64_b.npy --arg %S/Inputs/to_u16_a.npy --arg %S/Inputs/to_u16_b.npy --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/to_f32_a.npy --arg %S/Inputs/to_f32_b.npy --arg %S/Inputs/to_f64_a.npy --arg %S/Inputs/to_f64_b.npy --arg %S/Inputs/to_u16_a.npy --arg %S/Inputs/to_u16_b.npy --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/to_f32_a.npy --arg %S/Inputs/to_f32_b.npy --arg %S/Inputs/to_f64_a.npy --arg %S/Inputs/to_f64_b.npy --arg %S/Inputs/to_u16_a.npy --arg %S/Inputs/to_u16_b.npy --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/ref.txt
// f32 a = [NaN, -NaN, inf, -inf, 0, -0, 1, -1, 2^-149, -2^-149, 3.4e38, -3.4e38, 2.5, -2.5, 1,
//          -0, NaN(payload 1), -NaN(1), sNaN, -sNaN]
//     b = [-2^-149, sNaN, NaN(1), -2.5, -1, -NaN, -NaN(1), -0, NaN, -0, 3.4e38, 2.5, 1, 2^-149,
//          0, -3.4e38, -inf, 1, -sNaN, inf]
// CHECK: out0: tensor<20xi1> = [false, false, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, false]
// CHECK: out1: tensor<20xi1> = [true, true, true, true, true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true]
// CHECK: out2: tensor<20xi1> = [false, true, true, true, false, false, false, true, true, true, false, true, false, true, false, false, false, true, false, true]
// CHECK: out3: tensor<20xi1> = [false, true, true, true, false, false, false, true, true, true, true, true, false, true, false, false, false, true, false, true]
// CHECK: out4: tensor<20xi1> = [true, false, false, false, true, true, true, false, false, false, false, false, true, false, true, true, true, false, true, false]
// CHECK: out5: tensor<20xi1> = [true, false, false, false, true, true, true, false, false, false, true, false, true, false, true, true, true, false, true, false]

func.func @main(%f32_a: tensor<20xf32>, %f32_b: tensor<20xf32>, %f64_a: tensor<16xf64>, %f64_b: tensor<16xf64>, %f16_a: tensor<24xf16>, %f16_b: tensor<24xf16>)
    -> (tensor<20xi1>, tensor<20xi1>, tensor<20xi1>, tensor<20xi1>, tensor<20xi1>, tensor<20xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>) {
  %f32_EQ = stablehlo.compare EQ, %f32_a, %f32_b, TOTALORDER : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
  %f32_NE = stablehlo.compare NE, %f32_a, %f32_b, TOTALORDER : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
  %f32_LT = stablehlo.compare LT, %f32_a, %f32_b, TOTALORDER : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
  %f32_LE = stablehlo.compare LE, %f32_a, %f32_b, TOTALORDER : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
  %f32_GT = stablehlo.compare GT, %f32_a, %f32_b, TOTALORDER : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
  %f32_GE = stablehlo.compare GE, %f32_a, %f32_b, TOTALORDER : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
  %f64_EQ = stablehlo.compare EQ, %f64_a, %f64_b, TOTALORDER : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
  %f64_NE = stablehlo.compare NE, %f64_a, %f64_b, TOTALORDER : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
  %f64_LT = stablehlo.compare LT, %f64_a, %f64_b, TOTALORDER : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
  %f64_LE = stablehlo.compare LE, %f64_a, %f64_b, TOTALORDER : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
  %f64_GT = stablehlo.compare GT, %f64_a, %f64_b, TOTALORDER : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
  %f64_GE = stablehlo.compare GE, %f64_a, %f64_b, TOTALORDER : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
  %f16_EQ = stablehlo.compare EQ, %f16_a, %f16_b, TOTALORDER : (tensor<24xf16>, tensor<24xf16>) -> tensor<24xi1>
  %f16_NE = stablehlo.compare NE, %f16_a, %f16_b, TOTALORDER : (tensor<24xf16>, tensor<24xf16>) -> tensor<24xi1>
  %f16_LT = stablehlo.compare LT, %f16_a, %f16_b, TOTALORDER : (tensor<24xf16>, tensor<24xf16>) -> tensor<24xi1>
  %f16_LE = stablehlo.compare LE, %f16_a, %f16_b, TOTALORDER : (tensor<24xf16>, tensor<24xf16>) -> tensor<24xi1>
  %f16_GT = stablehlo.compare GT, %f16_a, %f16_b, TOTALORDER : (tensor<24xf16>, tensor<24xf16>) -> tensor<24xi1>
  %f16_GE = stablehlo.compare GE, %f16_a, %f16_b, TOTALORDER : (tensor<24xf16>, tensor<24xf16>) -> tensor<24xi1>
  return %f32_EQ, %f32_NE, %f32_LT, %f32_LE, %f32_GT, %f32_GE, %f64_EQ, %f64_NE, %f64_LT, %f64_LE, %f64_GT, %f64_GE, %f16_EQ, %f16_NE, %f16_LT, %f16_LE, %f16_GT, %f16_GE : tensor<20xi1>, tensor<20xi1>, tensor<20xi1>, tensor<20xi1>, tensor<20xi1>, tensor<20xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>
}
