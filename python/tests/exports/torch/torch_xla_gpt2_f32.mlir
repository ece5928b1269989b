module @IrToHlo.677 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<256x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<256xf32>, %arg5: tensor<64x256xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<256x64xf32>, %arg9: tensor<256xf32>, %arg10: tensor<64x256xf32>, %arg11: tensor<64xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<2x16xi64>, %arg14: tensor<64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<192xf32>, %arg17: tensor<64x192xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<i1>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<192xf32>, %arg25: tensor<64x192xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>) -> tensor<2x16x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x16x16xf32>
    %c = stablehlo.constant dense<1> : tensor<2x16xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<2x1xi64>
    %c_7 = stablehlo.constant dense<16> : tensor<2x1x16x1xi64>
    %c_8 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15]]]> : tensor<1x16x1xi64>
    %c_9 = stablehlo.constant dense<2> : tensor<2x1x16x1xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<2x1x16x1xi64>
    %c_11 = stablehlo.constant dense<16> : tensor<2x1x1x16xi64>
    %c_12 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]]> : tensor<1x1x16xi64>
    %c_13 = stablehlo.constant dense<2> : tensor<2x1x1x16xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<2x1x1x16xi64>
    %c_15 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %cst_16 = stablehlo.constant dense<2.500000e-01> : tensor<2x4x16x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %c_19 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xui32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_21 = stablehlo.constant dense<0> : tensor<ui8>
    %c_22 = stablehlo.constant dense<0> : tensor<2x1x16x16xui8>
    %c_23 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg13 : (tensor<2x16xi64>) -> tensor<32xi64>
    %1 = stablehlo.convert %0 : (tensor<32xi64>) -> tensor<32xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<32xui32>) -> tensor<32x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %4 = "stablehlo.gather"(%arg12, %c_19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<32x64xf32>, tensor<16xui32>) -> tensor<16x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<2x16x64xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x16x64xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %8 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %10 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.add %8, %11 : tensor<2x16x64xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %14 = stablehlo.dot_general %13, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %15 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %16 = stablehlo.add %14, %15 : tensor<32x192xf32>
    %17 = stablehlo.reshape %16 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %18 = stablehlo.slice %17 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %22 = stablehlo.slice %17 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %26 = stablehlo.dot_general %21, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %28 = stablehlo.multiply %27, %cst_16 : tensor<2x4x16x16xf32>
    %29 = stablehlo.convert %arg20 : (tensor<i1>) -> tensor<ui8>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui8>) -> tensor<2x1x16x16xui8>
    %31 = stablehlo.broadcast_in_dim %c_23, dims = [1] : (tensor<16xi64>) -> tensor<2x16xi64>
    %32 = stablehlo.broadcast_in_dim %c_15, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x16xi64>
    %33 = stablehlo.compare  LT, %32, %c_14 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %34 = stablehlo.add %32, %c_13 : tensor<2x1x1x16xi64>
    %35 = stablehlo.select %33, %34, %32 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %36 = stablehlo.reshape %35 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %37 = stablehlo.broadcast_in_dim %c_12, dims = [1, 2, 3] : (tensor<1x1x16xi64>) -> tensor<2x1x1x16xi64>
    %38 = stablehlo.compare  LT, %37, %c_14 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %39 = stablehlo.add %37, %c_11 : tensor<2x1x1x16xi64>
    %40 = stablehlo.select %38, %39, %37 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %41 = stablehlo.reshape %40 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %42 = stablehlo.concatenate %36, %41, dim = 4 : (tensor<2x1x1x16x1xi64>, tensor<2x1x1x16x1xi64>) -> tensor<2x1x1x16x2xi64>
    %43 = "stablehlo.gather"(%31, %42) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xi64>
    %44 = stablehlo.reshape %43 : (tensor<2x1x1x16xi64>) -> tensor<2x1x16xi64>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 3] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %46 = stablehlo.broadcast_in_dim %c_15, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x16x1xi64>
    %47 = stablehlo.compare  LT, %46, %c_10 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %48 = stablehlo.add %46, %c_9 : tensor<2x1x16x1xi64>
    %49 = stablehlo.select %47, %48, %46 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %50 = stablehlo.reshape %49 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %51 = stablehlo.broadcast_in_dim %c_8, dims = [1, 2, 3] : (tensor<1x16x1xi64>) -> tensor<2x1x16x1xi64>
    %52 = stablehlo.compare  LT, %51, %c_10 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %53 = stablehlo.add %51, %c_7 : tensor<2x1x16x1xi64>
    %54 = stablehlo.select %52, %53, %51 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %55 = stablehlo.reshape %54 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %56 = stablehlo.concatenate %50, %55, dim = 4 : (tensor<2x1x16x1x1xi64>, tensor<2x1x16x1x1xi64>) -> tensor<2x1x16x1x2xi64>
    %57 = "stablehlo.gather"(%31, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xi64>
    %58 = stablehlo.reshape %57 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16xi64>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %60 = stablehlo.compare  LE, %45, %59 : (tensor<2x1x16x16xi64>, tensor<2x1x16x16xi64>) -> tensor<2x1x16x16xi1>
    %61 = stablehlo.convert %60 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %62 = stablehlo.and %30, %61 : tensor<2x1x16x16xui8>
    %63 = stablehlo.compare  NE, %62, %c_22 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %64 = stablehlo.convert %63 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %65 = stablehlo.slice %31 [0:2, 0:1] : (tensor<2x16xi64>) -> tensor<2x1xi64>
    %66 = stablehlo.subtract %65, %c_6 : tensor<2x1xi64>
    %67 = stablehlo.concatenate %66, %31, dim = 1 : (tensor<2x1xi64>, tensor<2x16xi64>) -> tensor<2x17xi64>
    %68 = stablehlo.slice %67 [0:2, 0:16] : (tensor<2x17xi64>) -> tensor<2x16xi64>
    %69 = stablehlo.subtract %31, %68 : tensor<2x16xi64>
    %70 = stablehlo.compare  NE, %69, %c : (tensor<2x16xi64>, tensor<2x16xi64>) -> tensor<2x16xi1>
    %71 = stablehlo.convert %70 : (tensor<2x16xi1>) -> tensor<2x16xui8>
    %72 = "stablehlo.reduce_window"(%71, %c_21) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg30: tensor<ui8>, %arg31: tensor<ui8>):
      %212 = stablehlo.add %arg30, %arg31 : tensor<ui8>
      stablehlo.return %212 : tensor<ui8>
    }) : (tensor<2x16xui8>, tensor<ui8>) -> tensor<2x16xui8>
    %73 = "stablehlo.gather"(%72, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xui8>
    %74 = stablehlo.reshape %73 : (tensor<2x1x16x1xui8>) -> tensor<2x1x16xui8>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %76 = "stablehlo.gather"(%72, %42) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xui8>
    %77 = stablehlo.reshape %76 : (tensor<2x1x1x16xui8>) -> tensor<2x1x16xui8>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 3] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %79 = stablehlo.compare  EQ, %75, %78 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %80 = stablehlo.convert %79 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %81 = stablehlo.and %64, %80 : tensor<2x1x16x16xui8>
    %82 = stablehlo.compare  NE, %81, %c_22 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %83 = stablehlo.select %82, %cst_5, %cst_4 : tensor<2x1x16x16xi1>, tensor<2x1x16x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x1x16x16xf32>) -> tensor<2x16x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 2, 3] : (tensor<2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %86 = stablehlo.add %28, %85 : tensor<2x4x16x16xf32>
    %87 = stablehlo.reduce(%86 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<2x4x16x16xf32>
    %90 = stablehlo.exponential %89 : tensor<2x4x16x16xf32>
    %91 = stablehlo.reduce(%90 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %93 = stablehlo.divide %90, %92 : tensor<2x4x16x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %95 = stablehlo.slice %17 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %99 = stablehlo.dot_general %94, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %101 = stablehlo.transpose %100, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %103 = stablehlo.dot_general %102, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %104 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %105 = stablehlo.add %103, %104 : tensor<32x64xf32>
    %106 = stablehlo.reshape %105 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %107 = stablehlo.add %106, %6 : tensor<2x16x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%108, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %109 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %110 = stablehlo.reshape %output_25 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %111 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<2x16x64xf32>
    %113 = stablehlo.add %109, %112 : tensor<2x16x64xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %115 = stablehlo.dot_general %114, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %116 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %117 = stablehlo.add %115, %116 : tensor<32x256xf32>
    %118 = stablehlo.reshape %117 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %119 = stablehlo.multiply %118, %cst_3 : tensor<2x16x256xf32>
    %120 = stablehlo.power %118, %cst_2 : tensor<2x16x256xf32>
    %121 = stablehlo.multiply %120, %cst_1 : tensor<2x16x256xf32>
    %122 = stablehlo.add %118, %121 : tensor<2x16x256xf32>
    %123 = stablehlo.multiply %122, %cst_0 : tensor<2x16x256xf32>
    %124 = stablehlo.tanh %123 : tensor<2x16x256xf32>
    %125 = stablehlo.add %124, %cst : tensor<2x16x256xf32>
    %126 = stablehlo.multiply %119, %125 : tensor<2x16x256xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %128 = stablehlo.dot_general %127, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %129 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %130 = stablehlo.add %128, %129 : tensor<32x64xf32>
    %131 = stablehlo.reshape %130 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %132 = stablehlo.add %107, %131 : tensor<2x16x64xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%133, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %134 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %135 = stablehlo.reshape %output_28 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %136 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x16x64xf32>
    %138 = stablehlo.add %134, %137 : tensor<2x16x64xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %140 = stablehlo.dot_general %139, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %141 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %142 = stablehlo.add %140, %141 : tensor<32x192xf32>
    %143 = stablehlo.reshape %142 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %144 = stablehlo.slice %143 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %146 = stablehlo.transpose %145, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %148 = stablehlo.slice %143 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %150 = stablehlo.transpose %149, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %152 = stablehlo.dot_general %147, %151, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %153 = stablehlo.reshape %152 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %154 = stablehlo.multiply %153, %cst_16 : tensor<2x4x16x16xf32>
    %155 = stablehlo.add %154, %85 : tensor<2x4x16x16xf32>
    %156 = stablehlo.reduce(%155 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %158 = stablehlo.subtract %155, %157 : tensor<2x4x16x16xf32>
    %159 = stablehlo.exponential %158 : tensor<2x4x16x16xf32>
    %160 = stablehlo.reduce(%159 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %162 = stablehlo.divide %159, %161 : tensor<2x4x16x16xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %164 = stablehlo.slice %143 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %168 = stablehlo.dot_general %163, %167, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %169 = stablehlo.reshape %168 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %170 = stablehlo.transpose %169, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %172 = stablehlo.dot_general %171, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %173 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %174 = stablehlo.add %172, %173 : tensor<32x64xf32>
    %175 = stablehlo.reshape %174 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %176 = stablehlo.add %175, %132 : tensor<2x16x64xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%177, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %178 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %179 = stablehlo.reshape %output_31 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %180 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<2x16x64xf32>
    %182 = stablehlo.add %178, %181 : tensor<2x16x64xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %184 = stablehlo.dot_general %183, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %185 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %186 = stablehlo.add %184, %185 : tensor<32x256xf32>
    %187 = stablehlo.reshape %186 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %188 = stablehlo.multiply %187, %cst_3 : tensor<2x16x256xf32>
    %189 = stablehlo.power %187, %cst_2 : tensor<2x16x256xf32>
    %190 = stablehlo.multiply %189, %cst_1 : tensor<2x16x256xf32>
    %191 = stablehlo.add %187, %190 : tensor<2x16x256xf32>
    %192 = stablehlo.multiply %191, %cst_0 : tensor<2x16x256xf32>
    %193 = stablehlo.tanh %192 : tensor<2x16x256xf32>
    %194 = stablehlo.add %193, %cst : tensor<2x16x256xf32>
    %195 = stablehlo.multiply %188, %194 : tensor<2x16x256xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %197 = stablehlo.dot_general %196, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %198 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %199 = stablehlo.add %197, %198 : tensor<32x64xf32>
    %200 = stablehlo.reshape %199 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %201 = stablehlo.add %176, %200 : tensor<2x16x64xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%202, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %203 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %204 = stablehlo.reshape %output_34 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %205 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<2x16x64xf32>
    %207 = stablehlo.add %203, %206 : tensor<2x16x64xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %209 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %210 = stablehlo.dot_general %208, %209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %211 = stablehlo.reshape %210 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    return %211 : tensor<2x16x256xf32>
  }
}
