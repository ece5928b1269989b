module {
  func.func @main(%arg0: tensor<1024x512xf32>, %arg1: tensor<256x512xf32>, %arg2: tensor<512xf32>, %arg3: tensor<512xf32>, %arg4: tensor<512x1536xf32>, %arg5: tensor<1536xf32>, %arg6: tensor<512x512xf32>, %arg7: tensor<512xf32>, %arg8: tensor<512xf32>, %arg9: tensor<512xf32>, %arg10: tensor<512x2048xf32>, %arg11: tensor<2048xf32>, %arg12: tensor<2048x512xf32>, %arg13: tensor<512xf32>, %arg14: tensor<512xf32>, %arg15: tensor<512xf32>, %arg16: tensor<512x1536xf32>, %arg17: tensor<1536xf32>, %arg18: tensor<512x512xf32>, %arg19: tensor<512xf32>, %arg20: tensor<512xf32>, %arg21: tensor<512xf32>, %arg22: tensor<512x2048xf32>, %arg23: tensor<2048xf32>, %arg24: tensor<2048x512xf32>, %arg25: tensor<512xf32>, %arg26: tensor<512xf32>, %arg27: tensor<512xf32>, %arg28: tensor<512x1536xf32>, %arg29: tensor<1536xf32>, %arg30: tensor<512x512xf32>, %arg31: tensor<512xf32>, %arg32: tensor<512xf32>, %arg33: tensor<512xf32>, %arg34: tensor<512x2048xf32>, %arg35: tensor<2048xf32>, %arg36: tensor<2048x512xf32>, %arg37: tensor<512xf32>, %arg38: tensor<512xf32>, %arg39: tensor<512xf32>, %arg40: tensor<512x1536xf32>, %arg41: tensor<1536xf32>, %arg42: tensor<512x512xf32>, %arg43: tensor<512xf32>, %arg44: tensor<512xf32>, %arg45: tensor<512xf32>, %arg46: tensor<512x2048xf32>, %arg47: tensor<2048xf32>, %arg48: tensor<2048x512xf32>, %arg49: tensor<512xf32>, %arg50: tensor<512xf32>, %arg51: tensor<512xf32>, %arg52: tensor<512x1536xf32>, %arg53: tensor<1536xf32>, %arg54: tensor<512x512xf32>, %arg55: tensor<512xf32>, %arg56: tensor<512xf32>, %arg57: tensor<512xf32>, %arg58: tensor<512x2048xf32>, %arg59: tensor<2048xf32>, %arg60: tensor<2048x512xf32>, %arg61: tensor<512xf32>, %arg62: tensor<512xf32>, %arg63: tensor<512xf32>, %arg64: tensor<512x1536xf32>, %arg65: tensor<1536xf32>, %arg66: tensor<512x512xf32>, %arg67: tensor<512xf32>, %arg68: tensor<512xf32>, %arg69: tensor<512xf32>, %arg70: tensor<512x2048xf32>, %arg71: tensor<2048xf32>, %arg72: tensor<2048x512xf32>, %arg73: tensor<512xf32>, %arg74: tensor<512xf32>, %arg75: tensor<512xf32>, %arg76: tensor<2x128xi64>) -> tensor<2x128x1024xf32> {
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
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_13 = arith.constant dense<1> : tensor<1xi64>
    %cst_14 = arith.constant dense<512> : tensor<1xi64>
    %cst_15 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_16 = arith.constant dense<1.250000e-01> : tensor<1xf64>
    %cst_17 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_18 = arith.constant dense<3> : tensor<1xi64>
    %cst_19 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_20 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_21 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %0 = stablehlo.reshape %arg76 : (tensor<2x128xi64>) -> tensor<2x128xi64>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1024x512xf32>, tensor<2x128xi64>) -> tensor<2x128x512xf32>
    %2 = stablehlo.convert %1 : tensor<2x128x512xf32>
    %3 = stablehlo.convert %c_8 : (tensor<i64>) -> tensor<f64>
    %4 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %5 = stablehlo.divide %4, %3 : tensor<f64>
    %6 = stablehlo.ceil %5 : tensor<f64>
    %7 = stablehlo.convert %6 : (tensor<f64>) -> tensor<i64>
    %8 = stablehlo.reshape %7 : (tensor<i64>) -> tensor<1xi64>
    %9 = stablehlo.dynamic_iota %8, dim = 0 : (tensor<1xi64>) -> tensor<128xi64>
    %10 = stablehlo.multiply %9, %c_6 : tensor<128xi64>
    %11 = stablehlo.add %10, %c_5 : tensor<128xi64>
    %12 = stablehlo.add %11, %c_5 : tensor<128xi64>
    %13 = stablehlo.reshape %12 : (tensor<128xi64>) -> tensor<1x128xi64>
    %14 = "stablehlo.gather"(%arg1, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<256x512xf32>, tensor<1x128xi64>) -> tensor<1x128x512xf32>
    %15 = stablehlo.convert %14 : tensor<1x128x512xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x128x512xf32>) -> tensor<2x128x512xf32>
    %17 = stablehlo.add %2, %16 : tensor<2x128x512xf32>
    %18 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x128xi64>) -> tensor<2x128xi64>
    %19 = stablehlo.slice %18 [0:2, 0:1] : (tensor<2x128xi64>) -> tensor<2x1xi64>
    %20 = stablehlo.subtract %19, %c_4 : tensor<2x1xi64>
    %21 = stablehlo.concatenate %20, %18, dim = 1 : (tensor<2x1xi64>, tensor<2x128xi64>) -> tensor<2x129xi64>
    %22 = stablehlo.slice %21 [0:2, 0:128] : (tensor<2x129xi64>) -> tensor<2x128xi64>
    %23 = stablehlo.slice %21 [0:2, 1:129] : (tensor<2x129xi64>) -> tensor<2x128xi64>
    %24 = stablehlo.subtract %23, %22 : tensor<2x128xi64>
    %25 = stablehlo.compare NE, %24, %c_3, SIGNED : (tensor<2x128xi64>, tensor<2x128xi64>) -> tensor<2x128xi1>
    %26 = stablehlo.convert %25 : (tensor<2x128xi1>) -> tensor<2x128xi64>
    %27 = "stablehlo.reduce_window"(%26, %c_10) <{padding = dense<[[0, 0], [127, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 128>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg77: tensor<i64>, %arg78: tensor<i64>):
      %847 = stablehlo.add %arg77, %arg78 : tensor<i64>
      stablehlo.return %847 : tensor<i64>
    }) : (tensor<2x128xi64>, tensor<i64>) -> tensor<2x128xi64>
    %28 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %29 = stablehlo.divide %28, %3 : tensor<f64>
    %30 = stablehlo.ceil %29 : tensor<f64>
    %31 = stablehlo.convert %30 : (tensor<f64>) -> tensor<i64>
    %32 = stablehlo.reshape %31 : (tensor<i64>) -> tensor<1xi64>
    %33 = stablehlo.dynamic_iota %32, dim = 0 : (tensor<1xi64>) -> tensor<2xi64>
    %34 = stablehlo.multiply %33, %c_1 : tensor<2xi64>
    %35 = stablehlo.add %34, %c_0 : tensor<2xi64>
    %36 = stablehlo.reshape %35 : (tensor<2xi64>) -> tensor<2x1xi64>
    %37 = stablehlo.reshape %36 : (tensor<2x1xi64>) -> tensor<2x1x1xi64>
    %38 = stablehlo.reshape %37 : (tensor<2x1x1xi64>) -> tensor<2x1x1x1xi64>
    %39 = stablehlo.reshape %13 : (tensor<1x128xi64>) -> tensor<1x1x128xi64>
    %40 = stablehlo.reshape %39 : (tensor<1x1x128xi64>) -> tensor<1x1x128x1xi64>
    %41 = stablehlo.reshape %39 : (tensor<1x1x128xi64>) -> tensor<1x1x1x128xi64>
    %42 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xi64>) -> tensor<2x1x128x1xi64>
    %43 = stablehlo.reshape %42 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %44 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x128x1xi64>) -> tensor<2x1x128x1xi64>
    %45 = stablehlo.reshape %44 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %46 = stablehlo.concatenate %43, %45, dim = 4 : (tensor<2x1x128x1x1xi64>, tensor<2x1x128x1x1xi64>) -> tensor<2x1x128x1x2xi64>
    %47 = "stablehlo.gather"(%18, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xi64>
    %48 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xi64>) -> tensor<2x1x1x128xi64>
    %49 = stablehlo.reshape %48 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %50 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xi64>) -> tensor<2x1x1x128xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %52 = stablehlo.concatenate %49, %51, dim = 4 : (tensor<2x1x1x128x1xi64>, tensor<2x1x1x128x1xi64>) -> tensor<2x1x1x128x2xi64>
    %53 = "stablehlo.gather"(%18, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xi64>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x1x1x128xi64>) -> tensor<2x1x128x128xi64>
    %55 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x128xi64>
    %56 = stablehlo.compare LE, %54, %55, SIGNED : (tensor<2x1x128x128xi64>, tensor<2x1x128x128xi64>) -> tensor<2x1x128x128xi1>
    %57 = stablehlo.and %56, %c : tensor<2x1x128x128xi1>
    %58 = "stablehlo.gather"(%27, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xi64>
    %59 = "stablehlo.gather"(%27, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xi64>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x128xi64>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<2x1x1x128xi64>) -> tensor<2x1x128x128xi64>
    %62 = stablehlo.compare EQ, %60, %61, SIGNED : (tensor<2x1x128x128xi64>, tensor<2x1x128x128xi64>) -> tensor<2x1x128x128xi1>
    %63 = stablehlo.and %57, %62 : tensor<2x1x128x128xi1>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xi1>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x1x128x128xf32>
    %66 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x128x128xf32>
    %67 = stablehlo.select %64, %65, %66 : tensor<2x1x128x128xi1>, tensor<2x1x128x128xf32>
    %68 = stablehlo.convert %17 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %69 = stablehlo.reduce(%68 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %70 = stablehlo.reshape %69 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %71 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf64>
    %72 = stablehlo.reshape %71 : (tensor<1xf64>) -> tensor<f64>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f64>) -> tensor<2x128x1xf64>
    %74 = stablehlo.divide %70, %73 : tensor<2x128x1xf64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %76 = stablehlo.subtract %68, %75 : tensor<2x128x512xf64>
    %77 = stablehlo.multiply %76, %76 : tensor<2x128x512xf64>
    %78 = stablehlo.reduce(%77 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %79 = stablehlo.reshape %78 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %80 = stablehlo.divide %79, %73 : tensor<2x128x1xf64>
    %81 = stablehlo.convert %80 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %82 = stablehlo.reduce(%17 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %84 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1xf32>) -> tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %87 = stablehlo.divide %83, %86 : tensor<2x128x1xf32>
    %88 = stablehlo.convert %cst_15 : (tensor<1xf64>) -> tensor<1xf32>
    %89 = stablehlo.reshape %88 : (tensor<1xf32>) -> tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %91 = stablehlo.add %81, %90 : tensor<2x128x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<2x128x1xf32>
    %93 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %94 = stablehlo.subtract %17, %93 : tensor<2x128x512xf32>
    %95 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x128x512xf32>
    %97 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x128x512xf32>
    %99 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %100 = stablehlo.add %98, %99 : tensor<2x128x512xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %102 = stablehlo.dot_general %101, %arg4, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %103 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf32>
    %104 = stablehlo.reshape %103 : (tensor<1xf32>) -> tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<256x1536xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<256x1536xf32>
    %107 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %108 = stablehlo.multiply %arg5, %107 : tensor<1536xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %110 = stablehlo.add %106, %109 : tensor<256x1536xf32>
    %111 = stablehlo.reshape %110 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %112 = stablehlo.slice %111 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %113 = stablehlo.slice %111 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %114 = stablehlo.slice %111 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %115 = stablehlo.reshape %113 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %117 = stablehlo.reshape %114 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %118 = stablehlo.transpose %117, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %119 = stablehlo.reshape %112 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %121 = stablehlo.transpose %116, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %122 = stablehlo.reshape %120 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %123 = stablehlo.reshape %121 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %125 = stablehlo.dot_general %122, %124, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %127 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %128 = stablehlo.reshape %127 : (tensor<1xf32>) -> tensor<f32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %130 = stablehlo.multiply %126, %129 : tensor<2x8x128x128xf32>
    %131 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x1x128x128xf32>) -> tensor<2x8x128x128xf32>
    %132 = stablehlo.add %130, %131 : tensor<2x8x128x128xf32>
    %133 = stablehlo.reduce(%132 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %136 = stablehlo.subtract %132, %135 : tensor<2x8x128x128xf32>
    %137 = stablehlo.exponential %136 : tensor<2x8x128x128xf32>
    %138 = stablehlo.reduce(%137 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %141 = stablehlo.divide %137, %140 : tensor<2x8x128x128xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %143 = stablehlo.reshape %118 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %145 = stablehlo.dot_general %142, %144, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %147 = stablehlo.transpose %146, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %150 = stablehlo.dot_general %149, %arg6, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %151 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<256x512xf32>
    %153 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %154 = stablehlo.multiply %arg7, %153 : tensor<512xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %156 = stablehlo.add %152, %155 : tensor<256x512xf32>
    %157 = stablehlo.reshape %156 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %158 = stablehlo.add %157, %17 : tensor<2x128x512xf32>
    %159 = stablehlo.convert %158 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %160 = stablehlo.reduce(%159 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %161 = stablehlo.reshape %160 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %162 = stablehlo.divide %161, %73 : tensor<2x128x1xf64>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %164 = stablehlo.subtract %159, %163 : tensor<2x128x512xf64>
    %165 = stablehlo.multiply %164, %164 : tensor<2x128x512xf64>
    %166 = stablehlo.reduce(%165 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %167 = stablehlo.reshape %166 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %168 = stablehlo.divide %167, %73 : tensor<2x128x1xf64>
    %169 = stablehlo.convert %168 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %170 = stablehlo.reduce(%158 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %172 = stablehlo.divide %171, %86 : tensor<2x128x1xf32>
    %173 = stablehlo.add %169, %90 : tensor<2x128x1xf32>
    %174 = stablehlo.rsqrt %173 : tensor<2x128x1xf32>
    %175 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %176 = stablehlo.subtract %158, %175 : tensor<2x128x512xf32>
    %177 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<2x128x512xf32>
    %179 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<2x128x512xf32>
    %181 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %182 = stablehlo.add %180, %181 : tensor<2x128x512xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %184 = stablehlo.dot_general %183, %arg10, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %185 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<256x2048xf32>
    %187 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %188 = stablehlo.multiply %arg11, %187 : tensor<2048xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %190 = stablehlo.add %186, %189 : tensor<256x2048xf32>
    %191 = stablehlo.reshape %190 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %192 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %193 = stablehlo.reshape %192 : (tensor<1xf32>) -> tensor<f32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<f32>) -> tensor<2x128x2048xf32>
    %195 = stablehlo.multiply %191, %194 : tensor<2x128x2048xf32>
    %196 = stablehlo.convert %cst_18 : (tensor<1xi64>) -> tensor<1xf32>
    %197 = stablehlo.reshape %196 : (tensor<1xf32>) -> tensor<f32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [] : (tensor<f32>) -> tensor<2x128x2048xf32>
    %199 = stablehlo.power %191, %198 : tensor<2x128x2048xf32>
    %200 = stablehlo.convert %cst_19 : (tensor<1xf64>) -> tensor<1xf32>
    %201 = stablehlo.reshape %200 : (tensor<1xf32>) -> tensor<f32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [] : (tensor<f32>) -> tensor<2x128x2048xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<2x128x2048xf32>
    %204 = stablehlo.add %191, %203 : tensor<2x128x2048xf32>
    %205 = stablehlo.convert %cst_20 : (tensor<1xf64>) -> tensor<1xf32>
    %206 = stablehlo.reshape %205 : (tensor<1xf32>) -> tensor<f32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<2x128x2048xf32>
    %208 = stablehlo.multiply %204, %207 : tensor<2x128x2048xf32>
    %209 = stablehlo.tanh %208 : tensor<2x128x2048xf32>
    %210 = stablehlo.convert %cst_21 : (tensor<1xf64>) -> tensor<1xf32>
    %211 = stablehlo.reshape %210 : (tensor<1xf32>) -> tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<2x128x2048xf32>
    %213 = stablehlo.add %209, %212 : tensor<2x128x2048xf32>
    %214 = stablehlo.multiply %195, %213 : tensor<2x128x2048xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %216 = stablehlo.dot_general %215, %arg12, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %217 = stablehlo.multiply %216, %151 : tensor<256x512xf32>
    %218 = stablehlo.multiply %arg13, %153 : tensor<512xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %220 = stablehlo.add %217, %219 : tensor<256x512xf32>
    %221 = stablehlo.reshape %220 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %222 = stablehlo.add %158, %221 : tensor<2x128x512xf32>
    %223 = stablehlo.convert %222 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %224 = stablehlo.reduce(%223 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %225 = stablehlo.reshape %224 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %226 = stablehlo.divide %225, %73 : tensor<2x128x1xf64>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %228 = stablehlo.subtract %223, %227 : tensor<2x128x512xf64>
    %229 = stablehlo.multiply %228, %228 : tensor<2x128x512xf64>
    %230 = stablehlo.reduce(%229 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %231 = stablehlo.reshape %230 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %232 = stablehlo.divide %231, %73 : tensor<2x128x1xf64>
    %233 = stablehlo.convert %232 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %234 = stablehlo.reduce(%222 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %236 = stablehlo.divide %235, %86 : tensor<2x128x1xf32>
    %237 = stablehlo.add %233, %90 : tensor<2x128x1xf32>
    %238 = stablehlo.rsqrt %237 : tensor<2x128x1xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %240 = stablehlo.subtract %222, %239 : tensor<2x128x512xf32>
    %241 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<2x128x512xf32>
    %243 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<2x128x512xf32>
    %245 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %246 = stablehlo.add %244, %245 : tensor<2x128x512xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %248 = stablehlo.dot_general %247, %arg16, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %249 = stablehlo.multiply %248, %105 : tensor<256x1536xf32>
    %250 = stablehlo.multiply %arg17, %107 : tensor<1536xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %252 = stablehlo.add %249, %251 : tensor<256x1536xf32>
    %253 = stablehlo.reshape %252 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %254 = stablehlo.slice %253 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %255 = stablehlo.slice %253 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %256 = stablehlo.slice %253 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %257 = stablehlo.reshape %255 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %259 = stablehlo.reshape %256 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %260 = stablehlo.transpose %259, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %261 = stablehlo.reshape %254 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %262 = stablehlo.transpose %261, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %263 = stablehlo.transpose %258, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %264 = stablehlo.reshape %262 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %265 = stablehlo.reshape %263 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %267 = stablehlo.dot_general %264, %266, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %268 = stablehlo.reshape %267 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %269 = stablehlo.multiply %268, %129 : tensor<2x8x128x128xf32>
    %270 = stablehlo.add %269, %131 : tensor<2x8x128x128xf32>
    %271 = stablehlo.reduce(%270 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %274 = stablehlo.subtract %270, %273 : tensor<2x8x128x128xf32>
    %275 = stablehlo.exponential %274 : tensor<2x8x128x128xf32>
    %276 = stablehlo.reduce(%275 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %279 = stablehlo.divide %275, %278 : tensor<2x8x128x128xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %281 = stablehlo.reshape %260 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %283 = stablehlo.dot_general %280, %282, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %284 = stablehlo.reshape %283 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %285 = stablehlo.transpose %284, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %288 = stablehlo.dot_general %287, %arg18, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %289 = stablehlo.multiply %288, %151 : tensor<256x512xf32>
    %290 = stablehlo.multiply %arg19, %153 : tensor<512xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %292 = stablehlo.add %289, %291 : tensor<256x512xf32>
    %293 = stablehlo.reshape %292 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %294 = stablehlo.add %293, %222 : tensor<2x128x512xf32>
    %295 = stablehlo.convert %294 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %296 = stablehlo.reduce(%295 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %297 = stablehlo.reshape %296 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %298 = stablehlo.divide %297, %73 : tensor<2x128x1xf64>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %300 = stablehlo.subtract %295, %299 : tensor<2x128x512xf64>
    %301 = stablehlo.multiply %300, %300 : tensor<2x128x512xf64>
    %302 = stablehlo.reduce(%301 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %303 = stablehlo.reshape %302 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %304 = stablehlo.divide %303, %73 : tensor<2x128x1xf64>
    %305 = stablehlo.convert %304 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %306 = stablehlo.reduce(%294 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %308 = stablehlo.divide %307, %86 : tensor<2x128x1xf32>
    %309 = stablehlo.add %305, %90 : tensor<2x128x1xf32>
    %310 = stablehlo.rsqrt %309 : tensor<2x128x1xf32>
    %311 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %312 = stablehlo.subtract %294, %311 : tensor<2x128x512xf32>
    %313 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %314 = stablehlo.multiply %312, %313 : tensor<2x128x512xf32>
    %315 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<2x128x512xf32>
    %317 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %318 = stablehlo.add %316, %317 : tensor<2x128x512xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %320 = stablehlo.dot_general %319, %arg22, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %321 = stablehlo.multiply %320, %185 : tensor<256x2048xf32>
    %322 = stablehlo.multiply %arg23, %187 : tensor<2048xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %324 = stablehlo.add %321, %323 : tensor<256x2048xf32>
    %325 = stablehlo.reshape %324 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %326 = stablehlo.multiply %325, %194 : tensor<2x128x2048xf32>
    %327 = stablehlo.power %325, %198 : tensor<2x128x2048xf32>
    %328 = stablehlo.multiply %327, %202 : tensor<2x128x2048xf32>
    %329 = stablehlo.add %325, %328 : tensor<2x128x2048xf32>
    %330 = stablehlo.multiply %329, %207 : tensor<2x128x2048xf32>
    %331 = stablehlo.tanh %330 : tensor<2x128x2048xf32>
    %332 = stablehlo.add %331, %212 : tensor<2x128x2048xf32>
    %333 = stablehlo.multiply %326, %332 : tensor<2x128x2048xf32>
    %334 = stablehlo.reshape %333 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %335 = stablehlo.dot_general %334, %arg24, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %336 = stablehlo.multiply %335, %151 : tensor<256x512xf32>
    %337 = stablehlo.multiply %arg25, %153 : tensor<512xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %339 = stablehlo.add %336, %338 : tensor<256x512xf32>
    %340 = stablehlo.reshape %339 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %341 = stablehlo.add %294, %340 : tensor<2x128x512xf32>
    %342 = stablehlo.convert %341 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %343 = stablehlo.reduce(%342 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %344 = stablehlo.reshape %343 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %345 = stablehlo.divide %344, %73 : tensor<2x128x1xf64>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %347 = stablehlo.subtract %342, %346 : tensor<2x128x512xf64>
    %348 = stablehlo.multiply %347, %347 : tensor<2x128x512xf64>
    %349 = stablehlo.reduce(%348 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %350 = stablehlo.reshape %349 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %351 = stablehlo.divide %350, %73 : tensor<2x128x1xf64>
    %352 = stablehlo.convert %351 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %353 = stablehlo.reduce(%341 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %355 = stablehlo.divide %354, %86 : tensor<2x128x1xf32>
    %356 = stablehlo.add %352, %90 : tensor<2x128x1xf32>
    %357 = stablehlo.rsqrt %356 : tensor<2x128x1xf32>
    %358 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %359 = stablehlo.subtract %341, %358 : tensor<2x128x512xf32>
    %360 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<2x128x512xf32>
    %362 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<2x128x512xf32>
    %364 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %365 = stablehlo.add %363, %364 : tensor<2x128x512xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %367 = stablehlo.dot_general %366, %arg28, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %368 = stablehlo.multiply %367, %105 : tensor<256x1536xf32>
    %369 = stablehlo.multiply %arg29, %107 : tensor<1536xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %371 = stablehlo.add %368, %370 : tensor<256x1536xf32>
    %372 = stablehlo.reshape %371 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %373 = stablehlo.slice %372 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %374 = stablehlo.slice %372 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %375 = stablehlo.slice %372 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %376 = stablehlo.reshape %374 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %377 = stablehlo.transpose %376, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %378 = stablehlo.reshape %375 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %379 = stablehlo.transpose %378, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %380 = stablehlo.reshape %373 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %381 = stablehlo.transpose %380, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %382 = stablehlo.transpose %377, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %383 = stablehlo.reshape %381 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %384 = stablehlo.reshape %382 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %386 = stablehlo.dot_general %383, %385, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %387 = stablehlo.reshape %386 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %388 = stablehlo.multiply %387, %129 : tensor<2x8x128x128xf32>
    %389 = stablehlo.add %388, %131 : tensor<2x8x128x128xf32>
    %390 = stablehlo.reduce(%389 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %391 = stablehlo.reshape %390 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %393 = stablehlo.subtract %389, %392 : tensor<2x8x128x128xf32>
    %394 = stablehlo.exponential %393 : tensor<2x8x128x128xf32>
    %395 = stablehlo.reduce(%394 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %396 = stablehlo.reshape %395 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %398 = stablehlo.divide %394, %397 : tensor<2x8x128x128xf32>
    %399 = stablehlo.reshape %398 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %400 = stablehlo.reshape %379 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %402 = stablehlo.dot_general %399, %401, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %403 = stablehlo.reshape %402 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %404 = stablehlo.transpose %403, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %406 = stablehlo.reshape %405 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %407 = stablehlo.dot_general %406, %arg30, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %408 = stablehlo.multiply %407, %151 : tensor<256x512xf32>
    %409 = stablehlo.multiply %arg31, %153 : tensor<512xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %411 = stablehlo.add %408, %410 : tensor<256x512xf32>
    %412 = stablehlo.reshape %411 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %413 = stablehlo.add %412, %341 : tensor<2x128x512xf32>
    %414 = stablehlo.convert %413 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %415 = stablehlo.reduce(%414 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %416 = stablehlo.reshape %415 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %417 = stablehlo.divide %416, %73 : tensor<2x128x1xf64>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %419 = stablehlo.subtract %414, %418 : tensor<2x128x512xf64>
    %420 = stablehlo.multiply %419, %419 : tensor<2x128x512xf64>
    %421 = stablehlo.reduce(%420 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %422 = stablehlo.reshape %421 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %423 = stablehlo.divide %422, %73 : tensor<2x128x1xf64>
    %424 = stablehlo.convert %423 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %425 = stablehlo.reduce(%413 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %426 = stablehlo.reshape %425 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %427 = stablehlo.divide %426, %86 : tensor<2x128x1xf32>
    %428 = stablehlo.add %424, %90 : tensor<2x128x1xf32>
    %429 = stablehlo.rsqrt %428 : tensor<2x128x1xf32>
    %430 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %431 = stablehlo.subtract %413, %430 : tensor<2x128x512xf32>
    %432 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<2x128x512xf32>
    %434 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %435 = stablehlo.multiply %433, %434 : tensor<2x128x512xf32>
    %436 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %437 = stablehlo.add %435, %436 : tensor<2x128x512xf32>
    %438 = stablehlo.reshape %437 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %439 = stablehlo.dot_general %438, %arg34, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %440 = stablehlo.multiply %439, %185 : tensor<256x2048xf32>
    %441 = stablehlo.multiply %arg35, %187 : tensor<2048xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %443 = stablehlo.add %440, %442 : tensor<256x2048xf32>
    %444 = stablehlo.reshape %443 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %445 = stablehlo.multiply %444, %194 : tensor<2x128x2048xf32>
    %446 = stablehlo.power %444, %198 : tensor<2x128x2048xf32>
    %447 = stablehlo.multiply %446, %202 : tensor<2x128x2048xf32>
    %448 = stablehlo.add %444, %447 : tensor<2x128x2048xf32>
    %449 = stablehlo.multiply %448, %207 : tensor<2x128x2048xf32>
    %450 = stablehlo.tanh %449 : tensor<2x128x2048xf32>
    %451 = stablehlo.add %450, %212 : tensor<2x128x2048xf32>
    %452 = stablehlo.multiply %445, %451 : tensor<2x128x2048xf32>
    %453 = stablehlo.reshape %452 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %454 = stablehlo.dot_general %453, %arg36, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %455 = stablehlo.multiply %454, %151 : tensor<256x512xf32>
    %456 = stablehlo.multiply %arg37, %153 : tensor<512xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %458 = stablehlo.add %455, %457 : tensor<256x512xf32>
    %459 = stablehlo.reshape %458 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %460 = stablehlo.add %413, %459 : tensor<2x128x512xf32>
    %461 = stablehlo.convert %460 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %462 = stablehlo.reduce(%461 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %463 = stablehlo.reshape %462 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %464 = stablehlo.divide %463, %73 : tensor<2x128x1xf64>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %466 = stablehlo.subtract %461, %465 : tensor<2x128x512xf64>
    %467 = stablehlo.multiply %466, %466 : tensor<2x128x512xf64>
    %468 = stablehlo.reduce(%467 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %469 = stablehlo.reshape %468 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %470 = stablehlo.divide %469, %73 : tensor<2x128x1xf64>
    %471 = stablehlo.convert %470 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %472 = stablehlo.reduce(%460 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %473 = stablehlo.reshape %472 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %474 = stablehlo.divide %473, %86 : tensor<2x128x1xf32>
    %475 = stablehlo.add %471, %90 : tensor<2x128x1xf32>
    %476 = stablehlo.rsqrt %475 : tensor<2x128x1xf32>
    %477 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %478 = stablehlo.subtract %460, %477 : tensor<2x128x512xf32>
    %479 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %480 = stablehlo.multiply %478, %479 : tensor<2x128x512xf32>
    %481 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<2x128x512xf32>
    %483 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %484 = stablehlo.add %482, %483 : tensor<2x128x512xf32>
    %485 = stablehlo.reshape %484 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %486 = stablehlo.dot_general %485, %arg40, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %487 = stablehlo.multiply %486, %105 : tensor<256x1536xf32>
    %488 = stablehlo.multiply %arg41, %107 : tensor<1536xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %490 = stablehlo.add %487, %489 : tensor<256x1536xf32>
    %491 = stablehlo.reshape %490 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %492 = stablehlo.slice %491 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %493 = stablehlo.slice %491 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %494 = stablehlo.slice %491 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %495 = stablehlo.reshape %493 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %496 = stablehlo.transpose %495, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %497 = stablehlo.reshape %494 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %498 = stablehlo.transpose %497, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %499 = stablehlo.reshape %492 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %500 = stablehlo.transpose %499, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %501 = stablehlo.transpose %496, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %502 = stablehlo.reshape %500 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %503 = stablehlo.reshape %501 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %505 = stablehlo.dot_general %502, %504, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %506 = stablehlo.reshape %505 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %507 = stablehlo.multiply %506, %129 : tensor<2x8x128x128xf32>
    %508 = stablehlo.add %507, %131 : tensor<2x8x128x128xf32>
    %509 = stablehlo.reduce(%508 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %512 = stablehlo.subtract %508, %511 : tensor<2x8x128x128xf32>
    %513 = stablehlo.exponential %512 : tensor<2x8x128x128xf32>
    %514 = stablehlo.reduce(%513 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %515 = stablehlo.reshape %514 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %517 = stablehlo.divide %513, %516 : tensor<2x8x128x128xf32>
    %518 = stablehlo.reshape %517 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %519 = stablehlo.reshape %498 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %521 = stablehlo.dot_general %518, %520, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %522 = stablehlo.reshape %521 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %523 = stablehlo.transpose %522, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %524 = stablehlo.reshape %523 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %526 = stablehlo.dot_general %525, %arg42, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %527 = stablehlo.multiply %526, %151 : tensor<256x512xf32>
    %528 = stablehlo.multiply %arg43, %153 : tensor<512xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %530 = stablehlo.add %527, %529 : tensor<256x512xf32>
    %531 = stablehlo.reshape %530 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %532 = stablehlo.add %531, %460 : tensor<2x128x512xf32>
    %533 = stablehlo.convert %532 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %534 = stablehlo.reduce(%533 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %535 = stablehlo.reshape %534 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %536 = stablehlo.divide %535, %73 : tensor<2x128x1xf64>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %538 = stablehlo.subtract %533, %537 : tensor<2x128x512xf64>
    %539 = stablehlo.multiply %538, %538 : tensor<2x128x512xf64>
    %540 = stablehlo.reduce(%539 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %541 = stablehlo.reshape %540 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %542 = stablehlo.divide %541, %73 : tensor<2x128x1xf64>
    %543 = stablehlo.convert %542 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %544 = stablehlo.reduce(%532 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %545 = stablehlo.reshape %544 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %546 = stablehlo.divide %545, %86 : tensor<2x128x1xf32>
    %547 = stablehlo.add %543, %90 : tensor<2x128x1xf32>
    %548 = stablehlo.rsqrt %547 : tensor<2x128x1xf32>
    %549 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %550 = stablehlo.subtract %532, %549 : tensor<2x128x512xf32>
    %551 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %552 = stablehlo.multiply %550, %551 : tensor<2x128x512xf32>
    %553 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %554 = stablehlo.multiply %552, %553 : tensor<2x128x512xf32>
    %555 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %556 = stablehlo.add %554, %555 : tensor<2x128x512xf32>
    %557 = stablehlo.reshape %556 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %558 = stablehlo.dot_general %557, %arg46, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %559 = stablehlo.multiply %558, %185 : tensor<256x2048xf32>
    %560 = stablehlo.multiply %arg47, %187 : tensor<2048xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %562 = stablehlo.add %559, %561 : tensor<256x2048xf32>
    %563 = stablehlo.reshape %562 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %564 = stablehlo.multiply %563, %194 : tensor<2x128x2048xf32>
    %565 = stablehlo.power %563, %198 : tensor<2x128x2048xf32>
    %566 = stablehlo.multiply %565, %202 : tensor<2x128x2048xf32>
    %567 = stablehlo.add %563, %566 : tensor<2x128x2048xf32>
    %568 = stablehlo.multiply %567, %207 : tensor<2x128x2048xf32>
    %569 = stablehlo.tanh %568 : tensor<2x128x2048xf32>
    %570 = stablehlo.add %569, %212 : tensor<2x128x2048xf32>
    %571 = stablehlo.multiply %564, %570 : tensor<2x128x2048xf32>
    %572 = stablehlo.reshape %571 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %573 = stablehlo.dot_general %572, %arg48, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %574 = stablehlo.multiply %573, %151 : tensor<256x512xf32>
    %575 = stablehlo.multiply %arg49, %153 : tensor<512xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %577 = stablehlo.add %574, %576 : tensor<256x512xf32>
    %578 = stablehlo.reshape %577 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %579 = stablehlo.add %532, %578 : tensor<2x128x512xf32>
    %580 = stablehlo.convert %579 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %581 = stablehlo.reduce(%580 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %582 = stablehlo.reshape %581 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %583 = stablehlo.divide %582, %73 : tensor<2x128x1xf64>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %585 = stablehlo.subtract %580, %584 : tensor<2x128x512xf64>
    %586 = stablehlo.multiply %585, %585 : tensor<2x128x512xf64>
    %587 = stablehlo.reduce(%586 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %588 = stablehlo.reshape %587 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %589 = stablehlo.divide %588, %73 : tensor<2x128x1xf64>
    %590 = stablehlo.convert %589 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %591 = stablehlo.reduce(%579 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %592 = stablehlo.reshape %591 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %593 = stablehlo.divide %592, %86 : tensor<2x128x1xf32>
    %594 = stablehlo.add %590, %90 : tensor<2x128x1xf32>
    %595 = stablehlo.rsqrt %594 : tensor<2x128x1xf32>
    %596 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %597 = stablehlo.subtract %579, %596 : tensor<2x128x512xf32>
    %598 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %599 = stablehlo.multiply %597, %598 : tensor<2x128x512xf32>
    %600 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %601 = stablehlo.multiply %599, %600 : tensor<2x128x512xf32>
    %602 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %603 = stablehlo.add %601, %602 : tensor<2x128x512xf32>
    %604 = stablehlo.reshape %603 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %605 = stablehlo.dot_general %604, %arg52, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %606 = stablehlo.multiply %605, %105 : tensor<256x1536xf32>
    %607 = stablehlo.multiply %arg53, %107 : tensor<1536xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %609 = stablehlo.add %606, %608 : tensor<256x1536xf32>
    %610 = stablehlo.reshape %609 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %611 = stablehlo.slice %610 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %612 = stablehlo.slice %610 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %613 = stablehlo.slice %610 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %614 = stablehlo.reshape %612 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %616 = stablehlo.reshape %613 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %617 = stablehlo.transpose %616, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %618 = stablehlo.reshape %611 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %619 = stablehlo.transpose %618, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %620 = stablehlo.transpose %615, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %621 = stablehlo.reshape %619 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %622 = stablehlo.reshape %620 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %624 = stablehlo.dot_general %621, %623, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %625 = stablehlo.reshape %624 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %626 = stablehlo.multiply %625, %129 : tensor<2x8x128x128xf32>
    %627 = stablehlo.add %626, %131 : tensor<2x8x128x128xf32>
    %628 = stablehlo.reduce(%627 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %629 = stablehlo.reshape %628 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %631 = stablehlo.subtract %627, %630 : tensor<2x8x128x128xf32>
    %632 = stablehlo.exponential %631 : tensor<2x8x128x128xf32>
    %633 = stablehlo.reduce(%632 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %634 = stablehlo.reshape %633 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %636 = stablehlo.divide %632, %635 : tensor<2x8x128x128xf32>
    %637 = stablehlo.reshape %636 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %638 = stablehlo.reshape %617 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %640 = stablehlo.dot_general %637, %639, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %641 = stablehlo.reshape %640 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %642 = stablehlo.transpose %641, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %643 = stablehlo.reshape %642 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %644 = stablehlo.reshape %643 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %645 = stablehlo.dot_general %644, %arg54, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %646 = stablehlo.multiply %645, %151 : tensor<256x512xf32>
    %647 = stablehlo.multiply %arg55, %153 : tensor<512xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %649 = stablehlo.add %646, %648 : tensor<256x512xf32>
    %650 = stablehlo.reshape %649 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %651 = stablehlo.add %650, %579 : tensor<2x128x512xf32>
    %652 = stablehlo.convert %651 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %653 = stablehlo.reduce(%652 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %654 = stablehlo.reshape %653 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %655 = stablehlo.divide %654, %73 : tensor<2x128x1xf64>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %657 = stablehlo.subtract %652, %656 : tensor<2x128x512xf64>
    %658 = stablehlo.multiply %657, %657 : tensor<2x128x512xf64>
    %659 = stablehlo.reduce(%658 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %660 = stablehlo.reshape %659 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %661 = stablehlo.divide %660, %73 : tensor<2x128x1xf64>
    %662 = stablehlo.convert %661 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %663 = stablehlo.reduce(%651 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %664 = stablehlo.reshape %663 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %665 = stablehlo.divide %664, %86 : tensor<2x128x1xf32>
    %666 = stablehlo.add %662, %90 : tensor<2x128x1xf32>
    %667 = stablehlo.rsqrt %666 : tensor<2x128x1xf32>
    %668 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %669 = stablehlo.subtract %651, %668 : tensor<2x128x512xf32>
    %670 = stablehlo.broadcast_in_dim %667, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %671 = stablehlo.multiply %669, %670 : tensor<2x128x512xf32>
    %672 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %673 = stablehlo.multiply %671, %672 : tensor<2x128x512xf32>
    %674 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %675 = stablehlo.add %673, %674 : tensor<2x128x512xf32>
    %676 = stablehlo.reshape %675 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %677 = stablehlo.dot_general %676, %arg58, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %678 = stablehlo.multiply %677, %185 : tensor<256x2048xf32>
    %679 = stablehlo.multiply %arg59, %187 : tensor<2048xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %681 = stablehlo.add %678, %680 : tensor<256x2048xf32>
    %682 = stablehlo.reshape %681 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %683 = stablehlo.multiply %682, %194 : tensor<2x128x2048xf32>
    %684 = stablehlo.power %682, %198 : tensor<2x128x2048xf32>
    %685 = stablehlo.multiply %684, %202 : tensor<2x128x2048xf32>
    %686 = stablehlo.add %682, %685 : tensor<2x128x2048xf32>
    %687 = stablehlo.multiply %686, %207 : tensor<2x128x2048xf32>
    %688 = stablehlo.tanh %687 : tensor<2x128x2048xf32>
    %689 = stablehlo.add %688, %212 : tensor<2x128x2048xf32>
    %690 = stablehlo.multiply %683, %689 : tensor<2x128x2048xf32>
    %691 = stablehlo.reshape %690 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %692 = stablehlo.dot_general %691, %arg60, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %693 = stablehlo.multiply %692, %151 : tensor<256x512xf32>
    %694 = stablehlo.multiply %arg61, %153 : tensor<512xf32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %696 = stablehlo.add %693, %695 : tensor<256x512xf32>
    %697 = stablehlo.reshape %696 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %698 = stablehlo.add %651, %697 : tensor<2x128x512xf32>
    %699 = stablehlo.convert %698 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %700 = stablehlo.reduce(%699 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %701 = stablehlo.reshape %700 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %702 = stablehlo.divide %701, %73 : tensor<2x128x1xf64>
    %703 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %704 = stablehlo.subtract %699, %703 : tensor<2x128x512xf64>
    %705 = stablehlo.multiply %704, %704 : tensor<2x128x512xf64>
    %706 = stablehlo.reduce(%705 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %707 = stablehlo.reshape %706 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %708 = stablehlo.divide %707, %73 : tensor<2x128x1xf64>
    %709 = stablehlo.convert %708 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %710 = stablehlo.reduce(%698 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %711 = stablehlo.reshape %710 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %712 = stablehlo.divide %711, %86 : tensor<2x128x1xf32>
    %713 = stablehlo.add %709, %90 : tensor<2x128x1xf32>
    %714 = stablehlo.rsqrt %713 : tensor<2x128x1xf32>
    %715 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %716 = stablehlo.subtract %698, %715 : tensor<2x128x512xf32>
    %717 = stablehlo.broadcast_in_dim %714, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %718 = stablehlo.multiply %716, %717 : tensor<2x128x512xf32>
    %719 = stablehlo.broadcast_in_dim %arg62, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %720 = stablehlo.multiply %718, %719 : tensor<2x128x512xf32>
    %721 = stablehlo.broadcast_in_dim %arg63, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %722 = stablehlo.add %720, %721 : tensor<2x128x512xf32>
    %723 = stablehlo.reshape %722 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %724 = stablehlo.dot_general %723, %arg64, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %725 = stablehlo.multiply %724, %105 : tensor<256x1536xf32>
    %726 = stablehlo.multiply %arg65, %107 : tensor<1536xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %728 = stablehlo.add %725, %727 : tensor<256x1536xf32>
    %729 = stablehlo.reshape %728 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %730 = stablehlo.slice %729 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %731 = stablehlo.slice %729 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %732 = stablehlo.slice %729 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %733 = stablehlo.reshape %731 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %734 = stablehlo.transpose %733, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %735 = stablehlo.reshape %732 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %736 = stablehlo.transpose %735, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %737 = stablehlo.reshape %730 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %738 = stablehlo.transpose %737, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %739 = stablehlo.transpose %734, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %740 = stablehlo.reshape %738 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %741 = stablehlo.reshape %739 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 1, 2] : (tensor<16x64x128xf32>) -> tensor<16x64x128xf32>
    %743 = stablehlo.dot_general %740, %742, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %744 = stablehlo.reshape %743 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %745 = stablehlo.multiply %744, %129 : tensor<2x8x128x128xf32>
    %746 = stablehlo.add %745, %131 : tensor<2x8x128x128xf32>
    %747 = stablehlo.reduce(%746 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %748 = stablehlo.reshape %747 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %750 = stablehlo.subtract %746, %749 : tensor<2x8x128x128xf32>
    %751 = stablehlo.exponential %750 : tensor<2x8x128x128xf32>
    %752 = stablehlo.reduce(%751 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %753 = stablehlo.reshape %752 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %755 = stablehlo.divide %751, %754 : tensor<2x8x128x128xf32>
    %756 = stablehlo.reshape %755 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %757 = stablehlo.reshape %736 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0, 1, 2] : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %759 = stablehlo.dot_general %756, %758, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %760 = stablehlo.reshape %759 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %761 = stablehlo.transpose %760, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %762 = stablehlo.reshape %761 : (tensor<2x128x8x64xf32>) -> tensor<2x128x512xf32>
    %763 = stablehlo.reshape %762 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %764 = stablehlo.dot_general %763, %arg66, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %765 = stablehlo.multiply %764, %151 : tensor<256x512xf32>
    %766 = stablehlo.multiply %arg67, %153 : tensor<512xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %768 = stablehlo.add %765, %767 : tensor<256x512xf32>
    %769 = stablehlo.reshape %768 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %770 = stablehlo.add %769, %698 : tensor<2x128x512xf32>
    %771 = stablehlo.convert %770 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %772 = stablehlo.reduce(%771 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %773 = stablehlo.reshape %772 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %774 = stablehlo.divide %773, %73 : tensor<2x128x1xf64>
    %775 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %776 = stablehlo.subtract %771, %775 : tensor<2x128x512xf64>
    %777 = stablehlo.multiply %776, %776 : tensor<2x128x512xf64>
    %778 = stablehlo.reduce(%777 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %779 = stablehlo.reshape %778 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %780 = stablehlo.divide %779, %73 : tensor<2x128x1xf64>
    %781 = stablehlo.convert %780 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %782 = stablehlo.reduce(%770 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %783 = stablehlo.reshape %782 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %784 = stablehlo.divide %783, %86 : tensor<2x128x1xf32>
    %785 = stablehlo.add %781, %90 : tensor<2x128x1xf32>
    %786 = stablehlo.rsqrt %785 : tensor<2x128x1xf32>
    %787 = stablehlo.broadcast_in_dim %784, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %788 = stablehlo.subtract %770, %787 : tensor<2x128x512xf32>
    %789 = stablehlo.broadcast_in_dim %786, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %790 = stablehlo.multiply %788, %789 : tensor<2x128x512xf32>
    %791 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %792 = stablehlo.multiply %790, %791 : tensor<2x128x512xf32>
    %793 = stablehlo.broadcast_in_dim %arg69, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %794 = stablehlo.add %792, %793 : tensor<2x128x512xf32>
    %795 = stablehlo.reshape %794 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %796 = stablehlo.dot_general %795, %arg70, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %797 = stablehlo.multiply %796, %185 : tensor<256x2048xf32>
    %798 = stablehlo.multiply %arg71, %187 : tensor<2048xf32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %800 = stablehlo.add %797, %799 : tensor<256x2048xf32>
    %801 = stablehlo.reshape %800 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %802 = stablehlo.multiply %801, %194 : tensor<2x128x2048xf32>
    %803 = stablehlo.power %801, %198 : tensor<2x128x2048xf32>
    %804 = stablehlo.multiply %803, %202 : tensor<2x128x2048xf32>
    %805 = stablehlo.add %801, %804 : tensor<2x128x2048xf32>
    %806 = stablehlo.multiply %805, %207 : tensor<2x128x2048xf32>
    %807 = stablehlo.tanh %806 : tensor<2x128x2048xf32>
    %808 = stablehlo.add %807, %212 : tensor<2x128x2048xf32>
    %809 = stablehlo.multiply %802, %808 : tensor<2x128x2048xf32>
    %810 = stablehlo.reshape %809 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %811 = stablehlo.dot_general %810, %arg72, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %812 = stablehlo.multiply %811, %151 : tensor<256x512xf32>
    %813 = stablehlo.multiply %arg73, %153 : tensor<512xf32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %815 = stablehlo.add %812, %814 : tensor<256x512xf32>
    %816 = stablehlo.reshape %815 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %817 = stablehlo.add %770, %816 : tensor<2x128x512xf32>
    %818 = stablehlo.convert %817 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %819 = stablehlo.reduce(%818 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %820 = stablehlo.reshape %819 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %821 = stablehlo.divide %820, %73 : tensor<2x128x1xf64>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %823 = stablehlo.subtract %818, %822 : tensor<2x128x512xf64>
    %824 = stablehlo.multiply %823, %823 : tensor<2x128x512xf64>
    %825 = stablehlo.reduce(%824 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %826 = stablehlo.reshape %825 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %827 = stablehlo.divide %826, %73 : tensor<2x128x1xf64>
    %828 = stablehlo.convert %827 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %829 = stablehlo.reduce(%817 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %830 = stablehlo.reshape %829 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %831 = stablehlo.divide %830, %86 : tensor<2x128x1xf32>
    %832 = stablehlo.add %828, %90 : tensor<2x128x1xf32>
    %833 = stablehlo.rsqrt %832 : tensor<2x128x1xf32>
    %834 = stablehlo.broadcast_in_dim %831, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %835 = stablehlo.subtract %817, %834 : tensor<2x128x512xf32>
    %836 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %837 = stablehlo.multiply %835, %836 : tensor<2x128x512xf32>
    %838 = stablehlo.broadcast_in_dim %arg74, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %839 = stablehlo.multiply %837, %838 : tensor<2x128x512xf32>
    %840 = stablehlo.broadcast_in_dim %arg75, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %841 = stablehlo.add %839, %840 : tensor<2x128x512xf32>
    %842 = stablehlo.reshape %841 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %843 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x512xf32>) -> tensor<512x1024xf32>
    %844 = stablehlo.reshape %842 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %845 = stablehlo.dot_general %844, %843, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %846 = stablehlo.reshape %845 : (tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    return %846 : tensor<2x128x1024xf32>
  }
}
