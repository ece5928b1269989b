// Found by the differential fuzzer (seed 5, program 165; docs/fuzzing.md), not fixed.
// lhs [2, -2^100], rhs [2^127, 2^100] (bf16), f32 accumulator. The ordered f32 sum of
// formats.md §3 rounds each product: 2 * 2^127 = +inf, then -2^200 = -inf, and +inf + -inf
// is NaN (--backend ref and --backend llvm). XLA CPU fuses product and sum into one FMA, so
// the second product is never rounded to -inf: fma(-2^100, 2^100, +inf) = +inf
// (--backend xla). The classes differ (NaN against +inf), beyond docs/stablehlo.md's bound.
//   lpf-run fuzz/crashes/diff-xla-dot-overflow/program.mlir --arg fuzz/crashes/diff-xla-dot-overflow/lhs.npy --arg fuzz/crashes/diff-xla-dot-overflow/rhs.npy --backend ref|xla
func.func @main(%a: tensor<1x2xbf16>, %b: tensor<2x1xbf16>) -> tensor<1x1xf32> {
  %d = lpf.dot %a, %b acc(f32) : tensor<1x2xbf16>, tensor<2x1xbf16> -> tensor<1x1xf32>
  return %d : tensor<1x1xf32>
}
