// A module mixing lpf ops with StableHLO on --backend ref: StableHLO's reference interpreter runs
// the StableHLO ops, lpf-run's evaluator the lpf ops and the constant it hands over, and values
// cross with their bits (mixed-ref-xla.mlir: XLA computes the same bits for this module).
// RUN: lpf-run %s --arg %S/Inputs/f32_4.npy --bits | FileCheck %s
// x = [0.1, -2, 448, 1e30]. Exact by hand: (-2)^2 = 4 -> bf16 4, + 0.5 = 4.5, - (-2) = 6.5;
// 448^2 = 200704 (bf16 0x4844 exactly), + 0.5 rounds back to 200704 (its ulp is 1024), - 448 =
// 200256; 1e30^2 overflows f32 to inf, so the sum is inf. 0.1: f32 0.1^2 = 0x3C23D70B, toward
// zero in bf16 0x3C23 (0.0099487...), + 0.5 = 0.509948... -> bf16 0x3F03 (0.51171875), minus
// f32 0.1 (0x3DCCCCCD) = 0.41171875596...
// CHECK: out0: tensor<4xbf16> = [0.51171875 (0x3F03), 4.5 (0x4090), 200704.0 (0x4844), inf (0x7F80)]
// CHECK: out1: tensor<4xf32> = [0.4117187559604645 (0x3ED2CCCD), 6.5 (0x40D00000), 200256.0 (0x48439000), inf (0x7F800000)]
// CHECK: out2: tensor<f32> = inf (0x7F800000)

func.func @main(%x: tensor<4xf32>) -> (tensor<4xbf16>, tensor<4xf32>, tensor<f32>) {
  %sq = stablehlo.multiply %x, %x : tensor<4xf32>
  %h = lpf.convert %sq rounding(toward_zero) : tensor<4xf32> to tensor<4xbf16>
  %c = arith.constant dense<0.5> : tensor<4xbf16>
  %s = lpf.add %h, %c : tensor<4xbf16>
  %w = stablehlo.convert %s : (tensor<4xbf16>) -> tensor<4xf32>
  %t = stablehlo.subtract %w, %x : tensor<4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %s, %t, %sum : tensor<4xbf16>, tensor<4xf32>, tensor<f32>
}
