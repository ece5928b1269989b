// REQUIRES: xla, avx512f
// mixed-xla-causal-first-key.mlir against XLA CPU itself: the causal softmax of 3 heads (its
// first key's fused multiply-add: 97.3% of XLA's bits without the rule) and of 8 heads
// (YNNPACK's, twice rounded) are XLA's bits on ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-causal-first-key.mlir --arg %S/Inputs/causal_qa_1x24x3x32.npy --arg %S/Inputs/causal_ka_1x24x3x32.npy --arg %S/Inputs/causal_qb_1x24x8x32.npy --arg %S/Inputs/causal_kb_1x24x8x32.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-causal-first-key.mlir --arg %S/Inputs/causal_qa_1x24x3x32.npy --arg %S/Inputs/causal_ka_1x24x3x32.npy --arg %S/Inputs/causal_qb_1x24x8x32.npy --arg %S/Inputs/causal_kb_1x24x8x32.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-causal-first-key.mlir --arg %S/Inputs/causal_qa_1x24x3x32.npy --arg %S/Inputs/causal_ka_1x24x3x32.npy --arg %S/Inputs/causal_qb_1x24x8x32.npy --arg %S/Inputs/causal_kb_1x24x8x32.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
