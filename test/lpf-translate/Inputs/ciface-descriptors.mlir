// Kernels that ciface.c calls to check the descriptor layout itself (integer storage, rank 2),
// in upstream MLIR whichever ciface-kernel*.mlir provides mul_add.

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
