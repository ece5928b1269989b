func.func @main(%a: tensor<4xi16>) -> (tensor<4xf4E2M1FN>, tensor<4xf6E3M2FN>) {
  %0 = "stablehlo.convert"(%a) : (tensor<4xi16>) -> tensor<4xf4E2M1FN>
  %1 = "stablehlo.convert"(%a) : (tensor<4xi16>) -> tensor<4xf6E3M2FN>
  return %0, %1 : tensor<4xf4E2M1FN>, tensor<4xf6E3M2FN>
}
