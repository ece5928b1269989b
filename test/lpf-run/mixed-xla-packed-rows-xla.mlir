// REQUIRES: xla, avx512f
// mixed-xla-packed-rows.mlir against XLA CPU itself: the packed rows' lanes (out0), the unpacked
// rows' k order (out1), the reshaped mean's fused multiply-add (out2) and the broadcast mean's two
// roundings (out3) and the unpacked task's K blocks (out4) are XLA's bits on ref and llvm (out0
// was 22% before the packing rule, out2 76% before the reshape was looked through, out4 23% in
// k order).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-packed-rows.mlir --arg %S/Inputs/rows_a_64x96.npy --arg %S/Inputs/rows_b_96x40.npy --arg %S/Inputs/rows_s_16.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-packed-rows.mlir --arg %S/Inputs/rows_a_64x96.npy --arg %S/Inputs/rows_b_96x40.npy --arg %S/Inputs/rows_s_16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-packed-rows.mlir --arg %S/Inputs/rows_a_64x96.npy --arg %S/Inputs/rows_b_96x40.npy --arg %S/Inputs/rows_s_16.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
