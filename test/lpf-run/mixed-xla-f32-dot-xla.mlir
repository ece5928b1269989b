// REQUIRES: xla
// mixed-xla-f32-dot.mlir against XLA CPU itself: the raised program on ref and llvm gives XLA's
// bits for the written one on out0-out3. In k order (the lpf.dot unmarked) out0 and out2 differ
// from XLA's on 2 of their 4096 outputs each.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-opt %S/mixed-xla-f32-dot.mlir --raise-stablehlo -o %t/raised.mlir
// RUN: lpf-run %S/mixed-xla-f32-dot.mlir --arg %S/Inputs/f32dot_seed.npy --backend xla --out-dir %t/want > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/f32dot_seed.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/f32dot_seed.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/want %t/ref
// RUN: diff -r %t/want %t/llvm
