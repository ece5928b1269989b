module {
  func.func @main(%arg0: tensor<16x3x3x3xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x1x3x3xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<8x16x1x1xf32>, %arg7: tensor<8xf32>, %arg8: tensor<16x8x1x1xf32>, %arg9: tensor<16xf32>, %arg10: tensor<24x16x1x1xf32>, %arg11: tensor<24xf32>, %arg12: tensor<24xf32>, %arg13: tensor<10x24xf32>, %arg14: tensor<10xf32>, %arg15: tensor<2x3x16x16xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x1x1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<24xf32>
    %cst_12 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_13 = arith.constant dense<1> : tensor<1xi64>
    %cst_14 = arith.constant dense<3> : tensor<1xi64>
    %cst_15 = arith.constant dense<0> : tensor<1xi64>
    %cst_16 = arith.constant dense<6> : tensor<1xi64>
    %cst_17 = arith.constant dense<64> : tensor<1xi64>
    %0 = stablehlo.convolution(%arg15, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x16x16xf32>, tensor<16x3x3x3xf32>) -> tensor<2x16x16x16xf32>
    %1 = stablehlo.convert %cst_12 : (tensor<1xf64>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.add %3, %cst_5 : tensor<16xf32>
    %5 = stablehlo.sqrt %4 : tensor<16xf32>
    %6 = stablehlo.divide %cst_7, %5 : tensor<16xf32>
    %7 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<16xf32>
    %11 = stablehlo.reshape %cst_6 : (tensor<16xf32>) -> tensor<16x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %13 = stablehlo.reshape %10 : (tensor<16xf32>) -> tensor<16x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x16x16xf32>
    %16 = stablehlo.subtract %0, %15 : tensor<2x16x16x16xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x16x16xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x16x16x16xf32>
    %19 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x16x16xf32>
    %22 = stablehlo.multiply %18, %21 : tensor<2x16x16x16xf32>
    %23 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<16x1xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x16x16xf32>
    %26 = stablehlo.add %22, %25 : tensor<2x16x16x16xf32>
    %27 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %30 = stablehlo.add %26, %29 : tensor<2x16x16x16xf32>
    %31 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %32 = stablehlo.reshape %31 : (tensor<1xf32>) -> tensor<f32>
    %33 = stablehlo.clamp %32, %30, %cst_8 : (tensor<f32>, tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x16x16xf32>
    %34 = stablehlo.convert %cst_16 : (tensor<1xi64>) -> tensor<1xf32>
    %35 = stablehlo.reshape %34 : (tensor<1xf32>) -> tensor<f32>
    %36 = stablehlo.clamp %cst_9, %33, %35 : (tensor<f32>, tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x16x16xf32>
    %37 = stablehlo.multiply %26, %36 : tensor<2x16x16x16xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %39 = stablehlo.divide %37, %38 : tensor<2x16x16x16xf32>
    %40 = "stablehlo.reduce_window"(%39, %cst_9) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %125 = stablehlo.maximum %arg16, %arg17 : tensor<f32>
      stablehlo.return %125 : tensor<f32>
    }) : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x8x8xf32>
    %41 = stablehlo.convolution(%40, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<2x16x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x8x8xf32>
    %42 = stablehlo.add %3, %cst_3 : tensor<16xf32>
    %43 = stablehlo.sqrt %42 : tensor<16xf32>
    %44 = stablehlo.divide %cst_7, %43 : tensor<16xf32>
    %45 = stablehlo.multiply %44, %9 : tensor<16xf32>
    %46 = stablehlo.reshape %cst_4 : (tensor<16xf32>) -> tensor<16x1xf32>
    %47 = stablehlo.reshape %46 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %48 = stablehlo.reshape %45 : (tensor<16xf32>) -> tensor<16x1xf32>
    %49 = stablehlo.reshape %48 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %50 = stablehlo.broadcast_in_dim %47, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %51 = stablehlo.subtract %41, %50 : tensor<2x16x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %49, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<2x16x8x8xf32>
    %54 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<16x1xf32>
    %55 = stablehlo.reshape %54 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %57 = stablehlo.multiply %53, %56 : tensor<2x16x8x8xf32>
    %58 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<16x1xf32>
    %59 = stablehlo.reshape %58 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %61 = stablehlo.add %57, %60 : tensor<2x16x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x8x8xf32>
    %63 = stablehlo.maximum %61, %62 : tensor<2x16x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x8x8xf32>
    %65 = stablehlo.minimum %63, %64 : tensor<2x16x8x8xf32>
    %66 = stablehlo.reduce(%65 init: %cst_0) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x16x8x8xf32>, tensor<f32>) -> tensor<2x16xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x16xf32>) -> tensor<2x16x1x1xf32>
    %68 = stablehlo.convert %cst_17 : (tensor<1xi64>) -> tensor<1xf32>
    %69 = stablehlo.reshape %68 : (tensor<1xf32>) -> tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %71 = stablehlo.divide %67, %70 : tensor<2x16x1x1xf32>
    %72 = stablehlo.convolution(%71, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x1x1xf32>, tensor<8x16x1x1xf32>) -> tensor<2x8x1x1xf32>
    %73 = stablehlo.reshape %arg7 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<2x8x1x1xf32>
    %75 = stablehlo.add %72, %74 : tensor<2x8x1x1xf32>
    %76 = stablehlo.maximum %75, %cst_10 : tensor<2x8x1x1xf32>
    %77 = stablehlo.convolution(%76, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x1x1xf32>, tensor<16x8x1x1xf32>) -> tensor<2x16x1x1xf32>
    %78 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %80 = stablehlo.add %77, %79 : tensor<2x16x1x1xf32>
    %81 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %82 = stablehlo.add %80, %81 : tensor<2x16x1x1xf32>
    %83 = stablehlo.clamp %32, %82, %cst_8 : (tensor<f32>, tensor<2x16x1x1xf32>, tensor<f32>) -> tensor<2x16x1x1xf32>
    %84 = stablehlo.clamp %cst_9, %83, %35 : (tensor<f32>, tensor<2x16x1x1xf32>, tensor<f32>) -> tensor<2x16x1x1xf32>
    %85 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<2x16x1x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %88 = stablehlo.multiply %65, %87 : tensor<2x16x8x8xf32>
    %89 = stablehlo.convolution(%88, %arg10) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x8x8xf32>, tensor<24x16x1x1xf32>) -> tensor<2x24x8x8xf32>
    %90 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %91 = stablehlo.add %90, %cst_1 : tensor<24xf32>
    %92 = stablehlo.sqrt %91 : tensor<24xf32>
    %93 = stablehlo.divide %cst_11, %92 : tensor<24xf32>
    %94 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<24xf32>
    %96 = stablehlo.reshape %cst_2 : (tensor<24xf32>) -> tensor<24x1xf32>
    %97 = stablehlo.reshape %96 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %98 = stablehlo.reshape %95 : (tensor<24xf32>) -> tensor<24x1xf32>
    %99 = stablehlo.reshape %98 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %100 = stablehlo.broadcast_in_dim %97, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<2x24x8x8xf32>
    %101 = stablehlo.subtract %89, %100 : tensor<2x24x8x8xf32>
    %102 = stablehlo.broadcast_in_dim %99, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<2x24x8x8xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<2x24x8x8xf32>
    %104 = stablehlo.reshape %arg11 : (tensor<24xf32>) -> tensor<24x1xf32>
    %105 = stablehlo.reshape %104 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<2x24x8x8xf32>
    %107 = stablehlo.multiply %103, %106 : tensor<2x24x8x8xf32>
    %108 = stablehlo.reshape %arg12 : (tensor<24xf32>) -> tensor<24x1xf32>
    %109 = stablehlo.reshape %108 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<2x24x8x8xf32>
    %111 = stablehlo.add %107, %110 : tensor<2x24x8x8xf32>
    %112 = stablehlo.reduce(%111 init: %cst_0) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x24x8x8xf32>, tensor<f32>) -> tensor<2x24xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x24xf32>) -> tensor<2x24x1x1xf32>
    %114 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<2x24x1x1xf32>
    %115 = stablehlo.divide %113, %114 : tensor<2x24x1x1xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x24x1x1xf32>) -> tensor<2x24xf32>
    %117 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<10x24xf32>) -> tensor<24x10xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0] : (tensor<2x24xf32>, tensor<24x10xf32>) -> tensor<2x10xf32>
    %119 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<2x10xf32>
    %121 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %122 = stablehlo.multiply %arg14, %121 : tensor<10xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %124 = stablehlo.add %120, %123 : tensor<2x10xf32>
    return %124 : tensor<2x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_24_torch.float32_1: "0x04000000FCDF113F40A5773F2A3E753FE36C5C3FD1C40F3F28FC213F34EF9E3FC0369C3F2F441F3FE87DBD3F473D173FB3CA833F80F2BE3F27D7513F08F08D3F8FC3643F0863853F10FD183F5CC5543F66E86F3FDA5BBB3FB0CFAF3F8FB47D3FB3C6863F",
      torch_tensor_24_torch.float32: "0x04000000D86AA43C05FE2FBB5FDABFBD7ECA3DBD5F76A7BE3C89CCBDC70E033D4B304DBD44F5393E4A4348BD03E19D3DD472A9BD87638C3D02D6463D4BEB5B3D373DD33DFC2183BE1FFD133DA0491B3EC8597EBC14C6063E0FA4DABB88F5EA3C12A441BE",
      torch_tensor_16_torch.float32_3: "0x040000003E99433F496E383F6470223FCD790F3F1FDC3C3F7802633F46B53A3F1CB6BB3F8251973F1004A23F685F063F54E1B13F1435913F46EFA53F78D37A3F4C625D3F",
      torch_tensor_16_torch.float32_2: "0x040000003B9712BE30B80C3D029B7F3D32A1263EF53ECFBD8A5AECBC532D1A3CA60E97BC7D6ECA3D0F917E3DDB03EEBDEE6DA3BCC7CBCF3D74BC263D9EF79EBD1310A73D",
      torch_tensor_16_torch.float32_1: "0x0400000006BCBC3FACAE563F6C27BC3FCFC99F3F4866A23FCA5E833FAC77A33F707C9A3F8EEE693F2412443FD459323F2A1A8E3FBB69683F8651B33F791A3E3FC61B653F",
      torch_tensor_16_torch.float32: "0x04000000AF52D43BD40194BDE3879CBD4412BD3D8BDDBA3A9F7608BE0091E1BC328E133D495FB53B6A5FA83DCA0C7DBC9D8569BCD3DFAFBC5B043C3E4AB88EBDFCED233D"
    }
  }
#-}
