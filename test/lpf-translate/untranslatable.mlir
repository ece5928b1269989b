// An op that has no LLVM IR translation fails the translation at that op: a located error,
// exit 1, and an existing output file left as it was.
// RUN: echo old > %t.ll
// RUN: not lpf-translate --mlir-to-llvmir %s -o %t.ll 2>&1 | FileCheck %s --strict-whitespace
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.ll

// CHECK: untranslatable.mlir:[[@LINE+5]]:8: error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast
// CHECK-NEXT: {{^}}  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
// CHECK-NEXT: {{^}}       ^
// OLD: {{^}}old{{$}}
llvm.func @f(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = llvm.trunc %0 : i64 to i32
  llvm.return %1 : i32
}
