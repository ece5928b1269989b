// REQUIRES: xla
// mixed-ynn-sums.mlir against XLA CPU itself (--backend xla): GroupNorm's sums over
// [N, H, W, G, c], a column kernel over 1024 and 300 rows, a whole [256, 256] sum, rows of
// 3100 and 2048 elements and a batch norm's sum over (0, 1, 2) give XLA's bits on ref and llvm.
// Before (in order, or YNNPACK's row and column orders without the compensated adds and the
// partial sums) ref gave XLA's bits on 25%, 0%, 0%, 0%, 0%, 100%, 8% and 25% of out0-out7.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-ynn-sums.mlir --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-ynn-sums.mlir --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-ynn-sums.mlir --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
