// REQUIRES: xla
// mixed-constant-divide.mlir's rewrite against XLA CPU itself (--backend xla runs the division
// as XLA's algebraic simplifier rewrites it): f32 and f64 divisions by 3, 9 (an i64 constant
// converted and broadcast), 0.3 and 7 on ref and llvm are XLA's bits; a bf16 one is the quotient
// on all three. The inputs are normal f32 values of both signs, 2^-40 <= |x| < 2^40 (XLA
// flushes subnormals): the correctly rounded quotient (what ref and llvm computed before)
// differs from XLA's on 11-54% of them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/xla
// RUN: diff -r %t/llvm %t/xla

func.func @main() -> (tensor<65536xf32>, tensor<65536xf32>, tensor<65536xf32>, tensor<65536xf64>, tensor<65536xbf16>) {
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
  %0 = stablehlo.divide %x, %three : tensor<65536xf32>
  %nine_i = stablehlo.constant dense<9> : tensor<i64>
  %nine_f = stablehlo.convert %nine_i : (tensor<i64>) -> tensor<f32>
  %nine = stablehlo.broadcast_in_dim %nine_f, dims = [] : (tensor<f32>) -> tensor<65536xf32>
  %1 = stablehlo.divide %x, %nine : tensor<65536xf32>
  %tenth = stablehlo.constant dense<0.3> : tensor<65536xf32>
  %2 = stablehlo.divide %x, %tenth : tensor<65536xf32>
  %w = stablehlo.convert %x : (tensor<65536xf32>) -> tensor<65536xf64>
  %seven = stablehlo.constant dense<7.0> : tensor<65536xf64>
  %3 = stablehlo.divide %w, %seven : tensor<65536xf64>
  %b = stablehlo.convert %x : (tensor<65536xf32>) -> tensor<65536xbf16>
  %three_b = stablehlo.constant dense<3.0> : tensor<65536xbf16>
  %4 = stablehlo.divide %b, %three_b : tensor<65536xbf16>
  return %0, %1, %2, %3, %4 : tensor<65536xf32>, tensor<65536xf32>, tensor<65536xf32>, tensor<65536xf64>, tensor<65536xbf16>
}
