// REQUIRES: xla, avx512f
// mixed-xla-block-squares.mlir against XLA CPU itself: its four sums of squares and one of
// products over (N, H, W) and (H, W) give XLA's bits on ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-block-squares.mlir --arg %S/Inputs/tleft_dy_330x64.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-block-squares.mlir --arg %S/Inputs/tleft_dy_330x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-block-squares.mlir --arg %S/Inputs/tleft_dy_330x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
