// REQUIRES: xla
// lpf.relu and lpf.leaky_relu on the xla backend give the ref backend's bits, specials included.
// Found by the differential fuzzer (fuzz/src/diff, docs/fuzzing.md): the StableHLO exit had no
// lowering for either op. Inputs (bf16): +0, -0, NaN, -NaN, -inf, the smallest negative
// subnormal, -1, 1; (SF8): 0x00, 0x80, 0x81, 0xFF, 0x7F, 0x01, 0x90, 0x10.
// RUN: lpf-run %s --arg %S/Inputs/bf16_activation_8.npy --arg %S/Inputs/sf8_activation_8.npy --bits | FileCheck %s
// RUN: lpf-run %s --arg %S/Inputs/bf16_activation_8.npy --arg %S/Inputs/sf8_activation_8.npy --bits --backend xla | FileCheck %s
// relu: -0, -inf and every negative number become +0; a NaN of either sign keeps its code.
// CHECK: out0: tensor<8xbf16> = [0.0 (0x0000), 0.0 (0x0000), nan (0x7FC0), -nan (0xFFC0), 0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000), 1.0 (0x3F80)]
// leaky_relu upward: -0 and -inf stay, -2^-133 * 2^-7 rounds up to -0, -1 gives -2^-7 exactly.
// CHECK: out1: tensor<8xbf16> = [0.0 (0x0000), -0.0 (0x8000), nan (0x7FC0), -nan (0xFFC0), -inf (0xFF80), -0.0 (0x8000), -0.0078125 (0xBC00), 1.0 (0x3F80)]
// leaky_relu on SF8 (to nearest even): -127/128 * 2^-7 rounds to -1/128; -1/8 * 2^-7 to +0.
// CHECK: out2: tensor<8x!lpf.sf<8>> = [0.0 (0x00), 0.0 (0x00), 0.0 (0x00), -0.0078125 (0x81), 0.9921875 (0x7F), 0.0078125 (0x01), 0.0 (0x00), 0.125 (0x10)]

func.func @main(%a: tensor<8xbf16>, %b: tensor<8x!lpf.sf<8>>) -> (tensor<8xbf16>, tensor<8xbf16>, tensor<8x!lpf.sf<8>>) {
  %r = lpf.relu %a : tensor<8xbf16>
  %l = lpf.leaky_relu %a rounding(upward) : tensor<8xbf16>
  %s = lpf.leaky_relu %b : tensor<8x!lpf.sf<8>>
  return %r, %l, %s : tensor<8xbf16>, tensor<8xbf16>, tensor<8x!lpf.sf<8>>
}
