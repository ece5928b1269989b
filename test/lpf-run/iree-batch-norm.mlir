// REQUIRES: iree
// Batch norms on --backend iree (issue 40): the exit expands them as XLA does (and ref and llvm
// run), lpf_lowering::hlo_defined::batch_norm, instead of IREE's own decomposition, which gave
// 78% of a bf16 LayerNorm's outputs and 75% of its variances. Every result is ref's bits, the
// f32 inference result (out3) too: its x * true_scale + true_shift is one fused multiply-add in
// the expansion itself (as XLA computes it), written in f64 with the sum rounded to odd, so
// IREE's own fusing of a multiply and an add (2 of 24 values one ulp away before) has none to fuse.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-batch-norm.mlir --arg %S/Inputs/bn_x_2x3x4.npy --arg %S/Inputs/bn_scale_3.npy --arg %S/Inputs/bn_offset_3.npy --backend ref --bits | grep -E '^out[0-7]:' > %t/ref.txt
// RUN: lpf-run %S/mixed-batch-norm.mlir --arg %S/Inputs/bn_x_2x3x4.npy --arg %S/Inputs/bn_scale_3.npy --arg %S/Inputs/bn_offset_3.npy --backend iree --bits | grep -E '^out[0-7]:' > %t/iree.txt
// RUN: diff %t/ref.txt %t/iree.txt
// RUN: FileCheck %s < %t/iree.txt
// CHECK: out5: tensor<3xbf16> = [-0.03125 (0xBD00), 0.0625 (0x3D80), -0.375 (0xBEC0)]
