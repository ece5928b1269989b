module {
  func.func @main(%arg0: tensor<256x64xbf16>, %arg1: tensor<64x64xbf16>, %arg2: tensor<32x64xbf16>, %arg3: tensor<32x64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<128x64xbf16>, %arg6: tensor<128x64xbf16>, %arg7: tensor<64x128xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<64x64xbf16>, %arg11: tensor<32x64xbf16>, %arg12: tensor<32x64xbf16>, %arg13: tensor<64x64xbf16>, %arg14: tensor<128x64xbf16>, %arg15: tensor<128x64xbf16>, %arg16: tensor<64x128xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64xbf16>, %arg20: tensor<256x64xbf16>, %arg21: tensor<2x16xi64>) -> tensor<2x16x256xbf16> {
    %c = stablehlo.constant dense<true> : tensor<2x1x16x16xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<2xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<2xi64>
    %c_2 = stablehlo.constant dense<2> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<2x16xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<2x1xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_7 = stablehlo.constant dense<16> : tensor<i64>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_8_torch.bfloat16> : tensor<8xbf16>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_14 = arith.constant dense<2> : tensor<1xi64>
    %cst_15 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_16 = arith.constant dense<64> : tensor<1xi64>
    %cst_17 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_18 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg0, %arg21) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xbf16>, tensor<2x16xi64>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.convert %0 : tensor<2x16x64xbf16>
    %2 = stablehlo.convert %c_8 : (tensor<i64>) -> tensor<f64>
    %3 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %4 = stablehlo.divide %3, %2 : tensor<f64>
    %5 = stablehlo.ceil %4 : tensor<f64>
    %6 = stablehlo.convert %5 : (tensor<f64>) -> tensor<i64>
    %7 = stablehlo.reshape %6 : (tensor<i64>) -> tensor<1xi64>
    %8 = stablehlo.dynamic_iota %7, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %9 = stablehlo.multiply %8, %c_6 : tensor<16xi64>
    %10 = stablehlo.add %9, %c_5 : tensor<16xi64>
    %11 = stablehlo.add %10, %c_5 : tensor<16xi64>
    %12 = stablehlo.reshape %11 : (tensor<16xi64>) -> tensor<1x16xi64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<2x16xi64>
    %14 = stablehlo.slice %13 [0:2, 0:1] : (tensor<2x16xi64>) -> tensor<2x1xi64>
    %15 = stablehlo.subtract %14, %c_4 : tensor<2x1xi64>
    %16 = stablehlo.concatenate %15, %13, dim = 1 : (tensor<2x1xi64>, tensor<2x16xi64>) -> tensor<2x17xi64>
    %17 = stablehlo.slice %16 [0:2, 0:16] : (tensor<2x17xi64>) -> tensor<2x16xi64>
    %18 = stablehlo.slice %16 [0:2, 1:17] : (tensor<2x17xi64>) -> tensor<2x16xi64>
    %19 = stablehlo.subtract %18, %17 : tensor<2x16xi64>
    %20 = stablehlo.compare NE, %19, %c_3, SIGNED : (tensor<2x16xi64>, tensor<2x16xi64>) -> tensor<2x16xi1>
    %21 = stablehlo.convert %20 : (tensor<2x16xi1>) -> tensor<2x16xi64>
    %22 = "stablehlo.reduce_window"(%21, %c_11) <{padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg22: tensor<i64>, %arg23: tensor<i64>):
      %330 = stablehlo.add %arg22, %arg23 : tensor<i64>
      stablehlo.return %330 : tensor<i64>
    }) : (tensor<2x16xi64>, tensor<i64>) -> tensor<2x16xi64>
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
    %34 = stablehlo.reshape %12 : (tensor<1x16xi64>) -> tensor<1x1x16xi64>
    %35 = stablehlo.reshape %34 : (tensor<1x1x16xi64>) -> tensor<1x1x16x1xi64>
    %36 = stablehlo.reshape %34 : (tensor<1x1x16xi64>) -> tensor<1x1x1x16xi64>
    %37 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xi64>) -> tensor<2x1x16x1xi64>
    %38 = stablehlo.reshape %37 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %39 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x16x1xi64>) -> tensor<2x1x16x1xi64>
    %40 = stablehlo.reshape %39 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %41 = stablehlo.concatenate %38, %40, dim = 4 : (tensor<2x1x16x1x1xi64>, tensor<2x1x16x1x1xi64>) -> tensor<2x1x16x1x2xi64>
    %42 = "stablehlo.gather"(%13, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xi64>
    %43 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xi64>) -> tensor<2x1x1x16xi64>
    %44 = stablehlo.reshape %43 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %45 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xi64>) -> tensor<2x1x1x16xi64>
    %46 = stablehlo.reshape %45 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %47 = stablehlo.concatenate %44, %46, dim = 4 : (tensor<2x1x1x16x1xi64>, tensor<2x1x1x16x1xi64>) -> tensor<2x1x1x16x2xi64>
    %48 = "stablehlo.gather"(%13, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xi64>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xi64>) -> tensor<2x1x16x16xi64>
    %50 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x16xi64>
    %51 = stablehlo.compare LE, %49, %50, SIGNED : (tensor<2x1x16x16xi64>, tensor<2x1x16x16xi64>) -> tensor<2x1x16x16xi1>
    %52 = stablehlo.and %51, %c : tensor<2x1x16x16xi1>
    %53 = "stablehlo.gather"(%22, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xi64>
    %54 = "stablehlo.gather"(%22, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xi64>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x16xi64>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xi64>) -> tensor<2x1x16x16xi64>
    %57 = stablehlo.compare EQ, %55, %56, SIGNED : (tensor<2x1x16x16xi64>, tensor<2x1x16x16xi64>) -> tensor<2x1x16x16xi1>
    %58 = stablehlo.and %52, %57 : tensor<2x1x16x16xi1>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xi1>
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<2x1x16x16xbf16>
    %61 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x1x16x16xbf16>
    %62 = stablehlo.select %59, %60, %61 : tensor<2x1x16x16xi1>, tensor<2x1x16x16xbf16>
    %63 = stablehlo.reshape %12 : (tensor<1x16xi64>) -> tensor<1x16x1xi64>
    %64 = stablehlo.convert %63 : (tensor<1x16x1xi64>) -> tensor<1x16x1xf32>
    %65 = stablehlo.convert %cst_10 : (tensor<8xbf16>) -> tensor<8xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x8xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [2] : (tensor<8xf32>) -> tensor<1x16x8xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<1x16x8xf32>
    %69 = stablehlo.concatenate %68, %68, dim = 2 : (tensor<1x16x8xf32>, tensor<1x16x8xf32>) -> tensor<1x16x16xf32>
    %70 = stablehlo.cosine %69 : tensor<1x16x16xf32>
    %71 = stablehlo.convert %cst_15 : (tensor<1xf64>) -> tensor<1xf32>
    %72 = stablehlo.reshape %71 : (tensor<1xf32>) -> tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<1x16x16xf32>
    %74 = stablehlo.multiply %70, %73 : tensor<1x16x16xf32>
    %75 = stablehlo.sine %69 : tensor<1x16x16xf32>
    %76 = stablehlo.multiply %75, %73 : tensor<1x16x16xf32>
    %77 = stablehlo.convert %74 : (tensor<1x16x16xf32>) -> tensor<1x16x16xbf16>
    %78 = stablehlo.convert %76 : (tensor<1x16x16xf32>) -> tensor<1x16x16xbf16>
    %79 = stablehlo.convert %1 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %80 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %81 = stablehlo.reshape %80 : (tensor<1xf32>) -> tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %83 = stablehlo.power %79, %82 : tensor<2x16x64xf32>
    %84 = stablehlo.reduce(%83 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %86 = stablehlo.convert %cst_16 : (tensor<1xi64>) -> tensor<1xf32>
    %87 = stablehlo.reshape %86 : (tensor<1xf32>) -> tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %89 = stablehlo.divide %85, %88 : tensor<2x16x1xf32>
    %90 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %91 = stablehlo.reshape %90 : (tensor<1xf32>) -> tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %93 = stablehlo.add %89, %92 : tensor<2x16x1xf32>
    %94 = stablehlo.rsqrt %93 : tensor<2x16x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %96 = stablehlo.multiply %79, %95 : tensor<2x16x64xf32>
    %97 = stablehlo.convert %96 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %98 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %99 = stablehlo.multiply %98, %97 : tensor<2x16x64xbf16>
    %100 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %101 = stablehlo.reshape %99 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %102 = stablehlo.dot_general %101, %100, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %103 = stablehlo.reshape %102 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %104 = stablehlo.reshape %103 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %106 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %107 = stablehlo.dot_general %101, %106, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<32x32xbf16>
    %108 = stablehlo.reshape %107 : (tensor<32x32xbf16>) -> tensor<2x16x32xbf16>
    %109 = stablehlo.reshape %108 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xbf16>) -> tensor<2x2x16x16xbf16>
    %111 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %112 = stablehlo.dot_general %101, %111, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<32x32xbf16>
    %113 = stablehlo.reshape %112 : (tensor<32x32xbf16>) -> tensor<2x16x32xbf16>
    %114 = stablehlo.reshape %113 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %115 = stablehlo.transpose %114, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xbf16>) -> tensor<2x2x16x16xbf16>
    %116 = stablehlo.reshape %77 : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %117 = stablehlo.reshape %78 : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %119 = stablehlo.multiply %105, %118 : tensor<2x4x16x16xbf16>
    %120 = stablehlo.slice %105 [0:2, 0:4, 0:16, 0:8] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x8xbf16>
    %121 = stablehlo.slice %105 [0:2, 0:4, 0:16, 8:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x8xbf16>
    %122 = stablehlo.negate %121 : tensor<2x4x16x8xbf16>
    %123 = stablehlo.concatenate %122, %120, dim = 3 : (tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>) -> tensor<2x4x16x16xbf16>
    %124 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %125 = stablehlo.multiply %123, %124 : tensor<2x4x16x16xbf16>
    %126 = stablehlo.add %119, %125 : tensor<2x4x16x16xbf16>
    %127 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xbf16>) -> tensor<2x2x16x16xbf16>
    %128 = stablehlo.multiply %110, %127 : tensor<2x2x16x16xbf16>
    %129 = stablehlo.slice %110 [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x8xbf16>
    %130 = stablehlo.slice %110 [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x8xbf16>
    %131 = stablehlo.negate %130 : tensor<2x2x16x8xbf16>
    %132 = stablehlo.concatenate %131, %129, dim = 3 : (tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16>) -> tensor<2x2x16x16xbf16>
    %133 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xbf16>) -> tensor<2x2x16x16xbf16>
    %134 = stablehlo.multiply %132, %133 : tensor<2x2x16x16xbf16>
    %135 = stablehlo.add %128, %134 : tensor<2x2x16x16xbf16>
    %136 = stablehlo.reshape %135 : (tensor<2x2x16x16xbf16>) -> tensor<2x2x1x16x16xbf16>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x16x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %138 = stablehlo.reshape %137 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %139 = stablehlo.reshape %115 : (tensor<2x2x16x16xbf16>) -> tensor<2x2x1x16x16xbf16>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x16x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %141 = stablehlo.reshape %140 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %142 = stablehlo.transpose %138, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %143 = stablehlo.reshape %126 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %144 = stablehlo.reshape %142 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %146 = stablehlo.dot_general %143, %145, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %147 = stablehlo.reshape %146 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %148 = stablehlo.convert %cst_18 : (tensor<1xf64>) -> tensor<1xbf16>
    %149 = stablehlo.reshape %148 : (tensor<1xbf16>) -> tensor<bf16>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %151 = stablehlo.multiply %147, %150 : tensor<2x4x16x16xbf16>
    %152 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %153 = stablehlo.add %151, %152 : tensor<2x4x16x16xbf16>
    %154 = stablehlo.convert %153 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %155 = stablehlo.reduce(%154 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %158 = stablehlo.subtract %154, %157 : tensor<2x4x16x16xf32>
    %159 = stablehlo.exponential %158 : tensor<2x4x16x16xf32>
    %160 = stablehlo.reduce(%159 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %163 = stablehlo.divide %159, %162 : tensor<2x4x16x16xf32>
    %164 = stablehlo.convert %163 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %165 = stablehlo.reshape %164 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %166 = stablehlo.reshape %141 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %168 = stablehlo.dot_general %165, %167, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %169 = stablehlo.reshape %168 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %170 = stablehlo.transpose %169, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %171 = stablehlo.reshape %170 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %172 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %173 = stablehlo.reshape %171 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %174 = stablehlo.dot_general %173, %172, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %175 = stablehlo.reshape %174 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %176 = stablehlo.add %1, %175 : tensor<2x16x64xbf16>
    %177 = stablehlo.convert %176 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %178 = stablehlo.power %177, %82 : tensor<2x16x64xf32>
    %179 = stablehlo.reduce(%178 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %181 = stablehlo.divide %180, %88 : tensor<2x16x1xf32>
    %182 = stablehlo.add %181, %92 : tensor<2x16x1xf32>
    %183 = stablehlo.rsqrt %182 : tensor<2x16x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %185 = stablehlo.multiply %177, %184 : tensor<2x16x64xf32>
    %186 = stablehlo.convert %185 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %187 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %188 = stablehlo.multiply %187, %186 : tensor<2x16x64xbf16>
    %189 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %190 = stablehlo.reshape %188 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %191 = stablehlo.dot_general %190, %189, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %192 = stablehlo.reshape %191 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %193 = stablehlo.convert %192 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %194 = stablehlo.logistic %193 : tensor<2x16x128xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<2x16x128xf32>
    %196 = stablehlo.convert %195 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %197 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %198 = stablehlo.dot_general %190, %197, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %199 = stablehlo.reshape %198 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %200 = stablehlo.multiply %196, %199 : tensor<2x16x128xbf16>
    %201 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %202 = stablehlo.reshape %200 : (tensor<2x16x128xbf16>) -> tensor<32x128xbf16>
    %203 = stablehlo.dot_general %202, %201, contracting_dims = [1] x [0] : (tensor<32x128xbf16>, tensor<128x64xbf16>) -> tensor<32x64xbf16>
    %204 = stablehlo.reshape %203 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %205 = stablehlo.add %176, %204 : tensor<2x16x64xbf16>
    %206 = stablehlo.convert %205 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %207 = stablehlo.power %206, %82 : tensor<2x16x64xf32>
    %208 = stablehlo.reduce(%207 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %210 = stablehlo.divide %209, %88 : tensor<2x16x1xf32>
    %211 = stablehlo.add %210, %92 : tensor<2x16x1xf32>
    %212 = stablehlo.rsqrt %211 : tensor<2x16x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %214 = stablehlo.multiply %206, %213 : tensor<2x16x64xf32>
    %215 = stablehlo.convert %214 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %216 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %217 = stablehlo.multiply %216, %215 : tensor<2x16x64xbf16>
    %218 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %219 = stablehlo.reshape %217 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %220 = stablehlo.dot_general %219, %218, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %221 = stablehlo.reshape %220 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %222 = stablehlo.reshape %221 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %223 = stablehlo.transpose %222, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %224 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %225 = stablehlo.dot_general %219, %224, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<32x32xbf16>
    %226 = stablehlo.reshape %225 : (tensor<32x32xbf16>) -> tensor<2x16x32xbf16>
    %227 = stablehlo.reshape %226 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %228 = stablehlo.transpose %227, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xbf16>) -> tensor<2x2x16x16xbf16>
    %229 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %230 = stablehlo.dot_general %219, %229, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<32x32xbf16>
    %231 = stablehlo.reshape %230 : (tensor<32x32xbf16>) -> tensor<2x16x32xbf16>
    %232 = stablehlo.reshape %231 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %233 = stablehlo.transpose %232, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xbf16>) -> tensor<2x2x16x16xbf16>
    %234 = stablehlo.multiply %223, %118 : tensor<2x4x16x16xbf16>
    %235 = stablehlo.slice %223 [0:2, 0:4, 0:16, 0:8] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x8xbf16>
    %236 = stablehlo.slice %223 [0:2, 0:4, 0:16, 8:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x8xbf16>
    %237 = stablehlo.negate %236 : tensor<2x4x16x8xbf16>
    %238 = stablehlo.concatenate %237, %235, dim = 3 : (tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>) -> tensor<2x4x16x16xbf16>
    %239 = stablehlo.multiply %238, %124 : tensor<2x4x16x16xbf16>
    %240 = stablehlo.add %234, %239 : tensor<2x4x16x16xbf16>
    %241 = stablehlo.multiply %228, %127 : tensor<2x2x16x16xbf16>
    %242 = stablehlo.slice %228 [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x8xbf16>
    %243 = stablehlo.slice %228 [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x8xbf16>
    %244 = stablehlo.negate %243 : tensor<2x2x16x8xbf16>
    %245 = stablehlo.concatenate %244, %242, dim = 3 : (tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16>) -> tensor<2x2x16x16xbf16>
    %246 = stablehlo.multiply %245, %133 : tensor<2x2x16x16xbf16>
    %247 = stablehlo.add %241, %246 : tensor<2x2x16x16xbf16>
    %248 = stablehlo.reshape %247 : (tensor<2x2x16x16xbf16>) -> tensor<2x2x1x16x16xbf16>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x16x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %250 = stablehlo.reshape %249 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %251 = stablehlo.reshape %233 : (tensor<2x2x16x16xbf16>) -> tensor<2x2x1x16x16xbf16>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x16x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %253 = stablehlo.reshape %252 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %254 = stablehlo.transpose %250, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %255 = stablehlo.reshape %240 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %256 = stablehlo.reshape %254 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %258 = stablehlo.dot_general %255, %257, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %259 = stablehlo.reshape %258 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %260 = stablehlo.multiply %259, %150 : tensor<2x4x16x16xbf16>
    %261 = stablehlo.add %260, %152 : tensor<2x4x16x16xbf16>
    %262 = stablehlo.convert %261 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %263 = stablehlo.reduce(%262 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %266 = stablehlo.subtract %262, %265 : tensor<2x4x16x16xf32>
    %267 = stablehlo.exponential %266 : tensor<2x4x16x16xf32>
    %268 = stablehlo.reduce(%267 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %271 = stablehlo.divide %267, %270 : tensor<2x4x16x16xf32>
    %272 = stablehlo.convert %271 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %273 = stablehlo.reshape %272 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %274 = stablehlo.reshape %253 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %276 = stablehlo.dot_general %273, %275, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %277 = stablehlo.reshape %276 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %278 = stablehlo.transpose %277, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %279 = stablehlo.reshape %278 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %280 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %281 = stablehlo.reshape %279 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %282 = stablehlo.dot_general %281, %280, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %283 = stablehlo.reshape %282 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %284 = stablehlo.add %205, %283 : tensor<2x16x64xbf16>
    %285 = stablehlo.convert %284 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %286 = stablehlo.power %285, %82 : tensor<2x16x64xf32>
    %287 = stablehlo.reduce(%286 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %289 = stablehlo.divide %288, %88 : tensor<2x16x1xf32>
    %290 = stablehlo.add %289, %92 : tensor<2x16x1xf32>
    %291 = stablehlo.rsqrt %290 : tensor<2x16x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %293 = stablehlo.multiply %285, %292 : tensor<2x16x64xf32>
    %294 = stablehlo.convert %293 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %295 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %296 = stablehlo.multiply %295, %294 : tensor<2x16x64xbf16>
    %297 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %298 = stablehlo.reshape %296 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %299 = stablehlo.dot_general %298, %297, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %300 = stablehlo.reshape %299 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %301 = stablehlo.convert %300 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %302 = stablehlo.logistic %301 : tensor<2x16x128xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<2x16x128xf32>
    %304 = stablehlo.convert %303 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %305 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %306 = stablehlo.dot_general %298, %305, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %307 = stablehlo.reshape %306 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %308 = stablehlo.multiply %304, %307 : tensor<2x16x128xbf16>
    %309 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %310 = stablehlo.reshape %308 : (tensor<2x16x128xbf16>) -> tensor<32x128xbf16>
    %311 = stablehlo.dot_general %310, %309, contracting_dims = [1] x [0] : (tensor<32x128xbf16>, tensor<128x64xbf16>) -> tensor<32x64xbf16>
    %312 = stablehlo.reshape %311 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %313 = stablehlo.add %284, %312 : tensor<2x16x64xbf16>
    %314 = stablehlo.convert %313 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %315 = stablehlo.power %314, %82 : tensor<2x16x64xf32>
    %316 = stablehlo.reduce(%315 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %318 = stablehlo.divide %317, %88 : tensor<2x16x1xf32>
    %319 = stablehlo.add %318, %92 : tensor<2x16x1xf32>
    %320 = stablehlo.rsqrt %319 : tensor<2x16x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %322 = stablehlo.multiply %314, %321 : tensor<2x16x64xf32>
    %323 = stablehlo.convert %322 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %324 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %325 = stablehlo.multiply %324, %323 : tensor<2x16x64xbf16>
    %326 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %327 = stablehlo.reshape %325 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %328 = stablehlo.dot_general %327, %326, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %329 = stablehlo.reshape %328 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    return %329 : tensor<2x16x256xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.bfloat16: "0x02000000803FA23ECD3D023D243C4F3B833AA639"
    }
  }
#-}
