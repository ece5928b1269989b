module @IrToHlo.1481 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1024x512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<512xf32>, %arg3: tensor<2048x512xf32>, %arg4: tensor<2048xf32>, %arg5: tensor<512x2048xf32>, %arg6: tensor<512xf32>, %arg7: tensor<512xf32>, %arg8: tensor<2048x512xf32>, %arg9: tensor<2048xf32>, %arg10: tensor<512x2048xf32>, %arg11: tensor<512xf32>, %arg12: tensor<512xf32>, %arg13: tensor<2048x512xf32>, %arg14: tensor<2048xf32>, %arg15: tensor<512x2048xf32>, %arg16: tensor<512xf32>, %arg17: tensor<512xf32>, %arg18: tensor<2048x512xf32>, %arg19: tensor<2048xf32>, %arg20: tensor<512x2048xf32>, %arg21: tensor<512xf32>, %arg22: tensor<512xf32>, %arg23: tensor<2048x512xf32>, %arg24: tensor<2048xf32>, %arg25: tensor<512x2048xf32>, %arg26: tensor<512xf32>, %arg27: tensor<512xf32>, %arg28: tensor<2048x512xf32>, %arg29: tensor<2048xf32>, %arg30: tensor<512x2048xf32>, %arg31: tensor<512xf32>, %arg32: tensor<256x512xf32>, %arg33: tensor<2x128xi64>, %arg34: tensor<512xf32>, %arg35: tensor<512x512xf32>, %arg36: tensor<1536xf32>, %arg37: tensor<512x1536xf32>, %arg38: tensor<512xf32>, %arg39: tensor<512xf32>, %arg40: tensor<i1>, %arg41: tensor<512xf32>, %arg42: tensor<512xf32>, %arg43: tensor<512x512xf32>, %arg44: tensor<1536xf32>, %arg45: tensor<512x1536xf32>, %arg46: tensor<512xf32>, %arg47: tensor<512xf32>, %arg48: tensor<512xf32>, %arg49: tensor<512xf32>, %arg50: tensor<512x512xf32>, %arg51: tensor<1536xf32>, %arg52: tensor<512x1536xf32>, %arg53: tensor<512xf32>, %arg54: tensor<512xf32>, %arg55: tensor<512xf32>, %arg56: tensor<512xf32>, %arg57: tensor<512x512xf32>, %arg58: tensor<1536xf32>, %arg59: tensor<512x1536xf32>, %arg60: tensor<512xf32>, %arg61: tensor<512xf32>, %arg62: tensor<512xf32>, %arg63: tensor<512xf32>, %arg64: tensor<512x512xf32>, %arg65: tensor<1536xf32>, %arg66: tensor<512x1536xf32>, %arg67: tensor<512xf32>, %arg68: tensor<512xf32>, %arg69: tensor<512xf32>, %arg70: tensor<512xf32>, %arg71: tensor<512x512xf32>, %arg72: tensor<1536xf32>, %arg73: tensor<512x1536xf32>, %arg74: tensor<512xf32>, %arg75: tensor<512xf32>, %arg76: tensor<512xf32>, %arg77: tensor<512xf32>) -> tensor<2x128x1024xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x128x2048xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x128x2048xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x128x2048xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x128x2048xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x128x2048xf32>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x128x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x128x128xf32>
    %c = stablehlo.constant dense<1> : tensor<2x128xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<2x1xi64>
    %c_7 = stablehlo.constant dense<128> : tensor<2x1x128x1xi64>
    %c_8 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<1x128x1xi64>
    %c_9 = stablehlo.constant dense<2> : tensor<2x1x128x1xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<2x1x128x1xi64>
    %c_11 = stablehlo.constant dense<128> : tensor<2x1x1x128xi64>
    %c_12 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<1x1x128xi64>
    %c_13 = stablehlo.constant dense<2> : tensor<2x1x1x128xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<2x1x1x128xi64>
    %c_15 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %cst_16 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x128x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<256xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<256xf32>
    %c_19 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xui32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_21 = stablehlo.constant dense<0> : tensor<ui8>
    %c_22 = stablehlo.constant dense<0> : tensor<2x1x128x128xui8>
    %c_23 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg33 : (tensor<2x128xi64>) -> tensor<256xi64>
    %1 = stablehlo.convert %0 : (tensor<256xi64>) -> tensor<256xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1024x512xf32>, tensor<256xui32>) -> tensor<256x512xf32>
    %3 = stablehlo.reshape %2 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %4 = "stablehlo.gather"(%arg32, %c_19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<256x512xf32>, tensor<128xui32>) -> tensor<128x512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<128x512xf32>) -> tensor<2x128x512xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x128x512xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %8 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %9 = stablehlo.reshape %output : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %10 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x128x512xf32>
    %12 = stablehlo.add %8, %11 : tensor<2x128x512xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %14 = stablehlo.dot_general %13, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %15 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %16 = stablehlo.add %14, %15 : tensor<256x1536xf32>
    %17 = stablehlo.reshape %16 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %18 = stablehlo.slice %17 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %22 = stablehlo.slice %17 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xf32>) -> tensor<2x8x64x128xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %26 = stablehlo.dot_general %21, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %27 = stablehlo.reshape %26 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %28 = stablehlo.multiply %27, %cst_16 : tensor<2x8x128x128xf32>
    %29 = stablehlo.convert %arg40 : (tensor<i1>) -> tensor<ui8>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui8>) -> tensor<2x1x128x128xui8>
    %31 = stablehlo.broadcast_in_dim %c_23, dims = [1] : (tensor<128xi64>) -> tensor<2x128xi64>
    %32 = stablehlo.broadcast_in_dim %c_15, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x128xi64>
    %33 = stablehlo.compare  LT, %32, %c_14 : (tensor<2x1x1x128xi64>, tensor<2x1x1x128xi64>) -> tensor<2x1x1x128xi1>
    %34 = stablehlo.add %32, %c_13 : tensor<2x1x1x128xi64>
    %35 = stablehlo.select %33, %34, %32 : tensor<2x1x1x128xi1>, tensor<2x1x1x128xi64>
    %36 = stablehlo.reshape %35 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %37 = stablehlo.broadcast_in_dim %c_12, dims = [1, 2, 3] : (tensor<1x1x128xi64>) -> tensor<2x1x1x128xi64>
    %38 = stablehlo.compare  LT, %37, %c_14 : (tensor<2x1x1x128xi64>, tensor<2x1x1x128xi64>) -> tensor<2x1x1x128xi1>
    %39 = stablehlo.add %37, %c_11 : tensor<2x1x1x128xi64>
    %40 = stablehlo.select %38, %39, %37 : tensor<2x1x1x128xi1>, tensor<2x1x1x128xi64>
    %41 = stablehlo.reshape %40 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %42 = stablehlo.concatenate %36, %41, dim = 4 : (tensor<2x1x1x128x1xi64>, tensor<2x1x1x128x1xi64>) -> tensor<2x1x1x128x2xi64>
    %43 = "stablehlo.gather"(%31, %42) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xi64>
    %44 = stablehlo.reshape %43 : (tensor<2x1x1x128xi64>) -> tensor<2x1x128xi64>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 3] : (tensor<2x1x128xi64>) -> tensor<2x1x128x128xi64>
    %46 = stablehlo.broadcast_in_dim %c_15, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x128x1xi64>
    %47 = stablehlo.compare  LT, %46, %c_10 : (tensor<2x1x128x1xi64>, tensor<2x1x128x1xi64>) -> tensor<2x1x128x1xi1>
    %48 = stablehlo.add %46, %c_9 : tensor<2x1x128x1xi64>
    %49 = stablehlo.select %47, %48, %46 : tensor<2x1x128x1xi1>, tensor<2x1x128x1xi64>
    %50 = stablehlo.reshape %49 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %51 = stablehlo.broadcast_in_dim %c_8, dims = [1, 2, 3] : (tensor<1x128x1xi64>) -> tensor<2x1x128x1xi64>
    %52 = stablehlo.compare  LT, %51, %c_10 : (tensor<2x1x128x1xi64>, tensor<2x1x128x1xi64>) -> tensor<2x1x128x1xi1>
    %53 = stablehlo.add %51, %c_7 : tensor<2x1x128x1xi64>
    %54 = stablehlo.select %52, %53, %51 : tensor<2x1x128x1xi1>, tensor<2x1x128x1xi64>
    %55 = stablehlo.reshape %54 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %56 = stablehlo.concatenate %50, %55, dim = 4 : (tensor<2x1x128x1x1xi64>, tensor<2x1x128x1x1xi64>) -> tensor<2x1x128x1x2xi64>
    %57 = "stablehlo.gather"(%31, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xi64>
    %58 = stablehlo.reshape %57 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128xi64>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<2x1x128xi64>) -> tensor<2x1x128x128xi64>
    %60 = stablehlo.compare  LE, %45, %59 : (tensor<2x1x128x128xi64>, tensor<2x1x128x128xi64>) -> tensor<2x1x128x128xi1>
    %61 = stablehlo.convert %60 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %62 = stablehlo.and %30, %61 : tensor<2x1x128x128xui8>
    %63 = stablehlo.compare  NE, %62, %c_22 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %64 = stablehlo.convert %63 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %65 = stablehlo.slice %31 [0:2, 0:1] : (tensor<2x128xi64>) -> tensor<2x1xi64>
    %66 = stablehlo.subtract %65, %c_6 : tensor<2x1xi64>
    %67 = stablehlo.concatenate %66, %31, dim = 1 : (tensor<2x1xi64>, tensor<2x128xi64>) -> tensor<2x129xi64>
    %68 = stablehlo.slice %67 [0:2, 0:128] : (tensor<2x129xi64>) -> tensor<2x128xi64>
    %69 = stablehlo.subtract %31, %68 : tensor<2x128xi64>
    %70 = stablehlo.compare  NE, %69, %c : (tensor<2x128xi64>, tensor<2x128xi64>) -> tensor<2x128xi1>
    %71 = stablehlo.convert %70 : (tensor<2x128xi1>) -> tensor<2x128xui8>
    %72 = "stablehlo.reduce_window"(%71, %c_21) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [127, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 128>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg78: tensor<ui8>, %arg79: tensor<ui8>):
      %488 = stablehlo.add %arg78, %arg79 : tensor<ui8>
      stablehlo.return %488 : tensor<ui8>
    }) : (tensor<2x128xui8>, tensor<ui8>) -> tensor<2x128xui8>
    %73 = "stablehlo.gather"(%72, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xui8>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xui8>
    %74 = stablehlo.reshape %73 : (tensor<2x1x128x1xui8>) -> tensor<2x1x128xui8>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x1x128xui8>) -> tensor<2x1x128x128xui8>
    %76 = "stablehlo.gather"(%72, %42) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xui8>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xui8>
    %77 = stablehlo.reshape %76 : (tensor<2x1x1x128xui8>) -> tensor<2x1x128xui8>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 3] : (tensor<2x1x128xui8>) -> tensor<2x1x128x128xui8>
    %79 = stablehlo.compare  EQ, %75, %78 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %80 = stablehlo.convert %79 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %81 = stablehlo.and %64, %80 : tensor<2x1x128x128xui8>
    %82 = stablehlo.compare  NE, %81, %c_22 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %83 = stablehlo.select %82, %cst_5, %cst_4 : tensor<2x1x128x128xi1>, tensor<2x1x128x128xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x1x128x128xf32>) -> tensor<2x128x128xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 2, 3] : (tensor<2x128x128xf32>) -> tensor<2x8x128x128xf32>
    %86 = stablehlo.add %28, %85 : tensor<2x8x128x128xf32>
    %87 = stablehlo.reduce(%86 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<2x8x128x128xf32>
    %90 = stablehlo.exponential %89 : tensor<2x8x128x128xf32>
    %91 = stablehlo.reduce(%90 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %93 = stablehlo.divide %90, %92 : tensor<2x8x128x128xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %95 = stablehlo.slice %17 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %99 = stablehlo.dot_general %94, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %100 = stablehlo.reshape %99 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %101 = stablehlo.transpose %100, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %103 = stablehlo.dot_general %102, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %104 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %105 = stablehlo.add %103, %104 : tensor<256x512xf32>
    %106 = stablehlo.reshape %105 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %107 = stablehlo.add %106, %6 : tensor<2x128x512xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%108, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %109 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %110 = stablehlo.reshape %output_25 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %111 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<2x128x512xf32>
    %113 = stablehlo.add %109, %112 : tensor<2x128x512xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %115 = stablehlo.dot_general %114, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %116 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %117 = stablehlo.add %115, %116 : tensor<256x2048xf32>
    %118 = stablehlo.reshape %117 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %119 = stablehlo.multiply %118, %cst_3 : tensor<2x128x2048xf32>
    %120 = stablehlo.power %118, %cst_2 : tensor<2x128x2048xf32>
    %121 = stablehlo.multiply %120, %cst_1 : tensor<2x128x2048xf32>
    %122 = stablehlo.add %118, %121 : tensor<2x128x2048xf32>
    %123 = stablehlo.multiply %122, %cst_0 : tensor<2x128x2048xf32>
    %124 = stablehlo.tanh %123 : tensor<2x128x2048xf32>
    %125 = stablehlo.add %124, %cst : tensor<2x128x2048xf32>
    %126 = stablehlo.multiply %119, %125 : tensor<2x128x2048xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %128 = stablehlo.dot_general %127, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %129 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %130 = stablehlo.add %128, %129 : tensor<256x512xf32>
    %131 = stablehlo.reshape %130 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %132 = stablehlo.add %107, %131 : tensor<2x128x512xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%133, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %134 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %135 = stablehlo.reshape %output_28 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %136 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x128x512xf32>
    %138 = stablehlo.add %134, %137 : tensor<2x128x512xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %140 = stablehlo.dot_general %139, %arg45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %141 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %142 = stablehlo.add %140, %141 : tensor<256x1536xf32>
    %143 = stablehlo.reshape %142 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %144 = stablehlo.slice %143 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %146 = stablehlo.transpose %145, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %148 = stablehlo.slice %143 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %150 = stablehlo.transpose %149, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xf32>) -> tensor<2x8x64x128xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %152 = stablehlo.dot_general %147, %151, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %153 = stablehlo.reshape %152 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %154 = stablehlo.multiply %153, %cst_16 : tensor<2x8x128x128xf32>
    %155 = stablehlo.add %154, %85 : tensor<2x8x128x128xf32>
    %156 = stablehlo.reduce(%155 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %158 = stablehlo.subtract %155, %157 : tensor<2x8x128x128xf32>
    %159 = stablehlo.exponential %158 : tensor<2x8x128x128xf32>
    %160 = stablehlo.reduce(%159 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %162 = stablehlo.divide %159, %161 : tensor<2x8x128x128xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %164 = stablehlo.slice %143 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %168 = stablehlo.dot_general %163, %167, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %169 = stablehlo.reshape %168 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %170 = stablehlo.transpose %169, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %172 = stablehlo.dot_general %171, %arg43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %173 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %174 = stablehlo.add %172, %173 : tensor<256x512xf32>
    %175 = stablehlo.reshape %174 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %176 = stablehlo.add %175, %132 : tensor<2x128x512xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%177, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %178 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %179 = stablehlo.reshape %output_31 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %180 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<2x128x512xf32>
    %182 = stablehlo.add %178, %181 : tensor<2x128x512xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %184 = stablehlo.dot_general %183, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %185 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %186 = stablehlo.add %184, %185 : tensor<256x2048xf32>
    %187 = stablehlo.reshape %186 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %188 = stablehlo.multiply %187, %cst_3 : tensor<2x128x2048xf32>
    %189 = stablehlo.power %187, %cst_2 : tensor<2x128x2048xf32>
    %190 = stablehlo.multiply %189, %cst_1 : tensor<2x128x2048xf32>
    %191 = stablehlo.add %187, %190 : tensor<2x128x2048xf32>
    %192 = stablehlo.multiply %191, %cst_0 : tensor<2x128x2048xf32>
    %193 = stablehlo.tanh %192 : tensor<2x128x2048xf32>
    %194 = stablehlo.add %193, %cst : tensor<2x128x2048xf32>
    %195 = stablehlo.multiply %188, %194 : tensor<2x128x2048xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %197 = stablehlo.dot_general %196, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %198 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %199 = stablehlo.add %197, %198 : tensor<256x512xf32>
    %200 = stablehlo.reshape %199 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %201 = stablehlo.add %176, %200 : tensor<2x128x512xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%202, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %203 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %204 = stablehlo.reshape %output_34 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %205 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<2x128x512xf32>
    %207 = stablehlo.add %203, %206 : tensor<2x128x512xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %209 = stablehlo.dot_general %208, %arg52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %210 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %211 = stablehlo.add %209, %210 : tensor<256x1536xf32>
    %212 = stablehlo.reshape %211 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %213 = stablehlo.slice %212 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %217 = stablehlo.slice %212 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xf32>) -> tensor<2x8x64x128xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %221 = stablehlo.dot_general %216, %220, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %223 = stablehlo.multiply %222, %cst_16 : tensor<2x8x128x128xf32>
    %224 = stablehlo.add %223, %85 : tensor<2x8x128x128xf32>
    %225 = stablehlo.reduce(%224 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %227 = stablehlo.subtract %224, %226 : tensor<2x8x128x128xf32>
    %228 = stablehlo.exponential %227 : tensor<2x8x128x128xf32>
    %229 = stablehlo.reduce(%228 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %231 = stablehlo.divide %228, %230 : tensor<2x8x128x128xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %233 = stablehlo.slice %212 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %235 = stablehlo.transpose %234, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %237 = stablehlo.dot_general %232, %236, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %239 = stablehlo.transpose %238, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %241 = stablehlo.dot_general %240, %arg50, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %242 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %243 = stablehlo.add %241, %242 : tensor<256x512xf32>
    %244 = stablehlo.reshape %243 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %245 = stablehlo.add %244, %201 : tensor<2x128x512xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%246, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %247 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %248 = stablehlo.reshape %output_37 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %249 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %250 = stablehlo.multiply %248, %249 : tensor<2x128x512xf32>
    %251 = stablehlo.add %247, %250 : tensor<2x128x512xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %253 = stablehlo.dot_general %252, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %254 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %255 = stablehlo.add %253, %254 : tensor<256x2048xf32>
    %256 = stablehlo.reshape %255 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %257 = stablehlo.multiply %256, %cst_3 : tensor<2x128x2048xf32>
    %258 = stablehlo.power %256, %cst_2 : tensor<2x128x2048xf32>
    %259 = stablehlo.multiply %258, %cst_1 : tensor<2x128x2048xf32>
    %260 = stablehlo.add %256, %259 : tensor<2x128x2048xf32>
    %261 = stablehlo.multiply %260, %cst_0 : tensor<2x128x2048xf32>
    %262 = stablehlo.tanh %261 : tensor<2x128x2048xf32>
    %263 = stablehlo.add %262, %cst : tensor<2x128x2048xf32>
    %264 = stablehlo.multiply %257, %263 : tensor<2x128x2048xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %266 = stablehlo.dot_general %265, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %267 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %268 = stablehlo.add %266, %267 : tensor<256x512xf32>
    %269 = stablehlo.reshape %268 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %270 = stablehlo.add %245, %269 : tensor<2x128x512xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%271, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %272 = stablehlo.broadcast_in_dim %arg61, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %273 = stablehlo.reshape %output_40 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %274 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %275 = stablehlo.multiply %273, %274 : tensor<2x128x512xf32>
    %276 = stablehlo.add %272, %275 : tensor<2x128x512xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %278 = stablehlo.dot_general %277, %arg59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %279 = stablehlo.broadcast_in_dim %arg58, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %280 = stablehlo.add %278, %279 : tensor<256x1536xf32>
    %281 = stablehlo.reshape %280 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %282 = stablehlo.slice %281 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %284 = stablehlo.transpose %283, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %286 = stablehlo.slice %281 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %288 = stablehlo.transpose %287, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xf32>) -> tensor<2x8x64x128xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %290 = stablehlo.dot_general %285, %289, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %291 = stablehlo.reshape %290 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %292 = stablehlo.multiply %291, %cst_16 : tensor<2x8x128x128xf32>
    %293 = stablehlo.add %292, %85 : tensor<2x8x128x128xf32>
    %294 = stablehlo.reduce(%293 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %296 = stablehlo.subtract %293, %295 : tensor<2x8x128x128xf32>
    %297 = stablehlo.exponential %296 : tensor<2x8x128x128xf32>
    %298 = stablehlo.reduce(%297 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %300 = stablehlo.divide %297, %299 : tensor<2x8x128x128xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %302 = stablehlo.slice %281 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %304 = stablehlo.transpose %303, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %305 = stablehlo.reshape %304 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %306 = stablehlo.dot_general %301, %305, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %307 = stablehlo.reshape %306 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %308 = stablehlo.transpose %307, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %310 = stablehlo.dot_general %309, %arg57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %311 = stablehlo.broadcast_in_dim %arg56, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %312 = stablehlo.add %310, %311 : tensor<256x512xf32>
    %313 = stablehlo.reshape %312 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %314 = stablehlo.add %313, %270 : tensor<2x128x512xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%315, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %316 = stablehlo.broadcast_in_dim %arg62, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %317 = stablehlo.reshape %output_43 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %318 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %319 = stablehlo.multiply %317, %318 : tensor<2x128x512xf32>
    %320 = stablehlo.add %316, %319 : tensor<2x128x512xf32>
    %321 = stablehlo.reshape %320 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %322 = stablehlo.dot_general %321, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %323 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %324 = stablehlo.add %322, %323 : tensor<256x2048xf32>
    %325 = stablehlo.reshape %324 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %326 = stablehlo.multiply %325, %cst_3 : tensor<2x128x2048xf32>
    %327 = stablehlo.power %325, %cst_2 : tensor<2x128x2048xf32>
    %328 = stablehlo.multiply %327, %cst_1 : tensor<2x128x2048xf32>
    %329 = stablehlo.add %325, %328 : tensor<2x128x2048xf32>
    %330 = stablehlo.multiply %329, %cst_0 : tensor<2x128x2048xf32>
    %331 = stablehlo.tanh %330 : tensor<2x128x2048xf32>
    %332 = stablehlo.add %331, %cst : tensor<2x128x2048xf32>
    %333 = stablehlo.multiply %326, %332 : tensor<2x128x2048xf32>
    %334 = stablehlo.reshape %333 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %335 = stablehlo.dot_general %334, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %336 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %337 = stablehlo.add %335, %336 : tensor<256x512xf32>
    %338 = stablehlo.reshape %337 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %339 = stablehlo.add %314, %338 : tensor<2x128x512xf32>
    %340 = stablehlo.reshape %339 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%340, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %341 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %342 = stablehlo.reshape %output_46 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %343 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %344 = stablehlo.multiply %342, %343 : tensor<2x128x512xf32>
    %345 = stablehlo.add %341, %344 : tensor<2x128x512xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %347 = stablehlo.dot_general %346, %arg66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %348 = stablehlo.broadcast_in_dim %arg65, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %349 = stablehlo.add %347, %348 : tensor<256x1536xf32>
    %350 = stablehlo.reshape %349 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %351 = stablehlo.slice %350 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %352 = stablehlo.reshape %351 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %353 = stablehlo.transpose %352, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %355 = stablehlo.slice %350 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %357 = stablehlo.transpose %356, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xf32>) -> tensor<2x8x64x128xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %359 = stablehlo.dot_general %354, %358, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %360 = stablehlo.reshape %359 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %361 = stablehlo.multiply %360, %cst_16 : tensor<2x8x128x128xf32>
    %362 = stablehlo.add %361, %85 : tensor<2x8x128x128xf32>
    %363 = stablehlo.reduce(%362 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %365 = stablehlo.subtract %362, %364 : tensor<2x8x128x128xf32>
    %366 = stablehlo.exponential %365 : tensor<2x8x128x128xf32>
    %367 = stablehlo.reduce(%366 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %369 = stablehlo.divide %366, %368 : tensor<2x8x128x128xf32>
    %370 = stablehlo.reshape %369 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %371 = stablehlo.slice %350 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %373 = stablehlo.transpose %372, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %375 = stablehlo.dot_general %370, %374, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %376 = stablehlo.reshape %375 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %377 = stablehlo.transpose %376, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %378 = stablehlo.reshape %377 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %379 = stablehlo.dot_general %378, %arg64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %380 = stablehlo.broadcast_in_dim %arg63, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %381 = stablehlo.add %379, %380 : tensor<256x512xf32>
    %382 = stablehlo.reshape %381 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %383 = stablehlo.add %382, %339 : tensor<2x128x512xf32>
    %384 = stablehlo.reshape %383 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%384, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %385 = stablehlo.broadcast_in_dim %arg69, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %386 = stablehlo.reshape %output_49 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %387 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<2x128x512xf32>
    %389 = stablehlo.add %385, %388 : tensor<2x128x512xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %391 = stablehlo.dot_general %390, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %392 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %393 = stablehlo.add %391, %392 : tensor<256x2048xf32>
    %394 = stablehlo.reshape %393 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %395 = stablehlo.multiply %394, %cst_3 : tensor<2x128x2048xf32>
    %396 = stablehlo.power %394, %cst_2 : tensor<2x128x2048xf32>
    %397 = stablehlo.multiply %396, %cst_1 : tensor<2x128x2048xf32>
    %398 = stablehlo.add %394, %397 : tensor<2x128x2048xf32>
    %399 = stablehlo.multiply %398, %cst_0 : tensor<2x128x2048xf32>
    %400 = stablehlo.tanh %399 : tensor<2x128x2048xf32>
    %401 = stablehlo.add %400, %cst : tensor<2x128x2048xf32>
    %402 = stablehlo.multiply %395, %401 : tensor<2x128x2048xf32>
    %403 = stablehlo.reshape %402 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %404 = stablehlo.dot_general %403, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %405 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %406 = stablehlo.add %404, %405 : tensor<256x512xf32>
    %407 = stablehlo.reshape %406 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %408 = stablehlo.add %383, %407 : tensor<2x128x512xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%409, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %410 = stablehlo.broadcast_in_dim %arg75, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %411 = stablehlo.reshape %output_52 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %412 = stablehlo.broadcast_in_dim %arg74, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %413 = stablehlo.multiply %411, %412 : tensor<2x128x512xf32>
    %414 = stablehlo.add %410, %413 : tensor<2x128x512xf32>
    %415 = stablehlo.reshape %414 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %416 = stablehlo.dot_general %415, %arg73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %417 = stablehlo.broadcast_in_dim %arg72, dims = [1] : (tensor<1536xf32>) -> tensor<256x1536xf32>
    %418 = stablehlo.add %416, %417 : tensor<256x1536xf32>
    %419 = stablehlo.reshape %418 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %420 = stablehlo.slice %419 [0:2, 0:128, 0:512] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %421 = stablehlo.reshape %420 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %422 = stablehlo.transpose %421, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %424 = stablehlo.slice %419 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %425 = stablehlo.reshape %424 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %426 = stablehlo.transpose %425, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xf32>) -> tensor<2x8x64x128xf32>
    %427 = stablehlo.reshape %426 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %428 = stablehlo.dot_general %423, %427, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %429 = stablehlo.reshape %428 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %430 = stablehlo.multiply %429, %cst_16 : tensor<2x8x128x128xf32>
    %431 = stablehlo.add %430, %85 : tensor<2x8x128x128xf32>
    %432 = stablehlo.reduce(%431 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %434 = stablehlo.subtract %431, %433 : tensor<2x8x128x128xf32>
    %435 = stablehlo.exponential %434 : tensor<2x8x128x128xf32>
    %436 = stablehlo.reduce(%435 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %438 = stablehlo.divide %435, %437 : tensor<2x8x128x128xf32>
    %439 = stablehlo.reshape %438 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %440 = stablehlo.slice %419 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xf32>) -> tensor<2x128x512xf32>
    %441 = stablehlo.reshape %440 : (tensor<2x128x512xf32>) -> tensor<2x128x8x64xf32>
    %442 = stablehlo.transpose %441, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %443 = stablehlo.reshape %442 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %444 = stablehlo.dot_general %439, %443, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %445 = stablehlo.reshape %444 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %446 = stablehlo.transpose %445, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %447 = stablehlo.reshape %446 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %448 = stablehlo.dot_general %447, %arg71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %449 = stablehlo.broadcast_in_dim %arg70, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %450 = stablehlo.add %448, %449 : tensor<256x512xf32>
    %451 = stablehlo.reshape %450 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %452 = stablehlo.add %451, %408 : tensor<2x128x512xf32>
    %453 = stablehlo.reshape %452 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%453, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %454 = stablehlo.broadcast_in_dim %arg76, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %455 = stablehlo.reshape %output_55 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %456 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %457 = stablehlo.multiply %455, %456 : tensor<2x128x512xf32>
    %458 = stablehlo.add %454, %457 : tensor<2x128x512xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %460 = stablehlo.dot_general %459, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %461 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2048xf32>) -> tensor<256x2048xf32>
    %462 = stablehlo.add %460, %461 : tensor<256x2048xf32>
    %463 = stablehlo.reshape %462 : (tensor<256x2048xf32>) -> tensor<2x128x2048xf32>
    %464 = stablehlo.multiply %463, %cst_3 : tensor<2x128x2048xf32>
    %465 = stablehlo.power %463, %cst_2 : tensor<2x128x2048xf32>
    %466 = stablehlo.multiply %465, %cst_1 : tensor<2x128x2048xf32>
    %467 = stablehlo.add %463, %466 : tensor<2x128x2048xf32>
    %468 = stablehlo.multiply %467, %cst_0 : tensor<2x128x2048xf32>
    %469 = stablehlo.tanh %468 : tensor<2x128x2048xf32>
    %470 = stablehlo.add %469, %cst : tensor<2x128x2048xf32>
    %471 = stablehlo.multiply %464, %470 : tensor<2x128x2048xf32>
    %472 = stablehlo.reshape %471 : (tensor<2x128x2048xf32>) -> tensor<256x2048xf32>
    %473 = stablehlo.dot_general %472, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %474 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xf32>) -> tensor<256x512xf32>
    %475 = stablehlo.add %473, %474 : tensor<256x512xf32>
    %476 = stablehlo.reshape %475 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %477 = stablehlo.add %452, %476 : tensor<2x128x512xf32>
    %478 = stablehlo.reshape %477 : (tensor<2x128x512xf32>) -> tensor<1x256x512xf32>
    %output_58, %batch_mean_59, %batch_var_60 = "stablehlo.batch_norm_training"(%478, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>) -> (tensor<1x256x512xf32>, tensor<256xf32>, tensor<256xf32>)
    %479 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %480 = stablehlo.reshape %output_58 : (tensor<1x256x512xf32>) -> tensor<2x128x512xf32>
    %481 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<2x128x512xf32>
    %483 = stablehlo.add %479, %482 : tensor<2x128x512xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %485 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1024]{0,1}"} : (tensor<1024x512xf32>) -> tensor<512x1024xf32>
    %486 = stablehlo.dot_general %484, %485, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %487 = stablehlo.reshape %486 : (tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    return %487 : tensor<2x128x1024xf32>
  }
}
