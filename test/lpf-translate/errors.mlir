// Invocation errors: exit 1 with one line saying what is wrong; no output file is created, and
// an existing one is left as it was.
// RUN: not lpf-translate %s 2>&1 | FileCheck %s --check-prefix=NOMODE
// RUN: not lpf-translate --mlir-to-llvmir %t.no-such-file.mlir 2>&1 | FileCheck %s --check-prefix=NOINPUT
// RUN: not lpf-translate --emit=exe %s 2>&1 | FileCheck %s --check-prefix=BADEMIT
// RUN: not lpf-translate --emit=obj -O4 %s 2>&1 | FileCheck %s --check-prefix=BADLEVEL

// A bad triple, and a CPU that LLVM can only reject with a fatal error, leave -o untouched.
// RUN: rm -rf %t.dir && mkdir %t.dir && echo old > %t.dir/out.o
// RUN: not lpf-translate --emit=obj --target-triple bogus-unknown-nowhere %s -o %t.dir/out.o 2>&1 | FileCheck %s --check-prefix=TRIPLE
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.dir/out.o
// RUN: not lpf-translate --emit=obj --target-triple x86_64-unknown-linux-gnu --mcpu i386 %s -o %t.dir/out.o 2>&1 | FileCheck %s --check-prefix=FATAL
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.dir/out.o
// A CPU of another target, or of none, is an error (LLVM itself would only warn and go on).
// RUN: not lpf-translate --emit=obj --target-triple aarch64-unknown-linux-gnu --mcpu znver4 %s -o %t.dir/out.o 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.dir/out.o
// RUN: not lpf-translate --emit=asm --mcpu no-such-cpu %s 2>&1 | FileCheck %s --check-prefix=CPU2

// An output that cannot be written: a missing directory; a directory in the way, where the
// temporary file is written and then cannot be renamed, and is removed again.
// RUN: not lpf-translate --emit=obj %s -o %t.dir/missing/out.o 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: mkdir %t.dir/sub
// RUN: not lpf-translate --emit=obj %s -o %t.dir/sub 2>&1 | FileCheck %s --check-prefix=ISDIR
// RUN: ls -A %t.dir | FileCheck %s --check-prefix=LS
// The same file written successfully replaces the old one.
// RUN: lpf-translate --emit=obj %s -o %t.dir/out.o
// RUN: llvm-nm-22 %t.dir/out.o | FileCheck %s --check-prefix=NEW

// NOMODE: error: the following required arguments were not provided:
// NOMODE-NEXT: --mlir-to-llvmir|--emit <KIND>
// NOINPUT: lpf-translate: error: cannot read input '{{.*}}no-such-file.mlir': No such file or directory
// BADEMIT: error: invalid value 'exe' for '--emit <KIND>'
// BADLEVEL: error: invalid value '4' for '-O <LEVEL>': 4 is not in 0..=3
// TRIPLE: lpf-translate: error: cannot compile for target 'bogus-unknown-nowhere': No available targets are compatible with triple "bogus-unknown-nowhere"
// CPU: lpf-translate: error: cannot compile for target 'aarch64-unknown-linux-gnu': unknown CPU 'znver4' (`llc-22 -mtriple=aarch64-unknown-linux-gnu -mcpu=help` lists the CPUs of this target)
// CPU2: lpf-translate: error: cannot compile for target '{{.*}}': unknown CPU 'no-such-cpu'
// CPU2-NOT: not a recognized processor
// FATAL: lpf-translate: error: LLVM: 64-bit code requested on a subtarget that doesn't support it!
// OLD: {{^}}old{{$}}
// NODIR: lpf-translate: error: cannot write output '{{.*}}missing/out.o': No such file or directory
// ISDIR: lpf-translate: error: cannot write output '{{.*}}sub': Is a directory
// LS-NOT: tmp
// LS: {{^}}out.o{{$}}
// LS-NEXT: {{^}}sub{{$}}
// LS-NOT: tmp
// NEW: T f
llvm.func @f(%a: i32) -> i32 {
  llvm.return %a : i32
}
