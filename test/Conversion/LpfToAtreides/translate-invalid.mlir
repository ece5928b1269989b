// lpf-translate checks every instruction against the encoding before it writes a word, and
// says where the IR breaks a limit.
// RUN: not lpf-translate --atreides-to-asm %s --entry register 2>&1 | FileCheck %s --check-prefix=REG
// RUN: not lpf-translate --atreides-to-asm %s --entry immediate 2>&1 | FileCheck %s --check-prefix=IMM
// RUN: not lpf-translate --atreides-to-asm %s --entry branch 2>&1 | FileCheck %s --check-prefix=BRANCH
// RUN: not lpf-translate --atreides-to-asm %s --entry threads 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not lpf-translate --atreides-to-asm %s --entry nosuch 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not lpf-translate --atreides-to-bin %s --entry register 2>&1 | FileCheck %s --check-prefix=NOOUT

// REG: translate-invalid.mlir:[[@LINE+3]]:5: error: register `t` = 16 is not R0..R15
"atreides.program"() ({
  "atreides.kernel"() ({
    "atreides.add"() {d = 1 : i64, s = 2 : i64, t = 16 : i64} : () -> ()
  }) {result = 0 : i64, threads = 2 : i64} : () -> ()
}) {sym_name = "register", arguments = [], results = [{address = 0 : i64, bits = 16 : i64, shape = [2], rows = 1 : i64, cols = 2 : i64, pitch = 2 : i64, words = 2 : i64}]} : () -> ()

// IMM: translate-invalid.mlir:[[@LINE+3]]:5: error: CONST immediate 200 is out of the 8-bit range -128..=127
"atreides.program"() ({
  "atreides.kernel"() ({
    "atreides.const"() {d = 1 : i64, imm = 200 : i64} : () -> ()
  }) {result = 0 : i64, threads = 2 : i64} : () -> ()
}) {sym_name = "immediate", arguments = [], results = [{address = 0 : i64, bits = 16 : i64, shape = [2], rows = 1 : i64, cols = 2 : i64, pitch = 2 : i64, words = 2 : i64}]} : () -> ()

// BRANCH: translate-invalid.mlir:[[@LINE+3]]:5: error: branch offset -300 is out of the 9-bit range -256..=255
"atreides.program"() ({
  "atreides.kernel"() ({
    "atreides.br"() {mask = 4 : i64, offset = -300 : i64} : () -> ()
  }) {result = 0 : i64, threads = 2 : i64} : () -> ()
}) {sym_name = "branch", arguments = [], results = [{address = 0 : i64, bits = 16 : i64, shape = [2], rows = 1 : i64, cols = 2 : i64, pitch = 2 : i64, words = 2 : i64}]} : () -> ()

// THREADS: translate-invalid.mlir:[[@LINE+2]]:3: error: thread count 128 is out of range 1..=127
"atreides.program"() ({
  "atreides.kernel"() ({
    "atreides.ret"() : () -> ()
  }) {result = 0 : i64, threads = 128 : i64} : () -> ()
}) {sym_name = "threads", arguments = [], results = [{address = 0 : i64, bits = 16 : i64, shape = [2], rows = 1 : i64, cols = 2 : i64, pitch = 2 : i64, words = 2 : i64}]} : () -> ()

// ENTRY: lpf-translate: error: no function @nosuch; available: register, immediate, branch, threads
// NOOUT: lpf-translate: error: cannot write '-': --atreides-to-bin needs -o FILE.bin
