// An op of a dialect lpf does not register (unregistered-dialect.mlir).
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = "sdy.sharding_constraint"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
