// Every option belongs to the modes that read it; given with another mode it is refused (exit 1,
// one line naming both), not silently ignored, and nothing is written. An empty --mcpu= or
// --target-triple= is refused too: it would mean LLVM's empty CPU name (the target's default),
// not what leaving the option out means (this host's CPU).
// RUN: rm -rf %t && mkdir %t
// RUN: not lpf-translate --emit=obj --entry f %s -o %t/a.o 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not lpf-translate --emit=obj --kernel-dir %t/ks %s -o %t/a.o 2>&1 | FileCheck %s --check-prefix=KDIR
// RUN: not lpf-translate --emit=asm --layout %t/l.json %s -o %t/a.s 2>&1 | FileCheck %s --check-prefix=LAYOUT
// RUN: not lpf-translate --mlir-to-llvmir --entry f %s -o %t/a.ll 2>&1 | FileCheck %s --check-prefix=ENTRY-IR
// RUN: not lpf-translate --atreides-to-asm --layout %t/l.json %s -o %t/a.s 2>&1 | FileCheck %s --check-prefix=ASM-LAYOUT
// RUN: not lpf-translate --atreides-to-bin -O2 %s -o %t/a.bin 2>&1 | FileCheck %s --check-prefix=BIN-O
// RUN: not lpf-translate --atreides-to-asm --mcpu znver4 %s -o %t/a.s 2>&1 | FileCheck %s --check-prefix=ASM-MCPU
// RUN: not lpf-translate --emit=obj --mcpu= %s -o %t/a.o 2>&1 | FileCheck %s --check-prefix=EMPTY-CPU
// RUN: not lpf-translate --mlir-to-llvmir --target-triple= %s -o %t/a.ll 2>&1 | FileCheck %s --check-prefix=EMPTY-TRIPLE
// RUN: ls -A %t | FileCheck %s --check-prefix=NOTHING --allow-empty
// Each mode's own options, and the defaults (--entry main), are taken.
// RUN: lpf-translate --emit=obj -O1 --mcpu x86-64 --target-triple x86_64-unknown-linux-gnu %s -o %t/a.o
// RUN: llvm-nm-22 %t/a.o | FileCheck %s --check-prefix=OBJ

// ENTRY: error: the argument '--emit <KIND>' cannot be used with '--entry <NAME>'
// KDIR: error: the argument '--emit <KIND>' cannot be used with '--kernel-dir <DIR>'
// LAYOUT: error: the argument '--emit <KIND>' cannot be used with '--layout <FILE>'
// ENTRY-IR: error: the argument '--mlir-to-llvmir' cannot be used with '--entry <NAME>'
// ASM-LAYOUT: error: the argument '--atreides-to-asm' cannot be used with '--layout <FILE>'
// BIN-O: error: the argument '--atreides-to-bin' cannot be used with '-O <LEVEL>'
// ASM-MCPU: error: the argument '--atreides-to-asm' cannot be used with '--mcpu <CPU>'
// EMPTY-CPU: error: invalid value '' for '--mcpu <CPU>': the value is empty: name one, or leave the option out for its default
// EMPTY-TRIPLE: error: invalid value '' for '--target-triple <TRIPLE>': the value is empty: name one, or leave the option out for its default
// NOTHING-NOT: {{.}}
// OBJ: T f
llvm.func @f(%a: i32) -> i32 {
  llvm.return %a : i32
}
