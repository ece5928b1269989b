// REQUIRES: xla
// mixed-xla-ynn-rotary.mlir against XLA CPU itself: the row maxima of ref and llvm are XLA's
// bits (with the rotation's fused multiply-add XLA's own loops compute, lpf before this rule,
// 70% of them).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-ynn-rotary.mlir --arg %S/Inputs/rotkeys_q_1x2x64x64.npy --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-ynn-rotary.mlir --arg %S/Inputs/rotkeys_q_1x2x64x64.npy --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-ynn-rotary.mlir --arg %S/Inputs/rotkeys_q_1x2x64x64.npy --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: cmp %t/xla/out0.npy %t/ref/out0.npy
// RUN: cmp %t/xla/out0.npy %t/llvm/out0.npy
