module {
  func.func @main(%arg0: tensor<256x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<192x64xf32>, %arg6: tensor<192xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<128xf32>, %arg11: tensor<64x128xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<192x64xf32>, %arg18: tensor<192xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<128x64xf32>, %arg22: tensor<128xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<256x64xf32>, %arg28: tensor<2x16xi64>) -> tensor<2x16x256xf32> {
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
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x128xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x128xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x128xf32>
    %cst_17 = stablehlo.constant dense<-4.000000e+00> : tensor<2x16x128xf32>
    %cst_18 = stablehlo.constant dense<4.000000e+00> : tensor<2x16x128xf32>
    %cst_19 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x16x128xf32>
    %cst_20 = stablehlo.constant dense<2.77068146E-8> : tensor<2x16x128xf32>
    %cst_21 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x16x128xf32>
    %cst_22 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x16x128xf32>
    %cst_23 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x16x128xf32>
    %cst_24 = stablehlo.constant dense<-2.954600e-03> : tensor<2x16x128xf32>
    %cst_25 = stablehlo.constant dense<-0.0160960332> : tensor<2x16x128xf32>
    %cst_26 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x16x128xf32>
    %cst_27 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x16x128xf32>
    %cst_28 = stablehlo.constant dense<-0.00168282702> : tensor<2x16x128xf32>
    %cst_29 = stablehlo.constant dense<-0.00737332925> : tensor<2x16x128xf32>
    %cst_30 = stablehlo.constant dense<-0.0142647391> : tensor<2x16x128xf32>
    %cst_31 = stablehlo.constant dense<-1.000000e+00> : tensor<2x16x128xf32>
    %cst_32 = arith.constant dense<1> : tensor<1xi64>
    %cst_33 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_34 = arith.constant dense<64> : tensor<1xi64>
    %cst_35 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_36 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg0, %arg28) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<2x16xi64>) -> tensor<2x16x64xf32>
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
    ^bb0(%arg29: tensor<i64>, %arg30: tensor<i64>):
      %410 = stablehlo.add %arg29, %arg30 : tensor<i64>
      stablehlo.return %410 : tensor<i64>
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
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x2xf32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [2] : (tensor<2xf32>) -> tensor<1x16x2xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<1x16x2xf32>
    %68 = stablehlo.concatenate %67, %67, dim = 2 : (tensor<1x16x2xf32>, tensor<1x16x2xf32>) -> tensor<1x16x4xf32>
    %69 = stablehlo.cosine %68 : tensor<1x16x4xf32>
    %70 = stablehlo.convert %cst_33 : (tensor<1xf64>) -> tensor<1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1xf32>) -> tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<1x16x4xf32>
    %73 = stablehlo.multiply %69, %72 : tensor<1x16x4xf32>
    %74 = stablehlo.sine %68 : tensor<1x16x4xf32>
    %75 = stablehlo.multiply %74, %72 : tensor<1x16x4xf32>
    %76 = stablehlo.convert %1 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %77 = stablehlo.reduce(%76 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %78 = stablehlo.reshape %77 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %79 = stablehlo.convert %cst_34 : (tensor<1xi64>) -> tensor<1xf64>
    %80 = stablehlo.reshape %79 : (tensor<1xf64>) -> tensor<f64>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %82 = stablehlo.divide %78, %81 : tensor<2x16x1xf64>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %84 = stablehlo.subtract %76, %83 : tensor<2x16x64xf64>
    %85 = stablehlo.multiply %84, %84 : tensor<2x16x64xf64>
    %86 = stablehlo.reduce(%85 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %87 = stablehlo.reshape %86 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %88 = stablehlo.divide %87, %81 : tensor<2x16x1xf64>
    %89 = stablehlo.convert %88 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %90 = stablehlo.reduce(%1 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %92 = stablehlo.convert %cst_34 : (tensor<1xi64>) -> tensor<1xf32>
    %93 = stablehlo.reshape %92 : (tensor<1xf32>) -> tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %95 = stablehlo.divide %91, %94 : tensor<2x16x1xf32>
    %96 = stablehlo.convert %cst_35 : (tensor<1xf64>) -> tensor<1xf32>
    %97 = stablehlo.reshape %96 : (tensor<1xf32>) -> tensor<f32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %99 = stablehlo.add %89, %98 : tensor<2x16x1xf32>
    %100 = stablehlo.rsqrt %99 : tensor<2x16x1xf32>
    %101 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %102 = stablehlo.subtract %1, %101 : tensor<2x16x64xf32>
    %103 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x16x64xf32>
    %105 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<2x16x64xf32>
    %107 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.add %106, %107 : tensor<2x16x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %110 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %111 = stablehlo.dot_general %109, %110, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %112 = stablehlo.convert %cst_32 : (tensor<1xi64>) -> tensor<1xf32>
    %113 = stablehlo.reshape %112 : (tensor<1xf32>) -> tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %115 = stablehlo.multiply %111, %114 : tensor<32x192xf32>
    %116 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %117 = stablehlo.multiply %arg6, %116 : tensor<192xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %119 = stablehlo.add %115, %118 : tensor<32x192xf32>
    %120 = stablehlo.reshape %119 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x16x192xf32>) -> tensor<2x16x4x48xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1, 3] : (tensor<2x16x4x48xf32>) -> tensor<2x4x16x48xf32>
    %123 = stablehlo.slice %122 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %124 = stablehlo.slice %122 [0:2, 0:4, 0:16, 16:32] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %125 = stablehlo.slice %122 [0:2, 0:4, 0:16, 32:48] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %126 = stablehlo.reshape %73 : (tensor<1x16x4xf32>) -> tensor<1x1x16x4xf32>
    %127 = stablehlo.reshape %75 : (tensor<1x16x4xf32>) -> tensor<1x1x16x4xf32>
    %128 = stablehlo.slice %123 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x4xf32>
    %129 = stablehlo.slice %123 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x12xf32>
    %130 = stablehlo.slice %124 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x4xf32>
    %131 = stablehlo.slice %124 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x12xf32>
    %132 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<1x1x16x4xf32>) -> tensor<2x4x16x4xf32>
    %133 = stablehlo.multiply %128, %132 : tensor<2x4x16x4xf32>
    %134 = stablehlo.slice %128 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %135 = stablehlo.slice %128 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %136 = stablehlo.negate %135 : tensor<2x4x16x2xf32>
    %137 = stablehlo.concatenate %136, %134, dim = 3 : (tensor<2x4x16x2xf32>, tensor<2x4x16x2xf32>) -> tensor<2x4x16x4xf32>
    %138 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x16x4xf32>) -> tensor<2x4x16x4xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x4x16x4xf32>
    %140 = stablehlo.add %133, %139 : tensor<2x4x16x4xf32>
    %141 = stablehlo.multiply %130, %132 : tensor<2x4x16x4xf32>
    %142 = stablehlo.slice %130 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %143 = stablehlo.slice %130 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %144 = stablehlo.negate %143 : tensor<2x4x16x2xf32>
    %145 = stablehlo.concatenate %144, %142, dim = 3 : (tensor<2x4x16x2xf32>, tensor<2x4x16x2xf32>) -> tensor<2x4x16x4xf32>
    %146 = stablehlo.multiply %145, %138 : tensor<2x4x16x4xf32>
    %147 = stablehlo.add %141, %146 : tensor<2x4x16x4xf32>
    %148 = stablehlo.concatenate %140, %129, dim = 3 : (tensor<2x4x16x4xf32>, tensor<2x4x16x12xf32>) -> tensor<2x4x16x16xf32>
    %149 = stablehlo.concatenate %147, %131, dim = 3 : (tensor<2x4x16x4xf32>, tensor<2x4x16x12xf32>) -> tensor<2x4x16x16xf32>
    %150 = stablehlo.transpose %149, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %151 = stablehlo.reshape %148 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %152 = stablehlo.reshape %150 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %154 = stablehlo.dot_general %151, %153, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %156 = stablehlo.convert %cst_36 : (tensor<1xf64>) -> tensor<1xf32>
    %157 = stablehlo.reshape %156 : (tensor<1xf32>) -> tensor<f32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %159 = stablehlo.multiply %155, %158 : tensor<2x4x16x16xf32>
    %160 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %161 = stablehlo.add %159, %160 : tensor<2x4x16x16xf32>
    %162 = stablehlo.reduce(%161 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %165 = stablehlo.subtract %161, %164 : tensor<2x4x16x16xf32>
    %166 = stablehlo.exponential %165 : tensor<2x4x16x16xf32>
    %167 = stablehlo.reduce(%166 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %170 = stablehlo.divide %166, %169 : tensor<2x4x16x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %172 = stablehlo.reshape %125 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %174 = stablehlo.dot_general %171, %173, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %175 = stablehlo.reshape %174 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %176 = stablehlo.transpose %175, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %179 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %181 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<32x64xf32>
    %183 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %184 = stablehlo.multiply %arg8, %183 : tensor<64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %186 = stablehlo.add %182, %185 : tensor<32x64xf32>
    %187 = stablehlo.reshape %186 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %188 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %189 = stablehlo.multiply %104, %188 : tensor<2x16x64xf32>
    %190 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %191 = stablehlo.add %189, %190 : tensor<2x16x64xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %193 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %195 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %196 = stablehlo.multiply %194, %195 : tensor<32x128xf32>
    %197 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %198 = stablehlo.multiply %arg10, %197 : tensor<128xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %200 = stablehlo.add %196, %199 : tensor<32x128xf32>
    %201 = stablehlo.reshape %200 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %202 = stablehlo.multiply %201, %cst_16 : tensor<2x16x128xf32>
    %203 = stablehlo.rsqrt %cst_15 : tensor<2x16x128xf32>
    %204 = stablehlo.multiply %201, %203 : tensor<2x16x128xf32>
    %205 = stablehlo.clamp %cst_17, %204, %cst_18 : tensor<2x16x128xf32>
    %206 = stablehlo.multiply %205, %205 : tensor<2x16x128xf32>
    %207 = stablehlo.multiply %cst_19, %206 : tensor<2x16x128xf32>
    %208 = stablehlo.add %207, %cst_20 : tensor<2x16x128xf32>
    %209 = stablehlo.multiply %208, %206 : tensor<2x16x128xf32>
    %210 = stablehlo.add %209, %cst_21 : tensor<2x16x128xf32>
    %211 = stablehlo.multiply %210, %206 : tensor<2x16x128xf32>
    %212 = stablehlo.add %211, %cst_22 : tensor<2x16x128xf32>
    %213 = stablehlo.multiply %212, %206 : tensor<2x16x128xf32>
    %214 = stablehlo.add %213, %cst_23 : tensor<2x16x128xf32>
    %215 = stablehlo.multiply %214, %206 : tensor<2x16x128xf32>
    %216 = stablehlo.add %215, %cst_24 : tensor<2x16x128xf32>
    %217 = stablehlo.multiply %216, %206 : tensor<2x16x128xf32>
    %218 = stablehlo.add %217, %cst_25 : tensor<2x16x128xf32>
    %219 = stablehlo.multiply %cst_26, %206 : tensor<2x16x128xf32>
    %220 = stablehlo.add %219, %cst_27 : tensor<2x16x128xf32>
    %221 = stablehlo.multiply %220, %206 : tensor<2x16x128xf32>
    %222 = stablehlo.add %221, %cst_28 : tensor<2x16x128xf32>
    %223 = stablehlo.multiply %222, %206 : tensor<2x16x128xf32>
    %224 = stablehlo.add %223, %cst_29 : tensor<2x16x128xf32>
    %225 = stablehlo.multiply %224, %206 : tensor<2x16x128xf32>
    %226 = stablehlo.add %225, %cst_30 : tensor<2x16x128xf32>
    %227 = stablehlo.multiply %205, %218 : tensor<2x16x128xf32>
    %228 = stablehlo.divide %227, %226 : tensor<2x16x128xf32>
    %229 = stablehlo.clamp %cst_31, %228, %cst_14 : tensor<2x16x128xf32>
    %230 = stablehlo.add %229, %cst_14 : tensor<2x16x128xf32>
    %231 = stablehlo.multiply %230, %202 : tensor<2x16x128xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %233 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %234 = stablehlo.dot_general %232, %233, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %235 = stablehlo.multiply %234, %181 : tensor<32x64xf32>
    %236 = stablehlo.multiply %arg12, %183 : tensor<64xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %238 = stablehlo.add %235, %237 : tensor<32x64xf32>
    %239 = stablehlo.reshape %238 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %240 = stablehlo.add %239, %187 : tensor<2x16x64xf32>
    %241 = stablehlo.add %240, %1 : tensor<2x16x64xf32>
    %242 = stablehlo.convert %241 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %243 = stablehlo.reduce(%242 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %244 = stablehlo.reshape %243 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %245 = stablehlo.divide %244, %81 : tensor<2x16x1xf64>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %247 = stablehlo.subtract %242, %246 : tensor<2x16x64xf64>
    %248 = stablehlo.multiply %247, %247 : tensor<2x16x64xf64>
    %249 = stablehlo.reduce(%248 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %250 = stablehlo.reshape %249 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %251 = stablehlo.divide %250, %81 : tensor<2x16x1xf64>
    %252 = stablehlo.convert %251 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %253 = stablehlo.reduce(%241 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %255 = stablehlo.divide %254, %94 : tensor<2x16x1xf32>
    %256 = stablehlo.add %252, %98 : tensor<2x16x1xf32>
    %257 = stablehlo.rsqrt %256 : tensor<2x16x1xf32>
    %258 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %259 = stablehlo.subtract %241, %258 : tensor<2x16x64xf32>
    %260 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %261 = stablehlo.multiply %259, %260 : tensor<2x16x64xf32>
    %262 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %263 = stablehlo.multiply %261, %262 : tensor<2x16x64xf32>
    %264 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %265 = stablehlo.add %263, %264 : tensor<2x16x64xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %267 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %268 = stablehlo.dot_general %266, %267, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %269 = stablehlo.multiply %268, %114 : tensor<32x192xf32>
    %270 = stablehlo.multiply %arg18, %116 : tensor<192xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %272 = stablehlo.add %269, %271 : tensor<32x192xf32>
    %273 = stablehlo.reshape %272 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x16x192xf32>) -> tensor<2x16x4x48xf32>
    %275 = stablehlo.transpose %274, dims = [0, 2, 1, 3] : (tensor<2x16x4x48xf32>) -> tensor<2x4x16x48xf32>
    %276 = stablehlo.slice %275 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %277 = stablehlo.slice %275 [0:2, 0:4, 0:16, 16:32] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %278 = stablehlo.slice %275 [0:2, 0:4, 0:16, 32:48] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %279 = stablehlo.slice %276 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x4xf32>
    %280 = stablehlo.slice %276 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x12xf32>
    %281 = stablehlo.slice %277 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x4xf32>
    %282 = stablehlo.slice %277 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x12xf32>
    %283 = stablehlo.multiply %279, %132 : tensor<2x4x16x4xf32>
    %284 = stablehlo.slice %279 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %285 = stablehlo.slice %279 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %286 = stablehlo.negate %285 : tensor<2x4x16x2xf32>
    %287 = stablehlo.concatenate %286, %284, dim = 3 : (tensor<2x4x16x2xf32>, tensor<2x4x16x2xf32>) -> tensor<2x4x16x4xf32>
    %288 = stablehlo.multiply %287, %138 : tensor<2x4x16x4xf32>
    %289 = stablehlo.add %283, %288 : tensor<2x4x16x4xf32>
    %290 = stablehlo.multiply %281, %132 : tensor<2x4x16x4xf32>
    %291 = stablehlo.slice %281 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %292 = stablehlo.slice %281 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %293 = stablehlo.negate %292 : tensor<2x4x16x2xf32>
    %294 = stablehlo.concatenate %293, %291, dim = 3 : (tensor<2x4x16x2xf32>, tensor<2x4x16x2xf32>) -> tensor<2x4x16x4xf32>
    %295 = stablehlo.multiply %294, %138 : tensor<2x4x16x4xf32>
    %296 = stablehlo.add %290, %295 : tensor<2x4x16x4xf32>
    %297 = stablehlo.concatenate %289, %280, dim = 3 : (tensor<2x4x16x4xf32>, tensor<2x4x16x12xf32>) -> tensor<2x4x16x16xf32>
    %298 = stablehlo.concatenate %296, %282, dim = 3 : (tensor<2x4x16x4xf32>, tensor<2x4x16x12xf32>) -> tensor<2x4x16x16xf32>
    %299 = stablehlo.transpose %298, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %300 = stablehlo.reshape %297 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %301 = stablehlo.reshape %299 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %303 = stablehlo.dot_general %300, %302, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %304 = stablehlo.reshape %303 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %305 = stablehlo.multiply %304, %158 : tensor<2x4x16x16xf32>
    %306 = stablehlo.add %305, %160 : tensor<2x4x16x16xf32>
    %307 = stablehlo.reduce(%306 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %310 = stablehlo.subtract %306, %309 : tensor<2x4x16x16xf32>
    %311 = stablehlo.exponential %310 : tensor<2x4x16x16xf32>
    %312 = stablehlo.reduce(%311 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %315 = stablehlo.divide %311, %314 : tensor<2x4x16x16xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %317 = stablehlo.reshape %278 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %319 = stablehlo.dot_general %316, %318, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %320 = stablehlo.reshape %319 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %321 = stablehlo.transpose %320, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %324 = stablehlo.transpose %arg19, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %325 = stablehlo.dot_general %323, %324, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %326 = stablehlo.multiply %325, %181 : tensor<32x64xf32>
    %327 = stablehlo.multiply %arg20, %183 : tensor<64xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %329 = stablehlo.add %326, %328 : tensor<32x64xf32>
    %330 = stablehlo.reshape %329 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %331 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %332 = stablehlo.multiply %261, %331 : tensor<2x16x64xf32>
    %333 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %334 = stablehlo.add %332, %333 : tensor<2x16x64xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %336 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %337 = stablehlo.dot_general %335, %336, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %338 = stablehlo.multiply %337, %195 : tensor<32x128xf32>
    %339 = stablehlo.multiply %arg22, %197 : tensor<128xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %341 = stablehlo.add %338, %340 : tensor<32x128xf32>
    %342 = stablehlo.reshape %341 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %343 = stablehlo.multiply %342, %cst_16 : tensor<2x16x128xf32>
    %344 = stablehlo.multiply %342, %203 : tensor<2x16x128xf32>
    %345 = stablehlo.clamp %cst_17, %344, %cst_18 : tensor<2x16x128xf32>
    %346 = stablehlo.multiply %345, %345 : tensor<2x16x128xf32>
    %347 = stablehlo.multiply %cst_19, %346 : tensor<2x16x128xf32>
    %348 = stablehlo.add %347, %cst_20 : tensor<2x16x128xf32>
    %349 = stablehlo.multiply %348, %346 : tensor<2x16x128xf32>
    %350 = stablehlo.add %349, %cst_21 : tensor<2x16x128xf32>
    %351 = stablehlo.multiply %350, %346 : tensor<2x16x128xf32>
    %352 = stablehlo.add %351, %cst_22 : tensor<2x16x128xf32>
    %353 = stablehlo.multiply %352, %346 : tensor<2x16x128xf32>
    %354 = stablehlo.add %353, %cst_23 : tensor<2x16x128xf32>
    %355 = stablehlo.multiply %354, %346 : tensor<2x16x128xf32>
    %356 = stablehlo.add %355, %cst_24 : tensor<2x16x128xf32>
    %357 = stablehlo.multiply %356, %346 : tensor<2x16x128xf32>
    %358 = stablehlo.add %357, %cst_25 : tensor<2x16x128xf32>
    %359 = stablehlo.multiply %cst_26, %346 : tensor<2x16x128xf32>
    %360 = stablehlo.add %359, %cst_27 : tensor<2x16x128xf32>
    %361 = stablehlo.multiply %360, %346 : tensor<2x16x128xf32>
    %362 = stablehlo.add %361, %cst_28 : tensor<2x16x128xf32>
    %363 = stablehlo.multiply %362, %346 : tensor<2x16x128xf32>
    %364 = stablehlo.add %363, %cst_29 : tensor<2x16x128xf32>
    %365 = stablehlo.multiply %364, %346 : tensor<2x16x128xf32>
    %366 = stablehlo.add %365, %cst_30 : tensor<2x16x128xf32>
    %367 = stablehlo.multiply %345, %358 : tensor<2x16x128xf32>
    %368 = stablehlo.divide %367, %366 : tensor<2x16x128xf32>
    %369 = stablehlo.clamp %cst_31, %368, %cst_14 : tensor<2x16x128xf32>
    %370 = stablehlo.add %369, %cst_14 : tensor<2x16x128xf32>
    %371 = stablehlo.multiply %370, %343 : tensor<2x16x128xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %373 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %374 = stablehlo.dot_general %372, %373, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %375 = stablehlo.multiply %374, %181 : tensor<32x64xf32>
    %376 = stablehlo.multiply %arg24, %183 : tensor<64xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %378 = stablehlo.add %375, %377 : tensor<32x64xf32>
    %379 = stablehlo.reshape %378 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %380 = stablehlo.add %379, %330 : tensor<2x16x64xf32>
    %381 = stablehlo.add %380, %241 : tensor<2x16x64xf32>
    %382 = stablehlo.convert %381 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %383 = stablehlo.reduce(%382 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %384 = stablehlo.reshape %383 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %385 = stablehlo.divide %384, %81 : tensor<2x16x1xf64>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %387 = stablehlo.subtract %382, %386 : tensor<2x16x64xf64>
    %388 = stablehlo.multiply %387, %387 : tensor<2x16x64xf64>
    %389 = stablehlo.reduce(%388 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %390 = stablehlo.reshape %389 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %391 = stablehlo.divide %390, %81 : tensor<2x16x1xf64>
    %392 = stablehlo.convert %391 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %393 = stablehlo.reduce(%381 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %394 = stablehlo.reshape %393 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %395 = stablehlo.divide %394, %94 : tensor<2x16x1xf32>
    %396 = stablehlo.add %392, %98 : tensor<2x16x1xf32>
    %397 = stablehlo.rsqrt %396 : tensor<2x16x1xf32>
    %398 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %399 = stablehlo.subtract %381, %398 : tensor<2x16x64xf32>
    %400 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %401 = stablehlo.multiply %399, %400 : tensor<2x16x64xf32>
    %402 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %403 = stablehlo.multiply %401, %402 : tensor<2x16x64xf32>
    %404 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %405 = stablehlo.add %403, %404 : tensor<2x16x64xf32>
    %406 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %407 = stablehlo.reshape %405 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %408 = stablehlo.dot_general %407, %406, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %409 = stablehlo.reshape %408 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    return %409 : tensor<2x16x256xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000803F0AD7233C"
    }
  }
#-}
