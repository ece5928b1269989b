func.func @main(%a: tensor<4xf8E4M3B11FNUZ>, %b: tensor<4xf8E4M3B11FNUZ>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<4xf8E4M3B11FNUZ>, tensor<4xf8E4M3B11FNUZ>) -> tensor<4xi1>
  %1 = "stablehlo.compare"(%b, %a) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<4xf8E4M3B11FNUZ>, tensor<4xf8E4M3B11FNUZ>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}
