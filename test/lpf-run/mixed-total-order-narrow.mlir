// REQUIRES: xla
// mixed-total-order.mlir on the narrow formats, every code of the 8-bit ones (FNUZ's NaN 0x80
// orders below +0 as XLA's bit keys do; f8E8M0FNU has no sign: its codes order unsigned,
// NaN 0xFF last; f4E2M1FN -0 < +0) and bf16's NaNs, infinities and zeros: ref gives xla's bytes,
// and so does llvm (the same key rewrite in lpf-foreign-prepare, the bitcasts of the codes in
// lpf-foreign-exact).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/to_u16_a.npy --arg %S/Inputs/to_u16_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --arg %S/Inputs/to_u4_a.npy --arg %S/Inputs/to_u4_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/to_u16_a.npy --arg %S/Inputs/to_u16_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --arg %S/Inputs/to_u4_a.npy --arg %S/Inputs/to_u4_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/to_u16_a.npy --arg %S/Inputs/to_u16_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --arg %S/Inputs/to_u4_a.npy --arg %S/Inputs/to_u4_b.npy --arg %S/Inputs/to_u8_a.npy --arg %S/Inputs/to_u8_b.npy --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: FileCheck %s < %t/ref.txt
// f4E2M1FN: codes 0..15 against [0, 10, 1, 7, 4, 14, 9, 8, 3, 11, 15, 2, 5, 12, 13, 6].
// CHECK: out24: tensor<16xi1> = [true, false, false, false, true, false, false, false, false, false, false, false, false, false, false, false]
// CHECK: out25: tensor<16xi1> = [false, true, true, true, false, true, true, true, true, true, true, true, true, true, true, true]
// CHECK: out26: tensor<16xi1> = [false, false, false, true, false, false, false, false, true, false, false, true, true, true, true, true]
// CHECK: out27: tensor<16xi1> = [true, false, false, true, true, false, false, false, true, false, false, true, true, true, true, true]
// CHECK: out28: tensor<16xi1> = [false, true, true, false, false, true, true, true, false, true, true, false, false, false, false, false]
// CHECK: out29: tensor<16xi1> = [true, true, true, false, true, true, true, true, false, true, true, false, false, false, false, false]

