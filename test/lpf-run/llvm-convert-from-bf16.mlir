// bf16 -> FP8/FP6/FP4 conversions to nearest even on --backend llvm, on every one of bf16's 65536
// codes, against the reference (the numerics crate), bit for bit: the LLVM exit computes them with
// the f32 rule on the code shifted up 16 bits (helpers/prefix.rs: bf16 is f32's top half, the rule
// checked on every bf16 code when the helper is generated), in 32-bit lanes (flax's FP8 recipe
// quantises its bf16 operands so: a generic helper on 64-bit lanes before). Both overflow modes;
// out7 rounds toward zero, which has no such rule (the generic helper, or a table, as before).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: cmp %t/llvm/out0.npy %t/ref/out0.npy
// RUN: cmp %t/llvm/out1.npy %t/ref/out1.npy
// RUN: cmp %t/llvm/out2.npy %t/ref/out2.npy
// RUN: cmp %t/llvm/out3.npy %t/ref/out3.npy
// RUN: cmp %t/llvm/out4.npy %t/ref/out4.npy
// RUN: cmp %t/llvm/out5.npy %t/ref/out5.npy
// RUN: cmp %t/llvm/out6.npy %t/ref/out6.npy
// RUN: cmp %t/llvm/out7.npy %t/ref/out7.npy
// The helpers are the rule (a shift by 16, no 64-bit arithmetic), not the generic one.
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// CHECK-LABEL: llvm.func internal @__lpf_f8E4M3FN_from_bf16_rne_naninf(
// CHECK-NOT: i64
// CHECK: llvm.return

func.func @main() -> (tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>, tensor<65536xf8E5M2>, tensor<65536xf8E5M2>,
                      tensor<65536xf6E3M2FN>, tensor<65536xf6E2M3FN>, tensor<65536xf4E2M1FN>, tensor<65536xf4E2M1FN>) {
  %codes = stablehlo.iota dim = 0 : tensor<65536xui16>
  %b = stablehlo.bitcast_convert %codes : (tensor<65536xui16>) -> tensor<65536xbf16>
  %0 = lpf.convert %b rounding(to_nearest_even) overflow(nan_or_inf) : tensor<65536xbf16> to tensor<65536xf8E4M3FN>
  %1 = lpf.convert %b rounding(to_nearest_even) overflow(saturate) : tensor<65536xbf16> to tensor<65536xf8E4M3FN>
  %2 = lpf.convert %b rounding(to_nearest_even) overflow(nan_or_inf) : tensor<65536xbf16> to tensor<65536xf8E5M2>
  %3 = lpf.convert %b rounding(to_nearest_even) overflow(saturate) : tensor<65536xbf16> to tensor<65536xf8E5M2>
  %4 = lpf.convert %b rounding(to_nearest_even) overflow(saturate) : tensor<65536xbf16> to tensor<65536xf6E3M2FN>
  %5 = lpf.convert %b rounding(to_nearest_even) overflow(saturate) : tensor<65536xbf16> to tensor<65536xf6E2M3FN>
  %6 = lpf.convert %b rounding(to_nearest_even) overflow(saturate) : tensor<65536xbf16> to tensor<65536xf4E2M1FN>
  %7 = lpf.convert %b rounding(toward_zero) overflow(saturate) : tensor<65536xbf16> to tensor<65536xf4E2M1FN>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<65536xf8E4M3FN>, tensor<65536xf8E4M3FN>, tensor<65536xf8E5M2>, tensor<65536xf8E5M2>,
    tensor<65536xf6E3M2FN>, tensor<65536xf6E2M3FN>, tensor<65536xf4E2M1FN>, tensor<65536xf4E2M1FN>
}
