// The kernel that ciface.c calls through MLIR's C interface, written in upstream MLIR (func,
// arith, memref, scf) until lpf's lower-to-llvm lands. Results are out-parameters after the
// inputs, as `buffer-results-to-out-params` makes them: the caller owns every buffer.

// out[i] = a[i] * b[i] + 0.25, in f32 (two roundings: arith.mulf then arith.addf, no fusion).
func.func @mul_add(%a: memref<?xf32>, %b: memref<?xf32>, %out: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %quarter = arith.constant 0.25 : f32
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %quarter : f32
    memref.store %s, %out[%i] : memref<?xf32>
  }
  return
}

// out[i] = a[i] + b[i] in i8, wrapping (raw codes in i8 storage, as lpf's ABI passes them).
func.func @add_i8(%a: memref<?xi8>, %b: memref<?xi8>, %out: memref<?xi8>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xi8>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi8>
    %y = memref.load %b[%i] : memref<?xi8>
    %s = arith.addi %x, %y : i8
    memref.store %s, %out[%i] : memref<?xi8>
  }
  return
}

// out = transpose(a): rank-2 descriptors, whose sizes and strides the callee reads.
func.func @transpose(%a: memref<?x?xf32>, %out: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %a, %c0 : memref<?x?xf32>
  %cols = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      memref.store %x, %out[%j, %i] : memref<?x?xf32>
    }
  }
  return
}
