// REQUIRES: iree
// Block-scaled ops on --backend iree give --backend ref's bits (issue 40): lpf.quantize_block
// (MX into f8E4M3FN, f8E5M2, f6E2M3FN and f4E2M1FN with the floor, even and ceil scale rules;
// NVFP4 with and without a per-tensor scale g = 0.5) of 48 blocks of iree_f32_sweep.npy (every
// format's subnormal/normal edge, largest value, overflow midpoint, ±0, ±inf, NaN), each
// dequantised again, and lpf.scaled_dot of quantised normal data (MX-FP8, MX-FP4, NVFP4, NVFP4
// with g; Inputs/iree_blocks.py). The quantisation is the exit's integer emulation (none of
// IREE's converts); the scaled dots are ordered f32 dots on the dequantised operands, which the
// run-time check (docs/iree.md) sends to IREE's k-ordered dot_general: the XLA exit's f64 sum
// rounded once (--backend xla) differs from the k-ordered sum on 133 of the 384 MX-FP8 values.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_blk_sweep_48x32.npy --arg %S/Inputs/iree_blk_lhs_48x32.npy --arg %S/Inputs/iree_blk_rhs_32x8.npy --arg %S/Inputs/f32_scalar_half.npy --backend ref --bits --out-dir %t/ref > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/iree_blk_sweep_48x32.npy --arg %S/Inputs/iree_blk_lhs_48x32.npy --arg %S/Inputs/iree_blk_rhs_32x8.npy --arg %S/Inputs/f32_scalar_half.npy --backend iree --bits --out-dir %t/iree > %t/iree.txt
// RUN: diff -r %t/ref %t/iree
// RUN: FileCheck %s < %t/iree.txt
// CHECK: out0: tensor<48x32xf8E4M3FN>
// CHECK: out9: tensor<48x2xf8E4M3FN>
// CHECK: out20: tensor<48x8xf32>

