func.func @main(%a0: tensor<5x1xf6E2M3FN>, %a1: tensor<5x1xf8E8M0FNU>, %a2: tensor<1x3xf6E2M3FN>, %a3: tensor<1x3xf8E8M0FNU>) -> (tensor<5x3xf32>) {
  %v1 = lpf.scaled_dot %a0 [%a1], %a2 [%a3] block(1) : tensor<5x1xf6E2M3FN>, tensor<5x1xf8E8M0FNU>, tensor<1x3xf6E2M3FN>, tensor<1x3xf8E8M0FNU> -> tensor<5x3xf32>
  return %v1 : tensor<5x3xf32>
}
