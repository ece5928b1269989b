// f32 rsqrt as XLA CPU computes it (hlo_defined::xla_rsqrt): the host's estimate (read from its
// rsqrt instruction into a table, written as a gather) and Newton steps (one on AMD, two on Intel) with fused
// multiply-adds, emulated in f64 on --backend ref and math.fma on --backend llvm: llvm == ref
// bit for bit on 1 and 3 threads, on special values (out0: ±0, ±inf, NaNs, subnormals,
// negatives, extremes, the table's steps), random positive normals of every exponent and
// variance-like values (out1), a / sqrt(b) (out2, XLA's a * rsqrt(b)), a division by a
// broadcast sqrt (out3), 1 / sqrt (out4), an rsqrt inside a while body (out5) and a
// normalisation's product feeding an add (out6). Inputs/xla_rsqrt.py writes the inputs;
// mixed-rsqrt-xla.mlir compares with XLA itself.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/rsqrt_special_64.npy --arg %S/Inputs/rsqrt_x_8x512.npy --arg %S/Inputs/rsqrt_a_8x512.npy --arg %S/Inputs/rsqrt_v_8x1.npy --backend ref --bits | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/rsqrt_special_64.npy --arg %S/Inputs/rsqrt_x_8x512.npy --arg %S/Inputs/rsqrt_a_8x512.npy --arg %S/Inputs/rsqrt_v_8x1.npy --backend llvm --threads 1 --bits | grep '^out' > %t/llvm1.txt
// RUN: lpf-run %s --arg %S/Inputs/rsqrt_special_64.npy --arg %S/Inputs/rsqrt_x_8x512.npy --arg %S/Inputs/rsqrt_a_8x512.npy --arg %S/Inputs/rsqrt_v_8x1.npy --backend llvm --threads 3 --bits | grep '^out' > %t/llvm3.txt
// RUN: diff %t/ref.txt %t/llvm1.txt
// RUN: diff %t/ref.txt %t/llvm3.txt
// RUN: FileCheck %s < %t/ref.txt
// The estimate's classes (XLA's result is the estimate there): rsqrt(+0) = +inf, rsqrt(-0) =
// -inf, rsqrt(+inf) = +0, rsqrt(-inf) and rsqrt(-1) = x86's default NaN, a NaN quieted, a
// subnormal as its signed zero; rsqrt(1) = 1, rsqrt(4) = 0.5.
// CHECK: out0: tensor<64xf32> = [inf (0x7F800000), -inf (0xFF800000), 0.0 (0x00000000), -nan (0xFFC00000), nan (0x7FC00000), -nan (0xFFC00000), nan (0x7FC12345), inf (0x7F800000), inf (0x7F800000), -inf (0xFF800000), -inf (0xFF800000),
// CHECK-SAME: -nan (0xFFC00000), -nan (0xFFC00000), 1.0 (0x3F800000), 0.7071067690849304 (0x3F3504F3), 0.5 (0x3F000000),

func.func @main(%special: tensor<64xf32>, %x: tensor<8x512xf32>, %a: tensor<8x512xf32>, %v: tensor<8x1xf32>)
    -> (tensor<64xf32>, tensor<8x512xf32>, tensor<8x512xf32>, tensor<8x512xf32>, tensor<8x512xf32>, tensor<8x1xf32>, tensor<8x512xf32>) {
  %o0 = stablehlo.rsqrt %special : tensor<64xf32>
  %o1 = stablehlo.rsqrt %x : tensor<8x512xf32>
  %root = stablehlo.sqrt %x : tensor<8x512xf32>
  %o2 = stablehlo.divide %a, %root : tensor<8x512xf32>
  %vroot = stablehlo.sqrt %v : tensor<8x1xf32>
  %vspread = stablehlo.broadcast_in_dim %vroot, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
  %o3 = stablehlo.divide %a, %vspread : tensor<8x512xf32>
  %one = stablehlo.constant dense<1.0> : tensor<8x512xf32>
  %root2 = stablehlo.sqrt %x : tensor<8x512xf32>
  %o4 = stablehlo.divide %one, %root2 : tensor<8x512xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %loop:2 = stablehlo.while(%i = %zero, %s = %v) : tensor<i32>, tensor<8x1xf32>
    cond {
      %two = stablehlo.constant dense<2> : tensor<i32>
      %more = stablehlo.compare LT, %i, %two : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %more : tensor<i1>
    } do {
      %step = stablehlo.constant dense<1> : tensor<i32>
      %next = stablehlo.add %i, %step : tensor<i32>
      %inv = stablehlo.rsqrt %s : tensor<8x1xf32>
      %three = stablehlo.constant dense<3.0> : tensor<8x1xf32>
      %s2 = stablehlo.add %inv, %three : tensor<8x1xf32>
      stablehlo.return %next, %s2 : tensor<i32>, tensor<8x1xf32>
    }
  %eps = stablehlo.constant dense<1.0e-5> : tensor<8x1xf32>
  %ve = stablehlo.add %v, %eps : tensor<8x1xf32>
  %inv = stablehlo.rsqrt %ve : tensor<8x1xf32>
  %invs = stablehlo.broadcast_in_dim %inv, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
  %n = stablehlo.multiply %a, %invs : tensor<8x512xf32>
  %o6 = stablehlo.add %n, %x : tensor<8x512xf32>
  return %o0, %o1, %o2, %o3, %o4, %loop#1, %o6 : tensor<64xf32>, tensor<8x512xf32>, tensor<8x512xf32>, tensor<8x512xf32>, tensor<8x512xf32>, tensor<8x1xf32>, tensor<8x512xf32>
}
