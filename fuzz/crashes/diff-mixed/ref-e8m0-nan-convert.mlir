func.func @main(%a: tensor<4xf8E8M0FNU>) -> (tensor<4xf32>, tensor<4xf8E3M4>) {
  %0 = "stablehlo.convert"(%a) : (tensor<4xf8E8M0FNU>) -> tensor<4xf32>
  %1 = "stablehlo.convert"(%a) : (tensor<4xf8E8M0FNU>) -> tensor<4xf8E3M4>
  return %0, %1 : tensor<4xf32>, tensor<4xf8E3M4>
}
