// REQUIRES: xla
// maximum(x, clamp(x, x, hi)) with hi < x on ref, llvm and xla (issue 41; lpf-diff soak seed
// 4143 program 392, fuzz/crashes/diff-mixed/xla-clamp-crossed-bounds.mlir). StableHLO's clamp is
// min(max(x, lo), hi), here hi, so the maximum is x; XLA's simplifier took the maximum for the
// clamp (true only when lo <= hi) and gave hi. The StableHLO exit writes every clamp as
// minimum(maximum(x, lo), hi) (to_stablehlo/foreign_narrow.rs).
// RUN: lpf-run %S/../../fuzz/crashes/diff-mixed/xla-clamp-crossed-bounds.mlir --arg %S/../../fuzz/crashes/diff-mixed/clamp_x.npy --arg %S/../../fuzz/crashes/diff-mixed/clamp_hi.npy --backend ref | FileCheck %s
// RUN: lpf-run %S/../../fuzz/crashes/diff-mixed/xla-clamp-crossed-bounds.mlir --arg %S/../../fuzz/crashes/diff-mixed/clamp_x.npy --arg %S/../../fuzz/crashes/diff-mixed/clamp_hi.npy --backend llvm | FileCheck %s
// RUN: lpf-run %S/../../fuzz/crashes/diff-mixed/xla-clamp-crossed-bounds.mlir --arg %S/../../fuzz/crashes/diff-mixed/clamp_x.npy --arg %S/../../fuzz/crashes/diff-mixed/clamp_hi.npy --backend xla | FileCheck %s
// CHECK: out0: tensor<3xf32> = [86.0, 2.0, 249.0]
