// REQUIRES: xla, avx512f
// mixed-xla-transposed-left.mlir against XLA CPU itself: its five dots of a left operand stored
// with K not innermost (K of 16 to 330, batched, both operands transposed) give XLA's bits on
// ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-transposed-left.mlir --arg %S/Inputs/tleft_x_330x96.npy --arg %S/Inputs/tleft_dy_330x64.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-transposed-left.mlir --arg %S/Inputs/tleft_x_330x96.npy --arg %S/Inputs/tleft_dy_330x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-transposed-left.mlir --arg %S/Inputs/tleft_x_330x96.npy --arg %S/Inputs/tleft_dy_330x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
