func.func @main() -> (tensor<4xi32>, tensor<4xui32>, tensor<4xi8>, tensor<4xi64>, tensor<4xi16>) {
  %a = stablehlo.constant dense<[-2147483648, -1, 0, 1]> : tensor<4xi32>
  %0 = stablehlo.count_leading_zeros %a : tensor<4xi32>
  %b = stablehlo.constant dense<[2147483648, 4294967295, 0, 1]> : tensor<4xui32>
  %1 = stablehlo.count_leading_zeros %b : tensor<4xui32>
  %c = stablehlo.constant dense<[-128, -1, 0, 1]> : tensor<4xi8>
  %2 = stablehlo.count_leading_zeros %c : tensor<4xi8>
  %d = stablehlo.constant dense<[-9223372036854775808, -1, 0, 1]> : tensor<4xi64>
  %3 = stablehlo.count_leading_zeros %d : tensor<4xi64>
  %e = stablehlo.constant dense<[-32768, -1, 0, 1]> : tensor<4xi16>
  %4 = stablehlo.count_leading_zeros %e : tensor<4xi16>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xui32>, tensor<4xi8>, tensor<4xi64>, tensor<4xi16>
}
