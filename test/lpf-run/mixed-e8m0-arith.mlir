// REQUIRES: xla
// add, subtract, multiply, divide of f8E8M0FNU, every pair of codes and four constant pairs, on
// ref, llvm and xla byte for byte (issue 41). StableHLO's result is the exact value rounded into
// E8M0 as XLA's convert rounds (ties up, at least 2^-127, NaN for zero, negatives and beyond
// 2^127), which the LLVM exit computed already (foreign/widened.rs). XLA CPU computed these in
// f32, where 2^-127 (code 0x00) is a subnormal it flushes to 0 (2^-127 + 2^-127 gave NaN); the
// interpreter subtracted the APFloat magnitudes (2^-127 - 2^-126 gave 2.0, x - x gave 2^-127).
// Both now run hlo_defined::e8m0_arithmetic: the f64 op between exact integer forms.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend ref --out-dir %t/ref > %t/ref.log
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend llvm --out-dir %t/llvm > %t/llvm.log
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend xla --out-dir %t/xla > %t/xla.log
// RUN: diff -r %t/ref %t/llvm
// RUN: diff -r %t/ref %t/xla
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend xla --bits | FileCheck %s
// [2^-127, 2^-127, 1, 2^127] with [2^-127, 2^-126, 2, 1]: 2^-126; 1.5 x 2^-126 (a tie: up); 3 (a
// tie: 4); 2^127 + 1 (2^127).
// CHECK: out4: tensor<4xf8E8M0FNU> = [{{.*}} (0x01), {{.*}} (0x02), 4.0 (0x81), {{.*}} (0xFE)]
// 0, negative, negative: NaN; 2^127 - 1: 2^127.
// CHECK: out5: tensor<4xf8E8M0FNU> = [nan (0xFF), nan (0xFF), nan (0xFF), {{.*}} (0xFE)]
// 2^-254, 2^-253: below 2^-127, so 2^-127; 2; 2^127.
// CHECK: out6: tensor<4xf8E8M0FNU> = [{{.*}} (0x00), {{.*}} (0x00), 2.0 (0x80), {{.*}} (0xFE)]
// 1, 1/2, 1/2, 2^127.
// CHECK: out7: tensor<4xf8E8M0FNU> = [1.0 (0x7F), 0.5 (0x7E), 0.5 (0x7E), {{.*}} (0xFE)]
func.func @main(%a: tensor<65536xui8>, %b: tensor<65536xui8>) -> (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>) {
  %x = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E8M0FNU>
  %y = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E8M0FNU>
  %0 = stablehlo.add %x, %y : tensor<65536xf8E8M0FNU>
  %1 = stablehlo.subtract %x, %y : tensor<65536xf8E8M0FNU>
  %2 = stablehlo.multiply %x, %y : tensor<65536xf8E8M0FNU>
  %3 = stablehlo.divide %x, %y : tensor<65536xf8E8M0FNU>
  %u = stablehlo.constant dense<[0x00, 0x00, 0x7F, 0xFE]> : tensor<4xf8E8M0FNU>
  %v = stablehlo.constant dense<[0x00, 0x01, 0x80, 0x7F]> : tensor<4xf8E8M0FNU>
  %4 = stablehlo.add %u, %v : tensor<4xf8E8M0FNU>
  %5 = stablehlo.subtract %u, %v : tensor<4xf8E8M0FNU>
  %6 = stablehlo.multiply %u, %v : tensor<4xf8E8M0FNU>
  %7 = stablehlo.divide %u, %v : tensor<4xf8E8M0FNU>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>
}
