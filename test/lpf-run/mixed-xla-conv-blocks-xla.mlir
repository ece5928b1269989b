// REQUIRES: xla, avx512f
// mixed-xla-conv-blocks.mlir against XLA CPU itself: f32 convolutions over more than 512
// products (YNNPACK's lanes over input channels and its blocks of them) give XLA's bits on ref
// and llvm (a flax f32 CNN with a 5x5 kernel over 32 channels was 15% before).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-conv-blocks.mlir --arg %S/Inputs/convb_x_2x7x7x32.npy --arg %S/Inputs/convb_k_5x5x32x32.npy --arg %S/Inputs/convb_x_2x8x8x64.npy --arg %S/Inputs/convb_k_3x3x64x64.npy --arg %S/Inputs/convb_x_2x8x8x128.npy --arg %S/Inputs/convb_k_3x3x128x48.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-conv-blocks.mlir --arg %S/Inputs/convb_x_2x7x7x32.npy --arg %S/Inputs/convb_k_5x5x32x32.npy --arg %S/Inputs/convb_x_2x8x8x64.npy --arg %S/Inputs/convb_k_3x3x64x64.npy --arg %S/Inputs/convb_x_2x8x8x128.npy --arg %S/Inputs/convb_k_3x3x128x48.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-conv-blocks.mlir --arg %S/Inputs/convb_x_2x7x7x32.npy --arg %S/Inputs/convb_k_5x5x32x32.npy --arg %S/Inputs/convb_x_2x8x8x64.npy --arg %S/Inputs/convb_k_3x3x64x64.npy --arg %S/Inputs/convb_x_2x8x8x128.npy --arg %S/Inputs/convb_k_3x3x128x48.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
