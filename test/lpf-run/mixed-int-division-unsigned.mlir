// REQUIRES: xla
// mixed-int-division.mlir for unsigned integers: x / 0 is all ones, x rem 0 = x. ref raised
// SIGFPE; now it gives xla's bytes. (--backend llvm refuses unsigned StableHLO so far.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/div_uint8_num.npy --arg %S/Inputs/div_uint8_den.npy --arg %S/Inputs/div_uint32_num.npy --arg %S/Inputs/div_uint32_den.npy --arg %S/Inputs/div_uint64_num.npy --arg %S/Inputs/div_uint64_den.npy --backend ref --bits | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/div_uint8_num.npy --arg %S/Inputs/div_uint8_den.npy --arg %S/Inputs/div_uint32_num.npy --arg %S/Inputs/div_uint32_den.npy --arg %S/Inputs/div_uint64_num.npy --arg %S/Inputs/div_uint64_den.npy --backend xla --bits | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/ref.txt
// Numerators [7, 1, MAX, 9, 0, MAX, MAX, 5], divisors [0, 1, MAX, 2, 0, 0, 1, 3].
// CHECK: out0: tensor<8xui8> = [255, 1, 1, 4, 255, 255, 255, 1]
// CHECK: out1: tensor<8xui8> = [7, 0, 0, 1, 0, 255, 0, 2]
// CHECK: out2: tensor<8xui32> = [4294967295, 1, 1, 4, 4294967295, 4294967295, 4294967295, 1]
// CHECK: out3: tensor<8xui32> = [7, 0, 0, 1, 0, 4294967295, 0, 2]
// CHECK: out4: tensor<8xui64> = [18446744073709551615, 1, 1, 4, 18446744073709551615, 18446744073709551615, 18446744073709551615, 1]
// CHECK: out5: tensor<8xui64> = [7, 0, 0, 1, 0, 18446744073709551615, 0, 2]

func.func @main(%a8: tensor<8xui8>, %b8: tensor<8xui8>, %a32: tensor<8xui32>, %b32: tensor<8xui32>,
                %a64: tensor<8xui64>, %b64: tensor<8xui64>)
    -> (tensor<8xui8>, tensor<8xui8>, tensor<8xui32>, tensor<8xui32>, tensor<8xui64>, tensor<8xui64>) {
  %q8 = stablehlo.divide %a8, %b8 : tensor<8xui8>
  %r8 = stablehlo.remainder %a8, %b8 : tensor<8xui8>
  %q32 = stablehlo.divide %a32, %b32 : tensor<8xui32>
  %r32 = stablehlo.remainder %a32, %b32 : tensor<8xui32>
  %q64 = stablehlo.divide %a64, %b64 : tensor<8xui64>
  %r64 = stablehlo.remainder %a64, %b64 : tensor<8xui64>
  return %q8, %r8, %q32, %r32, %q64, %r64 : tensor<8xui8>, tensor<8xui8>, tensor<8xui32>, tensor<8xui32>, tensor<8xui64>, tensor<8xui64>
}
