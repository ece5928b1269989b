// REQUIRES: xla, avx512f
// mixed-xla-batch-major.mlir against XLA CPU itself: the attention einsum of arguments whose
// heads XLA copies to the front, summed as rows (k order at 24 keys, four lanes at 16), gives
// XLA's bits on ref and llvm (41% at 24 keys read as a transposed operand).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-batch-major.mlir --arg %S/Inputs/bmc_qa_24x3x8.npy --arg %S/Inputs/bmc_ka_24x3x8.npy --arg %S/Inputs/bmc_qb_16x2x8.npy --arg %S/Inputs/bmc_kb_16x2x8.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-batch-major.mlir --arg %S/Inputs/bmc_qa_24x3x8.npy --arg %S/Inputs/bmc_ka_24x3x8.npy --arg %S/Inputs/bmc_qb_16x2x8.npy --arg %S/Inputs/bmc_kb_16x2x8.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-batch-major.mlir --arg %S/Inputs/bmc_qa_24x3x8.npy --arg %S/Inputs/bmc_ka_24x3x8.npy --arg %S/Inputs/bmc_qb_16x2x8.npy --arg %S/Inputs/bmc_kb_16x2x8.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
