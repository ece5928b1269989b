// REQUIRES: xla, avx512f
// mixed-xla-loop-dot-layouts.mlir against XLA CPU itself: f32 dots of 96 terms in a loop's body
// (a transposed weight, a batched dot, a matrix times a vector, a [K, M] left operand) and in a
// branch inside it give XLA's bits on ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-loop-dot-layouts.mlir --arg %S/Inputs/looplay_x_4x96.npy --arg %S/Inputs/looplay_wt_80x96.npy --arg %S/Inputs/looplay_wb_2x96x24.npy --arg %S/Inputs/looplay_v_96.npy --arg %S/Inputs/looplay_y_96x8.npy --arg %S/Inputs/looplay_index.npy --arg %S/Inputs/looplay_z_96x24.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-loop-dot-layouts.mlir --arg %S/Inputs/looplay_x_4x96.npy --arg %S/Inputs/looplay_wt_80x96.npy --arg %S/Inputs/looplay_wb_2x96x24.npy --arg %S/Inputs/looplay_v_96.npy --arg %S/Inputs/looplay_y_96x8.npy --arg %S/Inputs/looplay_index.npy --arg %S/Inputs/looplay_z_96x24.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-loop-dot-layouts.mlir --arg %S/Inputs/looplay_x_4x96.npy --arg %S/Inputs/looplay_wt_80x96.npy --arg %S/Inputs/looplay_wb_2x96x24.npy --arg %S/Inputs/looplay_v_96.npy --arg %S/Inputs/looplay_y_96x8.npy --arg %S/Inputs/looplay_index.npy --arg %S/Inputs/looplay_z_96x24.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
