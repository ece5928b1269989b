func.func @main(%a: tensor<4xbf16>) -> (tensor<4xf4E2M1FN>, tensor<4xi32>) {
  %0 = "stablehlo.convert"(%a) : (tensor<4xbf16>) -> tensor<4xf4E2M1FN>
  %1 = "stablehlo.convert"(%0) : (tensor<4xf4E2M1FN>) -> tensor<4xi32>
  return %0, %1 : tensor<4xf4E2M1FN>, tensor<4xi32>
}
