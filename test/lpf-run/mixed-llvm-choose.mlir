// StableHLO ops that compare or choose values on formats LLVM has no type for (a relu's
// maximum, clamp, compare, select, abs on bf16 and f8E4M3FN) and integer -> bf16 converts, in a
// mixed module on --backend llvm (lpf-foreign-exact: the choice is made on exact f32
// widenings, the result is the chosen operand's own code) against --backend ref (StableHLO's
// interpreter), bit for bit: every pair of bf16 specials (+-0, +-inf, quiet and signalling NaNs
// of both signs, subnormals, the largest finites), equal pairs and random codes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/u16_2048_a.npy --arg %S/Inputs/u16_2048_b.npy --arg %S/Inputs/u8_2048_a.npy --arg %S/Inputs/u8_2048_b.npy --arg %S/Inputs/i32_2048.npy --bits --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/u16_2048_a.npy --arg %S/Inputs/u16_2048_b.npy --arg %S/Inputs/u8_2048_a.npy --arg %S/Inputs/u8_2048_b.npy --arg %S/Inputs/i32_2048.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: diff %t/llvm.txt %t/ref.txt
// RUN: FileCheck %s < %t/llvm.txt
// bf16 into integers: the exact f32 widening, then the saturating cast (inf -> MAX, NaN -> 0).
// RUN: lpf-run %s --entry to_int --arg %S/Inputs/u16_2048_a.npy --backend llvm > %t/int-llvm.txt
// RUN: lpf-run %s --entry to_int --arg %S/Inputs/u16_2048_a.npy --backend ref > %t/int-ref.txt
// RUN: diff %t/int-llvm.txt %t/int-ref.txt
// max(+0, -0) is +0, min(+0, -0) is -0; a NaN propagates, a signalling one quieted (as the interpreter does).
// CHECK: out0: tensor<2048xbf16> = [0.0 (0x0000), 0.0 (0x0000), inf (0x7F80), 0.0 (0x0000), nan (0x7FC0), -nan (0xFFC0), nan (0x7FC1), -nan (0xFFE5)
// CHECK: out1: tensor<2048xbf16> = [0.0 (0x0000), -0.0 (0x8000), 0.0 (0x0000), -inf (0xFF80), nan (0x7FC0), -nan (0xFFC0), nan (0x7FC1), -nan (0xFFE5)
// CHECK: out13: tensor<2048xbf16> = [0.0 (0x0000), 1.0 (0x3F80), -1.0 (0xBF80), 2147483648.0 (0x4F00), -2147483648.0 (0xCF00), 256.0 (0x4380), -256.0 (0xC380), 16777216.0 (0x4B80)

func.func @main(%a: tensor<2048xbf16>, %b: tensor<2048xbf16>, %c: tensor<2048xf8E4M3FN>, %d: tensor<2048xf8E4M3FN>, %i: tensor<2048xi32>)
    -> (tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xi1>, tensor<2048xi1>, tensor<2048xi1>, tensor<2048xi1>, tensor<2048xi1>, tensor<2048xi1>,
        tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xf8E4M3FN>, tensor<2048xi1>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xf8E4M3FN>) {
  %max = stablehlo.maximum %a, %b : tensor<2048xbf16>
  %min = stablehlo.minimum %a, %b : tensor<2048xbf16>
  %eq = stablehlo.compare EQ, %a, %b : (tensor<2048xbf16>, tensor<2048xbf16>) -> tensor<2048xi1>
  %ne = stablehlo.compare NE, %a, %b : (tensor<2048xbf16>, tensor<2048xbf16>) -> tensor<2048xi1>
  %lt = stablehlo.compare LT, %a, %b : (tensor<2048xbf16>, tensor<2048xbf16>) -> tensor<2048xi1>
  %le = stablehlo.compare LE, %a, %b : (tensor<2048xbf16>, tensor<2048xbf16>) -> tensor<2048xi1>
  %gt = stablehlo.compare GT, %a, %b : (tensor<2048xbf16>, tensor<2048xbf16>) -> tensor<2048xi1>
  %ge = stablehlo.compare GE, %a, %b : (tensor<2048xbf16>, tensor<2048xbf16>) -> tensor<2048xi1>
  %sel = stablehlo.select %gt, %a, %b : tensor<2048xi1>, tensor<2048xbf16>
  %abs = stablehlo.abs %a : tensor<2048xbf16>
  %zero = stablehlo.constant dense<0.0> : tensor<2048xbf16>
  %one = stablehlo.constant dense<1.0> : tensor<2048xbf16>
  %clamp = stablehlo.clamp %zero, %a, %one : tensor<2048xbf16>
  %fmax = stablehlo.maximum %c, %d : tensor<2048xf8E4M3FN>
  %flt = stablehlo.compare LT, %c, %d : (tensor<2048xf8E4M3FN>, tensor<2048xf8E4M3FN>) -> tensor<2048xi1>
  %ib = stablehlo.convert %i : (tensor<2048xi32>) -> tensor<2048xbf16>
  // relu as jax.nn.relu writes it on bf16
  %relu = stablehlo.maximum %b, %zero : tensor<2048xbf16>
  %fabs = stablehlo.abs %d : tensor<2048xf8E4M3FN>
  return %max, %min, %eq, %ne, %lt, %le, %gt, %ge, %sel, %abs, %clamp, %fmax, %flt, %ib, %relu, %fabs
      : tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xi1>, tensor<2048xi1>, tensor<2048xi1>, tensor<2048xi1>, tensor<2048xi1>, tensor<2048xi1>,
        tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xf8E4M3FN>, tensor<2048xi1>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048xf8E4M3FN>
}

func.func @to_int(%a: tensor<2048xbf16>) -> (tensor<2048xi32>, tensor<2048xui8>, tensor<2048xi64>) {
  %0 = stablehlo.convert %a : (tensor<2048xbf16>) -> tensor<2048xi32>
  %1 = stablehlo.convert %a : (tensor<2048xbf16>) -> tensor<2048xui8>
  %2 = stablehlo.convert %a : (tensor<2048xbf16>) -> tensor<2048xi64>
  return %0, %1, %2 : tensor<2048xi32>, tensor<2048xui8>, tensor<2048xi64>
}
