// REQUIRES: xla
// mixed-xla-rotary.mlir's program against XLA CPU itself: every output of ref and llvm is
// XLA's bits. With the left product fused on every element (lpf before this rule: numpy on
// these inputs), out1 was XLA's bits on 85% of its elements, out3 on 67%, out4 on 83%, and the
// scores of out2 differed through out1's keys; out0 and out5 (its parts sliced from a value
// the fusion computes) are the left product's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-rotary.mlir --arg %S/Inputs/rotary_q_2x4x16x16.npy --arg %S/Inputs/rotary_k_2x2x16x16.npy --arg %S/Inputs/rotary_v_2x2x16x16.npy --arg %S/Inputs/rotary_cos_16x16.npy --arg %S/Inputs/rotary_sin_16x16.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-rotary.mlir --arg %S/Inputs/rotary_q_2x4x16x16.npy --arg %S/Inputs/rotary_k_2x2x16x16.npy --arg %S/Inputs/rotary_v_2x2x16x16.npy --arg %S/Inputs/rotary_cos_16x16.npy --arg %S/Inputs/rotary_sin_16x16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-rotary.mlir --arg %S/Inputs/rotary_q_2x4x16x16.npy --arg %S/Inputs/rotary_k_2x2x16x16.npy --arg %S/Inputs/rotary_v_2x2x16x16.npy --arg %S/Inputs/rotary_cos_16x16.npy --arg %S/Inputs/rotary_sin_16x16.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
