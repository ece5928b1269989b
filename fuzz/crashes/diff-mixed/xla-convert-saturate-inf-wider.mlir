func.func @main(%a: tensor<4xf8E3M4>, %b: tensor<4xf8E5M2>) -> (tensor<4xf32>, tensor<4xbf16>, tensor<4xf16>) {
  %0 = lpf.convert %a overflow(saturate) : tensor<4xf8E3M4> to tensor<4xf32>
  %1 = lpf.convert %b overflow(saturate) : tensor<4xf8E5M2> to tensor<4xbf16>
  %2 = lpf.convert %b overflow(saturate) : tensor<4xf8E5M2> to tensor<4xf16>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xbf16>, tensor<4xf16>
}
