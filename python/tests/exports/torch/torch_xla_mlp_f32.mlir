module @IrToHlo.36 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x16x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x64xf32>
    %0 = stablehlo.reshape %arg4 : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %4 = stablehlo.add %2, %3 : tensor<32x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %6 = stablehlo.multiply %5, %cst_1 : tensor<2x16x64xf32>
    %7 = stablehlo.multiply %5, %cst_0 : tensor<2x16x64xf32>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.add %8, %cst : tensor<2x16x64xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<2x16x64xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %12 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %15 = stablehlo.add %13, %14 : tensor<32x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %16 : tensor<2x16x32xf32>
  }
}
