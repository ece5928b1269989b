// lpf.dot acc(f32) of f32 x f32 operands: the products round (k order from +0, each product
// rounded, then the sum), unless every product is exact, which the LLVM exit proves at run time
// from the values' significant bits and range (kernels/contraction/range.rs, `significance`): then
// its fused kernel gives the same bits faster. Each case compares --backend llvm with the
// reference bit for bit, and each is built to catch a wrong proof, where fused and rounded
// products differ:
// - out0: 12 + 12 significant bits (integers 2048 .. 4095 and their negatives): every product
//   fits f32's 24, the fused kernel runs;
// - out1: 13 + 12 bits: products of 25 bits round, the rounded kernel must run;
// - out2: 7 + 7 bits scaled by 2^-75 each: exact significands, but the products' lowest bits
//   fall below f32's 2^-149, the rounded kernel must run;
// - out3: full 24-bit values (each times 1.1, rounded): the rounded kernel;
// - out4: 7 + 13 bits and one inf: the largest magnitude fails the proof, the rounded kernel
//   runs (inf's row and column are inf; the other outputs are exact either way).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: cmp %t/llvm/out0.npy %t/ref/out0.npy
// RUN: cmp %t/llvm/out1.npy %t/ref/out1.npy
// RUN: cmp %t/llvm/out2.npy %t/ref/out2.npy
// RUN: cmp %t/llvm/out3.npy %t/ref/out3.npy
// RUN: cmp %t/llvm/out4.npy %t/ref/out4.npy
// The lowering proves them (a third cell per operand, OR'd fraction fields).
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// CHECK: llvm.atomicrmw _or

func.func @main() -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<64x64xf32>
  %j = stablehlo.iota dim = 1 : tensor<64x64xf32>
  %c31 = stablehlo.constant dense<31.0> : tensor<64x64xf32>
  %c2048 = stablehlo.constant dense<2048.0> : tensor<64x64xf32>
  %c4096 = stablehlo.constant dense<4096.0> : tensor<64x64xf32>
  %c64 = stablehlo.constant dense<64.0> : tensor<64x64xf32>
  %half = stablehlo.constant dense<31.5> : tensor<64x64xf32>
  %one = stablehlo.constant dense<1.0> : tensor<64x64xf32>
  %tiny = stablehlo.constant dense<0x1A000000> : tensor<64x64xf32>
  %c11 = stablehlo.constant dense<1.1> : tensor<64x64xf32>
  // 12 bits: +-(2048 + 31 i + j), the sign alternating with i + j.
  %i31 = stablehlo.multiply %i, %c31 : tensor<64x64xf32>
  %ij = stablehlo.add %i31, %j : tensor<64x64xf32>
  %twelve = stablehlo.add %ij, %c2048 : tensor<64x64xf32>
  %ji = stablehlo.add %i, %j : tensor<64x64xf32>
  %c2 = stablehlo.constant dense<2.0> : tensor<64x64xf32>
  %parity = stablehlo.remainder %ji, %c2 : tensor<64x64xf32>
  %twice = stablehlo.multiply %parity, %c2 : tensor<64x64xf32>
  %sign = stablehlo.subtract %one, %twice : tensor<64x64xf32>
  %a12 = stablehlo.multiply %twelve, %sign : tensor<64x64xf32>
  %b12 = stablehlo.transpose %a12, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %out0 = lpf.dot %a12, %b12 acc(f32) : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  // 13 bits: 4096 + 64 i + j.
  %i64 = stablehlo.multiply %i, %c64 : tensor<64x64xf32>
  %ij64 = stablehlo.add %i64, %j : tensor<64x64xf32>
  %a13 = stablehlo.add %ij64, %c4096 : tensor<64x64xf32>
  %out1 = lpf.dot %a13, %b12 acc(f32) : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  // 7 bits scaled by 2^-75: (i - 31.5) and (j + 1).
  %centred = stablehlo.subtract %i, %half : tensor<64x64xf32>
  %a7 = stablehlo.multiply %centred, %tiny : tensor<64x64xf32>
  %j1 = stablehlo.add %j, %one : tensor<64x64xf32>
  %b7 = stablehlo.multiply %j1, %tiny : tensor<64x64xf32>
  %out2 = lpf.dot %a7, %b7 acc(f32) : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  // Full significands.
  %a24 = stablehlo.multiply %a12, %c11 : tensor<64x64xf32>
  %b24 = stablehlo.multiply %b12, %c11 : tensor<64x64xf32>
  %out3 = lpf.dot %a24, %b24 acc(f32) : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  // An inf in the left operand (row 0, column 0).
  %zero = stablehlo.constant dense<0.0> : tensor<64x64xf32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<64x64xf32>
  %corner = stablehlo.add %i, %j : tensor<64x64xf32>
  %at = stablehlo.compare EQ, %corner, %zero : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
  %a7s = stablehlo.multiply %centred, %c2 : tensor<64x64xf32>
  %withinf = stablehlo.select %at, %inf, %a7s : tensor<64x64xi1>, tensor<64x64xf32>
  %out4 = lpf.dot %withinf, %a13 acc(f32) : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %out0, %out1, %out2, %out3, %out4 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
}
