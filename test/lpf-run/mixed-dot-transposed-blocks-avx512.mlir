// REQUIRES: avx512f
// The rhs of an lpf.dot that is a transposed weight (PyTorch's nn.Linear: its [N, K] weight
// transposed into the [K, N] the dot reads; tensor_to_loops/bridges.rs reads it in place through
// a memref.transpose view) is packed a square block of the vector's lanes at a time: lanes
// vector loads along k, turned in registers by interleaving shuffles, stored as lanes panel rows
// (kernels/contraction/transposed.rs; issue 39, docs/llvm.md "Real models"). Here for AVX-512's
// 16 lanes (the module states the vector unit; mixed-dot-transposed-blocks.mlir: AVX2's 8).
// out0: K = 600, past one packing piece of 512 (pieces of 512 and 88: 5 blocks and 8 rows
// left over), N = 80 (one panel of 64 lanes in blocks, the last 16 lanes a partial panel
// packed element by element); out1: K = 20 (a block of 16 and 4 rows), N = 16 (a 16-lane panel);
// out2: K = 5, below one block (every row one element at a time); out3: out0's dot on the same
// transpose computed (it is also returned, out4), packed element by element. The weights hold
// +-0, +-inf, NaN and subnormals among +-[0.25, 4) (Inputs/transposed_blocks.py). llvm on 1 and
// 3 threads == ref (the numerics crate's dot), and the two packings give the same bits.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/tblk_x_5x600.npy --arg %S/Inputs/tblk_w_80x600.npy --arg %S/Inputs/tblk_x_3x20.npy --arg %S/Inputs/tblk_w_16x20.npy --arg %S/Inputs/tblk_x_4x5.npy --arg %S/Inputs/tblk_w_32x5.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/tblk_x_5x600.npy --arg %S/Inputs/tblk_w_80x600.npy --arg %S/Inputs/tblk_x_3x20.npy --arg %S/Inputs/tblk_w_16x20.npy --arg %S/Inputs/tblk_x_4x5.npy --arg %S/Inputs/tblk_w_32x5.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/tblk_x_5x600.npy --arg %S/Inputs/tblk_w_80x600.npy --arg %S/Inputs/tblk_x_3x20.npy --arg %S/Inputs/tblk_w_16x20.npy --arg %S/Inputs/tblk_x_4x5.npy --arg %S/Inputs/tblk_w_32x5.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: cmp %t/one/out0.npy %t/one/out3.npy
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// Four rounds of sixteen interleavings per block of 16 x 16.
// CHECK-LABEL: llvm.func
// CHECK-COUNT-8: llvm.shufflevector {{.*}} [0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23] : vector<16xf32>
module attributes {lpf.target = {vector_bits = 512 : i64, vector_registers = 32 : i64}} {
  func.func @main(%x: tensor<5x600xf32>, %w: tensor<80x600xf32>, %x1: tensor<3x20xf32>, %w1: tensor<16x20xf32>, %x2: tensor<4x5xf32>, %w2: tensor<32x5xf32>)
      -> (tensor<5x80xf32>, tensor<3x16xf32>, tensor<4x32xf32>, tensor<5x80xf32>, tensor<600x80xf32>) {
    %t0 = stablehlo.transpose %w, dims = [1, 0] : (tensor<80x600xf32>) -> tensor<600x80xf32>
    %d0 = lpf.dot %x, %t0 acc(f32) : tensor<5x600xf32>, tensor<600x80xf32> -> tensor<5x80xf32>
    %t1 = stablehlo.transpose %w1, dims = [1, 0] : (tensor<16x20xf32>) -> tensor<20x16xf32>
    %d1 = lpf.dot %x1, %t1 acc(f32) : tensor<3x20xf32>, tensor<20x16xf32> -> tensor<3x16xf32>
    %t2 = stablehlo.transpose %w2, dims = [1, 0] : (tensor<32x5xf32>) -> tensor<5x32xf32>
    %d2 = lpf.dot %x2, %t2 acc(f32) : tensor<4x5xf32>, tensor<5x32xf32> -> tensor<4x32xf32>
    %t3 = stablehlo.transpose %w, dims = [1, 0] : (tensor<80x600xf32>) -> tensor<600x80xf32>
    %d3 = lpf.dot %x, %t3 acc(f32) : tensor<5x600xf32>, tensor<600x80xf32> -> tensor<5x80xf32>
    return %d0, %d1, %d2, %d3, %t3 : tensor<5x80xf32>, tensor<3x16xf32>, tensor<4x32xf32>, tensor<5x80xf32>, tensor<600x80xf32>
  }
}
