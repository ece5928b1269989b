// REQUIRES: xla
// UNSUPPORTED: amxbf16
// mixed-bf16-dot-short-k.mlir against XLA CPU itself (--backend xla): attention scores over
// 16-element heads, an odd K of 15 and a `c @ d.T` of K = 16 give XLA's bits on ref and llvm.
// Before (k order) ref gave them on 84% and 87% of out0 and out1 (these operands span 2^-4 to 2^4).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-opt %S/mixed-bf16-dot-short-k.mlir --raise-stablehlo -o %t/raised.mlir
// RUN: lpf-run %S/mixed-bf16-dot-short-k.mlir --arg %S/Inputs/sk_q_2x16x2x16.npy --arg %S/Inputs/sk_k_2x16x2x16.npy --arg %S/Inputs/sk_a_16x15.npy --arg %S/Inputs/sk_b_15x64.npy --arg %S/Inputs/sk_c_16x16.npy --arg %S/Inputs/sk_d_64x16.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/sk_q_2x16x2x16.npy --arg %S/Inputs/sk_k_2x16x2x16.npy --arg %S/Inputs/sk_a_16x15.npy --arg %S/Inputs/sk_b_15x64.npy --arg %S/Inputs/sk_c_16x16.npy --arg %S/Inputs/sk_d_64x16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/sk_q_2x16x2x16.npy --arg %S/Inputs/sk_k_2x16x2x16.npy --arg %S/Inputs/sk_a_16x15.npy --arg %S/Inputs/sk_b_15x64.npy --arg %S/Inputs/sk_c_16x16.npy --arg %S/Inputs/sk_d_64x16.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
