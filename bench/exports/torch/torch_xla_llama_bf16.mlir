module @IrToHlo.1662 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1024x512xbf16>, %arg1: tensor<512x1536xbf16>, %arg2: tensor<1536x512xbf16>, %arg3: tensor<512x512xbf16>, %arg4: tensor<256x512xbf16>, %arg5: tensor<512x1536xbf16>, %arg6: tensor<1536x512xbf16>, %arg7: tensor<512x512xbf16>, %arg8: tensor<256x512xbf16>, %arg9: tensor<512x1536xbf16>, %arg10: tensor<1536x512xbf16>, %arg11: tensor<512x512xbf16>, %arg12: tensor<256x512xbf16>, %arg13: tensor<512x1536xbf16>, %arg14: tensor<1536x512xbf16>, %arg15: tensor<512x512xbf16>, %arg16: tensor<256x512xbf16>, %arg17: tensor<512x1536xbf16>, %arg18: tensor<1536x512xbf16>, %arg19: tensor<512x512xbf16>, %arg20: tensor<256x512xbf16>, %arg21: tensor<512x1536xbf16>, %arg22: tensor<1536x512xbf16>, %arg23: tensor<512x512xbf16>, %arg24: tensor<256x512xbf16>, %arg25: tensor<2x128xi64>, %arg26: tensor<1024x512xbf16>, %arg27: tensor<512xbf16>, %arg28: tensor<i1>, %arg29: tensor<32xbf16>, %arg30: tensor<256x512xbf16>, %arg31: tensor<512x512xbf16>, %arg32: tensor<512xbf16>, %arg33: tensor<1536x512xbf16>, %arg34: tensor<512xbf16>, %arg35: tensor<256x512xbf16>, %arg36: tensor<512x512xbf16>, %arg37: tensor<512xbf16>, %arg38: tensor<1536x512xbf16>, %arg39: tensor<512xbf16>, %arg40: tensor<256x512xbf16>, %arg41: tensor<512x512xbf16>, %arg42: tensor<512xbf16>, %arg43: tensor<1536x512xbf16>, %arg44: tensor<512xbf16>, %arg45: tensor<256x512xbf16>, %arg46: tensor<512x512xbf16>, %arg47: tensor<512xbf16>, %arg48: tensor<1536x512xbf16>, %arg49: tensor<512xbf16>, %arg50: tensor<256x512xbf16>, %arg51: tensor<512x512xbf16>, %arg52: tensor<512xbf16>, %arg53: tensor<1536x512xbf16>, %arg54: tensor<512xbf16>, %arg55: tensor<256x512xbf16>, %arg56: tensor<512x512xbf16>, %arg57: tensor<512xbf16>, %arg58: tensor<1536x512xbf16>, %arg59: tensor<512xbf16>) -> tensor<2x128x1024xbf16> {
    %cst = stablehlo.constant dense<-3.389530e+38> : tensor<2x1x128x128xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x128x128xbf16>
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
    %0 = stablehlo.convert %arg59 : (tensor<512xbf16>) -> tensor<512xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %2 = stablehlo.reshape %arg25 : (tensor<2x128xi64>) -> tensor<256xi64>
    %3 = stablehlo.convert %2 : (tensor<256xi64>) -> tensor<256xui32>
    %4 = "stablehlo.gather"(%arg26, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1024x512xbf16>, tensor<256xui32>) -> tensor<256x512xbf16>
    %5 = stablehlo.reshape %4 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %6 = stablehlo.convert %arg27 : (tensor<512xbf16>) -> tensor<512xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %8 = stablehlo.convert %5 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %9 = stablehlo.power %8, %cst_15 : tensor<2x128x512xf32>
    %10 = stablehlo.reduce(%9 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %11 = stablehlo.multiply %10, %cst_14 : tensor<2x128xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %13 = stablehlo.add %12, %cst_13 : tensor<2x128x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x128x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %17 = stablehlo.multiply %8, %16 : tensor<2x128x512xf32>
    %18 = stablehlo.convert %17 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %19 = stablehlo.convert %18 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<2x128x512xf32>
    %21 = stablehlo.convert %20 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %22 = stablehlo.reshape %21 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %23 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %25 = stablehlo.reshape %24 : (tensor<256x512xbf16>) -> tensor<2x128x8x64xbf16>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %27 = stablehlo.convert %26 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x32xf32>
    %29 = stablehlo.convert %arg29 : (tensor<32xbf16>) -> tensor<32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2] : (tensor<32xf32>) -> tensor<1x128x32xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<1x128x32xf32>
    %32 = stablehlo.concatenate %31, %31, dim = 2 : (tensor<1x128x32xf32>, tensor<1x128x32xf32>) -> tensor<1x128x64xf32>
    %33 = stablehlo.cosine %32 : tensor<1x128x64xf32>
    %34 = stablehlo.convert %33 : (tensor<1x128x64xf32>) -> tensor<1x128x64xbf16>
    %35 = stablehlo.reshape %34 : (tensor<1x128x64xbf16>) -> tensor<1x1x128x64xbf16>
    %36 = stablehlo.convert %35 : (tensor<1x1x128x64xbf16>) -> tensor<1x1x128x64xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x1x128x64xf32>) -> tensor<128x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<128x64xf32>) -> tensor<2x8x128x64xf32>
    %39 = stablehlo.multiply %27, %38 : tensor<2x8x128x64xf32>
    %40 = stablehlo.convert %39 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %41 = stablehlo.slice %26 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %42 = stablehlo.negate %41 : tensor<2x8x128x32xbf16>
    %43 = stablehlo.slice %26 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %44 = stablehlo.concatenate %42, %43, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %45 = stablehlo.convert %44 : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %46 = stablehlo.sine %32 : tensor<1x128x64xf32>
    %47 = stablehlo.convert %46 : (tensor<1x128x64xf32>) -> tensor<1x128x64xbf16>
    %48 = stablehlo.reshape %47 : (tensor<1x128x64xbf16>) -> tensor<1x1x128x64xbf16>
    %49 = stablehlo.convert %48 : (tensor<1x1x128x64xbf16>) -> tensor<1x1x128x64xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x1x128x64xf32>) -> tensor<128x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [2, 3] : (tensor<128x64xf32>) -> tensor<2x8x128x64xf32>
    %52 = stablehlo.multiply %45, %51 : tensor<2x8x128x64xf32>
    %53 = stablehlo.convert %52 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %54 = stablehlo.add %40, %53 : tensor<2x8x128x64xbf16>
    %55 = stablehlo.reshape %54 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %56 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %57 = stablehlo.dot_general %22, %56, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %58 = stablehlo.reshape %57 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %59 = stablehlo.transpose %58, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %60 = stablehlo.convert %59 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %61 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<128x64xf32>) -> tensor<2x4x128x64xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x4x128x64xf32>
    %63 = stablehlo.convert %62 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %64 = stablehlo.slice %59 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %65 = stablehlo.negate %64 : tensor<2x4x128x32xbf16>
    %66 = stablehlo.slice %59 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %67 = stablehlo.concatenate %65, %66, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %68 = stablehlo.convert %67 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %69 = stablehlo.broadcast_in_dim %50, dims = [2, 3] : (tensor<128x64xf32>) -> tensor<2x4x128x64xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<2x4x128x64xf32>
    %71 = stablehlo.convert %70 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %72 = stablehlo.add %63, %71 : tensor<2x4x128x64xbf16>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %74 = stablehlo.reshape %73 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %75 = stablehlo.transpose %74, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %76 = stablehlo.reshape %75 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %77 = stablehlo.dot_general %55, %76, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %78 = stablehlo.reshape %77 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %79 = stablehlo.convert %78 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %80 = stablehlo.multiply %79, %cst_11 : tensor<2x8x128x128xf32>
    %81 = stablehlo.convert %80 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %82 = stablehlo.convert %arg28 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<2x1x128x128xui8>
    %84 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<128xi64>) -> tensor<2x128xi64>
    %85 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x128xi64>
    %86 = stablehlo.compare  LT, %85, %c_9 : (tensor<2x1x1x128xi64>, tensor<2x1x1x128xi64>) -> tensor<2x1x1x128xi1>
    %87 = stablehlo.add %85, %c_8 : tensor<2x1x1x128xi64>
    %88 = stablehlo.select %86, %87, %85 : tensor<2x1x1x128xi1>, tensor<2x1x1x128xi64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %90 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x128xi64>) -> tensor<2x1x1x128xi64>
    %91 = stablehlo.compare  LT, %90, %c_9 : (tensor<2x1x1x128xi64>, tensor<2x1x1x128xi64>) -> tensor<2x1x1x128xi1>
    %92 = stablehlo.add %90, %c_6 : tensor<2x1x1x128xi64>
    %93 = stablehlo.select %91, %92, %90 : tensor<2x1x1x128xi1>, tensor<2x1x1x128xi64>
    %94 = stablehlo.reshape %93 : (tensor<2x1x1x128xi64>) -> tensor<2x1x1x128x1xi64>
    %95 = stablehlo.concatenate %89, %94, dim = 4 : (tensor<2x1x1x128x1xi64>, tensor<2x1x1x128x1xi64>) -> tensor<2x1x1x128x2xi64>
    %96 = "stablehlo.gather"(%84, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xi64>
    %97 = stablehlo.reshape %96 : (tensor<2x1x1x128xi64>) -> tensor<2x1x128xi64>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 3] : (tensor<2x1x128xi64>) -> tensor<2x1x128x128xi64>
    %99 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x128x1xi64>
    %100 = stablehlo.compare  LT, %99, %c_5 : (tensor<2x1x128x1xi64>, tensor<2x1x128x1xi64>) -> tensor<2x1x128x1xi1>
    %101 = stablehlo.add %99, %c_4 : tensor<2x1x128x1xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x128x1xi1>, tensor<2x1x128x1xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %104 = stablehlo.broadcast_in_dim %c_3, dims = [1, 2, 3] : (tensor<1x128x1xi64>) -> tensor<2x1x128x1xi64>
    %105 = stablehlo.compare  LT, %104, %c_5 : (tensor<2x1x128x1xi64>, tensor<2x1x128x1xi64>) -> tensor<2x1x128x1xi1>
    %106 = stablehlo.add %104, %c_2 : tensor<2x1x128x1xi64>
    %107 = stablehlo.select %105, %106, %104 : tensor<2x1x128x1xi1>, tensor<2x1x128x1xi64>
    %108 = stablehlo.reshape %107 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128x1x1xi64>
    %109 = stablehlo.concatenate %103, %108, dim = 4 : (tensor<2x1x128x1x1xi64>, tensor<2x1x128x1x1xi64>) -> tensor<2x1x128x1x2xi64>
    %110 = "stablehlo.gather"(%84, %109) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xi64>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xi64>
    %111 = stablehlo.reshape %110 : (tensor<2x1x128x1xi64>) -> tensor<2x1x128xi64>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<2x1x128xi64>) -> tensor<2x1x128x128xi64>
    %113 = stablehlo.compare  LE, %98, %112 : (tensor<2x1x128x128xi64>, tensor<2x1x128x128xi64>) -> tensor<2x1x128x128xi1>
    %114 = stablehlo.convert %113 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %115 = stablehlo.and %83, %114 : tensor<2x1x128x128xui8>
    %116 = stablehlo.compare  NE, %115, %c_18 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %117 = stablehlo.convert %116 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %118 = stablehlo.slice %84 [0:2, 0:1] : (tensor<2x128xi64>) -> tensor<2x1xi64>
    %119 = stablehlo.subtract %118, %c_1 : tensor<2x1xi64>
    %120 = stablehlo.concatenate %119, %84, dim = 1 : (tensor<2x1xi64>, tensor<2x128xi64>) -> tensor<2x129xi64>
    %121 = stablehlo.slice %120 [0:2, 0:128] : (tensor<2x129xi64>) -> tensor<2x128xi64>
    %122 = stablehlo.subtract %84, %121 : tensor<2x128xi64>
    %123 = stablehlo.compare  NE, %122, %c : (tensor<2x128xi64>, tensor<2x128xi64>) -> tensor<2x128xi1>
    %124 = stablehlo.convert %123 : (tensor<2x128xi1>) -> tensor<2x128xui8>
    %125 = "stablehlo.reduce_window"(%124, %c_17) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [127, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 128>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg60: tensor<ui8>, %arg61: tensor<ui8>):
      %808 = stablehlo.add %arg60, %arg61 : tensor<ui8>
      stablehlo.return %808 : tensor<ui8>
    }) : (tensor<2x128xui8>, tensor<ui8>) -> tensor<2x128xui8>
    %126 = "stablehlo.gather"(%125, %109) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xui8>, tensor<2x1x128x1x2xi64>) -> tensor<2x1x128x1xui8>
    %127 = stablehlo.reshape %126 : (tensor<2x1x128x1xui8>) -> tensor<2x1x128xui8>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x1x128xui8>) -> tensor<2x1x128x128xui8>
    %129 = "stablehlo.gather"(%125, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x128xui8>, tensor<2x1x1x128x2xi64>) -> tensor<2x1x1x128xui8>
    %130 = stablehlo.reshape %129 : (tensor<2x1x1x128xui8>) -> tensor<2x1x128xui8>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 3] : (tensor<2x1x128xui8>) -> tensor<2x1x128x128xui8>
    %132 = stablehlo.compare  EQ, %128, %131 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %133 = stablehlo.convert %132 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xui8>
    %134 = stablehlo.and %117, %133 : tensor<2x1x128x128xui8>
    %135 = stablehlo.compare  NE, %134, %c_18 : (tensor<2x1x128x128xui8>, tensor<2x1x128x128xui8>) -> tensor<2x1x128x128xi1>
    %136 = stablehlo.select %135, %cst_0, %cst : tensor<2x1x128x128xi1>, tensor<2x1x128x128xbf16>
    %137 = stablehlo.reshape %136 : (tensor<2x1x128x128xbf16>) -> tensor<2x128x128xbf16>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 2, 3] : (tensor<2x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %139 = stablehlo.add %81, %138 : tensor<2x8x128x128xbf16>
    %140 = stablehlo.convert %139 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %141 = stablehlo.reduce(%140 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %143 = stablehlo.subtract %140, %142 : tensor<2x8x128x128xf32>
    %144 = stablehlo.exponential %143 : tensor<2x8x128x128xf32>
    %145 = stablehlo.reduce(%144 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %147 = stablehlo.divide %144, %146 : tensor<2x8x128x128xf32>
    %148 = stablehlo.convert %147 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %149 = stablehlo.reshape %148 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %150 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %151 = stablehlo.dot_general %22, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %152 = stablehlo.reshape %151 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %153 = stablehlo.transpose %152, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %155 = stablehlo.reshape %154 : (tensor<2x4x2x128x64xbf16>) -> tensor<16x128x64xbf16>
    %156 = stablehlo.dot_general %149, %155, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %157 = stablehlo.reshape %156 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %159 = stablehlo.reshape %158 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %160 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %162 = stablehlo.reshape %161 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %163 = stablehlo.add %5, %162 : tensor<2x128x512xbf16>
    %164 = stablehlo.convert %arg32 : (tensor<512xbf16>) -> tensor<512xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %166 = stablehlo.convert %163 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %167 = stablehlo.power %166, %cst_15 : tensor<2x128x512xf32>
    %168 = stablehlo.reduce(%167 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %169 = stablehlo.multiply %168, %cst_14 : tensor<2x128xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %171 = stablehlo.add %170, %cst_13 : tensor<2x128x1xf32>
    %172 = stablehlo.rsqrt %171 : tensor<2x128x1xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %175 = stablehlo.multiply %166, %174 : tensor<2x128x512xf32>
    %176 = stablehlo.convert %175 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %177 = stablehlo.convert %176 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %178 = stablehlo.multiply %165, %177 : tensor<2x128x512xf32>
    %179 = stablehlo.convert %178 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %180 = stablehlo.reshape %179 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %181 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %182 = stablehlo.dot_general %180, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %183 = stablehlo.reshape %182 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %184 = stablehlo.convert %183 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %185 = stablehlo.logistic %184 : tensor<2x128x1536xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<2x128x1536xf32>
    %187 = stablehlo.convert %186 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %188 = stablehlo.convert %187 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %189 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %190 = stablehlo.dot_general %180, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %191 = stablehlo.reshape %190 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %192 = stablehlo.convert %191 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %193 = stablehlo.multiply %188, %192 : tensor<2x128x1536xf32>
    %194 = stablehlo.convert %193 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %195 = stablehlo.reshape %194 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %196 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1536,512]{0,1}"} : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %197 = stablehlo.dot_general %195, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %198 = stablehlo.reshape %197 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %199 = stablehlo.add %163, %198 : tensor<2x128x512xbf16>
    %200 = stablehlo.convert %arg34 : (tensor<512xbf16>) -> tensor<512xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %202 = stablehlo.convert %199 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %203 = stablehlo.power %202, %cst_15 : tensor<2x128x512xf32>
    %204 = stablehlo.reduce(%203 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %205 = stablehlo.multiply %204, %cst_14 : tensor<2x128xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %207 = stablehlo.add %206, %cst_13 : tensor<2x128x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x128x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %211 = stablehlo.multiply %202, %210 : tensor<2x128x512xf32>
    %212 = stablehlo.convert %211 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %213 = stablehlo.convert %212 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %214 = stablehlo.multiply %201, %213 : tensor<2x128x512xf32>
    %215 = stablehlo.convert %214 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %216 = stablehlo.reshape %215 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %217 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %218 = stablehlo.dot_general %216, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %219 = stablehlo.reshape %218 : (tensor<256x512xbf16>) -> tensor<2x128x8x64xbf16>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %221 = stablehlo.convert %220 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %222 = stablehlo.multiply %221, %38 : tensor<2x8x128x64xf32>
    %223 = stablehlo.convert %222 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %224 = stablehlo.slice %220 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %225 = stablehlo.negate %224 : tensor<2x8x128x32xbf16>
    %226 = stablehlo.slice %220 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %227 = stablehlo.concatenate %225, %226, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %228 = stablehlo.convert %227 : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %229 = stablehlo.multiply %228, %51 : tensor<2x8x128x64xf32>
    %230 = stablehlo.convert %229 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %231 = stablehlo.add %223, %230 : tensor<2x8x128x64xbf16>
    %232 = stablehlo.reshape %231 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %233 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %234 = stablehlo.dot_general %216, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %235 = stablehlo.reshape %234 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %237 = stablehlo.convert %236 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %238 = stablehlo.multiply %237, %61 : tensor<2x4x128x64xf32>
    %239 = stablehlo.convert %238 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %240 = stablehlo.slice %236 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %241 = stablehlo.negate %240 : tensor<2x4x128x32xbf16>
    %242 = stablehlo.slice %236 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %243 = stablehlo.concatenate %241, %242, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %244 = stablehlo.convert %243 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %245 = stablehlo.multiply %244, %69 : tensor<2x4x128x64xf32>
    %246 = stablehlo.convert %245 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %247 = stablehlo.add %239, %246 : tensor<2x4x128x64xbf16>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %249 = stablehlo.reshape %248 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %250 = stablehlo.transpose %249, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %251 = stablehlo.reshape %250 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %252 = stablehlo.dot_general %232, %251, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %253 = stablehlo.reshape %252 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %254 = stablehlo.convert %253 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %255 = stablehlo.multiply %254, %cst_11 : tensor<2x8x128x128xf32>
    %256 = stablehlo.convert %255 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %257 = stablehlo.add %256, %138 : tensor<2x8x128x128xbf16>
    %258 = stablehlo.convert %257 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %259 = stablehlo.reduce(%258 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %261 = stablehlo.subtract %258, %260 : tensor<2x8x128x128xf32>
    %262 = stablehlo.exponential %261 : tensor<2x8x128x128xf32>
    %263 = stablehlo.reduce(%262 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %265 = stablehlo.divide %262, %264 : tensor<2x8x128x128xf32>
    %266 = stablehlo.convert %265 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %267 = stablehlo.reshape %266 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %268 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %269 = stablehlo.dot_general %216, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %270 = stablehlo.reshape %269 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %271 = stablehlo.transpose %270, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %273 = stablehlo.reshape %272 : (tensor<2x4x2x128x64xbf16>) -> tensor<16x128x64xbf16>
    %274 = stablehlo.dot_general %267, %273, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %275 = stablehlo.reshape %274 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %276 = stablehlo.transpose %275, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %277 = stablehlo.reshape %276 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %278 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %279 = stablehlo.dot_general %277, %278, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %280 = stablehlo.reshape %279 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %281 = stablehlo.add %199, %280 : tensor<2x128x512xbf16>
    %282 = stablehlo.convert %arg37 : (tensor<512xbf16>) -> tensor<512xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %284 = stablehlo.convert %281 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %285 = stablehlo.power %284, %cst_15 : tensor<2x128x512xf32>
    %286 = stablehlo.reduce(%285 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %287 = stablehlo.multiply %286, %cst_14 : tensor<2x128xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %289 = stablehlo.add %288, %cst_13 : tensor<2x128x1xf32>
    %290 = stablehlo.rsqrt %289 : tensor<2x128x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %293 = stablehlo.multiply %284, %292 : tensor<2x128x512xf32>
    %294 = stablehlo.convert %293 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %295 = stablehlo.convert %294 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %296 = stablehlo.multiply %283, %295 : tensor<2x128x512xf32>
    %297 = stablehlo.convert %296 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %298 = stablehlo.reshape %297 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %299 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %300 = stablehlo.dot_general %298, %299, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %301 = stablehlo.reshape %300 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %302 = stablehlo.convert %301 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %303 = stablehlo.logistic %302 : tensor<2x128x1536xf32>
    %304 = stablehlo.multiply %302, %303 : tensor<2x128x1536xf32>
    %305 = stablehlo.convert %304 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %306 = stablehlo.convert %305 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %307 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %308 = stablehlo.dot_general %298, %307, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %309 = stablehlo.reshape %308 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %310 = stablehlo.convert %309 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %311 = stablehlo.multiply %306, %310 : tensor<2x128x1536xf32>
    %312 = stablehlo.convert %311 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %313 = stablehlo.reshape %312 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %314 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1536,512]{0,1}"} : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %315 = stablehlo.dot_general %313, %314, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %316 = stablehlo.reshape %315 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %317 = stablehlo.add %281, %316 : tensor<2x128x512xbf16>
    %318 = stablehlo.convert %arg39 : (tensor<512xbf16>) -> tensor<512xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %320 = stablehlo.convert %317 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %321 = stablehlo.power %320, %cst_15 : tensor<2x128x512xf32>
    %322 = stablehlo.reduce(%321 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %323 = stablehlo.multiply %322, %cst_14 : tensor<2x128xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %325 = stablehlo.add %324, %cst_13 : tensor<2x128x1xf32>
    %326 = stablehlo.rsqrt %325 : tensor<2x128x1xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %329 = stablehlo.multiply %320, %328 : tensor<2x128x512xf32>
    %330 = stablehlo.convert %329 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %331 = stablehlo.convert %330 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %332 = stablehlo.multiply %319, %331 : tensor<2x128x512xf32>
    %333 = stablehlo.convert %332 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %334 = stablehlo.reshape %333 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %335 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %336 = stablehlo.dot_general %334, %335, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %337 = stablehlo.reshape %336 : (tensor<256x512xbf16>) -> tensor<2x128x8x64xbf16>
    %338 = stablehlo.transpose %337, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %339 = stablehlo.convert %338 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %340 = stablehlo.multiply %339, %38 : tensor<2x8x128x64xf32>
    %341 = stablehlo.convert %340 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %342 = stablehlo.slice %338 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %343 = stablehlo.negate %342 : tensor<2x8x128x32xbf16>
    %344 = stablehlo.slice %338 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %345 = stablehlo.concatenate %343, %344, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %346 = stablehlo.convert %345 : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %347 = stablehlo.multiply %346, %51 : tensor<2x8x128x64xf32>
    %348 = stablehlo.convert %347 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %349 = stablehlo.add %341, %348 : tensor<2x8x128x64xbf16>
    %350 = stablehlo.reshape %349 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %351 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %352 = stablehlo.dot_general %334, %351, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %353 = stablehlo.reshape %352 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %354 = stablehlo.transpose %353, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %355 = stablehlo.convert %354 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %356 = stablehlo.multiply %355, %61 : tensor<2x4x128x64xf32>
    %357 = stablehlo.convert %356 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %358 = stablehlo.slice %354 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %359 = stablehlo.negate %358 : tensor<2x4x128x32xbf16>
    %360 = stablehlo.slice %354 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %361 = stablehlo.concatenate %359, %360, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %362 = stablehlo.convert %361 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %363 = stablehlo.multiply %362, %69 : tensor<2x4x128x64xf32>
    %364 = stablehlo.convert %363 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %365 = stablehlo.add %357, %364 : tensor<2x4x128x64xbf16>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %367 = stablehlo.reshape %366 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %368 = stablehlo.transpose %367, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %369 = stablehlo.reshape %368 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %370 = stablehlo.dot_general %350, %369, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %371 = stablehlo.reshape %370 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %372 = stablehlo.convert %371 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %373 = stablehlo.multiply %372, %cst_11 : tensor<2x8x128x128xf32>
    %374 = stablehlo.convert %373 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %375 = stablehlo.add %374, %138 : tensor<2x8x128x128xbf16>
    %376 = stablehlo.convert %375 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %377 = stablehlo.reduce(%376 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %379 = stablehlo.subtract %376, %378 : tensor<2x8x128x128xf32>
    %380 = stablehlo.exponential %379 : tensor<2x8x128x128xf32>
    %381 = stablehlo.reduce(%380 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %383 = stablehlo.divide %380, %382 : tensor<2x8x128x128xf32>
    %384 = stablehlo.convert %383 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %385 = stablehlo.reshape %384 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %386 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %387 = stablehlo.dot_general %334, %386, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %388 = stablehlo.reshape %387 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %389 = stablehlo.transpose %388, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %391 = stablehlo.reshape %390 : (tensor<2x4x2x128x64xbf16>) -> tensor<16x128x64xbf16>
    %392 = stablehlo.dot_general %385, %391, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %393 = stablehlo.reshape %392 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %394 = stablehlo.transpose %393, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %395 = stablehlo.reshape %394 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %396 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %397 = stablehlo.dot_general %395, %396, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %398 = stablehlo.reshape %397 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %399 = stablehlo.add %317, %398 : tensor<2x128x512xbf16>
    %400 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %402 = stablehlo.convert %399 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %403 = stablehlo.power %402, %cst_15 : tensor<2x128x512xf32>
    %404 = stablehlo.reduce(%403 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %405 = stablehlo.multiply %404, %cst_14 : tensor<2x128xf32>
    %406 = stablehlo.reshape %405 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %407 = stablehlo.add %406, %cst_13 : tensor<2x128x1xf32>
    %408 = stablehlo.rsqrt %407 : tensor<2x128x1xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %411 = stablehlo.multiply %402, %410 : tensor<2x128x512xf32>
    %412 = stablehlo.convert %411 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %413 = stablehlo.convert %412 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %414 = stablehlo.multiply %401, %413 : tensor<2x128x512xf32>
    %415 = stablehlo.convert %414 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %416 = stablehlo.reshape %415 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %417 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %418 = stablehlo.dot_general %416, %417, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %419 = stablehlo.reshape %418 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %420 = stablehlo.convert %419 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %421 = stablehlo.logistic %420 : tensor<2x128x1536xf32>
    %422 = stablehlo.multiply %420, %421 : tensor<2x128x1536xf32>
    %423 = stablehlo.convert %422 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %424 = stablehlo.convert %423 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %425 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %426 = stablehlo.dot_general %416, %425, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %427 = stablehlo.reshape %426 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %428 = stablehlo.convert %427 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %429 = stablehlo.multiply %424, %428 : tensor<2x128x1536xf32>
    %430 = stablehlo.convert %429 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %431 = stablehlo.reshape %430 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %432 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1536,512]{0,1}"} : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %433 = stablehlo.dot_general %431, %432, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %434 = stablehlo.reshape %433 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %435 = stablehlo.add %399, %434 : tensor<2x128x512xbf16>
    %436 = stablehlo.convert %arg44 : (tensor<512xbf16>) -> tensor<512xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %438 = stablehlo.convert %435 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %439 = stablehlo.power %438, %cst_15 : tensor<2x128x512xf32>
    %440 = stablehlo.reduce(%439 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %441 = stablehlo.multiply %440, %cst_14 : tensor<2x128xf32>
    %442 = stablehlo.reshape %441 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %443 = stablehlo.add %442, %cst_13 : tensor<2x128x1xf32>
    %444 = stablehlo.rsqrt %443 : tensor<2x128x1xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %447 = stablehlo.multiply %438, %446 : tensor<2x128x512xf32>
    %448 = stablehlo.convert %447 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %449 = stablehlo.convert %448 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %450 = stablehlo.multiply %437, %449 : tensor<2x128x512xf32>
    %451 = stablehlo.convert %450 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %452 = stablehlo.reshape %451 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %453 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %454 = stablehlo.dot_general %452, %453, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %455 = stablehlo.reshape %454 : (tensor<256x512xbf16>) -> tensor<2x128x8x64xbf16>
    %456 = stablehlo.transpose %455, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %457 = stablehlo.convert %456 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %458 = stablehlo.multiply %457, %38 : tensor<2x8x128x64xf32>
    %459 = stablehlo.convert %458 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %460 = stablehlo.slice %456 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %461 = stablehlo.negate %460 : tensor<2x8x128x32xbf16>
    %462 = stablehlo.slice %456 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %463 = stablehlo.concatenate %461, %462, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %464 = stablehlo.convert %463 : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %465 = stablehlo.multiply %464, %51 : tensor<2x8x128x64xf32>
    %466 = stablehlo.convert %465 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %467 = stablehlo.add %459, %466 : tensor<2x8x128x64xbf16>
    %468 = stablehlo.reshape %467 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %469 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %470 = stablehlo.dot_general %452, %469, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %471 = stablehlo.reshape %470 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %472 = stablehlo.transpose %471, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %473 = stablehlo.convert %472 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %474 = stablehlo.multiply %473, %61 : tensor<2x4x128x64xf32>
    %475 = stablehlo.convert %474 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %476 = stablehlo.slice %472 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %477 = stablehlo.negate %476 : tensor<2x4x128x32xbf16>
    %478 = stablehlo.slice %472 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %479 = stablehlo.concatenate %477, %478, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %480 = stablehlo.convert %479 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %481 = stablehlo.multiply %480, %69 : tensor<2x4x128x64xf32>
    %482 = stablehlo.convert %481 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %483 = stablehlo.add %475, %482 : tensor<2x4x128x64xbf16>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %485 = stablehlo.reshape %484 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %486 = stablehlo.transpose %485, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %487 = stablehlo.reshape %486 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %488 = stablehlo.dot_general %468, %487, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %489 = stablehlo.reshape %488 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %490 = stablehlo.convert %489 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %491 = stablehlo.multiply %490, %cst_11 : tensor<2x8x128x128xf32>
    %492 = stablehlo.convert %491 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %493 = stablehlo.add %492, %138 : tensor<2x8x128x128xbf16>
    %494 = stablehlo.convert %493 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %495 = stablehlo.reduce(%494 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %497 = stablehlo.subtract %494, %496 : tensor<2x8x128x128xf32>
    %498 = stablehlo.exponential %497 : tensor<2x8x128x128xf32>
    %499 = stablehlo.reduce(%498 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %501 = stablehlo.divide %498, %500 : tensor<2x8x128x128xf32>
    %502 = stablehlo.convert %501 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %503 = stablehlo.reshape %502 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %504 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %505 = stablehlo.dot_general %452, %504, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %506 = stablehlo.reshape %505 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %507 = stablehlo.transpose %506, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %509 = stablehlo.reshape %508 : (tensor<2x4x2x128x64xbf16>) -> tensor<16x128x64xbf16>
    %510 = stablehlo.dot_general %503, %509, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %511 = stablehlo.reshape %510 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %512 = stablehlo.transpose %511, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %513 = stablehlo.reshape %512 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %514 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %515 = stablehlo.dot_general %513, %514, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %516 = stablehlo.reshape %515 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %517 = stablehlo.add %435, %516 : tensor<2x128x512xbf16>
    %518 = stablehlo.convert %arg47 : (tensor<512xbf16>) -> tensor<512xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %520 = stablehlo.convert %517 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %521 = stablehlo.power %520, %cst_15 : tensor<2x128x512xf32>
    %522 = stablehlo.reduce(%521 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %523 = stablehlo.multiply %522, %cst_14 : tensor<2x128xf32>
    %524 = stablehlo.reshape %523 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %525 = stablehlo.add %524, %cst_13 : tensor<2x128x1xf32>
    %526 = stablehlo.rsqrt %525 : tensor<2x128x1xf32>
    %527 = stablehlo.reshape %526 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %529 = stablehlo.multiply %520, %528 : tensor<2x128x512xf32>
    %530 = stablehlo.convert %529 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %531 = stablehlo.convert %530 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %532 = stablehlo.multiply %519, %531 : tensor<2x128x512xf32>
    %533 = stablehlo.convert %532 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %534 = stablehlo.reshape %533 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %535 = stablehlo.transpose %arg48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %536 = stablehlo.dot_general %534, %535, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %537 = stablehlo.reshape %536 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %538 = stablehlo.convert %537 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %539 = stablehlo.logistic %538 : tensor<2x128x1536xf32>
    %540 = stablehlo.multiply %538, %539 : tensor<2x128x1536xf32>
    %541 = stablehlo.convert %540 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %542 = stablehlo.convert %541 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %543 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %544 = stablehlo.dot_general %534, %543, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %545 = stablehlo.reshape %544 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %546 = stablehlo.convert %545 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %547 = stablehlo.multiply %542, %546 : tensor<2x128x1536xf32>
    %548 = stablehlo.convert %547 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %549 = stablehlo.reshape %548 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %550 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1536,512]{0,1}"} : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %551 = stablehlo.dot_general %549, %550, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %552 = stablehlo.reshape %551 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %553 = stablehlo.add %517, %552 : tensor<2x128x512xbf16>
    %554 = stablehlo.convert %arg49 : (tensor<512xbf16>) -> tensor<512xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %556 = stablehlo.convert %553 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %557 = stablehlo.power %556, %cst_15 : tensor<2x128x512xf32>
    %558 = stablehlo.reduce(%557 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %559 = stablehlo.multiply %558, %cst_14 : tensor<2x128xf32>
    %560 = stablehlo.reshape %559 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %561 = stablehlo.add %560, %cst_13 : tensor<2x128x1xf32>
    %562 = stablehlo.rsqrt %561 : tensor<2x128x1xf32>
    %563 = stablehlo.reshape %562 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %565 = stablehlo.multiply %556, %564 : tensor<2x128x512xf32>
    %566 = stablehlo.convert %565 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %567 = stablehlo.convert %566 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %568 = stablehlo.multiply %555, %567 : tensor<2x128x512xf32>
    %569 = stablehlo.convert %568 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %570 = stablehlo.reshape %569 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %571 = stablehlo.transpose %arg51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %572 = stablehlo.dot_general %570, %571, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %573 = stablehlo.reshape %572 : (tensor<256x512xbf16>) -> tensor<2x128x8x64xbf16>
    %574 = stablehlo.transpose %573, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %575 = stablehlo.convert %574 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %576 = stablehlo.multiply %575, %38 : tensor<2x8x128x64xf32>
    %577 = stablehlo.convert %576 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %578 = stablehlo.slice %574 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %579 = stablehlo.negate %578 : tensor<2x8x128x32xbf16>
    %580 = stablehlo.slice %574 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %581 = stablehlo.concatenate %579, %580, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %582 = stablehlo.convert %581 : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %583 = stablehlo.multiply %582, %51 : tensor<2x8x128x64xf32>
    %584 = stablehlo.convert %583 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %585 = stablehlo.add %577, %584 : tensor<2x8x128x64xbf16>
    %586 = stablehlo.reshape %585 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %587 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %588 = stablehlo.dot_general %570, %587, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %589 = stablehlo.reshape %588 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %590 = stablehlo.transpose %589, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %591 = stablehlo.convert %590 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %592 = stablehlo.multiply %591, %61 : tensor<2x4x128x64xf32>
    %593 = stablehlo.convert %592 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %594 = stablehlo.slice %590 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %595 = stablehlo.negate %594 : tensor<2x4x128x32xbf16>
    %596 = stablehlo.slice %590 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %597 = stablehlo.concatenate %595, %596, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %598 = stablehlo.convert %597 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %599 = stablehlo.multiply %598, %69 : tensor<2x4x128x64xf32>
    %600 = stablehlo.convert %599 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %601 = stablehlo.add %593, %600 : tensor<2x4x128x64xbf16>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %603 = stablehlo.reshape %602 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %604 = stablehlo.transpose %603, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %605 = stablehlo.reshape %604 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %606 = stablehlo.dot_general %586, %605, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %607 = stablehlo.reshape %606 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %608 = stablehlo.convert %607 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %609 = stablehlo.multiply %608, %cst_11 : tensor<2x8x128x128xf32>
    %610 = stablehlo.convert %609 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %611 = stablehlo.add %610, %138 : tensor<2x8x128x128xbf16>
    %612 = stablehlo.convert %611 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %613 = stablehlo.reduce(%612 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %615 = stablehlo.subtract %612, %614 : tensor<2x8x128x128xf32>
    %616 = stablehlo.exponential %615 : tensor<2x8x128x128xf32>
    %617 = stablehlo.reduce(%616 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %619 = stablehlo.divide %616, %618 : tensor<2x8x128x128xf32>
    %620 = stablehlo.convert %619 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %621 = stablehlo.reshape %620 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %622 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %623 = stablehlo.dot_general %570, %622, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %624 = stablehlo.reshape %623 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %625 = stablehlo.transpose %624, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %627 = stablehlo.reshape %626 : (tensor<2x4x2x128x64xbf16>) -> tensor<16x128x64xbf16>
    %628 = stablehlo.dot_general %621, %627, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %629 = stablehlo.reshape %628 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %630 = stablehlo.transpose %629, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %631 = stablehlo.reshape %630 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %632 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %633 = stablehlo.dot_general %631, %632, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %634 = stablehlo.reshape %633 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %635 = stablehlo.add %553, %634 : tensor<2x128x512xbf16>
    %636 = stablehlo.convert %arg52 : (tensor<512xbf16>) -> tensor<512xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %638 = stablehlo.convert %635 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %639 = stablehlo.power %638, %cst_15 : tensor<2x128x512xf32>
    %640 = stablehlo.reduce(%639 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %641 = stablehlo.multiply %640, %cst_14 : tensor<2x128xf32>
    %642 = stablehlo.reshape %641 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %643 = stablehlo.add %642, %cst_13 : tensor<2x128x1xf32>
    %644 = stablehlo.rsqrt %643 : tensor<2x128x1xf32>
    %645 = stablehlo.reshape %644 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %647 = stablehlo.multiply %638, %646 : tensor<2x128x512xf32>
    %648 = stablehlo.convert %647 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %649 = stablehlo.convert %648 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %650 = stablehlo.multiply %637, %649 : tensor<2x128x512xf32>
    %651 = stablehlo.convert %650 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %652 = stablehlo.reshape %651 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %653 = stablehlo.transpose %arg53, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %654 = stablehlo.dot_general %652, %653, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %655 = stablehlo.reshape %654 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %656 = stablehlo.convert %655 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %657 = stablehlo.logistic %656 : tensor<2x128x1536xf32>
    %658 = stablehlo.multiply %656, %657 : tensor<2x128x1536xf32>
    %659 = stablehlo.convert %658 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %660 = stablehlo.convert %659 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %661 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %662 = stablehlo.dot_general %652, %661, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %663 = stablehlo.reshape %662 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %664 = stablehlo.convert %663 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %665 = stablehlo.multiply %660, %664 : tensor<2x128x1536xf32>
    %666 = stablehlo.convert %665 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %667 = stablehlo.reshape %666 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %668 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1536,512]{0,1}"} : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %669 = stablehlo.dot_general %667, %668, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %670 = stablehlo.reshape %669 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %671 = stablehlo.add %635, %670 : tensor<2x128x512xbf16>
    %672 = stablehlo.convert %arg54 : (tensor<512xbf16>) -> tensor<512xf32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %674 = stablehlo.convert %671 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %675 = stablehlo.power %674, %cst_15 : tensor<2x128x512xf32>
    %676 = stablehlo.reduce(%675 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %677 = stablehlo.multiply %676, %cst_14 : tensor<2x128xf32>
    %678 = stablehlo.reshape %677 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %679 = stablehlo.add %678, %cst_13 : tensor<2x128x1xf32>
    %680 = stablehlo.rsqrt %679 : tensor<2x128x1xf32>
    %681 = stablehlo.reshape %680 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %683 = stablehlo.multiply %674, %682 : tensor<2x128x512xf32>
    %684 = stablehlo.convert %683 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %685 = stablehlo.convert %684 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %686 = stablehlo.multiply %673, %685 : tensor<2x128x512xf32>
    %687 = stablehlo.convert %686 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %688 = stablehlo.reshape %687 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %689 = stablehlo.transpose %arg56, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %690 = stablehlo.dot_general %688, %689, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %691 = stablehlo.reshape %690 : (tensor<256x512xbf16>) -> tensor<2x128x8x64xbf16>
    %692 = stablehlo.transpose %691, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,128,64]{3,1,2,0}"} : (tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16>
    %693 = stablehlo.convert %692 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,128,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %694 = stablehlo.multiply %693, %38 : tensor<2x8x128x64xf32>
    %695 = stablehlo.convert %694 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %696 = stablehlo.slice %692 [0:2, 0:8, 0:128, 32:64] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %697 = stablehlo.negate %696 : tensor<2x8x128x32xbf16>
    %698 = stablehlo.slice %692 [0:2, 0:8, 0:128, 0:32] : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x32xbf16>
    %699 = stablehlo.concatenate %697, %698, dim = 3 : (tensor<2x8x128x32xbf16>, tensor<2x8x128x32xbf16>) -> tensor<2x8x128x64xbf16>
    %700 = stablehlo.convert %699 : (tensor<2x8x128x64xbf16>) -> tensor<2x8x128x64xf32>
    %701 = stablehlo.multiply %700, %51 : tensor<2x8x128x64xf32>
    %702 = stablehlo.convert %701 : (tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xbf16>
    %703 = stablehlo.add %695, %702 : tensor<2x8x128x64xbf16>
    %704 = stablehlo.reshape %703 : (tensor<2x8x128x64xbf16>) -> tensor<16x128x64xbf16>
    %705 = stablehlo.transpose %arg55, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %706 = stablehlo.dot_general %688, %705, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %707 = stablehlo.reshape %706 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %708 = stablehlo.transpose %707, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %709 = stablehlo.convert %708 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,128,64]{3,1,2,0}"} : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %710 = stablehlo.multiply %709, %61 : tensor<2x4x128x64xf32>
    %711 = stablehlo.convert %710 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %712 = stablehlo.slice %708 [0:2, 0:4, 0:128, 32:64] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %713 = stablehlo.negate %712 : tensor<2x4x128x32xbf16>
    %714 = stablehlo.slice %708 [0:2, 0:4, 0:128, 0:32] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x32xbf16>
    %715 = stablehlo.concatenate %713, %714, dim = 3 : (tensor<2x4x128x32xbf16>, tensor<2x4x128x32xbf16>) -> tensor<2x4x128x64xbf16>
    %716 = stablehlo.convert %715 : (tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xf32>
    %717 = stablehlo.multiply %716, %69 : tensor<2x4x128x64xf32>
    %718 = stablehlo.convert %717 : (tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
    %719 = stablehlo.add %711, %718 : tensor<2x4x128x64xbf16>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %721 = stablehlo.reshape %720 : (tensor<2x4x2x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %722 = stablehlo.transpose %721, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,128]{2,3,1,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x8x64x128xbf16>
    %723 = stablehlo.reshape %722 : (tensor<2x8x64x128xbf16>) -> tensor<16x64x128xbf16>
    %724 = stablehlo.dot_general %704, %723, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) -> tensor<16x128x128xbf16>
    %725 = stablehlo.reshape %724 : (tensor<16x128x128xbf16>) -> tensor<2x8x128x128xbf16>
    %726 = stablehlo.convert %725 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %727 = stablehlo.multiply %726, %cst_11 : tensor<2x8x128x128xf32>
    %728 = stablehlo.convert %727 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %729 = stablehlo.add %728, %138 : tensor<2x8x128x128xbf16>
    %730 = stablehlo.convert %729 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %731 = stablehlo.reduce(%730 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %733 = stablehlo.subtract %730, %732 : tensor<2x8x128x128xf32>
    %734 = stablehlo.exponential %733 : tensor<2x8x128x128xf32>
    %735 = stablehlo.reduce(%734 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x8x128x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [0, 1, 2] : (tensor<2x8x128xf32>) -> tensor<2x8x128x128xf32>
    %737 = stablehlo.divide %734, %736 : tensor<2x8x128x128xf32>
    %738 = stablehlo.convert %737 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %739 = stablehlo.reshape %738 : (tensor<2x8x128x128xbf16>) -> tensor<16x128x128xbf16>
    %740 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,256]{0,1}"} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %741 = stablehlo.dot_general %688, %740, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x256xbf16>) -> tensor<256x256xbf16>
    %742 = stablehlo.reshape %741 : (tensor<256x256xbf16>) -> tensor<2x128x4x64xbf16>
    %743 = stablehlo.transpose %742, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,128,64]{3,1,2,0}"} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
    %744 = stablehlo.broadcast_in_dim %743, dims = [0, 1, 3, 4] : (tensor<2x4x128x64xbf16>) -> tensor<2x4x2x128x64xbf16>
    %745 = stablehlo.reshape %744 : (tensor<2x4x2x128x64xbf16>) -> tensor<16x128x64xbf16>
    %746 = stablehlo.dot_general %739, %745, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) -> tensor<16x128x64xbf16>
    %747 = stablehlo.reshape %746 : (tensor<16x128x64xbf16>) -> tensor<2x8x128x64xbf16>
    %748 = stablehlo.transpose %747, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,128,8,64]{3,1,2,0}"} : (tensor<2x8x128x64xbf16>) -> tensor<2x128x8x64xbf16>
    %749 = stablehlo.reshape %748 : (tensor<2x128x8x64xbf16>) -> tensor<256x512xbf16>
    %750 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,512]{0,1}"} : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %751 = stablehlo.dot_general %749, %750, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %752 = stablehlo.reshape %751 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %753 = stablehlo.add %671, %752 : tensor<2x128x512xbf16>
    %754 = stablehlo.convert %arg57 : (tensor<512xbf16>) -> tensor<512xf32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [2] : (tensor<512xf32>) -> tensor<2x128x512xf32>
    %756 = stablehlo.convert %753 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %757 = stablehlo.power %756, %cst_15 : tensor<2x128x512xf32>
    %758 = stablehlo.reduce(%757 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %759 = stablehlo.multiply %758, %cst_14 : tensor<2x128xf32>
    %760 = stablehlo.reshape %759 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %761 = stablehlo.add %760, %cst_13 : tensor<2x128x1xf32>
    %762 = stablehlo.rsqrt %761 : tensor<2x128x1xf32>
    %763 = stablehlo.reshape %762 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %765 = stablehlo.multiply %756, %764 : tensor<2x128x512xf32>
    %766 = stablehlo.convert %765 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %767 = stablehlo.convert %766 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %768 = stablehlo.multiply %755, %767 : tensor<2x128x512xf32>
    %769 = stablehlo.convert %768 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %770 = stablehlo.reshape %769 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %771 = stablehlo.transpose %arg58, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %772 = stablehlo.dot_general %770, %771, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %773 = stablehlo.reshape %772 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %774 = stablehlo.convert %773 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %775 = stablehlo.logistic %774 : tensor<2x128x1536xf32>
    %776 = stablehlo.multiply %774, %775 : tensor<2x128x1536xf32>
    %777 = stablehlo.convert %776 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %778 = stablehlo.convert %777 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %779 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1536]{0,1}"} : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %780 = stablehlo.dot_general %770, %779, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1536xbf16>) -> tensor<256x1536xbf16>
    %781 = stablehlo.reshape %780 : (tensor<256x1536xbf16>) -> tensor<2x128x1536xbf16>
    %782 = stablehlo.convert %781 : (tensor<2x128x1536xbf16>) -> tensor<2x128x1536xf32>
    %783 = stablehlo.multiply %778, %782 : tensor<2x128x1536xf32>
    %784 = stablehlo.convert %783 : (tensor<2x128x1536xf32>) -> tensor<2x128x1536xbf16>
    %785 = stablehlo.reshape %784 : (tensor<2x128x1536xbf16>) -> tensor<256x1536xbf16>
    %786 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1536,512]{0,1}"} : (tensor<512x1536xbf16>) -> tensor<1536x512xbf16>
    %787 = stablehlo.dot_general %785, %786, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<1536x512xbf16>) -> tensor<256x512xbf16>
    %788 = stablehlo.reshape %787 : (tensor<256x512xbf16>) -> tensor<2x128x512xbf16>
    %789 = stablehlo.add %753, %788 : tensor<2x128x512xbf16>
    %790 = stablehlo.convert %789 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %791 = stablehlo.power %790, %cst_15 : tensor<2x128x512xf32>
    %792 = stablehlo.reduce(%791 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %793 = stablehlo.multiply %792, %cst_14 : tensor<2x128xf32>
    %794 = stablehlo.reshape %793 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %795 = stablehlo.add %794, %cst_13 : tensor<2x128x1xf32>
    %796 = stablehlo.rsqrt %795 : tensor<2x128x1xf32>
    %797 = stablehlo.reshape %796 : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %799 = stablehlo.multiply %790, %798 : tensor<2x128x512xf32>
    %800 = stablehlo.convert %799 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %801 = stablehlo.convert %800 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %802 = stablehlo.multiply %1, %801 : tensor<2x128x512xf32>
    %803 = stablehlo.convert %802 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %804 = stablehlo.reshape %803 : (tensor<2x128x512xbf16>) -> tensor<256x512xbf16>
    %805 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[512,1024]{0,1}"} : (tensor<1024x512xbf16>) -> tensor<512x1024xbf16>
    %806 = stablehlo.dot_general %804, %805, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1024xbf16>) -> tensor<256x1024xbf16>
    %807 = stablehlo.reshape %806 : (tensor<256x1024xbf16>) -> tensor<2x128x1024xbf16>
    return %807 : tensor<2x128x1024xbf16>
  }
}
