module {
  func.func @main(%arg0: tensor<16x3x3x3xbf16>, %arg1: tensor<16xbf16>, %arg2: tensor<16xbf16>, %arg3: tensor<16x1x3x3xbf16>, %arg4: tensor<16xbf16>, %arg5: tensor<16xbf16>, %arg6: tensor<8x16x1x1xbf16>, %arg7: tensor<8xbf16>, %arg8: tensor<16x8x1x1xbf16>, %arg9: tensor<16xbf16>, %arg10: tensor<24x16x1x1xbf16>, %arg11: tensor<24xbf16>, %arg12: tensor<24xbf16>, %arg13: tensor<10x24xbf16>, %arg14: tensor<10xbf16>, %arg15: tensor<2x3x16x16xbf16>) -> tensor<2x10xbf16> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_24_torch.bfloat16_1> : tensor<24xbf16>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_24_torch.bfloat16> : tensor<24xbf16>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_16_torch.bfloat16_3> : tensor<16xbf16>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_16_torch.bfloat16_2> : tensor<16xbf16>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_16_torch.bfloat16_1> : tensor<16xbf16>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_16_torch.bfloat16> : tensor<16xbf16>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x1x1xbf16>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<24xf32>
    %cst_13 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_14 = arith.constant dense<1> : tensor<1xi64>
    %cst_15 = arith.constant dense<3> : tensor<1xi64>
    %cst_16 = arith.constant dense<0> : tensor<1xi64>
    %cst_17 = arith.constant dense<6> : tensor<1xi64>
    %cst_18 = arith.constant dense<64> : tensor<1xi64>
    %0 = stablehlo.convolution(%arg15, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x16x16xbf16>, tensor<16x3x3x3xbf16>) -> tensor<2x16x16x16xbf16>
    %1 = stablehlo.convert %cst_6 : (tensor<16xbf16>) -> tensor<16xf32>
    %2 = stablehlo.convert %cst_5 : (tensor<16xbf16>) -> tensor<16xf32>
    %3 = stablehlo.convert %cst_13 : (tensor<1xf64>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.add %2, %5 : tensor<16xf32>
    %7 = stablehlo.sqrt %6 : tensor<16xf32>
    %8 = stablehlo.divide %cst_7, %7 : tensor<16xf32>
    %9 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %8, %11 : tensor<16xf32>
    %13 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %15 = stablehlo.reshape %12 : (tensor<16xf32>) -> tensor<16x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %17 = stablehlo.convert %0 : (tensor<2x16x16x16xbf16>) -> tensor<2x16x16x16xf32>
    %18 = stablehlo.broadcast_in_dim %14, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x16x16xf32>
    %19 = stablehlo.subtract %17, %18 : tensor<2x16x16x16xf32>
    %20 = stablehlo.broadcast_in_dim %16, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x16x16xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x16x16x16xf32>
    %22 = stablehlo.reshape %arg1 : (tensor<16xbf16>) -> tensor<16x1xbf16>
    %23 = stablehlo.reshape %22 : (tensor<16x1xbf16>) -> tensor<16x1x1xbf16>
    %24 = stablehlo.convert %23 : (tensor<16x1x1xbf16>) -> tensor<16x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x16x16xf32>
    %26 = stablehlo.multiply %21, %25 : tensor<2x16x16x16xf32>
    %27 = stablehlo.reshape %arg2 : (tensor<16xbf16>) -> tensor<16x1xbf16>
    %28 = stablehlo.reshape %27 : (tensor<16x1xbf16>) -> tensor<16x1x1xbf16>
    %29 = stablehlo.convert %28 : (tensor<16x1x1xbf16>) -> tensor<16x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x16x16xf32>
    %31 = stablehlo.add %26, %30 : tensor<2x16x16x16xf32>
    %32 = stablehlo.convert %31 : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xbf16>
    %33 = stablehlo.convert %32 : (tensor<2x16x16x16xbf16>) -> tensor<2x16x16x16xf32>
    %34 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %35 = stablehlo.reshape %34 : (tensor<1xf32>) -> tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %37 = stablehlo.add %33, %36 : tensor<2x16x16x16xf32>
    %38 = stablehlo.convert %cst_16 : (tensor<1xi64>) -> tensor<1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1xf32>) -> tensor<f32>
    %40 = stablehlo.clamp %39, %37, %cst_8 : (tensor<f32>, tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x16x16xf32>
    %41 = stablehlo.convert %cst_17 : (tensor<1xi64>) -> tensor<1xf32>
    %42 = stablehlo.reshape %41 : (tensor<1xf32>) -> tensor<f32>
    %43 = stablehlo.clamp %cst_9, %40, %42 : (tensor<f32>, tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x16x16xf32>
    %44 = stablehlo.multiply %33, %43 : tensor<2x16x16x16xf32>
    %45 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %46 = stablehlo.divide %44, %45 : tensor<2x16x16x16xf32>
    %47 = stablehlo.convert %46 : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xbf16>
    %48 = "stablehlo.reduce_window"(%47, %cst_10) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg16: tensor<bf16>, %arg17: tensor<bf16>):
      %151 = stablehlo.maximum %arg16, %arg17 : tensor<bf16>
      stablehlo.return %151 : tensor<bf16>
    }) : (tensor<2x16x16x16xbf16>, tensor<bf16>) -> tensor<2x16x8x8xbf16>
    %49 = stablehlo.convolution(%48, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<2x16x8x8xbf16>, tensor<16x1x3x3xbf16>) -> tensor<2x16x8x8xbf16>
    %50 = stablehlo.convert %cst_4 : (tensor<16xbf16>) -> tensor<16xf32>
    %51 = stablehlo.convert %cst_3 : (tensor<16xbf16>) -> tensor<16xf32>
    %52 = stablehlo.add %51, %5 : tensor<16xf32>
    %53 = stablehlo.sqrt %52 : tensor<16xf32>
    %54 = stablehlo.divide %cst_7, %53 : tensor<16xf32>
    %55 = stablehlo.multiply %54, %11 : tensor<16xf32>
    %56 = stablehlo.reshape %50 : (tensor<16xf32>) -> tensor<16x1xf32>
    %57 = stablehlo.reshape %56 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %58 = stablehlo.reshape %55 : (tensor<16xf32>) -> tensor<16x1xf32>
    %59 = stablehlo.reshape %58 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %60 = stablehlo.convert %49 : (tensor<2x16x8x8xbf16>) -> tensor<2x16x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %57, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %62 = stablehlo.subtract %60, %61 : tensor<2x16x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %59, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<2x16x8x8xf32>
    %65 = stablehlo.reshape %arg4 : (tensor<16xbf16>) -> tensor<16x1xbf16>
    %66 = stablehlo.reshape %65 : (tensor<16x1xbf16>) -> tensor<16x1x1xbf16>
    %67 = stablehlo.convert %66 : (tensor<16x1x1xbf16>) -> tensor<16x1x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %69 = stablehlo.multiply %64, %68 : tensor<2x16x8x8xf32>
    %70 = stablehlo.reshape %arg5 : (tensor<16xbf16>) -> tensor<16x1xbf16>
    %71 = stablehlo.reshape %70 : (tensor<16x1xbf16>) -> tensor<16x1x1xbf16>
    %72 = stablehlo.convert %71 : (tensor<16x1x1xbf16>) -> tensor<16x1x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %74 = stablehlo.add %69, %73 : tensor<2x16x8x8xf32>
    %75 = stablehlo.convert %74 : (tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xbf16>
    %76 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x8x8xbf16>
    %77 = stablehlo.maximum %75, %76 : tensor<2x16x8x8xbf16>
    %78 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x8x8xbf16>
    %79 = stablehlo.minimum %77, %78 : tensor<2x16x8x8xbf16>
    %80 = stablehlo.reduce(%79 init: %cst_0) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x16x8x8xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %81 = stablehlo.reshape %80 : (tensor<2x16xbf16>) -> tensor<2x16x1x1xbf16>
    %82 = stablehlo.convert %cst_18 : (tensor<1xi64>) -> tensor<1xbf16>
    %83 = stablehlo.reshape %82 : (tensor<1xbf16>) -> tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %85 = stablehlo.divide %81, %84 : tensor<2x16x1x1xbf16>
    %86 = stablehlo.convolution(%85, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x1x1xbf16>, tensor<8x16x1x1xbf16>) -> tensor<2x8x1x1xbf16>
    %87 = stablehlo.reshape %arg7 : (tensor<8xbf16>) -> tensor<8x1x1xbf16>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1, 2, 3] : (tensor<8x1x1xbf16>) -> tensor<2x8x1x1xbf16>
    %89 = stablehlo.add %86, %88 : tensor<2x8x1x1xbf16>
    %90 = stablehlo.maximum %89, %cst_11 : tensor<2x8x1x1xbf16>
    %91 = stablehlo.convolution(%90, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x1x1xbf16>, tensor<16x8x1x1xbf16>) -> tensor<2x16x1x1xbf16>
    %92 = stablehlo.reshape %arg9 : (tensor<16xbf16>) -> tensor<16x1x1xbf16>
    %93 = stablehlo.broadcast_in_dim %92, dims = [1, 2, 3] : (tensor<16x1x1xbf16>) -> tensor<2x16x1x1xbf16>
    %94 = stablehlo.add %91, %93 : tensor<2x16x1x1xbf16>
    %95 = stablehlo.convert %94 : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x1xf32>
    %96 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %97 = stablehlo.add %95, %96 : tensor<2x16x1x1xf32>
    %98 = stablehlo.clamp %39, %97, %cst_8 : (tensor<f32>, tensor<2x16x1x1xf32>, tensor<f32>) -> tensor<2x16x1x1xf32>
    %99 = stablehlo.clamp %cst_9, %98, %42 : (tensor<f32>, tensor<2x16x1x1xf32>, tensor<f32>) -> tensor<2x16x1x1xf32>
    %100 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %101 = stablehlo.divide %99, %100 : tensor<2x16x1x1xf32>
    %102 = stablehlo.convert %101 : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xbf16>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x8x8xbf16>
    %104 = stablehlo.multiply %79, %103 : tensor<2x16x8x8xbf16>
    %105 = stablehlo.convolution(%104, %arg10) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x8x8xbf16>, tensor<24x16x1x1xbf16>) -> tensor<2x24x8x8xbf16>
    %106 = stablehlo.convert %cst_2 : (tensor<24xbf16>) -> tensor<24xf32>
    %107 = stablehlo.convert %cst_1 : (tensor<24xbf16>) -> tensor<24xf32>
    %108 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %109 = stablehlo.add %107, %108 : tensor<24xf32>
    %110 = stablehlo.sqrt %109 : tensor<24xf32>
    %111 = stablehlo.divide %cst_12, %110 : tensor<24xf32>
    %112 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<24xf32>
    %114 = stablehlo.reshape %106 : (tensor<24xf32>) -> tensor<24x1xf32>
    %115 = stablehlo.reshape %114 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %116 = stablehlo.reshape %113 : (tensor<24xf32>) -> tensor<24x1xf32>
    %117 = stablehlo.reshape %116 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %118 = stablehlo.convert %105 : (tensor<2x24x8x8xbf16>) -> tensor<2x24x8x8xf32>
    %119 = stablehlo.broadcast_in_dim %115, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<2x24x8x8xf32>
    %120 = stablehlo.subtract %118, %119 : tensor<2x24x8x8xf32>
    %121 = stablehlo.broadcast_in_dim %117, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<2x24x8x8xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<2x24x8x8xf32>
    %123 = stablehlo.reshape %arg11 : (tensor<24xbf16>) -> tensor<24x1xbf16>
    %124 = stablehlo.reshape %123 : (tensor<24x1xbf16>) -> tensor<24x1x1xbf16>
    %125 = stablehlo.convert %124 : (tensor<24x1x1xbf16>) -> tensor<24x1x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<2x24x8x8xf32>
    %127 = stablehlo.multiply %122, %126 : tensor<2x24x8x8xf32>
    %128 = stablehlo.reshape %arg12 : (tensor<24xbf16>) -> tensor<24x1xbf16>
    %129 = stablehlo.reshape %128 : (tensor<24x1xbf16>) -> tensor<24x1x1xbf16>
    %130 = stablehlo.convert %129 : (tensor<24x1x1xbf16>) -> tensor<24x1x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<2x24x8x8xf32>
    %132 = stablehlo.add %127, %131 : tensor<2x24x8x8xf32>
    %133 = stablehlo.convert %132 : (tensor<2x24x8x8xf32>) -> tensor<2x24x8x8xbf16>
    %134 = stablehlo.reduce(%133 init: %cst_0) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x24x8x8xbf16>, tensor<bf16>) -> tensor<2x24xbf16>
    %135 = stablehlo.reshape %134 : (tensor<2x24xbf16>) -> tensor<2x24x1x1xbf16>
    %136 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<bf16>) -> tensor<2x24x1x1xbf16>
    %137 = stablehlo.divide %135, %136 : tensor<2x24x1x1xbf16>
    %138 = stablehlo.reshape %137 : (tensor<2x24x1x1xbf16>) -> tensor<2x24xbf16>
    %139 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<10x24xbf16>) -> tensor<24x10xbf16>
    %140 = stablehlo.convert %arg14 : (tensor<10xbf16>) -> tensor<10xf32>
    %141 = stablehlo.convert %138 : (tensor<2x24xbf16>) -> tensor<2x24xf32>
    %142 = stablehlo.convert %139 : (tensor<24x10xbf16>) -> tensor<24x10xf32>
    %143 = stablehlo.dot_general %141, %142, contracting_dims = [1] x [0] : (tensor<2x24xf32>, tensor<24x10xf32>) -> tensor<2x10xf32>
    %144 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<2x10xf32>
    %146 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %147 = stablehlo.multiply %140, %146 : tensor<10xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %149 = stablehlo.add %145, %148 : tensor<2x10xf32>
    %150 = stablehlo.convert %149 : (tensor<2x10xf32>) -> tensor<2x10xbf16>
    return %150 : tensor<2x10xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_24_torch.bfloat16_1: "0x02000000123F783F753F5C3F103F223F9F3F9C3F1F3FBD3F173F843FBF3F523F8E3F653F853F193F553F703FBB3FB03F7E3F873F",
      torch_tensor_24_torch.bfloat16: "0x02000000A43C30BBC0BD3EBDA7BECDBD033D4DBD3A3E48BD9E3DA9BD8C3D473D5C3DD33D83BE143D1B3E7EBC073EDBBBEB3C42BE",
      torch_tensor_16_torch.bfloat16_3: "0x02000000443F383F223F0F3F3D3F633F3B3FBC3F973FA23F063FB23F913FA63F7B3F5D3F",
      torch_tensor_16_torch.bfloat16_2: "0x0200000013BE0D3D803D273ECFBDECBC1A3C97BCCA3D7F3DEEBDA3BCD03D273D9FBDA73D",
      torch_tensor_16_torch.bfloat16_1: "0x02000000BD3F573FBC3FA03FA23F833FA33F9A3F6A3F443F323F8E3F683FB33F3E3F653F",
      torch_tensor_16_torch.bfloat16: "0x02000000D43B94BD9DBDBD3DBB3A08BEE2BC143DB53BA83D7DBC6ABCB0BC3C3E8FBD243D"
    }
  }
#-}
