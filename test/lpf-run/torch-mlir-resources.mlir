// REQUIRES: xla
// torch-mlir writes weights as `dense_resource` blobs (the bytes in the file's dialect_resources
// section) and some constants as `arith.constant` (issue 39). XLA refuses the blobs ("Only dense
// elements attr are supported"), the LLVM exit refused them ("only dense and scalar literals"),
// and StableHLO's interpreter read them as zeros (ref printed 2.0 everywhere). Every backend now
// inlines them first (lpf_dialect::resources), so all three give (x + w) * 2 with w = 1..6, and
// a bf16 blob widened exactly.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/f32_ones_2x3.npy --backend ref --bits | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/f32_ones_2x3.npy --backend llvm --bits | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/f32_ones_2x3.npy --backend xla --bits | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/ref.txt
// RUN: lpf-opt %s --lower-to-stablehlo | FileCheck %s --check-prefix=LOWERED
// CHECK: out0: tensor<2x3xf32> = {{\[\[}}4.0 (0x40800000), 6.0 (0x40C00000), 8.0 (0x41000000)], [10.0 (0x41200000), 12.0 (0x41400000), 14.0 (0x41600000)]]
// CHECK: out1: tensor<3xf32> = [0.5 (0x3F000000), -1.25 (0xBFA00000), 3.0 (0x40400000)]
// LOWERED-NOT: dense_resource<
// LOWERED: dense<{{.*}}1.000000e+00, 2.000000e+00, 3.000000e+00
func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
  %w = stablehlo.constant dense_resource<torch_tensor_2_3_torch.float32> : tensor<2x3xf32>
  %c = arith.constant dense<2.0> : tensor<2x3xf32>
  %a = stablehlo.add %x, %w : tensor<2x3xf32>
  %m = stablehlo.multiply %a, %c : tensor<2x3xf32>
  %b = stablehlo.constant dense_resource<torch_tensor_3_torch.bfloat16> : tensor<3xbf16>
  %f = stablehlo.convert %b : (tensor<3xbf16>) -> tensor<3xf32>
  return %m, %f : tensor<2x3xf32>, tensor<3xf32>
}
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_3_torch.float32: "0x040000000000803F0000004000004040000080400000A0400000C040",
      torch_tensor_3_torch.bfloat16: "0x02000000003FA0BF4040"
    }
  }
#-}
