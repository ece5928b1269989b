// REQUIRES: xla
// mixed-xla-add-of-zero.mlir against XLA CPU itself: adds of zero dropped and the products fused
// into the residual adds give XLA's bits on ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-add-of-zero.mlir --arg %S/Inputs/addzero_x_8x64.npy --arg %S/Inputs/addzero_y_8x64.npy --arg %S/Inputs/addzero_s_8x64.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-add-of-zero.mlir --arg %S/Inputs/addzero_x_8x64.npy --arg %S/Inputs/addzero_y_8x64.npy --arg %S/Inputs/addzero_s_8x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-add-of-zero.mlir --arg %S/Inputs/addzero_x_8x64.npy --arg %S/Inputs/addzero_y_8x64.npy --arg %S/Inputs/addzero_s_8x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
