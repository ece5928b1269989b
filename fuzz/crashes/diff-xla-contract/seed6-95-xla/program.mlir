func.func @main(%a0: tensor<3x1xf8E4M3FN>, %a1: tensor<3x1xf8E8M0FNU>, %a2: tensor<1x27xf4E2M1FN>, %a3: tensor<1x27xf8E8M0FNU>) -> (tensor<1xf32>, tensor<1xf64>, tensor<3x27xf32>, tensor<1xf32>) {
  %v1 = tensor.empty() : tensor<1xf32>
  %v2 = lpf.relu %v1 : tensor<1xf32>
  %v3 = lpf.scaled_dot %a0 [%a1], %a2 [%a3] block(1) : tensor<3x1xf8E4M3FN>, tensor<3x1xf8E8M0FNU>, tensor<1x27xf4E2M1FN>, tensor<1x27xf8E8M0FNU> -> tensor<3x27xf32>
  %v4 = lpf.convert %v2 rounding(to_nearest_even) overflow(nan_or_inf) : tensor<1xf32> to tensor<1xf64>
  %v5 = lpf.constant dense<0xf1faea69> : tensor<1xf32>
  %v6 = lpf.add %v2, %v5 : tensor<1xf32>
  return %v6, %v4, %v3, %v6 : tensor<1xf32>, tensor<1xf64>, tensor<3x27xf32>, tensor<1xf32>
}
