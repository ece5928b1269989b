func.func @main(%a: tensor<4xf6E3M2FN>, %b: tensor<4xf6E3M2FN>) -> tensor<4xi1> {
  %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf6E3M2FN>, tensor<4xf6E3M2FN>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
