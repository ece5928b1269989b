// REQUIRES: xla, avx512f
// mixed-xla-loop-dot-layouts.mlir against XLA CPU itself: f32 dots of 96 terms in a loop's body
// (a transposed weight, a batched dot, a [K, M] left operand) and in a branch inside it give
// XLA's bits on ref and llvm. (Not out2, the matrix times a vector: XLA's order for it is not
// modelled, at the top level either.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-loop-dot-layouts.mlir --arg %S/Inputs/looplay_x_4x96.npy --arg %S/Inputs/looplay_wt_80x96.npy --arg %S/Inputs/looplay_wb_2x96x24.npy --arg %S/Inputs/looplay_v_96.npy --arg %S/Inputs/looplay_y_96x8.npy --arg %S/Inputs/looplay_index.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-loop-dot-layouts.mlir --arg %S/Inputs/looplay_x_4x96.npy --arg %S/Inputs/looplay_wt_80x96.npy --arg %S/Inputs/looplay_wb_2x96x24.npy --arg %S/Inputs/looplay_v_96.npy --arg %S/Inputs/looplay_y_96x8.npy --arg %S/Inputs/looplay_index.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-loop-dot-layouts.mlir --arg %S/Inputs/looplay_x_4x96.npy --arg %S/Inputs/looplay_wt_80x96.npy --arg %S/Inputs/looplay_wb_2x96x24.npy --arg %S/Inputs/looplay_v_96.npy --arg %S/Inputs/looplay_y_96x8.npy --arg %S/Inputs/looplay_index.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: cmp %t/xla/out0.npy %t/ref/out0.npy
// RUN: cmp %t/xla/out0.npy %t/llvm/out0.npy
// RUN: cmp %t/xla/out1.npy %t/ref/out1.npy
// RUN: cmp %t/xla/out1.npy %t/llvm/out1.npy
// RUN: cmp %t/xla/out3.npy %t/ref/out3.npy
// RUN: cmp %t/xla/out3.npy %t/llvm/out3.npy
// RUN: cmp %t/xla/out4.npy %t/ref/out4.npy
// RUN: cmp %t/xla/out4.npy %t/llvm/out4.npy
