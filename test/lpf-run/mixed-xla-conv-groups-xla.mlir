// REQUIRES: xla, avx512f
// mixed-xla-conv-groups.mlir against XLA CPU itself: its three grouped convolutions (2 and 4
// groups, stride 2, PyTorch's layout) give XLA's bits on ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-conv-groups.mlir --arg %S/Inputs/convg_x_2x8x8x16.npy --arg %S/Inputs/convg_k_3x3x8x16.npy --arg %S/Inputs/convg_x_2x9x9x12.npy --arg %S/Inputs/convg_k_3x3x3x16.npy --arg %S/Inputs/convg_x_1x16x8x8.npy --arg %S/Inputs/convg_k_16x8x3x3.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-conv-groups.mlir --arg %S/Inputs/convg_x_2x8x8x16.npy --arg %S/Inputs/convg_k_3x3x8x16.npy --arg %S/Inputs/convg_x_2x9x9x12.npy --arg %S/Inputs/convg_k_3x3x3x16.npy --arg %S/Inputs/convg_x_1x16x8x8.npy --arg %S/Inputs/convg_k_16x8x3x3.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-conv-groups.mlir --arg %S/Inputs/convg_x_2x8x8x16.npy --arg %S/Inputs/convg_k_3x3x8x16.npy --arg %S/Inputs/convg_x_2x9x9x12.npy --arg %S/Inputs/convg_k_3x3x3x16.npy --arg %S/Inputs/convg_x_1x16x8x8.npy --arg %S/Inputs/convg_k_16x8x3x3.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
