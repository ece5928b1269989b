module @IrToHlo.1468 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x1536xf32>, %arg2: tensor<1536x512xf32>, %arg3: tensor<512x512xf32>, %arg4: tensor<256x512xf32>, %arg5: tensor<512x1536xf32>, %arg6: tensor<1536x512xf32>, %arg7: tensor<512x512xf32>, %arg8: tensor<256x512xf32>, %arg9: tensor<512x1536xf32>, %arg10: tensor<1536x512xf32>, %arg11: tensor<512x512xf32>, %arg12: tensor<256x512xf32>, %arg13: tensor<512x1536xf32>, %arg14: tensor<1536x512xf32>, %arg15: tensor<512x512xf32>, %arg16: tensor<256x512xf32>, %arg17: tensor<512x1536xf32>, %arg18: tensor<1536x512xf32>, %arg19: tensor<512x512xf32>, %arg20: tensor<256x512xf32>, %arg21: tensor<512x1536xf32>, %arg22: tensor<1536x512xf32>, %arg23: tensor<512x512xf32>, %arg24: tensor<256x512xf32>, %arg25: tensor<2x128xi64>, %arg26: tensor<1024x512xf32>, %arg27: tensor<512xf32>, %arg28: tensor<i1>, %arg29: tensor<32xf32>, %arg30: tensor<256x512xf32>, %arg31: tensor<512x512xf32>, %arg32: tensor<512xf32>, %arg33: tensor<1536x512xf32>, %arg34: tensor<512xf32>, %arg35: tensor<256x512xf32>, %arg36: tensor<512x512xf32>, %arg37: tensor<512xf32>, %arg38: tensor<1536x512xf32>, %arg39: tensor<512xf32>, %arg40: tensor<256x512xf32>, %arg41: tensor<512x512xf32>, %arg42: tensor<512xf32>, %arg43: tensor<1536x512xf32>, %arg44: tensor<512xf32>, %arg45: tensor<256x512xf32>, %arg46: tensor<512x512xf32>, %arg47: tensor<512xf32>, %arg48: tensor<1536x512xf32>, %arg49: tensor<512xf32>, %arg50: tensor<256x512xf32>, %arg51: tensor<512x512xf32>, %arg52: tensor<512xf32>, %arg53: tensor<1536x512xf32>, %arg54: tensor<512xf32>, %arg55: tensor<256x512xf32>, %arg56: tensor<512x512xf32>, %arg57: tensor<512xf32>, %arg58: tensor<1536x512xf32>, %arg59: tensor<512xf32>) -> tensor<2x128x1024xf32> {
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x128x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x128x128xf32>
    %c = stablehlo.constant dense<1> : tensor<2x128xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<2x1xi64>
    %c_2 = stablehlo.constant dense<128> : tensor<2x1x128x1xi64>
    %c_3 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<1x128x1xi64>
    %c_4 = stablehlo.constant dense<2> : tensor<2x1x128x1xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<2x1x128x1xi64>
    %c_6 = stablehlo.constant dense<128> : tensor<2x1x1x128xi64>
    %c_7 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<1x1x128xi64>
    %c_8 = stablehlo.constant dense<2> : tensor<2x1x1x128xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<2x1x1x128xi64>
    %c_10 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %cst_11 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x128x128xf32>
    %cst_12 = stablehlo.constant dense<"0x000000000000803F0000004000004040000080400000A0400000C0400000E0400000004100001041000020410000304100004041000050410000604100007041000080410000884100009041000098410000A0410000A8410000B0410000B8410000C0410000C8410000D0410000D8410000E0410000E8410000F0410000F84100000042000004420000084200000C4200001042000014420000184200001C4200002042000024420000284200002C4200003042000034420000384200003C4200004042000044420000484200004C4200005042000054420000584200005C4200006042000064420000684200006C4200007042000074420000784200007C42000080420000824200008442000086420000884200008A4200008C4200008E42000090420000924200009442000096420000984200009A4200009C4200009E420000A0420000A2420000A4420000A6420000A8420000AA420000AC420000AE420000B0420000B2420000B4420000B6420000B8420000BA420000BC420000BE420000C0420000C2420000C4420000C6420000C8420000CA420000CC420000CE420000D0420000D2420000D4420000D6420000D8420000DA420000DC420000DE420000E0420000E2420000E4420000E6420000E8420000EA420000EC420000EE420000F0420000F2420000F4420000F6420000F8420000FA420000FC420000FE42"> : tensor<1x128xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<2x128x1xf32>
    %cst_14 = stablehlo.constant dense<0.001953125> : tensor<2x128xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<2x128x512xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_17 = stablehlo.constant dense<0> : tensor<ui8>
    %c_18 = stablehlo.constant dense<0> : tensor<2x1x128x128xui8>
    %c_19 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg59, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %1 = stablehlo.reshape %arg25 : (tensor<2x128xi64>) -> tensor<256xi64>
    %2 = stablehlo.convert %1 : (tensor<256xi64>) -> tensor<256xui32>
    %3 = "stablehlo.gather"(%arg26, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1024x512xf32>, tensor<256xui32>) -> tensor<256x512xf32>
    %4 = stablehlo.reshape %3 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %5 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %6 = stablehlo.power %4, %cst_15 : tensor<2x128x512xf32>
    %7 = stablehlo.reduce(%6 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %8 = stablehlo.multiply %7, %cst_14 : tensor<2x128xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %10 = stablehlo.add %9, %cst_13 : tensor<2x128x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x128x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x128x512xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x128x512xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %17 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %19 = stablehlo.reshape %18 : (tensor<256x512xf32>) -> tensor<2x128x8x64xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %21 = stablehlo.broadcast_in_dim %cst_12, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x32xf32>
    %22 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<1x128x32xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x128x32xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x128x32xf32>, tensor<1x128x32xf32>) -> tensor<1x128x64xf32>
    %25 = stablehlo.cosine %24 : tensor<1x128x64xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x128x64xf32>) -> tensor<128x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<128x64xf32>) -> tensor<2x8x128x64xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<2x8x128x64xf32>
    %29 = stablehlo.slice %20 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %30 = stablehlo.negate %29 : tensor<2x8x128x32xf32>
    %31 = stablehlo.slice %20 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %32 = stablehlo.concatenate %30, %31, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %33 = stablehlo.sine %24 : tensor<1x128x64xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x128x64xf32>) -> tensor<128x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<128x64xf32>) -> tensor<2x8x128x64xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<2x8x128x64xf32>
    %37 = stablehlo.add %28, %36 : tensor<2x8x128x64xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %39 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %40 = stablehlo.dot_general %16, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %41 = stablehlo.reshape %40 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %43 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<128x64xf32>) -> tensor<2x4x128x64xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x4x128x64xf32>
    %45 = stablehlo.slice %42 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %46 = stablehlo.negate %45 : tensor<2x4x128x32xf32>
    %47 = stablehlo.slice %42 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %48 = stablehlo.concatenate %46, %47, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %49 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<128x64xf32>) -> tensor<2x4x128x64xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<2x4x128x64xf32>
    %51 = stablehlo.add %44, %50 : tensor<2x4x128x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %54 = stablehlo.transpose %53, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %56 = stablehlo.dot_general %38, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %57 = stablehlo.reshape %56 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %58 = stablehlo.multiply %57, %cst_11 : tensor<2x8x128x128xf32>
    %59 = stablehlo.convert %arg28 : (tensor<i1>) -> tensor<ui8>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui8>) -> tensor<2x1x128x128xui8>
    %61 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<128xi64>) -> tensor<2x128xi64>
    %62 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x128xi64>
    %63 = stablehlo.compare  LT, %62, %c_9 : (tensor<2x1x1x128xi64>, tensor<2x1x1x128xi64>) -> tensor<2x1x1x128xi1>
    %64 = stablehlo.add %62, %c_8 : tensor<2x1x1x128xi64>
    %65 = stablehlo.select %63, %64, %62 : tensor<2x1x1x128xi1>, tensor<2x1x1x128xi64>
    %66 = stablehlo.reshape %65 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %67 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x128xi64>) -> tensor<2x1x1x128xi64>
    %68 = stablehlo.compare  LT, %67, %c_9 : (tensor<2x1x1x128xi64>, tensor<2x1x1x128xi64>) -> tensor<2x1x1x128xi1>
    %69 = stablehlo.add %67, %c_6 : tensor<2x1x1x128xi64>
    %70 = stablehlo.select %68, %69, %67 : tensor<2x1x1x128xi1>, tensor<2x1x1x128xi64>
    %71 = stablehlo.reshape %70 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %72 = stablehlo.concatenate %66, %71, dim = 4 : (tensor<2x1x1x128x1xi64>, tensor<2x1x1x128x1xi64>) -> tensor<2x1x1x128x2xi64>
    %73 = "stablehlo.gather"(%61, %72) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xi64>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x128xi64>) -> tensor<2x1x128xi64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3] : (tensor<2x1x128xi64>) -> tensor<2x1x128x128xi64>
    %76 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x128x1xi64>
    %77 = stablehlo.compare  LT, %76, %c_5 : (tensor<2x1x128x1xi64>, tensor<2x1x128x1xi64>) -> tensor<2x1x128x1xi1>
    %78 = stablehlo.add %76, %c_4 : tensor<2x1x128x1xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x128x1xi1>, tensor<2x1x128x1xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %81 = stablehlo.broadcast_in_dim %c_3, dims = [1, 2, 3] : (tensor<1x128x1xi64>) -> tensor<2x1x128x1xi64>
    %82 = stablehlo.compare  LT, %81, %c_5 : (tensor<2x1x128x1xi64>, tensor<2x1x128x1xi64>) -> tensor<2x1x128x1xi1>
    %83 = stablehlo.add %81, %c_2 : tensor<2x1x128x1xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x128x1xi1>, tensor<2x1x128x1xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %86 = stablehlo.concatenate %80, %85, dim = 4 : (tensor<2x1x128x1x1xi64>, tensor<2x1x128x1x1xi64>) -> tensor<2x1x128x1x2xi64>
    %87 = "stablehlo.gather"(%61, %86) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xi64>
    %88 = stablehlo.reshape %87 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128xi64>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x1x128xi64>) -> tensor<2x1x128x128xi64>
    %90 = stablehlo.compare  LE, %75, %89 : (tensor<2x1x128x128xi64>, tensor<2x1x128x128xi64>) -> tensor<2x1x128x128xi1>
    %91 = stablehlo.convert %90 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %92 = stablehlo.and %60, %91 : tensor<2x1x128x128xui8>
    %93 = stablehlo.compare  NE, %92, %c_18 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %94 = stablehlo.convert %93 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %95 = stablehlo.slice %61 [0:2, 0:1] : (tensor<2x128xi64>) -> tensor<2x1xi64>
    %96 = stablehlo.subtract %95, %c_1 : tensor<2x1xi64>
    %97 = stablehlo.concatenate %96, %61, dim = 1 : (tensor<2x1xi64>, tensor<2x128xi64>) -> tensor<2x129xi64>
    %98 = stablehlo.slice %97 [0:2, 0:128] : (tensor<2x129xi64>) -> tensor<2x128xi64>
    %99 = stablehlo.subtract %61, %98 : tensor<2x128xi64>
    %100 = stablehlo.compare  NE, %99, %c : (tensor<2x128xi64>, tensor<2x128xi64>) -> tensor<2x128xi1>
    %101 = stablehlo.convert %100 : (tensor<2x128xi1>) -> tensor<2x128xui8>
    %102 = "stablehlo.reduce_window"(%101, %c_17) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [127, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 128>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg60: tensor<ui8>, %arg61: tensor<ui8>):
      %634 = stablehlo.add %arg60, %arg61 : tensor<ui8>
      stablehlo.return %634 : tensor<ui8>
    }) : (tensor<2x128xui8>, tensor<ui8>) -> tensor<2x128xui8>
    %103 = "stablehlo.gather"(%102, %86) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xui8>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xui8>
    %104 = stablehlo.reshape %103 : (tensor<2x1x128x1xui8>) -> tensor<2x1x128xui8>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x1x128xui8>) -> tensor<2x1x128x128xui8>
    %106 = "stablehlo.gather"(%102, %72) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xui8>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x128xui8>) -> tensor<2x1x128xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x128xui8>) -> tensor<2x1x128x128xui8>
    %109 = stablehlo.compare  EQ, %105, %108 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %110 = stablehlo.convert %109 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %111 = stablehlo.and %94, %110 : tensor<2x1x128x128xui8>
    %112 = stablehlo.compare  NE, %111, %c_18 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %113 = stablehlo.select %112, %cst_0, %cst : tensor<2x1x128x128xi1>, tensor<2x1x128x128xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x1x128x128xf32>) -> tensor<2x128x128xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 2, 3] : (tensor<2x128x128xf32>) -> tensor<2x8x128x128xf32>
    %116 = stablehlo.add %58, %115 : tensor<2x8x128x128xf32>
    %117 = stablehlo.reduce(%116 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %119 = stablehlo.subtract %116, %118 : tensor<2x8x128x128xf32>
    %120 = stablehlo.exponential %119 : tensor<2x8x128x128xf32>
    %121 = stablehlo.reduce(%120 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %123 = stablehlo.divide %120, %122 : tensor<2x8x128x128xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %125 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %126 = stablehlo.dot_general %16, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %127 = stablehlo.reshape %126 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x4x2x128x64xf32>) -> tensor<16x128x64xf32>
    %131 = stablehlo.dot_general %124, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %132 = stablehlo.reshape %131 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %135 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %137 = stablehlo.reshape %136 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %138 = stablehlo.add %4, %137 : tensor<2x128x512xf32>
    %139 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %140 = stablehlo.power %138, %cst_15 : tensor<2x128x512xf32>
    %141 = stablehlo.reduce(%140 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %142 = stablehlo.multiply %141, %cst_14 : tensor<2x128xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %144 = stablehlo.add %143, %cst_13 : tensor<2x128x1xf32>
    %145 = stablehlo.rsqrt %144 : tensor<2x128x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %148 = stablehlo.multiply %138, %147 : tensor<2x128x512xf32>
    %149 = stablehlo.multiply %139, %148 : tensor<2x128x512xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %151 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %152 = stablehlo.dot_general %150, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %153 = stablehlo.reshape %152 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %154 = stablehlo.logistic %153 : tensor<2x128x1536xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<2x128x1536xf32>
    %156 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %157 = stablehlo.dot_general %150, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %158 = stablehlo.reshape %157 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %159 = stablehlo.multiply %155, %158 : tensor<2x128x1536xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %161 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1536,512]{0,1}"} : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %163 = stablehlo.reshape %162 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %164 = stablehlo.add %138, %163 : tensor<2x128x512xf32>
    %165 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %166 = stablehlo.power %164, %cst_15 : tensor<2x128x512xf32>
    %167 = stablehlo.reduce(%166 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %168 = stablehlo.multiply %167, %cst_14 : tensor<2x128xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %170 = stablehlo.add %169, %cst_13 : tensor<2x128x1xf32>
    %171 = stablehlo.rsqrt %170 : tensor<2x128x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %174 = stablehlo.multiply %164, %173 : tensor<2x128x512xf32>
    %175 = stablehlo.multiply %165, %174 : tensor<2x128x512xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %177 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %178 = stablehlo.dot_general %176, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %179 = stablehlo.reshape %178 : (tensor<256x512xf32>) -> tensor<2x128x8x64xf32>
    %180 = stablehlo.transpose %179, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %181 = stablehlo.multiply %180, %27 : tensor<2x8x128x64xf32>
    %182 = stablehlo.slice %180 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %183 = stablehlo.negate %182 : tensor<2x8x128x32xf32>
    %184 = stablehlo.slice %180 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %185 = stablehlo.concatenate %183, %184, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %186 = stablehlo.multiply %185, %35 : tensor<2x8x128x64xf32>
    %187 = stablehlo.add %181, %186 : tensor<2x8x128x64xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %189 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %190 = stablehlo.dot_general %176, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %191 = stablehlo.reshape %190 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %192 = stablehlo.transpose %191, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %193 = stablehlo.multiply %192, %43 : tensor<2x4x128x64xf32>
    %194 = stablehlo.slice %192 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %195 = stablehlo.negate %194 : tensor<2x4x128x32xf32>
    %196 = stablehlo.slice %192 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %197 = stablehlo.concatenate %195, %196, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %198 = stablehlo.multiply %197, %49 : tensor<2x4x128x64xf32>
    %199 = stablehlo.add %193, %198 : tensor<2x4x128x64xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %202 = stablehlo.transpose %201, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %204 = stablehlo.dot_general %188, %203, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %205 = stablehlo.reshape %204 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %206 = stablehlo.multiply %205, %cst_11 : tensor<2x8x128x128xf32>
    %207 = stablehlo.add %206, %115 : tensor<2x8x128x128xf32>
    %208 = stablehlo.reduce(%207 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %210 = stablehlo.subtract %207, %209 : tensor<2x8x128x128xf32>
    %211 = stablehlo.exponential %210 : tensor<2x8x128x128xf32>
    %212 = stablehlo.reduce(%211 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %214 = stablehlo.divide %211, %213 : tensor<2x8x128x128xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %216 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %217 = stablehlo.dot_general %176, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %218 = stablehlo.reshape %217 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x4x2x128x64xf32>) -> tensor<16x128x64xf32>
    %222 = stablehlo.dot_general %215, %221, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %226 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %227 = stablehlo.dot_general %225, %226, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %228 = stablehlo.reshape %227 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %229 = stablehlo.add %164, %228 : tensor<2x128x512xf32>
    %230 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %231 = stablehlo.power %229, %cst_15 : tensor<2x128x512xf32>
    %232 = stablehlo.reduce(%231 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %233 = stablehlo.multiply %232, %cst_14 : tensor<2x128xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %235 = stablehlo.add %234, %cst_13 : tensor<2x128x1xf32>
    %236 = stablehlo.rsqrt %235 : tensor<2x128x1xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %239 = stablehlo.multiply %229, %238 : tensor<2x128x512xf32>
    %240 = stablehlo.multiply %230, %239 : tensor<2x128x512xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %242 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %243 = stablehlo.dot_general %241, %242, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %244 = stablehlo.reshape %243 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %245 = stablehlo.logistic %244 : tensor<2x128x1536xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<2x128x1536xf32>
    %247 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %248 = stablehlo.dot_general %241, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %249 = stablehlo.reshape %248 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<2x128x1536xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %252 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1536,512]{0,1}"} : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %253 = stablehlo.dot_general %251, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %254 = stablehlo.reshape %253 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %255 = stablehlo.add %229, %254 : tensor<2x128x512xf32>
    %256 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %257 = stablehlo.power %255, %cst_15 : tensor<2x128x512xf32>
    %258 = stablehlo.reduce(%257 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %259 = stablehlo.multiply %258, %cst_14 : tensor<2x128xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %261 = stablehlo.add %260, %cst_13 : tensor<2x128x1xf32>
    %262 = stablehlo.rsqrt %261 : tensor<2x128x1xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %265 = stablehlo.multiply %255, %264 : tensor<2x128x512xf32>
    %266 = stablehlo.multiply %256, %265 : tensor<2x128x512xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %268 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %269 = stablehlo.dot_general %267, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %270 = stablehlo.reshape %269 : (tensor<256x512xf32>) -> tensor<2x128x8x64xf32>
    %271 = stablehlo.transpose %270, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %272 = stablehlo.multiply %271, %27 : tensor<2x8x128x64xf32>
    %273 = stablehlo.slice %271 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %274 = stablehlo.negate %273 : tensor<2x8x128x32xf32>
    %275 = stablehlo.slice %271 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %276 = stablehlo.concatenate %274, %275, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %277 = stablehlo.multiply %276, %35 : tensor<2x8x128x64xf32>
    %278 = stablehlo.add %272, %277 : tensor<2x8x128x64xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %280 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %281 = stablehlo.dot_general %267, %280, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %282 = stablehlo.reshape %281 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %283 = stablehlo.transpose %282, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %284 = stablehlo.multiply %283, %43 : tensor<2x4x128x64xf32>
    %285 = stablehlo.slice %283 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %286 = stablehlo.negate %285 : tensor<2x4x128x32xf32>
    %287 = stablehlo.slice %283 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %288 = stablehlo.concatenate %286, %287, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %289 = stablehlo.multiply %288, %49 : tensor<2x4x128x64xf32>
    %290 = stablehlo.add %284, %289 : tensor<2x4x128x64xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %293 = stablehlo.transpose %292, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %295 = stablehlo.dot_general %279, %294, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %296 = stablehlo.reshape %295 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %297 = stablehlo.multiply %296, %cst_11 : tensor<2x8x128x128xf32>
    %298 = stablehlo.add %297, %115 : tensor<2x8x128x128xf32>
    %299 = stablehlo.reduce(%298 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %301 = stablehlo.subtract %298, %300 : tensor<2x8x128x128xf32>
    %302 = stablehlo.exponential %301 : tensor<2x8x128x128xf32>
    %303 = stablehlo.reduce(%302 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %305 = stablehlo.divide %302, %304 : tensor<2x8x128x128xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %307 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %308 = stablehlo.dot_general %267, %307, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %309 = stablehlo.reshape %308 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %310 = stablehlo.transpose %309, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x4x2x128x64xf32>) -> tensor<16x128x64xf32>
    %313 = stablehlo.dot_general %306, %312, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %314 = stablehlo.reshape %313 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %315 = stablehlo.transpose %314, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %317 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %318 = stablehlo.dot_general %316, %317, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %319 = stablehlo.reshape %318 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %320 = stablehlo.add %255, %319 : tensor<2x128x512xf32>
    %321 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %322 = stablehlo.power %320, %cst_15 : tensor<2x128x512xf32>
    %323 = stablehlo.reduce(%322 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %324 = stablehlo.multiply %323, %cst_14 : tensor<2x128xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %326 = stablehlo.add %325, %cst_13 : tensor<2x128x1xf32>
    %327 = stablehlo.rsqrt %326 : tensor<2x128x1xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %330 = stablehlo.multiply %320, %329 : tensor<2x128x512xf32>
    %331 = stablehlo.multiply %321, %330 : tensor<2x128x512xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %333 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %334 = stablehlo.dot_general %332, %333, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %335 = stablehlo.reshape %334 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %336 = stablehlo.logistic %335 : tensor<2x128x1536xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<2x128x1536xf32>
    %338 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %339 = stablehlo.dot_general %332, %338, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %340 = stablehlo.reshape %339 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %341 = stablehlo.multiply %337, %340 : tensor<2x128x1536xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %343 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1536,512]{0,1}"} : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %344 = stablehlo.dot_general %342, %343, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %345 = stablehlo.reshape %344 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %346 = stablehlo.add %320, %345 : tensor<2x128x512xf32>
    %347 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %348 = stablehlo.power %346, %cst_15 : tensor<2x128x512xf32>
    %349 = stablehlo.reduce(%348 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %350 = stablehlo.multiply %349, %cst_14 : tensor<2x128xf32>
    %351 = stablehlo.reshape %350 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %352 = stablehlo.add %351, %cst_13 : tensor<2x128x1xf32>
    %353 = stablehlo.rsqrt %352 : tensor<2x128x1xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %356 = stablehlo.multiply %346, %355 : tensor<2x128x512xf32>
    %357 = stablehlo.multiply %347, %356 : tensor<2x128x512xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %359 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %360 = stablehlo.dot_general %358, %359, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %361 = stablehlo.reshape %360 : (tensor<256x512xf32>) -> tensor<2x128x8x64xf32>
    %362 = stablehlo.transpose %361, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %363 = stablehlo.multiply %362, %27 : tensor<2x8x128x64xf32>
    %364 = stablehlo.slice %362 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %365 = stablehlo.negate %364 : tensor<2x8x128x32xf32>
    %366 = stablehlo.slice %362 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %367 = stablehlo.concatenate %365, %366, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %368 = stablehlo.multiply %367, %35 : tensor<2x8x128x64xf32>
    %369 = stablehlo.add %363, %368 : tensor<2x8x128x64xf32>
    %370 = stablehlo.reshape %369 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %371 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %372 = stablehlo.dot_general %358, %371, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %373 = stablehlo.reshape %372 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %374 = stablehlo.transpose %373, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %375 = stablehlo.multiply %374, %43 : tensor<2x4x128x64xf32>
    %376 = stablehlo.slice %374 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %377 = stablehlo.negate %376 : tensor<2x4x128x32xf32>
    %378 = stablehlo.slice %374 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %379 = stablehlo.concatenate %377, %378, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %380 = stablehlo.multiply %379, %49 : tensor<2x4x128x64xf32>
    %381 = stablehlo.add %375, %380 : tensor<2x4x128x64xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %384 = stablehlo.transpose %383, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %386 = stablehlo.dot_general %370, %385, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %387 = stablehlo.reshape %386 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %388 = stablehlo.multiply %387, %cst_11 : tensor<2x8x128x128xf32>
    %389 = stablehlo.add %388, %115 : tensor<2x8x128x128xf32>
    %390 = stablehlo.reduce(%389 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %392 = stablehlo.subtract %389, %391 : tensor<2x8x128x128xf32>
    %393 = stablehlo.exponential %392 : tensor<2x8x128x128xf32>
    %394 = stablehlo.reduce(%393 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %396 = stablehlo.divide %393, %395 : tensor<2x8x128x128xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %398 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %399 = stablehlo.dot_general %358, %398, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %400 = stablehlo.reshape %399 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %401 = stablehlo.transpose %400, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %403 = stablehlo.reshape %402 : (tensor<2x4x2x128x64xf32>) -> tensor<16x128x64xf32>
    %404 = stablehlo.dot_general %397, %403, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %405 = stablehlo.reshape %404 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %406 = stablehlo.transpose %405, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %408 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %409 = stablehlo.dot_general %407, %408, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %410 = stablehlo.reshape %409 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %411 = stablehlo.add %346, %410 : tensor<2x128x512xf32>
    %412 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %413 = stablehlo.power %411, %cst_15 : tensor<2x128x512xf32>
    %414 = stablehlo.reduce(%413 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %415 = stablehlo.multiply %414, %cst_14 : tensor<2x128xf32>
    %416 = stablehlo.reshape %415 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %417 = stablehlo.add %416, %cst_13 : tensor<2x128x1xf32>
    %418 = stablehlo.rsqrt %417 : tensor<2x128x1xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %421 = stablehlo.multiply %411, %420 : tensor<2x128x512xf32>
    %422 = stablehlo.multiply %412, %421 : tensor<2x128x512xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %424 = stablehlo.transpose %arg48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %425 = stablehlo.dot_general %423, %424, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %426 = stablehlo.reshape %425 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %427 = stablehlo.logistic %426 : tensor<2x128x1536xf32>
    %428 = stablehlo.multiply %426, %427 : tensor<2x128x1536xf32>
    %429 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %430 = stablehlo.dot_general %423, %429, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %431 = stablehlo.reshape %430 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %432 = stablehlo.multiply %428, %431 : tensor<2x128x1536xf32>
    %433 = stablehlo.reshape %432 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %434 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1536,512]{0,1}"} : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %435 = stablehlo.dot_general %433, %434, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %436 = stablehlo.reshape %435 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %437 = stablehlo.add %411, %436 : tensor<2x128x512xf32>
    %438 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %439 = stablehlo.power %437, %cst_15 : tensor<2x128x512xf32>
    %440 = stablehlo.reduce(%439 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %441 = stablehlo.multiply %440, %cst_14 : tensor<2x128xf32>
    %442 = stablehlo.reshape %441 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %443 = stablehlo.add %442, %cst_13 : tensor<2x128x1xf32>
    %444 = stablehlo.rsqrt %443 : tensor<2x128x1xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %447 = stablehlo.multiply %437, %446 : tensor<2x128x512xf32>
    %448 = stablehlo.multiply %438, %447 : tensor<2x128x512xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %450 = stablehlo.transpose %arg51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %451 = stablehlo.dot_general %449, %450, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %452 = stablehlo.reshape %451 : (tensor<256x512xf32>) -> tensor<2x128x8x64xf32>
    %453 = stablehlo.transpose %452, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %454 = stablehlo.multiply %453, %27 : tensor<2x8x128x64xf32>
    %455 = stablehlo.slice %453 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %456 = stablehlo.negate %455 : tensor<2x8x128x32xf32>
    %457 = stablehlo.slice %453 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %458 = stablehlo.concatenate %456, %457, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %459 = stablehlo.multiply %458, %35 : tensor<2x8x128x64xf32>
    %460 = stablehlo.add %454, %459 : tensor<2x8x128x64xf32>
    %461 = stablehlo.reshape %460 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %462 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %463 = stablehlo.dot_general %449, %462, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %464 = stablehlo.reshape %463 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %465 = stablehlo.transpose %464, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %466 = stablehlo.multiply %465, %43 : tensor<2x4x128x64xf32>
    %467 = stablehlo.slice %465 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %468 = stablehlo.negate %467 : tensor<2x4x128x32xf32>
    %469 = stablehlo.slice %465 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %470 = stablehlo.concatenate %468, %469, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %471 = stablehlo.multiply %470, %49 : tensor<2x4x128x64xf32>
    %472 = stablehlo.add %466, %471 : tensor<2x4x128x64xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %474 = stablehlo.reshape %473 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %475 = stablehlo.transpose %474, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %476 = stablehlo.reshape %475 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %477 = stablehlo.dot_general %461, %476, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %478 = stablehlo.reshape %477 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %479 = stablehlo.multiply %478, %cst_11 : tensor<2x8x128x128xf32>
    %480 = stablehlo.add %479, %115 : tensor<2x8x128x128xf32>
    %481 = stablehlo.reduce(%480 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %483 = stablehlo.subtract %480, %482 : tensor<2x8x128x128xf32>
    %484 = stablehlo.exponential %483 : tensor<2x8x128x128xf32>
    %485 = stablehlo.reduce(%484 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %487 = stablehlo.divide %484, %486 : tensor<2x8x128x128xf32>
    %488 = stablehlo.reshape %487 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %489 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %490 = stablehlo.dot_general %449, %489, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %491 = stablehlo.reshape %490 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %492 = stablehlo.transpose %491, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x4x2x128x64xf32>) -> tensor<16x128x64xf32>
    %495 = stablehlo.dot_general %488, %494, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %496 = stablehlo.reshape %495 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %497 = stablehlo.transpose %496, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %499 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %500 = stablehlo.dot_general %498, %499, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %501 = stablehlo.reshape %500 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %502 = stablehlo.add %437, %501 : tensor<2x128x512xf32>
    %503 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %504 = stablehlo.power %502, %cst_15 : tensor<2x128x512xf32>
    %505 = stablehlo.reduce(%504 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %506 = stablehlo.multiply %505, %cst_14 : tensor<2x128xf32>
    %507 = stablehlo.reshape %506 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %508 = stablehlo.add %507, %cst_13 : tensor<2x128x1xf32>
    %509 = stablehlo.rsqrt %508 : tensor<2x128x1xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %512 = stablehlo.multiply %502, %511 : tensor<2x128x512xf32>
    %513 = stablehlo.multiply %503, %512 : tensor<2x128x512xf32>
    %514 = stablehlo.reshape %513 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %515 = stablehlo.transpose %arg53, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %516 = stablehlo.dot_general %514, %515, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %517 = stablehlo.reshape %516 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %518 = stablehlo.logistic %517 : tensor<2x128x1536xf32>
    %519 = stablehlo.multiply %517, %518 : tensor<2x128x1536xf32>
    %520 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %521 = stablehlo.dot_general %514, %520, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %522 = stablehlo.reshape %521 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %523 = stablehlo.multiply %519, %522 : tensor<2x128x1536xf32>
    %524 = stablehlo.reshape %523 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %525 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1536,512]{0,1}"} : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %526 = stablehlo.dot_general %524, %525, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %527 = stablehlo.reshape %526 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %528 = stablehlo.add %502, %527 : tensor<2x128x512xf32>
    %529 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %530 = stablehlo.power %528, %cst_15 : tensor<2x128x512xf32>
    %531 = stablehlo.reduce(%530 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %532 = stablehlo.multiply %531, %cst_14 : tensor<2x128xf32>
    %533 = stablehlo.reshape %532 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %534 = stablehlo.add %533, %cst_13 : tensor<2x128x1xf32>
    %535 = stablehlo.rsqrt %534 : tensor<2x128x1xf32>
    %536 = stablehlo.reshape %535 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %538 = stablehlo.multiply %528, %537 : tensor<2x128x512xf32>
    %539 = stablehlo.multiply %529, %538 : tensor<2x128x512xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %541 = stablehlo.transpose %arg56, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %542 = stablehlo.dot_general %540, %541, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %543 = stablehlo.reshape %542 : (tensor<256x512xf32>) -> tensor<2x128x8x64xf32>
    %544 = stablehlo.transpose %543, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xf32>) -> tensor<2x8x128x64xf32>
    %545 = stablehlo.multiply %544, %27 : tensor<2x8x128x64xf32>
    %546 = stablehlo.slice %544 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %547 = stablehlo.negate %546 : tensor<2x8x128x32xf32>
    %548 = stablehlo.slice %544 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x32xf32>
    %549 = stablehlo.concatenate %547, %548, dim = 3 : (tensor<2x8x128x32xf32>, tensor<2x8x128x32xf32>) -> tensor<2x8x128x64xf32>
    %550 = stablehlo.multiply %549, %35 : tensor<2x8x128x64xf32>
    %551 = stablehlo.add %545, %550 : tensor<2x8x128x64xf32>
    %552 = stablehlo.reshape %551 : (tensor<2x8x128x64xf32>) -> tensor<16x128x64xf32>
    %553 = stablehlo.transpose %arg55, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %554 = stablehlo.dot_general %540, %553, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %555 = stablehlo.reshape %554 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %556 = stablehlo.transpose %555, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %557 = stablehlo.multiply %556, %43 : tensor<2x4x128x64xf32>
    %558 = stablehlo.slice %556 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %559 = stablehlo.negate %558 : tensor<2x4x128x32xf32>
    %560 = stablehlo.slice %556 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x32xf32>
    %561 = stablehlo.concatenate %559, %560, dim = 3 : (tensor<2x4x128x32xf32>, tensor<2x4x128x32xf32>) -> tensor<2x4x128x64xf32>
    %562 = stablehlo.multiply %561, %49 : tensor<2x4x128x64xf32>
    %563 = stablehlo.add %557, %562 : tensor<2x4x128x64xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %565 = stablehlo.reshape %564 : (tensor<2x4x2x128x64xf32>) -> tensor<2x8x128x64xf32>
    %566 = stablehlo.transpose %565, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x8x64x128xf32>
    %567 = stablehlo.reshape %566 : (tensor<2x8x64x128xf32>) -> tensor<16x64x128xf32>
    %568 = stablehlo.dot_general %552, %567, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %569 = stablehlo.reshape %568 : (tensor<16x128x128xf32>) -> tensor<2x8x128x128xf32>
    %570 = stablehlo.multiply %569, %cst_11 : tensor<2x8x128x128xf32>
    %571 = stablehlo.add %570, %115 : tensor<2x8x128x128xf32>
    %572 = stablehlo.reduce(%571 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %574 = stablehlo.subtract %571, %573 : tensor<2x8x128x128xf32>
    %575 = stablehlo.exponential %574 : tensor<2x8x128x128xf32>
    %576 = stablehlo.reduce(%575 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %578 = stablehlo.divide %575, %577 : tensor<2x8x128x128xf32>
    %579 = stablehlo.reshape %578 : (tensor<2x8x128x128xf32>) -> tensor<16x128x128xf32>
    %580 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,256]{0,1}"} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %581 = stablehlo.dot_general %540, %580, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %582 = stablehlo.reshape %581 : (tensor<256x256xf32>) -> tensor<2x128x4x64xf32>
    %583 = stablehlo.transpose %582, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xf32>) -> tensor<2x4x2x128x64xf32>
    %585 = stablehlo.reshape %584 : (tensor<2x4x2x128x64xf32>) -> tensor<16x128x64xf32>
    %586 = stablehlo.dot_general %579, %585, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %587 = stablehlo.reshape %586 : (tensor<16x128x64xf32>) -> tensor<2x8x128x64xf32>
    %588 = stablehlo.transpose %587, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xf32>) -> tensor<2x128x8x64xf32>
    %589 = stablehlo.reshape %588 : (tensor<2x128x8x64xf32>) -> tensor<256x512xf32>
    %590 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %591 = stablehlo.dot_general %589, %590, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %592 = stablehlo.reshape %591 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %593 = stablehlo.add %528, %592 : tensor<2x128x512xf32>
    %594 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %595 = stablehlo.power %593, %cst_15 : tensor<2x128x512xf32>
    %596 = stablehlo.reduce(%595 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %597 = stablehlo.multiply %596, %cst_14 : tensor<2x128xf32>
    %598 = stablehlo.reshape %597 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %599 = stablehlo.add %598, %cst_13 : tensor<2x128x1xf32>
    %600 = stablehlo.rsqrt %599 : tensor<2x128x1xf32>
    %601 = stablehlo.reshape %600 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %603 = stablehlo.multiply %593, %602 : tensor<2x128x512xf32>
    %604 = stablehlo.multiply %594, %603 : tensor<2x128x512xf32>
    %605 = stablehlo.reshape %604 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %606 = stablehlo.transpose %arg58, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %607 = stablehlo.dot_general %605, %606, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %608 = stablehlo.reshape %607 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %609 = stablehlo.logistic %608 : tensor<2x128x1536xf32>
    %610 = stablehlo.multiply %608, %609 : tensor<2x128x1536xf32>
    %611 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1536]{0,1}"} : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %612 = stablehlo.dot_general %605, %611, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1536xf32>) -> tensor<256x1536xf32>
    %613 = stablehlo.reshape %612 : (tensor<256x1536xf32>) -> tensor<2x128x1536xf32>
    %614 = stablehlo.multiply %610, %613 : tensor<2x128x1536xf32>
    %615 = stablehlo.reshape %614 : (tensor<2x128x1536xf32>) -> tensor<256x1536xf32>
    %616 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1536,512]{0,1}"} : (tensor<512x1536xf32>) -> tensor<1536x512xf32>
    %617 = stablehlo.dot_general %615, %616, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xf32>, tensor<1536x512xf32>) -> tensor<256x512xf32>
    %618 = stablehlo.reshape %617 : (tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %619 = stablehlo.add %593, %618 : tensor<2x128x512xf32>
    %620 = stablehlo.power %619, %cst_15 : tensor<2x128x512xf32>
    %621 = stablehlo.reduce(%620 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %622 = stablehlo.multiply %621, %cst_14 : tensor<2x128xf32>
    %623 = stablehlo.reshape %622 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %624 = stablehlo.add %623, %cst_13 : tensor<2x128x1xf32>
    %625 = stablehlo.rsqrt %624 : tensor<2x128x1xf32>
    %626 = stablehlo.reshape %625 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %627 = stablehlo.broadcast_in_dim %626, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %628 = stablehlo.multiply %619, %627 : tensor<2x128x512xf32>
    %629 = stablehlo.multiply %0, %628 : tensor<2x128x512xf32>
    %630 = stablehlo.reshape %629 : (tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %631 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1024]{0,1}"} : (tensor<1024x512xf32>) -> tensor<512x1024xf32>
    %632 = stablehlo.dot_general %630, %631, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %633 = stablehlo.reshape %632 : (tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    return %633 : tensor<2x128x1024xf32>
  }
}
