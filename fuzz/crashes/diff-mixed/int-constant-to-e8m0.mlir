func.func @main() -> (tensor<f8E8M0FNU>, tensor<f8E8M0FNU>, tensor<4xf8E8M0FNU>) {
  %f = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
  %0 = "stablehlo.convert"(%f) : (tensor<i1>) -> tensor<f8E8M0FNU>
  %z = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %1 = "stablehlo.convert"(%z) : (tensor<i32>) -> tensor<f8E8M0FNU>
  %k = "stablehlo.constant"() {value = dense<[-4, 3, 6, 1]> : tensor<4xi16>} : () -> tensor<4xi16>
  %2 = "stablehlo.convert"(%k) : (tensor<4xi16>) -> tensor<4xf8E8M0FNU>
  return %0, %1, %2 : tensor<f8E8M0FNU>, tensor<f8E8M0FNU>, tensor<4xf8E8M0FNU>
}
