// REQUIRES: xla
// mixed-xla-reduce-bf16.mlir's program against XLA CPU itself: every output of ref and llvm is
// XLA's bits. In order from +0, each add rounded to bf16 (lpf before this rule, from 4096
// elements on), they were XLA's on 17% and 20% of the rows (numpy on these inputs; 8 bf16 ulps
// apart at most in a 6 x 512 GPT-2's softmax).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-reduce-bf16.mlir --arg %S/Inputs/reduce_bf16_a_64x128.npy --arg %S/Inputs/reduce_bf16_b_4x64x100.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-reduce-bf16.mlir --arg %S/Inputs/reduce_bf16_a_64x128.npy --arg %S/Inputs/reduce_bf16_b_4x64x100.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-reduce-bf16.mlir --arg %S/Inputs/reduce_bf16_a_64x128.npy --arg %S/Inputs/reduce_bf16_b_4x64x100.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
