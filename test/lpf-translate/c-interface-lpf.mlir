// c-interface.mlir with one line changed: %{kernel} is mul_add as an lpf program, which
// lpf-translate lowers with builtin.module(lower-to-llvm) itself. The C program and the
// expected bits are the same. Runs where the build registers lower-to-llvm.
// REQUIRES: lower-to-llvm
// DEFINE: %{kernel} = cat %S/Inputs/ciface-kernel.lpf.mlir
//
// RUN: %{kernel} > %t.kernel.mlir
// RUN: mlir-opt-22 %S/Inputs/ciface-descriptors.mlir --convert-scf-to-cf --convert-arith-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o %t.desc.mlir
// RUN: lpf-translate --emit=obj %t.desc.mlir -o %t.desc.o
// RUN: lpf-translate --emit=obj %t.kernel.mlir -o %t.o
// RUN: llvm-nm-22 %t.o %t.desc.o | FileCheck %s --check-prefix=SYMS
// RUN: cc %S/Inputs/ciface.c %t.o %t.desc.o -o %t.exe
// RUN: %t.exe | FileCheck %s
// RUN: lpf-translate --emit=obj -O0 %t.kernel.mlir -o %t.O0.o
// RUN: cc %S/Inputs/ciface.c %t.O0.o %t.desc.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: lpf-translate --emit=obj -O3 %t.kernel.mlir -o %t.O3.o
// RUN: cc %S/Inputs/ciface.c %t.O3.o %t.desc.o -o %t.O3.exe
// RUN: %t.O3.exe | FileCheck %s

// SYMS-DAG: T _mlir_ciface_mul_add
// SYMS-DAG: T _mlir_ciface_add_i8
// SYMS-DAG: T _mlir_ciface_transpose

// Expected bits from numpy's float32 arithmetic (two roundings per element): 1.5*2+0.25,
// 0.1*3+0.25, the fused-multiply-add probe (fused would be 0xb9000400), -0.25+0.25 = +0, and
// an overflow to +inf. Then i8 wrap-around, then the transpose of [[1,2,3],[4,5,6]].
// CHECK:      mul_add[0] = 0x40500000
// CHECK-NEXT: mul_add[1] = 0x3f0ccccd
// CHECK-NEXT: mul_add[2] = 0xb9000000
// CHECK-NEXT: mul_add[3] = 0x00000000
// CHECK-NEXT: mul_add[4] = 0x7f800000
// CHECK-NEXT: add_i8[0] = 0xc8
// CHECK-NEXT: add_i8[1] = 0x7f
// CHECK-NEXT: add_i8[2] = 0x08
// CHECK-NEXT: transpose = 1 4 2 5 3 6
