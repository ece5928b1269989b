// f32 reduce sums over two neighbouring dimensions (H, W) below 4096 elements, of a value XLA
// computes in the reduce's own loop (an element-wise op), as XLA CPU's vectorised loop adds
// them (lowering/src/hlo_defined/reduce_sum.rs, SumOrder::Rows): each row in order, row h in
// lane h mod min(H, 8), the lanes by halves. out0 a squeeze-excitation mean's sum (ReLU6 of
// NCHW, 8 rows of 8: one row a lane); out1 a global pool over NHWC's H and W (a kept dimension
// after them); out2 16 rows of 7 (rows h and h + 8 in one lane); out3 2 rows of 5. out4 sums a
// slice of its argument, which XLA's loop only reads, vectorised otherwise (not modelled): in order.
// out5 sums bf16 values widened to f32 (the widening computed in the loop, as an element-wise
// op is).
// mixed-xla-reduce-loop-rows-xla.mlir checks out0-out3 against XLA itself; here llvm == ref on
// 1 and 3 threads. Inputs: Inputs/xla_reduce_loop_rows.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/loop_rows_a_2x16x8x8.npy --arg %S/Inputs/loop_rows_b_2x8x8x24.npy --arg %S/Inputs/loop_rows_c_2x4x16x7.npy --arg %S/Inputs/loop_rows_d_3x2x5.npy --arg %S/Inputs/loop_rows_e_2x16x8x8_bf16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/loop_rows_a_2x16x8x8.npy --arg %S/Inputs/loop_rows_b_2x8x8x24.npy --arg %S/Inputs/loop_rows_c_2x4x16x7.npy --arg %S/Inputs/loop_rows_d_3x2x5.npy --arg %S/Inputs/loop_rows_e_2x16x8x8_bf16.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/loop_rows_a_2x16x8x8.npy --arg %S/Inputs/loop_rows_b_2x8x8x24.npy --arg %S/Inputs/loop_rows_c_2x4x16x7.npy --arg %S/Inputs/loop_rows_d_3x2x5.npy --arg %S/Inputs/loop_rows_e_2x16x8x8_bf16.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// out0: [32 outputs, 1 row a lane, 8 lanes, 8] summed per lane (rows, then each row's
// elements, in order): lanes 1-7 together, lane 0 apart (it would start from the running sum of
// leading dimensions: none here), then 4, 2 and 1 lanes.
// CHECK: output_shape [32, 1, 8, 8]
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK-SAME: outs(%{{.*}} : tensor<32x1x7xf32>)
// CHECK: tensor<32x4xf32>
// CHECK: tensor<32x2xf32>
// CHECK: tensor<32x1xf32>
// out1: H and W moved after the kept channels.
// CHECK: ins(%{{.*}} : tensor<2x8x8x24xf32>) outs(%{{.*}} : tensor<2x24x8x8xf32>)
// CHECK: output_shape [48, 1, 8, 8]
// out2: rows h and h + 8 in lane h: [8 outputs, 2 rows a lane, 8 lanes, 7].
// CHECK: output_shape [8, 2, 8, 7]
// CHECK-SAME: into tensor<8x2x8x7xf32>
// out4 is summed in order: no lanes of 8 rows for its 16 outputs.
// CHECK-NOT: tensor<16x8x8xf32>

func.func @main(%a: tensor<2x16x8x8xf32>, %b: tensor<2x8x8x24xf32>, %c: tensor<2x4x16x7xf32>, %d: tensor<3x2x5xf32>, %e: tensor<2x16x8x8xbf16>) -> (tensor<2x16xf32>, tensor<2x24xf32>, tensor<2x4xf32>, tensor<3xf32>, tensor<1x16xf32>, tensor<2x16xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %zeros = stablehlo.constant dense<0.0> : tensor<2x16x8x8xf32>
  %sixes = stablehlo.constant dense<6.0> : tensor<2x16x8x8xf32>
  %relu = stablehlo.maximum %a, %zeros : tensor<2x16x8x8xf32>
  %relu6 = stablehlo.minimum %relu, %sixes : tensor<2x16x8x8xf32>
  %0 = stablehlo.reduce(%relu6 init: %zero) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x16x8x8xf32>, tensor<f32>) -> tensor<2x16xf32>
  %bz = stablehlo.constant dense<0.0> : tensor<2x8x8x24xf32>
  %bmax = stablehlo.maximum %b, %bz : tensor<2x8x8x24xf32>
  %1 = stablehlo.reduce(%bmax init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x24xf32>, tensor<f32>) -> tensor<2x24xf32>
  %cabs = stablehlo.abs %c : tensor<2x4x16x7xf32>
  %2 = stablehlo.reduce(%cabs init: %zero) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x4x16x7xf32>, tensor<f32>) -> tensor<2x4xf32>
  %dneg = stablehlo.negate %d : tensor<3x2x5xf32>
  %3 = stablehlo.reduce(%dneg init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<3x2x5xf32>, tensor<f32>) -> tensor<3xf32>
  %aslice = stablehlo.slice %a [0:1, 0:16, 0:8, 0:8] : (tensor<2x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %4 = stablehlo.reduce(%aslice init: %zero) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x16x8x8xf32>, tensor<f32>) -> tensor<1x16xf32>
  %ew = stablehlo.convert %e : (tensor<2x16x8x8xbf16>) -> tensor<2x16x8x8xf32>
  %5 = stablehlo.reduce(%ew init: %zero) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x16x8x8xf32>, tensor<f32>) -> tensor<2x16xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2x16xf32>, tensor<2x24xf32>, tensor<2x4xf32>, tensor<3xf32>, tensor<1x16xf32>, tensor<2x16xf32>
}
