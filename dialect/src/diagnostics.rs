//! Diagnostics at a location: errors (`mlirEmitError`, reached through
//! [`crate::error::LpfError::emit`]) and remarks, which the C API cannot emit by itself.

use melior::ir::Location;
use std::ffi::CString;

/// Reports a remark at `location` through the context's diagnostic handlers: what a pass says
/// about IR it deliberately left alone.
pub fn emit_remark(location: Location, message: &str) {
    let text = CString::new(message.replace('\0', " ")).unwrap_or_default();
    // SAFETY: a live location and a NUL-terminated message.
    unsafe { crate::ffi::lpfEmitRemark(location.to_raw(), text.as_ptr()) }
}

/// Reports an error at `location` through the context's diagnostic handlers; the text comes
/// from [`crate::error::LpfError`]'s rendering.
pub(crate) fn emit_error(location: Location, message: &str) {
    let text = CString::new(message.replace('\0', " ")).unwrap_or_default();
    // SAFETY: a live location and a NUL-terminated message.
    unsafe { mlir_sys::mlirEmitError(location.to_raw(), text.as_ptr()) }
}
