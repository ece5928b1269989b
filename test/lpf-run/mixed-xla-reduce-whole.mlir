// Whole f32 sums of 2-D arrays below 4096 elements read from memory (arguments), as XLA CPU's
// own loops add them (lowering/src/hlo_defined/reduce_sum.rs, Sums::whole_2d), on --backend ref
// and the LLVM exit alike: a dimension of more than 32 cut into windows of 32 with XLA's SAME
// padding, each window summed in row-major order, then the loop nest over the window sums: for
// H a power of two and W <= 8 LLVM's vectorised rows (row i into lane i mod V, V = 8 up to
// W = 6, 4 for W of 7-8, at most H; lanes by halves), else in order; and XLA's runs of 32 cut
// into runs again when there are more than 32 of them (a sum of 4000 values, 2 x 2000 over the
// rows). out0-out9: [8, 8] (4 lanes), [32, 7] (4), [16, 4] (8), [2, 6] (2), [12, 8] (in
// order), [40, 40] (2 x 2 windows of 20 x 20, 2 lanes), [1000, 3] (32 windows in order),
// [2000, 2] (63 windows: runs), [3, 500] (16 windows), [64, 48] (2 x 2 windows); out10: 4000
// values; out11: [2, 2000] over the rows. mixed-xla-reduce-whole-xla.mlir compares with XLA
// itself; here llvm == ref on 1 and 3 threads. Inputs: Inputs/xla_reduce_whole.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/whole_8x8.npy --arg %S/Inputs/whole_32x7.npy --arg %S/Inputs/whole_16x4.npy --arg %S/Inputs/whole_2x6.npy --arg %S/Inputs/whole_12x8.npy --arg %S/Inputs/whole_40x40.npy --arg %S/Inputs/whole_1000x3.npy --arg %S/Inputs/whole_2000x2.npy --arg %S/Inputs/whole_3x500.npy --arg %S/Inputs/whole_64x48.npy --arg %S/Inputs/whole_4000.npy --arg %S/Inputs/whole_2x2000.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/whole_8x8.npy --arg %S/Inputs/whole_32x7.npy --arg %S/Inputs/whole_16x4.npy --arg %S/Inputs/whole_2x6.npy --arg %S/Inputs/whole_12x8.npy --arg %S/Inputs/whole_40x40.npy --arg %S/Inputs/whole_1000x3.npy --arg %S/Inputs/whole_2000x2.npy --arg %S/Inputs/whole_3x500.npy --arg %S/Inputs/whole_64x48.npy --arg %S/Inputs/whole_4000.npy --arg %S/Inputs/whole_2x2000.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/whole_8x8.npy --arg %S/Inputs/whole_32x7.npy --arg %S/Inputs/whole_16x4.npy --arg %S/Inputs/whole_2x6.npy --arg %S/Inputs/whole_12x8.npy --arg %S/Inputs/whole_40x40.npy --arg %S/Inputs/whole_1000x3.npy --arg %S/Inputs/whole_2000x2.npy --arg %S/Inputs/whole_3x500.npy --arg %S/Inputs/whole_64x48.npy --arg %S/Inputs/whole_4000.npy --arg %S/Inputs/whole_2x2000.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// out0: [8, 8]: rows i and i + 4 in lane i (a [4, 16] sum along its rows), the 4 lanes by halves.
// CHECK-LABEL: func.func @main
// CHECK: tensor.expand_shape %{{.*}} output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
// CHECK: outs(%{{.*}} : tensor<4x2x8xf32>)
// CHECK: output_shape [1, 4, 16] : tensor<64xf32> into tensor<1x4x16xf32>
// CHECK: tensor<1x4xf32> to tensor<1x2xf32>

func.func @main(%x0: tensor<8x8xf32>, %x1: tensor<32x7xf32>, %x2: tensor<16x4xf32>, %x3: tensor<2x6xf32>, %x4: tensor<12x8xf32>, %x5: tensor<40x40xf32>, %x6: tensor<1000x3xf32>, %x7: tensor<2000x2xf32>, %x8: tensor<3x500xf32>, %x9: tensor<64x48xf32>, %x10: tensor<4000xf32>, %x11: tensor<2x2000xf32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<2xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x0 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
  %1 = stablehlo.reduce(%x1 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x7xf32>, tensor<f32>) -> tensor<f32>
  %2 = stablehlo.reduce(%x2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<f32>
  %3 = stablehlo.reduce(%x3 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
  %4 = stablehlo.reduce(%x4 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x8xf32>, tensor<f32>) -> tensor<f32>
  %5 = stablehlo.reduce(%x5 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<40x40xf32>, tensor<f32>) -> tensor<f32>
  %6 = stablehlo.reduce(%x6 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<1000x3xf32>, tensor<f32>) -> tensor<f32>
  %7 = stablehlo.reduce(%x7 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2000x2xf32>, tensor<f32>) -> tensor<f32>
  %8 = stablehlo.reduce(%x8 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x500xf32>, tensor<f32>) -> tensor<f32>
  %9 = stablehlo.reduce(%x9 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x48xf32>, tensor<f32>) -> tensor<f32>
  %10 = stablehlo.reduce(%x10 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4000xf32>, tensor<f32>) -> tensor<f32>
  %11 = stablehlo.reduce(%x11 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x2000xf32>, tensor<f32>) -> tensor<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<2xf32>
}
