// REQUIRES: xla, avx512f
// mixed-xla-loop-dot.mlir against XLA CPU itself: f32 dots in a scan's body, written out as
// XLA's lanes of fused multiply-adds, give XLA's bits on ref and llvm (an nnx.LSTMCell scan was
// 33% identical with the products rounded).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-loop-dot.mlir --arg %S/Inputs/loopdot_x_3x8.npy --arg %S/Inputs/loopdot_w_8x16.npy --arg %S/Inputs/loopdot_u_16x16.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-loop-dot.mlir --arg %S/Inputs/loopdot_x_3x8.npy --arg %S/Inputs/loopdot_w_8x16.npy --arg %S/Inputs/loopdot_u_16x16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-loop-dot.mlir --arg %S/Inputs/loopdot_x_3x8.npy --arg %S/Inputs/loopdot_w_8x16.npy --arg %S/Inputs/loopdot_u_16x16.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
