// REQUIRES: xla
// Math functions on bf16 (flax's GELU: stablehlo.tanh on bf16; issue 39) run on the LLVM exit
// as XLA computes them: the f32 function of the exact widening, rounded once into bf16 (was a
// located E0915 "'math.tanh' on bf16 is not supported"). ref computes them in f64 and rounds
// once; the inputs 0, +-1, +-10, 4 give results far from a bf16 rounding boundary, so all three
// backends agree bit for bit here (docs/llvm.md, "Mixed modules").
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/bf16_math_6.npy --backend ref --bits | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/bf16_math_6.npy --backend llvm --bits | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/bf16_math_6.npy --backend xla --bits | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/ref.txt
// CHECK: out0: tensor<6xbf16> = [0.0 (0x0000), 0.76171875 (0x3F43), -0.76171875 (0xBF43), 1.0 (0x3F80), -1.0 (0xBF80), 1.0 (0x3F80)]
// CHECK: out1: tensor<6xbf16> = [1.0 (0x3F80), 2.71875 (0x402E), 0.3671875 (0x3EBC), 22016.0 (0x46AC), 4.5299530029296875e-5 (0x383E), 54.5 (0x425A)]
// CHECK: out2: tensor<6xbf16> = [0.0 (0x0000), 1.0 (0x3F80), 1.0 (0x3F80), 3.15625 (0x404A), 3.15625 (0x404A), 2.0 (0x4000)]
func.func @main(%x: tensor<6xbf16>) -> (tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>) {
  %t = stablehlo.tanh %x : tensor<6xbf16>
  %e = stablehlo.exponential %x : tensor<6xbf16>
  %a = stablehlo.abs %x : tensor<6xbf16>
  %s = stablehlo.sqrt %a : tensor<6xbf16>
  return %t, %e, %s : tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>
}
