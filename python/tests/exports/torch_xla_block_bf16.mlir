// A GPT-2-style block in the form torch-xla 2.9's exported_program_to_stablehlo writes it
// (shared/specs/toolchain.md, "PyTorch to StableHLO"): weights as @main arguments, LayerNorm as
// stablehlo.batch_norm_training over the input reshaped to [1, B*T, C] with unit scale and zero
// offset, then the affine part; nn.Linear as a transposed weight and a bf16 x bf16 -> bf16
// dot_general with no preferred type; GELU(tanh). Written by hand in that form (PyPI's torch
// pulls 3-4 GB of CUDA wheels, which CI does not install).
module @IrToHlo.42 attributes {mhlo.cross_program_prefetches = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xbf16>, %arg1: tensor<32xbf16>, %arg2: tensor<2x8x32xbf16>, %arg3: tensor<64x32xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<32x64xbf16>, %arg6: tensor<32xbf16>) -> tensor<2x8x32xbf16> {
    %0 = stablehlo.reshape %arg2 : (tensor<2x8x32xbf16>) -> tensor<1x16x32xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<16xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<16xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xbf16>, tensor<16xbf16>, tensor<16xbf16>) -> (tensor<1x16x32xbf16>, tensor<16xbf16>, tensor<16xbf16>)
    %1 = stablehlo.reshape %output : (tensor<1x16x32xbf16>) -> tensor<2x8x32xbf16>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xbf16>) -> tensor<2x8x32xbf16>
    %3 = stablehlo.multiply %1, %2 : tensor<2x8x32xbf16>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xbf16>) -> tensor<2x8x32xbf16>
    %5 = stablehlo.add %3, %4 : tensor<2x8x32xbf16>
    %6 = stablehlo.reshape %5 : (tensor<2x8x32xbf16>) -> tensor<16x32xbf16>
    %7 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x32xbf16>) -> tensor<32x64xbf16>
    %8 = stablehlo.dot_general %6, %7, contracting_dims = [1] x [0] : (tensor<16x32xbf16>, tensor<32x64xbf16>) -> tensor<16x64xbf16>
    %9 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xbf16>) -> tensor<16x64xbf16>
    %10 = stablehlo.add %8, %9 : tensor<16x64xbf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<16x64xbf16>
    %cst_2 = stablehlo.constant dense<4.467770e-02> : tensor<16x64xbf16>
    %cst_3 = stablehlo.constant dense<7.968750e-01> : tensor<16x64xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<16x64xbf16>
    %11 = stablehlo.multiply %10, %10 : tensor<16x64xbf16>
    %12 = stablehlo.multiply %11, %10 : tensor<16x64xbf16>
    %13 = stablehlo.multiply %12, %cst_2 : tensor<16x64xbf16>
    %14 = stablehlo.add %10, %13 : tensor<16x64xbf16>
    %15 = stablehlo.multiply %14, %cst_3 : tensor<16x64xbf16>
    %16 = stablehlo.tanh %15 : tensor<16x64xbf16>
    %17 = stablehlo.add %16, %cst_4 : tensor<16x64xbf16>
    %18 = stablehlo.multiply %10, %cst_1 : tensor<16x64xbf16>
    %19 = stablehlo.multiply %18, %17 : tensor<16x64xbf16>
    %20 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0] : (tensor<16x64xbf16>, tensor<64x32xbf16>) -> tensor<16x32xbf16>
    %22 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xbf16>) -> tensor<16x32xbf16>
    %23 = stablehlo.add %21, %22 : tensor<16x32xbf16>
    %24 = stablehlo.reshape %23 : (tensor<16x32xbf16>) -> tensor<2x8x32xbf16>
    %25 = stablehlo.add %arg2, %24 : tensor<2x8x32xbf16>
    return %25 : tensor<2x8x32xbf16>
  }
}
