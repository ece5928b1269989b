module {
  func.func @main(%arg0: tensor<256x64xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64x192xbf16>, %arg5: tensor<192xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<64x256xbf16>, %arg11: tensor<256xbf16>, %arg12: tensor<256x64xbf16>, %arg13: tensor<64xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<64x192xbf16>, %arg17: tensor<192xbf16>, %arg18: tensor<64x64xbf16>, %arg19: tensor<64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<64xbf16>, %arg22: tensor<64x256xbf16>, %arg23: tensor<256xbf16>, %arg24: tensor<256x64xbf16>, %arg25: tensor<64xbf16>, %arg26: tensor<64xbf16>, %arg27: tensor<64xbf16>, %arg28: tensor<2x16xi64>) -> tensor<2x16x256xbf16> {
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
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_14 = arith.constant dense<1> : tensor<1xi64>
    %cst_15 = arith.constant dense<64> : tensor<1xi64>
    %cst_16 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_17 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %cst_18 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_19 = arith.constant dense<3> : tensor<1xi64>
    %cst_20 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_21 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_22 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %0 = stablehlo.reshape %arg28 : (tensor<2x16xi64>) -> tensor<2x16xi64>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xbf16>, tensor<2x16xi64>) -> tensor<2x16x64xbf16>
    %2 = stablehlo.convert %1 : tensor<2x16x64xbf16>
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
    %14 = "stablehlo.gather"(%arg1, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<32x64xbf16>, tensor<1x16xi64>) -> tensor<1x16x64xbf16>
    %15 = stablehlo.convert %14 : tensor<1x16x64xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x16x64xbf16>) -> tensor<2x16x64xbf16>
    %17 = stablehlo.add %2, %16 : tensor<2x16x64xbf16>
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
      %427 = stablehlo.add %arg29, %arg30 : tensor<i64>
      stablehlo.return %427 : tensor<i64>
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
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<2x1x16x16xbf16>
    %66 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x1x16x16xbf16>
    %67 = stablehlo.select %64, %65, %66 : tensor<2x1x16x16xi1>, tensor<2x1x16x16xbf16>
    %68 = stablehlo.convert %17 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %69 = stablehlo.convert %68 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %70 = stablehlo.reduce(%69 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %71 = stablehlo.reshape %70 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %72 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf64>
    %73 = stablehlo.reshape %72 : (tensor<1xf64>) -> tensor<f64>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %75 = stablehlo.divide %71, %74 : tensor<2x16x1xf64>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %77 = stablehlo.subtract %69, %76 : tensor<2x16x64xf64>
    %78 = stablehlo.multiply %77, %77 : tensor<2x16x64xf64>
    %79 = stablehlo.reduce(%78 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %80 = stablehlo.reshape %79 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %81 = stablehlo.divide %80, %74 : tensor<2x16x1xf64>
    %82 = stablehlo.convert %81 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %83 = stablehlo.reduce(%68 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %85 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %86 = stablehlo.reshape %85 : (tensor<1xf32>) -> tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %88 = stablehlo.divide %84, %87 : tensor<2x16x1xf32>
    %89 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %90 = stablehlo.reshape %89 : (tensor<1xf32>) -> tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %92 = stablehlo.add %82, %91 : tensor<2x16x1xf32>
    %93 = stablehlo.rsqrt %92 : tensor<2x16x1xf32>
    %94 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %95 = stablehlo.subtract %68, %94 : tensor<2x16x64xf32>
    %96 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<2x16x64xf32>
    %98 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<2x16x64xf32>
    %101 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %103 = stablehlo.add %100, %102 : tensor<2x16x64xf32>
    %104 = stablehlo.convert %103 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %105 = stablehlo.reshape %104 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %106 = stablehlo.convert %arg5 : (tensor<192xbf16>) -> tensor<192xf32>
    %107 = stablehlo.convert %105 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %108 = stablehlo.convert %arg4 : (tensor<64x192xbf16>) -> tensor<64x192xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %110 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %111 = stablehlo.reshape %110 : (tensor<1xf32>) -> tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<32x192xf32>
    %114 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %115 = stablehlo.multiply %106, %114 : tensor<192xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %117 = stablehlo.add %113, %116 : tensor<32x192xf32>
    %118 = stablehlo.convert %117 : (tensor<32x192xf32>) -> tensor<32x192xbf16>
    %119 = stablehlo.reshape %118 : (tensor<32x192xbf16>) -> tensor<2x16x192xbf16>
    %120 = stablehlo.slice %119 [0:2, 0:16, 0:64] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %121 = stablehlo.slice %119 [0:2, 0:16, 64:128] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %122 = stablehlo.slice %119 [0:2, 0:16, 128:192] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %123 = stablehlo.reshape %121 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %125 = stablehlo.reshape %122 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %126 = stablehlo.transpose %125, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %127 = stablehlo.reshape %120 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %129 = stablehlo.transpose %124, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %130 = stablehlo.reshape %128 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %131 = stablehlo.reshape %129 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %133 = stablehlo.dot_general %130, %132, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %134 = stablehlo.reshape %133 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %135 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xbf16>
    %136 = stablehlo.reshape %135 : (tensor<1xbf16>) -> tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %138 = stablehlo.multiply %134, %137 : tensor<2x4x16x16xbf16>
    %139 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %140 = stablehlo.add %138, %139 : tensor<2x4x16x16xbf16>
    %141 = stablehlo.convert %140 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %142 = stablehlo.reduce(%141 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %145 = stablehlo.subtract %141, %144 : tensor<2x4x16x16xf32>
    %146 = stablehlo.exponential %145 : tensor<2x4x16x16xf32>
    %147 = stablehlo.reduce(%146 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %150 = stablehlo.divide %146, %149 : tensor<2x4x16x16xf32>
    %151 = stablehlo.convert %150 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %152 = stablehlo.reshape %151 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %153 = stablehlo.reshape %126 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %155 = stablehlo.dot_general %152, %154, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %156 = stablehlo.reshape %155 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %158 = stablehlo.reshape %157 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %159 = stablehlo.reshape %158 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %160 = stablehlo.convert %arg7 : (tensor<64xbf16>) -> tensor<64xf32>
    %161 = stablehlo.convert %159 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %162 = stablehlo.convert %arg6 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %163 = stablehlo.dot_general %161, %162, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %164 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<32x64xf32>
    %166 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %167 = stablehlo.multiply %160, %166 : tensor<64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %169 = stablehlo.add %165, %168 : tensor<32x64xf32>
    %170 = stablehlo.convert %169 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %171 = stablehlo.reshape %170 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %172 = stablehlo.add %171, %17 : tensor<2x16x64xbf16>
    %173 = stablehlo.convert %172 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %174 = stablehlo.convert %173 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %175 = stablehlo.reduce(%174 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %176 = stablehlo.reshape %175 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %177 = stablehlo.divide %176, %74 : tensor<2x16x1xf64>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %179 = stablehlo.subtract %174, %178 : tensor<2x16x64xf64>
    %180 = stablehlo.multiply %179, %179 : tensor<2x16x64xf64>
    %181 = stablehlo.reduce(%180 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %182 = stablehlo.reshape %181 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %183 = stablehlo.divide %182, %74 : tensor<2x16x1xf64>
    %184 = stablehlo.convert %183 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %185 = stablehlo.reduce(%173 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %187 = stablehlo.divide %186, %87 : tensor<2x16x1xf32>
    %188 = stablehlo.add %184, %91 : tensor<2x16x1xf32>
    %189 = stablehlo.rsqrt %188 : tensor<2x16x1xf32>
    %190 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %191 = stablehlo.subtract %173, %190 : tensor<2x16x64xf32>
    %192 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<2x16x64xf32>
    %194 = stablehlo.convert %arg8 : (tensor<64xbf16>) -> tensor<64xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %196 = stablehlo.multiply %193, %195 : tensor<2x16x64xf32>
    %197 = stablehlo.convert %arg9 : (tensor<64xbf16>) -> tensor<64xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %199 = stablehlo.add %196, %198 : tensor<2x16x64xf32>
    %200 = stablehlo.convert %199 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %201 = stablehlo.reshape %200 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %202 = stablehlo.convert %arg11 : (tensor<256xbf16>) -> tensor<256xf32>
    %203 = stablehlo.convert %201 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %204 = stablehlo.convert %arg10 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %205 = stablehlo.dot_general %203, %204, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %206 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<32x256xf32>
    %208 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %209 = stablehlo.multiply %202, %208 : tensor<256xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %211 = stablehlo.add %207, %210 : tensor<32x256xf32>
    %212 = stablehlo.convert %211 : (tensor<32x256xf32>) -> tensor<32x256xbf16>
    %213 = stablehlo.reshape %212 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %214 = stablehlo.convert %cst_18 : (tensor<1xf64>) -> tensor<1xbf16>
    %215 = stablehlo.reshape %214 : (tensor<1xbf16>) -> tensor<bf16>
    %216 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %217 = stablehlo.multiply %213, %216 : tensor<2x16x256xbf16>
    %218 = stablehlo.convert %cst_19 : (tensor<1xi64>) -> tensor<1xbf16>
    %219 = stablehlo.reshape %218 : (tensor<1xbf16>) -> tensor<bf16>
    %220 = stablehlo.broadcast_in_dim %219, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %221 = stablehlo.power %213, %220 : tensor<2x16x256xbf16>
    %222 = stablehlo.convert %cst_20 : (tensor<1xf64>) -> tensor<1xbf16>
    %223 = stablehlo.reshape %222 : (tensor<1xbf16>) -> tensor<bf16>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %225 = stablehlo.multiply %221, %224 : tensor<2x16x256xbf16>
    %226 = stablehlo.add %213, %225 : tensor<2x16x256xbf16>
    %227 = stablehlo.convert %cst_21 : (tensor<1xf64>) -> tensor<1xbf16>
    %228 = stablehlo.reshape %227 : (tensor<1xbf16>) -> tensor<bf16>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %230 = stablehlo.multiply %226, %229 : tensor<2x16x256xbf16>
    %231 = stablehlo.tanh %230 : tensor<2x16x256xbf16>
    %232 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xbf16>
    %233 = stablehlo.reshape %232 : (tensor<1xbf16>) -> tensor<bf16>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %235 = stablehlo.add %231, %234 : tensor<2x16x256xbf16>
    %236 = stablehlo.multiply %217, %235 : tensor<2x16x256xbf16>
    %237 = stablehlo.reshape %236 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %238 = stablehlo.convert %arg13 : (tensor<64xbf16>) -> tensor<64xf32>
    %239 = stablehlo.convert %237 : (tensor<32x256xbf16>) -> tensor<32x256xf32>
    %240 = stablehlo.convert %arg12 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
    %241 = stablehlo.dot_general %239, %240, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %242 = stablehlo.multiply %241, %164 : tensor<32x64xf32>
    %243 = stablehlo.multiply %238, %166 : tensor<64xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %245 = stablehlo.add %242, %244 : tensor<32x64xf32>
    %246 = stablehlo.convert %245 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %247 = stablehlo.reshape %246 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %248 = stablehlo.add %172, %247 : tensor<2x16x64xbf16>
    %249 = stablehlo.convert %248 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %250 = stablehlo.convert %249 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %251 = stablehlo.reduce(%250 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %252 = stablehlo.reshape %251 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %253 = stablehlo.divide %252, %74 : tensor<2x16x1xf64>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %255 = stablehlo.subtract %250, %254 : tensor<2x16x64xf64>
    %256 = stablehlo.multiply %255, %255 : tensor<2x16x64xf64>
    %257 = stablehlo.reduce(%256 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %258 = stablehlo.reshape %257 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %259 = stablehlo.divide %258, %74 : tensor<2x16x1xf64>
    %260 = stablehlo.convert %259 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %261 = stablehlo.reduce(%249 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %263 = stablehlo.divide %262, %87 : tensor<2x16x1xf32>
    %264 = stablehlo.add %260, %91 : tensor<2x16x1xf32>
    %265 = stablehlo.rsqrt %264 : tensor<2x16x1xf32>
    %266 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %267 = stablehlo.subtract %249, %266 : tensor<2x16x64xf32>
    %268 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<2x16x64xf32>
    %270 = stablehlo.convert %arg14 : (tensor<64xbf16>) -> tensor<64xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %272 = stablehlo.multiply %269, %271 : tensor<2x16x64xf32>
    %273 = stablehlo.convert %arg15 : (tensor<64xbf16>) -> tensor<64xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %275 = stablehlo.add %272, %274 : tensor<2x16x64xf32>
    %276 = stablehlo.convert %275 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %277 = stablehlo.reshape %276 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %278 = stablehlo.convert %arg17 : (tensor<192xbf16>) -> tensor<192xf32>
    %279 = stablehlo.convert %277 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %280 = stablehlo.convert %arg16 : (tensor<64x192xbf16>) -> tensor<64x192xf32>
    %281 = stablehlo.dot_general %279, %280, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %282 = stablehlo.multiply %281, %112 : tensor<32x192xf32>
    %283 = stablehlo.multiply %278, %114 : tensor<192xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %285 = stablehlo.add %282, %284 : tensor<32x192xf32>
    %286 = stablehlo.convert %285 : (tensor<32x192xf32>) -> tensor<32x192xbf16>
    %287 = stablehlo.reshape %286 : (tensor<32x192xbf16>) -> tensor<2x16x192xbf16>
    %288 = stablehlo.slice %287 [0:2, 0:16, 0:64] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %289 = stablehlo.slice %287 [0:2, 0:16, 64:128] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %290 = stablehlo.slice %287 [0:2, 0:16, 128:192] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %291 = stablehlo.reshape %289 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %292 = stablehlo.transpose %291, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %293 = stablehlo.reshape %290 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %294 = stablehlo.transpose %293, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %295 = stablehlo.reshape %288 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %296 = stablehlo.transpose %295, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %297 = stablehlo.transpose %292, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %298 = stablehlo.reshape %296 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %299 = stablehlo.reshape %297 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %301 = stablehlo.dot_general %298, %300, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %302 = stablehlo.reshape %301 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %303 = stablehlo.multiply %302, %137 : tensor<2x4x16x16xbf16>
    %304 = stablehlo.add %303, %139 : tensor<2x4x16x16xbf16>
    %305 = stablehlo.convert %304 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %306 = stablehlo.reduce(%305 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %309 = stablehlo.subtract %305, %308 : tensor<2x4x16x16xf32>
    %310 = stablehlo.exponential %309 : tensor<2x4x16x16xf32>
    %311 = stablehlo.reduce(%310 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %314 = stablehlo.divide %310, %313 : tensor<2x4x16x16xf32>
    %315 = stablehlo.convert %314 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %316 = stablehlo.reshape %315 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %317 = stablehlo.reshape %294 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %319 = stablehlo.dot_general %316, %318, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %320 = stablehlo.reshape %319 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %321 = stablehlo.transpose %320, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %322 = stablehlo.reshape %321 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %323 = stablehlo.reshape %322 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %324 = stablehlo.convert %arg19 : (tensor<64xbf16>) -> tensor<64xf32>
    %325 = stablehlo.convert %323 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %326 = stablehlo.convert %arg18 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %327 = stablehlo.dot_general %325, %326, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %328 = stablehlo.multiply %327, %164 : tensor<32x64xf32>
    %329 = stablehlo.multiply %324, %166 : tensor<64xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %331 = stablehlo.add %328, %330 : tensor<32x64xf32>
    %332 = stablehlo.convert %331 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %333 = stablehlo.reshape %332 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %334 = stablehlo.add %333, %248 : tensor<2x16x64xbf16>
    %335 = stablehlo.convert %334 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %336 = stablehlo.convert %335 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %337 = stablehlo.reduce(%336 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %338 = stablehlo.reshape %337 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %339 = stablehlo.divide %338, %74 : tensor<2x16x1xf64>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %341 = stablehlo.subtract %336, %340 : tensor<2x16x64xf64>
    %342 = stablehlo.multiply %341, %341 : tensor<2x16x64xf64>
    %343 = stablehlo.reduce(%342 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %344 = stablehlo.reshape %343 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %345 = stablehlo.divide %344, %74 : tensor<2x16x1xf64>
    %346 = stablehlo.convert %345 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %347 = stablehlo.reduce(%335 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %349 = stablehlo.divide %348, %87 : tensor<2x16x1xf32>
    %350 = stablehlo.add %346, %91 : tensor<2x16x1xf32>
    %351 = stablehlo.rsqrt %350 : tensor<2x16x1xf32>
    %352 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %353 = stablehlo.subtract %335, %352 : tensor<2x16x64xf32>
    %354 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<2x16x64xf32>
    %356 = stablehlo.convert %arg20 : (tensor<64xbf16>) -> tensor<64xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %358 = stablehlo.multiply %355, %357 : tensor<2x16x64xf32>
    %359 = stablehlo.convert %arg21 : (tensor<64xbf16>) -> tensor<64xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %361 = stablehlo.add %358, %360 : tensor<2x16x64xf32>
    %362 = stablehlo.convert %361 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %363 = stablehlo.reshape %362 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %364 = stablehlo.convert %arg23 : (tensor<256xbf16>) -> tensor<256xf32>
    %365 = stablehlo.convert %363 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %366 = stablehlo.convert %arg22 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %367 = stablehlo.dot_general %365, %366, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %368 = stablehlo.multiply %367, %206 : tensor<32x256xf32>
    %369 = stablehlo.multiply %364, %208 : tensor<256xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %371 = stablehlo.add %368, %370 : tensor<32x256xf32>
    %372 = stablehlo.convert %371 : (tensor<32x256xf32>) -> tensor<32x256xbf16>
    %373 = stablehlo.reshape %372 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %374 = stablehlo.multiply %373, %216 : tensor<2x16x256xbf16>
    %375 = stablehlo.power %373, %220 : tensor<2x16x256xbf16>
    %376 = stablehlo.multiply %375, %224 : tensor<2x16x256xbf16>
    %377 = stablehlo.add %373, %376 : tensor<2x16x256xbf16>
    %378 = stablehlo.multiply %377, %229 : tensor<2x16x256xbf16>
    %379 = stablehlo.tanh %378 : tensor<2x16x256xbf16>
    %380 = stablehlo.add %379, %234 : tensor<2x16x256xbf16>
    %381 = stablehlo.multiply %374, %380 : tensor<2x16x256xbf16>
    %382 = stablehlo.reshape %381 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %383 = stablehlo.convert %arg25 : (tensor<64xbf16>) -> tensor<64xf32>
    %384 = stablehlo.convert %382 : (tensor<32x256xbf16>) -> tensor<32x256xf32>
    %385 = stablehlo.convert %arg24 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
    %386 = stablehlo.dot_general %384, %385, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %387 = stablehlo.multiply %386, %164 : tensor<32x64xf32>
    %388 = stablehlo.multiply %383, %166 : tensor<64xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %390 = stablehlo.add %387, %389 : tensor<32x64xf32>
    %391 = stablehlo.convert %390 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %392 = stablehlo.reshape %391 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %393 = stablehlo.add %334, %392 : tensor<2x16x64xbf16>
    %394 = stablehlo.convert %393 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %395 = stablehlo.convert %394 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %396 = stablehlo.reduce(%395 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %397 = stablehlo.reshape %396 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %398 = stablehlo.divide %397, %74 : tensor<2x16x1xf64>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %400 = stablehlo.subtract %395, %399 : tensor<2x16x64xf64>
    %401 = stablehlo.multiply %400, %400 : tensor<2x16x64xf64>
    %402 = stablehlo.reduce(%401 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %403 = stablehlo.reshape %402 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %404 = stablehlo.divide %403, %74 : tensor<2x16x1xf64>
    %405 = stablehlo.convert %404 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %406 = stablehlo.reduce(%394 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %408 = stablehlo.divide %407, %87 : tensor<2x16x1xf32>
    %409 = stablehlo.add %405, %91 : tensor<2x16x1xf32>
    %410 = stablehlo.rsqrt %409 : tensor<2x16x1xf32>
    %411 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %412 = stablehlo.subtract %394, %411 : tensor<2x16x64xf32>
    %413 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %414 = stablehlo.multiply %412, %413 : tensor<2x16x64xf32>
    %415 = stablehlo.convert %arg26 : (tensor<64xbf16>) -> tensor<64xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %417 = stablehlo.multiply %414, %416 : tensor<2x16x64xf32>
    %418 = stablehlo.convert %arg27 : (tensor<64xbf16>) -> tensor<64xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %420 = stablehlo.add %417, %419 : tensor<2x16x64xf32>
    %421 = stablehlo.convert %420 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %422 = stablehlo.reshape %421 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xbf16>
    %423 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %424 = stablehlo.reshape %422 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %425 = stablehlo.dot_general %424, %423, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %426 = stablehlo.reshape %425 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    return %426 : tensor<2x16x256xbf16>
  }
}
