module {
  func.func @main(%arg0: tensor<256x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<128x64xf32>, %arg6: tensor<128x64xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<128x64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<256x64xf32>, %arg21: tensor<2x16xi64>) -> tensor<2x16x256xf32> {
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
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_13 = arith.constant dense<2> : tensor<1xi64>
    %cst_14 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_15 = arith.constant dense<64> : tensor<1xi64>
    %cst_16 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_17 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg0, %arg21) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<2x16xi64>) -> tensor<2x16x64xf32>
    %1 = stablehlo.convert %0 : tensor<2x16x64xf32>
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
      %309 = stablehlo.add %arg22, %arg23 : tensor<i64>
      stablehlo.return %309 : tensor<i64>
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
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %61 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %62 = stablehlo.select %59, %60, %61 : tensor<2x1x16x16xi1>, tensor<2x1x16x16xf32>
    %63 = stablehlo.reshape %12 : (tensor<1x16xi64>) -> tensor<1x16x1xi64>
    %64 = stablehlo.convert %63 : (tensor<1x16x1xi64>) -> tensor<1x16x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x8xf32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [2] : (tensor<8xf32>) -> tensor<1x16x8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<1x16x8xf32>
    %68 = stablehlo.concatenate %67, %67, dim = 2 : (tensor<1x16x8xf32>, tensor<1x16x8xf32>) -> tensor<1x16x16xf32>
    %69 = stablehlo.cosine %68 : tensor<1x16x16xf32>
    %70 = stablehlo.convert %cst_14 : (tensor<1xf64>) -> tensor<1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1xf32>) -> tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<1x16x16xf32>
    %73 = stablehlo.multiply %69, %72 : tensor<1x16x16xf32>
    %74 = stablehlo.sine %68 : tensor<1x16x16xf32>
    %75 = stablehlo.multiply %74, %72 : tensor<1x16x16xf32>
    %76 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1xf32>) -> tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %79 = stablehlo.power %1, %78 : tensor<2x16x64xf32>
    %80 = stablehlo.reduce(%79 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %82 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %83 = stablehlo.reshape %82 : (tensor<1xf32>) -> tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %85 = stablehlo.divide %81, %84 : tensor<2x16x1xf32>
    %86 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %87 = stablehlo.reshape %86 : (tensor<1xf32>) -> tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %89 = stablehlo.add %85, %88 : tensor<2x16x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<2x16x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %92 = stablehlo.multiply %1, %91 : tensor<2x16x64xf32>
    %93 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<2x16x64xf32>
    %95 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %96 = stablehlo.reshape %94 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %97 = stablehlo.dot_general %96, %95, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %98 = stablehlo.reshape %97 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %101 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %102 = stablehlo.dot_general %96, %101, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %106 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %107 = stablehlo.dot_general %96, %106, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %111 = stablehlo.reshape %73 : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %112 = stablehlo.reshape %75 : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %114 = stablehlo.multiply %100, %113 : tensor<2x4x16x16xf32>
    %115 = stablehlo.slice %100 [0:2, 0:4, 0:16, 0:8] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32>
    %116 = stablehlo.slice %100 [0:2, 0:4, 0:16, 8:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32>
    %117 = stablehlo.negate %116 : tensor<2x4x16x8xf32>
    %118 = stablehlo.concatenate %117, %115, dim = 3 : (tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) -> tensor<2x4x16x16xf32>
    %119 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<2x4x16x16xf32>
    %121 = stablehlo.add %114, %120 : tensor<2x4x16x16xf32>
    %122 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<2x2x16x16xf32>
    %123 = stablehlo.multiply %105, %122 : tensor<2x2x16x16xf32>
    %124 = stablehlo.slice %105 [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
    %125 = stablehlo.slice %105 [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
    %126 = stablehlo.negate %125 : tensor<2x2x16x8xf32>
    %127 = stablehlo.concatenate %126, %124, dim = 3 : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32>
    %128 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<2x2x16x16xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<2x2x16x16xf32>
    %130 = stablehlo.add %123, %129 : tensor<2x2x16x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x2x16x16xf32>) -> tensor<2x2x1x16x16xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x16x16xf32>) -> tensor<2x2x2x16x16xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x2x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %134 = stablehlo.reshape %110 : (tensor<2x2x16x16xf32>) -> tensor<2x2x1x16x16xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x16x16xf32>) -> tensor<2x2x2x16x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x2x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %137 = stablehlo.transpose %133, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %138 = stablehlo.reshape %121 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %139 = stablehlo.reshape %137 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %141 = stablehlo.dot_general %138, %140, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %143 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %144 = stablehlo.reshape %143 : (tensor<1xf32>) -> tensor<f32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %146 = stablehlo.multiply %142, %145 : tensor<2x4x16x16xf32>
    %147 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %148 = stablehlo.add %146, %147 : tensor<2x4x16x16xf32>
    %149 = stablehlo.reduce(%148 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %152 = stablehlo.subtract %148, %151 : tensor<2x4x16x16xf32>
    %153 = stablehlo.exponential %152 : tensor<2x4x16x16xf32>
    %154 = stablehlo.reduce(%153 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %157 = stablehlo.divide %153, %156 : tensor<2x4x16x16xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %159 = stablehlo.reshape %136 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %161 = stablehlo.dot_general %158, %160, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %162 = stablehlo.reshape %161 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %163 = stablehlo.transpose %162, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %165 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %166 = stablehlo.reshape %164 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %167 = stablehlo.dot_general %166, %165, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %168 = stablehlo.reshape %167 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %169 = stablehlo.add %1, %168 : tensor<2x16x64xf32>
    %170 = stablehlo.power %169, %78 : tensor<2x16x64xf32>
    %171 = stablehlo.reduce(%170 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %173 = stablehlo.divide %172, %84 : tensor<2x16x1xf32>
    %174 = stablehlo.add %173, %88 : tensor<2x16x1xf32>
    %175 = stablehlo.rsqrt %174 : tensor<2x16x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %177 = stablehlo.multiply %169, %176 : tensor<2x16x64xf32>
    %178 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<2x16x64xf32>
    %180 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %181 = stablehlo.reshape %179 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %182 = stablehlo.dot_general %181, %180, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %183 = stablehlo.reshape %182 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %184 = stablehlo.logistic %183 : tensor<2x16x128xf32>
    %185 = stablehlo.multiply %183, %184 : tensor<2x16x128xf32>
    %186 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %187 = stablehlo.dot_general %181, %186, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %188 = stablehlo.reshape %187 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %189 = stablehlo.multiply %185, %188 : tensor<2x16x128xf32>
    %190 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %191 = stablehlo.reshape %189 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %192 = stablehlo.dot_general %191, %190, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %193 = stablehlo.reshape %192 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %194 = stablehlo.add %169, %193 : tensor<2x16x64xf32>
    %195 = stablehlo.power %194, %78 : tensor<2x16x64xf32>
    %196 = stablehlo.reduce(%195 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %198 = stablehlo.divide %197, %84 : tensor<2x16x1xf32>
    %199 = stablehlo.add %198, %88 : tensor<2x16x1xf32>
    %200 = stablehlo.rsqrt %199 : tensor<2x16x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %202 = stablehlo.multiply %194, %201 : tensor<2x16x64xf32>
    %203 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<2x16x64xf32>
    %205 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %206 = stablehlo.reshape %204 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %207 = stablehlo.dot_general %206, %205, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %208 = stablehlo.reshape %207 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %210 = stablehlo.transpose %209, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %211 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %212 = stablehlo.dot_general %206, %211, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %213 = stablehlo.reshape %212 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %216 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %217 = stablehlo.dot_general %206, %216, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %221 = stablehlo.multiply %210, %113 : tensor<2x4x16x16xf32>
    %222 = stablehlo.slice %210 [0:2, 0:4, 0:16, 0:8] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32>
    %223 = stablehlo.slice %210 [0:2, 0:4, 0:16, 8:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32>
    %224 = stablehlo.negate %223 : tensor<2x4x16x8xf32>
    %225 = stablehlo.concatenate %224, %222, dim = 3 : (tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) -> tensor<2x4x16x16xf32>
    %226 = stablehlo.multiply %225, %119 : tensor<2x4x16x16xf32>
    %227 = stablehlo.add %221, %226 : tensor<2x4x16x16xf32>
    %228 = stablehlo.multiply %215, %122 : tensor<2x2x16x16xf32>
    %229 = stablehlo.slice %215 [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
    %230 = stablehlo.slice %215 [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
    %231 = stablehlo.negate %230 : tensor<2x2x16x8xf32>
    %232 = stablehlo.concatenate %231, %229, dim = 3 : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32>
    %233 = stablehlo.multiply %232, %128 : tensor<2x2x16x16xf32>
    %234 = stablehlo.add %228, %233 : tensor<2x2x16x16xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x2x16x16xf32>) -> tensor<2x2x1x16x16xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x16x16xf32>) -> tensor<2x2x2x16x16xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x2x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %238 = stablehlo.reshape %220 : (tensor<2x2x16x16xf32>) -> tensor<2x2x1x16x16xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x16x16xf32>) -> tensor<2x2x2x16x16xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x2x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %241 = stablehlo.transpose %237, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %242 = stablehlo.reshape %227 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %243 = stablehlo.reshape %241 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %245 = stablehlo.dot_general %242, %244, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %246 = stablehlo.reshape %245 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %247 = stablehlo.multiply %246, %145 : tensor<2x4x16x16xf32>
    %248 = stablehlo.add %247, %147 : tensor<2x4x16x16xf32>
    %249 = stablehlo.reduce(%248 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %252 = stablehlo.subtract %248, %251 : tensor<2x4x16x16xf32>
    %253 = stablehlo.exponential %252 : tensor<2x4x16x16xf32>
    %254 = stablehlo.reduce(%253 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %257 = stablehlo.divide %253, %256 : tensor<2x4x16x16xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %259 = stablehlo.reshape %240 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %261 = stablehlo.dot_general %258, %260, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %263 = stablehlo.transpose %262, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %265 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %266 = stablehlo.reshape %264 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %267 = stablehlo.dot_general %266, %265, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %268 = stablehlo.reshape %267 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %269 = stablehlo.add %194, %268 : tensor<2x16x64xf32>
    %270 = stablehlo.power %269, %78 : tensor<2x16x64xf32>
    %271 = stablehlo.reduce(%270 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %273 = stablehlo.divide %272, %84 : tensor<2x16x1xf32>
    %274 = stablehlo.add %273, %88 : tensor<2x16x1xf32>
    %275 = stablehlo.rsqrt %274 : tensor<2x16x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %277 = stablehlo.multiply %269, %276 : tensor<2x16x64xf32>
    %278 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %279 = stablehlo.multiply %278, %277 : tensor<2x16x64xf32>
    %280 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %281 = stablehlo.reshape %279 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %282 = stablehlo.dot_general %281, %280, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %283 = stablehlo.reshape %282 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %284 = stablehlo.logistic %283 : tensor<2x16x128xf32>
    %285 = stablehlo.multiply %283, %284 : tensor<2x16x128xf32>
    %286 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %287 = stablehlo.dot_general %281, %286, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %288 = stablehlo.reshape %287 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %289 = stablehlo.multiply %285, %288 : tensor<2x16x128xf32>
    %290 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %291 = stablehlo.reshape %289 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %292 = stablehlo.dot_general %291, %290, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %293 = stablehlo.reshape %292 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %294 = stablehlo.add %269, %293 : tensor<2x16x64xf32>
    %295 = stablehlo.power %294, %78 : tensor<2x16x64xf32>
    %296 = stablehlo.reduce(%295 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %298 = stablehlo.divide %297, %84 : tensor<2x16x1xf32>
    %299 = stablehlo.add %298, %88 : tensor<2x16x1xf32>
    %300 = stablehlo.rsqrt %299 : tensor<2x16x1xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %302 = stablehlo.multiply %294, %301 : tensor<2x16x64xf32>
    %303 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<2x16x64xf32>
    %305 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %306 = stablehlo.reshape %304 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %307 = stablehlo.dot_general %306, %305, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %308 = stablehlo.reshape %307 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    return %308 : tensor<2x16x256xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
