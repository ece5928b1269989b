// A Linear + ReLU + Linear in the form torch-mlir 20261001's
// `fx.export_and_import(m, x, output_type="stablehlo")` writes it (shared/specs/toolchain.md,
// "PyTorch to StableHLO"): weights as dense_resource blobs in the file's dialect_resources
// section, an arith.constant, the transpose of nn.Linear's weight, an f32 dot.
// Written by hand in that form (PyPI's torch pulls 3-4 GB of CUDA wheels, which CI does not
// install). XLA refuses dense_resource ("Only dense elements attr are supported"): the test runs
// XLA on the same module with the blobs written as dense constants.
module {
  func.func @main(%arg0: tensor<4x8xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_16_8_torch.float32> : tensor<16x8xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %zero = arith.constant dense<0.000000e+00> : tensor<4x16xf32>
    %0 = stablehlo.transpose %cst, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x16xf32>
    %4 = stablehlo.maximum %3, %zero : tensor<4x16xf32>
    %5 = stablehlo.convert %4 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    return %6 : tensor<4x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_8_torch.float32: "0x04000000193DA1392DF5983DCC5B8CBDD4FD63BE9CCAE8BD8CDC7DBE2359763C2C8CAB3E7E02FCBD71D71EBE94CCFA3DE5B9B63D6DE3D73C27336EBE85A1EFBB64FF313E390FACBE9D4CEABD445BF3BE930FA5BEF9BDEBBEBBBB70BDB03BA2BE29E38A3D5B83203DD36A3FBD971221BFC7E709BEEDA846BC8B0EE83C7DDBC3BE149CF4BD3A807ABEF50F4FBE87CB873E98BA4EBE7B3505BC6067623ED76615BEFEC3E4BC063BE23C05A0823CA1CE9CBE69EF9B3CEDEDAD3ED608C6BE81005C3EE26FF43C673724BED306003F7423433E4C8299BEF79B983CEEA1133E1A5041BD35D32E3E3C3A88BCBCD02A3E8221B83E34F82CBE9103503DA736EDBDA752023DFEF597BE1C4D14BE99E748BD6415663EA296923E5C69A9BEAF6D4BBE769B253E9D07FFBE9A24EDBD5E3EC7BCDEE5A03EC67C303E8488A7BDFBB5BCBD9D1980BD0303C33E1626DBBDFF7B9BBD8E86B43D7F56F7BCE0044ABDC1998EBE8AC43CBB141DE3BDAD43953ECF30273ED4C8C5BB051B2B3E6203AEBD14AC863ECCEEB0BA8C58153EFD3BA5BE0C80B13D1317D8BED44202BF65E49BBDA86166BE75FD273D18AA0F3FCFEB54BEC4BA1FBE6955523D3D6CFC3DCBA334BD67DF52BD9DD4333EAB18053E7D4F84BED129A2BCF188103C5AF986BEA109853D09A35BBE5DD9783E2F5F453D52E6B63CA24D17BEB5E9F2BC27B6FFBEF6D190BE23C6B93D713A08BF56BB583E",
      torch_tensor_16_torch.float32: "0x04000000DFCC32BEE4FA9A3D6528ADBD91899F3DEB8C563C355F1DBE5FD3FF3D7DA1133E28A1D7BB6864E0BC88F682BC11B6C7BD96FDE03D585E5EBDA1BDA7BB9477A2BD"
    }
  }
#-}
