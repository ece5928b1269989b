func.func @main(%a: tensor<3x2xf8E8M0FNU>) -> (tensor<2xf8E8M0FNU>, tensor<2xf8E8M0FNU>) {
  %init = "stablehlo.constant"() {value = dense<0xfe> : tensor<f8E8M0FNU>} : () -> tensor<f8E8M0FNU>
  %0 = "stablehlo.reduce"(%a, %init) ({
  ^bb0(%p: tensor<f8E8M0FNU>, %q: tensor<f8E8M0FNU>):
    %r = "stablehlo.minimum"(%p, %q) : (tensor<f8E8M0FNU>, tensor<f8E8M0FNU>) -> tensor<f8E8M0FNU>
    "stablehlo.return"(%r) : (tensor<f8E8M0FNU>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<3x2xf8E8M0FNU>, tensor<f8E8M0FNU>) -> tensor<2xf8E8M0FNU>
  %s = "stablehlo.slice"(%a) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf8E8M0FNU>) -> tensor<2x2xf8E8M0FNU>
  %x = "stablehlo.slice"(%s) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf8E8M0FNU>) -> tensor<1x2xf8E8M0FNU>
  %y = "stablehlo.slice"(%s) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<2x2xf8E8M0FNU>) -> tensor<1x2xf8E8M0FNU>
  %m = "stablehlo.minimum"(%x, %y) : (tensor<1x2xf8E8M0FNU>, tensor<1x2xf8E8M0FNU>) -> tensor<1x2xf8E8M0FNU>
  %1 = "stablehlo.reshape"(%m) : (tensor<1x2xf8E8M0FNU>) -> tensor<2xf8E8M0FNU>
  return %0, %1 : tensor<2xf8E8M0FNU>, tensor<2xf8E8M0FNU>
}
