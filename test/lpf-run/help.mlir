// --help says what lpf-run does and which backends exist.
// RUN: lpf-run --help | FileCheck %s
// CHECK: Run a func.func of lpf ops on the CPU reference
// CHECK: --arg <FILE.npy>
// CHECK: --out-dir <DIR>
// CHECK: --backend <NAME>
// CHECK: Backends: ref (default)
