// REQUIRES: xla
// mixed-xla-cumulative.mlir's program against XLA CPU itself: every output of ref and llvm is
// XLA's bits. Before (each output the in-order sum of its window) ref gave XLA's bits on out7
// (16 values) only.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-cumulative.mlir --arg %S/Inputs/cum_f32_1000.npy --arg %S/Inputs/cum_f32_5x64.npy --arg %S/Inputs/cum_f32_3x37.npy --arg %S/Inputs/cum_f32_100.npy --arg %S/Inputs/cum_bf16_100.npy --arg %S/Inputs/cum_f16_300.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-cumulative.mlir --arg %S/Inputs/cum_f32_1000.npy --arg %S/Inputs/cum_f32_5x64.npy --arg %S/Inputs/cum_f32_3x37.npy --arg %S/Inputs/cum_f32_100.npy --arg %S/Inputs/cum_bf16_100.npy --arg %S/Inputs/cum_f16_300.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-cumulative.mlir --arg %S/Inputs/cum_f32_1000.npy --arg %S/Inputs/cum_f32_5x64.npy --arg %S/Inputs/cum_f32_3x37.npy --arg %S/Inputs/cum_f32_100.npy --arg %S/Inputs/cum_bf16_100.npy --arg %S/Inputs/cum_f16_300.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
