// lpf-run's outputs: the summary on stdout and the .npy results. Write errors fail with exit 1
// and a message; a closed pipe ends quietly; a result file is written atomically, so a failed
// write leaves no truncated .npy behind.
// RUN: not lpf-run %s > /dev/full 2> %t.err
// RUN: FileCheck %s --check-prefix=FULL --input-file %t.err
// RUN: lpf-run %s 2> %t.pipe.err | true
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty --input-file %t.pipe.err
// A directory in the way of out0.npy: the error names it, nothing else appears.
// RUN: rm -rf %t.dir && mkdir -p %t.dir/out0.npy
// RUN: not lpf-run %s --out-dir %t.dir 2>&1 | FileCheck %s --check-prefix=ISDIR
// RUN: ls -A %t.dir | FileCheck %s --check-prefix=LS
// RUN: rm -rf %t.dir && mkdir %t.dir && lpf-run %s --out-dir %t.dir | FileCheck %s --check-prefix=WROTE
// RUN: ls -A %t.dir | FileCheck %s --check-prefix=LS

// FULL: lpf-run: error: cannot write standard output: No space left on device
// QUIET-NOT: {{.}}
// ISDIR: lpf-run: error: cannot write '{{.*}}out0.npy': Is a directory
// LS-NOT: tmp
// LS: out0.npy
// LS-NOT: tmp
// WROTE: out0: tensor<2xf32> = [1.5, -2.0]

func.func @main() -> tensor<2xf32> {
  %c = arith.constant dense<[1.5, -2.0]> : tensor<2xf32>
  return %c : tensor<2xf32>
}
