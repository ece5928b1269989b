// REQUIRES: xla
// mixed-xla-reduce-views.mlir's program against XLA CPU itself: every output of ref and llvm is
// XLA's bits. Before (the views' sums in their own shape's order, sums of three or more
// dimensions in order) ref gave XLA's bits on out7 (in order) only.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-reduce-views.mlir --arg %S/Inputs/view_64.npy --arg %S/Inputs/view_8x8.npy --arg %S/Inputs/view_8x6.npy --arg %S/Inputs/view_40x40.npy --arg %S/Inputs/view_2x4x8.npy --arg %S/Inputs/view_3x2x4x8.npy --arg %S/Inputs/view_4x8x2.npy --arg %S/Inputs/view_4x3x8.npy --arg %S/Inputs/view_32x4x7.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-reduce-views.mlir --arg %S/Inputs/view_64.npy --arg %S/Inputs/view_8x8.npy --arg %S/Inputs/view_8x6.npy --arg %S/Inputs/view_40x40.npy --arg %S/Inputs/view_2x4x8.npy --arg %S/Inputs/view_3x2x4x8.npy --arg %S/Inputs/view_4x8x2.npy --arg %S/Inputs/view_4x3x8.npy --arg %S/Inputs/view_32x4x7.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-reduce-views.mlir --arg %S/Inputs/view_64.npy --arg %S/Inputs/view_8x8.npy --arg %S/Inputs/view_8x6.npy --arg %S/Inputs/view_40x40.npy --arg %S/Inputs/view_2x4x8.npy --arg %S/Inputs/view_3x2x4x8.npy --arg %S/Inputs/view_4x8x2.npy --arg %S/Inputs/view_4x3x8.npy --arg %S/Inputs/view_32x4x7.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
