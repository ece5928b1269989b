// The atreides dialect's syntax is the assembler's: registers R0..R15, branch conditions as
// their flags, SYS operations by name. Printing, re-parsing and the generic form agree.
// RUN: lpf-opt %s | FileCheck %s
// RUN: lpf-opt %s | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The same ops in stock mlir-opt-22 with the lpf plugin:
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin %s | FileCheck %s

// CHECK-LABEL: atreides.program @every_instruction arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
// CHECK-NEXT: atreides.kernel result 0 threads 3 {
// CHECK-NEXT: atreides.nop
// CHECK-NEXT: atreides.const R1, -128
// CHECK-NEXT: atreides.const R2, 127
// CHECK-NEXT: atreides.cmp R1, R2
// CHECK-NEXT: atreides.br nzp, 0
// CHECK-NEXT: atreides.br n, -1
// CHECK-NEXT: atreides.br zp, 3
// CHECK-NEXT: atreides.add R3, R15, R13
// CHECK-NEXT: atreides.sub R4, R3, R14
// CHECK-NEXT: atreides.mul R5, R4, R4
// CHECK-NEXT: atreides.div R6, R5, R2
// CHECK-NEXT: atreides.fma R7, R5, R6
// CHECK-NEXT: atreides.act R2, R7, R0
// CHECK-NEXT: atreides.ldr R8, R3
// CHECK-NEXT: atreides.str R3, R8
// CHECK-NEXT: atreides.sys clear, array 0
// CHECK-NEXT: atreides.sys load, array 0
// CHECK-NEXT: atreides.sys compute, array 1
// CHECK-NEXT: atreides.sys read R9, array 0
// CHECK-NEXT: atreides.ret
// CHECK-NEXT: }
// CHECK-NEXT: atreides.kernel result 0 threads 127 {
// CHECK-NEXT: atreides.ret
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "atreides.program"() <{arguments = [], results = [{{.*}}], sym_name = "every_instruction"}> ({
// GENERIC: "atreides.br"() <{mask = 7 : i64, offset = 0 : i64}> : () -> ()
// GENERIC: "atreides.br"() <{mask = 4 : i64, offset = -1 : i64}> : () -> ()
// GENERIC: "atreides.br"() <{mask = 3 : i64, offset = 3 : i64}> : () -> ()
// GENERIC: "atreides.sys"() <{array = 1 : i64, d = 0 : i64, op = 2 : i64}> : () -> ()
// GENERIC: "atreides.sys"() <{array = 0 : i64, d = 9 : i64, op = 3 : i64}> : () -> ()
atreides.program @every_instruction arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 3 {
    atreides.nop
    atreides.const R1, -128
    atreides.const R2, 127
    atreides.cmp R1, R2
    atreides.br nzp, 0
    atreides.br n, -1
    atreides.br zp, 3
    atreides.add R3, R15, R13
    atreides.sub R4, R3, R14
    atreides.mul R5, R4, R4
    atreides.div R6, R5, R2
    atreides.fma R7, R5, R6
    atreides.act R2, R7, R0
    atreides.ldr R8, R3
    atreides.str R3, R8
    atreides.sys clear, array 0
    atreides.sys load, array 0
    atreides.sys compute, array 1
    atreides.sys read R9, array 0
    atreides.ret
  }
  atreides.kernel result 0 threads 127 {
    atreides.ret
  }
}
