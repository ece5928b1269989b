// REQUIRES: xla, avx512f
// mixed-llvm-dot-f32.mlir's foreign f32 dots on --backend llvm against XLA CPU (--backend xla), bit
// for bit where XLA computes them as k-sequential fused multiply-adds from +0 (docs/jax.md,
// "Models computed in f32", measured with jaxlib 0.10 on AVX-512): the plain dots (K = 64, 256),
// nn.Linear's [N, K] weight (K = 512) and attention's values; the scores (out3, N = 32) in
// YNNPACK's two lanes, k even and k odd (hlo_defined::xla_dot_lanes). XLA sums the einsum
// "qhd,khd->hqk" (out5, a batch dimension in the middle) in another order; llvm keeps the k order
// there (its test).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-llvm-dot-f32.mlir --arg %S/Inputs/u32_12345.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %S/mixed-llvm-dot-f32.mlir --arg %S/Inputs/u32_12345.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: cmp %t/llvm/out0.npy %t/xla/out0.npy
// RUN: cmp %t/llvm/out1.npy %t/xla/out1.npy
// RUN: cmp %t/llvm/out2.npy %t/xla/out2.npy
// RUN: cmp %t/llvm/out3.npy %t/xla/out3.npy
// RUN: cmp %t/llvm/out4.npy %t/xla/out4.npy
