module @IrToHlo.731 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<256x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<2x16xi64>, %arg3: tensor<256x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<192xf32>, %arg7: tensor<192x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<i1>, %arg11: tensor<2xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<192xf32>, %arg21: tensor<192x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>) -> tensor<2x16x256xf32> {
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x16x16xf32>
    %c = stablehlo.constant dense<1> : tensor<2x16xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<2x1xi64>
    %c_2 = stablehlo.constant dense<16> : tensor<2x1x16x1xi64>
    %c_3 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15]]]> : tensor<1x16x1xi64>
    %c_4 = stablehlo.constant dense<2> : tensor<2x1x16x1xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<2x1x16x1xi64>
    %c_6 = stablehlo.constant dense<16> : tensor<2x1x1x16xi64>
    %c_7 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]]> : tensor<1x1x16xi64>
    %c_8 = stablehlo.constant dense<2> : tensor<2x1x1x16xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<2x1x1x16xi64>
    %c_10 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %cst_11 = stablehlo.constant dense<2.500000e-01> : tensor<2x4x16x16xf32>
    %cst_12 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01]]> : tensor<1x16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x128xf32>
    %cst_14 = stablehlo.constant dense<0.707106769> : tensor<2x16x128xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x128xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_19 = stablehlo.constant dense<0> : tensor<ui8>
    %c_20 = stablehlo.constant dense<0> : tensor<2x1x16x16xui8>
    %c_21 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg2 : (tensor<2x16xi64>) -> tensor<32xi64>
    %1 = stablehlo.convert %0 : (tensor<32xi64>) -> tensor<32xui32>
    %2 = "stablehlo.gather"(%arg3, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<32xui32>) -> tensor<32x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.reshape %2 : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %5 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %6 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x16x64xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x16x64xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %11 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %13 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %14 = stablehlo.add %12, %13 : tensor<32x128xf32>
    %15 = stablehlo.reshape %14 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %16 = stablehlo.multiply %15, %cst_15 : tensor<2x16x128xf32>
    %17 = stablehlo.multiply %15, %cst_14 : tensor<2x16x128xf32>
    %18 = stablehlo.custom_call @mhlo.erf(%17) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %19 = stablehlo.add %18, %cst_13 : tensor<2x16x128xf32>
    %20 = stablehlo.multiply %16, %19 : tensor<2x16x128xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %22 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %24 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %25 = stablehlo.add %23, %24 : tensor<32x64xf32>
    %26 = stablehlo.reshape %25 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %27 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.multiply %6, %28 : tensor<2x16x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %32 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,192]{0,1}"} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %33 = stablehlo.dot_general %31, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %34 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %35 = stablehlo.add %33, %34 : tensor<32x192xf32>
    %36 = stablehlo.reshape %35 : (tensor<32x192xf32>) -> tensor<2x16x4x48xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,48]{3,1,2,0}"} : (tensor<2x16x4x48xf32>) -> tensor<2x4x16x48xf32>
    %38 = stablehlo.slice %37 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %39 = stablehlo.slice %38 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x4xf32>
    %40 = stablehlo.broadcast_in_dim %cst_12, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x2xf32>
    %41 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<2xf32>) -> tensor<1x16x2xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<1x16x2xf32>
    %43 = stablehlo.concatenate %42, %42, dim = 2 : (tensor<1x16x2xf32>, tensor<1x16x2xf32>) -> tensor<1x16x4xf32>
    %44 = stablehlo.cosine %43 : tensor<1x16x4xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x16x4xf32>) -> tensor<16x4xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<16x4xf32>) -> tensor<2x4x16x4xf32>
    %47 = stablehlo.multiply %39, %46 : tensor<2x4x16x4xf32>
    %48 = stablehlo.slice %39 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %49 = stablehlo.negate %48 : tensor<2x4x16x2xf32>
    %50 = stablehlo.slice %39 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 3 : (tensor<2x4x16x2xf32>, tensor<2x4x16x2xf32>) -> tensor<2x4x16x4xf32>
    %52 = stablehlo.sine %43 : tensor<1x16x4xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x16x4xf32>) -> tensor<16x4xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [2, 3] : (tensor<16x4xf32>) -> tensor<2x4x16x4xf32>
    %55 = stablehlo.multiply %51, %54 : tensor<2x4x16x4xf32>
    %56 = stablehlo.add %47, %55 : tensor<2x4x16x4xf32>
    %57 = stablehlo.slice %38 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x12xf32>
    %58 = stablehlo.concatenate %56, %57, dim = 3 : (tensor<2x4x16x4xf32>, tensor<2x4x16x12xf32>) -> tensor<2x4x16x16xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %60 = stablehlo.slice %37 [0:2, 0:4, 0:16, 16:32] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %61 = stablehlo.slice %60 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x4xf32>
    %62 = stablehlo.multiply %61, %46 : tensor<2x4x16x4xf32>
    %63 = stablehlo.slice %61 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %64 = stablehlo.negate %63 : tensor<2x4x16x2xf32>
    %65 = stablehlo.slice %61 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 3 : (tensor<2x4x16x2xf32>, tensor<2x4x16x2xf32>) -> tensor<2x4x16x4xf32>
    %67 = stablehlo.multiply %66, %54 : tensor<2x4x16x4xf32>
    %68 = stablehlo.add %62, %67 : tensor<2x4x16x4xf32>
    %69 = stablehlo.slice %60 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x12xf32>
    %70 = stablehlo.concatenate %68, %69, dim = 3 : (tensor<2x4x16x4xf32>, tensor<2x4x16x12xf32>) -> tensor<2x4x16x16xf32>
    %71 = stablehlo.transpose %70, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %73 = stablehlo.dot_general %59, %72, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %74 = stablehlo.reshape %73 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %75 = stablehlo.multiply %74, %cst_11 : tensor<2x4x16x16xf32>
    %76 = stablehlo.convert %arg10 : (tensor<i1>) -> tensor<ui8>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<ui8>) -> tensor<2x1x16x16xui8>
    %78 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<16xi64>) -> tensor<2x16xi64>
    %79 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x16xi64>
    %80 = stablehlo.compare  LT, %79, %c_9 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %81 = stablehlo.add %79, %c_8 : tensor<2x1x1x16xi64>
    %82 = stablehlo.select %80, %81, %79 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %83 = stablehlo.reshape %82 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %84 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x16xi64>) -> tensor<2x1x1x16xi64>
    %85 = stablehlo.compare  LT, %84, %c_9 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %86 = stablehlo.add %84, %c_6 : tensor<2x1x1x16xi64>
    %87 = stablehlo.select %85, %86, %84 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %88 = stablehlo.reshape %87 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %89 = stablehlo.concatenate %83, %88, dim = 4 : (tensor<2x1x1x16x1xi64>, tensor<2x1x1x16x1xi64>) -> tensor<2x1x1x16x2xi64>
    %90 = "stablehlo.gather"(%78, %89) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xi64>
    %91 = stablehlo.reshape %90 : (tensor<2x1x1x16xi64>) -> tensor<2x1x16xi64>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 3] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %93 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x16x1xi64>
    %94 = stablehlo.compare  LT, %93, %c_5 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %95 = stablehlo.add %93, %c_4 : tensor<2x1x16x1xi64>
    %96 = stablehlo.select %94, %95, %93 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %97 = stablehlo.reshape %96 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %98 = stablehlo.broadcast_in_dim %c_3, dims = [1, 2, 3] : (tensor<1x16x1xi64>) -> tensor<2x1x16x1xi64>
    %99 = stablehlo.compare  LT, %98, %c_5 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %100 = stablehlo.add %98, %c_2 : tensor<2x1x16x1xi64>
    %101 = stablehlo.select %99, %100, %98 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %102 = stablehlo.reshape %101 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %103 = stablehlo.concatenate %97, %102, dim = 4 : (tensor<2x1x16x1x1xi64>, tensor<2x1x16x1x1xi64>) -> tensor<2x1x16x1x2xi64>
    %104 = "stablehlo.gather"(%78, %103) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xi64>
    %105 = stablehlo.reshape %104 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16xi64>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %107 = stablehlo.compare  LE, %92, %106 : (tensor<2x1x16x16xi64>, tensor<2x1x16x16xi64>) -> tensor<2x1x16x16xi1>
    %108 = stablehlo.convert %107 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %109 = stablehlo.and %77, %108 : tensor<2x1x16x16xui8>
    %110 = stablehlo.compare  NE, %109, %c_20 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %111 = stablehlo.convert %110 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %112 = stablehlo.slice %78 [0:2, 0:1] : (tensor<2x16xi64>) -> tensor<2x1xi64>
    %113 = stablehlo.subtract %112, %c_1 : tensor<2x1xi64>
    %114 = stablehlo.concatenate %113, %78, dim = 1 : (tensor<2x1xi64>, tensor<2x16xi64>) -> tensor<2x17xi64>
    %115 = stablehlo.slice %114 [0:2, 0:16] : (tensor<2x17xi64>) -> tensor<2x16xi64>
    %116 = stablehlo.subtract %78, %115 : tensor<2x16xi64>
    %117 = stablehlo.compare  NE, %116, %c : (tensor<2x16xi64>, tensor<2x16xi64>) -> tensor<2x16xi1>
    %118 = stablehlo.convert %117 : (tensor<2x16xi1>) -> tensor<2x16xui8>
    %119 = "stablehlo.reduce_window"(%118, %c_19) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg31: tensor<ui8>, %arg32: tensor<ui8>):
      %249 = stablehlo.add %arg31, %arg32 : tensor<ui8>
      stablehlo.return %249 : tensor<ui8>
    }) : (tensor<2x16xui8>, tensor<ui8>) -> tensor<2x16xui8>
    %120 = "stablehlo.gather"(%119, %103) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xui8>
    %121 = stablehlo.reshape %120 : (tensor<2x1x16x1xui8>) -> tensor<2x1x16xui8>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %123 = "stablehlo.gather"(%119, %89) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xui8>
    %124 = stablehlo.reshape %123 : (tensor<2x1x1x16xui8>) -> tensor<2x1x16xui8>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 3] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %126 = stablehlo.compare  EQ, %122, %125 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %127 = stablehlo.convert %126 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %128 = stablehlo.and %111, %127 : tensor<2x1x16x16xui8>
    %129 = stablehlo.compare  NE, %128, %c_20 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %130 = stablehlo.select %129, %cst_0, %cst : tensor<2x1x16x16xi1>, tensor<2x1x16x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x1x16x16xf32>) -> tensor<2x16x16xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 2, 3] : (tensor<2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %133 = stablehlo.add %75, %132 : tensor<2x4x16x16xf32>
    %134 = stablehlo.reduce(%133 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %136 = stablehlo.subtract %133, %135 : tensor<2x4x16x16xf32>
    %137 = stablehlo.exponential %136 : tensor<2x4x16x16xf32>
    %138 = stablehlo.reduce(%137 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %140 = stablehlo.divide %137, %139 : tensor<2x4x16x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %142 = stablehlo.slice %37 [0:2, 0:4, 0:16, 32:48] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %144 = stablehlo.dot_general %141, %143, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %145 = stablehlo.reshape %144 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %146 = stablehlo.transpose %145, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %148 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %149 = stablehlo.dot_general %147, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %151 = stablehlo.add %149, %150 : tensor<32x64xf32>
    %152 = stablehlo.reshape %151 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %153 = stablehlo.add %26, %152 : tensor<2x16x64xf32>
    %154 = stablehlo.add %153, %3 : tensor<2x16x64xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%155, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %156 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %157 = stablehlo.reshape %output_23 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %159 = stablehlo.multiply %157, %158 : tensor<2x16x64xf32>
    %160 = stablehlo.add %156, %159 : tensor<2x16x64xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %162 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %163 = stablehlo.dot_general %161, %162, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %164 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %165 = stablehlo.add %163, %164 : tensor<32x128xf32>
    %166 = stablehlo.reshape %165 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %167 = stablehlo.multiply %166, %cst_15 : tensor<2x16x128xf32>
    %168 = stablehlo.multiply %166, %cst_14 : tensor<2x16x128xf32>
    %169 = stablehlo.custom_call @mhlo.erf(%168) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %170 = stablehlo.add %169, %cst_13 : tensor<2x16x128xf32>
    %171 = stablehlo.multiply %167, %170 : tensor<2x16x128xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %173 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %174 = stablehlo.dot_general %172, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %175 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %176 = stablehlo.add %174, %175 : tensor<32x64xf32>
    %177 = stablehlo.reshape %176 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %178 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %179 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %180 = stablehlo.multiply %157, %179 : tensor<2x16x64xf32>
    %181 = stablehlo.add %178, %180 : tensor<2x16x64xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %183 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,192]{0,1}"} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %185 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %186 = stablehlo.add %184, %185 : tensor<32x192xf32>
    %187 = stablehlo.reshape %186 : (tensor<32x192xf32>) -> tensor<2x16x4x48xf32>
    %188 = stablehlo.transpose %187, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,48]{3,1,2,0}"} : (tensor<2x16x4x48xf32>) -> tensor<2x4x16x48xf32>
    %189 = stablehlo.slice %188 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %190 = stablehlo.slice %189 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x4xf32>
    %191 = stablehlo.multiply %190, %46 : tensor<2x4x16x4xf32>
    %192 = stablehlo.slice %190 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %193 = stablehlo.negate %192 : tensor<2x4x16x2xf32>
    %194 = stablehlo.slice %190 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %195 = stablehlo.concatenate %193, %194, dim = 3 : (tensor<2x4x16x2xf32>, tensor<2x4x16x2xf32>) -> tensor<2x4x16x4xf32>
    %196 = stablehlo.multiply %195, %54 : tensor<2x4x16x4xf32>
    %197 = stablehlo.add %191, %196 : tensor<2x4x16x4xf32>
    %198 = stablehlo.slice %189 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x12xf32>
    %199 = stablehlo.concatenate %197, %198, dim = 3 : (tensor<2x4x16x4xf32>, tensor<2x4x16x12xf32>) -> tensor<2x4x16x16xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %201 = stablehlo.slice %188 [0:2, 0:4, 0:16, 16:32] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %202 = stablehlo.slice %201 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x4xf32>
    %203 = stablehlo.multiply %202, %46 : tensor<2x4x16x4xf32>
    %204 = stablehlo.slice %202 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %205 = stablehlo.negate %204 : tensor<2x4x16x2xf32>
    %206 = stablehlo.slice %202 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x2xf32>
    %207 = stablehlo.concatenate %205, %206, dim = 3 : (tensor<2x4x16x2xf32>, tensor<2x4x16x2xf32>) -> tensor<2x4x16x4xf32>
    %208 = stablehlo.multiply %207, %54 : tensor<2x4x16x4xf32>
    %209 = stablehlo.add %203, %208 : tensor<2x4x16x4xf32>
    %210 = stablehlo.slice %201 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x12xf32>
    %211 = stablehlo.concatenate %209, %210, dim = 3 : (tensor<2x4x16x4xf32>, tensor<2x4x16x12xf32>) -> tensor<2x4x16x16xf32>
    %212 = stablehlo.transpose %211, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %214 = stablehlo.dot_general %200, %213, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %215 = stablehlo.reshape %214 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %216 = stablehlo.multiply %215, %cst_11 : tensor<2x4x16x16xf32>
    %217 = stablehlo.add %216, %132 : tensor<2x4x16x16xf32>
    %218 = stablehlo.reduce(%217 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %220 = stablehlo.subtract %217, %219 : tensor<2x4x16x16xf32>
    %221 = stablehlo.exponential %220 : tensor<2x4x16x16xf32>
    %222 = stablehlo.reduce(%221 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %224 = stablehlo.divide %221, %223 : tensor<2x4x16x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %226 = stablehlo.slice %188 [0:2, 0:4, 0:16, 32:48] : (tensor<2x4x16x48xf32>) -> tensor<2x4x16x16xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %228 = stablehlo.dot_general %225, %227, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %229 = stablehlo.reshape %228 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %232 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %233 = stablehlo.dot_general %231, %232, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %234 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %235 = stablehlo.add %233, %234 : tensor<32x64xf32>
    %236 = stablehlo.reshape %235 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %237 = stablehlo.add %177, %236 : tensor<2x16x64xf32>
    %238 = stablehlo.add %237, %154 : tensor<2x16x64xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%239, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %240 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %241 = stablehlo.reshape %output_26 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %242 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<2x16x64xf32>
    %244 = stablehlo.add %240, %243 : tensor<2x16x64xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %246 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %247 = stablehlo.dot_general %245, %246, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %248 = stablehlo.reshape %247 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    return %248 : tensor<2x16x256xf32>
  }
}
