// REQUIRES: xla
// stablehlo.convert from f64 into formats narrower than f32 (issue 41, finding 7): XLA CPU rounds
// f64 to f32 first and then into the format (measured, jaxlib 0.10.2: 1 + 2^-8 + 2^-30 -> bf16
// gives 0x3F80), where StableHLO defines one rounding of the exact value, which ref and llvm
// compute. The xla exit now computes these converts as lpf.convert (to_stablehlo/foreign_convert.rs),
// so all three backends give the correctly rounded bits. Inputs: 1 + 2^-8 + 2^-30,
// 1 + 2^-11 + 2^-40, 1 + 2^-4 + 2^-30, -(1 + 2^-3 + 2^-30), each just above a tie of bf16, f16,
// f8E4M3FN and f8E5M2 respectively (rounding through f32 first lands on the tie and goes to even).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/cvt_f64_4.npy --backend ref --bits | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/cvt_f64_4.npy --backend llvm --bits | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/cvt_f64_4.npy --backend xla --bits | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/ref.txt
// CHECK: out0: tensor<4xbf16> = [1.0078125 (0x3F81), 1.0 (0x3F80), 1.0625 (0x3F88), -1.125 (0xBF90)]
// CHECK: out1: tensor<4xf16> = [1.00390625 (0x3C04), 1.0009765625 (0x3C01), 1.0625 (0x3C40), -1.125 (0xBC80)]
// CHECK: out2: tensor<4xf8E4M3FN> = [1.0 (0x38), 1.0 (0x38), 1.125 (0x39), -1.125 (0xB9)]
// CHECK: out3: tensor<4xf8E5M2> = [1.0 (0x3C), 1.0 (0x3C), 1.0 (0x3C), -1.25 (0xBD)]

func.func @main(%x: tensor<4xf64>) -> (tensor<4xbf16>, tensor<4xf16>, tensor<4xf8E4M3FN>, tensor<4xf8E5M2>, tensor<4xf32>) {
  %a = stablehlo.convert %x : (tensor<4xf64>) -> tensor<4xbf16>
  %b = stablehlo.convert %x : (tensor<4xf64>) -> tensor<4xf16>
  %c = stablehlo.convert %x : (tensor<4xf64>) -> tensor<4xf8E4M3FN>
  %d = stablehlo.convert %x : (tensor<4xf64>) -> tensor<4xf8E5M2>
  %e = stablehlo.convert %x : (tensor<4xf64>) -> tensor<4xf32>
  return %a, %b, %c, %d, %e : tensor<4xbf16>, tensor<4xf16>, tensor<4xf8E4M3FN>, tensor<4xf8E5M2>, tensor<4xf32>
}
