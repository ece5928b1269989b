// REQUIRES: xla
// stablehlo.convert from integers (i1, i8, ui8, i32, ui32, i64, ui64; at the top level and in a
// map body) into f8E8M0FNU, one answer on ref, llvm and xla (issue 41, lpf-diff open finding
// "int-to-e8m0"): zero and negatives are NaN (0xFF: E8M0 has neither, docs/formats.md
// "Unsigned formats"), every other value the power of two nearest, ties up (3 -> 4, 6 -> 8, 47
// -> 32, 48 -> 64). Before, ref gave 2^-127 (0x00) for 0 and 4.0 for -4 (StableHLO's
// interpreter converts the magnitude with APFloat); ref now computes it on the integer's bits
// (hlo_defined::int_to_e8m0), exactly for every width: 0x5FFF_FFFF_FFFF_FFFF is 2^62, where
// XLA's 64-bit convert rounds twice (2^63) and the LLVM exit refuses a 64-bit source (E0915).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/e8m0_i32_16.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/e8m0_i32_16.npy --bits --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/e8m0_i32_16.npy --bits --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/ref.txt
// RUN: lpf-run %s --entry wide --arg %S/Inputs/e8m0_i64_4.npy --arg %S/Inputs/e8m0_u64_4.npy --bits --backend ref | FileCheck %s --check-prefix=WIDE
// Inputs (i32): [0, -4, 6, 2^30, 1, 2, 3, 5, 7, 12, -1, 2^31-1, -2^31, 24, 47, 48].
// CHECK: out0: tensor<16xf8E8M0FNU> = [nan (0xFF), nan (0xFF), 8.0 (0x82), 1073741824.0 (0x9D), 1.0 (0x7F), 2.0 (0x80), 4.0 (0x81), 4.0 (0x81), 8.0 (0x82), 16.0 (0x83), nan (0xFF), 2147483648.0 (0x9E), nan (0xFF), 32.0 (0x84), 32.0 (0x84), 64.0 (0x85)]
// CHECK: out2: tensor<16xf8E8M0FNU> = [nan (0xFF), 256.0 (0x87), 8.0 (0x82), nan (0xFF), 1.0 (0x7F), 2.0 (0x80), 4.0 (0x81), 4.0 (0x81), 8.0 (0x82), 16.0 (0x83), 256.0 (0x87), 256.0 (0x87), nan (0xFF), 32.0 (0x84), 32.0 (0x84), 64.0 (0x85)]
// CHECK: out4: tensor<16xf8E8M0FNU> = [nan (0xFF), nan (0xFF), 1.0 (0x7F), 1.0 (0x7F), 1.0 (0x7F),
// CHECK: out5: tensor<16xf8E8M0FNU> = [nan (0xFF), nan (0xFF), 8.0 (0x82),
// i64: [0x5FFF_FFFF_FFFF_FFFF, 0x6000_0000_0000_0000, 2^63-1, -5]; ui64: [2^64-1, 0, 0xBFFF_FFFF_FFFF_FFFF, 0xC000_0000_0000_0000].
// WIDE: out0: tensor<4xf8E8M0FNU> = [4.611686018427388e18 (0xBD), 9.223372036854776e18 (0xBE), 9.223372036854776e18 (0xBE), nan (0xFF)]
// WIDE: out1: tensor<4xf8E8M0FNU> = [1.8446744073709552e19 (0xBF), nan (0xFF), 9.223372036854776e18 (0xBE), 1.8446744073709552e19 (0xBF)]

func.func @main(%x: tensor<16xi32>) -> (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) {
  %a = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xf8E8M0FNU>
  %i8 = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xi8>
  %u8 = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xui8>
  %u32 = stablehlo.convert %x : (tensor<16xi32>) -> tensor<16xui32>
  %zero = stablehlo.constant dense<0> : tensor<16xi32>
  %i1 = stablehlo.compare GT, %x, %zero : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
  %b = stablehlo.convert %i8 : (tensor<16xi8>) -> tensor<16xf8E8M0FNU>
  %c = stablehlo.convert %u8 : (tensor<16xui8>) -> tensor<16xf8E8M0FNU>
  %d = stablehlo.convert %u32 : (tensor<16xui32>) -> tensor<16xf8E8M0FNU>
  %e = stablehlo.convert %i1 : (tensor<16xi1>) -> tensor<16xf8E8M0FNU>
  %m = "stablehlo.map"(%x) ({
    ^bb0(%s: tensor<i32>):
      %r = stablehlo.convert %s : (tensor<i32>) -> tensor<f8E8M0FNU>
      stablehlo.return %r : tensor<f8E8M0FNU>
  }) {dimensions = array<i64: 0>} : (tensor<16xi32>) -> tensor<16xf8E8M0FNU>
  return %a, %b, %c, %d, %e, %m : tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>
}
func.func @wide(%x: tensor<4xi64>, %y: tensor<4xui64>) -> (tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>) {
  %a = stablehlo.convert %x : (tensor<4xi64>) -> tensor<4xf8E8M0FNU>
  %b = stablehlo.convert %y : (tensor<4xui64>) -> tensor<4xf8E8M0FNU>
  return %a, %b : tensor<4xf8E8M0FNU>, tensor<4xf8E8M0FNU>
}
