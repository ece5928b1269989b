func.func @main(%a: tensor<4xui8>, %b: tensor<4xi32>) -> (tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>) {
  %0 = "stablehlo.convert"(%a) : (tensor<4xui8>) -> tensor<4xf8E8M0FNU>
  %1 = "stablehlo.convert"(%b) : (tensor<4xi32>) -> tensor<4xf8E8M0FNU>
  return %0, %1 : tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>
}
