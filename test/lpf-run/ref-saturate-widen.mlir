// lpf.convert bf16 -> f32 with overflow(saturate): ±inf becomes ±max f32, as formats.md says and
// the LLVM exit computes; NaN stays NaN. The reference's bulk path shifted the code for every
// non-NaN, so ±inf stayed ±inf (lpf-diff soak seed 4144 program 650, issue 41).
// RUN: lpf-run %s --backend ref --bits | FileCheck %s
// RUN: lpf-run %s --backend llvm --bits | FileCheck %s
// CHECK: out0: tensor<4xf32> = [3.4028234663852886e38 (0x7F7FFFFF), -3.4028234663852886e38 (0xFF7FFFFF), 1.0 (0x3F800000), nan (0x7FC00000)]
func.func @main() -> tensor<4xf32> {
  %x = arith.constant dense<[0x7F80, 0xFF80, 0x3F80, 0x7FC0]> : tensor<4xbf16>
  %0 = lpf.convert %x rounding(to_nearest_even) overflow(saturate) : tensor<4xbf16> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
