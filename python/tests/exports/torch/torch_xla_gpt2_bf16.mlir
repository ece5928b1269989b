module @IrToHlo.701 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<256x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<256x64xbf16>, %arg4: tensor<256xbf16>, %arg5: tensor<64x256xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<256x64xbf16>, %arg9: tensor<256xbf16>, %arg10: tensor<64x256xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<32x64xbf16>, %arg13: tensor<2x16xi64>, %arg14: tensor<64xbf16>, %arg15: tensor<64x64xbf16>, %arg16: tensor<192xbf16>, %arg17: tensor<64x192xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64xbf16>, %arg20: tensor<i1>, %arg21: tensor<64xbf16>, %arg22: tensor<64xbf16>, %arg23: tensor<64x64xbf16>, %arg24: tensor<192xbf16>, %arg25: tensor<64x192xbf16>, %arg26: tensor<64xbf16>, %arg27: tensor<64xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<64xbf16>) -> tensor<2x16x256xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xbf16>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_4 = stablehlo.constant dense<-3.389530e+38> : tensor<2x1x16x16xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x16x16xbf16>
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
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<32xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<32xbf16>
    %c_19 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xui32>
    %cst_20 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %c_21 = stablehlo.constant dense<0> : tensor<ui8>
    %c_22 = stablehlo.constant dense<0> : tensor<2x1x16x16xui8>
    %c_23 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.reshape %arg13 : (tensor<2x16xi64>) -> tensor<32xi64>
    %1 = stablehlo.convert %0 : (tensor<32xi64>) -> tensor<32xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xbf16>, tensor<32xui32>) -> tensor<32x64xbf16>
    %3 = stablehlo.reshape %2 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %4 = "stablehlo.gather"(%arg12, %c_19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<32x64xbf16>, tensor<16xui32>) -> tensor<16x64xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<16x64xbf16>) -> tensor<2x16x64xbf16>
    %6 = stablehlo.add %3, %5 : tensor<2x16x64xbf16>
    %7 = stablehlo.reshape %6 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %8 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %9 = stablehlo.reshape %output : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %10 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %11 = stablehlo.multiply %9, %10 : tensor<2x16x64xbf16>
    %12 = stablehlo.add %8, %11 : tensor<2x16x64xbf16>
    %13 = stablehlo.reshape %12 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %14 = stablehlo.dot_general %13, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x192xbf16>) -> tensor<32x192xbf16>
    %15 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<192xbf16>) -> tensor<32x192xbf16>
    %16 = stablehlo.add %14, %15 : tensor<32x192xbf16>
    %17 = stablehlo.reshape %16 : (tensor<32x192xbf16>) -> tensor<2x16x192xbf16>
    %18 = stablehlo.slice %17 [0:2, 0:16, 0:64] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %21 = stablehlo.reshape %20 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %22 = stablehlo.slice %17 [0:2, 0:16, 64:128] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %23 = stablehlo.reshape %22 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %24 = stablehlo.transpose %23, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %25 = stablehlo.reshape %24 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %26 = stablehlo.dot_general %21, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %27 = stablehlo.reshape %26 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %28 = stablehlo.convert %27 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %29 = stablehlo.multiply %28, %cst_16 : tensor<2x4x16x16xf32>
    %30 = stablehlo.convert %29 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %31 = stablehlo.convert %arg20 : (tensor<i1>) -> tensor<ui8>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<ui8>) -> tensor<2x1x16x16xui8>
    %33 = stablehlo.broadcast_in_dim %c_23, dims = [1] : (tensor<16xi64>) -> tensor<2x16xi64>
    %34 = stablehlo.broadcast_in_dim %c_15, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x16xi64>
    %35 = stablehlo.compare  LT, %34, %c_14 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %36 = stablehlo.add %34, %c_13 : tensor<2x1x1x16xi64>
    %37 = stablehlo.select %35, %36, %34 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %38 = stablehlo.reshape %37 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [1, 2, 3] : (tensor<1x1x16xi64>) -> tensor<2x1x1x16xi64>
    %40 = stablehlo.compare  LT, %39, %c_14 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %41 = stablehlo.add %39, %c_11 : tensor<2x1x1x16xi64>
    %42 = stablehlo.select %40, %41, %39 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %43 = stablehlo.reshape %42 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %44 = stablehlo.concatenate %38, %43, dim = 4 : (tensor<2x1x1x16x1xi64>, tensor<2x1x1x16x1xi64>) -> tensor<2x1x1x16x2xi64>
    %45 = "stablehlo.gather"(%33, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xi64>
    %46 = stablehlo.reshape %45 : (tensor<2x1x1x16xi64>) -> tensor<2x1x16xi64>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %48 = stablehlo.broadcast_in_dim %c_15, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x16x1xi64>
    %49 = stablehlo.compare  LT, %48, %c_10 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %50 = stablehlo.add %48, %c_9 : tensor<2x1x16x1xi64>
    %51 = stablehlo.select %49, %50, %48 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %52 = stablehlo.reshape %51 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %53 = stablehlo.broadcast_in_dim %c_8, dims = [1, 2, 3] : (tensor<1x16x1xi64>) -> tensor<2x1x16x1xi64>
    %54 = stablehlo.compare  LT, %53, %c_10 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %55 = stablehlo.add %53, %c_7 : tensor<2x1x16x1xi64>
    %56 = stablehlo.select %54, %55, %53 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %57 = stablehlo.reshape %56 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %58 = stablehlo.concatenate %52, %57, dim = 4 : (tensor<2x1x16x1x1xi64>, tensor<2x1x16x1x1xi64>) -> tensor<2x1x16x1x2xi64>
    %59 = "stablehlo.gather"(%33, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xi64>
    %60 = stablehlo.reshape %59 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16xi64>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %62 = stablehlo.compare  LE, %47, %61 : (tensor<2x1x16x16xi64>, tensor<2x1x16x16xi64>) -> tensor<2x1x16x16xi1>
    %63 = stablehlo.convert %62 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %64 = stablehlo.and %32, %63 : tensor<2x1x16x16xui8>
    %65 = stablehlo.compare  NE, %64, %c_22 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %66 = stablehlo.convert %65 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %67 = stablehlo.slice %33 [0:2, 0:1] : (tensor<2x16xi64>) -> tensor<2x1xi64>
    %68 = stablehlo.subtract %67, %c_6 : tensor<2x1xi64>
    %69 = stablehlo.concatenate %68, %33, dim = 1 : (tensor<2x1xi64>, tensor<2x16xi64>) -> tensor<2x17xi64>
    %70 = stablehlo.slice %69 [0:2, 0:16] : (tensor<2x17xi64>) -> tensor<2x16xi64>
    %71 = stablehlo.subtract %33, %70 : tensor<2x16xi64>
    %72 = stablehlo.compare  NE, %71, %c : (tensor<2x16xi64>, tensor<2x16xi64>) -> tensor<2x16xi1>
    %73 = stablehlo.convert %72 : (tensor<2x16xi1>) -> tensor<2x16xui8>
    %74 = "stablehlo.reduce_window"(%73, %c_21) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg30: tensor<ui8>, %arg31: tensor<ui8>):
      %234 = stablehlo.add %arg30, %arg31 : tensor<ui8>
      stablehlo.return %234 : tensor<ui8>
    }) : (tensor<2x16xui8>, tensor<ui8>) -> tensor<2x16xui8>
    %75 = "stablehlo.gather"(%74, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xui8>
    %76 = stablehlo.reshape %75 : (tensor<2x1x16x1xui8>) -> tensor<2x1x16xui8>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %78 = "stablehlo.gather"(%74, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xui8>
    %79 = stablehlo.reshape %78 : (tensor<2x1x1x16xui8>) -> tensor<2x1x16xui8>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 3] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %81 = stablehlo.compare  EQ, %77, %80 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %82 = stablehlo.convert %81 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %83 = stablehlo.and %66, %82 : tensor<2x1x16x16xui8>
    %84 = stablehlo.compare  NE, %83, %c_22 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %85 = stablehlo.select %84, %cst_5, %cst_4 : tensor<2x1x16x16xi1>, tensor<2x1x16x16xbf16>
    %86 = stablehlo.reshape %85 : (tensor<2x1x16x16xbf16>) -> tensor<2x16x16xbf16>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %88 = stablehlo.add %30, %87 : tensor<2x4x16x16xbf16>
    %89 = stablehlo.reduce(%88 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %91 = stablehlo.subtract %88, %90 : tensor<2x4x16x16xbf16>
    %92 = stablehlo.exponential %91 : tensor<2x4x16x16xbf16>
    %93 = stablehlo.reduce(%92 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %95 = stablehlo.divide %92, %94 : tensor<2x4x16x16xbf16>
    %96 = stablehlo.reshape %95 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %97 = stablehlo.slice %17 [0:2, 0:16, 128:192] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %98 = stablehlo.reshape %97 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %100 = stablehlo.reshape %99 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %101 = stablehlo.dot_general %96, %100, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %102 = stablehlo.reshape %101 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %104 = stablehlo.reshape %103 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %105 = stablehlo.dot_general %104, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %106 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<64xbf16>) -> tensor<32x64xbf16>
    %107 = stablehlo.add %105, %106 : tensor<32x64xbf16>
    %108 = stablehlo.reshape %107 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %109 = stablehlo.add %108, %6 : tensor<2x16x64xbf16>
    %110 = stablehlo.reshape %109 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%110, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %111 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %112 = stablehlo.reshape %output_25 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %113 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %114 = stablehlo.multiply %112, %113 : tensor<2x16x64xbf16>
    %115 = stablehlo.add %111, %114 : tensor<2x16x64xbf16>
    %116 = stablehlo.reshape %115 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %117 = stablehlo.dot_general %116, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %118 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<256xbf16>) -> tensor<32x256xbf16>
    %119 = stablehlo.add %117, %118 : tensor<32x256xbf16>
    %120 = stablehlo.reshape %119 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %121 = stablehlo.convert %120 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %122 = stablehlo.multiply %121, %cst_3 : tensor<2x16x256xf32>
    %123 = stablehlo.convert %122 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %124 = stablehlo.convert %123 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %125 = stablehlo.power %120, %cst_2 : tensor<2x16x256xbf16>
    %126 = stablehlo.convert %125 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %127 = stablehlo.multiply %126, %cst_1 : tensor<2x16x256xf32>
    %128 = stablehlo.convert %127 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %129 = stablehlo.add %120, %128 : tensor<2x16x256xbf16>
    %130 = stablehlo.convert %129 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %131 = stablehlo.multiply %130, %cst_0 : tensor<2x16x256xf32>
    %132 = stablehlo.convert %131 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %133 = stablehlo.tanh %132 : tensor<2x16x256xbf16>
    %134 = stablehlo.convert %133 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %135 = stablehlo.add %134, %cst : tensor<2x16x256xf32>
    %136 = stablehlo.multiply %124, %135 : tensor<2x16x256xf32>
    %137 = stablehlo.convert %136 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %138 = stablehlo.reshape %137 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %139 = stablehlo.dot_general %138, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %140 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<64xbf16>) -> tensor<32x64xbf16>
    %141 = stablehlo.add %139, %140 : tensor<32x64xbf16>
    %142 = stablehlo.reshape %141 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %143 = stablehlo.add %109, %142 : tensor<2x16x64xbf16>
    %144 = stablehlo.reshape %143 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%144, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %145 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %146 = stablehlo.reshape %output_28 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %147 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %148 = stablehlo.multiply %146, %147 : tensor<2x16x64xbf16>
    %149 = stablehlo.add %145, %148 : tensor<2x16x64xbf16>
    %150 = stablehlo.reshape %149 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %151 = stablehlo.dot_general %150, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x192xbf16>) -> tensor<32x192xbf16>
    %152 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<192xbf16>) -> tensor<32x192xbf16>
    %153 = stablehlo.add %151, %152 : tensor<32x192xbf16>
    %154 = stablehlo.reshape %153 : (tensor<32x192xbf16>) -> tensor<2x16x192xbf16>
    %155 = stablehlo.slice %154 [0:2, 0:16, 0:64] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %156 = stablehlo.reshape %155 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %158 = stablehlo.reshape %157 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %159 = stablehlo.slice %154 [0:2, 0:16, 64:128] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %160 = stablehlo.reshape %159 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %161 = stablehlo.transpose %160, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %162 = stablehlo.reshape %161 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %163 = stablehlo.dot_general %158, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %164 = stablehlo.reshape %163 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %165 = stablehlo.convert %164 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %166 = stablehlo.multiply %165, %cst_16 : tensor<2x4x16x16xf32>
    %167 = stablehlo.convert %166 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %168 = stablehlo.add %167, %87 : tensor<2x4x16x16xbf16>
    %169 = stablehlo.reduce(%168 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %171 = stablehlo.subtract %168, %170 : tensor<2x4x16x16xbf16>
    %172 = stablehlo.exponential %171 : tensor<2x4x16x16xbf16>
    %173 = stablehlo.reduce(%172 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %175 = stablehlo.divide %172, %174 : tensor<2x4x16x16xbf16>
    %176 = stablehlo.reshape %175 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %177 = stablehlo.slice %154 [0:2, 0:16, 128:192] : (tensor<2x16x192xbf16>) -> tensor<2x16x64xbf16>
    %178 = stablehlo.reshape %177 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %179 = stablehlo.transpose %178, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %180 = stablehlo.reshape %179 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %181 = stablehlo.dot_general %176, %180, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %182 = stablehlo.reshape %181 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %183 = stablehlo.transpose %182, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %184 = stablehlo.reshape %183 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %185 = stablehlo.dot_general %184, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %186 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<64xbf16>) -> tensor<32x64xbf16>
    %187 = stablehlo.add %185, %186 : tensor<32x64xbf16>
    %188 = stablehlo.reshape %187 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %189 = stablehlo.add %188, %143 : tensor<2x16x64xbf16>
    %190 = stablehlo.reshape %189 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%190, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %191 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %192 = stablehlo.reshape %output_31 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %193 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %194 = stablehlo.multiply %192, %193 : tensor<2x16x64xbf16>
    %195 = stablehlo.add %191, %194 : tensor<2x16x64xbf16>
    %196 = stablehlo.reshape %195 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %197 = stablehlo.dot_general %196, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %198 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<256xbf16>) -> tensor<32x256xbf16>
    %199 = stablehlo.add %197, %198 : tensor<32x256xbf16>
    %200 = stablehlo.reshape %199 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %201 = stablehlo.convert %200 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %202 = stablehlo.multiply %201, %cst_3 : tensor<2x16x256xf32>
    %203 = stablehlo.convert %202 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %204 = stablehlo.convert %203 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %205 = stablehlo.power %200, %cst_2 : tensor<2x16x256xbf16>
    %206 = stablehlo.convert %205 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %207 = stablehlo.multiply %206, %cst_1 : tensor<2x16x256xf32>
    %208 = stablehlo.convert %207 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %209 = stablehlo.add %200, %208 : tensor<2x16x256xbf16>
    %210 = stablehlo.convert %209 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %211 = stablehlo.multiply %210, %cst_0 : tensor<2x16x256xf32>
    %212 = stablehlo.convert %211 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %213 = stablehlo.tanh %212 : tensor<2x16x256xbf16>
    %214 = stablehlo.convert %213 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %215 = stablehlo.add %214, %cst : tensor<2x16x256xf32>
    %216 = stablehlo.multiply %204, %215 : tensor<2x16x256xf32>
    %217 = stablehlo.convert %216 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %218 = stablehlo.reshape %217 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %219 = stablehlo.dot_general %218, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %220 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xbf16>) -> tensor<32x64xbf16>
    %221 = stablehlo.add %219, %220 : tensor<32x64xbf16>
    %222 = stablehlo.reshape %221 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %223 = stablehlo.add %189, %222 : tensor<2x16x64xbf16>
    %224 = stablehlo.reshape %223 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%224, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %225 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %226 = stablehlo.reshape %output_34 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %227 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %228 = stablehlo.multiply %226, %227 : tensor<2x16x64xbf16>
    %229 = stablehlo.add %225, %228 : tensor<2x16x64xbf16>
    %230 = stablehlo.reshape %229 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %231 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %232 = stablehlo.dot_general %230, %231, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %233 = stablehlo.reshape %232 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    return %233 : tensor<2x16x256xbf16>
  }
}
