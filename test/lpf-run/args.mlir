// Arguments and results as .npy: bit patterns for low-precision formats, native f32.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --entry scale --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/f32_4.npy --out-dir %t | FileCheck %s
// CHECK: out0: tensor<4xbf16> = [2.0, 5.0, 600.0, -2.0]
// CHECK-NEXT: out1: tensor<4xf8E4M3FN> = [0.1015625, -2.0, 448.0, 448.0]
// CHECK-NEXT: wrote 2 results to
//
// The written results read back as arguments of the same types (a round trip through .npy).
// RUN: lpf-run %s --entry back --arg %t/out0.npy --arg %t/out1.npy --bits | FileCheck %s --check-prefix=BACK
// BACK: out0: tensor<4xf32> = [2.0 (0x40000000), 5.0 (0x40A00000), 600.0 (0x44160000), -2.0 (0xC0000000)]
// BACK-NEXT: out1: tensor<4xf32> = [0.1015625 (0x3DD00000), -2.0 (0xC0000000), 448.0 (0x43E00000), 448.0 (0x43E00000)]
//
// Dynamic dimensions take the argument's size.
// RUN: lpf-run %s --entry dynamic --arg %S/Inputs/bf16_2x2.npy | FileCheck %s --check-prefix=DYN
// DYN: out0: tensor<?xf32> = [3.0, 7.0]

func.func @scale(%a: tensor<4xbf16>, %x: tensor<4xf32>) -> (tensor<4xbf16>, tensor<4xf8E4M3FN>) {
  %s = lpf.add %a, %a : tensor<4xbf16>
  %q = lpf.convert %x : tensor<4xf32> to tensor<4xf8E4M3FN>
  return %s, %q : tensor<4xbf16>, tensor<4xf8E4M3FN>
}

func.func @back(%a: tensor<4xbf16>, %q: tensor<4xf8E4M3FN>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a32 = lpf.convert %a : tensor<4xbf16> to tensor<4xf32>
  %q32 = lpf.convert %q : tensor<4xf8E4M3FN> to tensor<4xf32>
  return %a32, %q32 : tensor<4xf32>, tensor<4xf32>
}

func.func @dynamic(%m: tensor<?x2xbf16>) -> tensor<?xf32> {
  %r = lpf.reduce_sum %m dims [1] : tensor<?x2xbf16> -> tensor<?xf32>
  return %r : tensor<?xf32>
}
