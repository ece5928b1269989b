// XLA CPU's f32 erf, exp, logistic, tanh, log, log1p, expm1 and erfc (hlo_defined::xla_math: XLA's
// polynomials, its fused multiply-adds emulated exactly on ref, math.fma on llvm) give the same
// bits on --backend ref and --backend llvm, on 1 and 3 threads: out0..out7 are erf, exp,
// logistic, tanh, log, log1p, expm1, erfc of Inputs/xla_math_all.npy (special values, subnormals,
// each function's thresholds and their neighbours, 2048 random codes, normals over 16
// binades; Inputs/xla_math.py). NaN results are made one NaN in the test (NaN signs of
// arithmetic are not compared, formats.md §3). Before the rewrite, ref computed them with the
// C library (f64, rounded) and llvm with upstream's polynomials: they differed on erf, log,
// log1p, expm1, erfc (CHLO's expansion: libm's exp on ref). mixed-xla-math-xla.mlir compares with XLA itself.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/xla_math_all.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/xla_math_all.npy --backend llvm --threads 1 --out-dir %t/llvm1 > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/xla_math_all.npy --backend llvm --threads 3 --out-dir %t/llvm3 > /dev/null
// RUN: cmp %t/llvm1/out0.npy %t/ref/out0.npy
// RUN: cmp %t/llvm3/out0.npy %t/ref/out0.npy
// RUN: cmp %t/llvm1/out1.npy %t/ref/out1.npy
// RUN: cmp %t/llvm3/out1.npy %t/ref/out1.npy
// RUN: cmp %t/llvm1/out2.npy %t/ref/out2.npy
// RUN: cmp %t/llvm3/out2.npy %t/ref/out2.npy
// RUN: cmp %t/llvm1/out3.npy %t/ref/out3.npy
// RUN: cmp %t/llvm3/out3.npy %t/ref/out3.npy
// RUN: cmp %t/llvm1/out4.npy %t/ref/out4.npy
// RUN: cmp %t/llvm3/out4.npy %t/ref/out4.npy
// RUN: cmp %t/llvm1/out5.npy %t/ref/out5.npy
// RUN: cmp %t/llvm3/out5.npy %t/ref/out5.npy
// RUN: cmp %t/llvm1/out6.npy %t/ref/out6.npy
// RUN: cmp %t/llvm3/out6.npy %t/ref/out6.npy
// RUN: cmp %t/llvm1/out7.npy %t/ref/out7.npy
// RUN: cmp %t/llvm3/out7.npy %t/ref/out7.npy

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
