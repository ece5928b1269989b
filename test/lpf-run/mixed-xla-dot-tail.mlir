// f32 dots whose K the lane count L does not divide: YNNPACK sums the rounds of L lanes as
// usual and its last K mod L products apart, each rounded, in order, then adds them to the
// lanes' sum (lowering/src/hlo_defined/dot_lanes.rs). out0: [96, 29] x [29, 29] transposed
// (attention's probs @ v over 29 keys: L = 2, one left over); out1: [24, 3] x [10, 3]
// transposed (K below L = 4: all of it the tail); out2: [96, 31] x [31, 10] stored as rows
// (L = 4, three left over). Inputs: Inputs/xla_dot_tail.py. llvm == ref;
// mixed-xla-dot-tail-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/tail_a_96x29.npy --arg %S/Inputs/tail_bt_29x29.npy --arg %S/Inputs/tail_c_24x3.npy --arg %S/Inputs/tail_dt_10x3.npy --arg %S/Inputs/tail_e_96x31.npy --arg %S/Inputs/tail_f_31x10.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/tail_a_96x29.npy --arg %S/Inputs/tail_bt_29x29.npy --arg %S/Inputs/tail_c_24x3.npy --arg %S/Inputs/tail_dt_10x3.npy --arg %S/Inputs/tail_e_96x31.npy --arg %S/Inputs/tail_f_31x10.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// out0: two lanes of 14 products and the 29th product alone; out2: four lanes of 7, three alone.
// CHECK-LABEL: func.func @main
// CHECK-COUNT-2: lpf.dot {{.*}} : tensor<96x14xf32>, tensor<14x29xf32> -> tensor<96x29xf32>
// CHECK: lpf.dot {{.*}} : tensor<96x1xf32>, tensor<1x29xf32> -> tensor<96x29xf32>
// CHECK-COUNT-3: lpf.dot {{.*}} : tensor<24x1xf32>, tensor<1x10xf32> -> tensor<24x10xf32>
// CHECK-COUNT-4: lpf.dot {{.*}} : tensor<96x7xf32>, tensor<7x10xf32> -> tensor<96x10xf32>
// CHECK-COUNT-3: lpf.dot {{.*}} : tensor<96x1xf32>, tensor<1x10xf32> -> tensor<96x10xf32>

func.func @main(%a: tensor<96x29xf32>, %bt: tensor<29x29xf32>, %c: tensor<24x3xf32>, %dt: tensor<10x3xf32>, %e: tensor<96x31xf32>, %f: tensor<31x10xf32>) -> (tensor<96x29xf32>, tensor<24x10xf32>, tensor<96x10xf32>) {
  %0 = stablehlo.dot_general %a, %bt, contracting_dims = [1] x [1] : (tensor<96x29xf32>, tensor<29x29xf32>) -> tensor<96x29xf32>
  %1 = stablehlo.dot_general %c, %dt, contracting_dims = [1] x [1] : (tensor<24x3xf32>, tensor<10x3xf32>) -> tensor<24x10xf32>
  %2 = stablehlo.dot_general %e, %f, contracting_dims = [1] x [0] : (tensor<96x31xf32>, tensor<31x10xf32>) -> tensor<96x10xf32>
  return %0, %1, %2 : tensor<96x29xf32>, tensor<24x10xf32>, tensor<96x10xf32>
}
