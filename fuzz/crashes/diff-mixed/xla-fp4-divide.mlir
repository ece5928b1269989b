func.func @main(%a: tensor<4xf4E2M1FN>, %b: tensor<4xf4E2M1FN>) -> (tensor<4xf4E2M1FN>, tensor<4xf4E2M1FN>) {
  %0 = "stablehlo.divide"(%a, %b) : (tensor<4xf4E2M1FN>, tensor<4xf4E2M1FN>) -> tensor<4xf4E2M1FN>
  %1 = "stablehlo.multiply"(%a, %b) : (tensor<4xf4E2M1FN>, tensor<4xf4E2M1FN>) -> tensor<4xf4E2M1FN>
  return %0, %1 : tensor<4xf4E2M1FN>, tensor<4xf4E2M1FN>
}
