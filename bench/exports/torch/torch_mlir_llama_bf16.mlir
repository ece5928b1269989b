module {
  func.func @main(%arg0: tensor<1024x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<256x512xbf16>, %arg3: tensor<256x512xbf16>, %arg4: tensor<512x512xbf16>, %arg5: tensor<1536x512xbf16>, %arg6: tensor<1536x512xbf16>, %arg7: tensor<512x1536xbf16>, %arg8: tensor<512xbf16>, %arg9: tensor<512xbf16>, %arg10: tensor<512x512xbf16>, %arg11: tensor<256x512xbf16>, %arg12: tensor<256x512xbf16>, %arg13: tensor<512x512xbf16>, %arg14: tensor<1536x512xbf16>, %arg15: tensor<1536x512xbf16>, %arg16: tensor<512x1536xbf16>, %arg17: tensor<512xbf16>, %arg18: tensor<512xbf16>, %arg19: tensor<512x512xbf16>, %arg20: tensor<256x512xbf16>, %arg21: tensor<256x512xbf16>, %arg22: tensor<512x512xbf16>, %arg23: tensor<1536x512xbf16>, %arg24: tensor<1536x512xbf16>, %arg25: tensor<512x1536xbf16>, %arg26: tensor<512xbf16>, %arg27: tensor<512xbf16>, %arg28: tensor<512x512xbf16>, %arg29: tensor<256x512xbf16>, %arg30: tensor<256x512xbf16>, %arg31: tensor<512x512xbf16>, %arg32: tensor<1536x512xbf16>, %arg33: tensor<1536x512xbf16>, %arg34: tensor<512x1536xbf16>, %arg35: tensor<512xbf16>, %arg36: tensor<512xbf16>, %arg37: tensor<512x512xbf16>, %arg38: tensor<256x512xbf16>, %arg39: tensor<256x512xbf16>, %arg40: tensor<512x512xbf16>, %arg41: tensor<1536x512xbf16>, %arg42: tensor<1536x512xbf16>, %arg43: tensor<512x1536xbf16>, %arg44: tensor<512xbf16>, %arg45: tensor<512xbf16>, %arg46: tensor<512x512xbf16>, %arg47: tensor<256x512xbf16>, %arg48: tensor<256x512xbf16>, %arg49: tensor<512x512xbf16>, %arg50: tensor<1536x512xbf16>, %arg51: tensor<1536x512xbf16>, %arg52: tensor<512x1536xbf16>, %arg53: tensor<512xbf16>, %arg54: tensor<512xbf16>, %arg55: tensor<512xbf16>, %arg56: tensor<1024x512xbf16>, %arg57: tensor<2x128xi64>) -> tensor<2x128x1024xbf16> {
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
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_14 = arith.constant dense<2> : tensor<1xi64>
    %cst_15 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_16 = arith.constant dense<512> : tensor<1xi64>
    %cst_17 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_18 = arith.constant dense<1.250000e-01> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg0, %arg57) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1024x512xbf16>, tensor<2x128xi64>) -> tensor<2x128x512xbf16>
    %1 = stablehlo.convert %0 : tensor<2x128x512xbf16>
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
      %762 = stablehlo.add %arg58, %arg59 : tensor<i64>
      stablehlo.return %762 : tensor<i64>
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
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<2x1x128x128xbf16>
    %61 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x1x128x128xbf16>
    %62 = stablehlo.select %59, %60, %61 : tensor<2x1x128x128xi1>, tensor<2x1x128x128xbf16>
    %63 = stablehlo.reshape %12 : (tensor<1x128xi64>) -> tensor<1x128x1xi64>
    %64 = stablehlo.convert %63 : (tensor<1x128x1xi64>) -> tensor<1x128x1xf32>
    %65 = stablehlo.convert %cst_10 : (tensor<32xbf16>) -> tensor<32xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x32xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [2] : (tensor<32xf32>) -> tensor<1x128x32xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<1x128x32xf32>
    %69 = stablehlo.concatenate %68, %68, dim = 2 : (tensor<1x128x32xf32>, tensor<1x128x32xf32>) -> tensor<1x128x64xf32>
    %70 = stablehlo.cosine %69 : tensor<1x128x64xf32>
    %71 = stablehlo.convert %cst_15 : (tensor<1xf64>) -> tensor<1xf32>
    %72 = stablehlo.reshape %71 : (tensor<1xf32>) -> tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %74 = stablehlo.multiply %70, %73 : tensor<1x128x64xf32>
    %75 = stablehlo.sine %69 : tensor<1x128x64xf32>
    %76 = stablehlo.multiply %75, %73 : tensor<1x128x64xf32>
    %77 = stablehlo.convert %74 : (tensor<1x128x64xf32>) -> tensor<1x128x64xbf16>
    %78 = stablehlo.convert %76 : (tensor<1x128x64xf32>) -> tensor<1x128x64xbf16>
    %79 = stablehlo.convert %1 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %80 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %81 = stablehlo.reshape %80 : (tensor<1xf32>) -> tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %83 = stablehlo.power %79, %82 : tensor<2x128x512xf32>
    %84 = stablehlo.reduce(%83 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %86 = stablehlo.convert %cst_16 : (tensor<1xi64>) -> tensor<1xf32>
    %87 = stablehlo.reshape %86 : (tensor<1xf32>) -> tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %89 = stablehlo.divide %85, %88 : tensor<2x128x1xf32>
    %90 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %91 = stablehlo.reshape %90 : (tensor<1xf32>) -> tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %93 = stablehlo.add %89, %92 : tensor<2x128x1xf32>
    %94 = stablehlo.rsqrt %93 : tensor<2x128x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %96 = stablehlo.multiply %79, %95 : tensor<2x128x512xf32>
    %97 = stablehlo.convert %96 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %98 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %99 = stablehlo.multiply %98, %97 : tensor<2x128x512xbf16>
    %100 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %101 = stablehlo.reshape %99 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %102 = stablehlo.dot_general %101, %100, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %103 = stablehlo.reshape %102 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %104 = stablehlo.reshape %103 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %106 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %107 = stablehlo.dot_general %101, %106, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %108 = stablehlo.reshape %107 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %109 = stablehlo.reshape %108 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %111 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %112 = stablehlo.dot_general %101, %111, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %113 = stablehlo.reshape %112 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %114 = stablehlo.reshape %113 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %115 = stablehlo.transpose %114, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %116 = stablehlo.reshape %77 : (tensor<1x128x64xbf16>) -> tensor<1x1x128x64xbf16>
    %117 = stablehlo.reshape %78 : (tensor<1x128x64xbf16>) -> tensor<1x1x128x64xbf16>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %119 = stablehlo.multiply %105, %118 : tensor<2x8x128x64xbf16>
    %120 = stablehlo.slice %105 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %121 = stablehlo.slice %105 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %122 = stablehlo.negate %121 : tensor<2x8x128x32xbf16>
    %123 = stablehlo.concatenate %122, %120, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %124 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %125 = stablehlo.multiply %123, %124 : tensor<2x8x128x64xbf16>
    %126 = stablehlo.add %119, %125 : tensor<2x8x128x64xbf16>
    %127 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x128x64xbf16>) -> tensor<2x4x128x64xbf16>
    %128 = stablehlo.multiply %110, %127 : tensor<2x4x128x64xbf16>
    %129 = stablehlo.slice %110 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %130 = stablehlo.slice %110 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %131 = stablehlo.negate %130 : tensor<2x4x128x32xbf16>
    %132 = stablehlo.concatenate %131, %129, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %133 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x128x64xbf16>) -> tensor<2x4x128x64xbf16>
    %134 = stablehlo.multiply %132, %133 : tensor<2x4x128x64xbf16>
    %135 = stablehlo.add %128, %134 : tensor<2x4x128x64xbf16>
    %136 = stablehlo.reshape %135 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %138 = stablehlo.reshape %137 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %139 = stablehlo.reshape %115 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %141 = stablehlo.reshape %140 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %142 = stablehlo.transpose %138, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %143 = stablehlo.reshape %126 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %144 = stablehlo.reshape %142 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %146 = stablehlo.dot_general %143, %145, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %147 = stablehlo.reshape %146 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %148 = stablehlo.convert %cst_18 : (tensor<1xf64>) -> tensor<1xbf16>
    %149 = stablehlo.reshape %148 : (tensor<1xbf16>) -> tensor<bf16>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<bf16>) -> tensor<2x8x128x128xbf16>
    %151 = stablehlo.multiply %147, %150 : tensor<2x8x128x128xbf16>
    %152 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x1x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %153 = stablehlo.add %151, %152 : tensor<2x8x128x128xbf16>
    %154 = stablehlo.convert %153 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %155 = stablehlo.reduce(%154 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %158 = stablehlo.subtract %154, %157 : tensor<2x8x128x128xf32>
    %159 = stablehlo.exponential %158 : tensor<2x8x128x128xf32>
    %160 = stablehlo.reduce(%159 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %163 = stablehlo.divide %159, %162 : tensor<2x8x128x128xf32>
    %164 = stablehlo.convert %163 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %165 = stablehlo.reshape %164 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %166 = stablehlo.reshape %141 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %168 = stablehlo.dot_general %165, %167, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %169 = stablehlo.reshape %168 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %170 = stablehlo.transpose %169, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %171 = stablehlo.reshape %170 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %172 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %173 = stablehlo.reshape %171 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %174 = stablehlo.dot_general %173, %172, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %175 = stablehlo.reshape %174 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %176 = stablehlo.add %1, %175 : tensor<2x128x512xbf16>
    %177 = stablehlo.convert %176 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %178 = stablehlo.power %177, %82 : tensor<2x128x512xf32>
    %179 = stablehlo.reduce(%178 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %181 = stablehlo.divide %180, %88 : tensor<2x128x1xf32>
    %182 = stablehlo.add %181, %92 : tensor<2x128x1xf32>
    %183 = stablehlo.rsqrt %182 : tensor<2x128x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %185 = stablehlo.multiply %177, %184 : tensor<2x128x512xf32>
    %186 = stablehlo.convert %185 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %187 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %188 = stablehlo.multiply %187, %186 : tensor<2x128x512xbf16>
    %189 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %190 = stablehlo.reshape %188 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %191 = stablehlo.dot_general %190, %189, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %192 = stablehlo.reshape %191 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %193 = stablehlo.convert %192 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %194 = stablehlo.logistic %193 : tensor<2x128x1536xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<2x128x1536xf32>
    %196 = stablehlo.convert %195 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %197 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %198 = stablehlo.dot_general %190, %197, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %199 = stablehlo.reshape %198 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %200 = stablehlo.multiply %196, %199 : tensor<2x128x1536xbf16>
    %201 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %202 = stablehlo.reshape %200 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %203 = stablehlo.dot_general %202, %201, contracting_dims = [1] x [0] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %204 = stablehlo.reshape %203 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %205 = stablehlo.add %176, %204 : tensor<2x128x512xbf16>
    %206 = stablehlo.convert %205 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %207 = stablehlo.power %206, %82 : tensor<2x128x512xf32>
    %208 = stablehlo.reduce(%207 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %210 = stablehlo.divide %209, %88 : tensor<2x128x1xf32>
    %211 = stablehlo.add %210, %92 : tensor<2x128x1xf32>
    %212 = stablehlo.rsqrt %211 : tensor<2x128x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %214 = stablehlo.multiply %206, %213 : tensor<2x128x512xf32>
    %215 = stablehlo.convert %214 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %216 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %217 = stablehlo.multiply %216, %215 : tensor<2x128x512xbf16>
    %218 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %219 = stablehlo.reshape %217 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %220 = stablehlo.dot_general %219, %218, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %221 = stablehlo.reshape %220 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %222 = stablehlo.reshape %221 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %223 = stablehlo.transpose %222, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %224 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %225 = stablehlo.dot_general %219, %224, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %226 = stablehlo.reshape %225 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %227 = stablehlo.reshape %226 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %228 = stablehlo.transpose %227, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %229 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %230 = stablehlo.dot_general %219, %229, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %231 = stablehlo.reshape %230 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %232 = stablehlo.reshape %231 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %233 = stablehlo.transpose %232, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %234 = stablehlo.multiply %223, %118 : tensor<2x8x128x64xbf16>
    %235 = stablehlo.slice %223 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %236 = stablehlo.slice %223 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %237 = stablehlo.negate %236 : tensor<2x8x128x32xbf16>
    %238 = stablehlo.concatenate %237, %235, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %239 = stablehlo.multiply %238, %124 : tensor<2x8x128x64xbf16>
    %240 = stablehlo.add %234, %239 : tensor<2x8x128x64xbf16>
    %241 = stablehlo.multiply %228, %127 : tensor<2x4x128x64xbf16>
    %242 = stablehlo.slice %228 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %243 = stablehlo.slice %228 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %244 = stablehlo.negate %243 : tensor<2x4x128x32xbf16>
    %245 = stablehlo.concatenate %244, %242, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %246 = stablehlo.multiply %245, %133 : tensor<2x4x128x64xbf16>
    %247 = stablehlo.add %241, %246 : tensor<2x4x128x64xbf16>
    %248 = stablehlo.reshape %247 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %250 = stablehlo.reshape %249 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %251 = stablehlo.reshape %233 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %253 = stablehlo.reshape %252 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %254 = stablehlo.transpose %250, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %255 = stablehlo.reshape %240 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %256 = stablehlo.reshape %254 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %258 = stablehlo.dot_general %255, %257, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %259 = stablehlo.reshape %258 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %260 = stablehlo.multiply %259, %150 : tensor<2x8x128x128xbf16>
    %261 = stablehlo.add %260, %152 : tensor<2x8x128x128xbf16>
    %262 = stablehlo.convert %261 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %263 = stablehlo.reduce(%262 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %266 = stablehlo.subtract %262, %265 : tensor<2x8x128x128xf32>
    %267 = stablehlo.exponential %266 : tensor<2x8x128x128xf32>
    %268 = stablehlo.reduce(%267 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %271 = stablehlo.divide %267, %270 : tensor<2x8x128x128xf32>
    %272 = stablehlo.convert %271 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %273 = stablehlo.reshape %272 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %274 = stablehlo.reshape %253 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %276 = stablehlo.dot_general %273, %275, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %277 = stablehlo.reshape %276 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %278 = stablehlo.transpose %277, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %279 = stablehlo.reshape %278 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %280 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %281 = stablehlo.reshape %279 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %282 = stablehlo.dot_general %281, %280, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %283 = stablehlo.reshape %282 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %284 = stablehlo.add %205, %283 : tensor<2x128x512xbf16>
    %285 = stablehlo.convert %284 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %286 = stablehlo.power %285, %82 : tensor<2x128x512xf32>
    %287 = stablehlo.reduce(%286 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %289 = stablehlo.divide %288, %88 : tensor<2x128x1xf32>
    %290 = stablehlo.add %289, %92 : tensor<2x128x1xf32>
    %291 = stablehlo.rsqrt %290 : tensor<2x128x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %293 = stablehlo.multiply %285, %292 : tensor<2x128x512xf32>
    %294 = stablehlo.convert %293 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %295 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %296 = stablehlo.multiply %295, %294 : tensor<2x128x512xbf16>
    %297 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %298 = stablehlo.reshape %296 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %299 = stablehlo.dot_general %298, %297, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %300 = stablehlo.reshape %299 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %301 = stablehlo.convert %300 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %302 = stablehlo.logistic %301 : tensor<2x128x1536xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<2x128x1536xf32>
    %304 = stablehlo.convert %303 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %305 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %306 = stablehlo.dot_general %298, %305, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %307 = stablehlo.reshape %306 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %308 = stablehlo.multiply %304, %307 : tensor<2x128x1536xbf16>
    %309 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %310 = stablehlo.reshape %308 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %311 = stablehlo.dot_general %310, %309, contracting_dims = [1] x [0] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %312 = stablehlo.reshape %311 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %313 = stablehlo.add %284, %312 : tensor<2x128x512xbf16>
    %314 = stablehlo.convert %313 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %315 = stablehlo.power %314, %82 : tensor<2x128x512xf32>
    %316 = stablehlo.reduce(%315 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %318 = stablehlo.divide %317, %88 : tensor<2x128x1xf32>
    %319 = stablehlo.add %318, %92 : tensor<2x128x1xf32>
    %320 = stablehlo.rsqrt %319 : tensor<2x128x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %322 = stablehlo.multiply %314, %321 : tensor<2x128x512xf32>
    %323 = stablehlo.convert %322 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %324 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %325 = stablehlo.multiply %324, %323 : tensor<2x128x512xbf16>
    %326 = stablehlo.transpose %arg19, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %327 = stablehlo.reshape %325 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %328 = stablehlo.dot_general %327, %326, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %329 = stablehlo.reshape %328 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %330 = stablehlo.reshape %329 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %331 = stablehlo.transpose %330, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %332 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %333 = stablehlo.dot_general %327, %332, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %334 = stablehlo.reshape %333 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %335 = stablehlo.reshape %334 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %336 = stablehlo.transpose %335, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %337 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %338 = stablehlo.dot_general %327, %337, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %339 = stablehlo.reshape %338 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %340 = stablehlo.reshape %339 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %341 = stablehlo.transpose %340, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %342 = stablehlo.multiply %331, %118 : tensor<2x8x128x64xbf16>
    %343 = stablehlo.slice %331 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %344 = stablehlo.slice %331 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %345 = stablehlo.negate %344 : tensor<2x8x128x32xbf16>
    %346 = stablehlo.concatenate %345, %343, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %347 = stablehlo.multiply %346, %124 : tensor<2x8x128x64xbf16>
    %348 = stablehlo.add %342, %347 : tensor<2x8x128x64xbf16>
    %349 = stablehlo.multiply %336, %127 : tensor<2x4x128x64xbf16>
    %350 = stablehlo.slice %336 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %351 = stablehlo.slice %336 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %352 = stablehlo.negate %351 : tensor<2x4x128x32xbf16>
    %353 = stablehlo.concatenate %352, %350, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %354 = stablehlo.multiply %353, %133 : tensor<2x4x128x64xbf16>
    %355 = stablehlo.add %349, %354 : tensor<2x4x128x64xbf16>
    %356 = stablehlo.reshape %355 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %358 = stablehlo.reshape %357 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %359 = stablehlo.reshape %341 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %361 = stablehlo.reshape %360 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %362 = stablehlo.transpose %358, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %363 = stablehlo.reshape %348 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %364 = stablehlo.reshape %362 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %366 = stablehlo.dot_general %363, %365, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %367 = stablehlo.reshape %366 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %368 = stablehlo.multiply %367, %150 : tensor<2x8x128x128xbf16>
    %369 = stablehlo.add %368, %152 : tensor<2x8x128x128xbf16>
    %370 = stablehlo.convert %369 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %371 = stablehlo.reduce(%370 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %374 = stablehlo.subtract %370, %373 : tensor<2x8x128x128xf32>
    %375 = stablehlo.exponential %374 : tensor<2x8x128x128xf32>
    %376 = stablehlo.reduce(%375 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %377 = stablehlo.reshape %376 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %379 = stablehlo.divide %375, %378 : tensor<2x8x128x128xf32>
    %380 = stablehlo.convert %379 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %381 = stablehlo.reshape %380 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %382 = stablehlo.reshape %361 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %384 = stablehlo.dot_general %381, %383, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %385 = stablehlo.reshape %384 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %386 = stablehlo.transpose %385, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %387 = stablehlo.reshape %386 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %388 = stablehlo.transpose %arg22, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %389 = stablehlo.reshape %387 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %390 = stablehlo.dot_general %389, %388, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %391 = stablehlo.reshape %390 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %392 = stablehlo.add %313, %391 : tensor<2x128x512xbf16>
    %393 = stablehlo.convert %392 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %394 = stablehlo.power %393, %82 : tensor<2x128x512xf32>
    %395 = stablehlo.reduce(%394 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %396 = stablehlo.reshape %395 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %397 = stablehlo.divide %396, %88 : tensor<2x128x1xf32>
    %398 = stablehlo.add %397, %92 : tensor<2x128x1xf32>
    %399 = stablehlo.rsqrt %398 : tensor<2x128x1xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %401 = stablehlo.multiply %393, %400 : tensor<2x128x512xf32>
    %402 = stablehlo.convert %401 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %403 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %404 = stablehlo.multiply %403, %402 : tensor<2x128x512xbf16>
    %405 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %406 = stablehlo.reshape %404 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %407 = stablehlo.dot_general %406, %405, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %408 = stablehlo.reshape %407 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %409 = stablehlo.convert %408 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %410 = stablehlo.logistic %409 : tensor<2x128x1536xf32>
    %411 = stablehlo.multiply %409, %410 : tensor<2x128x1536xf32>
    %412 = stablehlo.convert %411 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %413 = stablehlo.transpose %arg24, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %414 = stablehlo.dot_general %406, %413, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %415 = stablehlo.reshape %414 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %416 = stablehlo.multiply %412, %415 : tensor<2x128x1536xbf16>
    %417 = stablehlo.transpose %arg25, dims = [1, 0] : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %418 = stablehlo.reshape %416 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %419 = stablehlo.dot_general %418, %417, contracting_dims = [1] x [0] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %420 = stablehlo.reshape %419 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %421 = stablehlo.add %392, %420 : tensor<2x128x512xbf16>
    %422 = stablehlo.convert %421 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %423 = stablehlo.power %422, %82 : tensor<2x128x512xf32>
    %424 = stablehlo.reduce(%423 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %425 = stablehlo.reshape %424 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %426 = stablehlo.divide %425, %88 : tensor<2x128x1xf32>
    %427 = stablehlo.add %426, %92 : tensor<2x128x1xf32>
    %428 = stablehlo.rsqrt %427 : tensor<2x128x1xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %430 = stablehlo.multiply %422, %429 : tensor<2x128x512xf32>
    %431 = stablehlo.convert %430 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %432 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %433 = stablehlo.multiply %432, %431 : tensor<2x128x512xbf16>
    %434 = stablehlo.transpose %arg28, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %435 = stablehlo.reshape %433 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %436 = stablehlo.dot_general %435, %434, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %437 = stablehlo.reshape %436 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %438 = stablehlo.reshape %437 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %439 = stablehlo.transpose %438, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %440 = stablehlo.transpose %arg29, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %441 = stablehlo.dot_general %435, %440, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %442 = stablehlo.reshape %441 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %443 = stablehlo.reshape %442 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %444 = stablehlo.transpose %443, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %445 = stablehlo.transpose %arg30, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %446 = stablehlo.dot_general %435, %445, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %447 = stablehlo.reshape %446 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %448 = stablehlo.reshape %447 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %449 = stablehlo.transpose %448, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %450 = stablehlo.multiply %439, %118 : tensor<2x8x128x64xbf16>
    %451 = stablehlo.slice %439 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %452 = stablehlo.slice %439 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %453 = stablehlo.negate %452 : tensor<2x8x128x32xbf16>
    %454 = stablehlo.concatenate %453, %451, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %455 = stablehlo.multiply %454, %124 : tensor<2x8x128x64xbf16>
    %456 = stablehlo.add %450, %455 : tensor<2x8x128x64xbf16>
    %457 = stablehlo.multiply %444, %127 : tensor<2x4x128x64xbf16>
    %458 = stablehlo.slice %444 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %459 = stablehlo.slice %444 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %460 = stablehlo.negate %459 : tensor<2x4x128x32xbf16>
    %461 = stablehlo.concatenate %460, %458, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %462 = stablehlo.multiply %461, %133 : tensor<2x4x128x64xbf16>
    %463 = stablehlo.add %457, %462 : tensor<2x4x128x64xbf16>
    %464 = stablehlo.reshape %463 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %466 = stablehlo.reshape %465 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %467 = stablehlo.reshape %449 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %469 = stablehlo.reshape %468 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %470 = stablehlo.transpose %466, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %471 = stablehlo.reshape %456 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %472 = stablehlo.reshape %470 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %474 = stablehlo.dot_general %471, %473, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %475 = stablehlo.reshape %474 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %476 = stablehlo.multiply %475, %150 : tensor<2x8x128x128xbf16>
    %477 = stablehlo.add %476, %152 : tensor<2x8x128x128xbf16>
    %478 = stablehlo.convert %477 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %479 = stablehlo.reduce(%478 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %480 = stablehlo.reshape %479 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %482 = stablehlo.subtract %478, %481 : tensor<2x8x128x128xf32>
    %483 = stablehlo.exponential %482 : tensor<2x8x128x128xf32>
    %484 = stablehlo.reduce(%483 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %485 = stablehlo.reshape %484 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %487 = stablehlo.divide %483, %486 : tensor<2x8x128x128xf32>
    %488 = stablehlo.convert %487 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %489 = stablehlo.reshape %488 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %490 = stablehlo.reshape %469 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %492 = stablehlo.dot_general %489, %491, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %493 = stablehlo.reshape %492 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %494 = stablehlo.transpose %493, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %495 = stablehlo.reshape %494 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %496 = stablehlo.transpose %arg31, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %497 = stablehlo.reshape %495 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %498 = stablehlo.dot_general %497, %496, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %499 = stablehlo.reshape %498 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %500 = stablehlo.add %421, %499 : tensor<2x128x512xbf16>
    %501 = stablehlo.convert %500 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %502 = stablehlo.power %501, %82 : tensor<2x128x512xf32>
    %503 = stablehlo.reduce(%502 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %504 = stablehlo.reshape %503 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %505 = stablehlo.divide %504, %88 : tensor<2x128x1xf32>
    %506 = stablehlo.add %505, %92 : tensor<2x128x1xf32>
    %507 = stablehlo.rsqrt %506 : tensor<2x128x1xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %509 = stablehlo.multiply %501, %508 : tensor<2x128x512xf32>
    %510 = stablehlo.convert %509 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %511 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %512 = stablehlo.multiply %511, %510 : tensor<2x128x512xbf16>
    %513 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %514 = stablehlo.reshape %512 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %515 = stablehlo.dot_general %514, %513, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %516 = stablehlo.reshape %515 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %517 = stablehlo.convert %516 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %518 = stablehlo.logistic %517 : tensor<2x128x1536xf32>
    %519 = stablehlo.multiply %517, %518 : tensor<2x128x1536xf32>
    %520 = stablehlo.convert %519 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %521 = stablehlo.transpose %arg33, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %522 = stablehlo.dot_general %514, %521, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %523 = stablehlo.reshape %522 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %524 = stablehlo.multiply %520, %523 : tensor<2x128x1536xbf16>
    %525 = stablehlo.transpose %arg34, dims = [1, 0] : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %526 = stablehlo.reshape %524 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %527 = stablehlo.dot_general %526, %525, contracting_dims = [1] x [0] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %528 = stablehlo.reshape %527 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %529 = stablehlo.add %500, %528 : tensor<2x128x512xbf16>
    %530 = stablehlo.convert %529 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %531 = stablehlo.power %530, %82 : tensor<2x128x512xf32>
    %532 = stablehlo.reduce(%531 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %533 = stablehlo.reshape %532 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %534 = stablehlo.divide %533, %88 : tensor<2x128x1xf32>
    %535 = stablehlo.add %534, %92 : tensor<2x128x1xf32>
    %536 = stablehlo.rsqrt %535 : tensor<2x128x1xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %538 = stablehlo.multiply %530, %537 : tensor<2x128x512xf32>
    %539 = stablehlo.convert %538 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %540 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %541 = stablehlo.multiply %540, %539 : tensor<2x128x512xbf16>
    %542 = stablehlo.transpose %arg37, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %543 = stablehlo.reshape %541 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %544 = stablehlo.dot_general %543, %542, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %545 = stablehlo.reshape %544 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %546 = stablehlo.reshape %545 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %547 = stablehlo.transpose %546, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %548 = stablehlo.transpose %arg38, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %549 = stablehlo.dot_general %543, %548, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %550 = stablehlo.reshape %549 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %551 = stablehlo.reshape %550 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %552 = stablehlo.transpose %551, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %553 = stablehlo.transpose %arg39, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %554 = stablehlo.dot_general %543, %553, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %555 = stablehlo.reshape %554 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %556 = stablehlo.reshape %555 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %557 = stablehlo.transpose %556, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %558 = stablehlo.multiply %547, %118 : tensor<2x8x128x64xbf16>
    %559 = stablehlo.slice %547 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %560 = stablehlo.slice %547 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %561 = stablehlo.negate %560 : tensor<2x8x128x32xbf16>
    %562 = stablehlo.concatenate %561, %559, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %563 = stablehlo.multiply %562, %124 : tensor<2x8x128x64xbf16>
    %564 = stablehlo.add %558, %563 : tensor<2x8x128x64xbf16>
    %565 = stablehlo.multiply %552, %127 : tensor<2x4x128x64xbf16>
    %566 = stablehlo.slice %552 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %567 = stablehlo.slice %552 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %568 = stablehlo.negate %567 : tensor<2x4x128x32xbf16>
    %569 = stablehlo.concatenate %568, %566, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %570 = stablehlo.multiply %569, %133 : tensor<2x4x128x64xbf16>
    %571 = stablehlo.add %565, %570 : tensor<2x4x128x64xbf16>
    %572 = stablehlo.reshape %571 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %574 = stablehlo.reshape %573 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %575 = stablehlo.reshape %557 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %577 = stablehlo.reshape %576 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %578 = stablehlo.transpose %574, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %579 = stablehlo.reshape %564 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %580 = stablehlo.reshape %578 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %582 = stablehlo.dot_general %579, %581, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %583 = stablehlo.reshape %582 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %584 = stablehlo.multiply %583, %150 : tensor<2x8x128x128xbf16>
    %585 = stablehlo.add %584, %152 : tensor<2x8x128x128xbf16>
    %586 = stablehlo.convert %585 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %587 = stablehlo.reduce(%586 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %588 = stablehlo.reshape %587 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %590 = stablehlo.subtract %586, %589 : tensor<2x8x128x128xf32>
    %591 = stablehlo.exponential %590 : tensor<2x8x128x128xf32>
    %592 = stablehlo.reduce(%591 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %593 = stablehlo.reshape %592 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %595 = stablehlo.divide %591, %594 : tensor<2x8x128x128xf32>
    %596 = stablehlo.convert %595 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %597 = stablehlo.reshape %596 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %598 = stablehlo.reshape %577 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %600 = stablehlo.dot_general %597, %599, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %601 = stablehlo.reshape %600 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %602 = stablehlo.transpose %601, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %603 = stablehlo.reshape %602 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %604 = stablehlo.transpose %arg40, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %605 = stablehlo.reshape %603 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %606 = stablehlo.dot_general %605, %604, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %607 = stablehlo.reshape %606 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %608 = stablehlo.add %529, %607 : tensor<2x128x512xbf16>
    %609 = stablehlo.convert %608 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %610 = stablehlo.power %609, %82 : tensor<2x128x512xf32>
    %611 = stablehlo.reduce(%610 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %612 = stablehlo.reshape %611 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %613 = stablehlo.divide %612, %88 : tensor<2x128x1xf32>
    %614 = stablehlo.add %613, %92 : tensor<2x128x1xf32>
    %615 = stablehlo.rsqrt %614 : tensor<2x128x1xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %617 = stablehlo.multiply %609, %616 : tensor<2x128x512xf32>
    %618 = stablehlo.convert %617 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %619 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %620 = stablehlo.multiply %619, %618 : tensor<2x128x512xbf16>
    %621 = stablehlo.transpose %arg41, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %622 = stablehlo.reshape %620 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %623 = stablehlo.dot_general %622, %621, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %624 = stablehlo.reshape %623 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %625 = stablehlo.convert %624 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %626 = stablehlo.logistic %625 : tensor<2x128x1536xf32>
    %627 = stablehlo.multiply %625, %626 : tensor<2x128x1536xf32>
    %628 = stablehlo.convert %627 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %629 = stablehlo.transpose %arg42, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %630 = stablehlo.dot_general %622, %629, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %631 = stablehlo.reshape %630 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %632 = stablehlo.multiply %628, %631 : tensor<2x128x1536xbf16>
    %633 = stablehlo.transpose %arg43, dims = [1, 0] : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %634 = stablehlo.reshape %632 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %635 = stablehlo.dot_general %634, %633, contracting_dims = [1] x [0] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %636 = stablehlo.reshape %635 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %637 = stablehlo.add %608, %636 : tensor<2x128x512xbf16>
    %638 = stablehlo.convert %637 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %639 = stablehlo.power %638, %82 : tensor<2x128x512xf32>
    %640 = stablehlo.reduce(%639 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %641 = stablehlo.reshape %640 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %642 = stablehlo.divide %641, %88 : tensor<2x128x1xf32>
    %643 = stablehlo.add %642, %92 : tensor<2x128x1xf32>
    %644 = stablehlo.rsqrt %643 : tensor<2x128x1xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %646 = stablehlo.multiply %638, %645 : tensor<2x128x512xf32>
    %647 = stablehlo.convert %646 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %648 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %649 = stablehlo.multiply %648, %647 : tensor<2x128x512xbf16>
    %650 = stablehlo.transpose %arg46, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %651 = stablehlo.reshape %649 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %652 = stablehlo.dot_general %651, %650, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %653 = stablehlo.reshape %652 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %654 = stablehlo.reshape %653 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %655 = stablehlo.transpose %654, dims = [0, 2, 1, 3] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %656 = stablehlo.transpose %arg47, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %657 = stablehlo.dot_general %651, %656, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %658 = stablehlo.reshape %657 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %659 = stablehlo.reshape %658 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %660 = stablehlo.transpose %659, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %661 = stablehlo.transpose %arg48, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %662 = stablehlo.dot_general %651, %661, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %663 = stablehlo.reshape %662 : (tensor<256x256xbf16>) -> tensor<2x128x256xbf16>
    %664 = stablehlo.reshape %663 : (tensor<2x128x256xbf16>) -> tensor<2x128x4x64xbf16>
    %665 = stablehlo.transpose %664, dims = [0, 2, 1, 3] : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %666 = stablehlo.multiply %655, %118 : tensor<2x8x128x64xbf16>
    %667 = stablehlo.slice %655 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %668 = stablehlo.slice %655 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %669 = stablehlo.negate %668 : tensor<2x8x128x32xbf16>
    %670 = stablehlo.concatenate %669, %667, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %671 = stablehlo.multiply %670, %124 : tensor<2x8x128x64xbf16>
    %672 = stablehlo.add %666, %671 : tensor<2x8x128x64xbf16>
    %673 = stablehlo.multiply %660, %127 : tensor<2x4x128x64xbf16>
    %674 = stablehlo.slice %660 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %675 = stablehlo.slice %660 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %676 = stablehlo.negate %675 : tensor<2x4x128x32xbf16>
    %677 = stablehlo.concatenate %676, %674, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %678 = stablehlo.multiply %677, %133 : tensor<2x4x128x64xbf16>
    %679 = stablehlo.add %673, %678 : tensor<2x4x128x64xbf16>
    %680 = stablehlo.reshape %679 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %682 = stablehlo.reshape %681 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %683 = stablehlo.reshape %665 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x1x128x64xbf16>
    %684 = stablehlo.broadcast_in_dim %683, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %685 = stablehlo.reshape %684 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %686 = stablehlo.transpose %682, dims = [0, 1, 3, 2] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %687 = stablehlo.reshape %672 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %688 = stablehlo.reshape %686 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<16x64x128xbf16>) -> tensor<16x64x128xbf16>
    %690 = stablehlo.dot_general %687, %689, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %691 = stablehlo.reshape %690 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %692 = stablehlo.multiply %691, %150 : tensor<2x8x128x128xbf16>
    %693 = stablehlo.add %692, %152 : tensor<2x8x128x128xbf16>
    %694 = stablehlo.convert %693 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %695 = stablehlo.reduce(%694 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %696 = stablehlo.reshape %695 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %698 = stablehlo.subtract %694, %697 : tensor<2x8x128x128xf32>
    %699 = stablehlo.exponential %698 : tensor<2x8x128x128xf32>
    %700 = stablehlo.reduce(%699 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %701 = stablehlo.reshape %700 : (tensor<2x8x128xf32>) -> tensor<2x8x128x1xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2, 3] : (tensor<2x8x128x1xf32>) -> tensor<2x8x128x128xf32>
    %703 = stablehlo.divide %699, %702 : tensor<2x8x128x128xf32>
    %704 = stablehlo.convert %703 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %705 = stablehlo.reshape %704 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %706 = stablehlo.reshape %685 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1, 2] : (tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %708 = stablehlo.dot_general %705, %707, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %709 = stablehlo.reshape %708 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %710 = stablehlo.transpose %709, dims = [0, 2, 1, 3] : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %711 = stablehlo.reshape %710 : (tensor<2x128x8x64xbf16>) -> tensor<2x128x512xbf16>
    %712 = stablehlo.transpose %arg49, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %713 = stablehlo.reshape %711 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %714 = stablehlo.dot_general %713, %712, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %715 = stablehlo.reshape %714 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %716 = stablehlo.add %637, %715 : tensor<2x128x512xbf16>
    %717 = stablehlo.convert %716 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %718 = stablehlo.power %717, %82 : tensor<2x128x512xf32>
    %719 = stablehlo.reduce(%718 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %720 = stablehlo.reshape %719 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %721 = stablehlo.divide %720, %88 : tensor<2x128x1xf32>
    %722 = stablehlo.add %721, %92 : tensor<2x128x1xf32>
    %723 = stablehlo.rsqrt %722 : tensor<2x128x1xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %725 = stablehlo.multiply %717, %724 : tensor<2x128x512xf32>
    %726 = stablehlo.convert %725 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %727 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %728 = stablehlo.multiply %727, %726 : tensor<2x128x512xbf16>
    %729 = stablehlo.transpose %arg50, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %730 = stablehlo.reshape %728 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %731 = stablehlo.dot_general %730, %729, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %732 = stablehlo.reshape %731 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %733 = stablehlo.convert %732 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %734 = stablehlo.logistic %733 : tensor<2x128x1536xf32>
    %735 = stablehlo.multiply %733, %734 : tensor<2x128x1536xf32>
    %736 = stablehlo.convert %735 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %737 = stablehlo.transpose %arg51, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %738 = stablehlo.dot_general %730, %737, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %739 = stablehlo.reshape %738 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %740 = stablehlo.multiply %736, %739 : tensor<2x128x1536xbf16>
    %741 = stablehlo.transpose %arg52, dims = [1, 0] : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %742 = stablehlo.reshape %740 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %743 = stablehlo.dot_general %742, %741, contracting_dims = [1] x [0] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %744 = stablehlo.reshape %743 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %745 = stablehlo.add %716, %744 : tensor<2x128x512xbf16>
    %746 = stablehlo.convert %745 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %747 = stablehlo.power %746, %82 : tensor<2x128x512xf32>
    %748 = stablehlo.reduce(%747 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %749 = stablehlo.reshape %748 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %750 = stablehlo.divide %749, %88 : tensor<2x128x1xf32>
    %751 = stablehlo.add %750, %92 : tensor<2x128x1xf32>
    %752 = stablehlo.rsqrt %751 : tensor<2x128x1xf32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %754 = stablehlo.multiply %746, %753 : tensor<2x128x512xf32>
    %755 = stablehlo.convert %754 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %756 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %757 = stablehlo.multiply %756, %755 : tensor<2x128x512xbf16>
    %758 = stablehlo.transpose %arg56, dims = [1, 0] : (tensor<1024x512xbf16>) -> tensor<512x1024xbf16>
    %759 = stablehlo.reshape %757 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %760 = stablehlo.dot_general %759, %758, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1024xbf16>) -> tensor<256x1024xbf16>
    %761 = stablehlo.reshape %760 : (tensor<256x1024xbf16>) -> tensor<2x128x1024xbf16>
    return %761 : tensor<2x128x1024xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.bfloat16: "0x02000000803F403F103FD83EA23E733E363E093ECD3D9A3D663D2D3D023DC23C923C5A3C243CF63BB83B8A3B4F3B1B3BE93AAF3A833A453A133ADD39A63979393A390C39"
    }
  }
#-}
