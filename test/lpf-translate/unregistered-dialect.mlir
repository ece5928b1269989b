// --allow-unregistered-dialect (mlir-opt's flag): jax writes attributes of dialects lpf does not
// register (Shardy's `#sdy.op_sharding_rule` on a LAPACK custom call), which the parser refuses
// without it. With it the module lowers; an op of such a dialect still stops the lowering,
// located (E0915), as any op the LLVM exit does not lower.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not lpf-translate --emit=obj %s -o %t/refused.o 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: lpf-translate --emit=obj --allow-unregistered-dialect %s -o %t/accepted.o
// RUN: llvm-nm-22 %t/accepted.o | FileCheck %s --check-prefix=SYMS
// RUN: not lpf-translate --emit=obj --allow-unregistered-dialect %S/Inputs/unregistered-op.mlir -o %t/op.o 2>&1 | FileCheck %s --check-prefix=OP
// RUN: not lpf-translate --atreides-to-asm --allow-unregistered-dialect %s 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: ls %t | FileCheck %s --check-prefix=FILES

// REFUSED: unregistered-dialect.mlir:{{[0-9]+}}:37: error: {{.*}}attribute created with unregistered dialect
// SYMS: T _mlir_ciface_main
// OP: unregistered-op.mlir:3:8: error: [E0915] 'sdy.sharding_constraint' is not supported by the LLVM exit
// MODE: error: the argument '--atreides-to-asm' cannot be used with '--allow-unregistered-dialect'
// FILES-NOT: op.o
// FILES: accepted.o
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.add %x, %x {rule = #sdy<"op_sharding_rule<([i])->([i]) {i=4}>">} : tensor<4xf32>
  return %y : tensor<4xf32>
}
