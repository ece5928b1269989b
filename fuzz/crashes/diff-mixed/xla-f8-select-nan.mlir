// lpf-diff soak seed 4147 program 423, minimised: a select of f8E3M4 NaN codes seen through a
// bitcast. Arguments: nan_pred.npy (true, false, true, false), nan_e3m4_a.npy (0x79, 0x10, 0xF5,
// 0x7F), nan_e3m4_b.npy (0x20, 0xF9, 0x30, 0x7A). ref and llvm: [121, 249, 245, 122] (the codes
// moved); xla: [120, 248, 248, 120] (XLA CPU's select through f32: the canonical NaN).
func.func @main(%c: tensor<4xi1>, %a: tensor<4xf8E3M4>, %b: tensor<4xf8E3M4>) -> tensor<4xui8> {
  %s = "stablehlo.select"(%c, %a, %b) : (tensor<4xi1>, tensor<4xf8E3M4>, tensor<4xf8E3M4>) -> tensor<4xf8E3M4>
  %v = "stablehlo.bitcast_convert"(%s) : (tensor<4xf8E3M4>) -> tensor<4xui8>
  return %v : tensor<4xui8>
}
