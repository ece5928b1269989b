// REQUIRES: xla, avx512f
// mixed-xla-dot-one-column.mlir against XLA CPU itself: f32 dots with one column give XLA's bits
// on ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-dot-one-column.mlir --arg %S/Inputs/onecol_a_4x96.npy --arg %S/Inputs/onecol_v_96.npy --arg %S/Inputs/onecol_b_12x64.npy --arg %S/Inputs/onecol_w_64x1.npy --arg %S/Inputs/onecol_c_16x32.npy --arg %S/Inputs/onecol_u_32.npy --arg %S/Inputs/onecol_d_3x12x64.npy --arg %S/Inputs/onecol_e_3x64.npy --arg %S/Inputs/onecol_f_2x6x64.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-dot-one-column.mlir --arg %S/Inputs/onecol_a_4x96.npy --arg %S/Inputs/onecol_v_96.npy --arg %S/Inputs/onecol_b_12x64.npy --arg %S/Inputs/onecol_w_64x1.npy --arg %S/Inputs/onecol_c_16x32.npy --arg %S/Inputs/onecol_u_32.npy --arg %S/Inputs/onecol_d_3x12x64.npy --arg %S/Inputs/onecol_e_3x64.npy --arg %S/Inputs/onecol_f_2x6x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-dot-one-column.mlir --arg %S/Inputs/onecol_a_4x96.npy --arg %S/Inputs/onecol_v_96.npy --arg %S/Inputs/onecol_b_12x64.npy --arg %S/Inputs/onecol_w_64x1.npy --arg %S/Inputs/onecol_c_16x32.npy --arg %S/Inputs/onecol_u_32.npy --arg %S/Inputs/onecol_d_3x12x64.npy --arg %S/Inputs/onecol_e_3x64.npy --arg %S/Inputs/onecol_f_2x6x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
