func.func @main(%a: tensor<4xf6E2M3FN>, %b: tensor<4xf6E2M3FN>) -> (tensor<4xf6E2M3FN>, tensor<4xi1>, tensor<4xf6E2M3FN>, tensor<4xf6E2M3FN>) {
  %0 = "stablehlo.minimum"(%a, %b) : (tensor<4xf6E2M3FN>, tensor<4xf6E2M3FN>) -> tensor<4xf6E2M3FN>
  %1 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xf6E2M3FN>, tensor<4xf6E2M3FN>) -> tensor<4xi1>
  %2 = "stablehlo.negate"(%a) : (tensor<4xf6E2M3FN>) -> tensor<4xf6E2M3FN>
  %3 = "stablehlo.add"(%a, %b) : (tensor<4xf6E2M3FN>, tensor<4xf6E2M3FN>) -> tensor<4xf6E2M3FN>
  return %0, %1, %2, %3 : tensor<4xf6E2M3FN>, tensor<4xi1>, tensor<4xf6E2M3FN>, tensor<4xf6E2M3FN>
}
