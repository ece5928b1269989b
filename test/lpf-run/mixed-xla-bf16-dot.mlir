// bf16 x bf16 -> f32 dots as XLA's bf16 kernel sums them (lowering/src/hlo_defined/bf16_dot.rs):
// the raise marks the lpf.dot it makes of each ({lpf.xla_bf16_dot}), and --backend ref and the
// LLVM exit rewrite it into the host's order: AMX's slices of 32 (even and odd k apart, `C + (e +
// o)`) where YNNPACK's cost model picks its AMX kernel, one accumulator over pairs of k (k + 1
// first) otherwise. out0 flax's attention scores (`algorithm = bf16 x bf16 -> f32`, batched,
// heads in the middle), out1 a dot of two rows (M = 2, N = 64: the pairs kernel even on AMX),
// out2 `c @ d.T` with K = 100 (a slice of 4 last), out3 one row (M = 1, not modelled: k order).
// llvm == ref on 1 and 3 threads; mixed-xla-bf16-dot-xla.mlir checks them against XLA.
// Inputs: Inputs/xla_bf16_dot.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-opt %s --raise-stablehlo -o %t/raised.mlir
// RUN: FileCheck %s --check-prefix=RAISED < %t/raised.mlir
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/bf16dot_q_2x32x2x1x64.npy --arg %S/Inputs/bf16dot_k_2x32x2x64.npy --arg %S/Inputs/bf16dot_a_2x64.npy --arg %S/Inputs/bf16dot_b_64x64.npy --arg %S/Inputs/bf16dot_c_8x100.npy --arg %S/Inputs/bf16dot_d_40x100.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/bf16dot_q_2x32x2x1x64.npy --arg %S/Inputs/bf16dot_k_2x32x2x64.npy --arg %S/Inputs/bf16dot_a_2x64.npy --arg %S/Inputs/bf16dot_b_64x64.npy --arg %S/Inputs/bf16dot_c_8x100.npy --arg %S/Inputs/bf16dot_d_40x100.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/bf16dot_q_2x32x2x1x64.npy --arg %S/Inputs/bf16dot_k_2x32x2x64.npy --arg %S/Inputs/bf16dot_a_2x64.npy --arg %S/Inputs/bf16dot_b_64x64.npy --arg %S/Inputs/bf16dot_c_8x100.npy --arg %S/Inputs/bf16dot_d_40x100.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// The pairs form on every x86 host (out1): both operands' pairs of k swapped (a reverse between
// the reshapes), one dot; out3 keeps its marker and its k order.
// RUN: lpf-opt %t/raised.mlir --lpf-foreign-prepare | FileCheck %s --check-prefix=PAIRS

// RAISED-LABEL: func.func @main
// RAISED: lpf.dot {{.*}} acc(f32) {lpf.xla_bf16_dot} : tensor<2x2x32x64xbf16>, tensor<2x2x64x32xbf16>
// RAISED: lpf.dot {{.*}} acc(f32) {lpf.xla_bf16_dot} : tensor<2x64xbf16>, tensor<64x64xbf16>
// RAISED: lpf.dot {{.*}} acc(f32) {lpf.xla_bf16_dot} : tensor<8x100xbf16>, tensor<100x40xbf16>
// RAISED: lpf.dot {{.*}} acc(f32) {lpf.xla_bf16_dot} : tensor<1x64xbf16>, tensor<64x64xbf16>

// PAIRS-LABEL: func.func @main
// PAIRS: tensor.expand_shape %arg2 {{.*}} into tensor<2x32x2xbf16>
// PAIRS: %[[A:.*]] = tensor.collapse_shape {{.*}} : tensor<2x32x2xbf16> into tensor<2x64xbf16>
// PAIRS: tensor.expand_shape %arg3 {{.*}} into tensor<32x2x64xbf16>
// PAIRS: %[[B:.*]] = tensor.collapse_shape {{.*}} : tensor<32x2x64xbf16> into tensor<64x64xbf16>
// PAIRS: lpf.dot %[[A]], %[[B]] acc(f32) : tensor<2x64xbf16>, tensor<64x64xbf16> -> tensor<2x64xf32>
// PAIRS: lpf.dot {{.*}} acc(f32) {lpf.xla_bf16_dot} : tensor<1x64xbf16>, tensor<64x64xbf16> -> tensor<1x64xf32>

func.func @main(%q: tensor<2x32x2x1x64xbf16>, %k: tensor<2x32x2x64xbf16>, %a: tensor<2x64xbf16>, %b: tensor<64x64xbf16>, %c: tensor<8x100xbf16>, %d: tensor<40x100xbf16>)
    -> (tensor<2x2x32x1x32xf32>, tensor<2x64xf32>, tensor<8x40xf32>, tensor<1x64xf32>) {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x32x2x1x64xbf16>, tensor<2x32x2x64xbf16>) -> tensor<2x2x32x1x32xf32>
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x64xbf16>, tensor<64x64xbf16>) -> tensor<2x64xf32>
  %2 = stablehlo.dot_general %c, %d, contracting_dims = [1] x [1] : (tensor<8x100xbf16>, tensor<40x100xbf16>) -> tensor<8x40xf32>
  %row = stablehlo.slice %a [0:1, 0:64] : (tensor<2x64xbf16>) -> tensor<1x64xbf16>
  %3 = stablehlo.dot_general %row, %b, contracting_dims = [1] x [0] : (tensor<1x64xbf16>, tensor<64x64xbf16>) -> tensor<1x64xf32>
  return %0, %1, %2, %3 : tensor<2x2x32x1x32xf32>, tensor<2x64xf32>, tensor<8x40xf32>, tensor<1x64xf32>
}
