// jax's attention einsum 'qhd,khd->hqk' of f32 arguments: the heads, a batch dimension, sit
// between the tokens and the depth, so XLA copies each operand into its canonical order
// ([H, T, D] and [H, D, T]: no layout of the arguments puts the heads first) and then sums the
// keys as a right operand stored as rows (lowering/src/hlo_defined/dot_canonical.rs,
// BATCH_MAJOR_COPY): in k order at 24 keys (out0), in four lanes at 16 (out1); read through
// the transposes, as a transposed operand, they took four lanes at 24 (41% of XLA's bits).
// Inputs: Inputs/xla_batch_major.py. llvm == ref; mixed-xla-batch-major-xla.mlir checks them
// against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/bmc_qa_24x3x8.npy --arg %S/Inputs/bmc_ka_24x3x8.npy --arg %S/Inputs/bmc_qb_16x2x8.npy --arg %S/Inputs/bmc_kb_16x2x8.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/bmc_qa_24x3x8.npy --arg %S/Inputs/bmc_ka_24x3x8.npy --arg %S/Inputs/bmc_qb_16x2x8.npy --arg %S/Inputs/bmc_kb_16x2x8.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// One dot for the 24 keys; four lanes of two products for the 16.
// CHECK-LABEL: func.func @main
// CHECK: lpf.dot {{.*}} : tensor<3x24x8xf32>, tensor<3x8x24xf32> -> tensor<3x24x24xf32>
// CHECK-COUNT-4: lpf.dot {{.*}} : tensor<2x16x2xf32>, tensor<2x2x16xf32> -> tensor<2x16x16xf32>

func.func @main(%qa: tensor<24x3x8xf32>, %ka: tensor<24x3x8xf32>, %qb: tensor<16x2x8xf32>, %kb: tensor<16x2x8xf32>) -> (tensor<3x24x24xf32>, tensor<2x16x16xf32>) {
  %0 = stablehlo.dot_general %qa, %ka, batching_dims = [1] x [1], contracting_dims = [2] x [2] : (tensor<24x3x8xf32>, tensor<24x3x8xf32>) -> tensor<3x24x24xf32>
  %1 = stablehlo.dot_general %qb, %kb, batching_dims = [1] x [1], contracting_dims = [2] x [2] : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x16x16xf32>
  return %0, %1 : tensor<3x24x24xf32>, tensor<2x16x16xf32>
}
