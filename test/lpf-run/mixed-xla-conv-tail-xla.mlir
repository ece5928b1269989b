// REQUIRES: xla, avx512f
// mixed-xla-conv-tail.mlir against XLA CPU itself: f32 convolutions over 1 and 3 input
// channels (the lanes of the kernel YNNPACK's cost model picks, the channels they do not
// divide summed tap by tap) give XLA's bits on ref and llvm (19% and 45% before).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-conv-tail.mlir --arg %S/Inputs/convt_x_2x20x20x3.npy --arg %S/Inputs/convt_k_5x5x3x32.npy --arg %S/Inputs/convt_x_2x9x9x1.npy --arg %S/Inputs/convt_k_3x3x1x32.npy --arg %S/Inputs/convt_x_2x8x8x3.npy --arg %S/Inputs/convt_k_3x3x3x20.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-conv-tail.mlir --arg %S/Inputs/convt_x_2x20x20x3.npy --arg %S/Inputs/convt_k_5x5x3x32.npy --arg %S/Inputs/convt_x_2x9x9x1.npy --arg %S/Inputs/convt_k_3x3x1x32.npy --arg %S/Inputs/convt_x_2x8x8x3.npy --arg %S/Inputs/convt_k_3x3x3x20.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-conv-tail.mlir --arg %S/Inputs/convt_x_2x20x20x3.npy --arg %S/Inputs/convt_k_5x5x3x32.npy --arg %S/Inputs/convt_x_2x9x9x1.npy --arg %S/Inputs/convt_k_3x3x1x32.npy --arg %S/Inputs/convt_x_2x8x8x3.npy --arg %S/Inputs/convt_k_3x3x3x20.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
