// REQUIRES: xla
// Integer constants converted into f8E8M0FNU on ref, llvm and xla (issue 41; lpf-diff soak seed
// 4142 program 398, fuzz/crashes/diff-mixed/int-constant-to-e8m0.mlir). The rule
// (mixed-int-to-e8m0.mlir): zero and negatives are NaN, else the power of two nearest, ties up.
// Run-time values gave it on every backend, but constant folding did not: the LLVM exit's (MLIR)
// and XLA's folder gave 2^-127 (0x00) for false and 0. Both exits now compute the convert with
// hlo_defined::int_to_e8m0's integer ops, as ref does.
// RUN: lpf-run %S/../../fuzz/crashes/diff-mixed/int-constant-to-e8m0.mlir --bits --backend ref | FileCheck %s
// RUN: lpf-run %S/../../fuzz/crashes/diff-mixed/int-constant-to-e8m0.mlir --bits --backend llvm | FileCheck %s
// RUN: lpf-run %S/../../fuzz/crashes/diff-mixed/int-constant-to-e8m0.mlir --bits --backend xla | FileCheck %s
// CHECK: out0: tensor<f8E8M0FNU> = nan (0xFF)
// CHECK: out1: tensor<f8E8M0FNU> = nan (0xFF)
// -4: NaN; 3 (a tie of 2 and 4): 4; 6 (a tie of 4 and 8): 8; 1: 1.
// CHECK: out2: tensor<4xf8E8M0FNU> = [nan (0xFF), 4.0 (0x81), 8.0 (0x82), 1.0 (0x7F)]
