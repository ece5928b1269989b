// REQUIRES: iree
// Stochastic rounding on --backend iree gives --backend ref's bits (issue 40): lpf.convert with
// rounding(stochastic) from f32 into bf16, f16, f8E4M3FN and f4E2M1FN (1 to 23 random bits) and
// a stochastically rounded bf16 multiply, on 512 values from every target's subnormals to
// beyond its largest value plus ±0, ±inf, NaN and f32 subnormals, each with its own random word
// (Inputs/iree_stochastic.py). The exit computes them by its integer emulation with the random
// word as an argument (to_stablehlo/convert.rs); a stochastic bf16 add is refused with E0915
// as on XLA (its exact sum needs more than f64: test/Conversion/LpfToStableHLO/iree-invalid.mlir).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_sr_x_512.npy --arg %S/Inputs/iree_sr_bits_512.npy --backend ref --bits --out-dir %t/ref > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/iree_sr_x_512.npy --arg %S/Inputs/iree_sr_bits_512.npy --backend iree --bits --out-dir %t/iree > %t/iree.txt
// RUN: diff -r %t/ref %t/iree
// RUN: FileCheck %s < %t/iree.txt
// CHECK: out0: tensor<512xbf16>
// CHECK: out4: tensor<512xbf16>

func.func @main(%x: tensor<512xf32>, %w: tensor<512xi32>)
    -> (tensor<512xbf16>, tensor<512xf16>, tensor<512xf8E4M3FN>, tensor<512xf4E2M1FN>, tensor<512xbf16>) {
  %a = lpf.convert %x, %w rounding(stochastic) random_bits(16) : tensor<512xf32>, tensor<512xi32> to tensor<512xbf16>
  %b = lpf.convert %x, %w rounding(stochastic) random_bits(13) : tensor<512xf32>, tensor<512xi32> to tensor<512xf16>
  %c = lpf.convert %x, %w rounding(stochastic) random_bits(23) : tensor<512xf32>, tensor<512xi32> to tensor<512xf8E4M3FN>
  %d = lpf.convert %x, %w rounding(stochastic) random_bits(1) : tensor<512xf32>, tensor<512xi32> to tensor<512xf4E2M1FN>
  %h = lpf.convert %x : tensor<512xf32> to tensor<512xbf16>
  %e = lpf.mul %h, %h, %w rounding(stochastic) random_bits(8) : tensor<512xbf16>, tensor<512xi32>
  return %a, %b, %c, %d, %e : tensor<512xbf16>, tensor<512xf16>, tensor<512xf8E4M3FN>, tensor<512xf4E2M1FN>, tensor<512xbf16>
}
