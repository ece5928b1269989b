// lpf-diff soak seed 4146 program 112, minimised: ref and llvm [0, 0, 0, 1, 0], xla [0, 0, -1, 1, 0]
// (0^-1: XLA's simplifier made power(x, -1) 1 / x, and 1 / 0 is -1). Argument: pow_a.npy.
func.func @main(%a: tensor<5xi32>) -> tensor<5xi32> {
  %m = "stablehlo.constant"() {value = dense<-1> : tensor<5xi32>} : () -> tensor<5xi32>
  %p = "stablehlo.power"(%a, %m) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
  return %p : tensor<5xi32>
}
