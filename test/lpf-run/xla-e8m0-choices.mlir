// REQUIRES: xla
// minimum, maximum, clamp, min/max reduces and compares of f8E8M0FNU, every pair of codes, on
// ref, llvm and xla byte for byte (issue 41, lpf-diff finding 14: xla-e8m0-reduce-min.mlir). XLA
// computes E8M0 in f32, where 2^-127 (code 0x00) is a subnormal it flushes to 0, which is
// E8M0's NaN: a minimum that should be 0x00 gave 0xFF. The StableHLO exit now takes
// minimum/maximum/clamp on the codes (unsigned, NaN 0xFF if either operand is NaN;
// to_stablehlo/foreign_narrow.rs), inside the reduce bodies too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend ref --out-dir %t/ref > %t/ref.log
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend llvm --out-dir %t/llvm > %t/llvm.log
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend xla --out-dir %t/xla > %t/xla.log
// RUN: diff -r %t/ref %t/llvm
// RUN: diff -r %t/ref %t/xla
// The second argument's codes are k % 256 (every row of its 256 x 256 reshape is 0x00 ... 0xFF),
// so the minimum over the first dimension is code c in column c: 2^-127 first (xla gave NaN).
// RUN: lpf-run %s --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend xla --bits | FileCheck %s
// CHECK: out3: tensor<256xf8E8M0FNU> = [{{[0-9.e+-]+}} (0x00), {{[0-9.e+-]+}} (0x01), {{[0-9.e+-]+}} (0x02),
func.func @main(%a: tensor<65536xui8>, %b: tensor<65536xui8>) -> (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<256xf8E8M0FNU>, tensor<256xf8E8M0FNU>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>) {
  %x = stablehlo.bitcast_convert %a : (tensor<65536xui8>) -> tensor<65536xf8E8M0FNU>
  %y = stablehlo.bitcast_convert %b : (tensor<65536xui8>) -> tensor<65536xf8E8M0FNU>
  %0 = stablehlo.minimum %x, %y : tensor<65536xf8E8M0FNU>
  %1 = stablehlo.maximum %x, %y : tensor<65536xf8E8M0FNU>
  %lo = stablehlo.constant dense<0x7F> : tensor<f8E8M0FNU>
  %2 = stablehlo.clamp %lo, %x, %y : (tensor<f8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xf8E8M0FNU>
  %g = stablehlo.reshape %x : (tensor<65536xf8E8M0FNU>) -> tensor<256x256xf8E8M0FNU>
  %hi = stablehlo.constant dense<0xFE> : tensor<f8E8M0FNU>
  %z = stablehlo.constant dense<0x00> : tensor<f8E8M0FNU>
  %gy = stablehlo.reshape %y : (tensor<65536xf8E8M0FNU>) -> tensor<256x256xf8E8M0FNU>
  %3 = stablehlo.reduce(%gy init: %hi) applies stablehlo.minimum across dimensions = [0] : (tensor<256x256xf8E8M0FNU>, tensor<f8E8M0FNU>) -> tensor<256xf8E8M0FNU>
  %4 = stablehlo.reduce(%g init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<256x256xf8E8M0FNU>, tensor<f8E8M0FNU>) -> tensor<256xf8E8M0FNU>
  %5 = stablehlo.compare LT, %x, %y : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %6 = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %7 = stablehlo.compare GE, %x, %y, FLOAT : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %8 = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %9 = stablehlo.compare EQ, %x, %y, TOTALORDER : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  %10 = stablehlo.compare GE, %x, %y, TOTALORDER : (tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>) -> tensor<65536xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<65536xf8E8M0FNU>, tensor<256xf8E8M0FNU>, tensor<256xf8E8M0FNU>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>, tensor<65536xi1>
}