func.func @main(%bf16_a: tensor<24xbf16>, %bf16_b: tensor<24xbf16>, %f8E4M3FN_a: tensor<256xf8E4M3FN>, %f8E4M3FN_b: tensor<256xf8E4M3FN>, %f8E5M2_a: tensor<256xf8E5M2>, %f8E5M2_b: tensor<256xf8E5M2>, %f8E4M3FNUZ_a: tensor<256xf8E4M3FNUZ>, %f8E4M3FNUZ_b: tensor<256xf8E4M3FNUZ>, %f4E2M1FN_a: tensor<16xf4E2M1FN>, %f4E2M1FN_b: tensor<16xf4E2M1FN>, %f8E8M0FNU_a: tensor<256xf8E8M0FNU>, %f8E8M0FNU_b: tensor<256xf8E8M0FNU>)
    -> (tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>) {
  %bf16_EQ = stablehlo.compare EQ, %bf16_a, %bf16_b, TOTALORDER : (tensor<24xbf16>, tensor<24xbf16>) -> tensor<24xi1>
  %bf16_NE = stablehlo.compare NE, %bf16_a, %bf16_b, TOTALORDER : (tensor<24xbf16>, tensor<24xbf16>) -> tensor<24xi1>
  %bf16_LT = stablehlo.compare LT, %bf16_a, %bf16_b, TOTALORDER : (tensor<24xbf16>, tensor<24xbf16>) -> tensor<24xi1>
  %bf16_LE = stablehlo.compare LE, %bf16_a, %bf16_b, TOTALORDER : (tensor<24xbf16>, tensor<24xbf16>) -> tensor<24xi1>
  %bf16_GT = stablehlo.compare GT, %bf16_a, %bf16_b, TOTALORDER : (tensor<24xbf16>, tensor<24xbf16>) -> tensor<24xi1>
  %bf16_GE = stablehlo.compare GE, %bf16_a, %bf16_b, TOTALORDER : (tensor<24xbf16>, tensor<24xbf16>) -> tensor<24xi1>
  %f8E4M3FN_EQ = stablehlo.compare EQ, %f8E4M3FN_a, %f8E4M3FN_b, TOTALORDER : (tensor<256xf8E4M3FN>, tensor<256xf8E4M3FN>) -> tensor<256xi1>
  %f8E4M3FN_NE = stablehlo.compare NE, %f8E4M3FN_a, %f8E4M3FN_b, TOTALORDER : (tensor<256xf8E4M3FN>, tensor<256xf8E4M3FN>) -> tensor<256xi1>
  %f8E4M3FN_LT = stablehlo.compare LT, %f8E4M3FN_a, %f8E4M3FN_b, TOTALORDER : (tensor<256xf8E4M3FN>, tensor<256xf8E4M3FN>) -> tensor<256xi1>
  %f8E4M3FN_LE = stablehlo.compare LE, %f8E4M3FN_a, %f8E4M3FN_b, TOTALORDER : (tensor<256xf8E4M3FN>, tensor<256xf8E4M3FN>) -> tensor<256xi1>
  %f8E4M3FN_GT = stablehlo.compare GT, %f8E4M3FN_a, %f8E4M3FN_b, TOTALORDER : (tensor<256xf8E4M3FN>, tensor<256xf8E4M3FN>) -> tensor<256xi1>
  %f8E4M3FN_GE = stablehlo.compare GE, %f8E4M3FN_a, %f8E4M3FN_b, TOTALORDER : (tensor<256xf8E4M3FN>, tensor<256xf8E4M3FN>) -> tensor<256xi1>
  %f8E5M2_EQ = stablehlo.compare EQ, %f8E5M2_a, %f8E5M2_b, TOTALORDER : (tensor<256xf8E5M2>, tensor<256xf8E5M2>) -> tensor<256xi1>
  %f8E5M2_NE = stablehlo.compare NE, %f8E5M2_a, %f8E5M2_b, TOTALORDER : (tensor<256xf8E5M2>, tensor<256xf8E5M2>) -> tensor<256xi1>
  %f8E5M2_LT = stablehlo.compare LT, %f8E5M2_a, %f8E5M2_b, TOTALORDER : (tensor<256xf8E5M2>, tensor<256xf8E5M2>) -> tensor<256xi1>
  %f8E5M2_LE = stablehlo.compare LE, %f8E5M2_a, %f8E5M2_b, TOTALORDER : (tensor<256xf8E5M2>, tensor<256xf8E5M2>) -> tensor<256xi1>
  %f8E5M2_GT = stablehlo.compare GT, %f8E5M2_a, %f8E5M2_b, TOTALORDER : (tensor<256xf8E5M2>, tensor<256xf8E5M2>) -> tensor<256xi1>
  %f8E5M2_GE = stablehlo.compare GE, %f8E5M2_a, %f8E5M2_b, TOTALORDER : (tensor<256xf8E5M2>, tensor<256xf8E5M2>) -> tensor<256xi1>
  %f8E4M3FNUZ_EQ = stablehlo.compare EQ, %f8E4M3FNUZ_a, %f8E4M3FNUZ_b, TOTALORDER : (tensor<256xf8E4M3FNUZ>, tensor<256xf8E4M3FNUZ>) -> tensor<256xi1>
  %f8E4M3FNUZ_NE = stablehlo.compare NE, %f8E4M3FNUZ_a, %f8E4M3FNUZ_b, TOTALORDER : (tensor<256xf8E4M3FNUZ>, tensor<256xf8E4M3FNUZ>) -> tensor<256xi1>
  %f8E4M3FNUZ_LT = stablehlo.compare LT, %f8E4M3FNUZ_a, %f8E4M3FNUZ_b, TOTALORDER : (tensor<256xf8E4M3FNUZ>, tensor<256xf8E4M3FNUZ>) -> tensor<256xi1>
  %f8E4M3FNUZ_LE = stablehlo.compare LE, %f8E4M3FNUZ_a, %f8E4M3FNUZ_b, TOTALORDER : (tensor<256xf8E4M3FNUZ>, tensor<256xf8E4M3FNUZ>) -> tensor<256xi1>
  %f8E4M3FNUZ_GT = stablehlo.compare GT, %f8E4M3FNUZ_a, %f8E4M3FNUZ_b, TOTALORDER : (tensor<256xf8E4M3FNUZ>, tensor<256xf8E4M3FNUZ>) -> tensor<256xi1>
  %f8E4M3FNUZ_GE = stablehlo.compare GE, %f8E4M3FNUZ_a, %f8E4M3FNUZ_b, TOTALORDER : (tensor<256xf8E4M3FNUZ>, tensor<256xf8E4M3FNUZ>) -> tensor<256xi1>
  %f4E2M1FN_EQ = stablehlo.compare EQ, %f4E2M1FN_a, %f4E2M1FN_b, TOTALORDER : (tensor<16xf4E2M1FN>, tensor<16xf4E2M1FN>) -> tensor<16xi1>
  %f4E2M1FN_NE = stablehlo.compare NE, %f4E2M1FN_a, %f4E2M1FN_b, TOTALORDER : (tensor<16xf4E2M1FN>, tensor<16xf4E2M1FN>) -> tensor<16xi1>
  %f4E2M1FN_LT = stablehlo.compare LT, %f4E2M1FN_a, %f4E2M1FN_b, TOTALORDER : (tensor<16xf4E2M1FN>, tensor<16xf4E2M1FN>) -> tensor<16xi1>
  %f4E2M1FN_LE = stablehlo.compare LE, %f4E2M1FN_a, %f4E2M1FN_b, TOTALORDER : (tensor<16xf4E2M1FN>, tensor<16xf4E2M1FN>) -> tensor<16xi1>
  %f4E2M1FN_GT = stablehlo.compare GT, %f4E2M1FN_a, %f4E2M1FN_b, TOTALORDER : (tensor<16xf4E2M1FN>, tensor<16xf4E2M1FN>) -> tensor<16xi1>
  %f4E2M1FN_GE = stablehlo.compare GE, %f4E2M1FN_a, %f4E2M1FN_b, TOTALORDER : (tensor<16xf4E2M1FN>, tensor<16xf4E2M1FN>) -> tensor<16xi1>
  %f8E8M0FNU_EQ = stablehlo.compare EQ, %f8E8M0FNU_a, %f8E8M0FNU_b, TOTALORDER : (tensor<256xf8E8M0FNU>, tensor<256xf8E8M0FNU>) -> tensor<256xi1>
  %f8E8M0FNU_NE = stablehlo.compare NE, %f8E8M0FNU_a, %f8E8M0FNU_b, TOTALORDER : (tensor<256xf8E8M0FNU>, tensor<256xf8E8M0FNU>) -> tensor<256xi1>
  %f8E8M0FNU_LT = stablehlo.compare LT, %f8E8M0FNU_a, %f8E8M0FNU_b, TOTALORDER : (tensor<256xf8E8M0FNU>, tensor<256xf8E8M0FNU>) -> tensor<256xi1>
  %f8E8M0FNU_LE = stablehlo.compare LE, %f8E8M0FNU_a, %f8E8M0FNU_b, TOTALORDER : (tensor<256xf8E8M0FNU>, tensor<256xf8E8M0FNU>) -> tensor<256xi1>
  %f8E8M0FNU_GT = stablehlo.compare GT, %f8E8M0FNU_a, %f8E8M0FNU_b, TOTALORDER : (tensor<256xf8E8M0FNU>, tensor<256xf8E8M0FNU>) -> tensor<256xi1>
  %f8E8M0FNU_GE = stablehlo.compare GE, %f8E8M0FNU_a, %f8E8M0FNU_b, TOTALORDER : (tensor<256xf8E8M0FNU>, tensor<256xf8E8M0FNU>) -> tensor<256xi1>
  return %bf16_EQ, %bf16_NE, %bf16_LT, %bf16_LE, %bf16_GT, %bf16_GE, %f8E4M3FN_EQ, %f8E4M3FN_NE, %f8E4M3FN_LT, %f8E4M3FN_LE, %f8E4M3FN_GT, %f8E4M3FN_GE, %f8E5M2_EQ, %f8E5M2_NE, %f8E5M2_LT, %f8E5M2_LE, %f8E5M2_GT, %f8E5M2_GE, %f8E4M3FNUZ_EQ, %f8E4M3FNUZ_NE, %f8E4M3FNUZ_LT, %f8E4M3FNUZ_LE, %f8E4M3FNUZ_GT, %f8E4M3FNUZ_GE, %f4E2M1FN_EQ, %f4E2M1FN_NE, %f4E2M1FN_LT, %f4E2M1FN_LE, %f4E2M1FN_GT, %f4E2M1FN_GE, %f8E8M0FNU_EQ, %f8E8M0FNU_NE, %f8E8M0FNU_LT, %f8E8M0FNU_LE, %f8E8M0FNU_GT, %f8E8M0FNU_GE : tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<24xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<16xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>, tensor<256xi1>
}
