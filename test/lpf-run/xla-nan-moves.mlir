// REQUIRES: xla
// Data movement of NaN codes (payloads, both signs) on bf16, f8E5M2, f8E4M3, f8E3M4 and f16,
// seen through bitcast_convert, on ref, llvm and xla, byte for byte (issue 41, lpf-diff soak seed
// 4147 program 423): XLA CPU computed select, concatenate, pad and dynamic_update_slice on bf16
// and the FP8 formats through f32 and gave the canonical NaN (f8E3M4 0x79 -> 0x78, 0xF5 -> 0xF8;
// f8E5M2's 0xFE -> 0x7F, the sign lost), where StableHLO moves the bits. The StableHLO exit now
// runs those four ops on the same-width unsigned codes (to_stablehlo/foreign_narrow.rs); slice,
// reshape, transpose, broadcast_in_dim, dynamic_slice, reverse and f16 kept the bits already.
// Codes: bf16 [0x7F81, 0xFFC5, 0x7FA0, 0xFF81], f8E5M2 [0x7D, 0xFE, 0x7E, 0xFD], f8E4M3 [0x79, 0xFA,
// 0x7C, 0xFB], f8E3M4 [0x79, 0xF5, 0x7B, 0xFA], f16 [0x7C01, 0xFE05, 0x7D00, 0xFC01], and reversed.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/nanmove_pred_4.npy --arg %S/Inputs/nanmove_bf16_a.npy --arg %S/Inputs/nanmove_bf16_b.npy --arg %S/Inputs/nanmove_f8E5M2_a.npy --arg %S/Inputs/nanmove_f8E5M2_b.npy --arg %S/Inputs/nanmove_f8E4M3_a.npy --arg %S/Inputs/nanmove_f8E4M3_b.npy --arg %S/Inputs/nanmove_f8E3M4_a.npy --arg %S/Inputs/nanmove_f8E3M4_b.npy --arg %S/Inputs/nanmove_f16_a.npy --arg %S/Inputs/nanmove_f16_b.npy --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/nanmove_pred_4.npy --arg %S/Inputs/nanmove_bf16_a.npy --arg %S/Inputs/nanmove_bf16_b.npy --arg %S/Inputs/nanmove_f8E5M2_a.npy --arg %S/Inputs/nanmove_f8E5M2_b.npy --arg %S/Inputs/nanmove_f8E4M3_a.npy --arg %S/Inputs/nanmove_f8E4M3_b.npy --arg %S/Inputs/nanmove_f8E3M4_a.npy --arg %S/Inputs/nanmove_f8E3M4_b.npy --arg %S/Inputs/nanmove_f16_a.npy --arg %S/Inputs/nanmove_f16_b.npy --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/nanmove_pred_4.npy --arg %S/Inputs/nanmove_bf16_a.npy --arg %S/Inputs/nanmove_bf16_b.npy --arg %S/Inputs/nanmove_f8E5M2_a.npy --arg %S/Inputs/nanmove_f8E5M2_b.npy --arg %S/Inputs/nanmove_f8E4M3_a.npy --arg %S/Inputs/nanmove_f8E4M3_b.npy --arg %S/Inputs/nanmove_f8E3M4_a.npy --arg %S/Inputs/nanmove_f8E3M4_b.npy --arg %S/Inputs/nanmove_f16_a.npy --arg %S/Inputs/nanmove_f16_b.npy --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/xla.txt
// CHECK: out4: tensor<6xui16> = [65409, 32641, 65477, 32672, 65409, 65409]
// CHECK: out6: tensor<4xui16> = [32641, 65409, 32672, 65409]
// CHECK: out7: tensor<4xui16> = [32641, 32672, 32672, 32641]
// CHECK: out8: tensor<8xui16> = [32641, 65477, 32672, 65409, 65409, 32672, 65477, 32641]
// CHECK: out24: tensor<6xui8> = [251, 121, 250, 124, 251, 251]
// CHECK: out26: tensor<4xui8> = [121, 251, 124, 251]
// CHECK: out27: tensor<4xui8> = [121, 124, 124, 121]
// CHECK: out28: tensor<8xui8> = [121, 250, 124, 251, 251, 124, 250, 121]

