// REQUIRES: iree
// A mixed module's f64 arithmetic on --backend iree (issue 40): IREE's runtime flushes f64
// subnormals (1e-310 + 1e-310 gave 0) and gives -NaN for an invalid operation. The exit
// (to_stablehlo/iree_f64.rs) lets IREE compute f64 add, subtract, multiply, divide, maximum,
// minimum, ceil, floor, compare and reduce where bounds on every operand and result (from
// the f32, bf16, f16 and integer values they are converted from, and constants) show that no
// value can be subnormal, with ref's NaNs (the first NaN operand quieted, +NaN for an invalid
// operation); anything else is a located E0915 (test/Conversion/LpfToStableHLO/
// iree-f64-invalid.mlir). Here torch-mlir's forms: GPT-2's LayerNorm variance in f64 on f32
// activations (iree_f32_a_2048.npy: specials, NaN payloads, f32 subnormals, N(0, 1)), with a
// divide by the f64 constant 32, and an arange length from i64 constants (divide, ceil);
// elementwise ops on the f32 data widened and on bf16 codes widened, with each other and with
// constants. ref's bits. Before (IREE alone on the same module): the variance differed from
// ref on 8 of 64 rows, the mean on 12, x + y and x - y on 70 of 2048, x * y and x / y on 312,
// maximum on 163, floor on 56, compare LT on 14, the bf16 product on 508.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_f32_a_2048.npy --arg %S/Inputs/iree_f32_b_2048.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_f32_a_2048.npy --arg %S/Inputs/iree_f32_b_2048.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
func.func @main(%a: tensor<2048xf32>, %b: tensor<2048xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<2048xf64>, tensor<2048xf64>, tensor<2048xf64>, tensor<2048xf64>, tensor<2048xf64>, tensor<2048xf64>, tensor<2048xi1>, tensor<2048xf64>) {
  %x = stablehlo.convert %a : (tensor<2048xf32>) -> tensor<2048xf64>
  %y = stablehlo.convert %b : (tensor<2048xf32>) -> tensor<2048xf64>
  %rows = stablehlo.reshape %x : (tensor<2048xf64>) -> tensor<64x32xf64>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %sum = stablehlo.reduce(%rows init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf64>, tensor<f64>) -> tensor<64xf64>
  %n = arith.constant dense<32> : tensor<1xi64>
  %nf = stablehlo.convert %n : (tensor<1xi64>) -> tensor<1xf64>
  %ns = stablehlo.reshape %nf : (tensor<1xf64>) -> tensor<f64>
  %nb = stablehlo.broadcast_in_dim %ns, dims = [] : (tensor<f64>) -> tensor<64xf64>
  %mean = stablehlo.divide %sum, %nb : tensor<64xf64>
  %mb = stablehlo.broadcast_in_dim %mean, dims = [0] : (tensor<64xf64>) -> tensor<64x32xf64>
  %d = stablehlo.subtract %rows, %mb : tensor<64x32xf64>
  %sq = stablehlo.multiply %d, %d : tensor<64x32xf64>
  %ss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf64>, tensor<f64>) -> tensor<64xf64>
  %var = stablehlo.divide %ss, %nb : tensor<64xf64>
  %var32 = stablehlo.convert %var : (tensor<64xf64>) -> tensor<64xf32>
  %mean32 = stablehlo.convert %mean : (tensor<64xf64>) -> tensor<64xf32>
  %c7 = stablehlo.constant dense<7> : tensor<i64>
  %c2 = stablehlo.constant dense<2> : tensor<i64>
  %f7 = stablehlo.convert %c7 : (tensor<i64>) -> tensor<f64>
  %f2 = stablehlo.convert %c2 : (tensor<i64>) -> tensor<f64>
  %q = stablehlo.divide %f7, %f2 : tensor<f64>
  %qc = stablehlo.ceil %q : tensor<f64>
  %len = stablehlo.convert %qc : (tensor<f64>) -> tensor<i64>
  %s = stablehlo.add %x, %y : tensor<2048xf64>
  %t = stablehlo.subtract %x, %y : tensor<2048xf64>
  %p = stablehlo.multiply %x, %y : tensor<2048xf64>
  %r = stablehlo.divide %x, %y : tensor<2048xf64>
  %mx = stablehlo.maximum %x, %y : tensor<2048xf64>
  %third = stablehlo.constant dense<0.33333333333333331> : tensor<2048xf64>
  %fl = stablehlo.multiply %x, %third : tensor<2048xf64>
  %fl2 = stablehlo.floor %fl : tensor<2048xf64>
  %lt = stablehlo.compare LT, %x, %y : (tensor<2048xf64>, tensor<2048xf64>) -> tensor<2048xi1>
  %bb = stablehlo.convert %b : (tensor<2048xf32>) -> tensor<2048xbf16>
  %bw = stablehlo.convert %bb : (tensor<2048xbf16>) -> tensor<2048xf64>
  %bp = stablehlo.multiply %bw, %r : tensor<2048xf64>
  return %var32, %mean32, %len, %s, %t, %p, %r, %mx, %fl2, %lt, %bp : tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<2048xf64>, tensor<2048xf64>, tensor<2048xf64>, tensor<2048xf64>, tensor<2048xf64>, tensor<2048xf64>, tensor<2048xi1>, tensor<2048xf64>
}