func.func @main(%x: tensor<48x32xf32>, %y: tensor<48x32xf32>, %w: tensor<32x8xf32>, %g: f32)
    -> (tensor<48x32xf8E4M3FN>, tensor<48x1xf8E8M0FNU>, tensor<48x32xf4E2M1FN>, tensor<48x1xf8E8M0FNU>,
        tensor<48x32xf6E2M3FN>, tensor<48x1xf8E8M0FNU>, tensor<48x32xf8E5M2>, tensor<48x1xf8E8M0FNU>,
        tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN>, tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN>,
        tensor<48x32xf32>, tensor<48x32xf32>, tensor<48x32xf32>, tensor<48x32xf32>, tensor<48x32xf32>,
        tensor<48x8xf32>, tensor<48x8xf32>, tensor<48x8xf32>, tensor<48x8xf32>) {
  // Quantisation of the sweep: MX with every scale rule, NVFP4 with and without g.
  %q8, %e8 = lpf.quantize_block %x block(32) : tensor<48x32xf32> -> tensor<48x32xf8E4M3FN>, tensor<48x1xf8E8M0FNU>
  %q4, %e4 = lpf.quantize_block %x block(32) scale_rounding(even) : tensor<48x32xf32> -> tensor<48x32xf4E2M1FN>, tensor<48x1xf8E8M0FNU>
  %q6, %e6 = lpf.quantize_block %x block(32) scale_rounding(ceil) : tensor<48x32xf32> -> tensor<48x32xf6E2M3FN>, tensor<48x1xf8E8M0FNU>
  %q5, %e5 = lpf.quantize_block %x block(32) : tensor<48x32xf32> -> tensor<48x32xf8E5M2>, tensor<48x1xf8E8M0FNU>
  %n, %s = lpf.quantize_block %x block(16) : tensor<48x32xf32> -> tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN>
  %ng, %sg = lpf.quantize_block %x, %g block(16) : tensor<48x32xf32>, f32 -> tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN>
  // Dequantisation of each (into f32).
  %d8 = lpf.dequantize_block %q8 [%e8] block(32) : tensor<48x32xf8E4M3FN>, tensor<48x1xf8E8M0FNU> -> tensor<48x32xf32>
  %d4 = lpf.dequantize_block %q4 [%e4] block(32) : tensor<48x32xf4E2M1FN>, tensor<48x1xf8E8M0FNU> -> tensor<48x32xf32>
  %d6 = lpf.dequantize_block %q6 [%e6] block(32) : tensor<48x32xf6E2M3FN>, tensor<48x1xf8E8M0FNU> -> tensor<48x32xf32>
  %dn = lpf.dequantize_block %n [%s] block(16) : tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN> -> tensor<48x32xf32>
  %dg = lpf.dequantize_block %ng [%sg], %g block(16) : tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN>, f32 -> tensor<48x32xf32>
  // Scaled dots of quantised normal data: MX-FP8, MX-FP4, NVFP4, NVFP4 with g.
  %a8, %ae8 = lpf.quantize_block %y block(32) : tensor<48x32xf32> -> tensor<48x32xf8E4M3FN>, tensor<48x1xf8E8M0FNU>
  %b8, %be8 = lpf.quantize_block %w block(32) : tensor<32x8xf32> -> tensor<32x8xf8E4M3FN>, tensor<1x8xf8E8M0FNU>
  %a4, %ae4 = lpf.quantize_block %y block(32) : tensor<48x32xf32> -> tensor<48x32xf4E2M1FN>, tensor<48x1xf8E8M0FNU>
  %b4, %be4 = lpf.quantize_block %w block(32) : tensor<32x8xf32> -> tensor<32x8xf4E2M1FN>, tensor<1x8xf8E8M0FNU>
  %an, %as = lpf.quantize_block %y block(16) : tensor<48x32xf32> -> tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN>
  %bn, %bs = lpf.quantize_block %w block(16) : tensor<32x8xf32> -> tensor<32x8xf4E2M1FN>, tensor<2x8xf8E4M3FN>
  %sd8 = lpf.scaled_dot %a8 [%ae8], %b8 [%be8] block(32) acc(f32)
       : tensor<48x32xf8E4M3FN>, tensor<48x1xf8E8M0FNU>, tensor<32x8xf8E4M3FN>, tensor<1x8xf8E8M0FNU> -> tensor<48x8xf32>
  %sd4 = lpf.scaled_dot %a4 [%ae4], %b4 [%be4] block(32) acc(f32)
       : tensor<48x32xf4E2M1FN>, tensor<48x1xf8E8M0FNU>, tensor<32x8xf4E2M1FN>, tensor<1x8xf8E8M0FNU> -> tensor<48x8xf32>
  %sdn = lpf.scaled_dot %an [%as], %bn [%bs] block(16) acc(f32)
       : tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN>, tensor<32x8xf4E2M1FN>, tensor<2x8xf8E4M3FN> -> tensor<48x8xf32>
  %sdg = lpf.scaled_dot %an [%as], %bn [%bs], %g block(16) acc(f32)
       : tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN>, tensor<32x8xf4E2M1FN>, tensor<2x8xf8E4M3FN>, f32 -> tensor<48x8xf32>
  return %q8, %e8, %q4, %e4, %q6, %e6, %q5, %e5, %n, %s, %ng, %sg, %d8, %d4, %d6, %dn, %dg, %sd8, %sd4, %sdn, %sdg
    : tensor<48x32xf8E4M3FN>, tensor<48x1xf8E8M0FNU>, tensor<48x32xf4E2M1FN>, tensor<48x1xf8E8M0FNU>,
      tensor<48x32xf6E2M3FN>, tensor<48x1xf8E8M0FNU>, tensor<48x32xf8E5M2>, tensor<48x1xf8E8M0FNU>,
      tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN>, tensor<48x32xf4E2M1FN>, tensor<48x2xf8E4M3FN>,
      tensor<48x32xf32>, tensor<48x32xf32>, tensor<48x32xf32>, tensor<48x32xf32>, tensor<48x32xf32>,
      tensor<48x8xf32>, tensor<48x8xf32>, tensor<48x8xf32>, tensor<48x8xf32>
}
