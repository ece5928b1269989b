// Every bad input gives a clear message (located where there is an op to point at) and exit 1.
// RUN: not lpf-run %s --entry unsupported 2>&1 | FileCheck %s --check-prefix=E0915 --strict-whitespace
// E0915: bad-input.mlir:[[@LINE+5]]:8: error: [E0915] 'arith.addf' is not supported by lpf-run's ref backend
// E0915-NEXT: {{^}}  %0 = arith.addf %a, %a : f32
// E0915-NEXT: {{^}}       ^
func.func @unsupported() -> f32 {
  %a = arith.constant 1.0 : f32
  %0 = arith.addf %a, %a : f32
  return %0 : f32
}
// RUN: not lpf-run %s --entry scalar --arg %S/Inputs/f32_4.npy 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: lpf-run: error: argument 0 of @scalar (f32): expected shape () (a scalar), '{{.*}}f32_4.npy' has shape (4,) (4 elements)
func.func @scalar(%a: f32) -> f32 {
  return %a : f32
}

// RUN: not lpf-run %s --entry two 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: lpf-run: error: @two takes 2 arguments, but 0 --arg files were given
// RUN: not lpf-run %s --entry two --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/bf16_4.npy 2>&1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: lpf-run: error: @two takes 2 arguments, but 3 --arg files were given
// RUN: not lpf-run %s --entry two --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/f32_4.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: lpf-run: error: argument 1 of @two (tensor<4xbf16>): expected a uint16 (bf16 bit patterns) array, '{{.*}}f32_4.npy' holds float32
// RUN: not lpf-run %s --entry two --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/bf16_2x2.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: lpf-run: error: argument 1 of @two (tensor<4xbf16>): expected shape (4,), '{{.*}}bf16_2x2.npy' has shape (2, 2) (4 elements)
// RUN: not lpf-run %s --entry two --arg %S/Inputs/bf16_4.npy --arg %s 2>&1 | FileCheck %s --check-prefix=NOTNPY
// NOTNPY: lpf-run: error: argument 1 ('{{.*}}bad-input.mlir'): not a .npy file (missing the \x93NUMPY magic)
// RUN: not lpf-run %s --entry two --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/missing.npy 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: lpf-run: error: cannot read '{{.*}}missing.npy': No such file or directory
func.func @two(%a: tensor<4xbf16>, %b: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = lpf.mul %a, %b : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// f4E2M1FN codes are 4 bits: a uint8 array holding 0xFF is rejected, naming the element.
// RUN: not lpf-run %s --entry fp4 --arg %S/Inputs/u8_4.npy 2>&1 | FileCheck %s --check-prefix=CODE
// CODE: lpf-run: error: argument 0 of @fp4 (tensor<4xf4E2M1FN>): element 2 of '{{.*}}u8_4.npy' is 0xff, which is not a f4E2M1FN code
func.func @fp4(%a: tensor<4xf4E2M1FN>) -> tensor<4xf4E2M1FN> {
  return %a : tensor<4xf4E2M1FN>
}

// RUN: not lpf-run %s --entry nosuch 2>&1 | FileCheck %s --check-prefix=ENTRY
// ENTRY: lpf-run: error: no func.func @nosuch in the input (functions: unsupported, scalar, two, fp4, kernel, runtime_shapes); choose one with --entry
// RUN: not lpf-run %s --entry fp4 --backend tpu 2>&1 | FileCheck %s --check-prefix=BACKEND
// BACKEND: lpf-run: error: unknown backend 'tpu'; available backends: ref, llvm, xla, iree, atreides
// RUN: not lpf-run 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: error: the following required arguments were not provided
// RUN: not lpf-run %s --entry fp4 --no-such-option 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: unexpected argument '--no-such-option'

// A kernel's complaint is located at the op: a reduction whose input does not widen exactly
// into the accumulator is caught by the verifier; a division by a runtime zero is not an error.
// RUN: lpf-run %s --entry kernel | FileCheck %s --check-prefix=KERNEL
// KERNEL: out0: f16 = inf
func.func @kernel() -> f16 {
  %one = lpf.constant 1.0 : f16
  %zero = lpf.constant 0.0 : f16
  %0 = lpf.div %one, %zero : f16
  return %0 : f16
}

// Shapes only known at run time are checked by the kernels, and reported at the op.
// RUN: not lpf-run %s --entry runtime_shapes --arg %S/Inputs/bf16_2x2.npy --arg %S/Inputs/bf16_4.npy 2>&1 | FileCheck %s --check-prefix=RUNTIME
// RUNTIME: bad-input.mlir:[[@LINE+6]]:8: error: 'lpf.dot': cannot contract [2, 2] with [4, 1]
// RUNTIME-NEXT: lpf.dot %a, %b : tensor<?x?xbf16>, tensor<4x1xbf16> -> tensor<?x1xf32>
// RUN: not lpf-run %s --entry runtime_shapes --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/bf16_4.npy 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: lpf-run: error: argument 0 of @runtime_shapes (tensor<?x?xbf16>): expected shape (?, ?), '{{.*}}bf16_4.npy' has shape (4,) (4 elements)
func.func @runtime_shapes(%a: tensor<?x?xbf16>, %v: tensor<4xbf16>) -> tensor<?x1xf32> {
  %b = tensor.expand_shape %v [[0, 1]] output_shape [4, 1] : tensor<4xbf16> into tensor<4x1xbf16>
  %0 = lpf.dot %a, %b : tensor<?x?xbf16>, tensor<4x1xbf16> -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}
