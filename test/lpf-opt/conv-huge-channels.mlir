// A convolution declaring 2^36 input channels through lpf-foreign-prepare: YNNPACK's channel
// blocks (lowering/src/hlo_defined/convolution.rs) stop at 256 dots, so the rule leaves it to the
// linalg convolution instead of building one dot per block of 455 channels (151 million: the
// pass ran until killed). No tensor this size is ever allocated: the module is only lowered.
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK: linalg.conv_2d_nhwc_hwcf
// CHECK-NOT: lpf.dot

func.func @main(%x: tensor<1x3x3x68719476736xf32>, %k: tensor<3x3x68719476736x8xf32>) -> tensor<1x1x1x8xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x68719476736xf32>, tensor<3x3x68719476736x8xf32>) -> tensor<1x1x1x8xf32>
  return %0 : tensor<1x1x1x8xf32>
}
