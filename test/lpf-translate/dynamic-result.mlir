// A dynamically shaped result on the C interface (docs/llvm.md, "The ABI"): the caller passes a
// pointer to an empty descriptor; the function allocates the result with malloc and writes
// {allocated = aligned, offset 0, sizes, row-major strides}; the caller frees it.
// REQUIRES: lower-to-llvm
// RUN: lpf-translate --emit=obj -O3 %s -o %t.o
// Its element-wise op has a size known only at run time, so it may run on libomp's threads
// (docs/llvm.md, "Threads"): the object is linked with libomp.
// RUN: cc %S/Inputs/dynamic-result.c %t.o -L/usr/lib/llvm-22/lib -lomp -Wl,-rpath,/usr/lib/llvm-22/lib -o %t.exe
// RUN: %t.exe | FileCheck %s

// CHECK: sizes 3 2 strides 2 1 offset 0 same 1
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: -1
// CHECK-NEXT: 448
// CHECK-NEXT: 0.00195312
// CHECK-NEXT: 0
func.func @widen(%x: tensor<?x2xf8E4M3FN>) -> tensor<?x2xf32> {
  %y = lpf.convert %x : tensor<?x2xf8E4M3FN> to tensor<?x2xf32>
  return %y : tensor<?x2xf32>
}
