// REQUIRES: xla
// mixed-ref.mlir's module (lpf ops among StableHLO ops) on --backend ref (StableHLO's reference
// interpreter with lpf-run's evaluator for the lpf ops) and on --backend xla (all of it lowered to
// StableHLO on XLA CPU, an independent implementation): the same bits.
// RUN: lpf-run %S/mixed-ref.mlir --arg %S/Inputs/f32_4.npy --bits | FileCheck %s
// RUN: lpf-run %S/mixed-ref.mlir --arg %S/Inputs/f32_4.npy --bits --backend xla | FileCheck %s
// CHECK: out0: tensor<4xbf16> = [0.51171875 (0x3F03), 4.5 (0x4090), 200704.0 (0x4844), inf (0x7F80)]
// CHECK: out1: tensor<4xf32> = [0.4117187559604645 (0x3ED2CCCD), 6.5 (0x40D00000), 200256.0 (0x48439000), inf (0x7F800000)]
// CHECK: out2: tensor<f32> = inf (0x7F800000)
// The same for chlo.erf (legalised to StableHLO's polynomial first, on the ref backend), whose
// result lpf.convert rounds to f8E4M3FN.
// RUN: lpf-run %S/mixed-ref-chlo.mlir --arg %S/Inputs/f32_4.npy --bits | FileCheck %S/mixed-ref-chlo.mlir
// RUN: lpf-run %S/mixed-ref-chlo.mlir --arg %S/Inputs/f32_4.npy --bits --backend xla | FileCheck %S/mixed-ref-chlo.mlir
