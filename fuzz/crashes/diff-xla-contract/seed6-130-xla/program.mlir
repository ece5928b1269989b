func.func @main(%a0: tensor<1x4xf6E2M3FN>, %a1: tensor<1x2xf8E8M0FNU>, %a2: tensor<4x22xf6E2M3FN>, %a3: tensor<2x22xf8E8M0FNU>, %a4: tensor<5x3x!lpf.sf<14>>, %a5: tensor<5x3xf16>) -> (tensor<5x3xf16>, tensor<1x22xf32>, tensor<4x22xf6E2M3FN>) {
  %v1 = lpf.scaled_dot %a0 [%a1], %a2 [%a3] block(2) acc(f32) : tensor<1x4xf6E2M3FN>, tensor<1x2xf8E8M0FNU>, tensor<4x22xf6E2M3FN>, tensor<2x22xf8E8M0FNU> -> tensor<1x22xf32>
  %v2 = lpf.convert %a4 rounding(to_nearest_away) : tensor<5x3x!lpf.sf<14>> to tensor<5x3xf16>
  %v3 = lpf.add %v2, %a5 rounding(upward) : tensor<5x3xf16>
  return %v3, %v1, %a2 : tensor<5x3xf16>, tensor<1x22xf32>, tensor<4x22xf6E2M3FN>
}
