// Errors in the input are located (file:line:col, the source line, a caret), exit 1, and write
// no output file.
// RUN: rm -f %t.o
// RUN: not lpf-translate --emit=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace
// RUN: not ls %t.o

// CHECK: bad-input.mlir:[[@LINE+4]]:15: error: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'
// CHECK-NEXT: {{^}}  llvm.return %a : i64
// CHECK-NEXT: {{^}}              ^
llvm.func @f(%a: i32) -> i32 {
  llvm.return %a : i64
}
