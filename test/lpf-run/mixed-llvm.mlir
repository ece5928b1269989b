// REQUIRES: xla
// A module that mixes lpf ops with StableHLO ops (issue 21): --backend llvm lowers the lpf ops
// through lpf's kernels and helpers and the StableHLO ops through upstream's linalg conversion
// (docs/llvm.md, "Mixed modules"); XLA runs the same module. Every op here has one correctly
// rounded result (IEEE f32 add, multiply and max, exact widenings, conversions and a bf16 x
// bf16 -> f32 contraction of 4 exact products whose sums are exact here), so the two backends agree
// bit for bit, values crossing between lpf and StableHLO included.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/f32_4.npy --bits --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/f32_4.npy --bits --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/llvm.txt %t/xla.txt
// RUN: FileCheck %s < %t/llvm.txt
// CHECK: out0: tensor<4xbf16> = [{{.*}}, 0.25 (0x3E80), {{.*}}, inf (0x7F80)]
// CHECK: out1: tensor<4xbf16> = [0.10009765625 (0x3DCD), -2.0 (0xC000), 448.0 (0x43E0), {{.*}}]
// CHECK: out2: tensor<f32> =
// CHECK: out3: tensor<4xf8E4M3FN> =

func.func @main(%h: tensor<4xbf16>, %x: tensor<4xf32>) -> (tensor<4xbf16>, tensor<4xbf16>, tensor<f32>, tensor<4xf8E4M3FN>) {
  // lpf -> StableHLO -> lpf: the widened bf16 crosses into f32 arithmetic and back into lpf's convert.
  %w = lpf.convert %h : tensor<4xbf16> to tensor<4xf32>
  %s = stablehlo.add %w, %x : tensor<4xf32>
  %m = stablehlo.multiply %s, %s : tensor<4xf32>
  %r = lpf.convert %m : tensor<4xf32> to tensor<4xbf16>
  // A StableHLO convert into bf16 (round to nearest even, in the foreign part: lpf's helper).
  %b = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xbf16>
  // A bf16 contraction into f32 in StableHLO (its widenings are exact).
  %d = stablehlo.dot_general %h, %b, contracting_dims = [0] x [0] : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<f32>
  // A StableHLO max of an lpf result, then lpf's f8 conversion of it.
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %p = stablehlo.maximum %m, %z : tensor<4xf32>
  %f = lpf.convert %p : tensor<4xf32> to tensor<4xf8E4M3FN>
  return %r, %b, %d, %f : tensor<4xbf16>, tensor<4xbf16>, tensor<f32>, tensor<4xf8E4M3FN>
}
