// REQUIRES: xla
// mixed-square-sums.mlir against XLA CPU itself (--backend xla): sums of squares over rows of 4
// to 33 elements below 4096 elements, a plain one's rows fused or (vectorised) rounded, a
// LayerNorm's variance fused, give XLA's bits on ref and llvm. Before (rounded squares summed in
// order) ref gave XLA's bits on 0%, 100%, 50%, 95%, 95%, 100%, 75% and 100% of out0-out7.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-square-sums.mlir --arg %S/Inputs/sq_1x4.npy --arg %S/Inputs/sq_8x5.npy --arg %S/Inputs/sq_2x5.npy --arg %S/Inputs/sq_19x8.npy --arg %S/Inputs/sq_37x6.npy --arg %S/Inputs/sq_3x32.npy --arg %S/Inputs/sq_100x33.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-square-sums.mlir --arg %S/Inputs/sq_1x4.npy --arg %S/Inputs/sq_8x5.npy --arg %S/Inputs/sq_2x5.npy --arg %S/Inputs/sq_19x8.npy --arg %S/Inputs/sq_37x6.npy --arg %S/Inputs/sq_3x32.npy --arg %S/Inputs/sq_100x33.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-square-sums.mlir --arg %S/Inputs/sq_1x4.npy --arg %S/Inputs/sq_8x5.npy --arg %S/Inputs/sq_2x5.npy --arg %S/Inputs/sq_19x8.npy --arg %S/Inputs/sq_37x6.npy --arg %S/Inputs/sq_3x32.npy --arg %S/Inputs/sq_100x33.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
