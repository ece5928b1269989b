// RUN: lpf-opt %s --lpf-tensor-to-loops --allow-unregistered-dialect -split-input-file -verify-diagnostics

// What the exit cannot lower fails at the op with E0915 (never a silent partial lowering).
// (A tensor op lpf has no lowering of its own for, tensor.extract_slice, is bufferisation's.)
func.func @unknown(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{[E0915] 'test.unknown' is not supported by the LLVM exit}}
  %s = "test.unknown"(%x) : (tensor<4xf32>) -> tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

func.func @scaled(%a: tensor<4x32xf4E2M1FN>, %as: tensor<4x1xf8E8M0FNU>, %b: tensor<32x2xf4E2M1FN>, %bs: tensor<1x2xf8E8M0FNU>) -> tensor<4x2xf32> {
  // expected-error@+1 {{[E0915] lpf.scaled_dot reaches the LLVM exit only through lpf-decompose-scaled-dot}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) : tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>, tensor<32x2xf4E2M1FN>, tensor<1x2xf8E8M0FNU> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// Only numbers (lpf formats, builtin floats, integers) and index live in the exit's buffers.
// A tensor of any other element type (here an unregistered dialect's) fails at the function;
// it used to become a memref type that MLIR cannot print back (found by fuzzing the passes).
// expected-error@+1 {{[E0915] tensor<4x!foo.bar>: the LLVM exit stores numbers and index only, not !foo.bar}}
func.func @opaque(%a: tensor<4x!foo.bar>) {
  return
}

// -----

// expected-error@+1 {{[E0915] none: the LLVM exit stores numbers and index only, not none}}
func.func @scalar(%a: none) {
  return
}

// -----

// A malformed lpf.target (the vector unit the dot kernel is sized for) is an error at the module.
// expected-error@+1 {{[E0915] lpf.target = {vector_bits = 384 : i64}: expected {vector_bits = 128|256|512 : i64, vector_registers = 16|32 : i64, byte_shuffle = true|false, parallel = true|false, flush_to_zero = true|false} (each optional)}}
module attributes {lpf.target = {vector_bits = 384 : i64}} {
  func.func @odd_width(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

// byte_shuffle is a bool (whether the target has AVX2's vpshufb), not a count.
// expected-error@+1 {{[E0915] lpf.target = {byte_shuffle = 1 : i64}: expected {vector_bits = 128|256|512 : i64, vector_registers = 16|32 : i64, byte_shuffle = true|false, parallel = true|false, flush_to_zero = true|false} (each optional)}}
module attributes {lpf.target = {byte_shuffle = 1 : i64}} {
  func.func @byte_shuffle_count(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

// flush_to_zero is a bool (whether the target is x86, whose MXCSR has a flush-to-zero mode).
// expected-error@+1 {{[E0915] lpf.target = {flush_to_zero = "yes"}: expected {vector_bits = 128|256|512 : i64, vector_registers = 16|32 : i64, byte_shuffle = true|false, parallel = true|false, flush_to_zero = true|false} (each optional)}}
module attributes {lpf.target = {flush_to_zero = "yes"}} {
  func.func @flush_to_zero_word(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

// expected-error@+1 {{[E0915] lpf.target = "avx2": expected}}
module attributes {lpf.target = "avx2"} {
  func.func @not_a_dictionary(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}
