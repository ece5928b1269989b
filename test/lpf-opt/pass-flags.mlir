// Every registered pass, upstream or lpf, is also a flag, run in the order given (mlir-opt's
// convention); a pass that runs on functions is nested in func.func.
// RUN: lpf-opt %s -lpf-fold | FileCheck %s
// RUN: lpf-opt %s -canonicalize | FileCheck %s
// RUN: lpf-opt %s --lpf-fold -canonicalize -affine-loop-invariant-code-motion --mlir-timing 2>&1 >/dev/null | FileCheck %s --check-prefix=ORDER
// RUN: lpf-opt %s --canonicalize="max-iterations=2" | FileCheck %s
// RUN: not lpf-opt %s --no-such-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not lpf-opt %s --canonicalize="bogus=1" 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: not lpf-opt %s --canonicalize --pass-pipeline='builtin.module(cse)' 2>&1 | FileCheck %s --check-prefix=BOTH

// CHECK-LABEL: func.func @saturating_convert
// CHECK-NEXT: %[[C:.*]] = lpf.constant 0x7E : f8E4M3FN
// CHECK-NEXT: return %[[C]] : f8E4M3FN
func.func @saturating_convert() -> f8E4M3FN {
  %a = lpf.constant 500.0 : f32
  %c = lpf.convert %a : f32 to f8E4M3FN
  return %c : f8E4M3FN
}

// ORDER: LpfFold
// ORDER-NEXT: Canonicalizer
// ORDER-NEXT: 'func.func' Pipeline
// ORDER-NEXT: AffineLoopInvariantCodeMotion
// UNKNOWN: lpf-opt: error: unknown option or pass '--no-such-pass'
// OPTIONS: lpf-opt: error: invalid pass pipeline '--canonicalize=bogus=1': {{.*}}no such option bogus
// BOTH: lpf-opt: error: --pass-pipeline cannot be combined with individual pass flags
