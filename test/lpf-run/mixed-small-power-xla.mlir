// REQUIRES: xla
// mixed-small-power.mlir's rewrite against XLA CPU itself (--backend xla runs the power as
// XLA's algebraic simplifier rewrites it): f32 and f64 cubes and squares on ref and llvm are
// XLA's bits. The inputs are normal f32 values of both signs, 2^-40 <= |x| < 2^40, whose cubes
// are normal too (XLA flushes subnormals): a correctly rounded cube (the interpreter's pow,
// what ref computed before) differs from XLA's on about a quarter of them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: cmp %t/ref/out0.npy %t/xla/out0.npy
// RUN: cmp %t/ref/out1.npy %t/xla/out1.npy
// RUN: cmp %t/ref/out2.npy %t/xla/out2.npy
// RUN: cmp %t/ref/out3.npy %t/xla/out3.npy
// RUN: cmp %t/llvm/out0.npy %t/xla/out0.npy
// RUN: cmp %t/llvm/out2.npy %t/xla/out2.npy

func.func @main() -> (tensor<65536xf32>, tensor<65536xf32>, tensor<65536xf64>, tensor<65536xf64>) {
  %i = stablehlo.iota dim = 0 : tensor<65536xui32>
  %step = stablehlo.constant dense<10239> : tensor<65536xui32>
  %base = stablehlo.constant dense<729808896> : tensor<65536xui32>
  %one = stablehlo.constant dense<1> : tensor<65536xui32>
  %shift = stablehlo.constant dense<31> : tensor<65536xui32>
  %offset = stablehlo.multiply %i, %step : tensor<65536xui32>
  %magnitude = stablehlo.add %base, %offset : tensor<65536xui32>
  %parity = stablehlo.and %i, %one : tensor<65536xui32>
  %sign = stablehlo.shift_left %parity, %shift : tensor<65536xui32>
  %codes = stablehlo.or %magnitude, %sign : tensor<65536xui32>
  %x = stablehlo.bitcast_convert %codes : (tensor<65536xui32>) -> tensor<65536xf32>
  %three = stablehlo.constant dense<3.0> : tensor<65536xf32>
  %cube = stablehlo.power %x, %three : tensor<65536xf32>
  %two = stablehlo.constant dense<2.0> : tensor<65536xf32>
  %square = stablehlo.power %x, %two : tensor<65536xf32>
  %w = stablehlo.convert %x : (tensor<65536xf32>) -> tensor<65536xf64>
  %three_d = stablehlo.constant dense<3.0> : tensor<65536xf64>
  %cube_d = stablehlo.power %w, %three_d : tensor<65536xf64>
  %two_d = stablehlo.constant dense<2.0> : tensor<65536xf64>
  %square_d = stablehlo.power %w, %two_d : tensor<65536xf64>
  return %cube, %square, %cube_d, %square_d : tensor<65536xf32>, tensor<65536xf32>, tensor<65536xf64>, tensor<65536xf64>
}
