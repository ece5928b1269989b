module {
  func.func @main(%arg0: tensor<1024x512xbf16>, %arg1: tensor<256x512xbf16>, %arg2: tensor<512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<512x1536xbf16>, %arg5: tensor<1536xbf16>, %arg6: tensor<512x512xbf16>, %arg7: tensor<512xbf16>, %arg8: tensor<512xbf16>, %arg9: tensor<512xbf16>, %arg10: tensor<512x2048xbf16>, %arg11: tensor<2048xbf16>, %arg12: tensor<2048x512xbf16>, %arg13: tensor<512xbf16>, %arg14: tensor<512xbf16>, %arg15: tensor<512xbf16>, %arg16: tensor<512x1536xbf16>, %arg17: tensor<1536xbf16>, %arg18: tensor<512x512xbf16>, %arg19: tensor<512xbf16>, %arg20: tensor<512xbf16>, %arg21: tensor<512xbf16>, %arg22: tensor<512x2048xbf16>, %arg23: tensor<2048xbf16>, %arg24: tensor<2048x512xbf16>, %arg25: tensor<512xbf16>, %arg26: tensor<512xbf16>, %arg27: tensor<512xbf16>, %arg28: tensor<512x1536xbf16>, %arg29: tensor<1536xbf16>, %arg30: tensor<512x512xbf16>, %arg31: tensor<512xbf16>, %arg32: tensor<512xbf16>, %arg33: tensor<512xbf16>, %arg34: tensor<512x2048xbf16>, %arg35: tensor<2048xbf16>, %arg36: tensor<2048x512xbf16>, %arg37: tensor<512xbf16>, %arg38: tensor<512xbf16>, %arg39: tensor<512xbf16>, %arg40: tensor<512x1536xbf16>, %arg41: tensor<1536xbf16>, %arg42: tensor<512x512xbf16>, %arg43: tensor<512xbf16>, %arg44: tensor<512xbf16>, %arg45: tensor<512xbf16>, %arg46: tensor<512x2048xbf16>, %arg47: tensor<2048xbf16>, %arg48: tensor<2048x512xbf16>, %arg49: tensor<512xbf16>, %arg50: tensor<512xbf16>, %arg51: tensor<512xbf16>, %arg52: tensor<512x1536xbf16>, %arg53: tensor<1536xbf16>, %arg54: tensor<512x512xbf16>, %arg55: tensor<512xbf16>, %arg56: tensor<512xbf16>, %arg57: tensor<512xbf16>, %arg58: tensor<512x2048xbf16>, %arg59: tensor<2048xbf16>, %arg60: tensor<2048x512xbf16>, %arg61: tensor<512xbf16>, %arg62: tensor<512xbf16>, %arg63: tensor<512xbf16>, %arg64: tensor<512x1536xbf16>, %arg65: tensor<1536xbf16>, %arg66: tensor<512x512xbf16>, %arg67: tensor<512xbf16>, %arg68: tensor<512xbf16>, %arg69: tensor<512xbf16>, %arg70: tensor<512x2048xbf16>, %arg71: tensor<2048xbf16>, %arg72: tensor<2048x512xbf16>, %arg73: tensor<512xbf16>, %arg74: tensor<512xbf16>, %arg75: tensor<512xbf16>, %arg76: tensor<2x128xi64>) -> tensor<2x128x1024xbf16> {
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
    %cst = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_14 = arith.constant dense<1> : tensor<1xi64>
    %cst_15 = arith.constant dense<512> : tensor<1xi64>
    %cst_16 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_17 = arith.constant dense<1.250000e-01> : tensor<1xf64>
    %cst_18 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_19 = arith.constant dense<3> : tensor<1xi64>
    %cst_20 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_21 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_22 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %0 = stablehlo.reshape %arg76 : (tensor<2x128xi64>) -> tensor<2x128xi64>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1024x512xbf16>, tensor<2x128xi64>) -> tensor<2x128x512xbf16>
    %2 = stablehlo.convert %1 : tensor<2x128x512xbf16>
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
    %14 = "stablehlo.gather"(%arg1, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<256x512xbf16>, tensor<1x128xi64>) -> tensor<1x128x512xbf16>
    %15 = stablehlo.convert %14 : tensor<1x128x512xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x128x512xbf16>) -> tensor<2x128x512xbf16>
    %17 = stablehlo.add %2, %16 : tensor<2x128x512xbf16>
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
      %1007 = stablehlo.add %arg77, %arg78 : tensor<i64>
      stablehlo.return %1007 : tensor<i64>
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
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<2x1x128x128xbf16>
    %66 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x1x128x128xbf16>
    %67 = stablehlo.select %64, %65, %66 : tensor<2x1x128x128xi1>, tensor<2x1x128x128xbf16>
    %68 = stablehlo.convert %17 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %69 = stablehlo.convert %68 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %70 = stablehlo.reduce(%69 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %71 = stablehlo.reshape %70 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %72 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf64>
    %73 = stablehlo.reshape %72 : (tensor<1xf64>) -> tensor<f64>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f64>) -> tensor<2x128x1xf64>
    %75 = stablehlo.divide %71, %74 : tensor<2x128x1xf64>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %77 = stablehlo.subtract %69, %76 : tensor<2x128x512xf64>
    %78 = stablehlo.multiply %77, %77 : tensor<2x128x512xf64>
    %79 = stablehlo.reduce(%78 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %80 = stablehlo.reshape %79 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %81 = stablehlo.divide %80, %74 : tensor<2x128x1xf64>
    %82 = stablehlo.convert %81 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %83 = stablehlo.reduce(%68 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %85 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %86 = stablehlo.reshape %85 : (tensor<1xf32>) -> tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %88 = stablehlo.divide %84, %87 : tensor<2x128x1xf32>
    %89 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %90 = stablehlo.reshape %89 : (tensor<1xf32>) -> tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %92 = stablehlo.add %82, %91 : tensor<2x128x1xf32>
    %93 = stablehlo.rsqrt %92 : tensor<2x128x1xf32>
    %94 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %95 = stablehlo.subtract %68, %94 : tensor<2x128x512xf32>
    %96 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<2x128x512xf32>
    %98 = stablehlo.convert %arg2 : (tensor<512xbf16>) -> tensor<512xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<2x128x512xf32>
    %101 = stablehlo.convert %arg3 : (tensor<512xbf16>) -> tensor<512xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %103 = stablehlo.add %100, %102 : tensor<2x128x512xf32>
    %104 = stablehlo.convert %103 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %105 = stablehlo.reshape %104 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %106 = stablehlo.convert %arg5 : (tensor<1536xbf16>) -> tensor<1536xf32>
    %107 = stablehlo.convert %105 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %108 = stablehlo.convert %arg4 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %110 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %111 = stablehlo.reshape %110 : (tensor<1xf32>) -> tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<256x1536xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<256x1536xf32>
    %114 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %115 = stablehlo.multiply %106, %114 : tensor<1536xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %117 = stablehlo.add %113, %116 : tensor<256x1536xf32>
    %118 = stablehlo.convert %117 : (tensor<256x1536xf32>) -> tensor<256x1536xbf16>
    %119 = stablehlo.reshape %118 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %120 = stablehlo.slice %119 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %121 = stablehlo.slice %119 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %122 = stablehlo.slice %119 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %123 = stablehlo.reshape %121 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %125 = stablehlo.reshape %122 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %126 = stablehlo.transpose %125, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %127 = stablehlo.reshape %120 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %129 = stablehlo.transpose %124, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %130 = stablehlo.reshape %128 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %131 = stablehlo.reshape %129 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %133 = stablehlo.dot_general %130, %132, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %134 = stablehlo.reshape %133 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %135 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xbf16>
    %136 = stablehlo.reshape %135 : (tensor<1xbf16>) -> tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<bf16>) -> tensor<2x8x128x128xbf16>
    %138 = stablehlo.multiply %134, %137 : tensor<2x8x128x128xbf16>
    %139 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x1x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %140 = stablehlo.add %138, %139 : tensor<2x8x128x128xbf16>
    %141 = stablehlo.convert %140 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %142 = stablehlo.reduce(%141 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %145 = stablehlo.subtract %141, %144 : tensor<2x8x128x128xf32>
    %146 = stablehlo.exponential %145 : tensor<2x8x128x128xf32>
    %147 = stablehlo.reduce(%146 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %150 = stablehlo.divide %146, %149 : tensor<2x8x128x128xf32>
    %151 = stablehlo.convert %150 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %152 = stablehlo.reshape %151 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %153 = stablehlo.reshape %126 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %155 = stablehlo.dot_general %152, %154, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %156 = stablehlo.reshape %155 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %158 = stablehlo.reshape %157 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %159 = stablehlo.reshape %158 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %160 = stablehlo.convert %arg7 : (tensor<512xbf16>) -> tensor<512xf32>
    %161 = stablehlo.convert %159 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %162 = stablehlo.convert %arg6 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %163 = stablehlo.dot_general %161, %162, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %164 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<256x512xf32>
    %166 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %167 = stablehlo.multiply %160, %166 : tensor<512xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %169 = stablehlo.add %165, %168 : tensor<256x512xf32>
    %170 = stablehlo.convert %169 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %171 = stablehlo.reshape %170 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %172 = stablehlo.add %171, %17 : tensor<2x128x512xbf16>
    %173 = stablehlo.convert %172 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %174 = stablehlo.convert %173 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %175 = stablehlo.reduce(%174 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %176 = stablehlo.reshape %175 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %177 = stablehlo.divide %176, %74 : tensor<2x128x1xf64>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %179 = stablehlo.subtract %174, %178 : tensor<2x128x512xf64>
    %180 = stablehlo.multiply %179, %179 : tensor<2x128x512xf64>
    %181 = stablehlo.reduce(%180 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %182 = stablehlo.reshape %181 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %183 = stablehlo.divide %182, %74 : tensor<2x128x1xf64>
    %184 = stablehlo.convert %183 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %185 = stablehlo.reduce(%173 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %187 = stablehlo.divide %186, %87 : tensor<2x128x1xf32>
    %188 = stablehlo.add %184, %91 : tensor<2x128x1xf32>
    %189 = stablehlo.rsqrt %188 : tensor<2x128x1xf32>
    %190 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %191 = stablehlo.subtract %173, %190 : tensor<2x128x512xf32>
    %192 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<2x128x512xf32>
    %194 = stablehlo.convert %arg8 : (tensor<512xbf16>) -> tensor<512xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %196 = stablehlo.multiply %193, %195 : tensor<2x128x512xf32>
    %197 = stablehlo.convert %arg9 : (tensor<512xbf16>) -> tensor<512xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %199 = stablehlo.add %196, %198 : tensor<2x128x512xf32>
    %200 = stablehlo.convert %199 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %201 = stablehlo.reshape %200 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %202 = stablehlo.convert %arg11 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %203 = stablehlo.convert %201 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %204 = stablehlo.convert %arg10 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %205 = stablehlo.dot_general %203, %204, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %206 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<256x2048xf32>
    %208 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %209 = stablehlo.multiply %202, %208 : tensor<2048xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %211 = stablehlo.add %207, %210 : tensor<256x2048xf32>
    %212 = stablehlo.convert %211 : (tensor<256x2048xf32>) -> tensor<256x2048xbf16>
    %213 = stablehlo.reshape %212 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %214 = stablehlo.convert %cst_18 : (tensor<1xf64>) -> tensor<1xbf16>
    %215 = stablehlo.reshape %214 : (tensor<1xbf16>) -> tensor<bf16>
    %216 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<bf16>) -> tensor<2x128x2048xbf16>
    %217 = stablehlo.multiply %213, %216 : tensor<2x128x2048xbf16>
    %218 = stablehlo.convert %cst_19 : (tensor<1xi64>) -> tensor<1xbf16>
    %219 = stablehlo.reshape %218 : (tensor<1xbf16>) -> tensor<bf16>
    %220 = stablehlo.broadcast_in_dim %219, dims = [] : (tensor<bf16>) -> tensor<2x128x2048xbf16>
    %221 = stablehlo.power %213, %220 : tensor<2x128x2048xbf16>
    %222 = stablehlo.convert %cst_20 : (tensor<1xf64>) -> tensor<1xbf16>
    %223 = stablehlo.reshape %222 : (tensor<1xbf16>) -> tensor<bf16>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<bf16>) -> tensor<2x128x2048xbf16>
    %225 = stablehlo.multiply %221, %224 : tensor<2x128x2048xbf16>
    %226 = stablehlo.add %213, %225 : tensor<2x128x2048xbf16>
    %227 = stablehlo.convert %cst_21 : (tensor<1xf64>) -> tensor<1xbf16>
    %228 = stablehlo.reshape %227 : (tensor<1xbf16>) -> tensor<bf16>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<bf16>) -> tensor<2x128x2048xbf16>
    %230 = stablehlo.multiply %226, %229 : tensor<2x128x2048xbf16>
    %231 = stablehlo.tanh %230 : tensor<2x128x2048xbf16>
    %232 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xbf16>
    %233 = stablehlo.reshape %232 : (tensor<1xbf16>) -> tensor<bf16>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<bf16>) -> tensor<2x128x2048xbf16>
    %235 = stablehlo.add %231, %234 : tensor<2x128x2048xbf16>
    %236 = stablehlo.multiply %217, %235 : tensor<2x128x2048xbf16>
    %237 = stablehlo.reshape %236 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %238 = stablehlo.convert %arg13 : (tensor<512xbf16>) -> tensor<512xf32>
    %239 = stablehlo.convert %237 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %240 = stablehlo.convert %arg12 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %241 = stablehlo.dot_general %239, %240, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %242 = stablehlo.multiply %241, %164 : tensor<256x512xf32>
    %243 = stablehlo.multiply %238, %166 : tensor<512xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %245 = stablehlo.add %242, %244 : tensor<256x512xf32>
    %246 = stablehlo.convert %245 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %247 = stablehlo.reshape %246 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %248 = stablehlo.add %172, %247 : tensor<2x128x512xbf16>
    %249 = stablehlo.convert %248 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %250 = stablehlo.convert %249 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %251 = stablehlo.reduce(%250 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %252 = stablehlo.reshape %251 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %253 = stablehlo.divide %252, %74 : tensor<2x128x1xf64>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %255 = stablehlo.subtract %250, %254 : tensor<2x128x512xf64>
    %256 = stablehlo.multiply %255, %255 : tensor<2x128x512xf64>
    %257 = stablehlo.reduce(%256 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %258 = stablehlo.reshape %257 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %259 = stablehlo.divide %258, %74 : tensor<2x128x1xf64>
    %260 = stablehlo.convert %259 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %261 = stablehlo.reduce(%249 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %263 = stablehlo.divide %262, %87 : tensor<2x128x1xf32>
    %264 = stablehlo.add %260, %91 : tensor<2x128x1xf32>
    %265 = stablehlo.rsqrt %264 : tensor<2x128x1xf32>
    %266 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %267 = stablehlo.subtract %249, %266 : tensor<2x128x512xf32>
    %268 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<2x128x512xf32>
    %270 = stablehlo.convert %arg14 : (tensor<512xbf16>) -> tensor<512xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %272 = stablehlo.multiply %269, %271 : tensor<2x128x512xf32>
    %273 = stablehlo.convert %arg15 : (tensor<512xbf16>) -> tensor<512xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %275 = stablehlo.add %272, %274 : tensor<2x128x512xf32>
    %276 = stablehlo.convert %275 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %277 = stablehlo.reshape %276 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %278 = stablehlo.convert %arg17 : (tensor<1536xbf16>) -> tensor<1536xf32>
    %279 = stablehlo.convert %277 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %280 = stablehlo.convert %arg16 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %281 = stablehlo.dot_general %279, %280, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %282 = stablehlo.multiply %281, %112 : tensor<256x1536xf32>
    %283 = stablehlo.multiply %278, %114 : tensor<1536xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %285 = stablehlo.add %282, %284 : tensor<256x1536xf32>
    %286 = stablehlo.convert %285 : (tensor<256x1536xf32>) -> tensor<256x1536xbf16>
    %287 = stablehlo.reshape %286 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %288 = stablehlo.slice %287 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %289 = stablehlo.slice %287 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %290 = stablehlo.slice %287 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %291 = stablehlo.reshape %289 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %292 = stablehlo.transpose %291, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %293 = stablehlo.reshape %290 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %294 = stablehlo.transpose %293, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %295 = stablehlo.reshape %288 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %296 = stablehlo.transpose %295, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %297 = stablehlo.transpose %292, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %298 = stablehlo.reshape %296 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %299 = stablehlo.reshape %297 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %301 = stablehlo.dot_general %298, %300, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %302 = stablehlo.reshape %301 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %303 = stablehlo.multiply %302, %137 : tensor<2x8x128x128xbf16>
    %304 = stablehlo.add %303, %139 : tensor<2x8x128x128xbf16>
    %305 = stablehlo.convert %304 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %306 = stablehlo.reduce(%305 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %309 = stablehlo.subtract %305, %308 : tensor<2x8x128x128xf32>
    %310 = stablehlo.exponential %309 : tensor<2x8x128x128xf32>
    %311 = stablehlo.reduce(%310 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %314 = stablehlo.divide %310, %313 : tensor<2x8x128x128xf32>
    %315 = stablehlo.convert %314 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %316 = stablehlo.reshape %315 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %317 = stablehlo.reshape %294 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %319 = stablehlo.dot_general %316, %318, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %320 = stablehlo.reshape %319 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %321 = stablehlo.transpose %320, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %322 = stablehlo.reshape %321 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %323 = stablehlo.reshape %322 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %324 = stablehlo.convert %arg19 : (tensor<512xbf16>) -> tensor<512xf32>
    %325 = stablehlo.convert %323 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %326 = stablehlo.convert %arg18 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %327 = stablehlo.dot_general %325, %326, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %328 = stablehlo.multiply %327, %164 : tensor<256x512xf32>
    %329 = stablehlo.multiply %324, %166 : tensor<512xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %331 = stablehlo.add %328, %330 : tensor<256x512xf32>
    %332 = stablehlo.convert %331 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %333 = stablehlo.reshape %332 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %334 = stablehlo.add %333, %248 : tensor<2x128x512xbf16>
    %335 = stablehlo.convert %334 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %336 = stablehlo.convert %335 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %337 = stablehlo.reduce(%336 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %338 = stablehlo.reshape %337 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %339 = stablehlo.divide %338, %74 : tensor<2x128x1xf64>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %341 = stablehlo.subtract %336, %340 : tensor<2x128x512xf64>
    %342 = stablehlo.multiply %341, %341 : tensor<2x128x512xf64>
    %343 = stablehlo.reduce(%342 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %344 = stablehlo.reshape %343 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %345 = stablehlo.divide %344, %74 : tensor<2x128x1xf64>
    %346 = stablehlo.convert %345 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %347 = stablehlo.reduce(%335 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %349 = stablehlo.divide %348, %87 : tensor<2x128x1xf32>
    %350 = stablehlo.add %346, %91 : tensor<2x128x1xf32>
    %351 = stablehlo.rsqrt %350 : tensor<2x128x1xf32>
    %352 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %353 = stablehlo.subtract %335, %352 : tensor<2x128x512xf32>
    %354 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<2x128x512xf32>
    %356 = stablehlo.convert %arg20 : (tensor<512xbf16>) -> tensor<512xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %358 = stablehlo.multiply %355, %357 : tensor<2x128x512xf32>
    %359 = stablehlo.convert %arg21 : (tensor<512xbf16>) -> tensor<512xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %361 = stablehlo.add %358, %360 : tensor<2x128x512xf32>
    %362 = stablehlo.convert %361 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %363 = stablehlo.reshape %362 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %364 = stablehlo.convert %arg23 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %365 = stablehlo.convert %363 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %366 = stablehlo.convert %arg22 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %367 = stablehlo.dot_general %365, %366, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %368 = stablehlo.multiply %367, %206 : tensor<256x2048xf32>
    %369 = stablehlo.multiply %364, %208 : tensor<2048xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %371 = stablehlo.add %368, %370 : tensor<256x2048xf32>
    %372 = stablehlo.convert %371 : (tensor<256x2048xf32>) -> tensor<256x2048xbf16>
    %373 = stablehlo.reshape %372 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %374 = stablehlo.multiply %373, %216 : tensor<2x128x2048xbf16>
    %375 = stablehlo.power %373, %220 : tensor<2x128x2048xbf16>
    %376 = stablehlo.multiply %375, %224 : tensor<2x128x2048xbf16>
    %377 = stablehlo.add %373, %376 : tensor<2x128x2048xbf16>
    %378 = stablehlo.multiply %377, %229 : tensor<2x128x2048xbf16>
    %379 = stablehlo.tanh %378 : tensor<2x128x2048xbf16>
    %380 = stablehlo.add %379, %234 : tensor<2x128x2048xbf16>
    %381 = stablehlo.multiply %374, %380 : tensor<2x128x2048xbf16>
    %382 = stablehlo.reshape %381 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %383 = stablehlo.convert %arg25 : (tensor<512xbf16>) -> tensor<512xf32>
    %384 = stablehlo.convert %382 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %385 = stablehlo.convert %arg24 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %386 = stablehlo.dot_general %384, %385, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %387 = stablehlo.multiply %386, %164 : tensor<256x512xf32>
    %388 = stablehlo.multiply %383, %166 : tensor<512xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %390 = stablehlo.add %387, %389 : tensor<256x512xf32>
    %391 = stablehlo.convert %390 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %392 = stablehlo.reshape %391 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %393 = stablehlo.add %334, %392 : tensor<2x128x512xbf16>
    %394 = stablehlo.convert %393 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %395 = stablehlo.convert %394 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %396 = stablehlo.reduce(%395 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %397 = stablehlo.reshape %396 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %398 = stablehlo.divide %397, %74 : tensor<2x128x1xf64>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %400 = stablehlo.subtract %395, %399 : tensor<2x128x512xf64>
    %401 = stablehlo.multiply %400, %400 : tensor<2x128x512xf64>
    %402 = stablehlo.reduce(%401 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %403 = stablehlo.reshape %402 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %404 = stablehlo.divide %403, %74 : tensor<2x128x1xf64>
    %405 = stablehlo.convert %404 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %406 = stablehlo.reduce(%394 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %408 = stablehlo.divide %407, %87 : tensor<2x128x1xf32>
    %409 = stablehlo.add %405, %91 : tensor<2x128x1xf32>
    %410 = stablehlo.rsqrt %409 : tensor<2x128x1xf32>
    %411 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %412 = stablehlo.subtract %394, %411 : tensor<2x128x512xf32>
    %413 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %414 = stablehlo.multiply %412, %413 : tensor<2x128x512xf32>
    %415 = stablehlo.convert %arg26 : (tensor<512xbf16>) -> tensor<512xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %417 = stablehlo.multiply %414, %416 : tensor<2x128x512xf32>
    %418 = stablehlo.convert %arg27 : (tensor<512xbf16>) -> tensor<512xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %420 = stablehlo.add %417, %419 : tensor<2x128x512xf32>
    %421 = stablehlo.convert %420 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %422 = stablehlo.reshape %421 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %423 = stablehlo.convert %arg29 : (tensor<1536xbf16>) -> tensor<1536xf32>
    %424 = stablehlo.convert %422 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %425 = stablehlo.convert %arg28 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %426 = stablehlo.dot_general %424, %425, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %427 = stablehlo.multiply %426, %112 : tensor<256x1536xf32>
    %428 = stablehlo.multiply %423, %114 : tensor<1536xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %430 = stablehlo.add %427, %429 : tensor<256x1536xf32>
    %431 = stablehlo.convert %430 : (tensor<256x1536xf32>) -> tensor<256x1536xbf16>
    %432 = stablehlo.reshape %431 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %433 = stablehlo.slice %432 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %434 = stablehlo.slice %432 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %435 = stablehlo.slice %432 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %436 = stablehlo.reshape %434 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %437 = stablehlo.transpose %436, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %438 = stablehlo.reshape %435 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %439 = stablehlo.transpose %438, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %440 = stablehlo.reshape %433 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %441 = stablehlo.transpose %440, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %442 = stablehlo.transpose %437, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %443 = stablehlo.reshape %441 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %444 = stablehlo.reshape %442 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %446 = stablehlo.dot_general %443, %445, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %447 = stablehlo.reshape %446 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %448 = stablehlo.multiply %447, %137 : tensor<2x8x128x128xbf16>
    %449 = stablehlo.add %448, %139 : tensor<2x8x128x128xbf16>
    %450 = stablehlo.convert %449 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %451 = stablehlo.reduce(%450 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %454 = stablehlo.subtract %450, %453 : tensor<2x8x128x128xf32>
    %455 = stablehlo.exponential %454 : tensor<2x8x128x128xf32>
    %456 = stablehlo.reduce(%455 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %457 = stablehlo.reshape %456 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %459 = stablehlo.divide %455, %458 : tensor<2x8x128x128xf32>
    %460 = stablehlo.convert %459 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %461 = stablehlo.reshape %460 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %462 = stablehlo.reshape %439 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %464 = stablehlo.dot_general %461, %463, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %465 = stablehlo.reshape %464 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %466 = stablehlo.transpose %465, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %467 = stablehlo.reshape %466 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %468 = stablehlo.reshape %467 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %469 = stablehlo.convert %arg31 : (tensor<512xbf16>) -> tensor<512xf32>
    %470 = stablehlo.convert %468 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %471 = stablehlo.convert %arg30 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %472 = stablehlo.dot_general %470, %471, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %473 = stablehlo.multiply %472, %164 : tensor<256x512xf32>
    %474 = stablehlo.multiply %469, %166 : tensor<512xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %476 = stablehlo.add %473, %475 : tensor<256x512xf32>
    %477 = stablehlo.convert %476 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %478 = stablehlo.reshape %477 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %479 = stablehlo.add %478, %393 : tensor<2x128x512xbf16>
    %480 = stablehlo.convert %479 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %481 = stablehlo.convert %480 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %482 = stablehlo.reduce(%481 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %483 = stablehlo.reshape %482 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %484 = stablehlo.divide %483, %74 : tensor<2x128x1xf64>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %486 = stablehlo.subtract %481, %485 : tensor<2x128x512xf64>
    %487 = stablehlo.multiply %486, %486 : tensor<2x128x512xf64>
    %488 = stablehlo.reduce(%487 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %489 = stablehlo.reshape %488 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %490 = stablehlo.divide %489, %74 : tensor<2x128x1xf64>
    %491 = stablehlo.convert %490 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %492 = stablehlo.reduce(%480 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %493 = stablehlo.reshape %492 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %494 = stablehlo.divide %493, %87 : tensor<2x128x1xf32>
    %495 = stablehlo.add %491, %91 : tensor<2x128x1xf32>
    %496 = stablehlo.rsqrt %495 : tensor<2x128x1xf32>
    %497 = stablehlo.broadcast_in_dim %494, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %498 = stablehlo.subtract %480, %497 : tensor<2x128x512xf32>
    %499 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %500 = stablehlo.multiply %498, %499 : tensor<2x128x512xf32>
    %501 = stablehlo.convert %arg32 : (tensor<512xbf16>) -> tensor<512xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %503 = stablehlo.multiply %500, %502 : tensor<2x128x512xf32>
    %504 = stablehlo.convert %arg33 : (tensor<512xbf16>) -> tensor<512xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %506 = stablehlo.add %503, %505 : tensor<2x128x512xf32>
    %507 = stablehlo.convert %506 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %508 = stablehlo.reshape %507 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %509 = stablehlo.convert %arg35 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %510 = stablehlo.convert %508 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %511 = stablehlo.convert %arg34 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %512 = stablehlo.dot_general %510, %511, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %513 = stablehlo.multiply %512, %206 : tensor<256x2048xf32>
    %514 = stablehlo.multiply %509, %208 : tensor<2048xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %516 = stablehlo.add %513, %515 : tensor<256x2048xf32>
    %517 = stablehlo.convert %516 : (tensor<256x2048xf32>) -> tensor<256x2048xbf16>
    %518 = stablehlo.reshape %517 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %519 = stablehlo.multiply %518, %216 : tensor<2x128x2048xbf16>
    %520 = stablehlo.power %518, %220 : tensor<2x128x2048xbf16>
    %521 = stablehlo.multiply %520, %224 : tensor<2x128x2048xbf16>
    %522 = stablehlo.add %518, %521 : tensor<2x128x2048xbf16>
    %523 = stablehlo.multiply %522, %229 : tensor<2x128x2048xbf16>
    %524 = stablehlo.tanh %523 : tensor<2x128x2048xbf16>
    %525 = stablehlo.add %524, %234 : tensor<2x128x2048xbf16>
    %526 = stablehlo.multiply %519, %525 : tensor<2x128x2048xbf16>
    %527 = stablehlo.reshape %526 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %528 = stablehlo.convert %arg37 : (tensor<512xbf16>) -> tensor<512xf32>
    %529 = stablehlo.convert %527 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %530 = stablehlo.convert %arg36 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %531 = stablehlo.dot_general %529, %530, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %532 = stablehlo.multiply %531, %164 : tensor<256x512xf32>
    %533 = stablehlo.multiply %528, %166 : tensor<512xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %535 = stablehlo.add %532, %534 : tensor<256x512xf32>
    %536 = stablehlo.convert %535 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %537 = stablehlo.reshape %536 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %538 = stablehlo.add %479, %537 : tensor<2x128x512xbf16>
    %539 = stablehlo.convert %538 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %540 = stablehlo.convert %539 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %541 = stablehlo.reduce(%540 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %542 = stablehlo.reshape %541 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %543 = stablehlo.divide %542, %74 : tensor<2x128x1xf64>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %545 = stablehlo.subtract %540, %544 : tensor<2x128x512xf64>
    %546 = stablehlo.multiply %545, %545 : tensor<2x128x512xf64>
    %547 = stablehlo.reduce(%546 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %548 = stablehlo.reshape %547 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %549 = stablehlo.divide %548, %74 : tensor<2x128x1xf64>
    %550 = stablehlo.convert %549 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %551 = stablehlo.reduce(%539 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %552 = stablehlo.reshape %551 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %553 = stablehlo.divide %552, %87 : tensor<2x128x1xf32>
    %554 = stablehlo.add %550, %91 : tensor<2x128x1xf32>
    %555 = stablehlo.rsqrt %554 : tensor<2x128x1xf32>
    %556 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %557 = stablehlo.subtract %539, %556 : tensor<2x128x512xf32>
    %558 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %559 = stablehlo.multiply %557, %558 : tensor<2x128x512xf32>
    %560 = stablehlo.convert %arg38 : (tensor<512xbf16>) -> tensor<512xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %562 = stablehlo.multiply %559, %561 : tensor<2x128x512xf32>
    %563 = stablehlo.convert %arg39 : (tensor<512xbf16>) -> tensor<512xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %565 = stablehlo.add %562, %564 : tensor<2x128x512xf32>
    %566 = stablehlo.convert %565 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %567 = stablehlo.reshape %566 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %568 = stablehlo.convert %arg41 : (tensor<1536xbf16>) -> tensor<1536xf32>
    %569 = stablehlo.convert %567 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %570 = stablehlo.convert %arg40 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %571 = stablehlo.dot_general %569, %570, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %572 = stablehlo.multiply %571, %112 : tensor<256x1536xf32>
    %573 = stablehlo.multiply %568, %114 : tensor<1536xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %575 = stablehlo.add %572, %574 : tensor<256x1536xf32>
    %576 = stablehlo.convert %575 : (tensor<256x1536xf32>) -> tensor<256x1536xbf16>
    %577 = stablehlo.reshape %576 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %578 = stablehlo.slice %577 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %579 = stablehlo.slice %577 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %580 = stablehlo.slice %577 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %581 = stablehlo.reshape %579 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %582 = stablehlo.transpose %581, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %583 = stablehlo.reshape %580 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %584 = stablehlo.transpose %583, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %585 = stablehlo.reshape %578 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %586 = stablehlo.transpose %585, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %587 = stablehlo.transpose %582, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %588 = stablehlo.reshape %586 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %589 = stablehlo.reshape %587 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %591 = stablehlo.dot_general %588, %590, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %592 = stablehlo.reshape %591 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %593 = stablehlo.multiply %592, %137 : tensor<2x8x128x128xbf16>
    %594 = stablehlo.add %593, %139 : tensor<2x8x128x128xbf16>
    %595 = stablehlo.convert %594 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %596 = stablehlo.reduce(%595 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %597 = stablehlo.reshape %596 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %599 = stablehlo.subtract %595, %598 : tensor<2x8x128x128xf32>
    %600 = stablehlo.exponential %599 : tensor<2x8x128x128xf32>
    %601 = stablehlo.reduce(%600 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %602 = stablehlo.reshape %601 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %604 = stablehlo.divide %600, %603 : tensor<2x8x128x128xf32>
    %605 = stablehlo.convert %604 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %606 = stablehlo.reshape %605 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %607 = stablehlo.reshape %584 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %609 = stablehlo.dot_general %606, %608, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %610 = stablehlo.reshape %609 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %611 = stablehlo.transpose %610, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %612 = stablehlo.reshape %611 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %613 = stablehlo.reshape %612 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %614 = stablehlo.convert %arg43 : (tensor<512xbf16>) -> tensor<512xf32>
    %615 = stablehlo.convert %613 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %616 = stablehlo.convert %arg42 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %617 = stablehlo.dot_general %615, %616, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %618 = stablehlo.multiply %617, %164 : tensor<256x512xf32>
    %619 = stablehlo.multiply %614, %166 : tensor<512xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %621 = stablehlo.add %618, %620 : tensor<256x512xf32>
    %622 = stablehlo.convert %621 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %623 = stablehlo.reshape %622 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %624 = stablehlo.add %623, %538 : tensor<2x128x512xbf16>
    %625 = stablehlo.convert %624 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %626 = stablehlo.convert %625 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %627 = stablehlo.reduce(%626 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %628 = stablehlo.reshape %627 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %629 = stablehlo.divide %628, %74 : tensor<2x128x1xf64>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %631 = stablehlo.subtract %626, %630 : tensor<2x128x512xf64>
    %632 = stablehlo.multiply %631, %631 : tensor<2x128x512xf64>
    %633 = stablehlo.reduce(%632 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %634 = stablehlo.reshape %633 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %635 = stablehlo.divide %634, %74 : tensor<2x128x1xf64>
    %636 = stablehlo.convert %635 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %637 = stablehlo.reduce(%625 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %638 = stablehlo.reshape %637 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %639 = stablehlo.divide %638, %87 : tensor<2x128x1xf32>
    %640 = stablehlo.add %636, %91 : tensor<2x128x1xf32>
    %641 = stablehlo.rsqrt %640 : tensor<2x128x1xf32>
    %642 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %643 = stablehlo.subtract %625, %642 : tensor<2x128x512xf32>
    %644 = stablehlo.broadcast_in_dim %641, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %645 = stablehlo.multiply %643, %644 : tensor<2x128x512xf32>
    %646 = stablehlo.convert %arg44 : (tensor<512xbf16>) -> tensor<512xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %648 = stablehlo.multiply %645, %647 : tensor<2x128x512xf32>
    %649 = stablehlo.convert %arg45 : (tensor<512xbf16>) -> tensor<512xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %651 = stablehlo.add %648, %650 : tensor<2x128x512xf32>
    %652 = stablehlo.convert %651 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %653 = stablehlo.reshape %652 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %654 = stablehlo.convert %arg47 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %655 = stablehlo.convert %653 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %656 = stablehlo.convert %arg46 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %657 = stablehlo.dot_general %655, %656, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %658 = stablehlo.multiply %657, %206 : tensor<256x2048xf32>
    %659 = stablehlo.multiply %654, %208 : tensor<2048xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %661 = stablehlo.add %658, %660 : tensor<256x2048xf32>
    %662 = stablehlo.convert %661 : (tensor<256x2048xf32>) -> tensor<256x2048xbf16>
    %663 = stablehlo.reshape %662 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %664 = stablehlo.multiply %663, %216 : tensor<2x128x2048xbf16>
    %665 = stablehlo.power %663, %220 : tensor<2x128x2048xbf16>
    %666 = stablehlo.multiply %665, %224 : tensor<2x128x2048xbf16>
    %667 = stablehlo.add %663, %666 : tensor<2x128x2048xbf16>
    %668 = stablehlo.multiply %667, %229 : tensor<2x128x2048xbf16>
    %669 = stablehlo.tanh %668 : tensor<2x128x2048xbf16>
    %670 = stablehlo.add %669, %234 : tensor<2x128x2048xbf16>
    %671 = stablehlo.multiply %664, %670 : tensor<2x128x2048xbf16>
    %672 = stablehlo.reshape %671 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %673 = stablehlo.convert %arg49 : (tensor<512xbf16>) -> tensor<512xf32>
    %674 = stablehlo.convert %672 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %675 = stablehlo.convert %arg48 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %676 = stablehlo.dot_general %674, %675, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %677 = stablehlo.multiply %676, %164 : tensor<256x512xf32>
    %678 = stablehlo.multiply %673, %166 : tensor<512xf32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %680 = stablehlo.add %677, %679 : tensor<256x512xf32>
    %681 = stablehlo.convert %680 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %682 = stablehlo.reshape %681 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %683 = stablehlo.add %624, %682 : tensor<2x128x512xbf16>
    %684 = stablehlo.convert %683 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %685 = stablehlo.convert %684 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %686 = stablehlo.reduce(%685 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %687 = stablehlo.reshape %686 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %688 = stablehlo.divide %687, %74 : tensor<2x128x1xf64>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %690 = stablehlo.subtract %685, %689 : tensor<2x128x512xf64>
    %691 = stablehlo.multiply %690, %690 : tensor<2x128x512xf64>
    %692 = stablehlo.reduce(%691 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %693 = stablehlo.reshape %692 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %694 = stablehlo.divide %693, %74 : tensor<2x128x1xf64>
    %695 = stablehlo.convert %694 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %696 = stablehlo.reduce(%684 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %697 = stablehlo.reshape %696 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %698 = stablehlo.divide %697, %87 : tensor<2x128x1xf32>
    %699 = stablehlo.add %695, %91 : tensor<2x128x1xf32>
    %700 = stablehlo.rsqrt %699 : tensor<2x128x1xf32>
    %701 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %702 = stablehlo.subtract %684, %701 : tensor<2x128x512xf32>
    %703 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %704 = stablehlo.multiply %702, %703 : tensor<2x128x512xf32>
    %705 = stablehlo.convert %arg50 : (tensor<512xbf16>) -> tensor<512xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %707 = stablehlo.multiply %704, %706 : tensor<2x128x512xf32>
    %708 = stablehlo.convert %arg51 : (tensor<512xbf16>) -> tensor<512xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %710 = stablehlo.add %707, %709 : tensor<2x128x512xf32>
    %711 = stablehlo.convert %710 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %712 = stablehlo.reshape %711 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %713 = stablehlo.convert %arg53 : (tensor<1536xbf16>) -> tensor<1536xf32>
    %714 = stablehlo.convert %712 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %715 = stablehlo.convert %arg52 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %716 = stablehlo.dot_general %714, %715, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %717 = stablehlo.multiply %716, %112 : tensor<256x1536xf32>
    %718 = stablehlo.multiply %713, %114 : tensor<1536xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %720 = stablehlo.add %717, %719 : tensor<256x1536xf32>
    %721 = stablehlo.convert %720 : (tensor<256x1536xf32>) -> tensor<256x1536xbf16>
    %722 = stablehlo.reshape %721 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %723 = stablehlo.slice %722 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %724 = stablehlo.slice %722 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %725 = stablehlo.slice %722 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %726 = stablehlo.reshape %724 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %727 = stablehlo.transpose %726, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %728 = stablehlo.reshape %725 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %729 = stablehlo.transpose %728, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %730 = stablehlo.reshape %723 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %731 = stablehlo.transpose %730, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %732 = stablehlo.transpose %727, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %733 = stablehlo.reshape %731 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %734 = stablehlo.reshape %732 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %736 = stablehlo.dot_general %733, %735, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %737 = stablehlo.reshape %736 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %738 = stablehlo.multiply %737, %137 : tensor<2x8x128x128xbf16>
    %739 = stablehlo.add %738, %139 : tensor<2x8x128x128xbf16>
    %740 = stablehlo.convert %739 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %741 = stablehlo.reduce(%740 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %742 = stablehlo.reshape %741 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %744 = stablehlo.subtract %740, %743 : tensor<2x8x128x128xf32>
    %745 = stablehlo.exponential %744 : tensor<2x8x128x128xf32>
    %746 = stablehlo.reduce(%745 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %747 = stablehlo.reshape %746 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %748 = stablehlo.broadcast_in_dim %747, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %749 = stablehlo.divide %745, %748 : tensor<2x8x128x128xf32>
    %750 = stablehlo.convert %749 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %751 = stablehlo.reshape %750 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %752 = stablehlo.reshape %729 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %754 = stablehlo.dot_general %751, %753, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %755 = stablehlo.reshape %754 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %756 = stablehlo.transpose %755, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %757 = stablehlo.reshape %756 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %758 = stablehlo.reshape %757 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %759 = stablehlo.convert %arg55 : (tensor<512xbf16>) -> tensor<512xf32>
    %760 = stablehlo.convert %758 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %761 = stablehlo.convert %arg54 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %762 = stablehlo.dot_general %760, %761, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %763 = stablehlo.multiply %762, %164 : tensor<256x512xf32>
    %764 = stablehlo.multiply %759, %166 : tensor<512xf32>
    %765 = stablehlo.broadcast_in_dim %764, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %766 = stablehlo.add %763, %765 : tensor<256x512xf32>
    %767 = stablehlo.convert %766 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %768 = stablehlo.reshape %767 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %769 = stablehlo.add %768, %683 : tensor<2x128x512xbf16>
    %770 = stablehlo.convert %769 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %771 = stablehlo.convert %770 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %772 = stablehlo.reduce(%771 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %773 = stablehlo.reshape %772 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %774 = stablehlo.divide %773, %74 : tensor<2x128x1xf64>
    %775 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %776 = stablehlo.subtract %771, %775 : tensor<2x128x512xf64>
    %777 = stablehlo.multiply %776, %776 : tensor<2x128x512xf64>
    %778 = stablehlo.reduce(%777 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %779 = stablehlo.reshape %778 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %780 = stablehlo.divide %779, %74 : tensor<2x128x1xf64>
    %781 = stablehlo.convert %780 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %782 = stablehlo.reduce(%770 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %783 = stablehlo.reshape %782 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %784 = stablehlo.divide %783, %87 : tensor<2x128x1xf32>
    %785 = stablehlo.add %781, %91 : tensor<2x128x1xf32>
    %786 = stablehlo.rsqrt %785 : tensor<2x128x1xf32>
    %787 = stablehlo.broadcast_in_dim %784, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %788 = stablehlo.subtract %770, %787 : tensor<2x128x512xf32>
    %789 = stablehlo.broadcast_in_dim %786, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %790 = stablehlo.multiply %788, %789 : tensor<2x128x512xf32>
    %791 = stablehlo.convert %arg56 : (tensor<512xbf16>) -> tensor<512xf32>
    %792 = stablehlo.broadcast_in_dim %791, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %793 = stablehlo.multiply %790, %792 : tensor<2x128x512xf32>
    %794 = stablehlo.convert %arg57 : (tensor<512xbf16>) -> tensor<512xf32>
    %795 = stablehlo.broadcast_in_dim %794, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %796 = stablehlo.add %793, %795 : tensor<2x128x512xf32>
    %797 = stablehlo.convert %796 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %798 = stablehlo.reshape %797 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %799 = stablehlo.convert %arg59 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %800 = stablehlo.convert %798 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %801 = stablehlo.convert %arg58 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %802 = stablehlo.dot_general %800, %801, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %803 = stablehlo.multiply %802, %206 : tensor<256x2048xf32>
    %804 = stablehlo.multiply %799, %208 : tensor<2048xf32>
    %805 = stablehlo.broadcast_in_dim %804, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %806 = stablehlo.add %803, %805 : tensor<256x2048xf32>
    %807 = stablehlo.convert %806 : (tensor<256x2048xf32>) -> tensor<256x2048xbf16>
    %808 = stablehlo.reshape %807 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %809 = stablehlo.multiply %808, %216 : tensor<2x128x2048xbf16>
    %810 = stablehlo.power %808, %220 : tensor<2x128x2048xbf16>
    %811 = stablehlo.multiply %810, %224 : tensor<2x128x2048xbf16>
    %812 = stablehlo.add %808, %811 : tensor<2x128x2048xbf16>
    %813 = stablehlo.multiply %812, %229 : tensor<2x128x2048xbf16>
    %814 = stablehlo.tanh %813 : tensor<2x128x2048xbf16>
    %815 = stablehlo.add %814, %234 : tensor<2x128x2048xbf16>
    %816 = stablehlo.multiply %809, %815 : tensor<2x128x2048xbf16>
    %817 = stablehlo.reshape %816 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %818 = stablehlo.convert %arg61 : (tensor<512xbf16>) -> tensor<512xf32>
    %819 = stablehlo.convert %817 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %820 = stablehlo.convert %arg60 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %821 = stablehlo.dot_general %819, %820, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %822 = stablehlo.multiply %821, %164 : tensor<256x512xf32>
    %823 = stablehlo.multiply %818, %166 : tensor<512xf32>
    %824 = stablehlo.broadcast_in_dim %823, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %825 = stablehlo.add %822, %824 : tensor<256x512xf32>
    %826 = stablehlo.convert %825 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %827 = stablehlo.reshape %826 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %828 = stablehlo.add %769, %827 : tensor<2x128x512xbf16>
    %829 = stablehlo.convert %828 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %830 = stablehlo.convert %829 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %831 = stablehlo.reduce(%830 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %832 = stablehlo.reshape %831 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %833 = stablehlo.divide %832, %74 : tensor<2x128x1xf64>
    %834 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %835 = stablehlo.subtract %830, %834 : tensor<2x128x512xf64>
    %836 = stablehlo.multiply %835, %835 : tensor<2x128x512xf64>
    %837 = stablehlo.reduce(%836 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %838 = stablehlo.reshape %837 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %839 = stablehlo.divide %838, %74 : tensor<2x128x1xf64>
    %840 = stablehlo.convert %839 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %841 = stablehlo.reduce(%829 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %842 = stablehlo.reshape %841 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %843 = stablehlo.divide %842, %87 : tensor<2x128x1xf32>
    %844 = stablehlo.add %840, %91 : tensor<2x128x1xf32>
    %845 = stablehlo.rsqrt %844 : tensor<2x128x1xf32>
    %846 = stablehlo.broadcast_in_dim %843, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %847 = stablehlo.subtract %829, %846 : tensor<2x128x512xf32>
    %848 = stablehlo.broadcast_in_dim %845, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %849 = stablehlo.multiply %847, %848 : tensor<2x128x512xf32>
    %850 = stablehlo.convert %arg62 : (tensor<512xbf16>) -> tensor<512xf32>
    %851 = stablehlo.broadcast_in_dim %850, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %852 = stablehlo.multiply %849, %851 : tensor<2x128x512xf32>
    %853 = stablehlo.convert %arg63 : (tensor<512xbf16>) -> tensor<512xf32>
    %854 = stablehlo.broadcast_in_dim %853, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %855 = stablehlo.add %852, %854 : tensor<2x128x512xf32>
    %856 = stablehlo.convert %855 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %857 = stablehlo.reshape %856 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %858 = stablehlo.convert %arg65 : (tensor<1536xbf16>) -> tensor<1536xf32>
    %859 = stablehlo.convert %857 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %860 = stablehlo.convert %arg64 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %861 = stablehlo.dot_general %859, %860, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %862 = stablehlo.multiply %861, %112 : tensor<256x1536xf32>
    %863 = stablehlo.multiply %858, %114 : tensor<1536xf32>
    %864 = stablehlo.broadcast_in_dim %863, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %865 = stablehlo.add %862, %864 : tensor<256x1536xf32>
    %866 = stablehlo.convert %865 : (tensor<256x1536xf32>) -> tensor<256x1536xbf16>
    %867 = stablehlo.reshape %866 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %868 = stablehlo.slice %867 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %869 = stablehlo.slice %867 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %870 = stablehlo.slice %867 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %871 = stablehlo.reshape %869 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %872 = stablehlo.transpose %871, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %873 = stablehlo.reshape %870 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %874 = stablehlo.transpose %873, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %875 = stablehlo.reshape %868 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %876 = stablehlo.transpose %875, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %877 = stablehlo.transpose %872, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %878 = stablehlo.reshape %876 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %879 = stablehlo.reshape %877 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %880 = stablehlo.broadcast_in_dim %879, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %881 = stablehlo.dot_general %878, %880, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %882 = stablehlo.reshape %881 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %883 = stablehlo.multiply %882, %137 : tensor<2x8x128x128xbf16>
    %884 = stablehlo.add %883, %139 : tensor<2x8x128x128xbf16>
    %885 = stablehlo.convert %884 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %886 = stablehlo.reduce(%885 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %887 = stablehlo.reshape %886 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %888 = stablehlo.broadcast_in_dim %887, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %889 = stablehlo.subtract %885, %888 : tensor<2x8x128x128xf32>
    %890 = stablehlo.exponential %889 : tensor<2x8x128x128xf32>
    %891 = stablehlo.reduce(%890 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %892 = stablehlo.reshape %891 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %893 = stablehlo.broadcast_in_dim %892, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %894 = stablehlo.divide %890, %893 : tensor<2x8x128x128xf32>
    %895 = stablehlo.convert %894 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %896 = stablehlo.reshape %895 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %897 = stablehlo.reshape %874 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %898 = stablehlo.broadcast_in_dim %897, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %899 = stablehlo.dot_general %896, %898, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %900 = stablehlo.reshape %899 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %901 = stablehlo.transpose %900, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %902 = stablehlo.reshape %901 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %903 = stablehlo.reshape %902 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %904 = stablehlo.convert %arg67 : (tensor<512xbf16>) -> tensor<512xf32>
    %905 = stablehlo.convert %903 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %906 = stablehlo.convert %arg66 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %907 = stablehlo.dot_general %905, %906, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %908 = stablehlo.multiply %907, %164 : tensor<256x512xf32>
    %909 = stablehlo.multiply %904, %166 : tensor<512xf32>
    %910 = stablehlo.broadcast_in_dim %909, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %911 = stablehlo.add %908, %910 : tensor<256x512xf32>
    %912 = stablehlo.convert %911 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %913 = stablehlo.reshape %912 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %914 = stablehlo.add %913, %828 : tensor<2x128x512xbf16>
    %915 = stablehlo.convert %914 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %916 = stablehlo.convert %915 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %917 = stablehlo.reduce(%916 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %918 = stablehlo.reshape %917 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %919 = stablehlo.divide %918, %74 : tensor<2x128x1xf64>
    %920 = stablehlo.broadcast_in_dim %919, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %921 = stablehlo.subtract %916, %920 : tensor<2x128x512xf64>
    %922 = stablehlo.multiply %921, %921 : tensor<2x128x512xf64>
    %923 = stablehlo.reduce(%922 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %924 = stablehlo.reshape %923 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %925 = stablehlo.divide %924, %74 : tensor<2x128x1xf64>
    %926 = stablehlo.convert %925 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %927 = stablehlo.reduce(%915 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %928 = stablehlo.reshape %927 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %929 = stablehlo.divide %928, %87 : tensor<2x128x1xf32>
    %930 = stablehlo.add %926, %91 : tensor<2x128x1xf32>
    %931 = stablehlo.rsqrt %930 : tensor<2x128x1xf32>
    %932 = stablehlo.broadcast_in_dim %929, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %933 = stablehlo.subtract %915, %932 : tensor<2x128x512xf32>
    %934 = stablehlo.broadcast_in_dim %931, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %935 = stablehlo.multiply %933, %934 : tensor<2x128x512xf32>
    %936 = stablehlo.convert %arg68 : (tensor<512xbf16>) -> tensor<512xf32>
    %937 = stablehlo.broadcast_in_dim %936, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %938 = stablehlo.multiply %935, %937 : tensor<2x128x512xf32>
    %939 = stablehlo.convert %arg69 : (tensor<512xbf16>) -> tensor<512xf32>
    %940 = stablehlo.broadcast_in_dim %939, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %941 = stablehlo.add %938, %940 : tensor<2x128x512xf32>
    %942 = stablehlo.convert %941 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %943 = stablehlo.reshape %942 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %944 = stablehlo.convert %arg71 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %945 = stablehlo.convert %943 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %946 = stablehlo.convert %arg70 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %947 = stablehlo.dot_general %945, %946, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %948 = stablehlo.multiply %947, %206 : tensor<256x2048xf32>
    %949 = stablehlo.multiply %944, %208 : tensor<2048xf32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %951 = stablehlo.add %948, %950 : tensor<256x2048xf32>
    %952 = stablehlo.convert %951 : (tensor<256x2048xf32>) -> tensor<256x2048xbf16>
    %953 = stablehlo.reshape %952 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %954 = stablehlo.multiply %953, %216 : tensor<2x128x2048xbf16>
    %955 = stablehlo.power %953, %220 : tensor<2x128x2048xbf16>
    %956 = stablehlo.multiply %955, %224 : tensor<2x128x2048xbf16>
    %957 = stablehlo.add %953, %956 : tensor<2x128x2048xbf16>
    %958 = stablehlo.multiply %957, %229 : tensor<2x128x2048xbf16>
    %959 = stablehlo.tanh %958 : tensor<2x128x2048xbf16>
    %960 = stablehlo.add %959, %234 : tensor<2x128x2048xbf16>
    %961 = stablehlo.multiply %954, %960 : tensor<2x128x2048xbf16>
    %962 = stablehlo.reshape %961 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %963 = stablehlo.convert %arg73 : (tensor<512xbf16>) -> tensor<512xf32>
    %964 = stablehlo.convert %962 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %965 = stablehlo.convert %arg72 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %966 = stablehlo.dot_general %964, %965, contracting_dims = [1] x [0] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %967 = stablehlo.multiply %966, %164 : tensor<256x512xf32>
    %968 = stablehlo.multiply %963, %166 : tensor<512xf32>
    %969 = stablehlo.broadcast_in_dim %968, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %970 = stablehlo.add %967, %969 : tensor<256x512xf32>
    %971 = stablehlo.convert %970 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %972 = stablehlo.reshape %971 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %973 = stablehlo.add %914, %972 : tensor<2x128x512xbf16>
    %974 = stablehlo.convert %973 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %975 = stablehlo.convert %974 : (tensor<2x128x512xf32>) -> tensor<2x128x512xf64>
    %976 = stablehlo.reduce(%975 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %977 = stablehlo.reshape %976 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %978 = stablehlo.divide %977, %74 : tensor<2x128x1xf64>
    %979 = stablehlo.broadcast_in_dim %978, dims = [0, 1, 2] : (tensor<2x128x1xf64>) -> tensor<2x128x512xf64>
    %980 = stablehlo.subtract %975, %979 : tensor<2x128x512xf64>
    %981 = stablehlo.multiply %980, %980 : tensor<2x128x512xf64>
    %982 = stablehlo.reduce(%981 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf64>, tensor<f64>) -> tensor<2x128xf64>
    %983 = stablehlo.reshape %982 : (tensor<2x128xf64>) -> tensor<2x128x1xf64>
    %984 = stablehlo.divide %983, %74 : tensor<2x128x1xf64>
    %985 = stablehlo.convert %984 : (tensor<2x128x1xf64>) -> tensor<2x128x1xf32>
    %986 = stablehlo.reduce(%974 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %987 = stablehlo.reshape %986 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %988 = stablehlo.divide %987, %87 : tensor<2x128x1xf32>
    %989 = stablehlo.add %985, %91 : tensor<2x128x1xf32>
    %990 = stablehlo.rsqrt %989 : tensor<2x128x1xf32>
    %991 = stablehlo.broadcast_in_dim %988, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %992 = stablehlo.subtract %974, %991 : tensor<2x128x512xf32>
    %993 = stablehlo.broadcast_in_dim %990, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %994 = stablehlo.multiply %992, %993 : tensor<2x128x512xf32>
    %995 = stablehlo.convert %arg74 : (tensor<512xbf16>) -> tensor<512xf32>
    %996 = stablehlo.broadcast_in_dim %995, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %997 = stablehlo.multiply %994, %996 : tensor<2x128x512xf32>
    %998 = stablehlo.convert %arg75 : (tensor<512xbf16>) -> tensor<512xf32>
    %999 = stablehlo.broadcast_in_dim %998, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %1000 = stablehlo.add %997, %999 : tensor<2x128x512xf32>
    %1001 = stablehlo.convert %1000 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %1002 = stablehlo.reshape %1001 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xbf16>
    %1003 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x512xbf16>) -> tensor<512x1024xbf16>
    %1004 = stablehlo.reshape %1002 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %1005 = stablehlo.dot_general %1004, %1003, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1024xbf16>) -> tensor<256x1024xbf16>
    %1006 = stablehlo.reshape %1005 : (tensor<256x1024xbf16>) -> tensor<2x128x1024xbf16>
    return %1006 : tensor<2x128x1024xbf16>
  }
}
