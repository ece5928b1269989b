// REQUIRES: xla
// mixed-sort.mlir's sorts on --backend ref and --backend llvm against XLA CPU (--backend xla):
// the same bits on every result.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-sort.mlir --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-sort.mlir --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-sort.mlir --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
