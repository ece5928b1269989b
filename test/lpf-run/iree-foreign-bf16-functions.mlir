// REQUIRES: iree
// The foreign part's bf16 functions on --backend iree (issue 40): exponential, tanh, log,
// sqrt, rsqrt and logistic of every bf16 code give --backend ref's bits. ref computes them in
// f64 with the C library and rounds once (logistic: 1 / (1 + exp(-x)), each step rounded to
// bf16, as StableHLO's interpreter defines it); IREE links no f64 functions, so the exit takes
// IREE's f32 approximations on exact operands (subnormal operands and exp's subnormal results
// scaled past IREE's flush) and rounds them once: on bf16 their error never reaches a rounding
// boundary (lowering/src/to_stablehlo/foreign_iree.rs). Before: the NaNs and the flushed
// subnormals differed.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_all_65536.npy --backend ref --out-dir %t/ref > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_all_65536.npy --backend iree --out-dir %t/iree > %t/iree.txt
// RUN: diff -r %t/ref %t/iree

func.func @main(%x: tensor<65536xbf16>)
    -> (tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>) {
  %exp = stablehlo.exponential %x : tensor<65536xbf16>
  %tanh = stablehlo.tanh %x : tensor<65536xbf16>
  %log = stablehlo.log %x : tensor<65536xbf16>
  %sqrt = stablehlo.sqrt %x : tensor<65536xbf16>
  %rsqrt = stablehlo.rsqrt %x : tensor<65536xbf16>
  %logistic = stablehlo.logistic %x : tensor<65536xbf16>
  return %exp, %tanh, %log, %sqrt, %rsqrt, %logistic : tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>
}
