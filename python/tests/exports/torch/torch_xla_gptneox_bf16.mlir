module @IrToHlo.766 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<256x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<2x16xi64>, %arg3: tensor<256x64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<192xbf16>, %arg7: tensor<192x64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<i1>, %arg11: tensor<2xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<64x128xbf16>, %arg14: tensor<128xbf16>, %arg15: tensor<128x64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<192xbf16>, %arg21: tensor<192x64xbf16>, %arg22: tensor<64xbf16>, %arg23: tensor<64xbf16>, %arg24: tensor<64xbf16>, %arg25: tensor<64x128xbf16>, %arg26: tensor<128xbf16>, %arg27: tensor<128x64xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<64xbf16>, %arg30: tensor<64xbf16>) -> tensor<2x16x256xbf16> {
    %cst = stablehlo.constant dense<-3.389530e+38> : tensor<2x1x16x16xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x16x16xbf16>
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
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x128xbf16>
    %cst_14 = stablehlo.constant dense<7.070310e-01> : tensor<2x16x128xbf16>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x128xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<32xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<32xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_20 = stablehlo.constant dense<0> : tensor<ui8>
    %c_21 = stablehlo.constant dense<0> : tensor<2x1x16x16xui8>
    %c_22 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %0 = stablehlo.reshape %arg2 : (tensor<2x16xi64>) -> tensor<32xi64>
    %1 = stablehlo.convert %0 : (tensor<32xi64>) -> tensor<32xui32>
    %2 = "stablehlo.gather"(%arg3, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xbf16>, tensor<32xui32>) -> tensor<32x64xbf16>
    %3 = stablehlo.reshape %2 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %4 = stablehlo.reshape %2 : (tensor<32x64xbf16>) -> tensor<1x32x64xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %5 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %6 = stablehlo.reshape %output : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %7 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %8 = stablehlo.multiply %6, %7 : tensor<2x16x64xbf16>
    %9 = stablehlo.add %5, %8 : tensor<2x16x64xbf16>
    %10 = stablehlo.reshape %9 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %11 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,128]{0,1}"} : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %13 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<128xbf16>) -> tensor<32x128xbf16>
    %14 = stablehlo.add %12, %13 : tensor<32x128xbf16>
    %15 = stablehlo.reshape %14 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %16 = stablehlo.multiply %15, %cst_15 : tensor<2x16x128xbf16>
    %17 = stablehlo.multiply %15, %cst_14 : tensor<2x16x128xbf16>
    %18 = stablehlo.custom_call @mhlo.erf(%17) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %19 = stablehlo.add %18, %cst_13 : tensor<2x16x128xbf16>
    %20 = stablehlo.multiply %16, %19 : tensor<2x16x128xbf16>
    %21 = stablehlo.reshape %20 : (tensor<2x16x128xbf16>) -> tensor<32x128xbf16>
    %22 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,64]{0,1}"} : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x64xbf16>) -> tensor<32x64xbf16>
    %24 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<64xbf16>) -> tensor<32x64xbf16>
    %25 = stablehlo.add %23, %24 : tensor<32x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %27 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %28 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %29 = stablehlo.multiply %6, %28 : tensor<2x16x64xbf16>
    %30 = stablehlo.add %27, %29 : tensor<2x16x64xbf16>
    %31 = stablehlo.reshape %30 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %32 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,192]{0,1}"} : (tensor<192x64xbf16>) -> tensor<64x192xbf16>
    %33 = stablehlo.dot_general %31, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x192xbf16>) -> tensor<32x192xbf16>
    %34 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<192xbf16>) -> tensor<32x192xbf16>
    %35 = stablehlo.add %33, %34 : tensor<32x192xbf16>
    %36 = stablehlo.reshape %35 : (tensor<32x192xbf16>) -> tensor<2x16x4x48xbf16>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,48]{3,1,2,0}"} : (tensor<2x16x4x48xbf16>) -> tensor<2x4x16x48xbf16>
    %38 = stablehlo.slice %37 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %39 = stablehlo.slice %38 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x4xbf16>
    %40 = stablehlo.convert %39 : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x4xf32>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x2xf32>
    %42 = stablehlo.convert %arg11 : (tensor<2xbf16>) -> tensor<2xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [2] : (tensor<2xf32>) -> tensor<1x16x2xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<1x16x2xf32>
    %45 = stablehlo.concatenate %44, %44, dim = 2 : (tensor<1x16x2xf32>, tensor<1x16x2xf32>) -> tensor<1x16x4xf32>
    %46 = stablehlo.cosine %45 : tensor<1x16x4xf32>
    %47 = stablehlo.convert %46 : (tensor<1x16x4xf32>) -> tensor<1x16x4xbf16>
    %48 = stablehlo.reshape %47 : (tensor<1x16x4xbf16>) -> tensor<1x1x16x4xbf16>
    %49 = stablehlo.convert %48 : (tensor<1x1x16x4xbf16>) -> tensor<1x1x16x4xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x1x16x4xf32>) -> tensor<16x4xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [2, 3] : (tensor<16x4xf32>) -> tensor<2x4x16x4xf32>
    %52 = stablehlo.multiply %40, %51 : tensor<2x4x16x4xf32>
    %53 = stablehlo.convert %52 : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x4xbf16>
    %54 = stablehlo.slice %39 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %55 = stablehlo.negate %54 : tensor<2x4x16x2xbf16>
    %56 = stablehlo.slice %39 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %57 = stablehlo.concatenate %55, %56, dim = 3 : (tensor<2x4x16x2xbf16>, tensor<2x4x16x2xbf16>) -> tensor<2x4x16x4xbf16>
    %58 = stablehlo.convert %57 : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x4xf32>
    %59 = stablehlo.sine %45 : tensor<1x16x4xf32>
    %60 = stablehlo.convert %59 : (tensor<1x16x4xf32>) -> tensor<1x16x4xbf16>
    %61 = stablehlo.reshape %60 : (tensor<1x16x4xbf16>) -> tensor<1x1x16x4xbf16>
    %62 = stablehlo.convert %61 : (tensor<1x1x16x4xbf16>) -> tensor<1x1x16x4xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x1x16x4xf32>) -> tensor<16x4xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [2, 3] : (tensor<16x4xf32>) -> tensor<2x4x16x4xf32>
    %65 = stablehlo.multiply %58, %64 : tensor<2x4x16x4xf32>
    %66 = stablehlo.convert %65 : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x4xbf16>
    %67 = stablehlo.add %53, %66 : tensor<2x4x16x4xbf16>
    %68 = stablehlo.slice %38 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x12xbf16>
    %69 = stablehlo.concatenate %67, %68, dim = 3 : (tensor<2x4x16x4xbf16>, tensor<2x4x16x12xbf16>) -> tensor<2x4x16x16xbf16>
    %70 = stablehlo.reshape %69 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %71 = stablehlo.slice %37 [0:2, 0:4, 0:16, 16:32] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %72 = stablehlo.slice %71 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x4xbf16>
    %73 = stablehlo.convert %72 : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x4xf32>
    %74 = stablehlo.multiply %73, %51 : tensor<2x4x16x4xf32>
    %75 = stablehlo.convert %74 : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x4xbf16>
    %76 = stablehlo.slice %72 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %77 = stablehlo.negate %76 : tensor<2x4x16x2xbf16>
    %78 = stablehlo.slice %72 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %79 = stablehlo.concatenate %77, %78, dim = 3 : (tensor<2x4x16x2xbf16>, tensor<2x4x16x2xbf16>) -> tensor<2x4x16x4xbf16>
    %80 = stablehlo.convert %79 : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x4xf32>
    %81 = stablehlo.multiply %80, %64 : tensor<2x4x16x4xf32>
    %82 = stablehlo.convert %81 : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x4xbf16>
    %83 = stablehlo.add %75, %82 : tensor<2x4x16x4xbf16>
    %84 = stablehlo.slice %71 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x12xbf16>
    %85 = stablehlo.concatenate %83, %84, dim = 3 : (tensor<2x4x16x4xbf16>, tensor<2x4x16x12xbf16>) -> tensor<2x4x16x16xbf16>
    %86 = stablehlo.transpose %85, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %87 = stablehlo.reshape %86 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %88 = stablehlo.dot_general %70, %87, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %89 = stablehlo.reshape %88 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %90 = stablehlo.convert %89 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %91 = stablehlo.multiply %90, %cst_11 : tensor<2x4x16x16xf32>
    %92 = stablehlo.convert %91 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %93 = stablehlo.convert %arg10 : (tensor<i1>) -> tensor<ui8>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<ui8>) -> tensor<2x1x16x16xui8>
    %95 = stablehlo.broadcast_in_dim %c_22, dims = [1] : (tensor<16xi64>) -> tensor<2x16xi64>
    %96 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x16xi64>
    %97 = stablehlo.compare  LT, %96, %c_9 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %98 = stablehlo.add %96, %c_8 : tensor<2x1x1x16xi64>
    %99 = stablehlo.select %97, %98, %96 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %100 = stablehlo.reshape %99 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %101 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x16xi64>) -> tensor<2x1x1x16xi64>
    %102 = stablehlo.compare  LT, %101, %c_9 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %103 = stablehlo.add %101, %c_6 : tensor<2x1x1x16xi64>
    %104 = stablehlo.select %102, %103, %101 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %105 = stablehlo.reshape %104 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %106 = stablehlo.concatenate %100, %105, dim = 4 : (tensor<2x1x1x16x1xi64>, tensor<2x1x1x16x1xi64>) -> tensor<2x1x1x16x2xi64>
    %107 = "stablehlo.gather"(%95, %106) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xi64>
    %108 = stablehlo.reshape %107 : (tensor<2x1x1x16xi64>) -> tensor<2x1x16xi64>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 3] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %110 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x16x1xi64>
    %111 = stablehlo.compare  LT, %110, %c_5 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %112 = stablehlo.add %110, %c_4 : tensor<2x1x16x1xi64>
    %113 = stablehlo.select %111, %112, %110 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %114 = stablehlo.reshape %113 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %115 = stablehlo.broadcast_in_dim %c_3, dims = [1, 2, 3] : (tensor<1x16x1xi64>) -> tensor<2x1x16x1xi64>
    %116 = stablehlo.compare  LT, %115, %c_5 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %117 = stablehlo.add %115, %c_2 : tensor<2x1x16x1xi64>
    %118 = stablehlo.select %116, %117, %115 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %119 = stablehlo.reshape %118 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %120 = stablehlo.concatenate %114, %119, dim = 4 : (tensor<2x1x16x1x1xi64>, tensor<2x1x16x1x1xi64>) -> tensor<2x1x16x1x2xi64>
    %121 = "stablehlo.gather"(%95, %120) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xi64>
    %122 = stablehlo.reshape %121 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16xi64>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %124 = stablehlo.compare  LE, %109, %123 : (tensor<2x1x16x16xi64>, tensor<2x1x16x16xi64>) -> tensor<2x1x16x16xi1>
    %125 = stablehlo.convert %124 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %126 = stablehlo.and %94, %125 : tensor<2x1x16x16xui8>
    %127 = stablehlo.compare  NE, %126, %c_21 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %128 = stablehlo.convert %127 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %129 = stablehlo.slice %95 [0:2, 0:1] : (tensor<2x16xi64>) -> tensor<2x1xi64>
    %130 = stablehlo.subtract %129, %c_1 : tensor<2x1xi64>
    %131 = stablehlo.concatenate %130, %95, dim = 1 : (tensor<2x1xi64>, tensor<2x16xi64>) -> tensor<2x17xi64>
    %132 = stablehlo.slice %131 [0:2, 0:16] : (tensor<2x17xi64>) -> tensor<2x16xi64>
    %133 = stablehlo.subtract %95, %132 : tensor<2x16xi64>
    %134 = stablehlo.compare  NE, %133, %c : (tensor<2x16xi64>, tensor<2x16xi64>) -> tensor<2x16xi1>
    %135 = stablehlo.convert %134 : (tensor<2x16xi1>) -> tensor<2x16xui8>
    %136 = "stablehlo.reduce_window"(%135, %c_20) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg31: tensor<ui8>, %arg32: tensor<ui8>):
      %280 = stablehlo.add %arg31, %arg32 : tensor<ui8>
      stablehlo.return %280 : tensor<ui8>
    }) : (tensor<2x16xui8>, tensor<ui8>) -> tensor<2x16xui8>
    %137 = "stablehlo.gather"(%136, %120) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xui8>
    %138 = stablehlo.reshape %137 : (tensor<2x1x16x1xui8>) -> tensor<2x1x16xui8>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %140 = "stablehlo.gather"(%136, %106) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xui8>
    %141 = stablehlo.reshape %140 : (tensor<2x1x1x16xui8>) -> tensor<2x1x16xui8>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 3] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %143 = stablehlo.compare  EQ, %139, %142 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %144 = stablehlo.convert %143 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %145 = stablehlo.and %128, %144 : tensor<2x1x16x16xui8>
    %146 = stablehlo.compare  NE, %145, %c_21 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %147 = stablehlo.select %146, %cst_0, %cst : tensor<2x1x16x16xi1>, tensor<2x1x16x16xbf16>
    %148 = stablehlo.reshape %147 : (tensor<2x1x16x16xbf16>) -> tensor<2x16x16xbf16>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %150 = stablehlo.add %92, %149 : tensor<2x4x16x16xbf16>
    %151 = stablehlo.convert %150 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %152 = stablehlo.reduce(%151 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %154 = stablehlo.subtract %151, %153 : tensor<2x4x16x16xf32>
    %155 = stablehlo.exponential %154 : tensor<2x4x16x16xf32>
    %156 = stablehlo.reduce(%155 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %158 = stablehlo.divide %155, %157 : tensor<2x4x16x16xf32>
    %159 = stablehlo.convert %158 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %160 = stablehlo.reshape %159 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %161 = stablehlo.slice %37 [0:2, 0:4, 0:16, 32:48] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %162 = stablehlo.reshape %161 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %163 = stablehlo.dot_general %160, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %164 = stablehlo.reshape %163 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %166 = stablehlo.reshape %165 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %167 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %168 = stablehlo.dot_general %166, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %169 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xbf16>) -> tensor<32x64xbf16>
    %170 = stablehlo.add %168, %169 : tensor<32x64xbf16>
    %171 = stablehlo.reshape %170 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %172 = stablehlo.add %26, %171 : tensor<2x16x64xbf16>
    %173 = stablehlo.add %172, %3 : tensor<2x16x64xbf16>
    %174 = stablehlo.reshape %173 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%174, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %175 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %176 = stablehlo.reshape %output_23 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %177 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %178 = stablehlo.multiply %176, %177 : tensor<2x16x64xbf16>
    %179 = stablehlo.add %175, %178 : tensor<2x16x64xbf16>
    %180 = stablehlo.reshape %179 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %181 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,128]{0,1}"} : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %182 = stablehlo.dot_general %180, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %183 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<128xbf16>) -> tensor<32x128xbf16>
    %184 = stablehlo.add %182, %183 : tensor<32x128xbf16>
    %185 = stablehlo.reshape %184 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %186 = stablehlo.multiply %185, %cst_15 : tensor<2x16x128xbf16>
    %187 = stablehlo.multiply %185, %cst_14 : tensor<2x16x128xbf16>
    %188 = stablehlo.custom_call @mhlo.erf(%187) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %189 = stablehlo.add %188, %cst_13 : tensor<2x16x128xbf16>
    %190 = stablehlo.multiply %186, %189 : tensor<2x16x128xbf16>
    %191 = stablehlo.reshape %190 : (tensor<2x16x128xbf16>) -> tensor<32x128xbf16>
    %192 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,64]{0,1}"} : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %193 = stablehlo.dot_general %191, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x64xbf16>) -> tensor<32x64xbf16>
    %194 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<64xbf16>) -> tensor<32x64xbf16>
    %195 = stablehlo.add %193, %194 : tensor<32x64xbf16>
    %196 = stablehlo.reshape %195 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %197 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %198 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %199 = stablehlo.multiply %176, %198 : tensor<2x16x64xbf16>
    %200 = stablehlo.add %197, %199 : tensor<2x16x64xbf16>
    %201 = stablehlo.reshape %200 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %202 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,192]{0,1}"} : (tensor<192x64xbf16>) -> tensor<64x192xbf16>
    %203 = stablehlo.dot_general %201, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x192xbf16>) -> tensor<32x192xbf16>
    %204 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<192xbf16>) -> tensor<32x192xbf16>
    %205 = stablehlo.add %203, %204 : tensor<32x192xbf16>
    %206 = stablehlo.reshape %205 : (tensor<32x192xbf16>) -> tensor<2x16x4x48xbf16>
    %207 = stablehlo.transpose %206, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,48]{3,1,2,0}"} : (tensor<2x16x4x48xbf16>) -> tensor<2x4x16x48xbf16>
    %208 = stablehlo.slice %207 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %209 = stablehlo.slice %208 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x4xbf16>
    %210 = stablehlo.convert %209 : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x4xf32>
    %211 = stablehlo.multiply %210, %51 : tensor<2x4x16x4xf32>
    %212 = stablehlo.convert %211 : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x4xbf16>
    %213 = stablehlo.slice %209 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %214 = stablehlo.negate %213 : tensor<2x4x16x2xbf16>
    %215 = stablehlo.slice %209 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %216 = stablehlo.concatenate %214, %215, dim = 3 : (tensor<2x4x16x2xbf16>, tensor<2x4x16x2xbf16>) -> tensor<2x4x16x4xbf16>
    %217 = stablehlo.convert %216 : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x4xf32>
    %218 = stablehlo.multiply %217, %64 : tensor<2x4x16x4xf32>
    %219 = stablehlo.convert %218 : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x4xbf16>
    %220 = stablehlo.add %212, %219 : tensor<2x4x16x4xbf16>
    %221 = stablehlo.slice %208 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x12xbf16>
    %222 = stablehlo.concatenate %220, %221, dim = 3 : (tensor<2x4x16x4xbf16>, tensor<2x4x16x12xbf16>) -> tensor<2x4x16x16xbf16>
    %223 = stablehlo.reshape %222 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %224 = stablehlo.slice %207 [0:2, 0:4, 0:16, 16:32] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %225 = stablehlo.slice %224 [0:2, 0:4, 0:16, 0:4] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x4xbf16>
    %226 = stablehlo.convert %225 : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x4xf32>
    %227 = stablehlo.multiply %226, %51 : tensor<2x4x16x4xf32>
    %228 = stablehlo.convert %227 : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x4xbf16>
    %229 = stablehlo.slice %225 [0:2, 0:4, 0:16, 2:4] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %230 = stablehlo.negate %229 : tensor<2x4x16x2xbf16>
    %231 = stablehlo.slice %225 [0:2, 0:4, 0:16, 0:2] : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x2xbf16>
    %232 = stablehlo.concatenate %230, %231, dim = 3 : (tensor<2x4x16x2xbf16>, tensor<2x4x16x2xbf16>) -> tensor<2x4x16x4xbf16>
    %233 = stablehlo.convert %232 : (tensor<2x4x16x4xbf16>) -> tensor<2x4x16x4xf32>
    %234 = stablehlo.multiply %233, %64 : tensor<2x4x16x4xf32>
    %235 = stablehlo.convert %234 : (tensor<2x4x16x4xf32>) -> tensor<2x4x16x4xbf16>
    %236 = stablehlo.add %228, %235 : tensor<2x4x16x4xbf16>
    %237 = stablehlo.slice %224 [0:2, 0:4, 0:16, 4:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x12xbf16>
    %238 = stablehlo.concatenate %236, %237, dim = 3 : (tensor<2x4x16x4xbf16>, tensor<2x4x16x12xbf16>) -> tensor<2x4x16x16xbf16>
    %239 = stablehlo.transpose %238, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %240 = stablehlo.reshape %239 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %241 = stablehlo.dot_general %223, %240, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %242 = stablehlo.reshape %241 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %243 = stablehlo.convert %242 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %244 = stablehlo.multiply %243, %cst_11 : tensor<2x4x16x16xf32>
    %245 = stablehlo.convert %244 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %246 = stablehlo.add %245, %149 : tensor<2x4x16x16xbf16>
    %247 = stablehlo.convert %246 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %248 = stablehlo.reduce(%247 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %250 = stablehlo.subtract %247, %249 : tensor<2x4x16x16xf32>
    %251 = stablehlo.exponential %250 : tensor<2x4x16x16xf32>
    %252 = stablehlo.reduce(%251 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %254 = stablehlo.divide %251, %253 : tensor<2x4x16x16xf32>
    %255 = stablehlo.convert %254 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %256 = stablehlo.reshape %255 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %257 = stablehlo.slice %207 [0:2, 0:4, 0:16, 32:48] : (tensor<2x4x16x48xbf16>) -> tensor<2x4x16x16xbf16>
    %258 = stablehlo.reshape %257 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %259 = stablehlo.dot_general %256, %258, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %260 = stablehlo.reshape %259 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %261 = stablehlo.transpose %260, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %262 = stablehlo.reshape %261 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %263 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %264 = stablehlo.dot_general %262, %263, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %265 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<64xbf16>) -> tensor<32x64xbf16>
    %266 = stablehlo.add %264, %265 : tensor<32x64xbf16>
    %267 = stablehlo.reshape %266 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %268 = stablehlo.add %196, %267 : tensor<2x16x64xbf16>
    %269 = stablehlo.add %268, %173 : tensor<2x16x64xbf16>
    %270 = stablehlo.reshape %269 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%270, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %271 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %272 = stablehlo.reshape %output_26 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %273 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %274 = stablehlo.multiply %272, %273 : tensor<2x16x64xbf16>
    %275 = stablehlo.add %271, %274 : tensor<2x16x64xbf16>
    %276 = stablehlo.reshape %275 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %277 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %278 = stablehlo.dot_general %276, %277, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %279 = stablehlo.reshape %278 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    return %279 : tensor<2x16x256xbf16>
  }
}
