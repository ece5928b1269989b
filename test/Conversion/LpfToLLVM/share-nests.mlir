// lpf-share-nests: each loop nest of a function body moves into a private noinline function of
// its own, called where it was; identical nests share one function (docs/llvm.md, "Real
// models": compile time). Constants a nest uses are copied in (loop bounds stay constants);
// other values it uses are arguments; its results are the function's.
// RUN: lpf-opt %s -split-input-file --lpf-share-nests | FileCheck %s

// The two copy loops are the same nest: one function, called twice; the sum is another. What
// is left of @main only orchestrates, and is optnone (the nests keep -O3), marked
// lpf-orchestration for lpf-translate (tools/src/translate/orchestration.rs).
// CHECK-LABEL: func.func @main(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) -> f32 attributes {passthrough = ["noinline", "optnone", "lpf-orchestration"]}
// CHECK-NOT: scf.for
// CHECK: %[[T:.*]] = memref.alloc
// CHECK-NEXT: call @[[COPY:__lpf_nest_[0-9]+]](%arg0, %[[T]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: call @[[COPY]](%arg1, %arg2) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: %[[S:.*]] = call @[[SUM:__lpf_nest_[0-9]+]](%[[T]]) : (memref<4xf32>) -> f32
// CHECK-NEXT: memref.dealloc %[[T]]
// CHECK-NEXT: return %[[S]]
// CHECK: func.func private @[[COPY]](%arg0: memref<4xf32>, %arg1: memref<4xf32>) attributes {passthrough = ["noinline"]}
// CHECK: arith.constant 0 : index
// CHECK: arith.constant 4 : index
// CHECK: arith.constant 1 : index
// CHECK: scf.for
// CHECK: memref.load %arg0
// CHECK: memref.store %{{.*}}, %arg1
// CHECK: return
// CHECK-NOT: func.func private @__lpf_nest
// CHECK: func.func private @[[SUM]](%arg0: memref<4xf32>) -> f32 attributes {passthrough = ["noinline"]}
// CHECK: %[[R:.*]] = scf.for {{.*}} iter_args
// CHECK: return %[[R]] : f32
func.func @main(%x: memref<4xf32>, %y: memref<4xf32>, %out: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    memref.store %v, %t[%i] : memref<4xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %y[%i] : memref<4xf32>
    memref.store %v, %out[%i] : memref<4xf32>
  }
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
    %v = memref.load %t[%i] : memref<4xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  memref.dealloc %t : memref<4xf32>
  return %s : f32
}

// -----

// Generated helpers (`__lpf_...`) are not split.
// CHECK-LABEL: func.func private @__lpf_helper(
// CHECK: scf.for
func.func private @__lpf_helper(%x: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    memref.store %v, %x[%i] : memref<4xf32>
  }
  return
}
