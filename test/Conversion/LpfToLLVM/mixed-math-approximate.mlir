// lpf-math-approximate (run by lpf-foreign-prepare on mixed modules; docs/llvm.md, "Mixed
// modules: speed"): f32 exp, expm1, tanh, erf, log, log1p, log2 become upstream MLIR's
// polynomial approximations (arithmetic, fma, floor: no libm call left); other math ops, math on
// other types, and everything else (lpf ops, constants) are left as they are, unfolded.
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-math-approximate)' | FileCheck %s

// CHECK-LABEL: func.func @approximated
// CHECK-NOT: math.exp
// CHECK-NOT: math.tanh
// CHECK-NOT: math.erf
// CHECK-NOT: math.log
// CHECK: math.fma
// CHECK: return
func.func @approximated(%x: f32, %v: vector<8xf32>) -> (f32, f32, f32, vector<8xf32>, f32, f32, f32) {
  %e = math.exp %x : f32
  %m = math.expm1 %x : f32
  %t = math.tanh %x : f32
  %w = math.tanh %v : vector<8xf32>
  %r = math.erf %x : f32
  %l = math.log %x : f32
  %p = math.log1p %x : f32
  return %e, %m, %t, %w, %r, %l, %p : f32, f32, f32, vector<8xf32>, f32, f32, f32
}

// CHECK-LABEL: func.func @kept
// CHECK: math.rsqrt %{{.*}} : f32
// CHECK: math.sin %{{.*}} : f32
// CHECK: math.tanh %{{.*}} : bf16
// CHECK: math.exp %{{.*}} : f64
// CHECK: %[[ONE:.*]] = arith.constant 1.0
// CHECK: %[[TWO:.*]] = arith.constant 2.0
// CHECK: lpf.add %[[ONE]], %[[TWO]] : bf16
func.func @kept(%x: f32, %h: bf16, %d: f64) -> (f32, f32, bf16, f64, bf16) {
  %r = math.rsqrt %x : f32
  %s = math.sin %x : f32
  %t = math.tanh %h : bf16
  %e = math.exp %d : f64
  %one = arith.constant 1.0 : bf16
  %two = arith.constant 2.0 : bf16
  %sum = lpf.add %one, %two : bf16
  return %r, %s, %t, %e, %sum : f32, f32, bf16, f64, bf16
}
