// RUN: lpf-opt %s -split-input-file -verify-diagnostics --lpf-policy="min-accumulator=f16"
// RUN: not lpf-opt %s --pass-pipeline='builtin.module(lpf-policy{bogus=1})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not lpf-opt %s --lpf-policy="rounding=sideways" 2>&1 | FileCheck %s --check-prefix=ROUNDING
// RUN: not lpf-opt %s --lpf-policy="saturate-fp8=yes" 2>&1 | FileCheck %s --check-prefix=SATURATE
// A bad option value is an error at the module and changes nothing; an unknown option is
// refused by MLIR's pipeline parser.

// UNKNOWN: invalid pass pipeline 'builtin.module(lpf-policy{bogus=1})': <Pass-Options-Parser>: no such option bogus
// ROUNDING: error: lpf-policy: rounding is one of to_nearest_even, downward, upward, toward_zero, to_nearest_away, not 'sideways'
// SATURATE: error: lpf-policy: saturate-fp8 is true or false, not 'yes'

// expected-error @+1 {{lpf-policy: min-accumulator is f32 or f64 (SFEP-0054's accumulators), not 'f16'}}
module {
  func.func @f(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x3xf8E4M3FN>) -> tensor<4x3xf32> {
    %d = lpf.dot %a, %b acc(f32) : tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf32>
    return %d : tensor<4x3xf32>
  }
}
