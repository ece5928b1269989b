func.func @main(%a: tensor<3xf8E8M0FNU>) -> tensor<3xf8E8M0FNU> {
  %0 = "stablehlo.negate"(%a) : (tensor<3xf8E8M0FNU>) -> tensor<3xf8E8M0FNU>
  return %0 : tensor<3xf8E8M0FNU>
}
