// REQUIRES: xla
// mixed-ynn-sums-short.mlir against XLA CPU itself (--backend xla): GroupNorm's sums over rows
// of 4, 3 and 5 channels and a column kernel, each with a group (a column) of -0s and one with
// a NaN, give XLA's bits on ref and llvm (a -0 sum is XLA's +0: the rewrite's own `x + 0` is
// not dropped as a program's add of zero is).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-ynn-sums-short.mlir --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-ynn-sums-short.mlir --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-ynn-sums-short.mlir --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
