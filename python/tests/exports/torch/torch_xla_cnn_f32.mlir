module @IrToHlo.314 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x24xf32>, %arg2: tensor<24xf32>, %arg3: tensor<24xf32>, %arg4: tensor<24xf32>, %arg5: tensor<24xf32>, %arg6: tensor<24x16x1x1xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16x8x1x1xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8x16x1x1xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16x1x3x3xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x3x3x3xf32>, %arg21: tensor<2x3x16x16xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<2x24xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<2x16x1x1xf32>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<2x16x1x1xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x1x1xf32>
    %cst_4 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x1x1xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x16x1x1xf32>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<2x16x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x8x8xf32>
    %cst_9 = stablehlo.constant dense<6.000000e+00> : tensor<2x16x16x16xf32>
    %cst_10 = stablehlo.constant dense<3.40282347E+38> : tensor<2x16x16x16xf32>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x16x16xf32>
    %cst_13 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x16x16x16xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg21, %arg20) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x16x16xf32>, tensor<16x3x3x3xf32>) -> tensor<2x16x16x16xf32>
    %1 = "stablehlo.batch_norm_inference"(%0, %arg19, %arg18, %arg17, %arg16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %2 = stablehlo.add %1, %cst_11 : tensor<2x16x16x16xf32>
    %3 = stablehlo.clamp %cst_12, %2, %cst_10 : tensor<2x16x16x16xf32>
    %4 = stablehlo.clamp %cst_13, %3, %cst_9 : tensor<2x16x16x16xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<2x16x16x16xf32>
    %6 = stablehlo.divide %5, %cst_9 : tensor<2x16x16x16xf32>
    %7 = stablehlo.pad %6, %cst_14, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x18x18xf32>
    %8 = "stablehlo.reduce_window"(%7, %cst_14) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %37 = stablehlo.maximum %arg22, %arg23 : tensor<f32>
      stablehlo.return %37 : tensor<f32>
    }) : (tensor<2x16x18x18xf32>, tensor<f32>) -> tensor<2x16x8x8xf32>
    %9 = stablehlo.convolution(%8, %arg15) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x8x8xf32>
    %10 = "stablehlo.batch_norm_inference"(%9, %arg14, %arg13, %arg12, %arg11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %11 = stablehlo.clamp %cst_8, %10, %cst_7 : tensor<2x16x8x8xf32>
    %12 = stablehlo.reduce(%11 init: %cst_15) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x16x8x8xf32>, tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.multiply %12, %cst_4 : tensor<2x16xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x16xf32>) -> tensor<2x16x1x1xf32>
    %15 = stablehlo.convolution(%14, %arg10) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x1x1xf32>, tensor<8x16x1x1xf32>) -> tensor<2x8x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<8xf32>) -> tensor<2x8x1x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x8x1x1xf32>
    %18 = stablehlo.maximum %17, %cst_3 : tensor<2x8x1x1xf32>
    %19 = stablehlo.convolution(%18, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x1x1xf32>, tensor<16x8x1x1xf32>) -> tensor<2x16x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<16xf32>) -> tensor<2x16x1x1xf32>
    %21 = stablehlo.add %19, %20 : tensor<2x16x1x1xf32>
    %22 = stablehlo.add %21, %cst_2 : tensor<2x16x1x1xf32>
    %23 = stablehlo.clamp %cst_5, %22, %cst_1 : tensor<2x16x1x1xf32>
    %24 = stablehlo.clamp %cst_6, %23, %cst_0 : tensor<2x16x1x1xf32>
    %25 = stablehlo.divide %24, %cst_0 : tensor<2x16x1x1xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x16x1x1xf32>) -> tensor<2x16xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x8x8xf32>
    %28 = stablehlo.multiply %11, %27 : tensor<2x16x8x8xf32>
    %29 = stablehlo.convolution(%28, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<24x16x1x1xf32>) -> tensor<2x24x8x8xf32>
    %30 = "stablehlo.batch_norm_inference"(%29, %arg5, %arg4, %arg3, %arg2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x24x8x8xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<2x24x8x8xf32>
    %31 = stablehlo.reduce(%30 init: %cst_15) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x24x8x8xf32>, tensor<f32>) -> tensor<2x24xf32>
    %32 = stablehlo.multiply %31, %cst : tensor<2x24xf32>
    %33 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,10]{0,1}"} : (tensor<10x24xf32>) -> tensor<24x10xf32>
    %34 = stablehlo.dot_general %32, %33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x24xf32>, tensor<24x10xf32>) -> tensor<2x10xf32>
    %35 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %36 = stablehlo.add %34, %35 : tensor<2x10xf32>
    return %36 : tensor<2x10xf32>
  }
}
