module @IrToHlo.321 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xbf16>, %arg1: tensor<10x24xbf16>, %arg2: tensor<24xbf16>, %arg3: tensor<24xbf16>, %arg4: tensor<24xbf16>, %arg5: tensor<24xbf16>, %arg6: tensor<24x16x1x1xbf16>, %arg7: tensor<16xbf16>, %arg8: tensor<16x8x1x1xbf16>, %arg9: tensor<8xbf16>, %arg10: tensor<8x16x1x1xbf16>, %arg11: tensor<16xbf16>, %arg12: tensor<16xbf16>, %arg13: tensor<16xbf16>, %arg14: tensor<16xbf16>, %arg15: tensor<16x1x3x3xbf16>, %arg16: tensor<16xbf16>, %arg17: tensor<16xbf16>, %arg18: tensor<16xbf16>, %arg19: tensor<16xbf16>, %arg20: tensor<16x3x3x3xbf16>, %arg21: tensor<2x3x16x16xbf16>) -> tensor<2x10xbf16> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<2x24xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<2x16x1x1xf32>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<2x16x1x1xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x1x1xbf16>
    %cst_4 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x1x1xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x16x1x1xf32>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<2x16x8x8xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x8x8xbf16>
    %cst_9 = stablehlo.constant dense<6.000000e+00> : tensor<2x16x16x16xf32>
    %cst_10 = stablehlo.constant dense<3.40282347E+38> : tensor<2x16x16x16xf32>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x16x16xf32>
    %cst_13 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x16x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_15 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.convolution(%arg21, %arg20) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x16x16xbf16>, tensor<16x3x3x3xbf16>) -> tensor<2x16x16x16xbf16>
    %1 = "stablehlo.batch_norm_inference"(%0, %arg19, %arg18, %arg17, %arg16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x16x16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>) -> tensor<2x16x16x16xbf16>
    %2 = stablehlo.convert %1 : (tensor<2x16x16x16xbf16>) -> tensor<2x16x16x16xf32>
    %3 = stablehlo.add %2, %cst_11 : tensor<2x16x16x16xf32>
    %4 = stablehlo.clamp %cst_12, %3, %cst_10 : tensor<2x16x16x16xf32>
    %5 = stablehlo.clamp %cst_13, %4, %cst_9 : tensor<2x16x16x16xf32>
    %6 = stablehlo.multiply %2, %5 : tensor<2x16x16x16xf32>
    %7 = stablehlo.divide %6, %cst_9 : tensor<2x16x16x16xf32>
    %8 = stablehlo.convert %7 : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xbf16>
    %9 = stablehlo.pad %8, %cst_15, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<2x16x16x16xbf16>, tensor<bf16>) -> tensor<2x16x18x18xbf16>
    %10 = "stablehlo.reduce_window"(%9, %cst_15) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg22: tensor<bf16>, %arg23: tensor<bf16>):
      %44 = stablehlo.maximum %arg22, %arg23 : tensor<bf16>
      stablehlo.return %44 : tensor<bf16>
    }) : (tensor<2x16x18x18xbf16>, tensor<bf16>) -> tensor<2x16x8x8xbf16>
    %11 = stablehlo.convolution(%10, %arg15) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xbf16>, tensor<16x1x3x3xbf16>) -> tensor<2x16x8x8xbf16>
    %12 = "stablehlo.batch_norm_inference"(%11, %arg14, %arg13, %arg12, %arg11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>) -> tensor<2x16x8x8xbf16>
    %13 = stablehlo.clamp %cst_8, %12, %cst_7 : tensor<2x16x8x8xbf16>
    %14 = stablehlo.convert %13 : (tensor<2x16x8x8xbf16>) -> tensor<2x16x8x8xf32>
    %15 = stablehlo.reduce(%13 init: %cst_14) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x16x8x8xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %16 = stablehlo.multiply %15, %cst_4 : tensor<2x16xbf16>
    %17 = stablehlo.reshape %16 : (tensor<2x16xbf16>) -> tensor<2x16x1x1xbf16>
    %18 = stablehlo.convolution(%17, %arg10) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x1x1xbf16>, tensor<8x16x1x1xbf16>) -> tensor<2x8x1x1xbf16>
    %19 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<8xbf16>) -> tensor<2x8x1x1xbf16>
    %20 = stablehlo.add %18, %19 : tensor<2x8x1x1xbf16>
    %21 = stablehlo.maximum %20, %cst_3 : tensor<2x8x1x1xbf16>
    %22 = stablehlo.convolution(%21, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x1x1xbf16>, tensor<16x8x1x1xbf16>) -> tensor<2x16x1x1xbf16>
    %23 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<16xbf16>) -> tensor<2x16x1x1xbf16>
    %24 = stablehlo.add %22, %23 : tensor<2x16x1x1xbf16>
    %25 = stablehlo.convert %24 : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x1xf32>
    %26 = stablehlo.add %25, %cst_2 : tensor<2x16x1x1xf32>
    %27 = stablehlo.clamp %cst_5, %26, %cst_1 : tensor<2x16x1x1xf32>
    %28 = stablehlo.clamp %cst_6, %27, %cst_0 : tensor<2x16x1x1xf32>
    %29 = stablehlo.divide %28, %cst_0 : tensor<2x16x1x1xf32>
    %30 = stablehlo.convert %29 : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xbf16>
    %31 = stablehlo.convert %30 : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x1xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x16x1x1xf32>) -> tensor<2x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x8x8xf32>
    %34 = stablehlo.multiply %14, %33 : tensor<2x16x8x8xf32>
    %35 = stablehlo.convert %34 : (tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xbf16>
    %36 = stablehlo.convolution(%35, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xbf16>, tensor<24x16x1x1xbf16>) -> tensor<2x24x8x8xbf16>
    %37 = "stablehlo.batch_norm_inference"(%36, %arg5, %arg4, %arg3, %arg2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x24x8x8xbf16>, tensor<24xbf16>, tensor<24xbf16>, tensor<24xbf16>, tensor<24xbf16>) -> tensor<2x24x8x8xbf16>
    %38 = stablehlo.reduce(%37 init: %cst_14) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x24x8x8xbf16>, tensor<bf16>) -> tensor<2x24xbf16>
    %39 = stablehlo.multiply %38, %cst : tensor<2x24xbf16>
    %40 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[24,10]{0,1}"} : (tensor<10x24xbf16>) -> tensor<24x10xbf16>
    %41 = stablehlo.dot_general %39, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x24xbf16>, tensor<24x10xbf16>) -> tensor<2x10xbf16>
    %42 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xbf16>) -> tensor<2x10xbf16>
    %43 = stablehlo.add %41, %42 : tensor<2x10xbf16>
    return %43 : tensor<2x10xbf16>
  }
}
