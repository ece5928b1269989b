// REQUIRES: xla
// mixed-reassociated.mlir against XLA CPU itself (--backend xla): the divisions of quotients,
// products and quotients of exps, log(exp), folded constants and powers by -1 and 0.5 give XLA's
// bits on ref and llvm. Before (each op as written) ref gave XLA's bits on 65%, 65%, 49%, 45%,
// 81%, 69%, 95% and 65% of out0-out7 and 75% of out10.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-reassociated.mlir --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-reassociated.mlir --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-reassociated.mlir --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
