// f32 dots with one column (N = 1: `x @ v` with a vector, a Dense(1) head) as XLA CPU sums them
// (lowering/src/hlo_defined/dot_lanes.rs, ONE_COLUMN_ROWS): eight lanes of fused multiply-adds,
// k mod 8, the lanes of each batch's rows in whole groups of eight added pairwise, those of the
// rows left over by halves. A right operand without a free dimension is given one of size 1
// first, so that the lanes' dots are the exits' fused multiply-add dots (a dot of a vector was
// linalg's and the interpreter's, with rounded products: 0-62% of XLA's bits). Shapes: 4 rows
// (all left over), 12 rows over a [64, 1] column (8 + 4), 16 rows (two groups), a batched dot of
// 12 rows per batch, and [2, 6, 64] x [64, 1] (each batch-less row of the 12 flattened ones).
// Inputs: Inputs/xla_dot_one_column.py. llvm == ref on 1 and 3 threads;
// mixed-xla-dot-one-column-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/onecol_a_4x96.npy --arg %S/Inputs/onecol_v_96.npy --arg %S/Inputs/onecol_b_12x64.npy --arg %S/Inputs/onecol_w_64x1.npy --arg %S/Inputs/onecol_c_16x32.npy --arg %S/Inputs/onecol_u_32.npy --arg %S/Inputs/onecol_d_3x12x64.npy --arg %S/Inputs/onecol_e_3x64.npy --arg %S/Inputs/onecol_f_2x6x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/onecol_a_4x96.npy --arg %S/Inputs/onecol_v_96.npy --arg %S/Inputs/onecol_b_12x64.npy --arg %S/Inputs/onecol_w_64x1.npy --arg %S/Inputs/onecol_c_16x32.npy --arg %S/Inputs/onecol_u_32.npy --arg %S/Inputs/onecol_d_3x12x64.npy --arg %S/Inputs/onecol_e_3x64.npy --arg %S/Inputs/onecol_f_2x6x64.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/onecol_a_4x96.npy --arg %S/Inputs/onecol_v_96.npy --arg %S/Inputs/onecol_b_12x64.npy --arg %S/Inputs/onecol_w_64x1.npy --arg %S/Inputs/onecol_c_16x32.npy --arg %S/Inputs/onecol_u_32.npy --arg %S/Inputs/onecol_d_3x12x64.npy --arg %S/Inputs/onecol_e_3x64.npy --arg %S/Inputs/onecol_f_2x6x64.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three

func.func @main(%a: tensor<4x96xf32>, %v: tensor<96xf32>, %b: tensor<12x64xf32>, %w: tensor<64x1xf32>, %c: tensor<16x32xf32>, %u: tensor<32xf32>, %d: tensor<3x12x64xf32>, %e: tensor<3x64xf32>, %f: tensor<2x6x64xf32>) -> (tensor<4xf32>, tensor<12x1xf32>, tensor<16xf32>, tensor<3x12xf32>, tensor<2x6x1xf32>) {
  %0 = stablehlo.dot_general %a, %v, contracting_dims = [1] x [0] : (tensor<4x96xf32>, tensor<96xf32>) -> tensor<4xf32>
  %1 = stablehlo.dot_general %b, %w, contracting_dims = [1] x [0] : (tensor<12x64xf32>, tensor<64x1xf32>) -> tensor<12x1xf32>
  %2 = stablehlo.dot_general %c, %u, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32xf32>) -> tensor<16xf32>
  %3 = stablehlo.dot_general %d, %e, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<3x12x64xf32>, tensor<3x64xf32>) -> tensor<3x12xf32>
  %4 = stablehlo.dot_general %f, %w, contracting_dims = [2] x [0] : (tensor<2x6x64xf32>, tensor<64x1xf32>) -> tensor<2x6x1xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<12x1xf32>, tensor<16xf32>, tensor<3x12xf32>, tensor<2x6x1xf32>
}
