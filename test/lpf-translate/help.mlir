// --help lists every option and every mode; --version names the MLIR and LLVM versions.
// RUN: lpf-translate --help | FileCheck %s
// RUN: lpf-translate --version | FileCheck %s --check-prefix=VERSION

// CHECK: Usage: lpf-translate {{.*}}<--mlir-to-llvmir|--emit <KIND>|--atreides-to-asm|--atreides-to-bin> [INPUT]
// CHECK-DAG: -o <FILE>
// CHECK-DAG: --mlir-to-llvmir
// CHECK-DAG: --emit <KIND>
// CHECK-DAG: --atreides-to-asm
// CHECK-DAG: --atreides-to-bin
// CHECK-DAG: --layout <FILE>
// CHECK-DAG: --kernel-dir <DIR>
// CHECK-DAG: obj
// CHECK-DAG: asm
// CHECK-DAG: -O <LEVEL>
// CHECK-DAG: --target-triple <TRIPLE>
// CHECK-DAG: --mcpu <CPU>
// CHECK-DAG: --lower-pipeline <PIPELINE>
// CHECK-DAG: builtin.module(lower-to-llvm)
// CHECK-DAG: _mlir_ciface_<name>
// CHECK-DAG: Exit status: 0 on success, 1 on any error
// VERSION: lpf-translate 0.1.0 (MLIR 22, LLVM 22)
