// lpf-free-early: each top-level memref.dealloc moves up to just after the last top-level op
// that uses its buffer or a view of it (docs/llvm.md, "Real models"), so that later temporaries
// reuse the memory; a buffer whose pointer escapes, or that is returned, keeps its dealloc.
// RUN: lpf-opt %s -split-input-file --lpf-free-early | FileCheck %s

// Two temporaries in a chain: %a dies after the loop that reads it, before %b is filled; %b
// dies after the copy into the out-parameter.
// CHECK-LABEL: func.func @chain
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %[[A]]
// CHECK: scf.for
// CHECK: memref.load %[[A]]
// CHECK: memref.store %{{.*}}, %[[B]]
// CHECK: }
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: scf.for
// CHECK: memref.load %[[B]]
// CHECK: }
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NEXT: return
func.func @chain(%x: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %a[%i] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %b[%i] : memref<4xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %b[%i] : memref<4xf32>
    memref.store %v, %out[%i] : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

// A view keeps its buffer alive: %a is read through a reshape in the last loop.
// CHECK-LABEL: func.func @view
// CHECK: %[[A:.*]] = memref.alloc() : memref<2x2xf32>
// CHECK: %[[V:.*]] = memref.collapse_shape %[[A]]
// CHECK: scf.for
// CHECK: memref.load %[[V]]
// CHECK: }
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: return
func.func @view(%x: memref<2x2xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<2x2xf32>
  memref.copy %x, %a : memref<2x2xf32> to memref<2x2xf32>
  %v = memref.collapse_shape %a [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %e = memref.load %v[%i] : memref<4xf32>
    memref.store %e, %out[%i] : memref<4xf32>
  }
  memref.dealloc %a : memref<2x2xf32>
  return
}

// -----

// A buffer whose address leaves as an integer stays live to the end.
// CHECK-LABEL: func.func @escapes
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: scf.for
// CHECK: memref.dealloc
// CHECK-NEXT: return
func.func @escapes(%x: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    memref.store %v, %x[%i] : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  return %p : index
}

// -----

// A dealloc inside a region does not move; one never used stays where it is.
// CHECK-LABEL: func.func @regions
// CHECK: scf.for
// CHECK: memref.alloc
// CHECK: memref.dealloc
// CHECK: }
// CHECK: %[[U:.*]] = memref.alloc
// CHECK-NEXT: memref.dealloc %[[U]]
// CHECK-NEXT: return
func.func @regions(%x: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %t = memref.alloc() : memref<4xf32>
    %v = memref.load %x[%i] : memref<4xf32>
    memref.store %v, %t[%i] : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
  }
  %u = memref.alloc() : memref<4xf32>
  memref.dealloc %u : memref<4xf32>
  return
}
