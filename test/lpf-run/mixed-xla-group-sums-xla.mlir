// REQUIRES: xla
// mixed-xla-group-sums.mlir's program against XLA CPU itself: every output of ref and llvm is
// XLA's bits. Before (in order, squares rounded before their adds) ref gave XLA's bits on the five
// plain sums XLA adds in order only (out2, out4, out8, out10, out12).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-group-sums.mlir --arg %S/Inputs/group_2x8x8x16.npy --arg %S/Inputs/group_1x8x8x32.npy --arg %S/Inputs/group_2x4x2x8.npy --arg %S/Inputs/group_2x16x4x16.npy --arg %S/Inputs/group_1x4x4x48.npy --arg %S/Inputs/group_2x6x8x8.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-group-sums.mlir --arg %S/Inputs/group_2x8x8x16.npy --arg %S/Inputs/group_1x8x8x32.npy --arg %S/Inputs/group_2x4x2x8.npy --arg %S/Inputs/group_2x16x4x16.npy --arg %S/Inputs/group_1x4x4x48.npy --arg %S/Inputs/group_2x6x8x8.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-group-sums.mlir --arg %S/Inputs/group_2x8x8x16.npy --arg %S/Inputs/group_1x8x8x32.npy --arg %S/Inputs/group_2x4x2x8.npy --arg %S/Inputs/group_2x16x4x16.npy --arg %S/Inputs/group_1x4x4x48.npy --arg %S/Inputs/group_2x6x8x8.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
