module @IrToHlo.1553 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1024x512xbf16>, %arg1: tensor<512xbf16>, %arg2: tensor<512xbf16>, %arg3: tensor<2048x512xbf16>, %arg4: tensor<2048xbf16>, %arg5: tensor<512x2048xbf16>, %arg6: tensor<512xbf16>, %arg7: tensor<512xbf16>, %arg8: tensor<2048x512xbf16>, %arg9: tensor<2048xbf16>, %arg10: tensor<512x2048xbf16>, %arg11: tensor<512xbf16>, %arg12: tensor<512xbf16>, %arg13: tensor<2048x512xbf16>, %arg14: tensor<2048xbf16>, %arg15: tensor<512x2048xbf16>, %arg16: tensor<512xbf16>, %arg17: tensor<512xbf16>, %arg18: tensor<2048x512xbf16>, %arg19: tensor<2048xbf16>, %arg20: tensor<512x2048xbf16>, %arg21: tensor<512xbf16>, %arg22: tensor<512xbf16>, %arg23: tensor<2048x512xbf16>, %arg24: tensor<2048xbf16>, %arg25: tensor<512x2048xbf16>, %arg26: tensor<512xbf16>, %arg27: tensor<512xbf16>, %arg28: tensor<2048x512xbf16>, %arg29: tensor<2048xbf16>, %arg30: tensor<512x2048xbf16>, %arg31: tensor<512xbf16>, %arg32: tensor<256x512xbf16>, %arg33: tensor<2x128xi64>, %arg34: tensor<512xbf16>, %arg35: tensor<512x512xbf16>, %arg36: tensor<1536xbf16>, %arg37: tensor<512x1536xbf16>, %arg38: tensor<512xbf16>, %arg39: tensor<512xbf16>, %arg40: tensor<i1>, %arg41: tensor<512xbf16>, %arg42: tensor<512xbf16>, %arg43: tensor<512x512xbf16>, %arg44: tensor<1536xbf16>, %arg45: tensor<512x1536xbf16>, %arg46: tensor<512xbf16>, %arg47: tensor<512xbf16>, %arg48: tensor<512xbf16>, %arg49: tensor<512xbf16>, %arg50: tensor<512x512xbf16>, %arg51: tensor<1536xbf16>, %arg52: tensor<512x1536xbf16>, %arg53: tensor<512xbf16>, %arg54: tensor<512xbf16>, %arg55: tensor<512xbf16>, %arg56: tensor<512xbf16>, %arg57: tensor<512x512xbf16>, %arg58: tensor<1536xbf16>, %arg59: tensor<512x1536xbf16>, %arg60: tensor<512xbf16>, %arg61: tensor<512xbf16>, %arg62: tensor<512xbf16>, %arg63: tensor<512xbf16>, %arg64: tensor<512x512xbf16>, %arg65: tensor<1536xbf16>, %arg66: tensor<512x1536xbf16>, %arg67: tensor<512xbf16>, %arg68: tensor<512xbf16>, %arg69: tensor<512xbf16>, %arg70: tensor<512xbf16>, %arg71: tensor<512x512xbf16>, %arg72: tensor<1536xbf16>, %arg73: tensor<512x1536xbf16>, %arg74: tensor<512xbf16>, %arg75: tensor<512xbf16>, %arg76: tensor<512xbf16>, %arg77: tensor<512xbf16>) -> tensor<2x128x1024xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x128x2048xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x128x2048xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x128x2048xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x128x2048xbf16>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x128x2048xf32>
    %cst_4 = stablehlo.constant dense<-3.389530e+38> : tensor<2x1x128x128xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x128x128xbf16>
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
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<256xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<256xbf16>
    %c_19 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000"> : tensor<128xui32>
    %cst_20 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %c_21 = stablehlo.constant dense<0> : tensor<ui8>
    %c_22 = stablehlo.constant dense<0> : tensor<2x1x128x128xui8>
    %c_23 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.reshape %arg33 : (tensor<2x128xi64>) -> tensor<256xi64>
    %1 = stablehlo.convert %0 : (tensor<256xi64>) -> tensor<256xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1024x512xbf16>, tensor<256xui32>) -> tensor<256x512xbf16>
    %3 = stablehlo.reshape %2 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %4 = "stablehlo.gather"(%arg32, %c_19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<256x512xbf16>, tensor<128xui32>) -> tensor<128x512xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<128x512xbf16>) -> tensor<2x128x512xbf16>
    %6 = stablehlo.add %3, %5 : tensor<2x128x512xbf16>
    %7 = stablehlo.reshape %6 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %8 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %9 = stablehlo.reshape %output : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %10 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %11 = stablehlo.multiply %9, %10 : tensor<2x128x512xbf16>
    %12 = stablehlo.add %8, %11 : tensor<2x128x512xbf16>
    %13 = stablehlo.reshape %12 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %14 = stablehlo.dot_general %13, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %15 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<1536xbf16>) -> tensor<256x1536xbf16>
    %16 = stablehlo.add %14, %15 : tensor<256x1536xbf16>
    %17 = stablehlo.reshape %16 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %18 = stablehlo.slice %17 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %19 = stablehlo.reshape %18 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %21 = stablehlo.reshape %20 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %22 = stablehlo.slice %17 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %23 = stablehlo.reshape %22 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %24 = stablehlo.transpose %23, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x64x128xbf16>
    %25 = stablehlo.reshape %24 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %26 = stablehlo.dot_general %21, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %27 = stablehlo.reshape %26 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %28 = stablehlo.convert %27 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %29 = stablehlo.multiply %28, %cst_16 : tensor<2x8x128x128xf32>
    %30 = stablehlo.convert %29 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %31 = stablehlo.convert %arg40 : (tensor<i1>) -> tensor<ui8>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<ui8>) -> tensor<2x1x128x128xui8>
    %33 = stablehlo.broadcast_in_dim %c_23, dims = [1] : (tensor<128xi64>) -> tensor<2x128xi64>
    %34 = stablehlo.broadcast_in_dim %c_15, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x128xi64>
    %35 = stablehlo.compare  LT, %34, %c_14 : (tensor<2x1x1x128xi64>, tensor<2x1x1x128xi64>) -> tensor<2x1x1x128xi1>
    %36 = stablehlo.add %34, %c_13 : tensor<2x1x1x128xi64>
    %37 = stablehlo.select %35, %36, %34 : tensor<2x1x1x128xi1>, tensor<2x1x1x128xi64>
    %38 = stablehlo.reshape %37 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [1, 2, 3] : (tensor<1x1x128xi64>) -> tensor<2x1x1x128xi64>
    %40 = stablehlo.compare  LT, %39, %c_14 : (tensor<2x1x1x128xi64>, tensor<2x1x1x128xi64>) -> tensor<2x1x1x128xi1>
    %41 = stablehlo.add %39, %c_11 : tensor<2x1x1x128xi64>
    %42 = stablehlo.select %40, %41, %39 : tensor<2x1x1x128xi1>, tensor<2x1x1x128xi64>
    %43 = stablehlo.reshape %42 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %44 = stablehlo.concatenate %38, %43, dim = 4 : (tensor<2x1x1x128x1xi64>, tensor<2x1x1x128x1xi64>) -> tensor<2x1x1x128x2xi64>
    %45 = "stablehlo.gather"(%33, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xi64>
    %46 = stablehlo.reshape %45 : (tensor<2x1x1x128xi64>) -> tensor<2x1x128xi64>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3] : (tensor<2x1x128xi64>) -> tensor<2x1x128x128xi64>
    %48 = stablehlo.broadcast_in_dim %c_15, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x128x1xi64>
    %49 = stablehlo.compare  LT, %48, %c_10 : (tensor<2x1x128x1xi64>, tensor<2x1x128x1xi64>) -> tensor<2x1x128x1xi1>
    %50 = stablehlo.add %48, %c_9 : tensor<2x1x128x1xi64>
    %51 = stablehlo.select %49, %50, %48 : tensor<2x1x128x1xi1>, tensor<2x1x128x1xi64>
    %52 = stablehlo.reshape %51 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %53 = stablehlo.broadcast_in_dim %c_8, dims = [1, 2, 3] : (tensor<1x128x1xi64>) -> tensor<2x1x128x1xi64>
    %54 = stablehlo.compare  LT, %53, %c_10 : (tensor<2x1x128x1xi64>, tensor<2x1x128x1xi64>) -> tensor<2x1x128x1xi1>
    %55 = stablehlo.add %53, %c_7 : tensor<2x1x128x1xi64>
    %56 = stablehlo.select %54, %55, %53 : tensor<2x1x128x1xi1>, tensor<2x1x128x1xi64>
    %57 = stablehlo.reshape %56 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %58 = stablehlo.concatenate %52, %57, dim = 4 : (tensor<2x1x128x1x1xi64>, tensor<2x1x128x1x1xi64>) -> tensor<2x1x128x1x2xi64>
    %59 = "stablehlo.gather"(%33, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xi64>
    %60 = stablehlo.reshape %59 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128xi64>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x1x128xi64>) -> tensor<2x1x128x128xi64>
    %62 = stablehlo.compare  LE, %47, %61 : (tensor<2x1x128x128xi64>, tensor<2x1x128x128xi64>) -> tensor<2x1x128x128xi1>
    %63 = stablehlo.convert %62 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %64 = stablehlo.and %32, %63 : tensor<2x1x128x128xui8>
    %65 = stablehlo.compare  NE, %64, %c_22 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %66 = stablehlo.convert %65 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %67 = stablehlo.slice %33 [0:2, 0:1] : (tensor<2x128xi64>) -> tensor<2x1xi64>
    %68 = stablehlo.subtract %67, %c_6 : tensor<2x1xi64>
    %69 = stablehlo.concatenate %68, %33, dim = 1 : (tensor<2x1xi64>, tensor<2x128xi64>) -> tensor<2x129xi64>
    %70 = stablehlo.slice %69 [0:2, 0:128] : (tensor<2x129xi64>) -> tensor<2x128xi64>
    %71 = stablehlo.subtract %33, %70 : tensor<2x128xi64>
    %72 = stablehlo.compare  NE, %71, %c : (tensor<2x128xi64>, tensor<2x128xi64>) -> tensor<2x128xi1>
    %73 = stablehlo.convert %72 : (tensor<2x128xi1>) -> tensor<2x128xui8>
    %74 = "stablehlo.reduce_window"(%73, %c_21) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [127, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 128>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg78: tensor<ui8>, %arg79: tensor<ui8>):
      %554 = stablehlo.add %arg78, %arg79 : tensor<ui8>
      stablehlo.return %554 : tensor<ui8>
    }) : (tensor<2x128xui8>, tensor<ui8>) -> tensor<2x128xui8>
    %75 = "stablehlo.gather"(%74, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xui8>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xui8>
    %76 = stablehlo.reshape %75 : (tensor<2x1x128x1xui8>) -> tensor<2x1x128xui8>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x1x128xui8>) -> tensor<2x1x128x128xui8>
    %78 = "stablehlo.gather"(%74, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xui8>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xui8>
    %79 = stablehlo.reshape %78 : (tensor<2x1x1x128xui8>) -> tensor<2x1x128xui8>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 3] : (tensor<2x1x128xui8>) -> tensor<2x1x128x128xui8>
    %81 = stablehlo.compare  EQ, %77, %80 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %82 = stablehlo.convert %81 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %83 = stablehlo.and %66, %82 : tensor<2x1x128x128xui8>
    %84 = stablehlo.compare  NE, %83, %c_22 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %85 = stablehlo.select %84, %cst_5, %cst_4 : tensor<2x1x128x128xi1>, tensor<2x1x128x128xbf16>
    %86 = stablehlo.reshape %85 : (tensor<2x1x128x128xbf16>) -> tensor<2x128x128xbf16>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 2, 3] : (tensor<2x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %88 = stablehlo.add %30, %87 : tensor<2x8x128x128xbf16>
    %89 = stablehlo.reduce(%88 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %91 = stablehlo.subtract %88, %90 : tensor<2x8x128x128xbf16>
    %92 = stablehlo.exponential %91 : tensor<2x8x128x128xbf16>
    %93 = stablehlo.reduce(%92 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %95 = stablehlo.divide %92, %94 : tensor<2x8x128x128xbf16>
    %96 = stablehlo.reshape %95 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %97 = stablehlo.slice %17 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %98 = stablehlo.reshape %97 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %100 = stablehlo.reshape %99 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %101 = stablehlo.dot_general %96, %100, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %102 = stablehlo.reshape %101 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %104 = stablehlo.reshape %103 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %105 = stablehlo.dot_general %104, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %106 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %107 = stablehlo.add %105, %106 : tensor<256x512xbf16>
    %108 = stablehlo.reshape %107 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %109 = stablehlo.add %108, %6 : tensor<2x128x512xbf16>
    %110 = stablehlo.reshape %109 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%110, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %111 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %112 = stablehlo.reshape %output_25 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %113 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %114 = stablehlo.multiply %112, %113 : tensor<2x128x512xbf16>
    %115 = stablehlo.add %111, %114 : tensor<2x128x512xbf16>
    %116 = stablehlo.reshape %115 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %117 = stablehlo.dot_general %116, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x2048xbf16>) -> tensor<256x2048xbf16>
    %118 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<2048xbf16>) -> tensor<256x2048xbf16>
    %119 = stablehlo.add %117, %118 : tensor<256x2048xbf16>
    %120 = stablehlo.reshape %119 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %121 = stablehlo.convert %120 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %122 = stablehlo.multiply %121, %cst_3 : tensor<2x128x2048xf32>
    %123 = stablehlo.convert %122 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %124 = stablehlo.convert %123 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %125 = stablehlo.power %120, %cst_2 : tensor<2x128x2048xbf16>
    %126 = stablehlo.convert %125 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %127 = stablehlo.multiply %126, %cst_1 : tensor<2x128x2048xf32>
    %128 = stablehlo.convert %127 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %129 = stablehlo.add %120, %128 : tensor<2x128x2048xbf16>
    %130 = stablehlo.convert %129 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %131 = stablehlo.multiply %130, %cst_0 : tensor<2x128x2048xf32>
    %132 = stablehlo.convert %131 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %133 = stablehlo.tanh %132 : tensor<2x128x2048xbf16>
    %134 = stablehlo.convert %133 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %135 = stablehlo.add %134, %cst : tensor<2x128x2048xf32>
    %136 = stablehlo.multiply %124, %135 : tensor<2x128x2048xf32>
    %137 = stablehlo.convert %136 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %138 = stablehlo.reshape %137 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %139 = stablehlo.dot_general %138, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<256x512xbf16>
    %140 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %141 = stablehlo.add %139, %140 : tensor<256x512xbf16>
    %142 = stablehlo.reshape %141 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %143 = stablehlo.add %109, %142 : tensor<2x128x512xbf16>
    %144 = stablehlo.reshape %143 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%144, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %145 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %146 = stablehlo.reshape %output_28 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %147 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %148 = stablehlo.multiply %146, %147 : tensor<2x128x512xbf16>
    %149 = stablehlo.add %145, %148 : tensor<2x128x512xbf16>
    %150 = stablehlo.reshape %149 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %151 = stablehlo.dot_general %150, %arg45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %152 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<1536xbf16>) -> tensor<256x1536xbf16>
    %153 = stablehlo.add %151, %152 : tensor<256x1536xbf16>
    %154 = stablehlo.reshape %153 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %155 = stablehlo.slice %154 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %156 = stablehlo.reshape %155 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %158 = stablehlo.reshape %157 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %159 = stablehlo.slice %154 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %160 = stablehlo.reshape %159 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %161 = stablehlo.transpose %160, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x64x128xbf16>
    %162 = stablehlo.reshape %161 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %163 = stablehlo.dot_general %158, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %164 = stablehlo.reshape %163 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %165 = stablehlo.convert %164 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %166 = stablehlo.multiply %165, %cst_16 : tensor<2x8x128x128xf32>
    %167 = stablehlo.convert %166 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %168 = stablehlo.add %167, %87 : tensor<2x8x128x128xbf16>
    %169 = stablehlo.reduce(%168 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %171 = stablehlo.subtract %168, %170 : tensor<2x8x128x128xbf16>
    %172 = stablehlo.exponential %171 : tensor<2x8x128x128xbf16>
    %173 = stablehlo.reduce(%172 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %175 = stablehlo.divide %172, %174 : tensor<2x8x128x128xbf16>
    %176 = stablehlo.reshape %175 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %177 = stablehlo.slice %154 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %178 = stablehlo.reshape %177 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %179 = stablehlo.transpose %178, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %180 = stablehlo.reshape %179 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %181 = stablehlo.dot_general %176, %180, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %182 = stablehlo.reshape %181 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %183 = stablehlo.transpose %182, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %184 = stablehlo.reshape %183 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %185 = stablehlo.dot_general %184, %arg43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %186 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %187 = stablehlo.add %185, %186 : tensor<256x512xbf16>
    %188 = stablehlo.reshape %187 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %189 = stablehlo.add %188, %143 : tensor<2x128x512xbf16>
    %190 = stablehlo.reshape %189 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%190, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %191 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %192 = stablehlo.reshape %output_31 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %193 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %194 = stablehlo.multiply %192, %193 : tensor<2x128x512xbf16>
    %195 = stablehlo.add %191, %194 : tensor<2x128x512xbf16>
    %196 = stablehlo.reshape %195 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %197 = stablehlo.dot_general %196, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x2048xbf16>) -> tensor<256x2048xbf16>
    %198 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<2048xbf16>) -> tensor<256x2048xbf16>
    %199 = stablehlo.add %197, %198 : tensor<256x2048xbf16>
    %200 = stablehlo.reshape %199 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %201 = stablehlo.convert %200 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %202 = stablehlo.multiply %201, %cst_3 : tensor<2x128x2048xf32>
    %203 = stablehlo.convert %202 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %204 = stablehlo.convert %203 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %205 = stablehlo.power %200, %cst_2 : tensor<2x128x2048xbf16>
    %206 = stablehlo.convert %205 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %207 = stablehlo.multiply %206, %cst_1 : tensor<2x128x2048xf32>
    %208 = stablehlo.convert %207 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %209 = stablehlo.add %200, %208 : tensor<2x128x2048xbf16>
    %210 = stablehlo.convert %209 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %211 = stablehlo.multiply %210, %cst_0 : tensor<2x128x2048xf32>
    %212 = stablehlo.convert %211 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %213 = stablehlo.tanh %212 : tensor<2x128x2048xbf16>
    %214 = stablehlo.convert %213 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %215 = stablehlo.add %214, %cst : tensor<2x128x2048xf32>
    %216 = stablehlo.multiply %204, %215 : tensor<2x128x2048xf32>
    %217 = stablehlo.convert %216 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %218 = stablehlo.reshape %217 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %219 = stablehlo.dot_general %218, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<256x512xbf16>
    %220 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %221 = stablehlo.add %219, %220 : tensor<256x512xbf16>
    %222 = stablehlo.reshape %221 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %223 = stablehlo.add %189, %222 : tensor<2x128x512xbf16>
    %224 = stablehlo.reshape %223 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%224, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %225 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %226 = stablehlo.reshape %output_34 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %227 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %228 = stablehlo.multiply %226, %227 : tensor<2x128x512xbf16>
    %229 = stablehlo.add %225, %228 : tensor<2x128x512xbf16>
    %230 = stablehlo.reshape %229 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %231 = stablehlo.dot_general %230, %arg52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %232 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<1536xbf16>) -> tensor<256x1536xbf16>
    %233 = stablehlo.add %231, %232 : tensor<256x1536xbf16>
    %234 = stablehlo.reshape %233 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %235 = stablehlo.slice %234 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %236 = stablehlo.reshape %235 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %237 = stablehlo.transpose %236, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %238 = stablehlo.reshape %237 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %239 = stablehlo.slice %234 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %240 = stablehlo.reshape %239 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %241 = stablehlo.transpose %240, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x64x128xbf16>
    %242 = stablehlo.reshape %241 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %243 = stablehlo.dot_general %238, %242, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %244 = stablehlo.reshape %243 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %245 = stablehlo.convert %244 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %246 = stablehlo.multiply %245, %cst_16 : tensor<2x8x128x128xf32>
    %247 = stablehlo.convert %246 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %248 = stablehlo.add %247, %87 : tensor<2x8x128x128xbf16>
    %249 = stablehlo.reduce(%248 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %251 = stablehlo.subtract %248, %250 : tensor<2x8x128x128xbf16>
    %252 = stablehlo.exponential %251 : tensor<2x8x128x128xbf16>
    %253 = stablehlo.reduce(%252 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %255 = stablehlo.divide %252, %254 : tensor<2x8x128x128xbf16>
    %256 = stablehlo.reshape %255 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %257 = stablehlo.slice %234 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %258 = stablehlo.reshape %257 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %259 = stablehlo.transpose %258, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %260 = stablehlo.reshape %259 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %261 = stablehlo.dot_general %256, %260, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %262 = stablehlo.reshape %261 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %263 = stablehlo.transpose %262, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %264 = stablehlo.reshape %263 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %265 = stablehlo.dot_general %264, %arg50, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %266 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %267 = stablehlo.add %265, %266 : tensor<256x512xbf16>
    %268 = stablehlo.reshape %267 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %269 = stablehlo.add %268, %223 : tensor<2x128x512xbf16>
    %270 = stablehlo.reshape %269 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%270, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %271 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %272 = stablehlo.reshape %output_37 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %273 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %274 = stablehlo.multiply %272, %273 : tensor<2x128x512xbf16>
    %275 = stablehlo.add %271, %274 : tensor<2x128x512xbf16>
    %276 = stablehlo.reshape %275 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %277 = stablehlo.dot_general %276, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x2048xbf16>) -> tensor<256x2048xbf16>
    %278 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<2048xbf16>) -> tensor<256x2048xbf16>
    %279 = stablehlo.add %277, %278 : tensor<256x2048xbf16>
    %280 = stablehlo.reshape %279 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %281 = stablehlo.convert %280 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %282 = stablehlo.multiply %281, %cst_3 : tensor<2x128x2048xf32>
    %283 = stablehlo.convert %282 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %284 = stablehlo.convert %283 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %285 = stablehlo.power %280, %cst_2 : tensor<2x128x2048xbf16>
    %286 = stablehlo.convert %285 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %287 = stablehlo.multiply %286, %cst_1 : tensor<2x128x2048xf32>
    %288 = stablehlo.convert %287 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %289 = stablehlo.add %280, %288 : tensor<2x128x2048xbf16>
    %290 = stablehlo.convert %289 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %291 = stablehlo.multiply %290, %cst_0 : tensor<2x128x2048xf32>
    %292 = stablehlo.convert %291 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %293 = stablehlo.tanh %292 : tensor<2x128x2048xbf16>
    %294 = stablehlo.convert %293 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %295 = stablehlo.add %294, %cst : tensor<2x128x2048xf32>
    %296 = stablehlo.multiply %284, %295 : tensor<2x128x2048xf32>
    %297 = stablehlo.convert %296 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %298 = stablehlo.reshape %297 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %299 = stablehlo.dot_general %298, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<256x512xbf16>
    %300 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %301 = stablehlo.add %299, %300 : tensor<256x512xbf16>
    %302 = stablehlo.reshape %301 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %303 = stablehlo.add %269, %302 : tensor<2x128x512xbf16>
    %304 = stablehlo.reshape %303 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%304, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %305 = stablehlo.broadcast_in_dim %arg61, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %306 = stablehlo.reshape %output_40 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %307 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %308 = stablehlo.multiply %306, %307 : tensor<2x128x512xbf16>
    %309 = stablehlo.add %305, %308 : tensor<2x128x512xbf16>
    %310 = stablehlo.reshape %309 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %311 = stablehlo.dot_general %310, %arg59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %312 = stablehlo.broadcast_in_dim %arg58, dims = [1] : (tensor<1536xbf16>) -> tensor<256x1536xbf16>
    %313 = stablehlo.add %311, %312 : tensor<256x1536xbf16>
    %314 = stablehlo.reshape %313 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %315 = stablehlo.slice %314 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %316 = stablehlo.reshape %315 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %317 = stablehlo.transpose %316, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %318 = stablehlo.reshape %317 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %319 = stablehlo.slice %314 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %320 = stablehlo.reshape %319 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %321 = stablehlo.transpose %320, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x64x128xbf16>
    %322 = stablehlo.reshape %321 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %323 = stablehlo.dot_general %318, %322, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %324 = stablehlo.reshape %323 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %325 = stablehlo.convert %324 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %326 = stablehlo.multiply %325, %cst_16 : tensor<2x8x128x128xf32>
    %327 = stablehlo.convert %326 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %328 = stablehlo.add %327, %87 : tensor<2x8x128x128xbf16>
    %329 = stablehlo.reduce(%328 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %331 = stablehlo.subtract %328, %330 : tensor<2x8x128x128xbf16>
    %332 = stablehlo.exponential %331 : tensor<2x8x128x128xbf16>
    %333 = stablehlo.reduce(%332 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %335 = stablehlo.divide %332, %334 : tensor<2x8x128x128xbf16>
    %336 = stablehlo.reshape %335 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %337 = stablehlo.slice %314 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %338 = stablehlo.reshape %337 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %339 = stablehlo.transpose %338, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %340 = stablehlo.reshape %339 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %341 = stablehlo.dot_general %336, %340, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %342 = stablehlo.reshape %341 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %343 = stablehlo.transpose %342, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %344 = stablehlo.reshape %343 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %345 = stablehlo.dot_general %344, %arg57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %346 = stablehlo.broadcast_in_dim %arg56, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %347 = stablehlo.add %345, %346 : tensor<256x512xbf16>
    %348 = stablehlo.reshape %347 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %349 = stablehlo.add %348, %303 : tensor<2x128x512xbf16>
    %350 = stablehlo.reshape %349 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%350, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %351 = stablehlo.broadcast_in_dim %arg62, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %352 = stablehlo.reshape %output_43 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %353 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %354 = stablehlo.multiply %352, %353 : tensor<2x128x512xbf16>
    %355 = stablehlo.add %351, %354 : tensor<2x128x512xbf16>
    %356 = stablehlo.reshape %355 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %357 = stablehlo.dot_general %356, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x2048xbf16>) -> tensor<256x2048xbf16>
    %358 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<2048xbf16>) -> tensor<256x2048xbf16>
    %359 = stablehlo.add %357, %358 : tensor<256x2048xbf16>
    %360 = stablehlo.reshape %359 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %361 = stablehlo.convert %360 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %362 = stablehlo.multiply %361, %cst_3 : tensor<2x128x2048xf32>
    %363 = stablehlo.convert %362 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %364 = stablehlo.convert %363 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %365 = stablehlo.power %360, %cst_2 : tensor<2x128x2048xbf16>
    %366 = stablehlo.convert %365 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %367 = stablehlo.multiply %366, %cst_1 : tensor<2x128x2048xf32>
    %368 = stablehlo.convert %367 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %369 = stablehlo.add %360, %368 : tensor<2x128x2048xbf16>
    %370 = stablehlo.convert %369 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %371 = stablehlo.multiply %370, %cst_0 : tensor<2x128x2048xf32>
    %372 = stablehlo.convert %371 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %373 = stablehlo.tanh %372 : tensor<2x128x2048xbf16>
    %374 = stablehlo.convert %373 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %375 = stablehlo.add %374, %cst : tensor<2x128x2048xf32>
    %376 = stablehlo.multiply %364, %375 : tensor<2x128x2048xf32>
    %377 = stablehlo.convert %376 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %378 = stablehlo.reshape %377 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %379 = stablehlo.dot_general %378, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<256x512xbf16>
    %380 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %381 = stablehlo.add %379, %380 : tensor<256x512xbf16>
    %382 = stablehlo.reshape %381 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %383 = stablehlo.add %349, %382 : tensor<2x128x512xbf16>
    %384 = stablehlo.reshape %383 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%384, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %385 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %386 = stablehlo.reshape %output_46 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %387 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %388 = stablehlo.multiply %386, %387 : tensor<2x128x512xbf16>
    %389 = stablehlo.add %385, %388 : tensor<2x128x512xbf16>
    %390 = stablehlo.reshape %389 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %391 = stablehlo.dot_general %390, %arg66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %392 = stablehlo.broadcast_in_dim %arg65, dims = [1] : (tensor<1536xbf16>) -> tensor<256x1536xbf16>
    %393 = stablehlo.add %391, %392 : tensor<256x1536xbf16>
    %394 = stablehlo.reshape %393 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %395 = stablehlo.slice %394 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %396 = stablehlo.reshape %395 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %397 = stablehlo.transpose %396, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %398 = stablehlo.reshape %397 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %399 = stablehlo.slice %394 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %400 = stablehlo.reshape %399 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %401 = stablehlo.transpose %400, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x64x128xbf16>
    %402 = stablehlo.reshape %401 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %403 = stablehlo.dot_general %398, %402, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %404 = stablehlo.reshape %403 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %405 = stablehlo.convert %404 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %406 = stablehlo.multiply %405, %cst_16 : tensor<2x8x128x128xf32>
    %407 = stablehlo.convert %406 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %408 = stablehlo.add %407, %87 : tensor<2x8x128x128xbf16>
    %409 = stablehlo.reduce(%408 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %411 = stablehlo.subtract %408, %410 : tensor<2x8x128x128xbf16>
    %412 = stablehlo.exponential %411 : tensor<2x8x128x128xbf16>
    %413 = stablehlo.reduce(%412 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %415 = stablehlo.divide %412, %414 : tensor<2x8x128x128xbf16>
    %416 = stablehlo.reshape %415 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %417 = stablehlo.slice %394 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %418 = stablehlo.reshape %417 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %419 = stablehlo.transpose %418, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %420 = stablehlo.reshape %419 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %421 = stablehlo.dot_general %416, %420, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %422 = stablehlo.reshape %421 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %423 = stablehlo.transpose %422, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %424 = stablehlo.reshape %423 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %425 = stablehlo.dot_general %424, %arg64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %426 = stablehlo.broadcast_in_dim %arg63, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %427 = stablehlo.add %425, %426 : tensor<256x512xbf16>
    %428 = stablehlo.reshape %427 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %429 = stablehlo.add %428, %383 : tensor<2x128x512xbf16>
    %430 = stablehlo.reshape %429 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%430, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %431 = stablehlo.broadcast_in_dim %arg69, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %432 = stablehlo.reshape %output_49 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %433 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %434 = stablehlo.multiply %432, %433 : tensor<2x128x512xbf16>
    %435 = stablehlo.add %431, %434 : tensor<2x128x512xbf16>
    %436 = stablehlo.reshape %435 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %437 = stablehlo.dot_general %436, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x2048xbf16>) -> tensor<256x2048xbf16>
    %438 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<2048xbf16>) -> tensor<256x2048xbf16>
    %439 = stablehlo.add %437, %438 : tensor<256x2048xbf16>
    %440 = stablehlo.reshape %439 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %441 = stablehlo.convert %440 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %442 = stablehlo.multiply %441, %cst_3 : tensor<2x128x2048xf32>
    %443 = stablehlo.convert %442 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %444 = stablehlo.convert %443 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %445 = stablehlo.power %440, %cst_2 : tensor<2x128x2048xbf16>
    %446 = stablehlo.convert %445 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %447 = stablehlo.multiply %446, %cst_1 : tensor<2x128x2048xf32>
    %448 = stablehlo.convert %447 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %449 = stablehlo.add %440, %448 : tensor<2x128x2048xbf16>
    %450 = stablehlo.convert %449 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %451 = stablehlo.multiply %450, %cst_0 : tensor<2x128x2048xf32>
    %452 = stablehlo.convert %451 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %453 = stablehlo.tanh %452 : tensor<2x128x2048xbf16>
    %454 = stablehlo.convert %453 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %455 = stablehlo.add %454, %cst : tensor<2x128x2048xf32>
    %456 = stablehlo.multiply %444, %455 : tensor<2x128x2048xf32>
    %457 = stablehlo.convert %456 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %458 = stablehlo.reshape %457 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %459 = stablehlo.dot_general %458, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<256x512xbf16>
    %460 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %461 = stablehlo.add %459, %460 : tensor<256x512xbf16>
    %462 = stablehlo.reshape %461 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %463 = stablehlo.add %429, %462 : tensor<2x128x512xbf16>
    %464 = stablehlo.reshape %463 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%464, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %465 = stablehlo.broadcast_in_dim %arg75, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %466 = stablehlo.reshape %output_52 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %467 = stablehlo.broadcast_in_dim %arg74, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %468 = stablehlo.multiply %466, %467 : tensor<2x128x512xbf16>
    %469 = stablehlo.add %465, %468 : tensor<2x128x512xbf16>
    %470 = stablehlo.reshape %469 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %471 = stablehlo.dot_general %470, %arg73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %472 = stablehlo.broadcast_in_dim %arg72, dims = [1] : (tensor<1536xbf16>) -> tensor<256x1536xbf16>
    %473 = stablehlo.add %471, %472 : tensor<256x1536xbf16>
    %474 = stablehlo.reshape %473 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %475 = stablehlo.slice %474 [0:2, 0:128, 0:512] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %476 = stablehlo.reshape %475 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %477 = stablehlo.transpose %476, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %478 = stablehlo.reshape %477 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %479 = stablehlo.slice %474 [0:2, 0:128, 512:1024] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %480 = stablehlo.reshape %479 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %481 = stablehlo.transpose %480, dims = [0, 2, 3, 1] : (tensor<2x128x8x64xbf16>) -> tensor<2x8x64x128xbf16>
    %482 = stablehlo.reshape %481 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %483 = stablehlo.dot_general %478, %482, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %484 = stablehlo.reshape %483 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %485 = stablehlo.convert %484 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %486 = stablehlo.multiply %485, %cst_16 : tensor<2x8x128x128xf32>
    %487 = stablehlo.convert %486 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %488 = stablehlo.add %487, %87 : tensor<2x8x128x128xbf16>
    %489 = stablehlo.reduce(%488 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %491 = stablehlo.subtract %488, %490 : tensor<2x8x128x128xbf16>
    %492 = stablehlo.exponential %491 : tensor<2x8x128x128xbf16>
    %493 = stablehlo.reduce(%492 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xbf16>, tensor<bf16>) -> tensor<2x8x128xbf16>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<2x8x128xbf16>) -> tensor<2x8x128x128xbf16>
    %495 = stablehlo.divide %492, %494 : tensor<2x8x128x128xbf16>
    %496 = stablehlo.reshape %495 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %497 = stablehlo.slice %474 [0:2, 0:128, 1024:1536] : (tensor<2x128x1536xbf16>) -> tensor<2x128x512xbf16>
    %498 = stablehlo.reshape %497 : (tensor<2x128x512xbf16>) -> tensor<2x128x8x64xbf16>
    %499 = stablehlo.transpose %498, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %500 = stablehlo.reshape %499 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %501 = stablehlo.dot_general %496, %500, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %502 = stablehlo.reshape %501 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %503 = stablehlo.transpose %502, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %504 = stablehlo.reshape %503 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %505 = stablehlo.dot_general %504, %arg71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %506 = stablehlo.broadcast_in_dim %arg70, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %507 = stablehlo.add %505, %506 : tensor<256x512xbf16>
    %508 = stablehlo.reshape %507 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %509 = stablehlo.add %508, %463 : tensor<2x128x512xbf16>
    %510 = stablehlo.reshape %509 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%510, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %511 = stablehlo.broadcast_in_dim %arg76, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %512 = stablehlo.reshape %output_55 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %513 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %514 = stablehlo.multiply %512, %513 : tensor<2x128x512xbf16>
    %515 = stablehlo.add %511, %514 : tensor<2x128x512xbf16>
    %516 = stablehlo.reshape %515 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %517 = stablehlo.dot_general %516, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x2048xbf16>) -> tensor<256x2048xbf16>
    %518 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2048xbf16>) -> tensor<256x2048xbf16>
    %519 = stablehlo.add %517, %518 : tensor<256x2048xbf16>
    %520 = stablehlo.reshape %519 : (tensor<256x2048xbf16>) -> tensor<2x128x2048xbf16>
    %521 = stablehlo.convert %520 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %522 = stablehlo.multiply %521, %cst_3 : tensor<2x128x2048xf32>
    %523 = stablehlo.convert %522 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %524 = stablehlo.convert %523 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %525 = stablehlo.power %520, %cst_2 : tensor<2x128x2048xbf16>
    %526 = stablehlo.convert %525 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %527 = stablehlo.multiply %526, %cst_1 : tensor<2x128x2048xf32>
    %528 = stablehlo.convert %527 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %529 = stablehlo.add %520, %528 : tensor<2x128x2048xbf16>
    %530 = stablehlo.convert %529 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %531 = stablehlo.multiply %530, %cst_0 : tensor<2x128x2048xf32>
    %532 = stablehlo.convert %531 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %533 = stablehlo.tanh %532 : tensor<2x128x2048xbf16>
    %534 = stablehlo.convert %533 : (tensor<2x128x2048xbf16>) -> tensor<2x128x2048xf32>
    %535 = stablehlo.add %534, %cst : tensor<2x128x2048xf32>
    %536 = stablehlo.multiply %524, %535 : tensor<2x128x2048xf32>
    %537 = stablehlo.convert %536 : (tensor<2x128x2048xf32>) -> tensor<2x128x2048xbf16>
    %538 = stablehlo.reshape %537 : (tensor<2x128x2048xbf16>) -> tensor<256x2048xbf16>
    %539 = stablehlo.dot_general %538, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<256x512xbf16>
    %540 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xbf16>) -> tensor<256x512xbf16>
    %541 = stablehlo.add %539, %540 : tensor<256x512xbf16>
    %542 = stablehlo.reshape %541 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %543 = stablehlo.add %509, %542 : tensor<2x128x512xbf16>
    %544 = stablehlo.reshape %543 : (tensor<2x128x512xbf16>) -> tensor<1x256x512xbf16>
    %output_58, %batch_mean_59, %batch_var_60 = "stablehlo.batch_norm_training"(%544, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>) -> (tensor<1x256x512xbf16>, tensor<256xbf16>, tensor<256xbf16>)
    %545 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %546 = stablehlo.reshape %output_58 : (tensor<1x256x512xbf16>) -> tensor<2x128x512xbf16>
    %547 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xbf16>) -> tensor<2x128x512xbf16>
    %548 = stablehlo.multiply %546, %547 : tensor<2x128x512xbf16>
    %549 = stablehlo.add %545, %548 : tensor<2x128x512xbf16>
    %550 = stablehlo.reshape %549 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %551 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1024]{0,1}"} : (tensor<1024x512xbf16>) -> tensor<512x1024xbf16>
    %552 = stablehlo.dot_general %550, %551, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1024xbf16>) -> tensor<256x1024xbf16>
    %553 = stablehlo.reshape %552 : (tensor<256x1024xbf16>) -> tensor<2x128x1024xbf16>
    return %553 : tensor<2x128x1024xbf16>
  }
}
