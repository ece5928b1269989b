func.func @main() -> (tensor<i32>, tensor<ui16>) {
  %a = stablehlo.constant dense<-1> : tensor<i32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %q = stablehlo.divide %a, %z : tensor<i32>
  %b = stablehlo.constant dense<16> : tensor<ui16>
  %y = stablehlo.constant dense<0> : tensor<ui16>
  %r = stablehlo.remainder %b, %y : tensor<ui16>
  return %q, %r : tensor<i32>, tensor<ui16>
}
