// REQUIRES: xla
// stablehlo.power on integers of every width and signedness, one answer on ref, llvm and xla
// (issue 41, lpf-diff open finding "int-power"): XLA's integer power, which upstream's linalg
// lowering (the LLVM exit) computes too: exponentiation by squaring over the exponent's low 6
// bits (i8 4^64 = 1, 0^64 = 1, where the exact power is 0), and an exponent negative as a signed
// number (an unsigned one >= 2^(n-1) too: ui16 7^65534 = 0) gives 1 for base 1, ±1 by parity for
// base -1 and 0 otherwise (hlo_defined::xla_integer_power, what jax.numpy.power gives). Before,
// ref gave the interpreter's exact modular power (4^64 = 0, ui16 7^65534 = 22737).
// Bases -3..7 and the widths' edges against exponents -4..131, then random bases against edge
// exponents (±2^63, 2^31, 2^16-2, 255, 64, ...), each converted (wrapping) into every type.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/pow_base_i64_4096.npy --arg %S/Inputs/pow_exp_i64_4096.npy --backend ref --out-dir %t/ref > %t/ref.log
// RUN: lpf-run %s --arg %S/Inputs/pow_base_i64_4096.npy --arg %S/Inputs/pow_exp_i64_4096.npy --backend llvm --out-dir %t/llvm > %t/llvm.log
// RUN: lpf-run %s --arg %S/Inputs/pow_base_i64_4096.npy --arg %S/Inputs/pow_exp_i64_4096.npy --backend xla --out-dir %t/xla > %t/xla.log
// RUN: diff -r %t/ref %t/llvm
// RUN: diff -r %t/ref %t/xla
// The minimised finding (fuzz/crashes/diff-mixed/int-power.mlir):
// RUN: lpf-run %S/../../fuzz/crashes/diff-mixed/int-power.mlir --arg %S/../../fuzz/crashes/diff-mixed/pow_b.npy --arg %S/../../fuzz/crashes/diff-mixed/pow_e.npy --arg %S/../../fuzz/crashes/diff-mixed/pow_ub.npy --arg %S/../../fuzz/crashes/diff-mixed/pow_ue.npy --backend ref | FileCheck %s
// i8 [4^64, 3^100, 2^127, (-1)^127], ui16 [7^65534, 3^40000, 1^65535]:
// CHECK: out0: tensor<4xi8> = [1, -47, 0, -1]
// CHECK: out1: tensor<3xui16> = [0, 0, 1]

func.func @main(%b: tensor<4096xi64>, %e: tensor<4096xi64>)
    -> (tensor<4096xi8>, tensor<4096xi16>, tensor<4096xi32>, tensor<4096xi64>, tensor<4096xui8>, tensor<4096xui16>, tensor<4096xui32>, tensor<4096xui64>) {
  %b_i8 = stablehlo.convert %b : (tensor<4096xi64>) -> tensor<4096xi8>
  %e_i8 = stablehlo.convert %e : (tensor<4096xi64>) -> tensor<4096xi8>
  %p_i8 = stablehlo.power %b_i8, %e_i8 : tensor<4096xi8>
  %b_i16 = stablehlo.convert %b : (tensor<4096xi64>) -> tensor<4096xi16>
  %e_i16 = stablehlo.convert %e : (tensor<4096xi64>) -> tensor<4096xi16>
  %p_i16 = stablehlo.power %b_i16, %e_i16 : tensor<4096xi16>
  %b_i32 = stablehlo.convert %b : (tensor<4096xi64>) -> tensor<4096xi32>
  %e_i32 = stablehlo.convert %e : (tensor<4096xi64>) -> tensor<4096xi32>
  %p_i32 = stablehlo.power %b_i32, %e_i32 : tensor<4096xi32>
  %p_i64 = stablehlo.power %b, %e : tensor<4096xi64>
  %b_ui8 = stablehlo.convert %b : (tensor<4096xi64>) -> tensor<4096xui8>
  %e_ui8 = stablehlo.convert %e : (tensor<4096xi64>) -> tensor<4096xui8>
  %p_ui8 = stablehlo.power %b_ui8, %e_ui8 : tensor<4096xui8>
  %b_ui16 = stablehlo.convert %b : (tensor<4096xi64>) -> tensor<4096xui16>
  %e_ui16 = stablehlo.convert %e : (tensor<4096xi64>) -> tensor<4096xui16>
  %p_ui16 = stablehlo.power %b_ui16, %e_ui16 : tensor<4096xui16>
  %b_ui32 = stablehlo.convert %b : (tensor<4096xi64>) -> tensor<4096xui32>
  %e_ui32 = stablehlo.convert %e : (tensor<4096xi64>) -> tensor<4096xui32>
  %p_ui32 = stablehlo.power %b_ui32, %e_ui32 : tensor<4096xui32>
  %b_ui64 = stablehlo.convert %b : (tensor<4096xi64>) -> tensor<4096xui64>
  %e_ui64 = stablehlo.convert %e : (tensor<4096xi64>) -> tensor<4096xui64>
  %p_ui64 = stablehlo.power %b_ui64, %e_ui64 : tensor<4096xui64>
  return %p_i8, %p_i16, %p_i32, %p_i64, %p_ui8, %p_ui16, %p_ui32, %p_ui64 : tensor<4096xi8>, tensor<4096xi16>, tensor<4096xi32>, tensor<4096xi64>, tensor<4096xui8>, tensor<4096xui16>, tensor<4096xui32>, tensor<4096xui64>
}
