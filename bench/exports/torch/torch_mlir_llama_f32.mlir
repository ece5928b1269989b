module {
  func.func @main(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<256x512xf32>, %arg3: tensor<256x512xf32>, %arg4: tensor<512x512xf32>, %arg5: tensor<1536x512xf32>, %arg6: tensor<1536x512xf32>, %arg7: tensor<512x1536xf32>, %arg8: tensor<512xf32>, %arg9: tensor<512xf32>, %arg10: tensor<512x512xf32>, %arg11: tensor<256x512xf32>, %arg12: tensor<256x512xf32>, %arg13: tensor<512x512xf32>, %arg14: tensor<1536x512xf32>, %arg15: tensor<1536x512xf32>, %arg16: tensor<512x1536xf32>, %arg17: tensor<512xf32>, %arg18: tensor<512xf32>, %arg19: tensor<512x512xf32>, %arg20: tensor<256x512xf32>, %arg21: tensor<256x512xf32>, %arg22: tensor<512x512xf32>, %arg23: tensor<1536x512xf32>, %arg24: tensor<1536x512xf32>, %arg25: tensor<512x1536xf32>, %arg26: tensor<512xf32>, %arg27: tensor<512xf32>, %arg28: tensor<512x512xf32>, %arg29: tensor<256x512xf32>, %arg30: tensor<256x512xf32>, %arg31: tensor<512x512xf32>, %arg32: tensor<1536x512xf32>, %arg33: tensor<1536x512xf32>, %arg34: tensor<512x1536xf32>, %arg35: tensor<512xf32>, %arg36: tensor<512xf32>, %arg37: tensor<512x512xf32>, %arg38: tensor<256x512xf32>, %arg39: tensor<256x512xf32>, %arg40: tensor<512x512xf32>, %arg41: tensor<1536x512xf32>, %arg42: tensor<1536x512xf32>, %arg43: tensor<512x1536xf32>, %arg44: tensor<512xf32>, %arg45: tensor<512xf32>, %arg46: tensor<512x512xf32>, %arg47: tensor<256x512xf32>, %arg48: tensor<256x512xf32>, %arg49: tensor<512x512xf32>, %arg50: tensor<1536x512xf32>, %arg51: tensor<1536x512xf32>, %arg52: tensor<512x1536xf32>, %arg53: tensor<512xf32>, %arg54: tensor<512xf32>, %arg55: tensor<512xf32>, %arg56: tensor<1024x512xf32>, %arg57: tensor<2x128xi64>) -> tensor<2x128x1024xf32> {
    %c = stablehlo.constant dense<true> : tensor<2x1x128x128xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<2xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<2xi64>
    %c_2 = stablehlo.constant dense<2> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<2x128xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<2x1xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<128xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<128xi64>
    %c_7 = stablehlo.constant dense<128> : tensor<i64>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_13 = arith.constant dense<2> : tensor<1xi64>
    %cst_14 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_15 = arith.constant dense<512> : tensor<1xi64>
    %cst_16 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_17 = arith.constant dense<1.250000e-01> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg0, %arg57) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1024x512xf32>, tensor<2x128xi64>) -> tensor<2x128x512xf32>
    %1 = stablehlo.convert %0 : tensor<2x128x512xf32>
    %2 = stablehlo.convert %c_8 : (tensor<i64>) -> tensor<f64>
    %3 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %4 = stablehlo.divide %3, %2 : tensor<f64>
    %5 = stablehlo.ceil %4 : tensor<f64>
    %6 = stablehlo.convert %5 : (tensor<f64>) -> tensor<i64>
    %7 = stablehlo.reshape %6 : (tensor<i64>) -> tensor<1xi64>
    %8 = stablehlo.dynamic_iota %7, dim = 0 : (tensor<1xi64>) -> tensor<128xi64>
    %9 = stablehlo.multiply %8, %c_6 : tensor<128xi64>
    %10 = stablehlo.add %9, %c_5 : tensor<128xi64>
    %11 = stablehlo.add %10, %c_5 : tensor<128xi64>
    %12 = stablehlo.reshape %11 : (tensor<128xi64>) -> tensor<1x128xi64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x128xi64>) -> tensor<2x128xi64>
    %14 = stablehlo.slice %13 [0:2, 0:1] : (tensor<2x128xi64>) -> tensor<2x1xi64>
    %15 = stablehlo.subtract %14, %c_4 : tensor<2x1xi64>
    %16 = stablehlo.concatenate %15, %13, dim = 1 : (tensor<2x1xi64>, tensor<2x128xi64>) -> tensor<2x129xi64>
    %17 = stablehlo.slice %16 [0:2, 0:128] : (tensor<2x129xi64>) -> tensor<2x128xi64>
    %18 = stablehlo.slice %16 [0:2, 1:129] : (tensor<2x129xi64>) -> tensor<2x128xi64>
    %19 = stablehlo.subtract %18, %17 : tensor<2x128xi64>
    %20 = stablehlo.compare NE, %19, %c_3, SIGNED : (tensor<2x128xi64>, tensor<2x128xi64>) -> tensor<2x128xi1>
    %21 = stablehlo.convert %20 : (tensor<2x128xi1>) -> tensor<2x128xi64>
    %22 = "stablehlo.reduce_window"(%21, %c_11) <{padding = dense<[[0, 0], [127, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 128>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg58: tensor<i64>, %arg59: tensor<i64>):
      %709 = stablehlo.add %arg58, %arg59 : tensor<i64>
      stablehlo.return %709 : tensor<i64>
    }) : (tensor<2x128xi64>, tensor<i64>) -> tensor<2x128xi64>
    %23 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %24 = stablehlo.divide %23, %2 : tensor<f64>
    %25 = stablehlo.ceil %24 : tensor<f64>
    %26 = stablehlo.convert %25 : (tensor<f64>) -> tensor<i64>
    %27 = stablehlo.reshape %26 : (tensor<i64>) -> tensor<1xi64>
    %28 = stablehlo.dynamic_iota %27, dim = 0 : (tensor<1xi64>) -> tensor<2xi64>
    %29 = stablehlo.multiply %28, %c_1 : tensor<2xi64>
    %30 = stablehlo.add %29, %c_0 : tensor<2xi64>
    %31 = stablehlo.reshape %30 : (tensor<2xi64>) -> tensor<2x1xi64>
    %32 = stablehlo.reshape %31 : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %33 = stablehlo.reshape %32 : (tensor<2x1x1xi64>) -> tensor<2x1x1x1xi64>
    %34 = stablehlo.reshape %12 : (tensor<1x128xi64>) -> tensor<1x1x128xi64>
    %35 = stablehlo.reshape %34 : (tensor<1x1x128xi64>) -> tensor<1x1x128x1xi64>
    %36 = stablehlo.reshape %34 : (tensor<1x1x128xi64>) -> tensor<1x1x1x128xi64>
    %37 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xi64>) -> tensor<2x1x128x1xi64>
    %38 = stablehlo.reshape %37 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %39 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x128x1xi64>) -> tensor<2x1x128x1xi64>
    %40 = stablehlo.reshape %39 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %41 = stablehlo.concatenate %38, %40, dim = 4 : (tensor<2x1x128x1x1xi64>, tensor<2x1x128x1x1xi64>) -> tensor<2x1x128x1x2xi64>
    %42 = "stablehlo.gather"(%13, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xi64>
    %43 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xi64>) -> tensor<2x1x1x128xi64>
    %44 = stablehlo.reshape %43 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %45 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xi64>) -> tensor<2x1x1x128xi64>
    %46 = stablehlo.reshape %45 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %47 = stablehlo.concatenate %44, %46, dim = 4 : (tensor<2x1x1x128x1xi64>, tensor<2x1x1x128x1xi64>) -> tensor<2x1x1x128x2xi64>
    %48 = "stablehlo.gather"(%13, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xi64>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2x1x1x128xi64>) -> tensor<2x1x128x128xi64>
    %50 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x128xi64>
    %51 = stablehlo.compare LE, %49, %50, SIGNED : (tensor<2x1x128x128xi64>, tensor<2x1x128x128xi64>) -> tensor<2x1x128x128xi1>
    %52 = stablehlo.and %51, %c : tensor<2x1x128x128xi1>
    %53 = "stablehlo.gather"(%22, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xi64>
    %54 = "stablehlo.gather"(%22, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xi64>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x128xi64>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<2x1x1x128xi64>) -> tensor<2x1x128x128xi64>
    %57 = stablehlo.compare EQ, %55, %56, SIGNED : (tensor<2x1x128x128xi64>, tensor<2x1x128x128xi64>) -> tensor<2x1x128x128xi1>
    %58 = stablehlo.and %52, %57 : tensor<2x1x128x128xi1>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xi1>
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x1x128x128xf32>
    %61 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x128x128xf32>
    %62 = stablehlo.select %59, %60, %61 : tensor<2x1x128x128xi1>, tensor<2x1x128x128xf32>
    %63 = stablehlo.reshape %12 : (tensor<1x128xi64>) -> tensor<1x128x1xi64>
    %64 = stablehlo.convert %63 : (tensor<1x128x1xi64>) -> tensor<1x128x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x32xf32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [2] : (tensor<32xf32>) -> tensor<1x128x32xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<1x128x32xf32>
    %68 = stablehlo.concatenate %67, %67, dim = 2 : (tensor<1x128x32xf32>, tensor<1x128x32xf32>) -> tensor<1x128x64xf32>
    %69 = stablehlo.cosine %68 : tensor<1x128x64xf32>
    %70 = stablehlo.convert %cst_14 : (tensor<1xf64>) -> tensor<1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1xf32>) -> tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %73 = stablehlo.multiply %69, %72 : tensor<1x128x64xf32>
    %74 = stablehlo.sine %68 : tensor<1x128x64xf32>
    %75 = stablehlo.multiply %74, %72 : tensor<1x128x64xf32>
    %76 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1xf32>) -> tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %79 = stablehlo.power %1, %78 : tensor<2x128x512xf32>
    %80 = stablehlo.reduce(%79 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %82 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %83 = stablehlo.reshape %82 : (tensor<1xf32>) -> tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %85 = stablehlo.divide %81, %84 : tensor<2x128x1xf32>
    %86 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %87 = stablehlo.reshape %86 : (tensor<1xf32>) -> tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %89 = stablehlo.add %85, %88 : tensor<2x128x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<2x128x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %92 = stablehlo.multiply %1, %91 : tensor<2x128x512xf32>
    %93 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<2x128x512xf32>
    %95 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %96 = stablehlo.reshape %94 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %97 = stablehlo.dot_general %96, %95, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %98 = stablehlo.reshape %97 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %101 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %102 = stablehlo.dot_general %96, %101, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %103 = stablehlo.reshape %102 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %106 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %107 = stablehlo.dot_general %96, %106, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %108 = stablehlo.reshape %107 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %111 = stablehlo.reshape %73 : (tensor<1x128x64xf32>) -> tensor<1x1x128x64xf32>
    %112 = stablehlo.reshape %75 : (tensor<1x128x64xf32>) -> tensor<1x1x128x64xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x128x64xf32>) -> tensor<2x8x128x64xf32>
    %114 = stablehlo.multiply %100, %113 : tensor<2x8x128x64xf32>
    %115 = stablehlo.slice %100 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %116 = stablehlo.slice %100 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %117 = stablehlo.negate %116 : tensor<2x8x128x32xf32>
    %118 = stablehlo.concatenate %117, %115, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %119 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x128x64xf32>) -> tensor<2x8x128x64xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<2x8x128x64xf32>
    %121 = stablehlo.add %114, %120 : tensor<2x8x128x64xf32>
    %122 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x128x64xf32>) -> tensor<2x4x128x64xf32>
    %123 = stablehlo.multiply %105, %122 : tensor<2x4x128x64xf32>
    %124 = stablehlo.slice %105 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %125 = stablehlo.slice %105 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %126 = stablehlo.negate %125 : tensor<2x4x128x32xf32>
    %127 = stablehlo.concatenate %126, %124, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %128 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x128x64xf32>) -> tensor<2x4x128x64xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<2x4x128x64xf32>
    %130 = stablehlo.add %123, %129 : tensor<2x4x128x64xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %134 = stablehlo.reshape %110 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %137 = stablehlo.transpose %133, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %138 = stablehlo.reshape %121 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %139 = stablehlo.reshape %137 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %141 = stablehlo.dot_general %138, %140, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %143 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %144 = stablehlo.reshape %143 : (tensor<1xf32>) -> tensor<f32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %146 = stablehlo.multiply %142, %145 : tensor<2x8x128x128xf32>
    %147 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x1x128x128xf32>) -> tensor<2x8x128x128xf32>
    %148 = stablehlo.add %146, %147 : tensor<2x8x128x128xf32>
    %149 = stablehlo.reduce(%148 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %152 = stablehlo.subtract %148, %151 : tensor<2x8x128x128xf32>
    %153 = stablehlo.exponential %152 : tensor<2x8x128x128xf32>
    %154 = stablehlo.reduce(%153 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %157 = stablehlo.divide %153, %156 : tensor<2x8x128x128xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %159 = stablehlo.reshape %136 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %161 = stablehlo.dot_general %158, %160, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %163 = stablehlo.transpose %162, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %165 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %166 = stablehlo.reshape %164 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %167 = stablehlo.dot_general %166, %165, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %168 = stablehlo.reshape %167 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %169 = stablehlo.add %1, %168 : tensor<2x128x512xf32>
    %170 = stablehlo.power %169, %78 : tensor<2x128x512xf32>
    %171 = stablehlo.reduce(%170 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %173 = stablehlo.divide %172, %84 : tensor<2x128x1xf32>
    %174 = stablehlo.add %173, %88 : tensor<2x128x1xf32>
    %175 = stablehlo.rsqrt %174 : tensor<2x128x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %177 = stablehlo.multiply %169, %176 : tensor<2x128x512xf32>
    %178 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<2x128x512xf32>
    %180 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %181 = stablehlo.reshape %179 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %182 = stablehlo.dot_general %181, %180, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %183 = stablehlo.reshape %182 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %184 = stablehlo.logistic %183 : tensor<2x128x1536xf32>
    %185 = stablehlo.multiply %183, %184 : tensor<2x128x1536xf32>
    %186 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %187 = stablehlo.dot_general %181, %186, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %188 = stablehlo.reshape %187 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %189 = stablehlo.multiply %185, %188 : tensor<2x128x1536xf32>
    %190 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %191 = stablehlo.reshape %189 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %192 = stablehlo.dot_general %191, %190, contracting_dims = [1] x [0] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %193 = stablehlo.reshape %192 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %194 = stablehlo.add %169, %193 : tensor<2x128x512xf32>
    %195 = stablehlo.power %194, %78 : tensor<2x128x512xf32>
    %196 = stablehlo.reduce(%195 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %198 = stablehlo.divide %197, %84 : tensor<2x128x1xf32>
    %199 = stablehlo.add %198, %88 : tensor<2x128x1xf32>
    %200 = stablehlo.rsqrt %199 : tensor<2x128x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %202 = stablehlo.multiply %194, %201 : tensor<2x128x512xf32>
    %203 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<2x128x512xf32>
    %205 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %206 = stablehlo.reshape %204 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %207 = stablehlo.dot_general %206, %205, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %208 = stablehlo.reshape %207 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %210 = stablehlo.transpose %209, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %211 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %212 = stablehlo.dot_general %206, %211, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %213 = stablehlo.reshape %212 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %216 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %217 = stablehlo.dot_general %206, %216, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %218 = stablehlo.reshape %217 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %221 = stablehlo.multiply %210, %113 : tensor<2x8x128x64xf32>
    %222 = stablehlo.slice %210 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %223 = stablehlo.slice %210 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %224 = stablehlo.negate %223 : tensor<2x8x128x32xf32>
    %225 = stablehlo.concatenate %224, %222, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %226 = stablehlo.multiply %225, %119 : tensor<2x8x128x64xf32>
    %227 = stablehlo.add %221, %226 : tensor<2x8x128x64xf32>
    %228 = stablehlo.multiply %215, %122 : tensor<2x4x128x64xf32>
    %229 = stablehlo.slice %215 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %230 = stablehlo.slice %215 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %231 = stablehlo.negate %230 : tensor<2x4x128x32xf32>
    %232 = stablehlo.concatenate %231, %229, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %233 = stablehlo.multiply %232, %128 : tensor<2x4x128x64xf32>
    %234 = stablehlo.add %228, %233 : tensor<2x4x128x64xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %238 = stablehlo.reshape %220 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %241 = stablehlo.transpose %237, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %242 = stablehlo.reshape %227 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %243 = stablehlo.reshape %241 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %245 = stablehlo.dot_general %242, %244, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %246 = stablehlo.reshape %245 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %247 = stablehlo.multiply %246, %145 : tensor<2x8x128x128xf32>
    %248 = stablehlo.add %247, %147 : tensor<2x8x128x128xf32>
    %249 = stablehlo.reduce(%248 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %252 = stablehlo.subtract %248, %251 : tensor<2x8x128x128xf32>
    %253 = stablehlo.exponential %252 : tensor<2x8x128x128xf32>
    %254 = stablehlo.reduce(%253 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %257 = stablehlo.divide %253, %256 : tensor<2x8x128x128xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %259 = stablehlo.reshape %240 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %261 = stablehlo.dot_general %258, %260, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %263 = stablehlo.transpose %262, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %265 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %266 = stablehlo.reshape %264 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %267 = stablehlo.dot_general %266, %265, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %268 = stablehlo.reshape %267 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %269 = stablehlo.add %194, %268 : tensor<2x128x512xf32>
    %270 = stablehlo.power %269, %78 : tensor<2x128x512xf32>
    %271 = stablehlo.reduce(%270 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %273 = stablehlo.divide %272, %84 : tensor<2x128x1xf32>
    %274 = stablehlo.add %273, %88 : tensor<2x128x1xf32>
    %275 = stablehlo.rsqrt %274 : tensor<2x128x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %277 = stablehlo.multiply %269, %276 : tensor<2x128x512xf32>
    %278 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %279 = stablehlo.multiply %278, %277 : tensor<2x128x512xf32>
    %280 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %281 = stablehlo.reshape %279 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %282 = stablehlo.dot_general %281, %280, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %283 = stablehlo.reshape %282 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %284 = stablehlo.logistic %283 : tensor<2x128x1536xf32>
    %285 = stablehlo.multiply %283, %284 : tensor<2x128x1536xf32>
    %286 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %287 = stablehlo.dot_general %281, %286, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %288 = stablehlo.reshape %287 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %289 = stablehlo.multiply %285, %288 : tensor<2x128x1536xf32>
    %290 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %291 = stablehlo.reshape %289 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %292 = stablehlo.dot_general %291, %290, contracting_dims = [1] x [0] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %293 = stablehlo.reshape %292 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %294 = stablehlo.add %269, %293 : tensor<2x128x512xf32>
    %295 = stablehlo.power %294, %78 : tensor<2x128x512xf32>
    %296 = stablehlo.reduce(%295 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %298 = stablehlo.divide %297, %84 : tensor<2x128x1xf32>
    %299 = stablehlo.add %298, %88 : tensor<2x128x1xf32>
    %300 = stablehlo.rsqrt %299 : tensor<2x128x1xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %302 = stablehlo.multiply %294, %301 : tensor<2x128x512xf32>
    %303 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<2x128x512xf32>
    %305 = stablehlo.transpose %arg19, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %306 = stablehlo.reshape %304 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %307 = stablehlo.dot_general %306, %305, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %308 = stablehlo.reshape %307 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %310 = stablehlo.transpose %309, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %311 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %312 = stablehlo.dot_general %306, %311, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %313 = stablehlo.reshape %312 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %314 = stablehlo.reshape %313 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %315 = stablehlo.transpose %314, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %316 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %317 = stablehlo.dot_general %306, %316, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %318 = stablehlo.reshape %317 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %320 = stablehlo.transpose %319, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %321 = stablehlo.multiply %310, %113 : tensor<2x8x128x64xf32>
    %322 = stablehlo.slice %310 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %323 = stablehlo.slice %310 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %324 = stablehlo.negate %323 : tensor<2x8x128x32xf32>
    %325 = stablehlo.concatenate %324, %322, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %326 = stablehlo.multiply %325, %119 : tensor<2x8x128x64xf32>
    %327 = stablehlo.add %321, %326 : tensor<2x8x128x64xf32>
    %328 = stablehlo.multiply %315, %122 : tensor<2x4x128x64xf32>
    %329 = stablehlo.slice %315 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %330 = stablehlo.slice %315 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %331 = stablehlo.negate %330 : tensor<2x4x128x32xf32>
    %332 = stablehlo.concatenate %331, %329, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %333 = stablehlo.multiply %332, %128 : tensor<2x4x128x64xf32>
    %334 = stablehlo.add %328, %333 : tensor<2x4x128x64xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %337 = stablehlo.reshape %336 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %338 = stablehlo.reshape %320 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %340 = stablehlo.reshape %339 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %341 = stablehlo.transpose %337, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %342 = stablehlo.reshape %327 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %343 = stablehlo.reshape %341 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %345 = stablehlo.dot_general %342, %344, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %346 = stablehlo.reshape %345 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %347 = stablehlo.multiply %346, %145 : tensor<2x8x128x128xf32>
    %348 = stablehlo.add %347, %147 : tensor<2x8x128x128xf32>
    %349 = stablehlo.reduce(%348 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %350 = stablehlo.reshape %349 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %352 = stablehlo.subtract %348, %351 : tensor<2x8x128x128xf32>
    %353 = stablehlo.exponential %352 : tensor<2x8x128x128xf32>
    %354 = stablehlo.reduce(%353 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %355 = stablehlo.reshape %354 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %357 = stablehlo.divide %353, %356 : tensor<2x8x128x128xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %359 = stablehlo.reshape %340 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %361 = stablehlo.dot_general %358, %360, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %362 = stablehlo.reshape %361 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %363 = stablehlo.transpose %362, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %365 = stablehlo.transpose %arg22, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %366 = stablehlo.reshape %364 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %367 = stablehlo.dot_general %366, %365, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %368 = stablehlo.reshape %367 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %369 = stablehlo.add %294, %368 : tensor<2x128x512xf32>
    %370 = stablehlo.power %369, %78 : tensor<2x128x512xf32>
    %371 = stablehlo.reduce(%370 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %373 = stablehlo.divide %372, %84 : tensor<2x128x1xf32>
    %374 = stablehlo.add %373, %88 : tensor<2x128x1xf32>
    %375 = stablehlo.rsqrt %374 : tensor<2x128x1xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %377 = stablehlo.multiply %369, %376 : tensor<2x128x512xf32>
    %378 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %379 = stablehlo.multiply %378, %377 : tensor<2x128x512xf32>
    %380 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %381 = stablehlo.reshape %379 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %382 = stablehlo.dot_general %381, %380, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %383 = stablehlo.reshape %382 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %384 = stablehlo.logistic %383 : tensor<2x128x1536xf32>
    %385 = stablehlo.multiply %383, %384 : tensor<2x128x1536xf32>
    %386 = stablehlo.transpose %arg24, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %387 = stablehlo.dot_general %381, %386, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %388 = stablehlo.reshape %387 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %389 = stablehlo.multiply %385, %388 : tensor<2x128x1536xf32>
    %390 = stablehlo.transpose %arg25, dims = [1, 0] : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %391 = stablehlo.reshape %389 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %392 = stablehlo.dot_general %391, %390, contracting_dims = [1] x [0] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %393 = stablehlo.reshape %392 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %394 = stablehlo.add %369, %393 : tensor<2x128x512xf32>
    %395 = stablehlo.power %394, %78 : tensor<2x128x512xf32>
    %396 = stablehlo.reduce(%395 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %398 = stablehlo.divide %397, %84 : tensor<2x128x1xf32>
    %399 = stablehlo.add %398, %88 : tensor<2x128x1xf32>
    %400 = stablehlo.rsqrt %399 : tensor<2x128x1xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %402 = stablehlo.multiply %394, %401 : tensor<2x128x512xf32>
    %403 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %404 = stablehlo.multiply %403, %402 : tensor<2x128x512xf32>
    %405 = stablehlo.transpose %arg28, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %406 = stablehlo.reshape %404 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %407 = stablehlo.dot_general %406, %405, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %408 = stablehlo.reshape %407 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %410 = stablehlo.transpose %409, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %411 = stablehlo.transpose %arg29, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %412 = stablehlo.dot_general %406, %411, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %413 = stablehlo.reshape %412 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %415 = stablehlo.transpose %414, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %416 = stablehlo.transpose %arg30, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %417 = stablehlo.dot_general %406, %416, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %418 = stablehlo.reshape %417 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %420 = stablehlo.transpose %419, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %421 = stablehlo.multiply %410, %113 : tensor<2x8x128x64xf32>
    %422 = stablehlo.slice %410 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %423 = stablehlo.slice %410 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %424 = stablehlo.negate %423 : tensor<2x8x128x32xf32>
    %425 = stablehlo.concatenate %424, %422, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %426 = stablehlo.multiply %425, %119 : tensor<2x8x128x64xf32>
    %427 = stablehlo.add %421, %426 : tensor<2x8x128x64xf32>
    %428 = stablehlo.multiply %415, %122 : tensor<2x4x128x64xf32>
    %429 = stablehlo.slice %415 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %430 = stablehlo.slice %415 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %431 = stablehlo.negate %430 : tensor<2x4x128x32xf32>
    %432 = stablehlo.concatenate %431, %429, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %433 = stablehlo.multiply %432, %128 : tensor<2x4x128x64xf32>
    %434 = stablehlo.add %428, %433 : tensor<2x4x128x64xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %437 = stablehlo.reshape %436 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %438 = stablehlo.reshape %420 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %441 = stablehlo.transpose %437, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %442 = stablehlo.reshape %427 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %443 = stablehlo.reshape %441 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %445 = stablehlo.dot_general %442, %444, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %446 = stablehlo.reshape %445 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %447 = stablehlo.multiply %446, %145 : tensor<2x8x128x128xf32>
    %448 = stablehlo.add %447, %147 : tensor<2x8x128x128xf32>
    %449 = stablehlo.reduce(%448 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %450 = stablehlo.reshape %449 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %452 = stablehlo.subtract %448, %451 : tensor<2x8x128x128xf32>
    %453 = stablehlo.exponential %452 : tensor<2x8x128x128xf32>
    %454 = stablehlo.reduce(%453 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %455 = stablehlo.reshape %454 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %457 = stablehlo.divide %453, %456 : tensor<2x8x128x128xf32>
    %458 = stablehlo.reshape %457 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %459 = stablehlo.reshape %440 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %461 = stablehlo.dot_general %458, %460, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %462 = stablehlo.reshape %461 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %463 = stablehlo.transpose %462, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %464 = stablehlo.reshape %463 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %465 = stablehlo.transpose %arg31, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %466 = stablehlo.reshape %464 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %467 = stablehlo.dot_general %466, %465, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %468 = stablehlo.reshape %467 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %469 = stablehlo.add %394, %468 : tensor<2x128x512xf32>
    %470 = stablehlo.power %469, %78 : tensor<2x128x512xf32>
    %471 = stablehlo.reduce(%470 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %472 = stablehlo.reshape %471 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %473 = stablehlo.divide %472, %84 : tensor<2x128x1xf32>
    %474 = stablehlo.add %473, %88 : tensor<2x128x1xf32>
    %475 = stablehlo.rsqrt %474 : tensor<2x128x1xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %477 = stablehlo.multiply %469, %476 : tensor<2x128x512xf32>
    %478 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %479 = stablehlo.multiply %478, %477 : tensor<2x128x512xf32>
    %480 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %481 = stablehlo.reshape %479 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %482 = stablehlo.dot_general %481, %480, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %483 = stablehlo.reshape %482 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %484 = stablehlo.logistic %483 : tensor<2x128x1536xf32>
    %485 = stablehlo.multiply %483, %484 : tensor<2x128x1536xf32>
    %486 = stablehlo.transpose %arg33, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %487 = stablehlo.dot_general %481, %486, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %488 = stablehlo.reshape %487 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %489 = stablehlo.multiply %485, %488 : tensor<2x128x1536xf32>
    %490 = stablehlo.transpose %arg34, dims = [1, 0] : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %491 = stablehlo.reshape %489 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %492 = stablehlo.dot_general %491, %490, contracting_dims = [1] x [0] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %493 = stablehlo.reshape %492 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %494 = stablehlo.add %469, %493 : tensor<2x128x512xf32>
    %495 = stablehlo.power %494, %78 : tensor<2x128x512xf32>
    %496 = stablehlo.reduce(%495 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %497 = stablehlo.reshape %496 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %498 = stablehlo.divide %497, %84 : tensor<2x128x1xf32>
    %499 = stablehlo.add %498, %88 : tensor<2x128x1xf32>
    %500 = stablehlo.rsqrt %499 : tensor<2x128x1xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %502 = stablehlo.multiply %494, %501 : tensor<2x128x512xf32>
    %503 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %504 = stablehlo.multiply %503, %502 : tensor<2x128x512xf32>
    %505 = stablehlo.transpose %arg37, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %506 = stablehlo.reshape %504 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %507 = stablehlo.dot_general %506, %505, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %508 = stablehlo.reshape %507 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %509 = stablehlo.reshape %508 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %510 = stablehlo.transpose %509, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %511 = stablehlo.transpose %arg38, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %512 = stablehlo.dot_general %506, %511, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %513 = stablehlo.reshape %512 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %514 = stablehlo.reshape %513 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %515 = stablehlo.transpose %514, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %516 = stablehlo.transpose %arg39, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %517 = stablehlo.dot_general %506, %516, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %518 = stablehlo.reshape %517 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %519 = stablehlo.reshape %518 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %520 = stablehlo.transpose %519, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %521 = stablehlo.multiply %510, %113 : tensor<2x8x128x64xf32>
    %522 = stablehlo.slice %510 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %523 = stablehlo.slice %510 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %524 = stablehlo.negate %523 : tensor<2x8x128x32xf32>
    %525 = stablehlo.concatenate %524, %522, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %526 = stablehlo.multiply %525, %119 : tensor<2x8x128x64xf32>
    %527 = stablehlo.add %521, %526 : tensor<2x8x128x64xf32>
    %528 = stablehlo.multiply %515, %122 : tensor<2x4x128x64xf32>
    %529 = stablehlo.slice %515 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %530 = stablehlo.slice %515 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %531 = stablehlo.negate %530 : tensor<2x4x128x32xf32>
    %532 = stablehlo.concatenate %531, %529, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %533 = stablehlo.multiply %532, %128 : tensor<2x4x128x64xf32>
    %534 = stablehlo.add %528, %533 : tensor<2x4x128x64xf32>
    %535 = stablehlo.reshape %534 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %537 = stablehlo.reshape %536 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %538 = stablehlo.reshape %520 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %541 = stablehlo.transpose %537, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %542 = stablehlo.reshape %527 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %543 = stablehlo.reshape %541 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %545 = stablehlo.dot_general %542, %544, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %546 = stablehlo.reshape %545 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %547 = stablehlo.multiply %546, %145 : tensor<2x8x128x128xf32>
    %548 = stablehlo.add %547, %147 : tensor<2x8x128x128xf32>
    %549 = stablehlo.reduce(%548 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %550 = stablehlo.reshape %549 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %552 = stablehlo.subtract %548, %551 : tensor<2x8x128x128xf32>
    %553 = stablehlo.exponential %552 : tensor<2x8x128x128xf32>
    %554 = stablehlo.reduce(%553 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %555 = stablehlo.reshape %554 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %557 = stablehlo.divide %553, %556 : tensor<2x8x128x128xf32>
    %558 = stablehlo.reshape %557 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %559 = stablehlo.reshape %540 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %561 = stablehlo.dot_general %558, %560, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %562 = stablehlo.reshape %561 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %563 = stablehlo.transpose %562, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %565 = stablehlo.transpose %arg40, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %566 = stablehlo.reshape %564 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %567 = stablehlo.dot_general %566, %565, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %568 = stablehlo.reshape %567 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %569 = stablehlo.add %494, %568 : tensor<2x128x512xf32>
    %570 = stablehlo.power %569, %78 : tensor<2x128x512xf32>
    %571 = stablehlo.reduce(%570 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %572 = stablehlo.reshape %571 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %573 = stablehlo.divide %572, %84 : tensor<2x128x1xf32>
    %574 = stablehlo.add %573, %88 : tensor<2x128x1xf32>
    %575 = stablehlo.rsqrt %574 : tensor<2x128x1xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %577 = stablehlo.multiply %569, %576 : tensor<2x128x512xf32>
    %578 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %579 = stablehlo.multiply %578, %577 : tensor<2x128x512xf32>
    %580 = stablehlo.transpose %arg41, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %581 = stablehlo.reshape %579 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %582 = stablehlo.dot_general %581, %580, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %583 = stablehlo.reshape %582 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %584 = stablehlo.logistic %583 : tensor<2x128x1536xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<2x128x1536xf32>
    %586 = stablehlo.transpose %arg42, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %587 = stablehlo.dot_general %581, %586, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %588 = stablehlo.reshape %587 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %589 = stablehlo.multiply %585, %588 : tensor<2x128x1536xf32>
    %590 = stablehlo.transpose %arg43, dims = [1, 0] : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %591 = stablehlo.reshape %589 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %592 = stablehlo.dot_general %591, %590, contracting_dims = [1] x [0] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %593 = stablehlo.reshape %592 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %594 = stablehlo.add %569, %593 : tensor<2x128x512xf32>
    %595 = stablehlo.power %594, %78 : tensor<2x128x512xf32>
    %596 = stablehlo.reduce(%595 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %597 = stablehlo.reshape %596 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %598 = stablehlo.divide %597, %84 : tensor<2x128x1xf32>
    %599 = stablehlo.add %598, %88 : tensor<2x128x1xf32>
    %600 = stablehlo.rsqrt %599 : tensor<2x128x1xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %602 = stablehlo.multiply %594, %601 : tensor<2x128x512xf32>
    %603 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %604 = stablehlo.multiply %603, %602 : tensor<2x128x512xf32>
    %605 = stablehlo.transpose %arg46, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %606 = stablehlo.reshape %604 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %607 = stablehlo.dot_general %606, %605, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %608 = stablehlo.reshape %607 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %609 = stablehlo.reshape %608 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %610 = stablehlo.transpose %609, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %611 = stablehlo.transpose %arg47, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %612 = stablehlo.dot_general %606, %611, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %613 = stablehlo.reshape %612 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %614 = stablehlo.reshape %613 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %616 = stablehlo.transpose %arg48, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %617 = stablehlo.dot_general %606, %616, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %618 = stablehlo.reshape %617 : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %619 = stablehlo.reshape %618 : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %620 = stablehlo.transpose %619, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %621 = stablehlo.multiply %610, %113 : tensor<2x8x128x64xf32>
    %622 = stablehlo.slice %610 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %623 = stablehlo.slice %610 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %624 = stablehlo.negate %623 : tensor<2x8x128x32xf32>
    %625 = stablehlo.concatenate %624, %622, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %626 = stablehlo.multiply %625, %119 : tensor<2x8x128x64xf32>
    %627 = stablehlo.add %621, %626 : tensor<2x8x128x64xf32>
    %628 = stablehlo.multiply %615, %122 : tensor<2x4x128x64xf32>
    %629 = stablehlo.slice %615 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %630 = stablehlo.slice %615 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %631 = stablehlo.negate %630 : tensor<2x4x128x32xf32>
    %632 = stablehlo.concatenate %631, %629, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %633 = stablehlo.multiply %632, %128 : tensor<2x4x128x64xf32>
    %634 = stablehlo.add %628, %633 : tensor<2x4x128x64xf32>
    %635 = stablehlo.reshape %634 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %637 = stablehlo.reshape %636 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %638 = stablehlo.reshape %620 : (tensor<2x4x128x64xf32>) -> tensor<2x4x1x128x64xf32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %640 = stablehlo.reshape %639 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %641 = stablehlo.transpose %637, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %642 = stablehlo.reshape %627 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %643 = stablehlo.reshape %641 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %645 = stablehlo.dot_general %642, %644, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %646 = stablehlo.reshape %645 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %647 = stablehlo.multiply %646, %145 : tensor<2x8x128x128xf32>
    %648 = stablehlo.add %647, %147 : tensor<2x8x128x128xf32>
    %649 = stablehlo.reduce(%648 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %650 = stablehlo.reshape %649 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %652 = stablehlo.subtract %648, %651 : tensor<2x8x128x128xf32>
    %653 = stablehlo.exponential %652 : tensor<2x8x128x128xf32>
    %654 = stablehlo.reduce(%653 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %655 = stablehlo.reshape %654 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %657 = stablehlo.divide %653, %656 : tensor<2x8x128x128xf32>
    %658 = stablehlo.reshape %657 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %659 = stablehlo.reshape %640 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %661 = stablehlo.dot_general %658, %660, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %662 = stablehlo.reshape %661 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %663 = stablehlo.transpose %662, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %664 = stablehlo.reshape %663 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %665 = stablehlo.transpose %arg49, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %666 = stablehlo.reshape %664 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %667 = stablehlo.dot_general %666, %665, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %668 = stablehlo.reshape %667 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %669 = stablehlo.add %594, %668 : tensor<2x128x512xf32>
    %670 = stablehlo.power %669, %78 : tensor<2x128x512xf32>
    %671 = stablehlo.reduce(%670 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %672 = stablehlo.reshape %671 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %673 = stablehlo.divide %672, %84 : tensor<2x128x1xf32>
    %674 = stablehlo.add %673, %88 : tensor<2x128x1xf32>
    %675 = stablehlo.rsqrt %674 : tensor<2x128x1xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %677 = stablehlo.multiply %669, %676 : tensor<2x128x512xf32>
    %678 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %679 = stablehlo.multiply %678, %677 : tensor<2x128x512xf32>
    %680 = stablehlo.transpose %arg50, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %681 = stablehlo.reshape %679 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %682 = stablehlo.dot_general %681, %680, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %683 = stablehlo.reshape %682 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %684 = stablehlo.logistic %683 : tensor<2x128x1536xf32>
    %685 = stablehlo.multiply %683, %684 : tensor<2x128x1536xf32>
    %686 = stablehlo.transpose %arg51, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %687 = stablehlo.dot_general %681, %686, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %688 = stablehlo.reshape %687 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %689 = stablehlo.multiply %685, %688 : tensor<2x128x1536xf32>
    %690 = stablehlo.transpose %arg52, dims = [1, 0] : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %691 = stablehlo.reshape %689 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %692 = stablehlo.dot_general %691, %690, contracting_dims = [1] x [0] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %693 = stablehlo.reshape %692 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %694 = stablehlo.add %669, %693 : tensor<2x128x512xf32>
    %695 = stablehlo.power %694, %78 : tensor<2x128x512xf32>
    %696 = stablehlo.reduce(%695 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %697 = stablehlo.reshape %696 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %698 = stablehlo.divide %697, %84 : tensor<2x128x1xf32>
    %699 = stablehlo.add %698, %88 : tensor<2x128x1xf32>
    %700 = stablehlo.rsqrt %699 : tensor<2x128x1xf32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %702 = stablehlo.multiply %694, %701 : tensor<2x128x512xf32>
    %703 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %704 = stablehlo.multiply %703, %702 : tensor<2x128x512xf32>
    %705 = stablehlo.transpose %arg56, dims = [1, 0] : (tensor<1024x512xf32>) -> tensor<512x1024xf32>
    %706 = stablehlo.reshape %704 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %707 = stablehlo.dot_general %706, %705, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %708 = stablehlo.reshape %707 : (tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    return %708 : tensor<2x128x1024xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32: "0x040000000000803F11F93F3F9AF50F3F9BE8D73E9BE8A13E23D4723E8718363E778D083ECDCCCC3D0D94993DC255663D15BA2C3DE386013D4F43C23C39AD913CF27B5A3C0AD7233CB0B9F53B9C44B83B772E8A3B383E4F3B0D691B3B2815E93A8EC9AE3A6F12833A8C94443A166A133A2517DD3960CBA53915A8783953773A3972D40B39"
    }
  }
#-}
