// With several programs in a module, --entry picks one; a name that is not there is an error
// listing the ones that are.
// RUN: lpf-translate --atreides-to-asm %s --entry second | FileCheck %s
// RUN: not lpf-translate --atreides-to-asm %s --entry nosuch 2>&1 | FileCheck %s --check-prefix=ENTRY

// CHECK: .threads 5
// CHECK-NEXT: CONST R1, #-7
// CHECK-NEXT: RET
// ENTRY: lpf-translate: error: no function @nosuch; available: first, second

atreides.program @first arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    atreides.ret
  }
}

atreides.program @second arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 5 {
    atreides.const R1, -7
    atreides.ret
  }
}
