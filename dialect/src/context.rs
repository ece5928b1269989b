//! Making the dialect available in a melior context.

use melior::dialect::DialectHandle;
use melior::Context;

/// The handle of the `lpf` dialect, for registries and pass dependent-dialect lists.
pub fn lpf_dialect_handle() -> DialectHandle {
    // SAFETY: returns a static handle defined by MLIR_DEFINE_CAPI_DIALECT_REGISTRATION.
    unsafe { DialectHandle::from_raw(crate::ffi::mlirGetDialectHandle__lpf__()) }
}

/// Registers and loads `lpf` in `context`, so its types and ops parse and build.
pub fn load_lpf_dialect(context: &Context) {
    let handle = lpf_dialect_handle();
    handle.register_dialect(context);
    handle.load_dialect(context);
}

/// Whether verifier diagnostics carry a "see current operation" note (on by default; mlir-opt
/// turns it off under -verify-diagnostics so that expectations need not list it).
pub fn set_print_op_on_diagnostic(context: &Context, enable: bool) {
    // SAFETY: a live context.
    unsafe { crate::ffi::lpfContextSetPrintOpOnDiagnostic(context.to_raw(), enable) }
}
