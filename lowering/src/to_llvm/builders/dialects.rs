//! Handles of the upstream dialects the LLVM exit's passes build ops of and melior has no handle
//! for (each pass registers what it emits).

use melior::dialect::DialectHandle;

/// The `bufferization` dialect (the bridges between lpf's buffers and foreign ops' tensors,
/// [`crate::to_llvm::foreign`]).
pub fn bufferization_handle() -> DialectHandle {
    // SAFETY: a static handle from MLIR's C API.
    unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__bufferization__()) }
}

/// The `math` dialect (the helpers use `math.ctlz` and `math.fma`).
pub fn math_handle() -> DialectHandle {
    // SAFETY: a static handle from MLIR's C API.
    unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__math__()) }
}

/// The `vector` dialect (the kernels' loads, stores, broadcasts and fma).
pub fn vector_handle() -> DialectHandle {
    // SAFETY: a static handle from MLIR's C API.
    unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__vector__()) }
}

/// The `omp` dialect (the kernels' threads, [`super::parallel`]).
pub fn omp_handle() -> DialectHandle {
    // SAFETY: a static handle from MLIR's C API.
    unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__omp__()) }
}
