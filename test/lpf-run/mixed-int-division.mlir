// REQUIRES: xla
// Integer stablehlo.divide and stablehlo.remainder at the edges (issue 41): x / 0 = -1,
// x rem 0 = x, INT_MIN / -1 = INT_MIN, INT_MIN rem -1 = 0 (the StableHLO spec's and XLA's
// results). StableHLO's reference interpreter divides with APInt, which raised SIGFPE on ref
// (exit 136, nothing printed); ref now computes the divisions behind select-guarded divisors
// (lpf_lowering::hlo_defined), also inside a region (the stablehlo.map) and among lpf ops, and
// gives llvm's and xla's bytes for every signed width.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/div_int8_num.npy --arg %S/Inputs/div_int8_den.npy --arg %S/Inputs/div_int16_num.npy --arg %S/Inputs/div_int16_den.npy --arg %S/Inputs/div_int32_num.npy --arg %S/Inputs/div_int32_den.npy --arg %S/Inputs/div_int64_num.npy --arg %S/Inputs/div_int64_den.npy --backend ref --bits | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/div_int8_num.npy --arg %S/Inputs/div_int8_den.npy --arg %S/Inputs/div_int16_num.npy --arg %S/Inputs/div_int16_den.npy --arg %S/Inputs/div_int32_num.npy --arg %S/Inputs/div_int32_den.npy --arg %S/Inputs/div_int64_num.npy --arg %S/Inputs/div_int64_den.npy --backend llvm --bits | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/div_int8_num.npy --arg %S/Inputs/div_int8_den.npy --arg %S/Inputs/div_int16_num.npy --arg %S/Inputs/div_int16_den.npy --arg %S/Inputs/div_int32_num.npy --arg %S/Inputs/div_int32_den.npy --arg %S/Inputs/div_int64_num.npy --arg %S/Inputs/div_int64_den.npy --backend xla --bits | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/ref.txt
// Numerators [7, 1, MIN, -9, 0, MIN, MAX, -7], divisors [0, 1, -1, 2, 0, 0, -1, -3].
// CHECK: out0: tensor<8xi8> = [-1, 1, -128, -4, -1, -1, -127, 2]
// CHECK: out1: tensor<8xi8> = [7, 0, 0, -1, 0, -128, 0, -1]
// CHECK: out2: tensor<8xi16> = [-1, 1, -32768, -4, -1, -1, -32767, 2]
// CHECK: out3: tensor<8xi16> = [7, 0, 0, -1, 0, -32768, 0, -1]
// CHECK: out4: tensor<8xi32> = [-1, 1, -2147483648, -4, -1, -1, -2147483647, 2]
// CHECK: out5: tensor<8xi32> = [7, 0, 0, -1, 0, -2147483648, 0, -1]
// CHECK: out6: tensor<8xi64> = [-1, 1, -9223372036854775808, -4, -1, -1, -9223372036854775807, 2]
// CHECK: out7: tensor<8xi64> = [7, 0, 0, -1, 0, -9223372036854775808, 0, -1]
// The i32 quotient again, from a stablehlo.map body, then through lpf.convert (exact in f32).
// CHECK: out8: tensor<8xf32> = [-1.0 (0xBF800000), 1.0 (0x3F800000), -2147483648.0 (0xCF000000), -4.0 (0xC0800000), -1.0 (0xBF800000), -1.0 (0xBF800000), -2147483648.0 (0xCF000000), 2.0 (0x40000000)]

func.func @main(%a8: tensor<8xi8>, %b8: tensor<8xi8>, %a16: tensor<8xi16>, %b16: tensor<8xi16>,
                %a32: tensor<8xi32>, %b32: tensor<8xi32>, %a64: tensor<8xi64>, %b64: tensor<8xi64>)
    -> (tensor<8xi8>, tensor<8xi8>, tensor<8xi16>, tensor<8xi16>, tensor<8xi32>, tensor<8xi32>,
        tensor<8xi64>, tensor<8xi64>, tensor<8xf32>) {
  %q8 = stablehlo.divide %a8, %b8 : tensor<8xi8>
  %r8 = stablehlo.remainder %a8, %b8 : tensor<8xi8>
  %q16 = stablehlo.divide %a16, %b16 : tensor<8xi16>
  %r16 = stablehlo.remainder %a16, %b16 : tensor<8xi16>
  %q32 = stablehlo.divide %a32, %b32 : tensor<8xi32>
  %r32 = stablehlo.remainder %a32, %b32 : tensor<8xi32>
  %q64 = stablehlo.divide %a64, %b64 : tensor<8xi64>
  %r64 = stablehlo.remainder %a64, %b64 : tensor<8xi64>
  %m = "stablehlo.map"(%a32, %b32) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %d = stablehlo.divide %x, %y : tensor<i32>
    stablehlo.return %d : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  %f = stablehlo.convert %m : (tensor<8xi32>) -> tensor<8xf32>
  %g = lpf.convert %f : tensor<8xf32> to tensor<8xf32>
  return %q8, %r8, %q16, %r16, %q32, %r32, %q64, %r64, %g : tensor<8xi8>, tensor<8xi8>, tensor<8xi16>, tensor<8xi16>, tensor<8xi32>, tensor<8xi32>, tensor<8xi64>, tensor<8xi64>, tensor<8xf32>
}
