module @IrToHlo.672 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<256x64xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<128x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<128x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<2x16xi64>, %arg10: tensor<256x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<i1>, %arg13: tensor<8xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<128x64xf32>, %arg23: tensor<64xf32>) -> tensor<2x16x256xf32> {
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
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_17 = stablehlo.constant dense<0> : tensor<ui8>
    %c_18 = stablehlo.constant dense<0> : tensor<2x1x16x16xui8>
    %c_19 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.reshape %arg9 : (tensor<2x16xi64>) -> tensor<32xi64>
    %2 = stablehlo.convert %1 : (tensor<32xi64>) -> tensor<32xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<32xui32>) -> tensor<32x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %5 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %6 = stablehlo.power %4, %cst_15 : tensor<2x16x64xf32>
    %7 = stablehlo.reduce(%6 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.multiply %7, %cst_14 : tensor<2x16xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.add %9, %cst_13 : tensor<2x16x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x16x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x16x64xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %17 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.broadcast_in_dim %cst_12, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x8xf32>
    %22 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<8xf32>) -> tensor<1x16x8xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x16x8xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x16x8xf32>, tensor<1x16x8xf32>) -> tensor<1x16x16xf32>
    %25 = stablehlo.cosine %24 : tensor<1x16x16xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x4x16x16xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<2x4x16x16xf32>
    %29 = stablehlo.slice %20 [0:2, 0:4, 0:16, 8:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32>
    %30 = stablehlo.negate %29 : tensor<2x4x16x8xf32>
    %31 = stablehlo.slice %20 [0:2, 0:4, 0:16, 0:8] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32>
    %32 = stablehlo.concatenate %30, %31, dim = 3 : (tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) -> tensor<2x4x16x16xf32>
    %33 = stablehlo.sine %24 : tensor<1x16x16xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x4x16x16xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<2x4x16x16xf32>
    %37 = stablehlo.add %28, %36 : tensor<2x4x16x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %39 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %40 = stablehlo.dot_general %16, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.reshape %40 : (tensor<32x32xf32>) -> tensor<2x16x2x16xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %43 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x2x16x16xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x2x16x16xf32>
    %45 = stablehlo.slice %42 [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
    %46 = stablehlo.negate %45 : tensor<2x2x16x8xf32>
    %47 = stablehlo.slice %42 [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
    %48 = stablehlo.concatenate %46, %47, dim = 3 : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32>
    %49 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x2x16x16xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<2x2x16x16xf32>
    %51 = stablehlo.add %44, %50 : tensor<2x2x16x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3, 4] : (tensor<2x2x16x16xf32>) -> tensor<2x2x2x16x16xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x2x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %54 = stablehlo.transpose %53, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %56 = stablehlo.dot_general %38, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %58 = stablehlo.multiply %57, %cst_11 : tensor<2x4x16x16xf32>
    %59 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui8>) -> tensor<2x1x16x16xui8>
    %61 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<16xi64>) -> tensor<2x16xi64>
    %62 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x16xi64>
    %63 = stablehlo.compare  LT, %62, %c_9 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %64 = stablehlo.add %62, %c_8 : tensor<2x1x1x16xi64>
    %65 = stablehlo.select %63, %64, %62 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %66 = stablehlo.reshape %65 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %67 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x16xi64>) -> tensor<2x1x1x16xi64>
    %68 = stablehlo.compare  LT, %67, %c_9 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %69 = stablehlo.add %67, %c_6 : tensor<2x1x1x16xi64>
    %70 = stablehlo.select %68, %69, %67 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %71 = stablehlo.reshape %70 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %72 = stablehlo.concatenate %66, %71, dim = 4 : (tensor<2x1x1x16x1xi64>, tensor<2x1x1x16x1xi64>) -> tensor<2x1x1x16x2xi64>
    %73 = "stablehlo.gather"(%61, %72) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xi64>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x16xi64>) -> tensor<2x1x16xi64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %76 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x16x1xi64>
    %77 = stablehlo.compare  LT, %76, %c_5 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %78 = stablehlo.add %76, %c_4 : tensor<2x1x16x1xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %81 = stablehlo.broadcast_in_dim %c_3, dims = [1, 2, 3] : (tensor<1x16x1xi64>) -> tensor<2x1x16x1xi64>
    %82 = stablehlo.compare  LT, %81, %c_5 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %83 = stablehlo.add %81, %c_2 : tensor<2x1x16x1xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %86 = stablehlo.concatenate %80, %85, dim = 4 : (tensor<2x1x16x1x1xi64>, tensor<2x1x16x1x1xi64>) -> tensor<2x1x16x1x2xi64>
    %87 = "stablehlo.gather"(%61, %86) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xi64>
    %88 = stablehlo.reshape %87 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16xi64>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %90 = stablehlo.compare  LE, %75, %89 : (tensor<2x1x16x16xi64>, tensor<2x1x16x16xi64>) -> tensor<2x1x16x16xi1>
    %91 = stablehlo.convert %90 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %92 = stablehlo.and %60, %91 : tensor<2x1x16x16xui8>
    %93 = stablehlo.compare  NE, %92, %c_18 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %94 = stablehlo.convert %93 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %95 = stablehlo.slice %61 [0:2, 0:1] : (tensor<2x16xi64>) -> tensor<2x1xi64>
    %96 = stablehlo.subtract %95, %c_1 : tensor<2x1xi64>
    %97 = stablehlo.concatenate %96, %61, dim = 1 : (tensor<2x1xi64>, tensor<2x16xi64>) -> tensor<2x17xi64>
    %98 = stablehlo.slice %97 [0:2, 0:16] : (tensor<2x17xi64>) -> tensor<2x16xi64>
    %99 = stablehlo.subtract %61, %98 : tensor<2x16xi64>
    %100 = stablehlo.compare  NE, %99, %c : (tensor<2x16xi64>, tensor<2x16xi64>) -> tensor<2x16xi1>
    %101 = stablehlo.convert %100 : (tensor<2x16xi1>) -> tensor<2x16xui8>
    %102 = "stablehlo.reduce_window"(%101, %c_17) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg24: tensor<ui8>, %arg25: tensor<ui8>):
      %270 = stablehlo.add %arg24, %arg25 : tensor<ui8>
      stablehlo.return %270 : tensor<ui8>
    }) : (tensor<2x16xui8>, tensor<ui8>) -> tensor<2x16xui8>
    %103 = "stablehlo.gather"(%102, %86) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xui8>
    %104 = stablehlo.reshape %103 : (tensor<2x1x16x1xui8>) -> tensor<2x1x16xui8>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %106 = "stablehlo.gather"(%102, %72) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x16xui8>) -> tensor<2x1x16xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %109 = stablehlo.compare  EQ, %105, %108 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %110 = stablehlo.convert %109 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %111 = stablehlo.and %94, %110 : tensor<2x1x16x16xui8>
    %112 = stablehlo.compare  NE, %111, %c_18 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %113 = stablehlo.select %112, %cst_0, %cst : tensor<2x1x16x16xi1>, tensor<2x1x16x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x1x16x16xf32>) -> tensor<2x16x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 2, 3] : (tensor<2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %116 = stablehlo.add %58, %115 : tensor<2x4x16x16xf32>
    %117 = stablehlo.reduce(%116 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %119 = stablehlo.subtract %116, %118 : tensor<2x4x16x16xf32>
    %120 = stablehlo.exponential %119 : tensor<2x4x16x16xf32>
    %121 = stablehlo.reduce(%120 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %123 = stablehlo.divide %120, %122 : tensor<2x4x16x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %125 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %126 = stablehlo.dot_general %16, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<32x32xf32>) -> tensor<2x16x2x16xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 3, 4] : (tensor<2x2x16x16xf32>) -> tensor<2x2x2x16x16xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x2x2x16x16xf32>) -> tensor<8x16x16xf32>
    %131 = stablehlo.dot_general %124, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %135 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %138 = stablehlo.add %4, %137 : tensor<2x16x64xf32>
    %139 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %140 = stablehlo.power %138, %cst_15 : tensor<2x16x64xf32>
    %141 = stablehlo.reduce(%140 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %142 = stablehlo.multiply %141, %cst_14 : tensor<2x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %144 = stablehlo.add %143, %cst_13 : tensor<2x16x1xf32>
    %145 = stablehlo.rsqrt %144 : tensor<2x16x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %148 = stablehlo.multiply %138, %147 : tensor<2x16x64xf32>
    %149 = stablehlo.multiply %139, %148 : tensor<2x16x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %151 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %152 = stablehlo.dot_general %150, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %153 = stablehlo.reshape %152 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %154 = stablehlo.logistic %153 : tensor<2x16x128xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<2x16x128xf32>
    %156 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %157 = stablehlo.dot_general %150, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %158 = stablehlo.reshape %157 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %159 = stablehlo.multiply %155, %158 : tensor<2x16x128xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %161 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %163 = stablehlo.reshape %162 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %164 = stablehlo.add %138, %163 : tensor<2x16x64xf32>
    %165 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %166 = stablehlo.power %164, %cst_15 : tensor<2x16x64xf32>
    %167 = stablehlo.reduce(%166 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %168 = stablehlo.multiply %167, %cst_14 : tensor<2x16xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %170 = stablehlo.add %169, %cst_13 : tensor<2x16x1xf32>
    %171 = stablehlo.rsqrt %170 : tensor<2x16x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %174 = stablehlo.multiply %164, %173 : tensor<2x16x64xf32>
    %175 = stablehlo.multiply %165, %174 : tensor<2x16x64xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %177 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %178 = stablehlo.dot_general %176, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %179 = stablehlo.reshape %178 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %180 = stablehlo.transpose %179, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %181 = stablehlo.multiply %180, %27 : tensor<2x4x16x16xf32>
    %182 = stablehlo.slice %180 [0:2, 0:4, 0:16, 8:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32>
    %183 = stablehlo.negate %182 : tensor<2x4x16x8xf32>
    %184 = stablehlo.slice %180 [0:2, 0:4, 0:16, 0:8] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32>
    %185 = stablehlo.concatenate %183, %184, dim = 3 : (tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) -> tensor<2x4x16x16xf32>
    %186 = stablehlo.multiply %185, %35 : tensor<2x4x16x16xf32>
    %187 = stablehlo.add %181, %186 : tensor<2x4x16x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %189 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %190 = stablehlo.dot_general %176, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<32x32xf32>) -> tensor<2x16x2x16xf32>
    %192 = stablehlo.transpose %191, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %193 = stablehlo.multiply %192, %43 : tensor<2x2x16x16xf32>
    %194 = stablehlo.slice %192 [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
    %195 = stablehlo.negate %194 : tensor<2x2x16x8xf32>
    %196 = stablehlo.slice %192 [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
    %197 = stablehlo.concatenate %195, %196, dim = 3 : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32>
    %198 = stablehlo.multiply %197, %49 : tensor<2x2x16x16xf32>
    %199 = stablehlo.add %193, %198 : tensor<2x2x16x16xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 3, 4] : (tensor<2x2x16x16xf32>) -> tensor<2x2x2x16x16xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x2x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %202 = stablehlo.transpose %201, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %204 = stablehlo.dot_general %188, %203, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %205 = stablehlo.reshape %204 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %206 = stablehlo.multiply %205, %cst_11 : tensor<2x4x16x16xf32>
    %207 = stablehlo.add %206, %115 : tensor<2x4x16x16xf32>
    %208 = stablehlo.reduce(%207 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %210 = stablehlo.subtract %207, %209 : tensor<2x4x16x16xf32>
    %211 = stablehlo.exponential %210 : tensor<2x4x16x16xf32>
    %212 = stablehlo.reduce(%211 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %214 = stablehlo.divide %211, %213 : tensor<2x4x16x16xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %216 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %217 = stablehlo.dot_general %176, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<32x32xf32>) -> tensor<2x16x2x16xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 3, 4] : (tensor<2x2x16x16xf32>) -> tensor<2x2x2x16x16xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x2x2x16x16xf32>) -> tensor<8x16x16xf32>
    %222 = stablehlo.dot_general %215, %221, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %223 = stablehlo.reshape %222 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %226 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %227 = stablehlo.dot_general %225, %226, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %228 = stablehlo.reshape %227 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %229 = stablehlo.add %164, %228 : tensor<2x16x64xf32>
    %230 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %231 = stablehlo.power %229, %cst_15 : tensor<2x16x64xf32>
    %232 = stablehlo.reduce(%231 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %233 = stablehlo.multiply %232, %cst_14 : tensor<2x16xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %235 = stablehlo.add %234, %cst_13 : tensor<2x16x1xf32>
    %236 = stablehlo.rsqrt %235 : tensor<2x16x1xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %239 = stablehlo.multiply %229, %238 : tensor<2x16x64xf32>
    %240 = stablehlo.multiply %230, %239 : tensor<2x16x64xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %242 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %243 = stablehlo.dot_general %241, %242, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %244 = stablehlo.reshape %243 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %245 = stablehlo.logistic %244 : tensor<2x16x128xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<2x16x128xf32>
    %247 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %248 = stablehlo.dot_general %241, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %249 = stablehlo.reshape %248 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<2x16x128xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %252 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %253 = stablehlo.dot_general %251, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %254 = stablehlo.reshape %253 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %255 = stablehlo.add %229, %254 : tensor<2x16x64xf32>
    %256 = stablehlo.power %255, %cst_15 : tensor<2x16x64xf32>
    %257 = stablehlo.reduce(%256 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %258 = stablehlo.multiply %257, %cst_14 : tensor<2x16xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %260 = stablehlo.add %259, %cst_13 : tensor<2x16x1xf32>
    %261 = stablehlo.rsqrt %260 : tensor<2x16x1xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %264 = stablehlo.multiply %255, %263 : tensor<2x16x64xf32>
    %265 = stablehlo.multiply %0, %264 : tensor<2x16x64xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %267 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %268 = stablehlo.dot_general %266, %267, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %269 = stablehlo.reshape %268 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    return %269 : tensor<2x16x256xf32>
  }
}
