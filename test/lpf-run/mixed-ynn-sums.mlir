// f32 reduce sums of 4096 elements and more as XLA CPU's YNNPACK computes them, for any reduced
// dimensions (lowering/src/hlo_defined/ynn_sum.rs), on --backend ref and the LLVM exit alike:
// its folding of the dimensions into a row or a column kernel, the kernels' compensated (Kahan)
// adds of every block of 1024 row elements or 256 column values, and the partial sums of a
// reduced dimension its 32768-element tiles split where the kept dimensions leave threads idle.
// out0: nnx.GroupNorm's sum over [N, H, W, G, c] = [2, 16, 16, 8, 4] and (1, 2, 4): per pixel
// the lanes' halves of its 4 channels, the pixels in order; out1: its sum of squares at
// [2, 32, 32, 8, 4] (H split into blocks of 16 rows where there are two threads or more);
// out2: one channel a group, [2, 32, 32, 16] over (1, 2) (the column kernel over 1024 rows);
// out3: a whole [256, 256] sum (two partial sums of 128 rows); out4, out5: rows of 3100 and
// 2048 elements (three whole blocks and the partial tile a block of its own; two whole blocks
// and the last compensated add of +0); out6: a batch norm's sum over [8, 14, 14, 64] and
// (0, 1, 2); out7: 300 rows a column. The values: 24-bit integers of a multiplicative hash of
// the index scaled by 2^-20, made in the program. llvm == ref on 1 and 3 threads;
// mixed-ynn-sums-xla.mlir compares with XLA itself.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// out0: each output's pixels moved after its group, its 4 channels last (rows of 4), each
// value + 0 (the one vector's partial tile, in the move's loop), then the halves of 4 lanes: the
// row is not padded to a vector of 16 (the halves beyond 4 lanes would add the padding's +0).
// CHECK-LABEL: func.func @main
// CHECK-NOT: tensor<4096x16xf32>
// CHECK: outs(%{{.*}} : tensor<1x2x8x16x16x4xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32,
// CHECK-NEXT: arith.addf %[[IN]], %{{.*}} : f32
// CHECK: into tensor<4096x4xf32>
// CHECK-NEXT: tensor<4096x4xf32> to tensor<4096x2xf32>

func.func @main() -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x16xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<64xf32>, tensor<4x64xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<100352xui32>
  %k = stablehlo.constant dense<2654435761> : tensor<100352xui32>
  %h = stablehlo.multiply %i, %k : tensor<100352xui32>
  %eight = stablehlo.constant dense<8> : tensor<100352xui32>
  %bits = stablehlo.shift_right_logical %h, %eight : tensor<100352xui32>
  %f = stablehlo.convert %bits : (tensor<100352xui32>) -> tensor<100352xf32>
  %half = stablehlo.constant dense<8388608.0> : tensor<100352xf32>
  %c = stablehlo.subtract %f, %half : tensor<100352xf32>
  %scale = stablehlo.constant dense<9.5367431640625E-7> : tensor<100352xf32>
  %v = stablehlo.multiply %c, %scale : tensor<100352xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>

  %v0 = stablehlo.slice %v [0:16384] : (tensor<100352xf32>) -> tensor<16384xf32>
  %x0 = stablehlo.reshape %v0 : (tensor<16384xf32>) -> tensor<2x16x16x8x4xf32>
  %0 = stablehlo.reduce(%x0 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x16x16x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>

  %v1 = stablehlo.slice %v [0:65536] : (tensor<100352xf32>) -> tensor<65536xf32>
  %x1 = stablehlo.reshape %v1 : (tensor<65536xf32>) -> tensor<2x32x32x8x4xf32>
  %sq = stablehlo.multiply %x1, %x1 : tensor<2x32x32x8x4xf32>
  %1 = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x32x32x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>

  %v2 = stablehlo.slice %v [0:32768] : (tensor<100352xf32>) -> tensor<32768xf32>
  %x2 = stablehlo.reshape %v2 : (tensor<32768xf32>) -> tensor<2x32x32x16xf32>
  %2 = stablehlo.reduce(%x2 init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x32x32x16xf32>, tensor<f32>) -> tensor<2x16xf32>

  %x3 = stablehlo.reshape %v1 : (tensor<65536xf32>) -> tensor<256x256xf32>
  %3 = stablehlo.reduce(%x3 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>

  %v4 = stablehlo.slice %v [0:9300] : (tensor<100352xf32>) -> tensor<9300xf32>
  %x4 = stablehlo.reshape %v4 : (tensor<9300xf32>) -> tensor<3x3100xf32>
  %4 = stablehlo.reduce(%x4 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x3100xf32>, tensor<f32>) -> tensor<3xf32>

  %v5 = stablehlo.slice %v [0:6144] : (tensor<100352xf32>) -> tensor<6144xf32>
  %x5 = stablehlo.reshape %v5 : (tensor<6144xf32>) -> tensor<3x2048xf32>
  %5 = stablehlo.reduce(%x5 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x2048xf32>, tensor<f32>) -> tensor<3xf32>

  %x6 = stablehlo.reshape %v : (tensor<100352xf32>) -> tensor<8x14x14x64xf32>
  %6 = stablehlo.reduce(%x6 init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>

  %v7 = stablehlo.slice %v [0:76800] : (tensor<100352xf32>) -> tensor<76800xf32>
  %x7 = stablehlo.reshape %v7 : (tensor<76800xf32>) -> tensor<4x300x64xf32>
  %7 = stablehlo.reduce(%x7 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x300x64xf32>, tensor<f32>) -> tensor<4x64xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x16xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<64xf32>, tensor<4x64xf32>
}
