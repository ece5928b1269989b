func.func @main(%a: tensor<4xf8E8M0FNU>, %b: tensor<4xf8E8M0FNU>) -> (tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>) {
  %0 = "stablehlo.minimum"(%a, %b) : (tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>) -> tensor<4xf8E8M0FNU>
  %1 = "stablehlo.maximum"(%a, %b) : (tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>) -> tensor<4xf8E8M0FNU>
  return %0, %1 : tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>
}
