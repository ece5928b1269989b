func.func @main(%a0: tensor<9x7xui32>, %a1: tensor<9x7xbf16>, %a2: tensor<9x7xf32>) -> (tensor<9x7xf32>, tensor<9x7xui32>, tensor<9x7xf32>) {
  %v1 = "stablehlo.count_leading_zeros"(%a0) : (tensor<9x7xui32>) -> tensor<9x7xui32>
  %v2 = lpf.convert %a1 overflow(saturate) : tensor<9x7xbf16> to tensor<9x7xf32>
  %v3 = "stablehlo.subtract"(%v2, %a2) : (tensor<9x7xf32>, tensor<9x7xf32>) -> tensor<9x7xf32>
  return %v3, %v1, %v2 : tensor<9x7xf32>, tensor<9x7xui32>, tensor<9x7xf32>
}
