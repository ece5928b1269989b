// REQUIRES: xla
// A bf16 batch norm's N and epsilon are f32 literals (lpf_lowering::hlo_defined::batch_norm):
// XLA CPU expands it already widened to f32, so neither is rounded into bf16. Here N = 257 (bf16
// has 256) and epsilon = 0.1 (bf16 has 0.10009765625) against variances near 0.0014: rounding
// either into bf16 changes a large share of the normalised values (measured: 61% and 99.5% of
// XLA's bits on a 257-wide norm). The inference form's x * true_scale + true_shift is one
// fused multiply-add, as XLA computes it (two roundings: one of these 514 outputs differs).
// ref, llvm and XLA agree on every output (the .npy files, byte for byte).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref | FileCheck %s
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --backend xla --out-dir %t/xla > /dev/null
// RUN: cmp %t/ref/out0.npy %t/llvm/out0.npy
// RUN: cmp %t/ref/out1.npy %t/llvm/out1.npy
// RUN: cmp %t/ref/out2.npy %t/llvm/out2.npy
// RUN: cmp %t/ref/out3.npy %t/llvm/out3.npy
// RUN: cmp %t/ref/out0.npy %t/xla/out0.npy
// RUN: cmp %t/ref/out1.npy %t/xla/out1.npy
// RUN: cmp %t/ref/out2.npy %t/xla/out2.npy
// RUN: cmp %t/ref/out3.npy %t/xla/out3.npy
// CHECK: out0: tensor<1x2x257xbf16> =
// CHECK: out1: tensor<2xbf16> =
// CHECK: out2: tensor<2xbf16> =
// CHECK: out3: tensor<1x2x257xbf16> =

func.func @main() -> (tensor<1x2x257xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<1x2x257xbf16>) {
  %i = stablehlo.iota dim = 2 : tensor<1x2x257xf32>
  %f = stablehlo.iota dim = 1 : tensor<1x2x257xf32>
  %step = stablehlo.constant dense<5.0e-04> : tensor<1x2x257xf32>
  %shift = stablehlo.constant dense<-6.0e-02> : tensor<1x2x257xf32>
  %third = stablehlo.constant dense<0.3333> : tensor<1x2x257xf32>
  %a = stablehlo.multiply %i, %step : tensor<1x2x257xf32>
  %b = stablehlo.multiply %f, %third : tensor<1x2x257xf32>
  %c = stablehlo.multiply %a, %b : tensor<1x2x257xf32>
  %d = stablehlo.add %a, %c : tensor<1x2x257xf32>
  %e = stablehlo.add %d, %shift : tensor<1x2x257xf32>
  %x = stablehlo.convert %e : (tensor<1x2x257xf32>) -> tensor<1x2x257xbf16>
  %s = stablehlo.constant dense<[1.0, 0.75]> : tensor<2xbf16>
  %o = stablehlo.constant dense<[0.0, 0.125]> : tensor<2xbf16>
  %m = stablehlo.constant dense<[0.01, -0.02]> : tensor<2xbf16>
  %v = stablehlo.constant dense<[0.0014, 0.002]> : tensor<2xbf16>
  %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-01 : f32, feature_index = 1 : i64}
    : (tensor<1x2x257xbf16>, tensor<2xbf16>, tensor<2xbf16>) -> (tensor<1x2x257xbf16>, tensor<2xbf16>, tensor<2xbf16>)
  %n = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-01 : f32, feature_index = 1 : i64}
    : (tensor<1x2x257xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>) -> tensor<1x2x257xbf16>
  return %r#0, %r#1, %r#2, %n : tensor<1x2x257xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<1x2x257xbf16>
}
