// RUN: lpf-opt %s -split-input-file -verify-diagnostics --lpf-policy="min-accumulator=f16"
// RUN: not lpf-opt %s --pass-pipeline='builtin.module(lpf-policy{bogus=1})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not lpf-opt %s --lpf-policy="rounding=sideways" 2>&1 | FileCheck %s --check-prefix=ROUNDING
// RUN: not lpf-opt %s --lpf-policy="saturate-fp8=yes" 2>&1 | FileCheck %s --check-prefix=SATURATE
// An option given without a value (`rounding=`, or `rounding` alone) is one located error, not
// a silent no-op nor LLVM's "requires a value!" printed once per parse without a program name.
// RUN: not lpf-opt %s --lpf-policy="rounding=" 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not lpf-opt %s --lpf-policy="rounding" 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not lpf-opt %s --pass-pipeline='builtin.module(lpf-policy{rounding})' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not lpf-opt %s --lpf-policy="bogus=1" 2>&1 | FileCheck %s --check-prefix=FLAG
// A bad option value is an error at the module and changes nothing; an unknown option is
// refused by MLIR's pipeline parser.

// UNKNOWN: lpf-opt: error: invalid pass pipeline 'builtin.module(lpf-policy{bogus=1})': no such option bogus; failed to add `lpf-policy` with options `bogus=1`
// EMPTY-NOT: requires a value
// EMPTY: lpf-policy-invalid.mlir:{{[0-9]+}}:{{[0-9]+}}: error: lpf-policy: rounding needs a value: one of to_nearest_even, downward, upward, toward_zero, to_nearest_away
// EMPTY-NOT: requires a value
// FLAG: lpf-opt: error: invalid pass pipeline '--lpf-policy=bogus=1': no such option bogus; failed to add `lpf-policy` with options `bogus=1`{{$}}
// ROUNDING: error: lpf-policy: rounding is one of to_nearest_even, downward, upward, toward_zero, to_nearest_away, not 'sideways'
// SATURATE: error: lpf-policy: saturate-fp8 is true or false, not 'yes'

// expected-error @+1 {{lpf-policy: min-accumulator is f32 or f64 (SFEP-0054's accumulators), not 'f16'}}
module {
  func.func @f(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x3xf8E4M3FN>) -> tensor<4x3xf32> {
    %d = lpf.dot %a, %b acc(f32) : tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf32>
    return %d : tensor<4x3xf32>
  }
}
