//! What a library loaded by stock `mlir-opt-22 --load-dialect-plugin` needs from the dialect.

use std::ffi::c_void;

/// Inserts the lpf dialect into the `mlir::DialectRegistry *` a dialect-plugin callback gets.
///
/// # Safety
/// `registry` must point to a live `mlir::DialectRegistry` of the MLIR this library links.
pub unsafe fn insert_into_cpp_registry(registry: *mut c_void) {
    unsafe { crate::ffi::lpfInsertIntoCppRegistry(registry) }
}
