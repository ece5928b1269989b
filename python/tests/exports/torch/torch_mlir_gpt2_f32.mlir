module {
  func.func @main(%arg0: tensor<256x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x192xf32>, %arg5: tensor<192xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x192xf32>, %arg17: tensor<192xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<256x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<2x16xi64>) -> tensor<2x16x256xf32> {
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
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_13 = arith.constant dense<1> : tensor<1xi64>
    %cst_14 = arith.constant dense<64> : tensor<1xi64>
    %cst_15 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_16 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %cst_17 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_18 = arith.constant dense<3> : tensor<1xi64>
    %cst_19 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_20 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_21 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %0 = stablehlo.reshape %arg28 : (tensor<2x16xi64>) -> tensor<2x16xi64>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<2x16xi64>) -> tensor<2x16x64xf32>
    %2 = stablehlo.convert %1 : tensor<2x16x64xf32>
    %3 = stablehlo.convert %c_8 : (tensor<i64>) -> tensor<f64>
    %4 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %5 = stablehlo.divide %4, %3 : tensor<f64>
    %6 = stablehlo.ceil %5 : tensor<f64>
    %7 = stablehlo.convert %6 : (tensor<f64>) -> tensor<i64>
    %8 = stablehlo.reshape %7 : (tensor<i64>) -> tensor<1xi64>
    %9 = stablehlo.dynamic_iota %8, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %10 = stablehlo.multiply %9, %c_6 : tensor<16xi64>
    %11 = stablehlo.add %10, %c_5 : tensor<16xi64>
    %12 = stablehlo.add %11, %c_5 : tensor<16xi64>
    %13 = stablehlo.reshape %12 : (tensor<16xi64>) -> tensor<1x16xi64>
    %14 = "stablehlo.gather"(%arg1, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<32x64xf32>, tensor<1x16xi64>) -> tensor<1x16x64xf32>
    %15 = stablehlo.convert %14 : tensor<1x16x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.add %2, %16 : tensor<2x16x64xf32>
    %18 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<2x16xi64>
    %19 = stablehlo.slice %18 [0:2, 0:1] : (tensor<2x16xi64>) -> tensor<2x1xi64>
    %20 = stablehlo.subtract %19, %c_4 : tensor<2x1xi64>
    %21 = stablehlo.concatenate %20, %18, dim = 1 : (tensor<2x1xi64>, tensor<2x16xi64>) -> tensor<2x17xi64>
    %22 = stablehlo.slice %21 [0:2, 0:16] : (tensor<2x17xi64>) -> tensor<2x16xi64>
    %23 = stablehlo.slice %21 [0:2, 1:17] : (tensor<2x17xi64>) -> tensor<2x16xi64>
    %24 = stablehlo.subtract %23, %22 : tensor<2x16xi64>
    %25 = stablehlo.compare NE, %24, %c_3, SIGNED : (tensor<2x16xi64>, tensor<2x16xi64>) -> tensor<2x16xi1>
    %26 = stablehlo.convert %25 : (tensor<2x16xi1>) -> tensor<2x16xi64>
    %27 = "stablehlo.reduce_window"(%26, %c_10) <{padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg29: tensor<i64>, %arg30: tensor<i64>):
      %371 = stablehlo.add %arg29, %arg30 : tensor<i64>
      stablehlo.return %371 : tensor<i64>
    }) : (tensor<2x16xi64>, tensor<i64>) -> tensor<2x16xi64>
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
    %39 = stablehlo.reshape %13 : (tensor<1x16xi64>) -> tensor<1x1x16xi64>
    %40 = stablehlo.reshape %39 : (tensor<1x1x16xi64>) -> tensor<1x1x16x1xi64>
    %41 = stablehlo.reshape %39 : (tensor<1x1x16xi64>) -> tensor<1x1x1x16xi64>
    %42 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xi64>) -> tensor<2x1x16x1xi64>
    %43 = stablehlo.reshape %42 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %44 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x16x1xi64>) -> tensor<2x1x16x1xi64>
    %45 = stablehlo.reshape %44 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %46 = stablehlo.concatenate %43, %45, dim = 4 : (tensor<2x1x16x1x1xi64>, tensor<2x1x16x1x1xi64>) -> tensor<2x1x16x1x2xi64>
    %47 = "stablehlo.gather"(%18, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xi64>
    %48 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x1x1x1xi64>) -> tensor<2x1x1x16xi64>
    %49 = stablehlo.reshape %48 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %50 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xi64>) -> tensor<2x1x1x16xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %52 = stablehlo.concatenate %49, %51, dim = 4 : (tensor<2x1x1x16x1xi64>, tensor<2x1x1x16x1xi64>) -> tensor<2x1x1x16x2xi64>
    %53 = "stablehlo.gather"(%18, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xi64>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xi64>) -> tensor<2x1x16x16xi64>
    %55 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x16xi64>
    %56 = stablehlo.compare LE, %54, %55, SIGNED : (tensor<2x1x16x16xi64>, tensor<2x1x16x16xi64>) -> tensor<2x1x16x16xi1>
    %57 = stablehlo.and %56, %c : tensor<2x1x16x16xi1>
    %58 = "stablehlo.gather"(%27, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xi64>
    %59 = "stablehlo.gather"(%27, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xi64>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x16xi64>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xi64>) -> tensor<2x1x16x16xi64>
    %62 = stablehlo.compare EQ, %60, %61, SIGNED : (tensor<2x1x16x16xi64>, tensor<2x1x16x16xi64>) -> tensor<2x1x16x16xi1>
    %63 = stablehlo.and %57, %62 : tensor<2x1x16x16xi1>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xi1>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %66 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %67 = stablehlo.select %64, %65, %66 : tensor<2x1x16x16xi1>, tensor<2x1x16x16xf32>
    %68 = stablehlo.convert %17 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %69 = stablehlo.reduce(%68 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %70 = stablehlo.reshape %69 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %71 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf64>
    %72 = stablehlo.reshape %71 : (tensor<1xf64>) -> tensor<f64>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %74 = stablehlo.divide %70, %73 : tensor<2x16x1xf64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %76 = stablehlo.subtract %68, %75 : tensor<2x16x64xf64>
    %77 = stablehlo.multiply %76, %76 : tensor<2x16x64xf64>
    %78 = stablehlo.reduce(%77 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %79 = stablehlo.reshape %78 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %80 = stablehlo.divide %79, %73 : tensor<2x16x1xf64>
    %81 = stablehlo.convert %80 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %82 = stablehlo.reduce(%17 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %84 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1xf32>) -> tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %87 = stablehlo.divide %83, %86 : tensor<2x16x1xf32>
    %88 = stablehlo.convert %cst_15 : (tensor<1xf64>) -> tensor<1xf32>
    %89 = stablehlo.reshape %88 : (tensor<1xf32>) -> tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %91 = stablehlo.add %81, %90 : tensor<2x16x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<2x16x1xf32>
    %93 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %94 = stablehlo.subtract %17, %93 : tensor<2x16x64xf32>
    %95 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x16x64xf32>
    %97 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x16x64xf32>
    %99 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.add %98, %99 : tensor<2x16x64xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %102 = stablehlo.dot_general %101, %arg4, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %103 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf32>
    %104 = stablehlo.reshape %103 : (tensor<1xf32>) -> tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<32x192xf32>
    %107 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %108 = stablehlo.multiply %arg5, %107 : tensor<192xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %110 = stablehlo.add %106, %109 : tensor<32x192xf32>
    %111 = stablehlo.reshape %110 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %112 = stablehlo.slice %111 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %113 = stablehlo.slice %111 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %114 = stablehlo.slice %111 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %115 = stablehlo.reshape %113 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %117 = stablehlo.reshape %114 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %118 = stablehlo.transpose %117, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %119 = stablehlo.reshape %112 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %121 = stablehlo.transpose %116, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %122 = stablehlo.reshape %120 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %123 = stablehlo.reshape %121 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %125 = stablehlo.dot_general %122, %124, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %127 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %128 = stablehlo.reshape %127 : (tensor<1xf32>) -> tensor<f32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %130 = stablehlo.multiply %126, %129 : tensor<2x4x16x16xf32>
    %131 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %132 = stablehlo.add %130, %131 : tensor<2x4x16x16xf32>
    %133 = stablehlo.reduce(%132 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %136 = stablehlo.subtract %132, %135 : tensor<2x4x16x16xf32>
    %137 = stablehlo.exponential %136 : tensor<2x4x16x16xf32>
    %138 = stablehlo.reduce(%137 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %141 = stablehlo.divide %137, %140 : tensor<2x4x16x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %143 = stablehlo.reshape %118 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %145 = stablehlo.dot_general %142, %144, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %146 = stablehlo.reshape %145 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %147 = stablehlo.transpose %146, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.dot_general %149, %arg6, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %151 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<32x64xf32>
    %153 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %154 = stablehlo.multiply %arg7, %153 : tensor<64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %156 = stablehlo.add %152, %155 : tensor<32x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.add %157, %17 : tensor<2x16x64xf32>
    %159 = stablehlo.convert %158 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %160 = stablehlo.reduce(%159 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %161 = stablehlo.reshape %160 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %162 = stablehlo.divide %161, %73 : tensor<2x16x1xf64>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %164 = stablehlo.subtract %159, %163 : tensor<2x16x64xf64>
    %165 = stablehlo.multiply %164, %164 : tensor<2x16x64xf64>
    %166 = stablehlo.reduce(%165 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %167 = stablehlo.reshape %166 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %168 = stablehlo.divide %167, %73 : tensor<2x16x1xf64>
    %169 = stablehlo.convert %168 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %170 = stablehlo.reduce(%158 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %172 = stablehlo.divide %171, %86 : tensor<2x16x1xf32>
    %173 = stablehlo.add %169, %90 : tensor<2x16x1xf32>
    %174 = stablehlo.rsqrt %173 : tensor<2x16x1xf32>
    %175 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %176 = stablehlo.subtract %158, %175 : tensor<2x16x64xf32>
    %177 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<2x16x64xf32>
    %179 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<2x16x64xf32>
    %181 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %182 = stablehlo.add %180, %181 : tensor<2x16x64xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %184 = stablehlo.dot_general %183, %arg10, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %185 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<32x256xf32>
    %187 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %188 = stablehlo.multiply %arg11, %187 : tensor<256xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %190 = stablehlo.add %186, %189 : tensor<32x256xf32>
    %191 = stablehlo.reshape %190 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %192 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %193 = stablehlo.reshape %192 : (tensor<1xf32>) -> tensor<f32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %195 = stablehlo.multiply %191, %194 : tensor<2x16x256xf32>
    %196 = stablehlo.convert %cst_18 : (tensor<1xi64>) -> tensor<1xf32>
    %197 = stablehlo.reshape %196 : (tensor<1xf32>) -> tensor<f32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %199 = stablehlo.power %191, %198 : tensor<2x16x256xf32>
    %200 = stablehlo.convert %cst_19 : (tensor<1xf64>) -> tensor<1xf32>
    %201 = stablehlo.reshape %200 : (tensor<1xf32>) -> tensor<f32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<2x16x256xf32>
    %204 = stablehlo.add %191, %203 : tensor<2x16x256xf32>
    %205 = stablehlo.convert %cst_20 : (tensor<1xf64>) -> tensor<1xf32>
    %206 = stablehlo.reshape %205 : (tensor<1xf32>) -> tensor<f32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %208 = stablehlo.multiply %204, %207 : tensor<2x16x256xf32>
    %209 = stablehlo.tanh %208 : tensor<2x16x256xf32>
    %210 = stablehlo.convert %cst_21 : (tensor<1xf64>) -> tensor<1xf32>
    %211 = stablehlo.reshape %210 : (tensor<1xf32>) -> tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %213 = stablehlo.add %209, %212 : tensor<2x16x256xf32>
    %214 = stablehlo.multiply %195, %213 : tensor<2x16x256xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %216 = stablehlo.dot_general %215, %arg12, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %217 = stablehlo.multiply %216, %151 : tensor<32x64xf32>
    %218 = stablehlo.multiply %arg13, %153 : tensor<64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %220 = stablehlo.add %217, %219 : tensor<32x64xf32>
    %221 = stablehlo.reshape %220 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %222 = stablehlo.add %158, %221 : tensor<2x16x64xf32>
    %223 = stablehlo.convert %222 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %224 = stablehlo.reduce(%223 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %225 = stablehlo.reshape %224 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %226 = stablehlo.divide %225, %73 : tensor<2x16x1xf64>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %228 = stablehlo.subtract %223, %227 : tensor<2x16x64xf64>
    %229 = stablehlo.multiply %228, %228 : tensor<2x16x64xf64>
    %230 = stablehlo.reduce(%229 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %231 = stablehlo.reshape %230 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %232 = stablehlo.divide %231, %73 : tensor<2x16x1xf64>
    %233 = stablehlo.convert %232 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %234 = stablehlo.reduce(%222 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %236 = stablehlo.divide %235, %86 : tensor<2x16x1xf32>
    %237 = stablehlo.add %233, %90 : tensor<2x16x1xf32>
    %238 = stablehlo.rsqrt %237 : tensor<2x16x1xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %240 = stablehlo.subtract %222, %239 : tensor<2x16x64xf32>
    %241 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<2x16x64xf32>
    %243 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<2x16x64xf32>
    %245 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %246 = stablehlo.add %244, %245 : tensor<2x16x64xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %248 = stablehlo.dot_general %247, %arg16, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %249 = stablehlo.multiply %248, %105 : tensor<32x192xf32>
    %250 = stablehlo.multiply %arg17, %107 : tensor<192xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %252 = stablehlo.add %249, %251 : tensor<32x192xf32>
    %253 = stablehlo.reshape %252 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %254 = stablehlo.slice %253 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %255 = stablehlo.slice %253 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %256 = stablehlo.slice %253 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %257 = stablehlo.reshape %255 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %259 = stablehlo.reshape %256 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %260 = stablehlo.transpose %259, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %261 = stablehlo.reshape %254 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %262 = stablehlo.transpose %261, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %263 = stablehlo.transpose %258, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %264 = stablehlo.reshape %262 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %265 = stablehlo.reshape %263 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %267 = stablehlo.dot_general %264, %266, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %268 = stablehlo.reshape %267 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %269 = stablehlo.multiply %268, %129 : tensor<2x4x16x16xf32>
    %270 = stablehlo.add %269, %131 : tensor<2x4x16x16xf32>
    %271 = stablehlo.reduce(%270 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %274 = stablehlo.subtract %270, %273 : tensor<2x4x16x16xf32>
    %275 = stablehlo.exponential %274 : tensor<2x4x16x16xf32>
    %276 = stablehlo.reduce(%275 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %279 = stablehlo.divide %275, %278 : tensor<2x4x16x16xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %281 = stablehlo.reshape %260 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %283 = stablehlo.dot_general %280, %282, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %284 = stablehlo.reshape %283 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %285 = stablehlo.transpose %284, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %288 = stablehlo.dot_general %287, %arg18, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %289 = stablehlo.multiply %288, %151 : tensor<32x64xf32>
    %290 = stablehlo.multiply %arg19, %153 : tensor<64xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %292 = stablehlo.add %289, %291 : tensor<32x64xf32>
    %293 = stablehlo.reshape %292 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %294 = stablehlo.add %293, %222 : tensor<2x16x64xf32>
    %295 = stablehlo.convert %294 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %296 = stablehlo.reduce(%295 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %297 = stablehlo.reshape %296 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %298 = stablehlo.divide %297, %73 : tensor<2x16x1xf64>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %300 = stablehlo.subtract %295, %299 : tensor<2x16x64xf64>
    %301 = stablehlo.multiply %300, %300 : tensor<2x16x64xf64>
    %302 = stablehlo.reduce(%301 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %303 = stablehlo.reshape %302 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %304 = stablehlo.divide %303, %73 : tensor<2x16x1xf64>
    %305 = stablehlo.convert %304 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %306 = stablehlo.reduce(%294 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %308 = stablehlo.divide %307, %86 : tensor<2x16x1xf32>
    %309 = stablehlo.add %305, %90 : tensor<2x16x1xf32>
    %310 = stablehlo.rsqrt %309 : tensor<2x16x1xf32>
    %311 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %312 = stablehlo.subtract %294, %311 : tensor<2x16x64xf32>
    %313 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %314 = stablehlo.multiply %312, %313 : tensor<2x16x64xf32>
    %315 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<2x16x64xf32>
    %317 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %318 = stablehlo.add %316, %317 : tensor<2x16x64xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %320 = stablehlo.dot_general %319, %arg22, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %321 = stablehlo.multiply %320, %185 : tensor<32x256xf32>
    %322 = stablehlo.multiply %arg23, %187 : tensor<256xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %324 = stablehlo.add %321, %323 : tensor<32x256xf32>
    %325 = stablehlo.reshape %324 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %326 = stablehlo.multiply %325, %194 : tensor<2x16x256xf32>
    %327 = stablehlo.power %325, %198 : tensor<2x16x256xf32>
    %328 = stablehlo.multiply %327, %202 : tensor<2x16x256xf32>
    %329 = stablehlo.add %325, %328 : tensor<2x16x256xf32>
    %330 = stablehlo.multiply %329, %207 : tensor<2x16x256xf32>
    %331 = stablehlo.tanh %330 : tensor<2x16x256xf32>
    %332 = stablehlo.add %331, %212 : tensor<2x16x256xf32>
    %333 = stablehlo.multiply %326, %332 : tensor<2x16x256xf32>
    %334 = stablehlo.reshape %333 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %335 = stablehlo.dot_general %334, %arg24, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %336 = stablehlo.multiply %335, %151 : tensor<32x64xf32>
    %337 = stablehlo.multiply %arg25, %153 : tensor<64xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %339 = stablehlo.add %336, %338 : tensor<32x64xf32>
    %340 = stablehlo.reshape %339 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %341 = stablehlo.add %294, %340 : tensor<2x16x64xf32>
    %342 = stablehlo.convert %341 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %343 = stablehlo.reduce(%342 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %344 = stablehlo.reshape %343 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %345 = stablehlo.divide %344, %73 : tensor<2x16x1xf64>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %347 = stablehlo.subtract %342, %346 : tensor<2x16x64xf64>
    %348 = stablehlo.multiply %347, %347 : tensor<2x16x64xf64>
    %349 = stablehlo.reduce(%348 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %350 = stablehlo.reshape %349 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %351 = stablehlo.divide %350, %73 : tensor<2x16x1xf64>
    %352 = stablehlo.convert %351 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %353 = stablehlo.reduce(%341 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %355 = stablehlo.divide %354, %86 : tensor<2x16x1xf32>
    %356 = stablehlo.add %352, %90 : tensor<2x16x1xf32>
    %357 = stablehlo.rsqrt %356 : tensor<2x16x1xf32>
    %358 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %359 = stablehlo.subtract %341, %358 : tensor<2x16x64xf32>
    %360 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<2x16x64xf32>
    %362 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<2x16x64xf32>
    %364 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %365 = stablehlo.add %363, %364 : tensor<2x16x64xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %367 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %368 = stablehlo.reshape %366 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %369 = stablehlo.dot_general %368, %367, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %370 = stablehlo.reshape %369 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    return %370 : tensor<2x16x256xf32>
  }
}
