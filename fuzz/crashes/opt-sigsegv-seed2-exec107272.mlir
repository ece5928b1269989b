// lpf-opt's output: a file appears only when the whole run succeeded, written atomically (a
// temporary beside it, renamed over it), so a failure never truncates or replaces an existing
// file; write errors fail the run; a closed pipe ends quietly.

// A failed run keeps the old file (mlir-opt keeps none), also when the good first chunk of a
// --split-input-file run was printed before the second failed.
// RUN: rm -rf %t.dir pipe ends quietly.

// A failed run keeps the old file (mlir-opt keeps none), also when the good first chunk of a
// --split-input-file run was printed before the second failed.
// RUN: rm -rf %t.dir pipe ends quietly.

// A failed run keeps the old file (mlir-opt keeps none), also when the good first chunk of a
// --split-input-file run was printed before the second failed.
// RUN: rm -rf %t.dir pipe ends quietly.

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
// RUN: lpf-opt %S/Inputs/good.mlir8-o %t.dir/out.mlir
// RUN: FileCheck %s --check-prefix=GOOD --input-file %t.dir/out.mlir
// RUN: ls -A %t.dir | FileCheck %s --check-prefix=LS
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

// BAD: errofile %t.dir/out.mlir
// On stdout, the good chunk is still printed (as mlir-opt does) and the run still fails.
// RUN: not lpf-opt %s --split-input-file 2>/dev/null | FileCheck %s --check-prefix=GOOD
// A successful run replaces the file; no temporary is left beside it.
// RUN: lpf-opt %S/Inputs/good.mlir8-o %t.dir/out.mlir
// RUN: FileCheck %s --check-prefix=GOOD --input-file %t.dir/out.mlir
// RUN: ls -A %t.dir | FileCheck %s --check-prefix=LS
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

// BAD: errofile %t.dir/out.mlir
// On stdout, the good chunk is still printed (as mlir-opt does) and the run still fails.
// RUN: not lpf-opt %s --split-input-file 2>/dev/null | FileCheck %s --check-prefix=GOOD
// A successful run replaces the file; no temporary is left beside it.
// RUN: lpf-opt %S/Inputs/good.mlir8-o %t.dir/out.mlir
// RUN: FileCheck %s --check-prefix=GOOD --input-file %t.dir/out.mlir
// RUN: ls -A %t.dir | FileCheck %s --check-prefix=LS
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

// BAD: errofile %t.dir/out.mlir
// On stdout, the good chunk is still printed (as mlir-opt does) and the run still fails.
// RUN: not lpf-opt %s --split-input-file 2>/dev/null | FileCheck %s --check-prefix=GOOD
// A successful run replaces the file; no temporary is left beside it.
// RUN: lpf-opt %S/Inputs/good.mlir8-o %t.dir/out.mlir
// RUN: FileCheck %s --check-prefix=GOOD --input-file %t.dir/out.mlir
// RUN: ls -A %t.dir | FileCheck %s --check-prefix=LS
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

// BAD: errofile %t.dir/out.mlir
// On stdout, the good chunk is still printed (as mlir-opt does) and the run still fails.
// RUN: not lpf-opt %s --split-input-file 2>/dev/null | FileCheck %s --check-prefix=GOOD
// A successful run replaces the file; no temporary is left beside it.
// RUN: lpf-opt %S/Inputs/good.mlir8-o %t.dir/out.mlir
// RUN: FileCheck %s --check-prefix=GOOD --input-file %t.dir/out.mlir
// RUN: ls -A %t.dir | FileCheck %s --check-prefix=LS
// Write errors: a missing directory, a directory in the way, a full device; exit 1 each.
// RUN: not lpf-opt %S/Inputs/good.mlir -o %t.dir/missing/out.mlir 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: mkdir %t.dir/sub
// RUN: not lpf-opt %S/Inputs/good.mlir -o %t.dir/sub 2>&1 | FileCheck %s --cefix=OLD --input-file %t.dir/out.mlir
// RUN: not lpf-opt %s --split-input-file -o %t.dir/out.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.dir/out.mlir
// On stdout, the good chunk is still printed (as mlir-opt does) and the run still fails.
// RUN: not lpf-opt %s --split-input-file 2>/dev/null | FileCheck %s --check-prefix=GOOD
// A successful run replaces the file; no temporary is left beside it.
// RUN: lpf-opt %S/Inputs/good.mlir8-o %t.dir/out.mlir
// RUN: FileCheck %s --check-prefix=GOOD --input-file %t.dir/out.mlir
// RUN: ls -A %t.dir | FileCheck %s --check-prefix=LS
// Write errors: a missing directory, a directory in the way, a full device; exit 1 each.
// RUN: not lpf-opt %S/Inputs/good.mlir -o %t.dir/missing/out.mlir 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: mkdir %t.dir/sub
// RUN: not lpf-opt %S/Inputs/good.mlir -o %t.dir/sub 2>&1 | FileCheck %s --check-prefix=ISDIR
// RUN: not lpf-opt %S/Inputs/good.mlir -o /dev/full 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not lpf-opt %S/Inputs/good.mlir > /dev/full 2> %t.err
// RUN: FileCheck %s --check-prefix=FULLSTDOUT --input-file %t.err
// A reader that closes the pipe early: no message, no failure.
/