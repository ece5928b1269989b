func.func @main(%x: tensor<3xf32>, %hi: tensor<3xf32>) -> tensor<3xf32> {
  %c = "stablehlo.clamp"(%x, %x, %hi) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %m = "stablehlo.maximum"(%x, %c) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %m : tensor<3xf32>
}
