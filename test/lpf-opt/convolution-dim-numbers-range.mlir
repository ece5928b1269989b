// A convolution whose dim_numbers name a spatial dimension past 2^16: StableHLO's parser sizes a
// vector by the largest one, and LLVM ended the process beyond 2^32 (`SmallVector unable to
// grow`, SIGABRT; found by the fuzz smoke). lpf's parser refuses it first, located, exit 1.
// RUN: not lpf-opt %s 2>&1 | FileCheck %s
// CHECK: convolution-dim-numbers-range.mlir:[[@LINE+3]]:59: error: convolution dim_numbers: spatial dimension 21474836480 is out of range
// CHECK-NOT: LLVM ERROR
func.func @main(%x: tensor<1x3x3x4xf32>, %k: tensor<3x3x4x8xf32>) -> tensor<1x1x1x8xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 21474836480, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x1x1x8xf32>
  return %0 : tensor<1x1x1x8xf32>
}
