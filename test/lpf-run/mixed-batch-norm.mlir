// REQUIRES: xla
// stablehlo.batch_norm_training / batch_norm_inference (torch-xla writes every LayerNorm as a
// batch_norm_training; issue 39): StableHLO's interpreter refuses them ("decomposable") and the
// linalg conversion has no pattern, so ref and llvm both run XLA's own expansion of them
// (lpf_lowering::hlo_defined::batch_norm: mean = sum/N, var = sum(x*x)/N - mean^2, rsqrt as
// 1/sqrt; on bf16 the whole expansion in f32 on exact widenings, each result rounded once, as
// XLA computes it). ref and llvm agree bit for bit on every output, and XLA on every bf16 output
// and on the f32 means and variances; the f32 normalised values differ where XLA's rsqrt, an
// approximation of its own (within 2 ulps, 81% correctly rounded on random f32), rounds
// otherwise than 1/sqrt.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/bn_x_2x3x4.npy --arg %S/Inputs/bn_scale_3.npy --arg %S/Inputs/bn_offset_3.npy --backend ref --bits | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/bn_x_2x3x4.npy --arg %S/Inputs/bn_scale_3.npy --arg %S/Inputs/bn_offset_3.npy --backend llvm --bits | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/bn_x_2x3x4.npy --arg %S/Inputs/bn_scale_3.npy --arg %S/Inputs/bn_offset_3.npy --backend xla --bits | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: grep -E '^out(1|2|4|5|6|7):' %t/ref.txt > %t/ref-stats.txt
// RUN: grep -E '^out(1|2|4|5|6|7):' %t/xla.txt > %t/xla-stats.txt
// RUN: diff %t/ref-stats.txt %t/xla-stats.txt
// RUN: FileCheck %s < %t/ref.txt
// Per feature (index 1) of x: sums -0.25, 0.5, -3 and sums of squares 14.6875, 13.25, 8.5 over
// N = 8; var = E[x^2] - E[x]^2 (f32: exact; bf16: 1.8349609375 rounded once to 1.8359375).
// CHECK: out1: tensor<3xf32> = [-0.03125 (0xBD000000), 0.0625 (0x3D800000), -0.375 (0xBEC00000)]
// CHECK: out2: tensor<3xf32> = [1.8349609375 (0x3FEAE000), 1.65234375 (0x3FD38000), 0.921875 (0x3F6C0000)]
// CHECK: out5: tensor<3xbf16> = [-0.03125 (0xBD00), 0.0625 (0x3D80), -0.375 (0xBEC0)]
// CHECK: out6: tensor<3xbf16> = [1.8359375 (0x3FEB), 1.65625 (0x3FD4), 0.921875 (0x3F6C)]

func.func @main(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>)
    -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>, tensor<2x3x4xbf16>, tensor<3xbf16>, tensor<3xbf16>, tensor<2x3x4xbf16>) {
  %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64}
    : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  %i = "stablehlo.batch_norm_inference"(%x, %s, %o, %r#1, %r#2) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64}
    : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  %xb = stablehlo.convert %x : (tensor<2x3x4xf32>) -> tensor<2x3x4xbf16>
  %sb = stablehlo.convert %s : (tensor<3xf32>) -> tensor<3xbf16>
  %ob = stablehlo.convert %o : (tensor<3xf32>) -> tensor<3xbf16>
  %b:3 = "stablehlo.batch_norm_training"(%xb, %sb, %ob) {epsilon = 1.0e-01 : f32, feature_index = 1 : i64}
    : (tensor<2x3x4xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> (tensor<2x3x4xbf16>, tensor<3xbf16>, tensor<3xbf16>)
  %bi = "stablehlo.batch_norm_inference"(%xb, %sb, %ob, %b#1, %b#2) {epsilon = 1.0e-01 : f32, feature_index = 1 : i64}
    : (tensor<2x3x4xbf16>, tensor<3xbf16>, tensor<3xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> tensor<2x3x4xbf16>
  return %r#0, %r#1, %r#2, %i, %b#0, %b#1, %b#2, %bi : tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>, tensor<2x3x4xbf16>, tensor<3xbf16>, tensor<3xbf16>, tensor<2x3x4xbf16>
}
