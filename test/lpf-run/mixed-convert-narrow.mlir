// REQUIRES: xla
// stablehlo.convert from floats into f4E2M1FN, f6E2M3FN, f6E3M2FN and f8E8M0FNU (issue 41),
// one answer on ref, llvm and xla: XLA's convert (lpf_lowering::hlo_defined::xla_convert),
// one rounding to nearest even; into FP4/FP6 (no inf, no NaN) ±inf and overflow saturate to
// ±max and both NaNs give -0 (what jax 0.10.2's astype(float4_e2m1fn) gives); into E8M0
// (unsigned, no zero) zero, negatives, inf and NaN give NaN 0xFF. Before: ref gave ±0 for ±inf
// and E8M0 4.0 for -4.0 and 0x00 for ±0 (StableHLO's interpreter rounds with APFloat), llvm
// refused FP4/FP6 with an E0912 about an overflow(nan_or_inf) the user never wrote, and xla's
// f6 results were not f6 codes (XLA CPU has no working f6 convert: on xla, f6 converts both
// ways are now lpf.convert, emulated exactly by the StableHLO exit). Out of f6 (every code of
// both formats, into f32) is exact.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/cvt_f32_16.npy --arg %S/Inputs/cvt_bf16_16.npy --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/codes_u8_64.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/cvt_f32_16.npy --arg %S/Inputs/cvt_bf16_16.npy --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/codes_u8_64.npy --bits --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/cvt_f32_16.npy --arg %S/Inputs/cvt_bf16_16.npy --arg %S/Inputs/codes_u8_64.npy --arg %S/Inputs/codes_u8_64.npy --bits --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/ref.txt
// Inputs (f32, and the same values in bf16): [-inf, inf, NaN, -NaN, 0, -0, -4, 4, 1e30, -1e30,
// 1.5, 3, 0.75, 1e-30, 7, 6.5].
// CHECK: out0: tensor<16xf4E2M1FN> = [-6.0 (0xF), 6.0 (0x7), -0.0 (0x8), -0.0 (0x8), 0.0 (0x0), -0.0 (0x8), -4.0 (0xE), 4.0 (0x6), 6.0 (0x7), -6.0 (0xF), 1.5 (0x3), 3.0 (0x5), 1.0 (0x2), 0.0 (0x0), 6.0 (0x7), 6.0 (0x7)]
// CHECK: out1: tensor<16xf6E2M3FN> = [-7.5 (0x3F), 7.5 (0x1F), -0.0 (0x20), -0.0 (0x20), 0.0 (0x00), -0.0 (0x20),
// CHECK: out2: tensor<16xf6E3M2FN> = [-28.0 (0x3F), 28.0 (0x1F), -0.0 (0x20), -0.0 (0x20), 0.0 (0x00), -0.0 (0x20),
// CHECK: out3: tensor<16xf8E8M0FNU> = [nan (0xFF), nan (0xFF), nan (0xFF), nan (0xFF), nan (0xFF), nan (0xFF), nan (0xFF), 4.0 (0x81),
// CHECK: out4: tensor<16xf4E2M1FN> = [-6.0 (0xF), 6.0 (0x7), -0.0 (0x8), -0.0 (0x8), 0.0 (0x0), -0.0 (0x8), -4.0 (0xE), 4.0 (0x6), 6.0 (0x7), -6.0 (0xF), 1.5 (0x3), 3.0 (0x5), 1.0 (0x2), 0.0 (0x0), 6.0 (0x7), 6.0 (0x7)]
// CHECK: out5: tensor<64xf32> = [0.0 (0x00000000), 0.125 (0x3E000000), 0.25 (0x3E800000),
// CHECK: out6: tensor<64xf32> = [0.0 (0x00000000), 0.0625 (0x3D800000), 0.125 (0x3E000000),

func.func @main(%x: tensor<16xf32>, %h: tensor<16xbf16>, %p: tensor<64xf6E2M3FN>, %q: tensor<64xf6E3M2FN>)
    -> (tensor<16xf4E2M1FN>, tensor<16xf6E2M3FN>, tensor<16xf6E3M2FN>, tensor<16xf8E8M0FNU>, tensor<16xf4E2M1FN>, tensor<64xf32>, tensor<64xf32>) {
  %a = stablehlo.convert %x : (tensor<16xf32>) -> tensor<16xf4E2M1FN>
  %b = stablehlo.convert %x : (tensor<16xf32>) -> tensor<16xf6E2M3FN>
  %c = stablehlo.convert %x : (tensor<16xf32>) -> tensor<16xf6E3M2FN>
  %d = stablehlo.convert %x : (tensor<16xf32>) -> tensor<16xf8E8M0FNU>
  %e = stablehlo.convert %h : (tensor<16xbf16>) -> tensor<16xf4E2M1FN>
  %u = stablehlo.convert %p : (tensor<64xf6E2M3FN>) -> tensor<64xf32>
  %v = stablehlo.convert %q : (tensor<64xf6E3M2FN>) -> tensor<64xf32>
  return %a, %b, %c, %d, %e, %u, %v : tensor<16xf4E2M1FN>, tensor<16xf6E2M3FN>, tensor<16xf6E3M2FN>, tensor<16xf8E8M0FNU>, tensor<16xf4E2M1FN>, tensor<64xf32>, tensor<64xf32>
}
