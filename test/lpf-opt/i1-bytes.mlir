// A boolean constant as jax 0.10's printer writes it, one byte per element (a causal mask):
// MLIR 22 reads booleans packed one bit per element and refused it ("elements hex data size is
// invalid"). lpf's tools read it (lpf_dialect::source::i1_bytes_packed), and the positions after
// it keep their column: the error below is located where it is written.
// RUN: not lpf-opt %s --split-input-file > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// CHECK-LABEL: func.func @mask
// CHECK: stablehlo.constant dense<{{\[\[}}true, false, false, true, true], [false, false, false, false, true]]> : tensor<2x5xi1>
func.func @mask() -> tensor<2x5xi1> {
  %0 = stablehlo.constant dense<"0x01000001010000000001"> : tensor<2x5xi1>
  return %0 : tensor<2x5xi1>
}

// -----

// ERR: i1-bytes.mlir:[[@LINE+1]]:137: error: use of undeclared SSA value name
func.func @after(%a: tensor<4xi1>) -> tensor<4xi1> { %c = stablehlo.constant dense<"0x01000100"> : tensor<4xi1>  %0 = stablehlo.and %c, %b : tensor<4xi1>  return %0 : tensor<4xi1> }
