func.func @main(%a: tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xf32>) {
  %0 = lpf.convert %a overflow(saturate) : tensor<4xbf16> to tensor<4xbf16>
  %1 = lpf.convert %a rounding(toward_zero) overflow(saturate) : tensor<4xbf16> to tensor<4xf32>
  return %0, %1 : tensor<4xbf16>, tensor<4xf32>
}
