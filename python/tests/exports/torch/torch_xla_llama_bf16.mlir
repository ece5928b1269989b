module @IrToHlo.742 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<256x64xbf16>, %arg1: tensor<64x128xbf16>, %arg2: tensor<128x64xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<32x64xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<128x64xbf16>, %arg7: tensor<64x64xbf16>, %arg8: tensor<32x64xbf16>, %arg9: tensor<2x16xi64>, %arg10: tensor<256x64xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<i1>, %arg13: tensor<8xbf16>, %arg14: tensor<32x64xbf16>, %arg15: tensor<64x64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<128x64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<32x64xbf16>, %arg20: tensor<64x64xbf16>, %arg21: tensor<64xbf16>, %arg22: tensor<128x64xbf16>, %arg23: tensor<64xbf16>) -> tensor<2x16x256xbf16> {
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
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_17 = stablehlo.constant dense<0> : tensor<ui8>
    %c_18 = stablehlo.constant dense<0> : tensor<2x1x16x16xui8>
    %c_19 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg23 : (tensor<64xbf16>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %2 = stablehlo.reshape %arg9 : (tensor<2x16xi64>) -> tensor<32xi64>
    %3 = stablehlo.convert %2 : (tensor<32xi64>) -> tensor<32xui32>
    %4 = "stablehlo.gather"(%arg10, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xbf16>, tensor<32xui32>) -> tensor<32x64xbf16>
    %5 = stablehlo.reshape %4 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %6 = stablehlo.convert %arg11 : (tensor<64xbf16>) -> tensor<64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.convert %5 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %9 = stablehlo.power %8, %cst_15 : tensor<2x16x64xf32>
    %10 = stablehlo.reduce(%9 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.multiply %10, %cst_14 : tensor<2x16xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.add %12, %cst_13 : tensor<2x16x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x16x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %8, %16 : tensor<2x16x64xf32>
    %18 = stablehlo.convert %17 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.convert %18 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<2x16x64xf32>
    %21 = stablehlo.convert %20 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %23 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %27 = stablehlo.convert %26 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x8xf32>
    %29 = stablehlo.convert %arg13 : (tensor<8xbf16>) -> tensor<8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2] : (tensor<8xf32>) -> tensor<1x16x8xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<1x16x8xf32>
    %32 = stablehlo.concatenate %31, %31, dim = 2 : (tensor<1x16x8xf32>, tensor<1x16x8xf32>) -> tensor<1x16x16xf32>
    %33 = stablehlo.cosine %32 : tensor<1x16x16xf32>
    %34 = stablehlo.convert %33 : (tensor<1x16x16xf32>) -> tensor<1x16x16xbf16>
    %35 = stablehlo.reshape %34 : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %36 = stablehlo.convert %35 : (tensor<1x1x16x16xbf16>) -> tensor<1x1x16x16xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x1x16x16xf32>) -> tensor<16x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x4x16x16xf32>
    %39 = stablehlo.multiply %27, %38 : tensor<2x4x16x16xf32>
    %40 = stablehlo.convert %39 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %41 = stablehlo.slice %26 [0:2, 0:4, 0:16, 8:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x8xbf16>
    %42 = stablehlo.negate %41 : tensor<2x4x16x8xbf16>
    %43 = stablehlo.slice %26 [0:2, 0:4, 0:16, 0:8] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x8xbf16>
    %44 = stablehlo.concatenate %42, %43, dim = 3 : (tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>) -> tensor<2x4x16x16xbf16>
    %45 = stablehlo.convert %44 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %46 = stablehlo.sine %32 : tensor<1x16x16xf32>
    %47 = stablehlo.convert %46 : (tensor<1x16x16xf32>) -> tensor<1x16x16xbf16>
    %48 = stablehlo.reshape %47 : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %49 = stablehlo.convert %48 : (tensor<1x1x16x16xbf16>) -> tensor<1x1x16x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x1x16x16xf32>) -> tensor<16x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x4x16x16xf32>
    %52 = stablehlo.multiply %45, %51 : tensor<2x4x16x16xf32>
    %53 = stablehlo.convert %52 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %54 = stablehlo.add %40, %53 : tensor<2x4x16x16xbf16>
    %55 = stablehlo.reshape %54 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %56 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %57 = stablehlo.dot_general %22, %56, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<32x32xbf16>
    %58 = stablehlo.reshape %57 : (tensor<32x32xbf16>) -> tensor<2x16x2x16xbf16>
    %59 = stablehlo.transpose %58, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xbf16>) -> tensor<2x2x16x16xbf16>
    %60 = stablehlo.convert %59 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,16]{3,1,2,0}"} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x16xf32>
    %61 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x2x16x16xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x2x16x16xf32>
    %63 = stablehlo.convert %62 : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xbf16>
    %64 = stablehlo.slice %59 [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x8xbf16>
    %65 = stablehlo.negate %64 : tensor<2x2x16x8xbf16>
    %66 = stablehlo.slice %59 [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x8xbf16>
    %67 = stablehlo.concatenate %65, %66, dim = 3 : (tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16>) -> tensor<2x2x16x16xbf16>
    %68 = stablehlo.convert %67 : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x16xf32>
    %69 = stablehlo.broadcast_in_dim %50, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x2x16x16xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<2x2x16x16xf32>
    %71 = stablehlo.convert %70 : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xbf16>
    %72 = stablehlo.add %63, %71 : tensor<2x2x16x16xbf16>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 3, 4] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %74 = stablehlo.reshape %73 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %75 = stablehlo.transpose %74, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %76 = stablehlo.reshape %75 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %77 = stablehlo.dot_general %55, %76, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %78 = stablehlo.reshape %77 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %79 = stablehlo.convert %78 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %80 = stablehlo.multiply %79, %cst_11 : tensor<2x4x16x16xf32>
    %81 = stablehlo.convert %80 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %82 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<2x1x16x16xui8>
    %84 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<16xi64>) -> tensor<2x16xi64>
    %85 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x16xi64>
    %86 = stablehlo.compare  LT, %85, %c_9 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %87 = stablehlo.add %85, %c_8 : tensor<2x1x1x16xi64>
    %88 = stablehlo.select %86, %87, %85 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %90 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x16xi64>) -> tensor<2x1x1x16xi64>
    %91 = stablehlo.compare  LT, %90, %c_9 : (tensor<2x1x1x16xi64>, tensor<2x1x1x16xi64>) -> tensor<2x1x1x16xi1>
    %92 = stablehlo.add %90, %c_6 : tensor<2x1x1x16xi64>
    %93 = stablehlo.select %91, %92, %90 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xi64>
    %94 = stablehlo.reshape %93 : (tensor<2x1x1x16xi64>) -> tensor<2x1x1x16x1xi64>
    %95 = stablehlo.concatenate %89, %94, dim = 4 : (tensor<2x1x1x16x1xi64>, tensor<2x1x1x16x1xi64>) -> tensor<2x1x1x16x2xi64>
    %96 = "stablehlo.gather"(%84, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xi64>
    %97 = stablehlo.reshape %96 : (tensor<2x1x1x16xi64>) -> tensor<2x1x16xi64>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 3] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %99 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x16x1xi64>
    %100 = stablehlo.compare  LT, %99, %c_5 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %101 = stablehlo.add %99, %c_4 : tensor<2x1x16x1xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %104 = stablehlo.broadcast_in_dim %c_3, dims = [1, 2, 3] : (tensor<1x16x1xi64>) -> tensor<2x1x16x1xi64>
    %105 = stablehlo.compare  LT, %104, %c_5 : (tensor<2x1x16x1xi64>, tensor<2x1x16x1xi64>) -> tensor<2x1x16x1xi1>
    %106 = stablehlo.add %104, %c_2 : tensor<2x1x16x1xi64>
    %107 = stablehlo.select %105, %106, %104 : tensor<2x1x16x1xi1>, tensor<2x1x16x1xi64>
    %108 = stablehlo.reshape %107 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16x1x1xi64>
    %109 = stablehlo.concatenate %103, %108, dim = 4 : (tensor<2x1x16x1x1xi64>, tensor<2x1x16x1x1xi64>) -> tensor<2x1x16x1x2xi64>
    %110 = "stablehlo.gather"(%84, %109) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xi64>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xi64>
    %111 = stablehlo.reshape %110 : (tensor<2x1x16x1xi64>) -> tensor<2x1x16xi64>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<2x1x16xi64>) -> tensor<2x1x16x16xi64>
    %113 = stablehlo.compare  LE, %98, %112 : (tensor<2x1x16x16xi64>, tensor<2x1x16x16xi64>) -> tensor<2x1x16x16xi1>
    %114 = stablehlo.convert %113 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %115 = stablehlo.and %83, %114 : tensor<2x1x16x16xui8>
    %116 = stablehlo.compare  NE, %115, %c_18 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %117 = stablehlo.convert %116 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %118 = stablehlo.slice %84 [0:2, 0:1] : (tensor<2x16xi64>) -> tensor<2x1xi64>
    %119 = stablehlo.subtract %118, %c_1 : tensor<2x1xi64>
    %120 = stablehlo.concatenate %119, %84, dim = 1 : (tensor<2x1xi64>, tensor<2x16xi64>) -> tensor<2x17xi64>
    %121 = stablehlo.slice %120 [0:2, 0:16] : (tensor<2x17xi64>) -> tensor<2x16xi64>
    %122 = stablehlo.subtract %84, %121 : tensor<2x16xi64>
    %123 = stablehlo.compare  NE, %122, %c : (tensor<2x16xi64>, tensor<2x16xi64>) -> tensor<2x16xi1>
    %124 = stablehlo.convert %123 : (tensor<2x16xi1>) -> tensor<2x16xui8>
    %125 = "stablehlo.reduce_window"(%124, %c_17) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg24: tensor<ui8>, %arg25: tensor<ui8>):
      %336 = stablehlo.add %arg24, %arg25 : tensor<ui8>
      stablehlo.return %336 : tensor<ui8>
    }) : (tensor<2x16xui8>, tensor<ui8>) -> tensor<2x16xui8>
    %126 = "stablehlo.gather"(%125, %109) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x16x1x2xi64>) -> tensor<2x1x16x1xui8>
    %127 = stablehlo.reshape %126 : (tensor<2x1x16x1xui8>) -> tensor<2x1x16xui8>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %129 = "stablehlo.gather"(%125, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x16xui8>, tensor<2x1x1x16x2xi64>) -> tensor<2x1x1x16xui8>
    %130 = stablehlo.reshape %129 : (tensor<2x1x1x16xui8>) -> tensor<2x1x16xui8>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 3] : (tensor<2x1x16xui8>) -> tensor<2x1x16x16xui8>
    %132 = stablehlo.compare  EQ, %128, %131 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %133 = stablehlo.convert %132 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xui8>
    %134 = stablehlo.and %117, %133 : tensor<2x1x16x16xui8>
    %135 = stablehlo.compare  NE, %134, %c_18 : (tensor<2x1x16x16xui8>, tensor<2x1x16x16xui8>) -> tensor<2x1x16x16xi1>
    %136 = stablehlo.select %135, %cst_0, %cst : tensor<2x1x16x16xi1>, tensor<2x1x16x16xbf16>
    %137 = stablehlo.reshape %136 : (tensor<2x1x16x16xbf16>) -> tensor<2x16x16xbf16>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %139 = stablehlo.add %81, %138 : tensor<2x4x16x16xbf16>
    %140 = stablehlo.convert %139 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %141 = stablehlo.reduce(%140 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %143 = stablehlo.subtract %140, %142 : tensor<2x4x16x16xf32>
    %144 = stablehlo.exponential %143 : tensor<2x4x16x16xf32>
    %145 = stablehlo.reduce(%144 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %147 = stablehlo.divide %144, %146 : tensor<2x4x16x16xf32>
    %148 = stablehlo.convert %147 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %149 = stablehlo.reshape %148 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %150 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %151 = stablehlo.dot_general %22, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<32x32xbf16>
    %152 = stablehlo.reshape %151 : (tensor<32x32xbf16>) -> tensor<2x16x2x16xbf16>
    %153 = stablehlo.transpose %152, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xbf16>) -> tensor<2x2x16x16xbf16>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 3, 4] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %155 = stablehlo.reshape %154 : (tensor<2x2x2x16x16xbf16>) -> tensor<8x16x16xbf16>
    %156 = stablehlo.dot_general %149, %155, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %157 = stablehlo.reshape %156 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %159 = stablehlo.reshape %158 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %160 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %162 = stablehlo.reshape %161 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %163 = stablehlo.add %5, %162 : tensor<2x16x64xbf16>
    %164 = stablehlo.convert %arg16 : (tensor<64xbf16>) -> tensor<64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %166 = stablehlo.convert %163 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %167 = stablehlo.power %166, %cst_15 : tensor<2x16x64xf32>
    %168 = stablehlo.reduce(%167 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %169 = stablehlo.multiply %168, %cst_14 : tensor<2x16xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %171 = stablehlo.add %170, %cst_13 : tensor<2x16x1xf32>
    %172 = stablehlo.rsqrt %171 : tensor<2x16x1xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %175 = stablehlo.multiply %166, %174 : tensor<2x16x64xf32>
    %176 = stablehlo.convert %175 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %177 = stablehlo.convert %176 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %178 = stablehlo.multiply %165, %177 : tensor<2x16x64xf32>
    %179 = stablehlo.convert %178 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %180 = stablehlo.reshape %179 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %181 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,128]{0,1}"} : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %182 = stablehlo.dot_general %180, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %183 = stablehlo.reshape %182 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %184 = stablehlo.convert %183 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %185 = stablehlo.logistic %184 : tensor<2x16x128xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<2x16x128xf32>
    %187 = stablehlo.convert %186 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %188 = stablehlo.convert %187 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %189 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,128]{0,1}"} : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %190 = stablehlo.dot_general %180, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %191 = stablehlo.reshape %190 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %192 = stablehlo.convert %191 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %193 = stablehlo.multiply %188, %192 : tensor<2x16x128xf32>
    %194 = stablehlo.convert %193 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %195 = stablehlo.reshape %194 : (tensor<2x16x128xbf16>) -> tensor<32x128xbf16>
    %196 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,64]{0,1}"} : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %197 = stablehlo.dot_general %195, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x64xbf16>) -> tensor<32x64xbf16>
    %198 = stablehlo.reshape %197 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %199 = stablehlo.add %163, %198 : tensor<2x16x64xbf16>
    %200 = stablehlo.convert %arg18 : (tensor<64xbf16>) -> tensor<64xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %202 = stablehlo.convert %199 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %203 = stablehlo.power %202, %cst_15 : tensor<2x16x64xf32>
    %204 = stablehlo.reduce(%203 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %205 = stablehlo.multiply %204, %cst_14 : tensor<2x16xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %207 = stablehlo.add %206, %cst_13 : tensor<2x16x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x16x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %211 = stablehlo.multiply %202, %210 : tensor<2x16x64xf32>
    %212 = stablehlo.convert %211 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %213 = stablehlo.convert %212 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %214 = stablehlo.multiply %201, %213 : tensor<2x16x64xf32>
    %215 = stablehlo.convert %214 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %216 = stablehlo.reshape %215 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %217 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %218 = stablehlo.dot_general %216, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %219 = stablehlo.reshape %218 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %221 = stablehlo.convert %220 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %222 = stablehlo.multiply %221, %38 : tensor<2x4x16x16xf32>
    %223 = stablehlo.convert %222 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %224 = stablehlo.slice %220 [0:2, 0:4, 0:16, 8:16] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x8xbf16>
    %225 = stablehlo.negate %224 : tensor<2x4x16x8xbf16>
    %226 = stablehlo.slice %220 [0:2, 0:4, 0:16, 0:8] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x8xbf16>
    %227 = stablehlo.concatenate %225, %226, dim = 3 : (tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>) -> tensor<2x4x16x16xbf16>
    %228 = stablehlo.convert %227 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %229 = stablehlo.multiply %228, %51 : tensor<2x4x16x16xf32>
    %230 = stablehlo.convert %229 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %231 = stablehlo.add %223, %230 : tensor<2x4x16x16xbf16>
    %232 = stablehlo.reshape %231 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %233 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %234 = stablehlo.dot_general %216, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<32x32xbf16>
    %235 = stablehlo.reshape %234 : (tensor<32x32xbf16>) -> tensor<2x16x2x16xbf16>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xbf16>) -> tensor<2x2x16x16xbf16>
    %237 = stablehlo.convert %236 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,16]{3,1,2,0}"} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x16xf32>
    %238 = stablehlo.multiply %237, %61 : tensor<2x2x16x16xf32>
    %239 = stablehlo.convert %238 : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xbf16>
    %240 = stablehlo.slice %236 [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x8xbf16>
    %241 = stablehlo.negate %240 : tensor<2x2x16x8xbf16>
    %242 = stablehlo.slice %236 [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x8xbf16>
    %243 = stablehlo.concatenate %241, %242, dim = 3 : (tensor<2x2x16x8xbf16>, tensor<2x2x16x8xbf16>) -> tensor<2x2x16x16xbf16>
    %244 = stablehlo.convert %243 : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x16xf32>
    %245 = stablehlo.multiply %244, %69 : tensor<2x2x16x16xf32>
    %246 = stablehlo.convert %245 : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xbf16>
    %247 = stablehlo.add %239, %246 : tensor<2x2x16x16xbf16>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 3, 4] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %249 = stablehlo.reshape %248 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %250 = stablehlo.transpose %249, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %251 = stablehlo.reshape %250 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %252 = stablehlo.dot_general %232, %251, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %253 = stablehlo.reshape %252 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %254 = stablehlo.convert %253 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %255 = stablehlo.multiply %254, %cst_11 : tensor<2x4x16x16xf32>
    %256 = stablehlo.convert %255 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %257 = stablehlo.add %256, %138 : tensor<2x4x16x16xbf16>
    %258 = stablehlo.convert %257 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %259 = stablehlo.reduce(%258 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %261 = stablehlo.subtract %258, %260 : tensor<2x4x16x16xf32>
    %262 = stablehlo.exponential %261 : tensor<2x4x16x16xf32>
    %263 = stablehlo.reduce(%262 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %265 = stablehlo.divide %262, %264 : tensor<2x4x16x16xf32>
    %266 = stablehlo.convert %265 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %267 = stablehlo.reshape %266 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %268 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %269 = stablehlo.dot_general %216, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<32x32xbf16>
    %270 = stablehlo.reshape %269 : (tensor<32x32xbf16>) -> tensor<2x16x2x16xbf16>
    %271 = stablehlo.transpose %270, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xbf16>) -> tensor<2x2x16x16xbf16>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 3, 4] : (tensor<2x2x16x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %273 = stablehlo.reshape %272 : (tensor<2x2x2x16x16xbf16>) -> tensor<8x16x16xbf16>
    %274 = stablehlo.dot_general %267, %273, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %275 = stablehlo.reshape %274 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %276 = stablehlo.transpose %275, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %277 = stablehlo.reshape %276 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %278 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %279 = stablehlo.dot_general %277, %278, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %280 = stablehlo.reshape %279 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %281 = stablehlo.add %199, %280 : tensor<2x16x64xbf16>
    %282 = stablehlo.convert %arg21 : (tensor<64xbf16>) -> tensor<64xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %284 = stablehlo.convert %281 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %285 = stablehlo.power %284, %cst_15 : tensor<2x16x64xf32>
    %286 = stablehlo.reduce(%285 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %287 = stablehlo.multiply %286, %cst_14 : tensor<2x16xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %289 = stablehlo.add %288, %cst_13 : tensor<2x16x1xf32>
    %290 = stablehlo.rsqrt %289 : tensor<2x16x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %293 = stablehlo.multiply %284, %292 : tensor<2x16x64xf32>
    %294 = stablehlo.convert %293 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %295 = stablehlo.convert %294 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %296 = stablehlo.multiply %283, %295 : tensor<2x16x64xf32>
    %297 = stablehlo.convert %296 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %298 = stablehlo.reshape %297 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %299 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,128]{0,1}"} : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %300 = stablehlo.dot_general %298, %299, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %301 = stablehlo.reshape %300 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %302 = stablehlo.convert %301 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %303 = stablehlo.logistic %302 : tensor<2x16x128xf32>
    %304 = stablehlo.multiply %302, %303 : tensor<2x16x128xf32>
    %305 = stablehlo.convert %304 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %306 = stablehlo.convert %305 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %307 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,128]{0,1}"} : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %308 = stablehlo.dot_general %298, %307, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %309 = stablehlo.reshape %308 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %310 = stablehlo.convert %309 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %311 = stablehlo.multiply %306, %310 : tensor<2x16x128xf32>
    %312 = stablehlo.convert %311 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %313 = stablehlo.reshape %312 : (tensor<2x16x128xbf16>) -> tensor<32x128xbf16>
    %314 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,64]{0,1}"} : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %315 = stablehlo.dot_general %313, %314, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x64xbf16>) -> tensor<32x64xbf16>
    %316 = stablehlo.reshape %315 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %317 = stablehlo.add %281, %316 : tensor<2x16x64xbf16>
    %318 = stablehlo.convert %317 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %319 = stablehlo.power %318, %cst_15 : tensor<2x16x64xf32>
    %320 = stablehlo.reduce(%319 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %321 = stablehlo.multiply %320, %cst_14 : tensor<2x16xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %323 = stablehlo.add %322, %cst_13 : tensor<2x16x1xf32>
    %324 = stablehlo.rsqrt %323 : tensor<2x16x1xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %327 = stablehlo.multiply %318, %326 : tensor<2x16x64xf32>
    %328 = stablehlo.convert %327 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %329 = stablehlo.convert %328 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %330 = stablehlo.multiply %1, %329 : tensor<2x16x64xf32>
    %331 = stablehlo.convert %330 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %332 = stablehlo.reshape %331 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %333 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %334 = stablehlo.dot_general %332, %333, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %335 = stablehlo.reshape %334 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    return %335 : tensor<2x16x256xbf16>
  }
}
