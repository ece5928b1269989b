module {
  func.func @main(%arg0: tensor<256x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<192x64xbf16>, %arg6: tensor<192xbf16>, %arg7: tensor<64x64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<128x64xbf16>, %arg10: tensor<128xbf16>, %arg11: tensor<64x128xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<64xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<192x64xbf16>, %arg18: tensor<192xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<128x64xbf16>, %arg22: tensor<128xbf16>, %arg23: tensor<64x128xbf16>, %arg24: tensor<64xbf16>, %arg25: tensor<64xbf16>, %arg26: tensor<64xbf16>, %arg27: tensor<256x64xbf16>, %arg28: tensor<2x16xi64>) -> tensor<2x16x256xbf16> {
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
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_2_torch.bfloat16> : tensor<2xbf16>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x128xbf16>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x128xbf16>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x128xbf16>
    %cst_18 = stablehlo.constant dense<-4.000000e+00> : tensor<2x16x128xf32>
    %cst_19 = stablehlo.constant dense<4.000000e+00> : tensor<2x16x128xf32>
    %cst_20 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x16x128xf32>
    %cst_21 = stablehlo.constant dense<2.77068146E-8> : tensor<2x16x128xf32>
    %cst_22 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x16x128xf32>
    %cst_23 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x16x128xf32>
    %cst_24 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x16x128xf32>
    %cst_25 = stablehlo.constant dense<-2.954600e-03> : tensor<2x16x128xf32>
    %cst_26 = stablehlo.constant dense<-0.0160960332> : tensor<2x16x128xf32>
    %cst_27 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x16x128xf32>
    %cst_28 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x16x128xf32>
    %cst_29 = stablehlo.constant dense<-0.00168282702> : tensor<2x16x128xf32>
    %cst_30 = stablehlo.constant dense<-0.00737332925> : tensor<2x16x128xf32>
    %cst_31 = stablehlo.constant dense<-0.0142647391> : tensor<2x16x128xf32>
    %cst_32 = stablehlo.constant dense<-1.000000e+00> : tensor<2x16x128xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x128xf32>
    %cst_34 = arith.constant dense<1> : tensor<1xi64>
    %cst_35 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_36 = arith.constant dense<64> : tensor<1xi64>
    %cst_37 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_38 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg0, %arg28) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xbf16>, tensor<2x16xi64>) -> tensor<2x16x64xbf16>
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
    ^bb0(%arg29: tensor<i64>, %arg30: tensor<i64>):
      %471 = stablehlo.add %arg29, %arg30 : tensor<i64>
      stablehlo.return %471 : tensor<i64>
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
    %65 = stablehlo.convert %cst_10 : (tensor<2xbf16>) -> tensor<2xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x2xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [2] : (tensor<2xf32>) -> tensor<1x16x2xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<1x16x2xf32>
    %69 = stablehlo.concatenate %68, %68, dim = 2 : (tensor<1x16x2xf32>, tensor<1x16x2xf32>) -> tensor<1x16x4xf32>
    %70 = stablehlo.cosine %69 : tensor<1x16x4xf32>
    %71 = stablehlo.convert %cst_35 : (tensor<1xf64>) -> tensor<1xf32>
    %72 = stablehlo.reshape %71 : (tensor<1xf32>) -> tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<1x16x4xf32>
    %74 = stablehlo.multiply %70, %73 : tensor<1x16x4xf32>
    %75 = stablehlo.sine %69 : tensor<1x16x4xf32>
    %76 = stablehlo.multiply %75, %73 : tensor<1x16x4xf32>
    %77 = stablehlo.convert %74 : (tensor<1x16x4xf32>) -> tensor<1x16x4xbf16>
    %78 = stablehlo.convert %76 : (tensor<1x16x4xf32>) -> tensor<1x16x4xbf16>
    %79 = stablehlo.convert %1 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %80 = stablehlo.convert %79 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %81 = stablehlo.reduce(%80 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %82 = stablehlo.reshape %81 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %83 = stablehlo.convert %cst_36 : (tensor<1xi64>) -> tensor<1xf64>
    %84 = stablehlo.reshape %83 : (tensor<1xf64>) -> tensor<f64>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %86 = stablehlo.divide %82, %85 : tensor<2x16x1xf64>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %88 = stablehlo.subtract %80, %87 : tensor<2x16x64xf64>
    %89 = stablehlo.multiply %88, %88 : tensor<2x16x64xf64>
    %90 = stablehlo.reduce(%89 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %91 = stablehlo.reshape %90 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %92 = stablehlo.divide %91, %85 : tensor<2x16x1xf64>
    %93 = stablehlo.convert %92 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %94 = stablehlo.reduce(%79 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %96 = stablehlo.convert %cst_36 : (tensor<1xi64>) -> tensor<1xf32>
    %97 = stablehlo.reshape %96 : (tensor<1xf32>) -> tensor<f32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %99 = stablehlo.divide %95, %98 : tensor<2x16x1xf32>
    %100 = stablehlo.convert %cst_37 : (tensor<1xf64>) -> tensor<1xf32>
    %101 = stablehlo.reshape %100 : (tensor<1xf32>) -> tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %103 = stablehlo.add %93, %102 : tensor<2x16x1xf32>
    %104 = stablehlo.rsqrt %103 : tensor<2x16x1xf32>
    %105 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %106 = stablehlo.subtract %79, %105 : tensor<2x16x64xf32>
    %107 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<2x16x64xf32>
    %109 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %111 = stablehlo.multiply %108, %110 : tensor<2x16x64xf32>
    %112 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %114 = stablehlo.add %111, %113 : tensor<2x16x64xf32>
    %115 = stablehlo.convert %114 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %116 = stablehlo.reshape %115 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %117 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<192x64xbf16>) -> tensor<64x192xbf16>
    %118 = stablehlo.convert %arg6 : (tensor<192xbf16>) -> tensor<192xf32>
    %119 = stablehlo.convert %116 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %120 = stablehlo.convert %117 : (tensor<64x192xbf16>) -> tensor<64x192xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %122 = stablehlo.convert %cst_34 : (tensor<1xi64>) -> tensor<1xf32>
    %123 = stablehlo.reshape %122 : (tensor<1xf32>) -> tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %125 = stablehlo.multiply %121, %124 : tensor<32x192xf32>
    %126 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %127 = stablehlo.multiply %118, %126 : tensor<192xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %129 = stablehlo.add %125, %128 : tensor<32x192xf32>
    %130 = stablehlo.convert %129 : (tensor<32x192xf32>) -> tensor<32x192xbf16>
    %131 = stablehlo.reshape %130 : (tensor<32x192xbf16>) -> tensor<2x16x192xbf16>
    %132 = stablehlo.reshape %131 : (tensor<2x16x192xbf16>) -> tensor<2x16x4x48xbf16>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] : (tensor<2x16x4x48xbf16>) -> tensor<2x4x16x48xbf16>
    %134 = stablehlo.slice %133 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %135 = stablehlo.slice %133 [0:2, 0:4, 0:16, 16:32] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %136 = stablehlo.slice %133 [0:2, 0:4, 0:16, 32:48] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %137 = stablehlo.reshape %77 : (tensor<1x16x4xbf16>) -> tensor<1x1x16x4xbf16>
    %138 = stablehlo.reshape %78 : (tensor<1x16x4xbf16>) -> tensor<1x1x16x4xbf16>
    %139 = stablehlo.slice %134 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x4xbf16>
    %140 = stablehlo.slice %134 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x12xbf16>
    %141 = stablehlo.slice %135 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x4xbf16>
    %142 = stablehlo.slice %135 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x12xbf16>
    %143 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x16x4xbf16>) -> tensor<2x4x16x4xbf16>
    %144 = stablehlo.multiply %139, %143 : tensor<2x4x16x4xbf16>
    %145 = stablehlo.slice %139 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %146 = stablehlo.slice %139 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %147 = stablehlo.negate %146 : tensor<2x4x16x2xbf16>
    %148 = stablehlo.concatenate %147, %145, dim = 3 : (tensor<2x4x16x2xbf16>, tensor<2x4x16x2xbf16>) -> tensor<2x4x16x4xbf16>
    %149 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x16x4xbf16>) -> tensor<2x4x16x4xbf16>
    %150 = stablehlo.multiply %148, %149 : tensor<2x4x16x4xbf16>
    %151 = stablehlo.add %144, %150 : tensor<2x4x16x4xbf16>
    %152 = stablehlo.multiply %141, %143 : tensor<2x4x16x4xbf16>
    %153 = stablehlo.slice %141 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %154 = stablehlo.slice %141 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %155 = stablehlo.negate %154 : tensor<2x4x16x2xbf16>
    %156 = stablehlo.concatenate %155, %153, dim = 3 : (tensor<2x4x16x2xbf16>, tensor<2x4x16x2xbf16>) -> tensor<2x4x16x4xbf16>
    %157 = stablehlo.multiply %156, %149 : tensor<2x4x16x4xbf16>
    %158 = stablehlo.add %152, %157 : tensor<2x4x16x4xbf16>
    %159 = stablehlo.concatenate %151, %140, dim = 3 : (tensor<2x4x16x4xbf16>, tensor<2x4x16x12xbf16>) -> tensor<2x4x16x16xbf16>
    %160 = stablehlo.concatenate %158, %142, dim = 3 : (tensor<2x4x16x4xbf16>, tensor<2x4x16x12xbf16>) -> tensor<2x4x16x16xbf16>
    %161 = stablehlo.transpose %160, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %162 = stablehlo.reshape %159 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %163 = stablehlo.reshape %161 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %165 = stablehlo.dot_general %162, %164, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %166 = stablehlo.reshape %165 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %167 = stablehlo.convert %cst_38 : (tensor<1xf64>) -> tensor<1xbf16>
    %168 = stablehlo.reshape %167 : (tensor<1xbf16>) -> tensor<bf16>
    %169 = stablehlo.broadcast_in_dim %168, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %170 = stablehlo.multiply %166, %169 : tensor<2x4x16x16xbf16>
    %171 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %172 = stablehlo.add %170, %171 : tensor<2x4x16x16xbf16>
    %173 = stablehlo.convert %172 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %174 = stablehlo.reduce(%173 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %177 = stablehlo.subtract %173, %176 : tensor<2x4x16x16xf32>
    %178 = stablehlo.exponential %177 : tensor<2x4x16x16xf32>
    %179 = stablehlo.reduce(%178 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %182 = stablehlo.divide %178, %181 : tensor<2x4x16x16xf32>
    %183 = stablehlo.convert %182 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %184 = stablehlo.reshape %183 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %185 = stablehlo.reshape %136 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %187 = stablehlo.dot_general %184, %186, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %188 = stablehlo.reshape %187 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %189 = stablehlo.transpose %188, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %190 = stablehlo.reshape %189 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %191 = stablehlo.reshape %190 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %192 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %193 = stablehlo.convert %arg8 : (tensor<64xbf16>) -> tensor<64xf32>
    %194 = stablehlo.convert %191 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %195 = stablehlo.convert %192 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %196 = stablehlo.dot_general %194, %195, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %197 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<32x64xf32>
    %199 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %200 = stablehlo.multiply %193, %199 : tensor<64xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %202 = stablehlo.add %198, %201 : tensor<32x64xf32>
    %203 = stablehlo.convert %202 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %204 = stablehlo.reshape %203 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %205 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %207 = stablehlo.multiply %108, %206 : tensor<2x16x64xf32>
    %208 = stablehlo.convert %arg4 : (tensor<64xbf16>) -> tensor<64xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %210 = stablehlo.add %207, %209 : tensor<2x16x64xf32>
    %211 = stablehlo.convert %210 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %212 = stablehlo.reshape %211 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %213 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %214 = stablehlo.convert %arg10 : (tensor<128xbf16>) -> tensor<128xf32>
    %215 = stablehlo.convert %212 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %216 = stablehlo.convert %213 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %217 = stablehlo.dot_general %215, %216, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %218 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<32x128xf32>
    %220 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %221 = stablehlo.multiply %214, %220 : tensor<128xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %223 = stablehlo.add %219, %222 : tensor<32x128xf32>
    %224 = stablehlo.convert %223 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %225 = stablehlo.reshape %224 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %226 = stablehlo.multiply %225, %cst_17 : tensor<2x16x128xbf16>
    %227 = stablehlo.rsqrt %cst_16 : tensor<2x16x128xbf16>
    %228 = stablehlo.multiply %225, %227 : tensor<2x16x128xbf16>
    %229 = stablehlo.convert %228 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %230 = stablehlo.clamp %cst_18, %229, %cst_19 : tensor<2x16x128xf32>
    %231 = stablehlo.multiply %230, %230 : tensor<2x16x128xf32>
    %232 = stablehlo.multiply %cst_20, %231 : tensor<2x16x128xf32>
    %233 = stablehlo.add %232, %cst_21 : tensor<2x16x128xf32>
    %234 = stablehlo.multiply %233, %231 : tensor<2x16x128xf32>
    %235 = stablehlo.add %234, %cst_22 : tensor<2x16x128xf32>
    %236 = stablehlo.multiply %235, %231 : tensor<2x16x128xf32>
    %237 = stablehlo.add %236, %cst_23 : tensor<2x16x128xf32>
    %238 = stablehlo.multiply %237, %231 : tensor<2x16x128xf32>
    %239 = stablehlo.add %238, %cst_24 : tensor<2x16x128xf32>
    %240 = stablehlo.multiply %239, %231 : tensor<2x16x128xf32>
    %241 = stablehlo.add %240, %cst_25 : tensor<2x16x128xf32>
    %242 = stablehlo.multiply %241, %231 : tensor<2x16x128xf32>
    %243 = stablehlo.add %242, %cst_26 : tensor<2x16x128xf32>
    %244 = stablehlo.multiply %cst_27, %231 : tensor<2x16x128xf32>
    %245 = stablehlo.add %244, %cst_28 : tensor<2x16x128xf32>
    %246 = stablehlo.multiply %245, %231 : tensor<2x16x128xf32>
    %247 = stablehlo.add %246, %cst_29 : tensor<2x16x128xf32>
    %248 = stablehlo.multiply %247, %231 : tensor<2x16x128xf32>
    %249 = stablehlo.add %248, %cst_30 : tensor<2x16x128xf32>
    %250 = stablehlo.multiply %249, %231 : tensor<2x16x128xf32>
    %251 = stablehlo.add %250, %cst_31 : tensor<2x16x128xf32>
    %252 = stablehlo.multiply %230, %243 : tensor<2x16x128xf32>
    %253 = stablehlo.divide %252, %251 : tensor<2x16x128xf32>
    %254 = stablehlo.clamp %cst_32, %253, %cst_33 : tensor<2x16x128xf32>
    %255 = stablehlo.convert %254 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %256 = stablehlo.add %255, %cst_15 : tensor<2x16x128xbf16>
    %257 = stablehlo.multiply %256, %226 : tensor<2x16x128xbf16>
    %258 = stablehlo.reshape %257 : (tensor<2x16x128xbf16>) -> tensor<32x128xbf16>
    %259 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %260 = stablehlo.convert %arg12 : (tensor<64xbf16>) -> tensor<64xf32>
    %261 = stablehlo.convert %258 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %262 = stablehlo.convert %259 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %263 = stablehlo.dot_general %261, %262, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %264 = stablehlo.multiply %263, %197 : tensor<32x64xf32>
    %265 = stablehlo.multiply %260, %199 : tensor<64xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %267 = stablehlo.add %264, %266 : tensor<32x64xf32>
    %268 = stablehlo.convert %267 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %269 = stablehlo.reshape %268 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %270 = stablehlo.add %269, %204 : tensor<2x16x64xbf16>
    %271 = stablehlo.add %270, %1 : tensor<2x16x64xbf16>
    %272 = stablehlo.convert %271 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %273 = stablehlo.convert %272 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %274 = stablehlo.reduce(%273 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %275 = stablehlo.reshape %274 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %276 = stablehlo.divide %275, %85 : tensor<2x16x1xf64>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %278 = stablehlo.subtract %273, %277 : tensor<2x16x64xf64>
    %279 = stablehlo.multiply %278, %278 : tensor<2x16x64xf64>
    %280 = stablehlo.reduce(%279 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %281 = stablehlo.reshape %280 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %282 = stablehlo.divide %281, %85 : tensor<2x16x1xf64>
    %283 = stablehlo.convert %282 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %284 = stablehlo.reduce(%272 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %286 = stablehlo.divide %285, %98 : tensor<2x16x1xf32>
    %287 = stablehlo.add %283, %102 : tensor<2x16x1xf32>
    %288 = stablehlo.rsqrt %287 : tensor<2x16x1xf32>
    %289 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %290 = stablehlo.subtract %272, %289 : tensor<2x16x64xf32>
    %291 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %292 = stablehlo.multiply %290, %291 : tensor<2x16x64xf32>
    %293 = stablehlo.convert %arg13 : (tensor<64xbf16>) -> tensor<64xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %295 = stablehlo.multiply %292, %294 : tensor<2x16x64xf32>
    %296 = stablehlo.convert %arg14 : (tensor<64xbf16>) -> tensor<64xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %298 = stablehlo.add %295, %297 : tensor<2x16x64xf32>
    %299 = stablehlo.convert %298 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %300 = stablehlo.reshape %299 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %301 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<192x64xbf16>) -> tensor<64x192xbf16>
    %302 = stablehlo.convert %arg18 : (tensor<192xbf16>) -> tensor<192xf32>
    %303 = stablehlo.convert %300 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %304 = stablehlo.convert %301 : (tensor<64x192xbf16>) -> tensor<64x192xf32>
    %305 = stablehlo.dot_general %303, %304, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %306 = stablehlo.multiply %305, %124 : tensor<32x192xf32>
    %307 = stablehlo.multiply %302, %126 : tensor<192xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %309 = stablehlo.add %306, %308 : tensor<32x192xf32>
    %310 = stablehlo.convert %309 : (tensor<32x192xf32>) -> tensor<32x192xbf16>
    %311 = stablehlo.reshape %310 : (tensor<32x192xbf16>) -> tensor<2x16x192xbf16>
    %312 = stablehlo.reshape %311 : (tensor<2x16x192xbf16>) -> tensor<2x16x4x48xbf16>
    %313 = stablehlo.transpose %312, dims = [0, 2, 1, 3] : (tensor<2x16x4x48xbf16>) -> tensor<2x4x16x48xbf16>
    %314 = stablehlo.slice %313 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %315 = stablehlo.slice %313 [0:2, 0:4, 0:16, 16:32] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %316 = stablehlo.slice %313 [0:2, 0:4, 0:16, 32:48] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %317 = stablehlo.slice %314 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x4xbf16>
    %318 = stablehlo.slice %314 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x12xbf16>
    %319 = stablehlo.slice %315 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x4xbf16>
    %320 = stablehlo.slice %315 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x12xbf16>
    %321 = stablehlo.multiply %317, %143 : tensor<2x4x16x4xbf16>
    %322 = stablehlo.slice %317 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %323 = stablehlo.slice %317 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %324 = stablehlo.negate %323 : tensor<2x4x16x2xbf16>
    %325 = stablehlo.concatenate %324, %322, dim = 3 : (tensor<2x4x16x2xbf16>, tensor<2x4x16x2xbf16>) -> tensor<2x4x16x4xbf16>
    %326 = stablehlo.multiply %325, %149 : tensor<2x4x16x4xbf16>
    %327 = stablehlo.add %321, %326 : tensor<2x4x16x4xbf16>
    %328 = stablehlo.multiply %319, %143 : tensor<2x4x16x4xbf16>
    %329 = stablehlo.slice %319 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %330 = stablehlo.slice %319 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %331 = stablehlo.negate %330 : tensor<2x4x16x2xbf16>
    %332 = stablehlo.concatenate %331, %329, dim = 3 : (tensor<2x4x16x2xbf16>, tensor<2x4x16x2xbf16>) -> tensor<2x4x16x4xbf16>
    %333 = stablehlo.multiply %332, %149 : tensor<2x4x16x4xbf16>
    %334 = stablehlo.add %328, %333 : tensor<2x4x16x4xbf16>
    %335 = stablehlo.concatenate %327, %318, dim = 3 : (tensor<2x4x16x4xbf16>, tensor<2x4x16x12xbf16>) -> tensor<2x4x16x16xbf16>
    %336 = stablehlo.concatenate %334, %320, dim = 3 : (tensor<2x4x16x4xbf16>, tensor<2x4x16x12xbf16>) -> tensor<2x4x16x16xbf16>
    %337 = stablehlo.transpose %336, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %338 = stablehlo.reshape %335 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %339 = stablehlo.reshape %337 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %341 = stablehlo.dot_general %338, %340, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %342 = stablehlo.reshape %341 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %343 = stablehlo.multiply %342, %169 : tensor<2x4x16x16xbf16>
    %344 = stablehlo.add %343, %171 : tensor<2x4x16x16xbf16>
    %345 = stablehlo.convert %344 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %346 = stablehlo.reduce(%345 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %349 = stablehlo.subtract %345, %348 : tensor<2x4x16x16xf32>
    %350 = stablehlo.exponential %349 : tensor<2x4x16x16xf32>
    %351 = stablehlo.reduce(%350 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %352 = stablehlo.reshape %351 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %354 = stablehlo.divide %350, %353 : tensor<2x4x16x16xf32>
    %355 = stablehlo.convert %354 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %356 = stablehlo.reshape %355 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %357 = stablehlo.reshape %316 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %359 = stablehlo.dot_general %356, %358, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %360 = stablehlo.reshape %359 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %361 = stablehlo.transpose %360, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %362 = stablehlo.reshape %361 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %363 = stablehlo.reshape %362 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %364 = stablehlo.transpose %arg19, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %365 = stablehlo.convert %arg20 : (tensor<64xbf16>) -> tensor<64xf32>
    %366 = stablehlo.convert %363 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %367 = stablehlo.convert %364 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %368 = stablehlo.dot_general %366, %367, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %369 = stablehlo.multiply %368, %197 : tensor<32x64xf32>
    %370 = stablehlo.multiply %365, %199 : tensor<64xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %372 = stablehlo.add %369, %371 : tensor<32x64xf32>
    %373 = stablehlo.convert %372 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %374 = stablehlo.reshape %373 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %375 = stablehlo.convert %arg15 : (tensor<64xbf16>) -> tensor<64xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %377 = stablehlo.multiply %292, %376 : tensor<2x16x64xf32>
    %378 = stablehlo.convert %arg16 : (tensor<64xbf16>) -> tensor<64xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %380 = stablehlo.add %377, %379 : tensor<2x16x64xf32>
    %381 = stablehlo.convert %380 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %382 = stablehlo.reshape %381 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %383 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %384 = stablehlo.convert %arg22 : (tensor<128xbf16>) -> tensor<128xf32>
    %385 = stablehlo.convert %382 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %386 = stablehlo.convert %383 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %387 = stablehlo.dot_general %385, %386, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %388 = stablehlo.multiply %387, %218 : tensor<32x128xf32>
    %389 = stablehlo.multiply %384, %220 : tensor<128xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %391 = stablehlo.add %388, %390 : tensor<32x128xf32>
    %392 = stablehlo.convert %391 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %393 = stablehlo.reshape %392 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %394 = stablehlo.multiply %393, %cst_17 : tensor<2x16x128xbf16>
    %395 = stablehlo.multiply %393, %227 : tensor<2x16x128xbf16>
    %396 = stablehlo.convert %395 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %397 = stablehlo.clamp %cst_18, %396, %cst_19 : tensor<2x16x128xf32>
    %398 = stablehlo.multiply %397, %397 : tensor<2x16x128xf32>
    %399 = stablehlo.multiply %cst_20, %398 : tensor<2x16x128xf32>
    %400 = stablehlo.add %399, %cst_21 : tensor<2x16x128xf32>
    %401 = stablehlo.multiply %400, %398 : tensor<2x16x128xf32>
    %402 = stablehlo.add %401, %cst_22 : tensor<2x16x128xf32>
    %403 = stablehlo.multiply %402, %398 : tensor<2x16x128xf32>
    %404 = stablehlo.add %403, %cst_23 : tensor<2x16x128xf32>
    %405 = stablehlo.multiply %404, %398 : tensor<2x16x128xf32>
    %406 = stablehlo.add %405, %cst_24 : tensor<2x16x128xf32>
    %407 = stablehlo.multiply %406, %398 : tensor<2x16x128xf32>
    %408 = stablehlo.add %407, %cst_25 : tensor<2x16x128xf32>
    %409 = stablehlo.multiply %408, %398 : tensor<2x16x128xf32>
    %410 = stablehlo.add %409, %cst_26 : tensor<2x16x128xf32>
    %411 = stablehlo.multiply %cst_27, %398 : tensor<2x16x128xf32>
    %412 = stablehlo.add %411, %cst_28 : tensor<2x16x128xf32>
    %413 = stablehlo.multiply %412, %398 : tensor<2x16x128xf32>
    %414 = stablehlo.add %413, %cst_29 : tensor<2x16x128xf32>
    %415 = stablehlo.multiply %414, %398 : tensor<2x16x128xf32>
    %416 = stablehlo.add %415, %cst_30 : tensor<2x16x128xf32>
    %417 = stablehlo.multiply %416, %398 : tensor<2x16x128xf32>
    %418 = stablehlo.add %417, %cst_31 : tensor<2x16x128xf32>
    %419 = stablehlo.multiply %397, %410 : tensor<2x16x128xf32>
    %420 = stablehlo.divide %419, %418 : tensor<2x16x128xf32>
    %421 = stablehlo.clamp %cst_32, %420, %cst_33 : tensor<2x16x128xf32>
    %422 = stablehlo.convert %421 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %423 = stablehlo.add %422, %cst_15 : tensor<2x16x128xbf16>
    %424 = stablehlo.multiply %423, %394 : tensor<2x16x128xbf16>
    %425 = stablehlo.reshape %424 : (tensor<2x16x128xbf16>) -> tensor<32x128xbf16>
    %426 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %427 = stablehlo.convert %arg24 : (tensor<64xbf16>) -> tensor<64xf32>
    %428 = stablehlo.convert %425 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %429 = stablehlo.convert %426 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %430 = stablehlo.dot_general %428, %429, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %431 = stablehlo.multiply %430, %197 : tensor<32x64xf32>
    %432 = stablehlo.multiply %427, %199 : tensor<64xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %434 = stablehlo.add %431, %433 : tensor<32x64xf32>
    %435 = stablehlo.convert %434 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %436 = stablehlo.reshape %435 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %437 = stablehlo.add %436, %374 : tensor<2x16x64xbf16>
    %438 = stablehlo.add %437, %271 : tensor<2x16x64xbf16>
    %439 = stablehlo.convert %438 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %440 = stablehlo.convert %439 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %441 = stablehlo.reduce(%440 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %442 = stablehlo.reshape %441 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %443 = stablehlo.divide %442, %85 : tensor<2x16x1xf64>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %445 = stablehlo.subtract %440, %444 : tensor<2x16x64xf64>
    %446 = stablehlo.multiply %445, %445 : tensor<2x16x64xf64>
    %447 = stablehlo.reduce(%446 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %448 = stablehlo.reshape %447 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %449 = stablehlo.divide %448, %85 : tensor<2x16x1xf64>
    %450 = stablehlo.convert %449 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %451 = stablehlo.reduce(%439 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %453 = stablehlo.divide %452, %98 : tensor<2x16x1xf32>
    %454 = stablehlo.add %450, %102 : tensor<2x16x1xf32>
    %455 = stablehlo.rsqrt %454 : tensor<2x16x1xf32>
    %456 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %457 = stablehlo.subtract %439, %456 : tensor<2x16x64xf32>
    %458 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %459 = stablehlo.multiply %457, %458 : tensor<2x16x64xf32>
    %460 = stablehlo.convert %arg25 : (tensor<64xbf16>) -> tensor<64xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %462 = stablehlo.multiply %459, %461 : tensor<2x16x64xf32>
    %463 = stablehlo.convert %arg26 : (tensor<64xbf16>) -> tensor<64xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %465 = stablehlo.add %462, %464 : tensor<2x16x64xf32>
    %466 = stablehlo.convert %465 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %467 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %468 = stablehlo.reshape %466 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %469 = stablehlo.dot_general %468, %467, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %470 = stablehlo.reshape %469 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    return %470 : tensor<2x16x256xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.bfloat16: "0x02000000803F243C"
    }
  }
#-}
