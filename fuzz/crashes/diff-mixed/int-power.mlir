func.func @main(%b: tensor<4xi8>, %e: tensor<4xi8>, %ub: tensor<3xui16>, %ue: tensor<3xui16>) -> (tensor<4xi8>, tensor<3xui16>) {
  %0 = "stablehlo.power"(%b, %e) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %1 = "stablehlo.power"(%ub, %ue) : (tensor<3xui16>, tensor<3xui16>) -> tensor<3xui16>
  return %0, %1 : tensor<4xi8>, tensor<3xui16>
}
