func.func @main(%a: tensor<8xf4E2M1FN>) -> (tensor<8xi8>, tensor<8xi32>) {
  %0 = "stablehlo.convert"(%a) : (tensor<8xf4E2M1FN>) -> tensor<8xi8>
  %1 = "stablehlo.convert"(%a) : (tensor<8xf4E2M1FN>) -> tensor<8xi32>
  return %0, %1 : tensor<8xi8>, tensor<8xi32>
}
