// The LLVM exit's orchestration function (what lpf-share-nests leaves of a model's function,
// passthrough "lpf-orchestration") is simplified before -O: each extractvalue of an insertvalue
// chain (a memref descriptor built, then taken apart for a call) is the inserted value, and the
// descriptors go. The function stays optnone. A function without the mark is compiled as
// written, optnone or not; so is everything without -O (the translation as mlir-translate's).
// RUN: lpf-translate --mlir-to-llvmir -O0 %s | FileCheck %s
// RUN: lpf-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=ASIS
// The program's values are the same either way (the C program checks each against its own).
// RUN: rm -rf %t && mkdir %t
// RUN: lpf-translate --emit=obj -O2 %s -o %t/o.o
// RUN: cc %S/Inputs/orchestration.c %t/o.o -o %t/o.exe
// RUN: %t/o.exe | FileCheck %s --check-prefix=RUNS

// CHECK-LABEL: define float @orchestrate(ptr %0, i64 %1)
// CHECK-NOT: insertvalue
// CHECK-NOT: extractvalue
// CHECK: call float @sum(ptr %0, i64 %1)
// CHECK-LABEL: define float @as_written(ptr %0, i64 %1)
// CHECK: insertvalue
// CHECK: extractvalue
// CHECK: call float @sum(
// CHECK: attributes #{{[0-9]+}} = { noinline optnone "lpf-orchestration" }

// ASIS-LABEL: define float @orchestrate(
// ASIS: insertvalue
// ASIS: extractvalue

// RUNS: orchestrate 10 as_written 10

llvm.func @sum(%p: !llvm.ptr, %n: i64) -> f32 attributes {passthrough = ["noinline"]} {
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %one = llvm.mlir.constant(1 : i64) : i64
  %start = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^loop(%start, %zero : i64, f32)
^loop(%i: i64, %acc: f32):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %at = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %at : !llvm.ptr -> f32
  %next = llvm.fadd %acc, %x : f32
  %j = llvm.add %i, %one : i64
  llvm.br ^loop(%j, %next : i64, f32)
^done:
  llvm.return %acc : f32
}

llvm.func @orchestrate(%p: !llvm.ptr, %n: i64) -> f32 attributes {passthrough = ["noinline", "optnone", "lpf-orchestration"]} {
  %u = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %d0 = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %d1 = llvm.insertvalue %p, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %d2 = llvm.insertvalue %n, %d1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %a = llvm.extractvalue %d2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %b = llvm.extractvalue %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %r = llvm.call @sum(%a, %b) : (!llvm.ptr, i64) -> f32
  llvm.return %r : f32
}

llvm.func @as_written(%p: !llvm.ptr, %n: i64) -> f32 attributes {passthrough = ["noinline", "optnone"]} {
  %u = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %d0 = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %d1 = llvm.insertvalue %p, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %d2 = llvm.insertvalue %n, %d1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %a = llvm.extractvalue %d2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %b = llvm.extractvalue %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>)>
  %r = llvm.call @sum(%a, %b) : (!llvm.ptr, i64) -> f32
  llvm.return %r : f32
}
