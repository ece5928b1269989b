// A StableHLO bf16 x bf16 -> f32 dot_general with a batch dimension in the middle (attention's
// einsum "qhd,khd->hqk", as JAX emits it) on --backend llvm, where lpf-foreign-prepare computes
// it as transposes + lpf.dot acc(f32) (lpf's packed kernel; docs/llvm.md, "Mixed modules"). Its
// bits must be those of the linalg loops it replaces, which are lpf.dot's definition: each
// output from +0, k = 0, 1, ... in order, each exact product added with one f32 rounding. The
// reference here is the numerics crate's lpf.dot (--backend ref) of @ordered, the same
// contraction written by hand as transposes + lpf.dot. The inputs' magnitudes span 2^-6..2^6,
// so the 40-term sums round and a different order would show.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/bf16_6x2x40_a.npy --arg %S/Inputs/bf16_5x2x40_b.npy --bits --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --entry ordered --arg %S/Inputs/bf16_6x2x40_a.npy --arg %S/Inputs/bf16_5x2x40_b.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: diff %t/llvm.txt %t/ref.txt
// RUN: FileCheck %s < %t/llvm.txt
// CHECK: out0: tensor<2x6x5xf32> =

func.func @main(%q: tensor<6x2x40xbf16>, %k: tensor<5x2x40xbf16>) -> tensor<2x6x5xf32> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [1] x [1], contracting_dims = [2] x [2] : (tensor<6x2x40xbf16>, tensor<5x2x40xbf16>) -> tensor<2x6x5xf32>
  return %s : tensor<2x6x5xf32>
}

func.func @ordered(%q: tensor<6x2x40xbf16>, %k: tensor<5x2x40xbf16>) -> tensor<2x6x5xf32> {
  %a = stablehlo.transpose %q, dims = [1, 0, 2] : (tensor<6x2x40xbf16>) -> tensor<2x6x40xbf16>
  %b = stablehlo.transpose %k, dims = [1, 2, 0] : (tensor<5x2x40xbf16>) -> tensor<2x40x5xbf16>
  %s = lpf.dot %a, %b acc(f32) : tensor<2x6x40xbf16>, tensor<2x40x5xbf16> -> tensor<2x6x5xf32>
  return %s : tensor<2x6x5xf32>
}
