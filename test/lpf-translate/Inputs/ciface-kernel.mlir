// The kernel under test that ciface.c calls through MLIR's C interface, in upstream MLIR (func,
// arith, memref, scf); ciface-kernel.lpf.mlir is the same kernel as an lpf program. Results are
// out-parameters after the inputs, as `buffer-results-to-out-params` (and lpf's lower-to-llvm)
// make them: the caller owns every buffer.

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
