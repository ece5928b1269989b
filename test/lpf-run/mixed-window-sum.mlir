// A float reduce_window sum whose adds XLA CPU visits otherwise than row-major is XLA's adds in
// XLA's order on --backend ref and --backend llvm (hlo_defined::xla_window_sum; both added
// row-major before): XLA's loop peeling puts the window positions at a padded last row or column
// after the others. flax's avg_pool(x, (2, 2), strides=(1, 1), padding="SAME") on bf16 (out0,
// padding (0, 1) on both spatial dimensions) is column-major: the same bits as the explicit
// pad, slices and bf16 adds in that order (out4; row-major gave other bits on 2.4% of these
// outputs). 3x3 windows padded (0, 1) (out1 bf16, out2 f32) and a symmetric padding, still
// row-major (out3): llvm == ref. mixed-window-sum-xla.mlir compares with XLA itself.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: cmp %t/ref/out0.npy %t/ref/out4.npy
// RUN: cmp %t/llvm/out0.npy %t/ref/out4.npy
// RUN: cmp %t/llvm/out0.npy %t/ref/out0.npy
// RUN: cmp %t/llvm/out1.npy %t/ref/out1.npy
// RUN: cmp %t/llvm/out2.npy %t/ref/out2.npy
// RUN: cmp %t/llvm/out3.npy %t/ref/out3.npy
// RUN: lpf-opt %s --lower-to-llvm > /dev/null

func.func @main() -> (tensor<1x7x9x4xbf16>, tensor<1x6x8x4xbf16>, tensor<1x6x8x4xf32>, tensor<1x7x9x4xbf16>, tensor<1x7x9x4xbf16>) {
  %i_bf16 = stablehlo.iota dim = 0 : tensor<252xui32>
  %mul_bf16 = stablehlo.constant dense<40503> : tensor<252xui32>
  %five_bf16 = stablehlo.constant dense<5> : tensor<252xui32>
  %mask_bf16 = stablehlo.constant dense<2047> : tensor<252xui32>
  %bias_bf16 = stablehlo.constant dense<15360> : tensor<252xui32>
  %one_bf16 = stablehlo.constant dense<1> : tensor<252xui32>
  %fifteen_bf16 = stablehlo.constant dense<15> : tensor<252xui32>
  %h0_bf16 = stablehlo.multiply %i_bf16, %mul_bf16 : tensor<252xui32>
  %h1_bf16 = stablehlo.shift_right_logical %h0_bf16, %five_bf16 : tensor<252xui32>
  %h2_bf16 = stablehlo.and %h1_bf16, %mask_bf16 : tensor<252xui32>
  %h3_bf16 = stablehlo.add %h2_bf16, %bias_bf16 : tensor<252xui32>
  %p_bf16 = stablehlo.and %i_bf16, %one_bf16 : tensor<252xui32>
  %sg_bf16 = stablehlo.shift_left %p_bf16, %fifteen_bf16 : tensor<252xui32>
  %h4_bf16 = stablehlo.or %h3_bf16, %sg_bf16 : tensor<252xui32>
  %h5_bf16 = stablehlo.convert %h4_bf16 : (tensor<252xui32>) -> tensor<252xui16>
  %flat_bf16 = stablehlo.bitcast_convert %h5_bf16 : (tensor<252xui16>) -> tensor<252xbf16>
  %x_bf16 = stablehlo.reshape %flat_bf16 : (tensor<252xbf16>) -> tensor<1x7x9x4xbf16>
  %zero_bf16 = stablehlo.constant dense<0.0> : tensor<bf16>
  %zero_f32 = stablehlo.constant dense<0.0> : tensor<f32>
  %xf = stablehlo.convert %x_bf16 : (tensor<1x7x9x4xbf16>) -> tensor<1x7x9x4xf32>
  %xr = stablehlo.reverse %xf, dims = [2] : tensor<1x7x9x4xf32>
  %x_f32 = stablehlo.multiply %xf, %xr : tensor<1x7x9x4xf32>
  %o0 = "stablehlo.reduce_window"(%x_bf16, %zero_bf16) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<1x7x9x4xbf16>, tensor<bf16>) -> tensor<1x7x9x4xbf16>
  %o1 = "stablehlo.reduce_window"(%x_bf16, %zero_bf16) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<1x7x9x4xbf16>, tensor<bf16>) -> tensor<1x6x8x4xbf16>
  %o2 = "stablehlo.reduce_window"(%x_f32, %zero_f32) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x7x9x4xf32>, tensor<f32>) -> tensor<1x6x8x4xf32>
  %o3 = "stablehlo.reduce_window"(%x_bf16, %zero_bf16) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<1x7x9x4xbf16>, tensor<bf16>) -> tensor<1x7x9x4xbf16>
  %padded = stablehlo.pad %x_bf16, %zero_bf16, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x7x9x4xbf16>, tensor<bf16>) -> tensor<1x8x10x4xbf16>
  %init = stablehlo.broadcast_in_dim %zero_bf16, dims = [] : (tensor<bf16>) -> tensor<1x7x9x4xbf16>
  %s00 = stablehlo.slice %padded [0:1, 0:7, 0:9, 0:4] : (tensor<1x8x10x4xbf16>) -> tensor<1x7x9x4xbf16>
  %s10 = stablehlo.slice %padded [0:1, 1:8, 0:9, 0:4] : (tensor<1x8x10x4xbf16>) -> tensor<1x7x9x4xbf16>
  %s01 = stablehlo.slice %padded [0:1, 0:7, 1:10, 0:4] : (tensor<1x8x10x4xbf16>) -> tensor<1x7x9x4xbf16>
  %s11 = stablehlo.slice %padded [0:1, 1:8, 1:10, 0:4] : (tensor<1x8x10x4xbf16>) -> tensor<1x7x9x4xbf16>
  %a0 = stablehlo.add %init, %s00 : tensor<1x7x9x4xbf16>
  %a1 = stablehlo.add %a0, %s10 : tensor<1x7x9x4xbf16>
  %a2 = stablehlo.add %a1, %s01 : tensor<1x7x9x4xbf16>
  %column_major = stablehlo.add %a2, %s11 : tensor<1x7x9x4xbf16>
  return %o0, %o1, %o2, %o3, %column_major : tensor<1x7x9x4xbf16>, tensor<1x6x8x4xbf16>, tensor<1x6x8x4xf32>, tensor<1x7x9x4xbf16>, tensor<1x7x9x4xbf16>
}
