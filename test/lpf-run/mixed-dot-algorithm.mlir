// A dot_general with an `algorithm` (jax's gradient of a bf16 matmul: an f32 x bf16 dot stating
// lhs_precision_type = bf16, ..., accumulation_type = f32) on --backend llvm: the linalg
// legalisation refused it (E0915 at the dot: a flax bf16 model's training step stopped there);
// lpf-foreign-prepare drops the algorithm, which XLA's CPU and StableHLO's interpreter ignore
// (formats.md §5). llvm == ref (the interpreter's products and k-order sum, the operands'
// exact widening); XLA sums this mixed dot in an order of its own.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm

func.func @main() -> (tensor<2x4x12x1x8xf32>, tensor<16x8xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<1152xf32>
  %s = stablehlo.constant dense<0.0137> : tensor<1152xf32>
  %a1 = stablehlo.multiply %i, %s : tensor<1152xf32>
  %seven = stablehlo.constant dense<7.0> : tensor<1152xf32>
  %a2 = stablehlo.subtract %a1, %seven : tensor<1152xf32>
  %a = stablehlo.reshape %a2 : (tensor<1152xf32>) -> tensor<2x4x12x1x12xf32>
  %j = stablehlo.iota dim = 0 : tensor<768xf32>
  %t = stablehlo.constant dense<0.031> : tensor<768xf32>
  %b1 = stablehlo.multiply %j, %t : tensor<768xf32>
  %eleven = stablehlo.constant dense<11.0> : tensor<768xf32>
  %b2 = stablehlo.subtract %b1, %eleven : tensor<768xf32>
  %b3 = stablehlo.convert %b2 : (tensor<768xf32>) -> tensor<768xbf16>
  %b = stablehlo.reshape %b3 : (tensor<768xbf16>) -> tensor<2x12x4x8xbf16>
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x4x12x1x12xf32>, tensor<2x12x4x8xbf16>) -> tensor<2x4x12x1x8xf32>
  %c = stablehlo.slice %a2 [0:1024] : (tensor<1152xf32>) -> tensor<1024xf32>
  %c2 = stablehlo.reshape %c : (tensor<1024xf32>) -> tensor<16x64xf32>
  %d = stablehlo.slice %b3 [0:512] : (tensor<768xbf16>) -> tensor<512xbf16>
  %d2 = stablehlo.reshape %d : (tensor<512xbf16>) -> tensor<64x8xbf16>
  %1 = stablehlo.dot_general %c2, %d2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<16x64xf32>, tensor<64x8xbf16>) -> tensor<16x8xf32>
  return %0, %1 : tensor<2x4x12x1x8xf32>, tensor<16x8xf32>
}
