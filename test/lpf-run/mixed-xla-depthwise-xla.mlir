// REQUIRES: xla
// mixed-xla-depthwise.mlir's program against XLA CPU itself: every output of ref and llvm is
// XLA's bits. Before this rule both summed the nine taps in the interpreter's and linalg's
// order, one after another: XLA's bits on 57% of out0, 61% of out1 and 57% of out3 (numpy on
// these inputs); out2 (32 channels, YNNPACK's order) was already XLA's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-depthwise.mlir --arg %S/Inputs/depthwise_x16_2x16x8x8.npy --arg %S/Inputs/depthwise_w16_16x1x3x3.npy --arg %S/Inputs/depthwise_x32_1x32x8x8.npy --arg %S/Inputs/depthwise_w32_32x1x3x3.npy --arg %S/Inputs/depthwise_xh_2x8x8x12.npy --arg %S/Inputs/depthwise_wh_3x3x1x12.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-depthwise.mlir --arg %S/Inputs/depthwise_x16_2x16x8x8.npy --arg %S/Inputs/depthwise_w16_16x1x3x3.npy --arg %S/Inputs/depthwise_x32_1x32x8x8.npy --arg %S/Inputs/depthwise_w32_32x1x3x3.npy --arg %S/Inputs/depthwise_xh_2x8x8x12.npy --arg %S/Inputs/depthwise_wh_3x3x1x12.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-depthwise.mlir --arg %S/Inputs/depthwise_x16_2x16x8x8.npy --arg %S/Inputs/depthwise_w16_16x1x3x3.npy --arg %S/Inputs/depthwise_x32_1x32x8x8.npy --arg %S/Inputs/depthwise_w32_32x1x3x3.npy --arg %S/Inputs/depthwise_xh_2x8x8x12.npy --arg %S/Inputs/depthwise_wh_3x3x1x12.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
