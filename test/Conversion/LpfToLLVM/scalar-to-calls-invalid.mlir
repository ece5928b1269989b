// RUN: lpf-opt %s --lpf-scalar-to-calls -split-input-file -verify-diagnostics

// Values of a format without a native LLVM type become its integer storage, which only lpf ops
// (lowered here) and type-agnostic ops (func, scf, cf, memref, casts) can carry. Any other op
// on such a value fails at the op (found by fuzzing the passes: the pass succeeded and left
// `arith.fptosi` on an i8, which does not verify).
func.func @fptosi(%x: f8E4M3FN) -> i32 {
  // expected-error@+1 {{[E0915] lpf-scalar-to-calls: 'arith.fptosi' on f8E4M3FN is not supported by the LLVM exit (only lpf ops compute on formats without a native LLVM type)}}
  %i = arith.fptosi %x : f8E4M3FN to i32
  return %i : i32
}

// -----

func.func @addf(%x: bf16) -> bf16 {
  // expected-error@+1 {{[E0915] lpf-scalar-to-calls: 'arith.addf' on bf16 is not supported by the LLVM exit}}
  %s = arith.addf %x, %x : bf16
  return %s : bf16
}

// -----

// Carried through calls, branches and loops, such values are fine.
func.func private @id(%x: bf16) -> bf16

func.func @carried(%x: bf16, %n: index) -> bf16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (bf16) {
    %b = func.call @id(%a) : (bf16) -> bf16
    scf.yield %b : bf16
  }
  return %r : bf16
}
