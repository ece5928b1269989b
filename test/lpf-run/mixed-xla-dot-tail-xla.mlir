// REQUIRES: xla, avx512f
// mixed-xla-dot-tail.mlir against XLA CPU itself: dots whose K the lane count does not divide
// (the last K mod L products summed apart, rounded, and added to the lanes' sum) give XLA's
// bits on ref and llvm (26-28% in k order).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-dot-tail.mlir --arg %S/Inputs/tail_a_96x29.npy --arg %S/Inputs/tail_bt_29x29.npy --arg %S/Inputs/tail_c_24x3.npy --arg %S/Inputs/tail_dt_10x3.npy --arg %S/Inputs/tail_e_96x31.npy --arg %S/Inputs/tail_f_31x10.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-dot-tail.mlir --arg %S/Inputs/tail_a_96x29.npy --arg %S/Inputs/tail_bt_29x29.npy --arg %S/Inputs/tail_c_24x3.npy --arg %S/Inputs/tail_dt_10x3.npy --arg %S/Inputs/tail_e_96x31.npy --arg %S/Inputs/tail_f_31x10.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-dot-tail.mlir --arg %S/Inputs/tail_a_96x29.npy --arg %S/Inputs/tail_bt_29x29.npy --arg %S/Inputs/tail_c_24x3.npy --arg %S/Inputs/tail_dt_10x3.npy --arg %S/Inputs/tail_e_96x31.npy --arg %S/Inputs/tail_f_31x10.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
