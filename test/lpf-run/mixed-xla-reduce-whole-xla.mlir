// REQUIRES: xla
// mixed-xla-reduce-whole.mlir's program against XLA CPU itself: every output of ref and llvm is
// XLA's bits. Before (in order, and XLA's runs summed in order past 32 runs) ref gave XLA's bits
// on out3 ([2, 6]: 2 lanes and in order agree) and out4 ([12, 8], in order) only.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-reduce-whole.mlir --arg %S/Inputs/whole_8x8.npy --arg %S/Inputs/whole_32x7.npy --arg %S/Inputs/whole_16x4.npy --arg %S/Inputs/whole_2x6.npy --arg %S/Inputs/whole_12x8.npy --arg %S/Inputs/whole_40x40.npy --arg %S/Inputs/whole_1000x3.npy --arg %S/Inputs/whole_2000x2.npy --arg %S/Inputs/whole_3x500.npy --arg %S/Inputs/whole_64x48.npy --arg %S/Inputs/whole_4000.npy --arg %S/Inputs/whole_2x2000.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-reduce-whole.mlir --arg %S/Inputs/whole_8x8.npy --arg %S/Inputs/whole_32x7.npy --arg %S/Inputs/whole_16x4.npy --arg %S/Inputs/whole_2x6.npy --arg %S/Inputs/whole_12x8.npy --arg %S/Inputs/whole_40x40.npy --arg %S/Inputs/whole_1000x3.npy --arg %S/Inputs/whole_2000x2.npy --arg %S/Inputs/whole_3x500.npy --arg %S/Inputs/whole_64x48.npy --arg %S/Inputs/whole_4000.npy --arg %S/Inputs/whole_2x2000.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-reduce-whole.mlir --arg %S/Inputs/whole_8x8.npy --arg %S/Inputs/whole_32x7.npy --arg %S/Inputs/whole_16x4.npy --arg %S/Inputs/whole_2x6.npy --arg %S/Inputs/whole_12x8.npy --arg %S/Inputs/whole_40x40.npy --arg %S/Inputs/whole_1000x3.npy --arg %S/Inputs/whole_2000x2.npy --arg %S/Inputs/whole_3x500.npy --arg %S/Inputs/whole_64x48.npy --arg %S/Inputs/whole_4000.npy --arg %S/Inputs/whole_2x2000.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
