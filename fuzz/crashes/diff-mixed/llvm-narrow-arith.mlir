func.func @main(%a: tensor<4xf8E4M3FN>, %b: tensor<4xf8E4M3FN>, %c: tensor<4xf6E2M3FN>) -> (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>, tensor<4xf6E2M3FN>) {
  %0 = "stablehlo.add"(%a, %b) : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
  %1 = "stablehlo.negate"(%a) : (tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
  %2 = "stablehlo.multiply"(%c, %c) : (tensor<4xf6E2M3FN>, tensor<4xf6E2M3FN>) -> tensor<4xf6E2M3FN>
  return %0, %1, %2 : tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>, tensor<4xf6E2M3FN>
}
