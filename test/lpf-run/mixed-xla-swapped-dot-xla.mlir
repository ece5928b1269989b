// REQUIRES: xla, avx512f
// mixed-xla-swapped-dot.mlir against XLA CPU itself: a transposed dot's result (an MLP's weight
// gradient) and a mean of a called relu give XLA's bits on ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-swapped-dot.mlir --arg %S/Inputs/tleft_x_330x96.npy --arg %S/Inputs/tleft_dy_330x64.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-swapped-dot.mlir --arg %S/Inputs/tleft_x_330x96.npy --arg %S/Inputs/tleft_dy_330x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-swapped-dot.mlir --arg %S/Inputs/tleft_x_330x96.npy --arg %S/Inputs/tleft_dy_330x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
