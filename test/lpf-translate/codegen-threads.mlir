// --emit=obj --codegen-threads=N compiles the module's functions in N parts on N threads and
// merges the parts' objects with `ld -r`. The merged object must be the module: every external
// function and global defined exactly once (the parts that do not own one only declare it, or
// keep an available_externally copy to inline), the module-local function and constant table
// copied into each part that uses them (local symbols, no clash), one shared counter. The
// program prints the same with 1, 2 and 3 parts.
// RUN: rm -rf %t && mkdir %t
// RUN: lpf-translate --emit=obj -O3 --codegen-threads=1 %s -o %t/one.o
// RUN: lpf-translate --emit=obj -O3 --codegen-threads=2 %s -o %t/two.o
// RUN: lpf-translate --emit=obj -O3 --codegen-threads=3 %s -o %t/three.o
// RUN: llvm-nm-22 %t/three.o | FileCheck %s --check-prefix=SYMS
// RUN: cc %S/Inputs/codegen-threads.c %t/one.o -o %t/one.exe
// RUN: cc %S/Inputs/codegen-threads.c %t/two.o -o %t/two.exe
// RUN: cc %S/Inputs/codegen-threads.c %t/three.o -o %t/three.exe
// RUN: %t/one.exe | FileCheck %s
// RUN: %t/two.exe | FileCheck %s
// RUN: %t/three.exe | FileCheck %s
//
// The option is --emit=obj's: assembly is written whole, the IR modes do not compile. A target
// other than this host's cannot be merged by this host's linker.
// RUN: not lpf-translate --emit=asm --codegen-threads=2 %s -o %t/a.s 2>&1 | FileCheck %s --check-prefix=ASM
// RUN: not lpf-translate --mlir-to-llvmir --codegen-threads=2 %s -o %t/a.ll 2>&1 | FileCheck %s --check-prefix=IR
// RUN: not lpf-translate --emit=obj --codegen-threads=0 %s -o %t/a.o 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not lpf-translate --emit=obj --codegen-threads=2 --target-triple aarch64-linux-gnu %s -o %t/a.o 2>&1 | FileCheck %s --check-prefix=CROSS
// One part for another target is the ordinary compile.
// RUN: lpf-translate --emit=obj --codegen-threads=1 --target-triple aarch64-linux-gnu %s -o %t/arm.o
// RUN: ls %t | FileCheck %s --check-prefix=FILES

// Each part's copy of the table is a local symbol of its own.
// SYMS: T bump
// SYMS-NEXT: B counter
// SYMS-NEXT: r table
// SYMS-NEXT: r table
// SYMS-NEXT: r table
// SYMS-NEXT: T thrice
// SYMS-NEXT: T twice

// CHECK: bump(1) = 20
// CHECK-NEXT: twice(2) = 80
// CHECK-NEXT: thrice(3) = 210
// CHECK-NEXT: counter = 200

// ASM: lpf-translate: error: --codegen-threads applies to --emit=obj only (assembly is written whole)
// IR: error: the argument '--mlir-to-llvmir' cannot be used with '--codegen-threads <N>'
// ZERO: error: invalid value '0' for '--codegen-threads <N>': 0 is not in 1..=256
// CROSS: lpf-translate: error: code generation failed: --codegen-threads=2 merges the parts' objects with the system linker 'ld -r', which needs this host's target and 'ld' on PATH (target 'aarch64-unknown-linux-gnu'); use --codegen-threads=1
// FILES-NOT: a.
// FILES: arm.o

llvm.mlir.global external @counter(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal constant @table(dense<[10, 20, 30, 40]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>

// Module-local: every part that uses it gets its own copy.
llvm.func internal @lookup(%i: i32) -> i32 {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %k = llvm.and %i, %c3 : i32
  %base = llvm.mlir.addressof @table : !llvm.ptr
  %p = llvm.getelementptr %base[0, %k] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// Inlinable: an available_externally copy in the parts that do not own it.
llvm.func @bump(%n: i32) -> i32 {
  %c = llvm.mlir.addressof @counter : !llvm.ptr
  %old = llvm.load %c : !llvm.ptr -> i32
  %v = llvm.call @lookup(%n) : (i32) -> i32
  %new = llvm.add %old, %v : i32
  llvm.store %new, %c : i32, !llvm.ptr
  llvm.return %new : i32
}

// noinline: only declared in the parts that do not own it.
llvm.func @twice(%n: i32) -> i32 attributes {passthrough = ["noinline"]} {
  %a = llvm.call @bump(%n) : (i32) -> i32
  %b = llvm.call @bump(%n) : (i32) -> i32
  llvm.return %b : i32
}

llvm.func @thrice(%n: i32) -> i32 attributes {passthrough = ["noinline"]} {
  %a = llvm.call @twice(%n) : (i32) -> i32
  %b = llvm.call @bump(%n) : (i32) -> i32
  %c = llvm.call @lookup(%b) : (i32) -> i32
  %d = llvm.add %b, %c : i32
  llvm.return %d : i32
}
