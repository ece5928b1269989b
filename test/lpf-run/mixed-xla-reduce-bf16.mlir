// bf16 reduce sums as XLA CPU adds them at every size (lowering/src/hlo_defined/reduce_sum.rs):
// its own loops' runs of 32 along the reduced dimension, each add rounded to bf16, where
// YNNPACK takes f32 sums from 4096 elements on. out0 128 elements per row over 8192 (four runs
// of 32); out1 100 per row over 25600 (runs of 18, 32, 32 and 18). On --backend ref and the
// LLVM exit alike; mixed-xla-reduce-bf16-xla.mlir checks them against XLA itself.
// Inputs: Inputs/xla_reduce_bf16.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/reduce_bf16_a_64x128.npy --arg %S/Inputs/reduce_bf16_b_4x64x100.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/reduce_bf16_a_64x128.npy --arg %S/Inputs/reduce_bf16_b_4x64x100.npy --backend llvm --threads 3 --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// out0 padded to whole runs (nothing to pad: 4 x 32), summed per run, then the run sums.
// CHECK: tensor<64x4x32xbf16>

func.func @main(%a: tensor<64x128xbf16>, %b: tensor<4x64x100xbf16>) -> (tensor<64xbf16>, tensor<4x64xbf16>) {
  %zero = stablehlo.constant dense<0.0> : tensor<bf16>
  %0 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x128xbf16>, tensor<bf16>) -> tensor<64xbf16>
  %1 = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<4x64x100xbf16>, tensor<bf16>) -> tensor<4x64xbf16>
  return %0, %1 : tensor<64xbf16>, tensor<4x64xbf16>
}
