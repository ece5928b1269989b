// REQUIRES: xla
// mixed-scatter.mlir's scatters on --backend ref and --backend llvm against XLA CPU itself
// (--backend xla): the same bits on each result.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-scatter.mlir --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-scatter.mlir --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-scatter.mlir --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
// RUN: lpf-run %S/mixed-scatter-windows.mlir --backend xla --out-dir %t/wxla > /dev/null
// RUN: lpf-run %S/mixed-scatter-windows.mlir --backend ref --out-dir %t/wref > /dev/null
// RUN: diff -r %t/wxla %t/wref
// RUN: lpf-run %S/mixed-scatter-batching.mlir --backend xla --out-dir %t/bxla > /dev/null
// RUN: lpf-run %S/mixed-scatter-batching.mlir --backend llvm --out-dir %t/bllvm > /dev/null
// RUN: diff -r %t/bxla %t/bllvm
