// lpf-translate verifies the atreides ops before it writes a word (every encoding limit is a
// verifier error, test/Dialect/Atreides/invalid.mlir), says where the IR breaks a limit, and
// writes nothing.
// RUN: not lpf-translate --atreides-to-asm %s 2>&1 | FileCheck %s --check-prefix=REG
// RUN: rm -f %t.bin %t.json
// RUN: not lpf-translate --atreides-to-bin %s -o %t.bin --layout %t.json 2>&1 | FileCheck %s --check-prefix=REG
// RUN: not ls %t.bin %t.json
// RUN: not lpf-translate --atreides-to-bin %s 2>&1 | FileCheck %s --check-prefix=NOOUT

// REG: translate-invalid.mlir:[[@LINE+3]]:5: error: 'atreides.add' op attribute 't' failed to satisfy constraint: a register number, R0..R15
atreides.program @register arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    "atreides.add"() <{d = 1 : i64, s = 2 : i64, t = 16 : i64}> : () -> ()
  }
}

// NOOUT: lpf-translate: error: cannot write '-': --atreides-to-bin needs -o FILE.bin
