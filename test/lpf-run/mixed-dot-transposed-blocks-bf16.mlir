// mixed-dot-transposed-blocks.mlir with bf16 activations and weights into f32 (a bf16 PyTorch
// Linear's dot as the raise writes it): the transposed weight's blocks are widened to f32 as
// they are loaded (each code shifted into the top half of an f32 word, proven against the
// numerics crate on every code: kernels/contraction/transposed.rs, widens_bf16), then turned
// and stored as before. The same dots and shapes (out3 packed element by element, each value
// widened by lpf.convert); the weights also hold a quiet NaN with a payload, a signalling NaN's
// code and bf16 subnormals (Inputs/transposed_blocks_bf16.py). llvm on 1 and 3 threads == ref,
// and the two packings give the same bits.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/tblk_x_5x600_bf16.npy --arg %S/Inputs/tblk_w_80x600_bf16.npy --arg %S/Inputs/tblk_x_3x20_bf16.npy --arg %S/Inputs/tblk_w_16x20_bf16.npy --arg %S/Inputs/tblk_x_4x5_bf16.npy --arg %S/Inputs/tblk_w_32x5_bf16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/tblk_x_5x600_bf16.npy --arg %S/Inputs/tblk_w_80x600_bf16.npy --arg %S/Inputs/tblk_x_3x20_bf16.npy --arg %S/Inputs/tblk_w_16x20_bf16.npy --arg %S/Inputs/tblk_x_4x5_bf16.npy --arg %S/Inputs/tblk_w_32x5_bf16.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/tblk_x_5x600_bf16.npy --arg %S/Inputs/tblk_w_80x600_bf16.npy --arg %S/Inputs/tblk_x_3x20_bf16.npy --arg %S/Inputs/tblk_w_16x20_bf16.npy --arg %S/Inputs/tblk_x_4x5_bf16.npy --arg %S/Inputs/tblk_w_32x5_bf16.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: cmp %t/one/out0.npy %t/one/out3.npy
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// Each loaded row of eight bf16 codes widened (zero-extended, shifted by 16, as f32), then
// three rounds of eight interleavings per block of 8 x 8.
// CHECK-LABEL: llvm.func
// CHECK: llvm.zext %{{.*}} : vector<8xi16> to vector<8xi32>
// CHECK: llvm.shl
// CHECK: llvm.bitcast %{{.*}} : vector<8xi32> to vector<8xf32>
// CHECK-COUNT-8: llvm.shufflevector {{.*}} [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xf32>
module attributes {lpf.target = {vector_bits = 256 : i64, vector_registers = 16 : i64}} {
  func.func @main(%x: tensor<5x600xbf16>, %w: tensor<80x600xbf16>, %x1: tensor<3x20xbf16>, %w1: tensor<16x20xbf16>, %x2: tensor<4x5xbf16>, %w2: tensor<32x5xbf16>)
      -> (tensor<5x80xf32>, tensor<3x16xf32>, tensor<4x32xf32>, tensor<5x80xf32>, tensor<600x80xbf16>) {
    %t0 = stablehlo.transpose %w, dims = [1, 0] : (tensor<80x600xbf16>) -> tensor<600x80xbf16>
    %d0 = lpf.dot %x, %t0 acc(f32) : tensor<5x600xbf16>, tensor<600x80xbf16> -> tensor<5x80xf32>
    %t1 = stablehlo.transpose %w1, dims = [1, 0] : (tensor<16x20xbf16>) -> tensor<20x16xbf16>
    %d1 = lpf.dot %x1, %t1 acc(f32) : tensor<3x20xbf16>, tensor<20x16xbf16> -> tensor<3x16xf32>
    %t2 = stablehlo.transpose %w2, dims = [1, 0] : (tensor<32x5xbf16>) -> tensor<5x32xbf16>
    %d2 = lpf.dot %x2, %t2 acc(f32) : tensor<4x5xbf16>, tensor<5x32xbf16> -> tensor<4x32xf32>
    %t3 = stablehlo.transpose %w, dims = [1, 0] : (tensor<80x600xbf16>) -> tensor<600x80xbf16>
    %d3 = lpf.dot %x, %t3 acc(f32) : tensor<5x600xbf16>, tensor<600x80xbf16> -> tensor<5x80xf32>
    return %d0, %d1, %d2, %d3, %t3 : tensor<5x80xf32>, tensor<3x16xf32>, tensor<4x32xf32>, tensor<5x80xf32>, tensor<600x80xbf16>
  }
}
