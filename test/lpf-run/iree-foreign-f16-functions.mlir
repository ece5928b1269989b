// REQUIRES: iree
// exponential, log, tanh, logistic, sqrt and rsqrt of every f16 code on --backend iree: ref's
// bits (issue 40). ref (StableHLO's interpreter) computes them in f64 with the C library and
// rounds once; IREE links no f64 exp or log, and its f32 ones rounded to f16 were one ulp off on
// 2 codes each (exp 0x1F79, 0x25CF; log 0x1935, 0x1D78), its f32 rsqrt on 8,402 codes, and
// log/rsqrt of a NaN or a negative x did not give ref's NaN (log: 33,789 codes). So on IREE the
// exit computes exp (range reduction by ln 2 in two parts, Taylor polynomial), log (2 atanh
// series) and rsqrt (f64 sqrt and divide) in f64 and rounds once with its encoder
// (lowering/src/to_stablehlo/foreign_iree.rs); tanh, logistic and sqrt are IREE's (0 codes
// differ).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_f16_all_65536.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_f16_all_65536.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s --check-prefix=IREE
// IREE: call @__lpf_f16_exponential_
// IREE: call @__lpf_f16_log_
// IREE: call @__lpf_f16_rsqrt_

func.func @main(%x: tensor<65536xf16>) -> (tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>) {
  %e = stablehlo.exponential %x : tensor<65536xf16>
  %l = stablehlo.log %x : tensor<65536xf16>
  %t = stablehlo.tanh %x : tensor<65536xf16>
  %g = stablehlo.logistic %x : tensor<65536xf16>
  %s = stablehlo.sqrt %x : tensor<65536xf16>
  %r = stablehlo.rsqrt %x : tensor<65536xf16>
  return %e, %l, %t, %g, %s, %r : tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>
}
