// CHLO on --backend ref: chlo.erf is legalised to StableHLO (upstream's chlo-legalize-to-stablehlo,
// on a copy of the module) and run by StableHLO's reference interpreter; lpf.convert rounds its
// result to f8E4M3FN. mixed-ref-xla.mlir runs this module on XLA too.
// RUN: lpf-run %s --arg %S/Inputs/f32_4.npy --bits | FileCheck %s
// x / 2 = [0.05, -1, 224, 5e29]; erf of those = [0.0563720, -0.8427008, 1, 1] (math.erf). In
// f8E4M3FN (3 fraction bits): 0.0563720 lies in [2^-5, 2^-4), ulp 2^-8: 14.43 ulps -> 14 x 2^-8
// = 0.0546875 (0x16); 0.8427 in [0.5, 1), ulp 2^-4: 13.48 -> 13 x 2^-4 = 0.8125 (0xB5); 1 = 0x38.
// CHECK: out0: tensor<4xf8E4M3FN> = [0.0546875 (0x16), -0.8125 (0xB5), 1.0 (0x38), 1.0 (0x38)]

func.func @main(%x: tensor<4xf32>) -> tensor<4xf8E4M3FN> {
  %half = stablehlo.constant dense<0.5> : tensor<4xf32>
  %h = stablehlo.multiply %x, %half : tensor<4xf32>
  %e = chlo.erf %h : tensor<4xf32> -> tensor<4xf32>
  %q = lpf.convert %e : tensor<4xf32> to tensor<4xf8E4M3FN>
  return %q : tensor<4xf8E4M3FN>
}
