// REQUIRES: xla
// Two findings of lpf-diff's mixed programs (issue 41; fuzz/crashes/diff-mixed/), now one answer
// on every backend:
// - ref converted f8E8M0FNU's NaN (0xFF) to +inf (StableHLO's interpreter decodes it with
//   APFloat); a convert out of f8E8M0FNU is lpf.convert on ref now, as on llvm and xla;
// - xla kept ±inf through an lpf.convert within one format, or widening into f32, with
//   overflow(saturate), where ref and llvm give ±max (findings 7 and 15).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/e8m0_ff_fe_80_00.npy --arg %S/Inputs/bf16_inf_4.npy --arg %S/Inputs/f8e3m4_inf_4.npy --backend ref --bits | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/e8m0_ff_fe_80_00.npy --arg %S/Inputs/bf16_inf_4.npy --arg %S/Inputs/f8e3m4_inf_4.npy --backend llvm --bits | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/e8m0_ff_fe_80_00.npy --arg %S/Inputs/bf16_inf_4.npy --arg %S/Inputs/f8e3m4_inf_4.npy --backend xla --bits | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s --check-prefix=E8M0 < %t/ref.txt
// RUN: FileCheck %s --check-prefix=SAT < %t/ref.txt
// RUN: FileCheck %s --check-prefix=WIDE < %t/ref.txt
// E8M0: out0: tensor<4xf32> = [nan (0x7FC00000), 1.7014118346046923e38 (0x7F000000), 2.0 (0x40000000), 5.877471754111438e-39 (0x00400000)]
// SAT: out1: tensor<4xbf16> = [-3.3895313892515355e38 (0xFF7F), 3.3895313892515355e38 (0x7F7F), 1.0 (0x3F80), nan (0x7FC0)]
// WIDE: out2: tensor<4xf32> = [3.4028234663852886e38 (0x7F7FFFFF), -3.4028234663852886e38 (0xFF7FFFFF), 1.5 (0x3FC00000), nan (0x7FC00000)]
func.func @main(%a: tensor<4xf8E8M0FNU>, %b: tensor<4xbf16>, %c: tensor<4xf8E3M4>) -> (tensor<4xf32>, tensor<4xbf16>, tensor<4xf32>) {
  %0 = "stablehlo.convert"(%a) : (tensor<4xf8E8M0FNU>) -> tensor<4xf32>
  %1 = lpf.convert %b overflow(saturate) : tensor<4xbf16> to tensor<4xbf16>
  %2 = lpf.convert %c overflow(saturate) : tensor<4xf8E3M4> to tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xbf16>, tensor<4xf32>
}
