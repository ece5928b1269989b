func.func @main() -> (tensor<9x2xbf16>) {
  %v7 = "stablehlo.constant"() {value = dense<1> : tensor<9x2xui16>} : () -> tensor<9x2xui16>
  %v8 = "stablehlo.bitcast_convert"(%v7) : (tensor<9x2xui16>) -> tensor<9x2xbf16>
  %v9 = "stablehlo.reverse"(%v8) {dimensions = array<i64: 1>} : (tensor<9x2xbf16>) -> tensor<9x2xbf16>
  return %v9 : tensor<9x2xbf16>
}
