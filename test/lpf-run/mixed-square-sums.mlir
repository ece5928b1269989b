// An f32 sum of squares over a short last dimension (at most 32) below 4096 elements as XLA
// CPU's loop computes it (hlo_defined::xla_square_sum), on --backend ref and the LLVM exit
// alike: each square fused into the running add, `fma(x0, x0, x1^2)` then `fma(xk, xk, s)`,
// except the rows LLVM vectorises at widths 5 to 8 when the squared value is read from memory
// (a rounded chain). out0: [1, 4] (fused); out1: [8, 5] (every row rounded); out2: [2, 5]
// (`fma(x4, x4, ((x0^2 + x1^2) + x2^2) + x3^2)`); out3: [19, 8] (16 rows rounded, 3 fused);
// out4: [37, 6] (32 rounded, 5 fused); out5: [3, 32] (fused); out6: a LayerNorm's variance
// `sum((x - mean)^2)` at [8, 5], computed in the loop: every row fused; out7: [100, 33], XLA's
// runs of 32 of rounded squares. The values: N(0, 1), each a function argument (XLA's loop reads
// them from memory; Inputs/square_sums.py). llvm == ref; mixed-square-sums-xla.mlir compares with
// XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/sq_1x4.npy --arg %S/Inputs/sq_8x5.npy --arg %S/Inputs/sq_2x5.npy --arg %S/Inputs/sq_19x8.npy --arg %S/Inputs/sq_37x6.npy --arg %S/Inputs/sq_3x32.npy --arg %S/Inputs/sq_100x33.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/sq_1x4.npy --arg %S/Inputs/sq_8x5.npy --arg %S/Inputs/sq_2x5.npy --arg %S/Inputs/sq_19x8.npy --arg %S/Inputs/sq_37x6.npy --arg %S/Inputs/sq_3x32.npy --arg %S/Inputs/sq_100x33.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// out0: three fused multiply-adds after one rounded square.
// CHECK-LABEL: func.func @main
// CHECK: arith.mulf
// CHECK-COUNT-3: math.fma

func.func @main(%x0: tensor<1x4xf32>, %x1: tensor<8x5xf32>, %x2: tensor<2x5xf32>, %x3: tensor<19x8xf32>, %x4: tensor<37x6xf32>, %x5: tensor<3x32xf32>, %x7: tensor<100x33xf32>)
    -> (tensor<1xf32>, tensor<8xf32>, tensor<2xf32>, tensor<19xf32>, tensor<37xf32>, tensor<3xf32>, tensor<8xf32>, tensor<100xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s0 = stablehlo.multiply %x0, %x0 : tensor<1x4xf32>
  %0 = stablehlo.reduce(%s0 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<1xf32>
  %s1 = stablehlo.multiply %x1, %x1 : tensor<8x5xf32>
  %1 = stablehlo.reduce(%s1 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
  %s2 = stablehlo.multiply %x2, %x2 : tensor<2x5xf32>
  %2 = stablehlo.reduce(%s2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
  %s3 = stablehlo.multiply %x3, %x3 : tensor<19x8xf32>
  %3 = stablehlo.reduce(%s3 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<19x8xf32>, tensor<f32>) -> tensor<19xf32>
  %s4 = stablehlo.multiply %x4, %x4 : tensor<37x6xf32>
  %4 = stablehlo.reduce(%s4 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<37x6xf32>, tensor<f32>) -> tensor<37xf32>
  %s5 = stablehlo.multiply %x5, %x5 : tensor<3x32xf32>
  %5 = stablehlo.reduce(%s5 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x32xf32>, tensor<f32>) -> tensor<3xf32>
  %sum = stablehlo.reduce(%x1 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
  %five = stablehlo.constant dense<5.0> : tensor<8xf32>
  %mean = stablehlo.divide %sum, %five : tensor<8xf32>
  %mb = stablehlo.broadcast_in_dim %mean, dims = [0] : (tensor<8xf32>) -> tensor<8x5xf32>
  %d = stablehlo.subtract %x1, %mb : tensor<8x5xf32>
  %s6 = stablehlo.multiply %d, %d : tensor<8x5xf32>
  %6 = stablehlo.reduce(%s6 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
  %s7 = stablehlo.multiply %x7, %x7 : tensor<100x33xf32>
  %7 = stablehlo.reduce(%s7 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<100x33xf32>, tensor<f32>) -> tensor<100xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<1xf32>, tensor<8xf32>, tensor<2xf32>, tensor<19xf32>, tensor<37xf32>, tensor<3xf32>, tensor<8xf32>, tensor<100xf32>
}
