// REQUIRES: xla, avx512bf16
// mixed-xla-reduce-bf16-pairs.mlir's program against XLA CPU itself: out0-out3 and out5 of ref and
// llvm are XLA's bits (out4, beyond the rows measured, is left out). In YNNPACK's f32 order
// (lpf before this rule) out0 and out1 were XLA's on 25% and 59% of them (numpy on these inputs).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-reduce-bf16-pairs.mlir --arg %S/Inputs/pairs_a_64x1000.npy --arg %S/Inputs/pairs_b_2x16x512.npy --arg %S/Inputs/pairs_c_2x16x512.npy --arg %S/Inputs/pairs_d_4x2048.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-reduce-bf16-pairs.mlir --arg %S/Inputs/pairs_a_64x1000.npy --arg %S/Inputs/pairs_b_2x16x512.npy --arg %S/Inputs/pairs_c_2x16x512.npy --arg %S/Inputs/pairs_d_4x2048.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-reduce-bf16-pairs.mlir --arg %S/Inputs/pairs_a_64x1000.npy --arg %S/Inputs/pairs_b_2x16x512.npy --arg %S/Inputs/pairs_c_2x16x512.npy --arg %S/Inputs/pairs_d_4x2048.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: cmp %t/xla/out0.npy %t/ref/out0.npy
// RUN: cmp %t/xla/out0.npy %t/llvm/out0.npy
// RUN: cmp %t/xla/out1.npy %t/ref/out1.npy
// RUN: cmp %t/xla/out1.npy %t/llvm/out1.npy
// RUN: cmp %t/xla/out2.npy %t/ref/out2.npy
// RUN: cmp %t/xla/out2.npy %t/llvm/out2.npy
// RUN: cmp %t/xla/out3.npy %t/ref/out3.npy
// RUN: cmp %t/xla/out3.npy %t/llvm/out3.npy
// RUN: cmp %t/xla/out5.npy %t/ref/out5.npy
// RUN: cmp %t/xla/out5.npy %t/llvm/out5.npy
