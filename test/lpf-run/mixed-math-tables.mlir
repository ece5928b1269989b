// Unary math functions on bf16 and f16 in a mixed module, on every one of the 65536 codes of
// each format: --backend llvm (lpf-foreign-math-tables: a table of the f64 function rounded
// once, built at compile time) gives StableHLO's interpreter's bits (--backend ref) on all of
// them, NaN payloads, signed zeros, infinities and overflow included (docs/llvm.md, "Mixed
// modules").
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: cmp %t/llvm/out0.npy %t/ref/out0.npy
// RUN: cmp %t/llvm/out1.npy %t/ref/out1.npy
// RUN: cmp %t/llvm/out2.npy %t/ref/out2.npy
// RUN: cmp %t/llvm/out3.npy %t/ref/out3.npy
// RUN: cmp %t/llvm/out4.npy %t/ref/out4.npy
// RUN: cmp %t/llvm/out5.npy %t/ref/out5.npy
// RUN: cmp %t/llvm/out6.npy %t/ref/out6.npy
// RUN: cmp %t/llvm/out7.npy %t/ref/out7.npy
// RUN: cmp %t/llvm/out8.npy %t/ref/out8.npy
// RUN: cmp %t/llvm/out9.npy %t/ref/out9.npy
// RUN: cmp %t/llvm/out10.npy %t/ref/out10.npy
// RUN: cmp %t/llvm/out11.npy %t/ref/out11.npy
// RUN: cmp %t/llvm/out12.npy %t/ref/out12.npy
// RUN: cmp %t/llvm/out13.npy %t/ref/out13.npy
// The tables are in the lowered module, one per function and format used.
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// CHECK-DAG: llvm.mlir.global private constant @__lpf_table_tanh_bf16
// CHECK-DAG: llvm.mlir.global private constant @__lpf_table_tanh_f16
// CHECK-DAG: llvm.mlir.global private constant @__lpf_table_rsqrt_bf16
// CHECK-NOT: llvm.call @tanhf

func.func @main() -> (tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>,
                      tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>,
                      tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>) {
  %codes = stablehlo.iota dim = 0 : tensor<65536xui16>
  %b = stablehlo.bitcast_convert %codes : (tensor<65536xui16>) -> tensor<65536xbf16>
  %h = stablehlo.bitcast_convert %codes : (tensor<65536xui16>) -> tensor<65536xf16>
  %tanh = stablehlo.tanh %b : tensor<65536xbf16>
  %exp = stablehlo.exponential %b : tensor<65536xbf16>
  %expm1 = stablehlo.exponential_minus_one %b : tensor<65536xbf16>
  %log = stablehlo.log %b : tensor<65536xbf16>
  %log1p = stablehlo.log_plus_one %b : tensor<65536xbf16>
  %sqrt = stablehlo.sqrt %b : tensor<65536xbf16>
  %rsqrt = stablehlo.rsqrt %b : tensor<65536xbf16>
  %cbrt = stablehlo.cbrt %b : tensor<65536xbf16>
  %sin = stablehlo.sine %b : tensor<65536xbf16>
  %cos = stablehlo.cosine %b : tensor<65536xbf16>
  %tan = stablehlo.tan %b : tensor<65536xbf16>
  %htanh = stablehlo.tanh %h : tensor<65536xf16>
  %hexp = stablehlo.exponential %h : tensor<65536xf16>
  %hlog = stablehlo.log %h : tensor<65536xf16>
  return %tanh, %exp, %expm1, %log, %log1p, %sqrt, %rsqrt, %cbrt, %sin, %cos, %tan, %htanh, %hexp, %hlog
    : tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>,
      tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>,
      tensor<65536xf16>, tensor<65536xf16>, tensor<65536xf16>
}
