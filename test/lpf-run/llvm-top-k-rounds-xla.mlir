// REQUIRES: xla
// llvm-top-k-rounds.mlir's program against XLA CPU itself: every output of ref and llvm is XLA's
// bits (values, NaN payloads included, and indices).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/llvm-top-k-rounds.mlir --arg %S/Inputs/topk_f32.npy --arg %S/Inputs/topk_bf16.npy --arg %S/Inputs/topk_f16.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/llvm-top-k-rounds.mlir --arg %S/Inputs/topk_f32.npy --arg %S/Inputs/topk_bf16.npy --arg %S/Inputs/topk_f16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/llvm-top-k-rounds.mlir --arg %S/Inputs/topk_f32.npy --arg %S/Inputs/topk_bf16.npy --arg %S/Inputs/topk_f16.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
