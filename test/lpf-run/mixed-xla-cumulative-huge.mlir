// A cumulative sum over a declared dimension of 2^40 f32 elements: XLA's blocks of 16 level by
// level (2^40 values in 2^36 blocks, their totals in 2^32, ... 16), each level a few ops; the
// window-sum rewrite's checks look at its edge outputs only and leave windows of more than 1024
// positions alone (both scanned all 2^40 outputs, and lpf-opt ran for minutes before). Nothing
// runs (the tensor would be 4 TiB).
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK-DAG: tensor<68719476736x16xf32>
// CHECK-DAG: tensor<4294967296x16xf32>
// CHECK-DAG: tensor<16x16xf32>
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LOWERED
// LOWERED: llvm.func @main
func.func @main(%x: tensor<1099511627776xf32>) -> tensor<1099511627776xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %zero) <{window_dimensions = array<i64: 1099511627776>, padding = dense<[[1099511627775, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<1099511627776xf32>, tensor<f32>) -> tensor<1099511627776xf32>
  return %0 : tensor<1099511627776xf32>
}
