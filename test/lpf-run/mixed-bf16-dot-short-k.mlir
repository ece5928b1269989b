// UNSUPPORTED: amxbf16
// bf16 x bf16 -> f32 dots over fewer than 32 terms as XLA sums them without AMX (YNNPACK's pairs
// kernel at every K: k + 1 added before k, an odd K's last product last;
// lowering/src/hlo_defined/bf16_dot.rs), on --backend ref and the LLVM exit alike: out0 attention
// scores over 16-element heads (`bqhd,bkhd->bhqk`, preferred f32), out1 `a @ b` with K = 15
// (odd), out2 `c @ d.T` with K = 16 and N = 64 (XLA widens it to f32 and sums it in k order
// there: left so). llvm == ref; mixed-bf16-dot-short-k-xla.mlir compares with XLA (on a host with
// AMX its kernels differ: that twin needs a host without it). Inputs: Inputs/bf16_short_dots.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-opt %s --raise-stablehlo -o %t/raised.mlir
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/sk_q_2x16x2x16.npy --arg %S/Inputs/sk_k_2x16x2x16.npy --arg %S/Inputs/sk_a_16x15.npy --arg %S/Inputs/sk_b_15x64.npy --arg %S/Inputs/sk_c_16x16.npy --arg %S/Inputs/sk_d_64x16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/sk_q_2x16x2x16.npy --arg %S/Inputs/sk_k_2x16x2x16.npy --arg %S/Inputs/sk_a_16x15.npy --arg %S/Inputs/sk_b_15x64.npy --arg %S/Inputs/sk_c_16x16.npy --arg %S/Inputs/sk_d_64x16.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %t/raised.mlir --lpf-foreign-prepare | FileCheck %s
// out1: the pairs of the first 14 terms swapped, the 15th product added after them.
// CHECK-LABEL: func.func @main
// CHECK: lpf.dot {{.*}} : tensor<16x14xbf16>, tensor<14x64xbf16> -> tensor<16x64xf32>
// CHECK: lpf.dot {{.*}} : tensor<16x1xbf16>, tensor<1x64xbf16> -> tensor<16x64xf32>
// CHECK: arith.addf
// out2 keeps its marker and its k order.
// CHECK: lpf.dot {{.*}} {lpf.xla_bf16_dot} : tensor<16x16xbf16>, tensor<16x64xbf16> -> tensor<16x64xf32>

func.func @main(%q: tensor<2x16x2x16xbf16>, %k: tensor<2x16x2x16xbf16>, %a: tensor<16x15xbf16>, %b: tensor<15x64xbf16>, %c: tensor<16x16xbf16>, %d: tensor<64x16xbf16>)
    -> (tensor<2x2x16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>) {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x16x2x16xbf16>, tensor<2x16x2x16xbf16>) -> tensor<2x2x16x16xf32>
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<16x15xbf16>, tensor<15x64xbf16>) -> tensor<16x64xf32>
  %dt = stablehlo.transpose %d, dims = [1, 0] : (tensor<64x16xbf16>) -> tensor<16x64xbf16>
  %2 = stablehlo.dot_general %c, %dt, contracting_dims = [1] x [0] : (tensor<16x16xbf16>, tensor<16x64xbf16>) -> tensor<16x64xf32>
  return %0, %1, %2 : tensor<2x2x16x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>
}
