// REQUIRES: xla, avx512f
// mixed-xla-conv-tasks.mlir against XLA CPU itself: a convolution into 300 channels in
// YNNPACK's column tasks and a swapped one (a 3x3 kernel over 2x2 pixels) give XLA's bits on
// ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-conv-tasks.mlir --arg %S/Inputs/convk_x_1x4x4x5.npy --arg %S/Inputs/convk_k_3x3x5x300.npy --arg %S/Inputs/convk_x_2x2x2x40.npy --arg %S/Inputs/convk_k_3x3x40x24.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-conv-tasks.mlir --arg %S/Inputs/convk_x_1x4x4x5.npy --arg %S/Inputs/convk_k_3x3x5x300.npy --arg %S/Inputs/convk_x_2x2x2x40.npy --arg %S/Inputs/convk_k_3x3x40x24.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-conv-tasks.mlir --arg %S/Inputs/convk_x_1x4x4x5.npy --arg %S/Inputs/convk_k_3x3x5x300.npy --arg %S/Inputs/convk_x_2x2x2x40.npy --arg %S/Inputs/convk_k_3x3x40x24.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
