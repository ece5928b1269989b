// REQUIRES: xla
// mixed-xla-math.mlir's functions against XLA CPU itself: erf, exp, logistic, tanh, log, log1p,
// expm1 and erfc of f32 (out0..out7) give XLA's bits on ref and llvm, on Inputs/xla_math_normal.npy
// (Inputs/xla_math.py: special values, thresholds, random codes and normals, without what XLA's
// flush of subnormals changes; NaN results made one NaN in the test). Before the rewrite, on
// these inputs, ref differed from XLA on every function and llvm on erf, log, log1p and expm1
// (erfc: checked differing without its rewrite on ref).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/xla_math_normal.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/xla_math_normal.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/xla_math_normal.npy --backend llvm --out-dir %t/llvm > /dev/null
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
// RUN: cmp %t/ref/out7.npy %t/xla/out7.npy
// RUN: cmp %t/llvm/out7.npy %t/xla/out7.npy

func.func @main(%x: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>) {
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<4096xf32>
  %y0 = chlo.erf %x : tensor<4096xf32> -> tensor<4096xf32>
  %y1 = stablehlo.exponential %x : tensor<4096xf32>
  %y2 = stablehlo.logistic %x : tensor<4096xf32>
  %y3 = stablehlo.tanh %x : tensor<4096xf32>
  %y4 = stablehlo.log %x : tensor<4096xf32>
  %y5 = stablehlo.log_plus_one %x : tensor<4096xf32>
  %y6 = stablehlo.exponential_minus_one %x : tensor<4096xf32>
  %y7 = chlo.erfc %x : tensor<4096xf32> -> tensor<4096xf32>
  %n0 = stablehlo.compare NE, %y0, %y0, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
  %o0 = stablehlo.select %n0, %nan, %y0 : tensor<4096xi1>, tensor<4096xf32>
  %n1 = stablehlo.compare NE, %y1, %y1, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
  %o1 = stablehlo.select %n1, %nan, %y1 : tensor<4096xi1>, tensor<4096xf32>
  %n2 = stablehlo.compare NE, %y2, %y2, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
  %o2 = stablehlo.select %n2, %nan, %y2 : tensor<4096xi1>, tensor<4096xf32>
  %n3 = stablehlo.compare NE, %y3, %y3, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
  %o3 = stablehlo.select %n3, %nan, %y3 : tensor<4096xi1>, tensor<4096xf32>
  %n4 = stablehlo.compare NE, %y4, %y4, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
  %o4 = stablehlo.select %n4, %nan, %y4 : tensor<4096xi1>, tensor<4096xf32>
  %n5 = stablehlo.compare NE, %y5, %y5, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
  %o5 = stablehlo.select %n5, %nan, %y5 : tensor<4096xi1>, tensor<4096xf32>
  %n6 = stablehlo.compare NE, %y6, %y6, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
  %o6 = stablehlo.select %n6, %nan, %y6 : tensor<4096xi1>, tensor<4096xf32>
  %n7 = stablehlo.compare NE, %y7, %y7, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
  %o7 = stablehlo.select %n7, %nan, %y7 : tensor<4096xi1>, tensor<4096xf32>
  return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7 : tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>
}
