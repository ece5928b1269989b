// A power by a constant exponent on bf16 and f16 in a mixed module (HF GPT-2's GELU(tanh) cube,
// `stablehlo.power %x, 3.0` as torch exports write it), on every one of the 65536 codes of each
// format: --backend llvm (lpf-foreign-math-tables: the table of f64 pow(x, c) rounded once, built
// at compile time, instead of a powf call per element) gives StableHLO's interpreter's bits
// (--backend ref) on all of them: NaN payloads, pow(NaN, 0) = 1, a negative base to a fractional
// power (NaN), signed zeros, infinities, overflow and underflow (docs/llvm.md, "Mixed modules").
// A power by a non-constant exponent (x^x, out6) keeps its libm call (`llvm.intr.pow`, powf
// on the f32 widenings), not compared: its NaNs are canonical where ref keeps payloads (before
// these tables, 4 of the 6 constant powers differed from ref that way too). An exponent computed
// from constants (out7: torch-mlir's GELU cube, `broadcast(reshape(convert(3 : i64)))`) is a
// constant too: written as one before the lowering, its power is the table (it was the second
// `llvm.intr.pow` call).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: cmp %t/llvm/out0.npy %t/ref/out0.npy
// RUN: cmp %t/llvm/out1.npy %t/ref/out1.npy
// RUN: cmp %t/llvm/out2.npy %t/ref/out2.npy
// RUN: cmp %t/llvm/out3.npy %t/ref/out3.npy
// RUN: cmp %t/llvm/out4.npy %t/ref/out4.npy
// RUN: cmp %t/llvm/out5.npy %t/ref/out5.npy
// RUN: cmp %t/llvm/out7.npy %t/ref/out7.npy
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// CHECK-DAG: llvm.mlir.global private constant @__lpf_table_powf_4008000000000000_bf16
// CHECK-DAG: llvm.mlir.global private constant @__lpf_table_powf_0000000000000000_bf16
// CHECK-DAG: llvm.mlir.global private constant @__lpf_table_powf_bff8000000000000_bf16
// CHECK-DAG: llvm.mlir.global private constant @__lpf_table_powf_4000000000000000_f16
// CHECK-DAG: llvm.mlir.global private constant @__lpf_table_powf_3fe0000000000000_f16
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s --check-prefix=CALL
// CALL: llvm.intr.pow
// CALL-NOT: llvm.intr.pow

func.func @main() -> (tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>,
                      tensor<65536xf16>, tensor<65536xf16>, tensor<65536xbf16>, tensor<65536xbf16>) {
  %codes = stablehlo.iota dim = 0 : tensor<65536xui16>
  %b = stablehlo.bitcast_convert %codes : (tensor<65536xui16>) -> tensor<65536xbf16>
  %h = stablehlo.bitcast_convert %codes : (tensor<65536xui16>) -> tensor<65536xf16>
  %three = stablehlo.constant dense<3.0> : tensor<65536xbf16>
  %zero = stablehlo.constant dense<0.0> : tensor<65536xbf16>
  %minus = stablehlo.constant dense<-1.5> : tensor<65536xbf16>
  %seven = stablehlo.constant dense<7.0> : tensor<bf16>
  %two = stablehlo.constant dense<2.0> : tensor<65536xf16>
  %half = stablehlo.constant dense<0.5> : tensor<65536xf16>
  %sevens = stablehlo.broadcast_in_dim %seven, dims = [] : (tensor<bf16>) -> tensor<65536xbf16>
  %cube = stablehlo.power %b, %three : tensor<65536xbf16>
  %one = stablehlo.power %b, %zero : tensor<65536xbf16>
  %frac = stablehlo.power %b, %minus : tensor<65536xbf16>
  %seventh = stablehlo.power %b, %sevens : tensor<65536xbf16>
  %square = stablehlo.power %h, %two : tensor<65536xf16>
  %root = stablehlo.power %h, %half : tensor<65536xf16>
  %any = stablehlo.power %b, %b : tensor<65536xbf16>
  %i3 = stablehlo.constant dense<3> : tensor<1xi64>
  %c3 = stablehlo.convert %i3 : (tensor<1xi64>) -> tensor<1xbf16>
  %r3 = stablehlo.reshape %c3 : (tensor<1xbf16>) -> tensor<bf16>
  %e3 = stablehlo.broadcast_in_dim %r3, dims = [] : (tensor<bf16>) -> tensor<65536xbf16>
  %computed = stablehlo.power %b, %e3 : tensor<65536xbf16>
  return %cube, %one, %frac, %seventh, %square, %root, %any, %computed
    : tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xbf16>, tensor<65536xf16>, tensor<65536xf16>, tensor<65536xbf16>, tensor<65536xbf16>
}
