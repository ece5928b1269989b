// lpf-opt's output: a file appears only when the whole run succeeded, written atomically (a
// temporary beside it, renamed over it), so a failure never truncates or replaces an existing
// file; write errors fail the run; a closed pipe ends quietly.

// A failed run keeps the old file (mlir-opt keeps none), also when the good first chunk of a
// --split-input-file run was printed before the second failed.
// RUN: rm -rf %t.dir && mkdir %t.dir && echo old > %t.dir/out.mlir
// RUN: not lpf-opt %s -o %t.dir/out.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.dir/out.mlir
// RUN: not lpf-opt %s --split-input-file -o %t.dir/out.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.dir/out.mlir
// On stdout, the good chunk is still printed (as mlir-opt does) and the run still fails.
// RUN: not lpf-opt %s --split-input-file 2>/dev/null | FileCheck %s --check-prefix=GOOD
// A successful run replaces the file; no temporary is left beside it.
// RUN: lpf-opt %S/Inputs/good.mlir -o %t.dir/out.mlir
// RUN: FileCheck %s --check-prefix=GOOD --input-file %t.dir/out.mlir
// RUN: ls -A %t.dir | FileCheck %s --check-prefix=LS
// A replaced file keeps its permission bits, as mlir-opt-22's output does (the same checks
// on both tools: an executable stays executable, a private file private).
// RUN: chmod 0750 %t.dir/out.mlir && lpf-opt %S/Inputs/good.mlir -o %t.dir/out.mlir
// RUN: echo x > %t.dir/private.mlir && chmod 0600 %t.dir/private.mlir && lpf-opt %S/Inputs/good.mlir -o %t.dir/private.mlir
// RUN: stat -c '%%a %%n' %t.dir/out.mlir %t.dir/private.mlir | FileCheck %s --check-prefix=MODE
// RUN: echo x > %t.dir/m.mlir && chmod 0750 %t.dir/m.mlir && mlir-opt-22 %S/Inputs/good.mlir -o %t.dir/m.mlir
// RUN: echo x > %t.dir/mp.mlir && chmod 0600 %t.dir/mp.mlir && mlir-opt-22 %S/Inputs/good.mlir -o %t.dir/mp.mlir
// RUN: stat -c '%%a %%n' %t.dir/m.mlir %t.dir/mp.mlir | FileCheck %s --check-prefix=MODE
// Write errors: a missing directory, a directory in the way, a full device; exit 1 each.
// RUN: not lpf-opt %S/Inputs/good.mlir -o %t.dir/missing/out.mlir 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: mkdir %t.dir/sub
// RUN: not lpf-opt %S/Inputs/good.mlir -o %t.dir/sub 2>&1 | FileCheck %s --check-prefix=ISDIR
// RUN: not lpf-opt %S/Inputs/good.mlir -o /dev/full 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not lpf-opt %S/Inputs/good.mlir > /dev/full 2> %t.err
// RUN: FileCheck %s --check-prefix=FULLSTDOUT --input-file %t.err
// A reader that closes the pipe early: no message, no failure.
// RUN: lpf-opt %S/Inputs/good.mlir 2> %t.pipe.err | true
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty --input-file %t.pipe.err

// BAD: error:
// OLD: {{^}}old{{$}}
// GOOD: func.func @good
// LS-NOT: tmp
// LS: out.mlir
// LS-NOT: tmp
// NODIR: lpf-opt: error: cannot write output '{{.*}}missing/out.mlir': No such file or directory
// ISDIR: lpf-opt: error: cannot write output '{{.*}}sub': Is a directory
// FULL: lpf-opt: error: cannot write output '/dev/full': No space left on device
// FULLSTDOUT: lpf-opt: error: cannot write output '-': No space left on device
// QUIET-NOT: {{.}}
// MODE: 750 {{.*}}.mlir
// MODE-NEXT: 600 {{.*}}.mlir

func.func @good() {
  return
}

// -----

func.func @bad() {
  %0 = "lpf.no_such_op"() : () -> f32
  return
}
