// REQUIRES: xla
// mixed-xla-dot.mlir's program against XLA CPU itself: every output of ref and llvm is XLA's
// bits. Before these rules the dots out0-out5 were k-ordered on both (one fused multiply-add
// per k from +0): XLA's bits on 26%, 37%, 36%, 24%, 5% and 9% of them (numpy on these
// operands); the convolutions were the interpreter's order (38% of a 3 -> 16 convolution on a
// CNN export), and 1 / sqrt of constants rsqrt's estimate (50% of a batch norm's 16 scales).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-dot.mlir --arg %S/Inputs/xla_dot_x.npy --arg %S/Inputs/xla_dot_heads.npy --arg %S/Inputs/xla_dot_probs.npy --arg %S/Inputs/xla_dot_w96.npy --arg %S/Inputs/xla_dot_rows.npy --arg %S/Inputs/xla_dot_long.npy --arg %S/Inputs/xla_dot_wlong.npy --arg %S/Inputs/xla_dot_rlong.npy --arg %S/Inputs/xla_dot_image.npy --arg %S/Inputs/xla_dot_k3.npy --arg %S/Inputs/xla_dot_fmap.npy --arg %S/Inputs/xla_dot_k16.npy --arg %S/Inputs/xla_dot_k1.npy --arg %S/Inputs/xla_dot_k7.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-dot.mlir --arg %S/Inputs/xla_dot_x.npy --arg %S/Inputs/xla_dot_heads.npy --arg %S/Inputs/xla_dot_probs.npy --arg %S/Inputs/xla_dot_w96.npy --arg %S/Inputs/xla_dot_rows.npy --arg %S/Inputs/xla_dot_long.npy --arg %S/Inputs/xla_dot_wlong.npy --arg %S/Inputs/xla_dot_rlong.npy --arg %S/Inputs/xla_dot_image.npy --arg %S/Inputs/xla_dot_k3.npy --arg %S/Inputs/xla_dot_fmap.npy --arg %S/Inputs/xla_dot_k16.npy --arg %S/Inputs/xla_dot_k1.npy --arg %S/Inputs/xla_dot_k7.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-dot.mlir --arg %S/Inputs/xla_dot_x.npy --arg %S/Inputs/xla_dot_heads.npy --arg %S/Inputs/xla_dot_probs.npy --arg %S/Inputs/xla_dot_w96.npy --arg %S/Inputs/xla_dot_rows.npy --arg %S/Inputs/xla_dot_long.npy --arg %S/Inputs/xla_dot_wlong.npy --arg %S/Inputs/xla_dot_rlong.npy --arg %S/Inputs/xla_dot_image.npy --arg %S/Inputs/xla_dot_k3.npy --arg %S/Inputs/xla_dot_fmap.npy --arg %S/Inputs/xla_dot_k16.npy --arg %S/Inputs/xla_dot_k1.npy --arg %S/Inputs/xla_dot_k7.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
