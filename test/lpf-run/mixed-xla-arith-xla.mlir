// REQUIRES: xla
// mixed-xla-arith.mlir's program against XLA CPU itself: every output of ref and llvm is XLA's
// bits. What ref and llvm computed before these rewrites (in-order sums, every product rounded,
// divisions by a broadcast; simulated with numpy on these inputs) is XLA's on 11-44% of the
// sums out0-out4 and out6-out8, 56% of out14, 73-79% of out9-out11, out13, out15, out16; out5
// (a sum of 17) and out12 (whose product XLA does not fuse) were XLA's already; ref's f32 dot
// (out17) rounded each product (StableHLO's interpreter), the exit's was XLA's; the batch norm's
// mean, variance and normalised values (out18-out20) were XLA's on 25-39% of N = 512, D = 8, and
// the k-ordered transposed dots (out21-out23) on 15-25% (measured on other operands).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-arith.mlir --arg %S/Inputs/xla_arith_rows.npy --arg %S/Inputs/xla_arith_a.npy --arg %S/Inputs/xla_arith_b.npy --arg %S/Inputs/xla_arith_c.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-arith.mlir --arg %S/Inputs/xla_arith_rows.npy --arg %S/Inputs/xla_arith_a.npy --arg %S/Inputs/xla_arith_b.npy --arg %S/Inputs/xla_arith_c.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-arith.mlir --arg %S/Inputs/xla_arith_rows.npy --arg %S/Inputs/xla_arith_a.npy --arg %S/Inputs/xla_arith_b.npy --arg %S/Inputs/xla_arith_c.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
