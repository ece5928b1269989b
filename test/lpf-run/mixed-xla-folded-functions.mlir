// f32 functions of constants (a closed-over array; a BatchNorm's rsqrt(var + eps) with its
// statistics closed over) as XLA computes them: its constant folding evaluates exp, log, tanh and
// rsqrt of values computed from constants alone when it compiles, through the C library in f64
// rounded once (as StableHLO's interpreter does), not with its run-time formulas. The LLVM exit
// computes them so (lowering/src/hlo_defined/folded_function.rs: the op on f64 between two
// converts); before, its f32 lowering gave 64-91% of the values. The input: Inputs/folded_x_32.npy
// (N(0, 1), written by Inputs/xla_folded_functions.py). llvm == ref; the -xla twin checks XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/folded_x_32.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/folded_x_32.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// The folded functions are computed on f64 (and the one of an argument is not).
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-DAG: math.exp %{{.*}} : f64
// CHECK-DAG: math.log %{{.*}} : f64
// CHECK-DAG: math.tanh %{{.*}} : f64
// CHECK-DAG: math.rsqrt %{{.*}} : f64

func.func @main(%x: tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
  %v = stablehlo.constant dense<[0x3FEC2B09, 0x3FA38A38, 0x3F68A236, 0x3F9AE088, 0x3F25AA8E, 0x3F80AB98, 0x3F69E068, 0x3F20D9BE, 0x3F0A3D0D, 0x3FBB23C0, 0x40090F82, 0x3FF4787A, 0x3FA11A28, 0x407C81BB, 0x3F31A06A, 0x3F270A02, 0x3F1FA63A, 0x40138771, 0x401AEFD2, 0x3F9B1C3D, 0x3F9DD4C4, 0x3F941233, 0x3FD75C93, 0x3F97EC2E, 0x3F019DA8, 0x3FD2A9C1, 0x3FF1095F, 0x3F4DDA06, 0x3FB07996, 0x3F15C1B4, 0x3FBBF8A4, 0x3FD6C110]> : tensor<32xf32>
  %t = stablehlo.constant dense<[0x4022A9B7, 0xBED94B62, 0x3FDFFE44, 0x401C651E, 0xBF6C06B2, 0xBFD2C53D, 0xC0152466, 0xBD9CE579, 0x3FA0D47B, 0xC01351BE, 0x408367A2, 0xC02070E6, 0x3F37E94A, 0xBF21C80C, 0x3FAFC6B8, 0xBF0EDEC3, 0xC060CA7D, 0x3EBCD68C, 0xBFC2C0FB, 0xBFF59447, 0xC00E282A, 0x400C862E, 0xC01E08A7, 0xBE36EBF0, 0xBFEF616D, 0x3EDE487A, 0x3F3188CC, 0xBF2A4DB1, 0x3F33F27B, 0xBFA7AFE8, 0x408848C2, 0xC04459F7]> : tensor<32xf32>
  %eps = stablehlo.constant dense<1.0e-05> : tensor<f32>
  %e = stablehlo.exponential %t : tensor<32xf32>
  %l = stablehlo.log %v : tensor<32xf32>
  %h = stablehlo.tanh %t : tensor<32xf32>
  %epsb = stablehlo.broadcast_in_dim %eps, dims = [] : (tensor<f32>) -> tensor<32xf32>
  %ve = stablehlo.add %v, %epsb : tensor<32xf32>
  %r = stablehlo.rsqrt %ve : tensor<32xf32>
  %xe = stablehlo.multiply %x, %e : tensor<32xf32>
  %xl = stablehlo.multiply %x, %l : tensor<32xf32>
  %xh = stablehlo.multiply %x, %h : tensor<32xf32>
  %xr = stablehlo.multiply %x, %r : tensor<32xf32>
  // A function of the argument: XLA's run-time formula, unchanged.
  %ex = stablehlo.exponential %x : tensor<32xf32>
  return %xe, %xl, %xh, %xr, %ex : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
}
