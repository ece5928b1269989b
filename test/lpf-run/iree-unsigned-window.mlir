// REQUIRES: iree
// An unsigned stablehlo.reduce_window with padding or base dilation on --backend iree gives
// --backend ref's bits (issue 40). iree-compile 3.13.0 fails on a ui8 cumulative sum (window the
// whole dimension, one less of padding in front: torch-xla's attention-mask cumsum in its GPT-2
// and Llama exports) with "failed to legalize unresolved target materialization from ('ui8') to
// ('i8')" (docs/iree.md, defect 9), so the exit for IREE pads the inputs with the init value
// first (the spec's definition) and reduces with no padding. Every ui8 code: sums that wrap
// around 256, a running maximum (codes from 0 to 255 mixed, which i8 would order otherwise), a
// ui16 product with base dilation, and torch-xla's own form (i64 compare, convert, cumsum).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_codes_256.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_codes_256.npy --backend iree --out-dir %t/iree | FileCheck %s --check-prefix=OUT
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// Row 1 is 16..31: its running sums pass 255 at the twelfth (258 -> 2).
// OUT: out0: tensor<16x16xui8> = {{\[\[}}0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91, 105, 120], [16, 33, 51, 70, 90, 111, 133, 156, 180, 205, 231, 2, 30, 59, 89, 120],
// CHECK: stablehlo.pad %{{.*}}, low = [0, 15], high = [0, 0], interior = [0, 0] : (tensor<16x16xui8>, tensor<ui8>) -> tensor<16x31xui8>
// CHECK: "stablehlo.reduce_window"(%{{.*}}) <{window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}>
// CHECK: stablehlo.pad %{{.*}}, low = [1], high = [1], interior = [1] : (tensor<256xui16>, tensor<ui16>) -> tensor<513xui16>
func.func @main(%c: tensor<256xui8>) -> (tensor<16x16xui8>, tensor<16x16xui8>, tensor<511xui16>, tensor<2x16xui8>) {
  %x = stablehlo.reshape %c : (tensor<256xui8>) -> tensor<16x16xui8>
  %zero = stablehlo.constant dense<0> : tensor<ui8>
  %sum = "stablehlo.reduce_window"(%x, %zero) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %s = stablehlo.add %a, %b : tensor<ui8>
    stablehlo.return %s : tensor<ui8>
  }) : (tensor<16x16xui8>, tensor<ui8>) -> tensor<16x16xui8>
  %mix = stablehlo.constant dense<165> : tensor<16x16xui8>
  %xt = stablehlo.xor %x, %mix : tensor<16x16xui8>
  %max = "stablehlo.reduce_window"(%xt, %zero) <{padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 16>}> ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %s = stablehlo.maximum %a, %b : tensor<ui8>
    stablehlo.return %s : tensor<ui8>
  }) : (tensor<16x16xui8>, tensor<ui8>) -> tensor<16x16xui8>
  %w = stablehlo.convert %c : (tensor<256xui8>) -> tensor<256xui16>
  %one = stablehlo.constant dense<1> : tensor<ui16>
  %prod = "stablehlo.reduce_window"(%w, %one) <{base_dilations = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
  ^bb0(%a: tensor<ui16>, %b: tensor<ui16>):
    %s = stablehlo.multiply %a, %b : tensor<ui16>
    stablehlo.return %s : tensor<ui16>
  }) : (tensor<256xui16>, tensor<ui16>) -> tensor<511xui16>
  %s32 = stablehlo.slice %c [0:32] : (tensor<256xui8>) -> tensor<32xui8>
  %i = stablehlo.convert %s32 : (tensor<32xui8>) -> tensor<32xi64>
  %i2 = stablehlo.reshape %i : (tensor<32xi64>) -> tensor<2x16xi64>
  %three = stablehlo.constant dense<3> : tensor<2x16xi64>
  %odd = stablehlo.and %i2, %three : tensor<2x16xi64>
  %k = stablehlo.constant dense<0> : tensor<2x16xi64>
  %ne = stablehlo.compare NE, %odd, %k : (tensor<2x16xi64>, tensor<2x16xi64>) -> tensor<2x16xi1>
  %u = stablehlo.convert %ne : (tensor<2x16xi1>) -> tensor<2x16xui8>
  %mask = "stablehlo.reduce_window"(%u, %zero) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %s = stablehlo.add %a, %b : tensor<ui8>
    stablehlo.return %s : tensor<ui8>
  }) : (tensor<2x16xui8>, tensor<ui8>) -> tensor<2x16xui8>
  return %sum, %max, %prod, %mask : tensor<16x16xui8>, tensor<16x16xui8>, tensor<511xui16>, tensor<2x16xui8>
}
