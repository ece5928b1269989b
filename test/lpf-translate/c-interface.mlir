// A C program calls kernels through MLIR's C interface (_mlir_ciface_<name>, memref descriptors
// by pointer, inputs then one out-descriptor per result) in an object from
// `lpf-translate --emit=obj`, and prints every result's bits, at every -O level.
//
// %{kernel} writes the kernels as MLIR on stdout. Today they are upstream MLIR lowered by
// mlir-opt-22's passes; to call an lpf program instead, change this one line to print it
// (e.g. `cat %S/Inputs/<program>.mlir`: lpf-translate runs lower-to-llvm on it itself).
// DEFINE: %{kernel} = mlir-opt-22 %S/Inputs/ciface-kernel.mlir --convert-scf-to-cf --convert-arith-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
//
// RUN: %{kernel} -o %t.kernel.mlir
// RUN: lpf-translate --emit=obj %t.kernel.mlir -o %t.o
// RUN: llvm-nm-22 %t.o | FileCheck %s --check-prefix=SYMS
// RUN: cc %S/Inputs/ciface.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s
// RUN: lpf-translate --emit=obj -O0 %t.kernel.mlir -o %t.O0.o
// RUN: cc %S/Inputs/ciface.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: lpf-translate --emit=obj -O3 %t.kernel.mlir -o %t.O3.o
// RUN: cc %S/Inputs/ciface.c %t.O3.o -o %t.O3.exe
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
