func.func @main(%a: tensor<8x0xbf16>) -> tensor<8x0xbf16> {
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6, 0>, strides = array<i64: 1, 1>} : (tensor<8x0xbf16>) -> tensor<6x0xbf16>
  %1 = "stablehlo.slice"(%a) {start_indices = array<i64: 6, 0>, limit_indices = array<i64: 8, 0>, strides = array<i64: 1, 1>} : (tensor<8x0xbf16>) -> tensor<2x0xbf16>
  %2 = "stablehlo.concatenate"(%1, %0) {dimension = 0 : i64} : (tensor<2x0xbf16>, tensor<6x0xbf16>) -> tensor<8x0xbf16>
  return %2 : tensor<8x0xbf16>
}
