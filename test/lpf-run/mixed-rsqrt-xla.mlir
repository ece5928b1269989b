// REQUIRES: xla
// mixed-rsqrt.mlir's rewrite against XLA CPU itself (jaxlib 0.10.2, excess precision off): f32
// rsqrt (the host's estimate and XLA's Newton step) gives XLA's bits on ref and llvm, on every
// output: special values (out0), random positive normals of every exponent and variance-like
// values (out1), a / sqrt(b) (out2), a division by a broadcast sqrt (out3), 1 / sqrt (out4), an
// rsqrt in a while body (out5), a normalisation's product feeding an add (out6). 1 / sqrt(x)
// rounded twice (lpf's rsqrt before) gave XLA's bits on 64% of out0 and 69% of out1 and out4.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/rsqrt_special_64.npy --arg %S/Inputs/rsqrt_x_8x512.npy --arg %S/Inputs/rsqrt_a_8x512.npy --arg %S/Inputs/rsqrt_v_8x1.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rsqrt_special_64.npy --arg %S/Inputs/rsqrt_x_8x512.npy --arg %S/Inputs/rsqrt_a_8x512.npy --arg %S/Inputs/rsqrt_v_8x1.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rsqrt_special_64.npy --arg %S/Inputs/rsqrt_x_8x512.npy --arg %S/Inputs/rsqrt_a_8x512.npy --arg %S/Inputs/rsqrt_v_8x1.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: cmp %t/ref/out0.npy %t/xla/out0.npy
// RUN: cmp %t/llvm/out0.npy %t/xla/out0.npy
// RUN: cmp %t/ref/out1.npy %t/xla/out1.npy
// RUN: cmp %t/llvm/out1.npy %t/xla/out1.npy
// RUN: cmp %t/ref/out2.npy %t/xla/out2.npy
// RUN: cmp %t/llvm/out2.npy %t/xla/out2.npy
// RUN: cmp %t/ref/out3.npy %t/xla/out3.npy
// RUN: cmp %t/llvm/out3.npy %t/xla/out3.npy
// RUN: cmp %t/ref/out4.npy %t/xla/out4.npy
// RUN: cmp %t/llvm/out4.npy %t/xla/out4.npy
// RUN: cmp %t/ref/out5.npy %t/xla/out5.npy
// RUN: cmp %t/llvm/out5.npy %t/xla/out5.npy
// RUN: cmp %t/ref/out6.npy %t/xla/out6.npy
// RUN: cmp %t/llvm/out6.npy %t/xla/out6.npy

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
