// REQUIRES: xla, avx512bf16
// mixed-xla-ynn-softmax.mlir against XLA CPU itself: the raised program on ref and llvm gives
// XLA's bits for the written one on out0-out2 (the mean's order measured on an AVX512-BF16
// host). Before these rules out0 and out2 were not (jax.nn.softmax of 2 x 8 x 64 x 64 scores: 97%
// identical; the means of 128 rows of 512: 97%); out1 keeps XLA's own exp.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-opt %S/mixed-xla-ynn-softmax.mlir --raise-stablehlo -o %t/raised.mlir
// RUN: lpf-run %S/mixed-xla-ynn-softmax.mlir --arg %S/Inputs/ynn_scores_1x1x64x64.npy --arg %S/Inputs/ynn_rows_16x512.npy --backend xla --out-dir %t/want > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/ynn_scores_1x1x64x64.npy --arg %S/Inputs/ynn_rows_16x512.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/ynn_scores_1x1x64x64.npy --arg %S/Inputs/ynn_rows_16x512.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/want %t/ref
// RUN: diff -r %t/want %t/llvm
