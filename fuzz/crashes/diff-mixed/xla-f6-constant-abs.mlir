func.func @main(%a: tensor<4xf6E2M3FN>) -> (tensor<4xf6E2M3FN>, tensor<f6E2M3FN>) {
  %0 = "stablehlo.abs"(%a) : (tensor<4xf6E2M3FN>) -> tensor<4xf6E2M3FN>
  %1 = "stablehlo.constant"() {value = dense<0x1f> : tensor<f6E2M3FN>} : () -> tensor<f6E2M3FN>
  return %0, %1 : tensor<4xf6E2M3FN>, tensor<f6E2M3FN>
}
