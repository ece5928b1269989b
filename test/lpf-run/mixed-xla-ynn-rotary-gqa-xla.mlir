// REQUIRES: xla
// mixed-xla-ynn-rotary-gqa.mlir against XLA CPU itself: the row maxima of ref and llvm are XLA's
// bits (with the keys' rotation left in XLA's loop, per part, they differ).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-ynn-rotary-gqa.mlir --arg %S/Inputs/rotkeys_q_1x4x64x64.npy --arg %S/Inputs/rotkeys_h_64x128.npy --arg %S/Inputs/rotkeys_wk_128x128.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-ynn-rotary-gqa.mlir --arg %S/Inputs/rotkeys_q_1x4x64x64.npy --arg %S/Inputs/rotkeys_h_64x128.npy --arg %S/Inputs/rotkeys_wk_128x128.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-ynn-rotary-gqa.mlir --arg %S/Inputs/rotkeys_q_1x4x64x64.npy --arg %S/Inputs/rotkeys_h_64x128.npy --arg %S/Inputs/rotkeys_wk_128x128.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: cmp %t/xla/out0.npy %t/ref/out0.npy
// RUN: cmp %t/xla/out0.npy %t/llvm/out0.npy
