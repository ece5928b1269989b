module @IrToHlo.36 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x32xbf16>, %arg4: tensor<2x16x32xbf16>) -> tensor<2x16x32xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xbf16>
    %cst_0 = stablehlo.constant dense<7.070310e-01> : tensor<2x16x64xbf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x64xbf16>
    %0 = stablehlo.reshape %arg4 : (tensor<2x16x32xbf16>) -> tensor<32x32xbf16>
    %1 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,64]{0,1}"} : (tensor<64x32xbf16>) -> tensor<32x64xbf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xbf16>, tensor<32x64xbf16>) -> tensor<32x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xbf16>) -> tensor<32x64xbf16>
    %4 = stablehlo.add %2, %3 : tensor<32x64xbf16>
    %5 = stablehlo.reshape %4 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %6 = stablehlo.multiply %5, %cst_1 : tensor<2x16x64xbf16>
    %7 = stablehlo.multiply %5, %cst_0 : tensor<2x16x64xbf16>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x64xbf16>) -> tensor<2x16x64xbf16>
    %9 = stablehlo.add %8, %cst : tensor<2x16x64xbf16>
    %10 = stablehlo.multiply %6, %9 : tensor<2x16x64xbf16>
    %11 = stablehlo.reshape %10 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %12 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<32x32xbf16>
    %14 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xbf16>) -> tensor<32x32xbf16>
    %15 = stablehlo.add %13, %14 : tensor<32x32xbf16>
    %16 = stablehlo.reshape %15 : (tensor<32x32xbf16>) -> tensor<2x16x32xbf16>
    return %16 : tensor<2x16x32xbf16>
  }
}
