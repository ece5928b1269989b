// REQUIRES: xla
// mixed-xla-bf16-dot.mlir's dots against XLA CPU itself: the raised program on ref and llvm (the
// host's bf16-kernel order) and on xla (the raise's bf16 dot lowered to XLA's bf16 kernel behind
// the run-time proof) gives XLA's bits for the written program on out0-out3. In k order (lpf
// before this rule) out0-out2 were XLA's on 27-54% of them on an AMX host.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-opt %S/mixed-xla-bf16-dot.mlir --raise-stablehlo -o %t/raised.mlir
// RUN: lpf-run %S/mixed-xla-bf16-dot.mlir --arg %S/Inputs/bf16dot_q_2x32x2x1x64.npy --arg %S/Inputs/bf16dot_k_2x32x2x64.npy --arg %S/Inputs/bf16dot_a_2x64.npy --arg %S/Inputs/bf16dot_b_64x64.npy --arg %S/Inputs/bf16dot_c_8x100.npy --arg %S/Inputs/bf16dot_d_40x100.npy --backend xla --out-dir %t/want > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/bf16dot_q_2x32x2x1x64.npy --arg %S/Inputs/bf16dot_k_2x32x2x64.npy --arg %S/Inputs/bf16dot_a_2x64.npy --arg %S/Inputs/bf16dot_b_64x64.npy --arg %S/Inputs/bf16dot_c_8x100.npy --arg %S/Inputs/bf16dot_d_40x100.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/bf16dot_q_2x32x2x1x64.npy --arg %S/Inputs/bf16dot_k_2x32x2x64.npy --arg %S/Inputs/bf16dot_a_2x64.npy --arg %S/Inputs/bf16dot_b_64x64.npy --arg %S/Inputs/bf16dot_c_8x100.npy --arg %S/Inputs/bf16dot_d_40x100.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/bf16dot_q_2x32x2x1x64.npy --arg %S/Inputs/bf16dot_k_2x32x2x64.npy --arg %S/Inputs/bf16dot_a_2x64.npy --arg %S/Inputs/bf16dot_b_64x64.npy --arg %S/Inputs/bf16dot_c_8x100.npy --arg %S/Inputs/bf16dot_d_40x100.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: diff -r %t/want %t/ref
// RUN: diff -r %t/want %t/llvm
// RUN: diff -r %t/want %t/xla
