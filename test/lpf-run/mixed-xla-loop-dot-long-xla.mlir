// REQUIRES: xla, avx512f
// mixed-xla-loop-dot-long.mlir against XLA CPU itself: an f32 dot of 96 terms in a scan's body,
// summed as a loop over k of XLA's fused multiply-adds, gives XLA's bits on ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-loop-dot-long.mlir --arg %S/Inputs/looplong_h_4x96.npy --arg %S/Inputs/looplong_w_96x96.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-loop-dot-long.mlir --arg %S/Inputs/looplong_h_4x96.npy --arg %S/Inputs/looplong_w_96x96.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-loop-dot-long.mlir --arg %S/Inputs/looplong_h_4x96.npy --arg %S/Inputs/looplong_w_96x96.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