func.func @main(%c: tensor<4xi1>, %bf16_ai: tensor<4xui16>, %bf16_bi: tensor<4xui16>, %f8E5M2_ai: tensor<4xui8>, %f8E5M2_bi: tensor<4xui8>, %f8E4M3_ai: tensor<4xui8>, %f8E4M3_bi: tensor<4xui8>, %f8E3M4_ai: tensor<4xui8>, %f8E3M4_bi: tensor<4xui8>, %f16_ai: tensor<4xui16>, %f16_bi: tensor<4xui16>) -> (tensor<2xui16>, tensor<2x2xui16>, tensor<2x2xui16>, tensor<2x4xui16>, tensor<6xui16>, tensor<2xui16>, tensor<4xui16>, tensor<4xui16>, tensor<8xui16>, tensor<4xui16>, tensor<2xui8>, tensor<2x2xui8>, tensor<2x2xui8>, tensor<2x4xui8>, tensor<6xui8>, tensor<2xui8>, tensor<4xui8>, tensor<4xui8>, tensor<8xui8>, tensor<4xui8>, tensor<2xui8>, tensor<2x2xui8>, tensor<2x2xui8>, tensor<2x4xui8>, tensor<6xui8>, tensor<2xui8>, tensor<4xui8>, tensor<4xui8>, tensor<8xui8>, tensor<4xui8>, tensor<2xui8>, tensor<2x2xui8>, tensor<2x2xui8>, tensor<2x4xui8>, tensor<6xui8>, tensor<2xui8>, tensor<4xui8>, tensor<4xui8>, tensor<8xui8>, tensor<4xui8>, tensor<2xui16>, tensor<2x2xui16>, tensor<2x2xui16>, tensor<2x4xui16>, tensor<6xui16>, tensor<2xui16>, tensor<4xui16>, tensor<4xui16>, tensor<8xui16>, tensor<4xui16>) {
  %i = stablehlo.constant dense<1> : tensor<i32>
  %bf16_a = stablehlo.bitcast_convert %bf16_ai : (tensor<4xui16>) -> tensor<4xbf16>
  %bf16_b = stablehlo.bitcast_convert %bf16_bi : (tensor<4xui16>) -> tensor<4xbf16>
  %bf16_m = stablehlo.reshape %bf16_a : (tensor<4xbf16>) -> tensor<2x2xbf16>
  %bf16_p = stablehlo.slice %bf16_b [0:1] : (tensor<4xbf16>) -> tensor<1xbf16>
  %bf16_p0 = stablehlo.reshape %bf16_p : (tensor<1xbf16>) -> tensor<bf16>
  %bf16_b2 = stablehlo.slice %bf16_b [0:2] : (tensor<4xbf16>) -> tensor<2xbf16>
  %bf16_slice = stablehlo.slice %bf16_a [1:3] : (tensor<4xbf16>) -> tensor<2xbf16>
  %bf16_slice_o = stablehlo.bitcast_convert %bf16_slice : (tensor<2xbf16>) -> tensor<2xui16>
  %bf16_reshape = stablehlo.reshape %bf16_a : (tensor<4xbf16>) -> tensor<2x2xbf16>
  %bf16_reshape_o = stablehlo.bitcast_convert %bf16_reshape : (tensor<2x2xbf16>) -> tensor<2x2xui16>
  %bf16_transpose = stablehlo.transpose %bf16_m, dims = [1, 0] : (tensor<2x2xbf16>) -> tensor<2x2xbf16>
  %bf16_transpose_o = stablehlo.bitcast_convert %bf16_transpose : (tensor<2x2xbf16>) -> tensor<2x2xui16>
  %bf16_bcast = stablehlo.broadcast_in_dim %bf16_a, dims = [1] : (tensor<4xbf16>) -> tensor<2x4xbf16>
  %bf16_bcast_o = stablehlo.bitcast_convert %bf16_bcast : (tensor<2x4xbf16>) -> tensor<2x4xui16>
  %bf16_pad = stablehlo.pad %bf16_a, %bf16_p0, low = [1], high = [1], interior = [0] : (tensor<4xbf16>, tensor<bf16>) -> tensor<6xbf16>
  %bf16_pad_o = stablehlo.bitcast_convert %bf16_pad : (tensor<6xbf16>) -> tensor<6xui16>
  %bf16_dslice = stablehlo.dynamic_slice %bf16_a, %i, sizes = [2] : (tensor<4xbf16>, tensor<i32>) -> tensor<2xbf16>
  %bf16_dslice_o = stablehlo.bitcast_convert %bf16_dslice : (tensor<2xbf16>) -> tensor<2xui16>
  %bf16_dus = stablehlo.dynamic_update_slice %bf16_a, %bf16_b2, %i : (tensor<4xbf16>, tensor<2xbf16>, tensor<i32>) -> tensor<4xbf16>
  %bf16_dus_o = stablehlo.bitcast_convert %bf16_dus : (tensor<4xbf16>) -> tensor<4xui16>
  %bf16_select = stablehlo.select %c, %bf16_a, %bf16_b : tensor<4xi1>, tensor<4xbf16>
  %bf16_select_o = stablehlo.bitcast_convert %bf16_select : (tensor<4xbf16>) -> tensor<4xui16>
  %bf16_concat = stablehlo.concatenate %bf16_a, %bf16_b, dim = 0 : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<8xbf16>
  %bf16_concat_o = stablehlo.bitcast_convert %bf16_concat : (tensor<8xbf16>) -> tensor<8xui16>
  %bf16_reverse = stablehlo.reverse %bf16_a, dims = [0] : tensor<4xbf16>
  %bf16_reverse_o = stablehlo.bitcast_convert %bf16_reverse : (tensor<4xbf16>) -> tensor<4xui16>
  %f8E5M2_a = stablehlo.bitcast_convert %f8E5M2_ai : (tensor<4xui8>) -> tensor<4xf8E5M2>
  %f8E5M2_b = stablehlo.bitcast_convert %f8E5M2_bi : (tensor<4xui8>) -> tensor<4xf8E5M2>
  %f8E5M2_m = stablehlo.reshape %f8E5M2_a : (tensor<4xf8E5M2>) -> tensor<2x2xf8E5M2>
  %f8E5M2_p = stablehlo.slice %f8E5M2_b [0:1] : (tensor<4xf8E5M2>) -> tensor<1xf8E5M2>
  %f8E5M2_p0 = stablehlo.reshape %f8E5M2_p : (tensor<1xf8E5M2>) -> tensor<f8E5M2>
  %f8E5M2_b2 = stablehlo.slice %f8E5M2_b [0:2] : (tensor<4xf8E5M2>) -> tensor<2xf8E5M2>
  %f8E5M2_slice = stablehlo.slice %f8E5M2_a [1:3] : (tensor<4xf8E5M2>) -> tensor<2xf8E5M2>
  %f8E5M2_slice_o = stablehlo.bitcast_convert %f8E5M2_slice : (tensor<2xf8E5M2>) -> tensor<2xui8>
  %f8E5M2_reshape = stablehlo.reshape %f8E5M2_a : (tensor<4xf8E5M2>) -> tensor<2x2xf8E5M2>
  %f8E5M2_reshape_o = stablehlo.bitcast_convert %f8E5M2_reshape : (tensor<2x2xf8E5M2>) -> tensor<2x2xui8>
  %f8E5M2_transpose = stablehlo.transpose %f8E5M2_m, dims = [1, 0] : (tensor<2x2xf8E5M2>) -> tensor<2x2xf8E5M2>
  %f8E5M2_transpose_o = stablehlo.bitcast_convert %f8E5M2_transpose : (tensor<2x2xf8E5M2>) -> tensor<2x2xui8>
  %f8E5M2_bcast = stablehlo.broadcast_in_dim %f8E5M2_a, dims = [1] : (tensor<4xf8E5M2>) -> tensor<2x4xf8E5M2>
  %f8E5M2_bcast_o = stablehlo.bitcast_convert %f8E5M2_bcast : (tensor<2x4xf8E5M2>) -> tensor<2x4xui8>
  %f8E5M2_pad = stablehlo.pad %f8E5M2_a, %f8E5M2_p0, low = [1], high = [1], interior = [0] : (tensor<4xf8E5M2>, tensor<f8E5M2>) -> tensor<6xf8E5M2>
  %f8E5M2_pad_o = stablehlo.bitcast_convert %f8E5M2_pad : (tensor<6xf8E5M2>) -> tensor<6xui8>
  %f8E5M2_dslice = stablehlo.dynamic_slice %f8E5M2_a, %i, sizes = [2] : (tensor<4xf8E5M2>, tensor<i32>) -> tensor<2xf8E5M2>
  %f8E5M2_dslice_o = stablehlo.bitcast_convert %f8E5M2_dslice : (tensor<2xf8E5M2>) -> tensor<2xui8>
  %f8E5M2_dus = stablehlo.dynamic_update_slice %f8E5M2_a, %f8E5M2_b2, %i : (tensor<4xf8E5M2>, tensor<2xf8E5M2>, tensor<i32>) -> tensor<4xf8E5M2>
  %f8E5M2_dus_o = stablehlo.bitcast_convert %f8E5M2_dus : (tensor<4xf8E5M2>) -> tensor<4xui8>
  %f8E5M2_select = stablehlo.select %c, %f8E5M2_a, %f8E5M2_b : tensor<4xi1>, tensor<4xf8E5M2>
  %f8E5M2_select_o = stablehlo.bitcast_convert %f8E5M2_select : (tensor<4xf8E5M2>) -> tensor<4xui8>
  %f8E5M2_concat = stablehlo.concatenate %f8E5M2_a, %f8E5M2_b, dim = 0 : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<8xf8E5M2>
  %f8E5M2_concat_o = stablehlo.bitcast_convert %f8E5M2_concat : (tensor<8xf8E5M2>) -> tensor<8xui8>
  %f8E5M2_reverse = stablehlo.reverse %f8E5M2_a, dims = [0] : tensor<4xf8E5M2>
  %f8E5M2_reverse_o = stablehlo.bitcast_convert %f8E5M2_reverse : (tensor<4xf8E5M2>) -> tensor<4xui8>
  %f8E4M3_a = stablehlo.bitcast_convert %f8E4M3_ai : (tensor<4xui8>) -> tensor<4xf8E4M3>
  %f8E4M3_b = stablehlo.bitcast_convert %f8E4M3_bi : (tensor<4xui8>) -> tensor<4xf8E4M3>
  %f8E4M3_m = stablehlo.reshape %f8E4M3_a : (tensor<4xf8E4M3>) -> tensor<2x2xf8E4M3>
  %f8E4M3_p = stablehlo.slice %f8E4M3_b [0:1] : (tensor<4xf8E4M3>) -> tensor<1xf8E4M3>
  %f8E4M3_p0 = stablehlo.reshape %f8E4M3_p : (tensor<1xf8E4M3>) -> tensor<f8E4M3>
  %f8E4M3_b2 = stablehlo.slice %f8E4M3_b [0:2] : (tensor<4xf8E4M3>) -> tensor<2xf8E4M3>
  %f8E4M3_slice = stablehlo.slice %f8E4M3_a [1:3] : (tensor<4xf8E4M3>) -> tensor<2xf8E4M3>
  %f8E4M3_slice_o = stablehlo.bitcast_convert %f8E4M3_slice : (tensor<2xf8E4M3>) -> tensor<2xui8>
  %f8E4M3_reshape = stablehlo.reshape %f8E4M3_a : (tensor<4xf8E4M3>) -> tensor<2x2xf8E4M3>
  %f8E4M3_reshape_o = stablehlo.bitcast_convert %f8E4M3_reshape : (tensor<2x2xf8E4M3>) -> tensor<2x2xui8>
  %f8E4M3_transpose = stablehlo.transpose %f8E4M3_m, dims = [1, 0] : (tensor<2x2xf8E4M3>) -> tensor<2x2xf8E4M3>
  %f8E4M3_transpose_o = stablehlo.bitcast_convert %f8E4M3_transpose : (tensor<2x2xf8E4M3>) -> tensor<2x2xui8>
  %f8E4M3_bcast = stablehlo.broadcast_in_dim %f8E4M3_a, dims = [1] : (tensor<4xf8E4M3>) -> tensor<2x4xf8E4M3>
  %f8E4M3_bcast_o = stablehlo.bitcast_convert %f8E4M3_bcast : (tensor<2x4xf8E4M3>) -> tensor<2x4xui8>
  %f8E4M3_pad = stablehlo.pad %f8E4M3_a, %f8E4M3_p0, low = [1], high = [1], interior = [0] : (tensor<4xf8E4M3>, tensor<f8E4M3>) -> tensor<6xf8E4M3>
  %f8E4M3_pad_o = stablehlo.bitcast_convert %f8E4M3_pad : (tensor<6xf8E4M3>) -> tensor<6xui8>
  %f8E4M3_dslice = stablehlo.dynamic_slice %f8E4M3_a, %i, sizes = [2] : (tensor<4xf8E4M3>, tensor<i32>) -> tensor<2xf8E4M3>
  %f8E4M3_dslice_o = stablehlo.bitcast_convert %f8E4M3_dslice : (tensor<2xf8E4M3>) -> tensor<2xui8>
  %f8E4M3_dus = stablehlo.dynamic_update_slice %f8E4M3_a, %f8E4M3_b2, %i : (tensor<4xf8E4M3>, tensor<2xf8E4M3>, tensor<i32>) -> tensor<4xf8E4M3>
  %f8E4M3_dus_o = stablehlo.bitcast_convert %f8E4M3_dus : (tensor<4xf8E4M3>) -> tensor<4xui8>
  %f8E4M3_select = stablehlo.select %c, %f8E4M3_a, %f8E4M3_b : tensor<4xi1>, tensor<4xf8E4M3>
  %f8E4M3_select_o = stablehlo.bitcast_convert %f8E4M3_select : (tensor<4xf8E4M3>) -> tensor<4xui8>
  %f8E4M3_concat = stablehlo.concatenate %f8E4M3_a, %f8E4M3_b, dim = 0 : (tensor<4xf8E4M3>, tensor<4xf8E4M3>) -> tensor<8xf8E4M3>
  %f8E4M3_concat_o = stablehlo.bitcast_convert %f8E4M3_concat : (tensor<8xf8E4M3>) -> tensor<8xui8>
  %f8E4M3_reverse = stablehlo.reverse %f8E4M3_a, dims = [0] : tensor<4xf8E4M3>
  %f8E4M3_reverse_o = stablehlo.bitcast_convert %f8E4M3_reverse : (tensor<4xf8E4M3>) -> tensor<4xui8>
  %f8E3M4_a = stablehlo.bitcast_convert %f8E3M4_ai : (tensor<4xui8>) -> tensor<4xf8E3M4>
  %f8E3M4_b = stablehlo.bitcast_convert %f8E3M4_bi : (tensor<4xui8>) -> tensor<4xf8E3M4>
  %f8E3M4_m = stablehlo.reshape %f8E3M4_a : (tensor<4xf8E3M4>) -> tensor<2x2xf8E3M4>
  %f8E3M4_p = stablehlo.slice %f8E3M4_b [0:1] : (tensor<4xf8E3M4>) -> tensor<1xf8E3M4>
  %f8E3M4_p0 = stablehlo.reshape %f8E3M4_p : (tensor<1xf8E3M4>) -> tensor<f8E3M4>
  %f8E3M4_b2 = stablehlo.slice %f8E3M4_b [0:2] : (tensor<4xf8E3M4>) -> tensor<2xf8E3M4>
  %f8E3M4_slice = stablehlo.slice %f8E3M4_a [1:3] : (tensor<4xf8E3M4>) -> tensor<2xf8E3M4>
  %f8E3M4_slice_o = stablehlo.bitcast_convert %f8E3M4_slice : (tensor<2xf8E3M4>) -> tensor<2xui8>
  %f8E3M4_reshape = stablehlo.reshape %f8E3M4_a : (tensor<4xf8E3M4>) -> tensor<2x2xf8E3M4>
  %f8E3M4_reshape_o = stablehlo.bitcast_convert %f8E3M4_reshape : (tensor<2x2xf8E3M4>) -> tensor<2x2xui8>
  %f8E3M4_transpose = stablehlo.transpose %f8E3M4_m, dims = [1, 0] : (tensor<2x2xf8E3M4>) -> tensor<2x2xf8E3M4>
  %f8E3M4_transpose_o = stablehlo.bitcast_convert %f8E3M4_transpose : (tensor<2x2xf8E3M4>) -> tensor<2x2xui8>
  %f8E3M4_bcast = stablehlo.broadcast_in_dim %f8E3M4_a, dims = [1] : (tensor<4xf8E3M4>) -> tensor<2x4xf8E3M4>
  %f8E3M4_bcast_o = stablehlo.bitcast_convert %f8E3M4_bcast : (tensor<2x4xf8E3M4>) -> tensor<2x4xui8>
  %f8E3M4_pad = stablehlo.pad %f8E3M4_a, %f8E3M4_p0, low = [1], high = [1], interior = [0] : (tensor<4xf8E3M4>, tensor<f8E3M4>) -> tensor<6xf8E3M4>
  %f8E3M4_pad_o = stablehlo.bitcast_convert %f8E3M4_pad : (tensor<6xf8E3M4>) -> tensor<6xui8>
  %f8E3M4_dslice = stablehlo.dynamic_slice %f8E3M4_a, %i, sizes = [2] : (tensor<4xf8E3M4>, tensor<i32>) -> tensor<2xf8E3M4>
  %f8E3M4_dslice_o = stablehlo.bitcast_convert %f8E3M4_dslice : (tensor<2xf8E3M4>) -> tensor<2xui8>
  %f8E3M4_dus = stablehlo.dynamic_update_slice %f8E3M4_a, %f8E3M4_b2, %i : (tensor<4xf8E3M4>, tensor<2xf8E3M4>, tensor<i32>) -> tensor<4xf8E3M4>
  %f8E3M4_dus_o = stablehlo.bitcast_convert %f8E3M4_dus : (tensor<4xf8E3M4>) -> tensor<4xui8>
  %f8E3M4_select = stablehlo.select %c, %f8E3M4_a, %f8E3M4_b : tensor<4xi1>, tensor<4xf8E3M4>
  %f8E3M4_select_o = stablehlo.bitcast_convert %f8E3M4_select : (tensor<4xf8E3M4>) -> tensor<4xui8>
  %f8E3M4_concat = stablehlo.concatenate %f8E3M4_a, %f8E3M4_b, dim = 0 : (tensor<4xf8E3M4>, tensor<4xf8E3M4>) -> tensor<8xf8E3M4>
  %f8E3M4_concat_o = stablehlo.bitcast_convert %f8E3M4_concat : (tensor<8xf8E3M4>) -> tensor<8xui8>
  %f8E3M4_reverse = stablehlo.reverse %f8E3M4_a, dims = [0] : tensor<4xf8E3M4>
  %f8E3M4_reverse_o = stablehlo.bitcast_convert %f8E3M4_reverse : (tensor<4xf8E3M4>) -> tensor<4xui8>
  %f16_a = stablehlo.bitcast_convert %f16_ai : (tensor<4xui16>) -> tensor<4xf16>
  %f16_b = stablehlo.bitcast_convert %f16_bi : (tensor<4xui16>) -> tensor<4xf16>
  %f16_m = stablehlo.reshape %f16_a : (tensor<4xf16>) -> tensor<2x2xf16>
  %f16_p = stablehlo.slice %f16_b [0:1] : (tensor<4xf16>) -> tensor<1xf16>
  %f16_p0 = stablehlo.reshape %f16_p : (tensor<1xf16>) -> tensor<f16>
  %f16_b2 = stablehlo.slice %f16_b [0:2] : (tensor<4xf16>) -> tensor<2xf16>
  %f16_slice = stablehlo.slice %f16_a [1:3] : (tensor<4xf16>) -> tensor<2xf16>
  %f16_slice_o = stablehlo.bitcast_convert %f16_slice : (tensor<2xf16>) -> tensor<2xui16>
  %f16_reshape = stablehlo.reshape %f16_a : (tensor<4xf16>) -> tensor<2x2xf16>
  %f16_reshape_o = stablehlo.bitcast_convert %f16_reshape : (tensor<2x2xf16>) -> tensor<2x2xui16>
  %f16_transpose = stablehlo.transpose %f16_m, dims = [1, 0] : (tensor<2x2xf16>) -> tensor<2x2xf16>
  %f16_transpose_o = stablehlo.bitcast_convert %f16_transpose : (tensor<2x2xf16>) -> tensor<2x2xui16>
  %f16_bcast = stablehlo.broadcast_in_dim %f16_a, dims = [1] : (tensor<4xf16>) -> tensor<2x4xf16>
  %f16_bcast_o = stablehlo.bitcast_convert %f16_bcast : (tensor<2x4xf16>) -> tensor<2x4xui16>
  %f16_pad = stablehlo.pad %f16_a, %f16_p0, low = [1], high = [1], interior = [0] : (tensor<4xf16>, tensor<f16>) -> tensor<6xf16>
  %f16_pad_o = stablehlo.bitcast_convert %f16_pad : (tensor<6xf16>) -> tensor<6xui16>
  %f16_dslice = stablehlo.dynamic_slice %f16_a, %i, sizes = [2] : (tensor<4xf16>, tensor<i32>) -> tensor<2xf16>
  %f16_dslice_o = stablehlo.bitcast_convert %f16_dslice : (tensor<2xf16>) -> tensor<2xui16>
  %f16_dus = stablehlo.dynamic_update_slice %f16_a, %f16_b2, %i : (tensor<4xf16>, tensor<2xf16>, tensor<i32>) -> tensor<4xf16>
  %f16_dus_o = stablehlo.bitcast_convert %f16_dus : (tensor<4xf16>) -> tensor<4xui16>
  %f16_select = stablehlo.select %c, %f16_a, %f16_b : tensor<4xi1>, tensor<4xf16>
  %f16_select_o = stablehlo.bitcast_convert %f16_select : (tensor<4xf16>) -> tensor<4xui16>
  %f16_concat = stablehlo.concatenate %f16_a, %f16_b, dim = 0 : (tensor<4xf16>, tensor<4xf16>) -> tensor<8xf16>
  %f16_concat_o = stablehlo.bitcast_convert %f16_concat : (tensor<8xf16>) -> tensor<8xui16>
  %f16_reverse = stablehlo.reverse %f16_a, dims = [0] : tensor<4xf16>
  %f16_reverse_o = stablehlo.bitcast_convert %f16_reverse : (tensor<4xf16>) -> tensor<4xui16>
  return %bf16_slice_o, %bf16_reshape_o, %bf16_transpose_o, %bf16_bcast_o, %bf16_pad_o, %bf16_dslice_o, %bf16_dus_o, %bf16_select_o, %bf16_concat_o, %bf16_reverse_o, %f8E5M2_slice_o, %f8E5M2_reshape_o, %f8E5M2_transpose_o, %f8E5M2_bcast_o, %f8E5M2_pad_o, %f8E5M2_dslice_o, %f8E5M2_dus_o, %f8E5M2_select_o, %f8E5M2_concat_o, %f8E5M2_reverse_o, %f8E4M3_slice_o, %f8E4M3_reshape_o, %f8E4M3_transpose_o, %f8E4M3_bcast_o, %f8E4M3_pad_o, %f8E4M3_dslice_o, %f8E4M3_dus_o, %f8E4M3_select_o, %f8E4M3_concat_o, %f8E4M3_reverse_o, %f8E3M4_slice_o, %f8E3M4_reshape_o, %f8E3M4_transpose_o, %f8E3M4_bcast_o, %f8E3M4_pad_o, %f8E3M4_dslice_o, %f8E3M4_dus_o, %f8E3M4_select_o, %f8E3M4_concat_o, %f8E3M4_reverse_o, %f16_slice_o, %f16_reshape_o, %f16_transpose_o, %f16_bcast_o, %f16_pad_o, %f16_dslice_o, %f16_dus_o, %f16_select_o, %f16_concat_o, %f16_reverse_o : tensor<2xui16>, tensor<2x2xui16>, tensor<2x2xui16>, tensor<2x4xui16>, tensor<6xui16>, tensor<2xui16>, tensor<4xui16>, tensor<4xui16>, tensor<8xui16>, tensor<4xui16>, tensor<2xui8>, tensor<2x2xui8>, tensor<2x2xui8>, tensor<2x4xui8>, tensor<6xui8>, tensor<2xui8>, tensor<4xui8>, tensor<4xui8>, tensor<8xui8>, tensor<4xui8>, tensor<2xui8>, tensor<2x2xui8>, tensor<2x2xui8>, tensor<2x4xui8>, tensor<6xui8>, tensor<2xui8>, tensor<4xui8>, tensor<4xui8>, tensor<8xui8>, tensor<4xui8>, tensor<2xui8>, tensor<2x2xui8>, tensor<2x2xui8>, tensor<2x4xui8>, tensor<6xui8>, tensor<2xui8>, tensor<4xui8>, tensor<4xui8>, tensor<8xui8>, tensor<4xui8>, tensor<2xui16>, tensor<2x2xui16>, tensor<2x2xui16>, tensor<2x4xui16>, tensor<6xui16>, tensor<2xui16>, tensor<4xui16>, tensor<4xui16>, tensor<8xui16>, tensor<4xui16>
}
