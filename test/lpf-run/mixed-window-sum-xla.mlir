// REQUIRES: xla
// mixed-window-sum.mlir's rewrite against XLA CPU itself: reduce_window sums on bf16 and f32
// whose adds XLA CPU orders otherwise than row-major (its loop peeling on windows padded at the
// end: out0 flax's SAME 2x2 avg_pool, out1-out2 3x3 padded (0, 1), out3 2x2 padded (1, 0) on
// the last dimension, out4 and out6 strided, out5 f32) and one it adds row-major (out7, padded
// (1, 1)) give XLA's bits on ref and llvm. Row-major adds gave XLA's bits on 72-98% of out0-out3
// and out5 (the values are normal bf16 codes of both signs over 16 binades, their f32 products
// in the f32 cases).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: cmp %t/ref/out0.npy %t/xla/out0.npy
// RUN: cmp %t/ref/out1.npy %t/xla/out1.npy
// RUN: cmp %t/ref/out2.npy %t/xla/out2.npy
// RUN: cmp %t/ref/out3.npy %t/xla/out3.npy
// RUN: cmp %t/ref/out4.npy %t/xla/out4.npy
// RUN: cmp %t/ref/out5.npy %t/xla/out5.npy
// RUN: cmp %t/ref/out6.npy %t/xla/out6.npy
// RUN: cmp %t/ref/out7.npy %t/xla/out7.npy
// RUN: cmp %t/llvm/out0.npy %t/xla/out0.npy
// RUN: cmp %t/llvm/out1.npy %t/xla/out1.npy
// RUN: cmp %t/llvm/out2.npy %t/xla/out2.npy
// RUN: cmp %t/llvm/out3.npy %t/xla/out3.npy
// RUN: cmp %t/llvm/out4.npy %t/xla/out4.npy
// RUN: cmp %t/llvm/out5.npy %t/xla/out5.npy
// RUN: cmp %t/llvm/out6.npy %t/xla/out6.npy
// RUN: cmp %t/llvm/out7.npy %t/xla/out7.npy

func.func @main() -> (tensor<1x7x9x4xbf16>, tensor<1x5x8x4xbf16>, tensor<1x6x8x4xbf16>, tensor<1x6x9x4xbf16>, tensor<1x3x4x4xbf16>, tensor<1x6x8x4xf32>, tensor<1x3x5x4xf32>, tensor<1x7x9x4xbf16>) {
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
  %o1 = "stablehlo.reduce_window"(%x_bf16, %zero_bf16) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<1x7x9x4xbf16>, tensor<bf16>) -> tensor<1x5x8x4xbf16>
  %o2 = "stablehlo.reduce_window"(%x_bf16, %zero_bf16) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<1x7x9x4xbf16>, tensor<bf16>) -> tensor<1x6x8x4xbf16>
  %o3 = "stablehlo.reduce_window"(%x_bf16, %zero_bf16) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [1, 0], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<1x7x9x4xbf16>, tensor<bf16>) -> tensor<1x6x9x4xbf16>
  %o4 = "stablehlo.reduce_window"(%x_bf16, %zero_bf16) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<1x7x9x4xbf16>, tensor<bf16>) -> tensor<1x3x4x4xbf16>
  %o5 = "stablehlo.reduce_window"(%x_f32, %zero_f32) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x7x9x4xf32>, tensor<f32>) -> tensor<1x6x8x4xf32>
  %o6 = "stablehlo.reduce_window"(%x_f32, %zero_f32) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [0, 0], [0, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x7x9x4xf32>, tensor<f32>) -> tensor<1x3x5x4xf32>
  %o7 = "stablehlo.reduce_window"(%x_bf16, %zero_bf16) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<1x7x9x4xbf16>, tensor<bf16>) -> tensor<1x7x9x4xbf16>
  return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7 : tensor<1x7x9x4xbf16>, tensor<1x5x8x4xbf16>, tensor<1x6x8x4xbf16>, tensor<1x6x9x4xbf16>, tensor<1x3x4x4xbf16>, tensor<1x6x8x4xf32>, tensor<1x3x5x4xf32>, tensor<1x7x9x4xbf16>
}
