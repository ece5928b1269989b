// REQUIRES: xla, avx512f
// mixed-xla-conv-transposed.mlir against XLA CPU itself: its five input-dilated convolutions
// (flax's ConvTranspose, a strided convolution's input gradient, PyTorch's layout, 1-D, 320
// input channels) give XLA's bits on ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-conv-transposed.mlir --arg %S/Inputs/convtr_x_2x4x4x16.npy --arg %S/Inputs/convtr_k_3x3x16x8.npy --arg %S/Inputs/convtr_dy_1x4x4x8.npy --arg %S/Inputs/convtr_w_3x3x3x8.npy --arg %S/Inputs/convtr_x_1x8x5x5.npy --arg %S/Inputs/convtr_k_4x8x4x4.npy --arg %S/Inputs/convtr_x_2x16x32.npy --arg %S/Inputs/convtr_k_5x32x4.npy --arg %S/Inputs/convtr_x_1x3x3x320.npy --arg %S/Inputs/convtr_k_2x2x320x2.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-conv-transposed.mlir --arg %S/Inputs/convtr_x_2x4x4x16.npy --arg %S/Inputs/convtr_k_3x3x16x8.npy --arg %S/Inputs/convtr_dy_1x4x4x8.npy --arg %S/Inputs/convtr_w_3x3x3x8.npy --arg %S/Inputs/convtr_x_1x8x5x5.npy --arg %S/Inputs/convtr_k_4x8x4x4.npy --arg %S/Inputs/convtr_x_2x16x32.npy --arg %S/Inputs/convtr_k_5x32x4.npy --arg %S/Inputs/convtr_x_1x3x3x320.npy --arg %S/Inputs/convtr_k_2x2x320x2.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-conv-transposed.mlir --arg %S/Inputs/convtr_x_2x4x4x16.npy --arg %S/Inputs/convtr_k_3x3x16x8.npy --arg %S/Inputs/convtr_dy_1x4x4x8.npy --arg %S/Inputs/convtr_w_3x3x3x8.npy --arg %S/Inputs/convtr_x_1x8x5x5.npy --arg %S/Inputs/convtr_k_4x8x4x4.npy --arg %S/Inputs/convtr_x_2x16x32.npy --arg %S/Inputs/convtr_k_5x32x4.npy --arg %S/Inputs/convtr_x_1x3x3x320.npy --arg %S/Inputs/convtr_k_2x2x320x2.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
