// REQUIRES: xla
// count_leading_zeros of signed integer constants on ref, llvm and xla (issue 41; lpf-diff soak
// seed 4143 program 448, fuzz/crashes/diff-mixed/xla-constant-clz.mlir): XLA's constant folder
// gave -32 for i32 INT_MIN and -1 (-56 in i8, -48 in i16), where its compiled code, i64 and
// the unsigned types give 0. The StableHLO exit counts on the unsigned bitcast
// (to_stablehlo/foreign_narrow.rs). A negative number has no leading zero; 0 has the width.
// RUN: lpf-run %S/../../fuzz/crashes/diff-mixed/xla-constant-clz.mlir --backend ref | FileCheck %s
// RUN: lpf-run %S/../../fuzz/crashes/diff-mixed/xla-constant-clz.mlir --backend llvm | FileCheck %s
// RUN: lpf-run %S/../../fuzz/crashes/diff-mixed/xla-constant-clz.mlir --backend xla | FileCheck %s
// CHECK: out0: tensor<4xi32> = [0, 0, 32, 31]
// CHECK: out1: tensor<4xui32> = [0, 0, 32, 31]
// CHECK: out2: tensor<4xi8> = [0, 0, 8, 7]
// CHECK: out3: tensor<4xi64> = [0, 0, 64, 63]
// CHECK: out4: tensor<4xi16> = [0, 0, 16, 15]
