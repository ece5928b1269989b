//! Making the dialect available in a melior context.

use melior::dialect::DialectHandle;
use melior::Context;

/// The handle of the `lpf` dialect, for registries and pass dependent-dialect lists.
pub fn lpf_dialect_handle() -> DialectHandle {
    // SAFETY: returns a static handle defined by MLIR_DEFINE_CAPI_DIALECT_REGISTRATION.
    unsafe { DialectHandle::from_raw(crate::ffi::mlirGetDialectHandle__lpf__()) }
}

/// The handle of the `atreides` dialect (the accelerator's instructions as ops).
pub fn atreides_dialect_handle() -> DialectHandle {
    // SAFETY: as for lpf_dialect_handle.
    unsafe { DialectHandle::from_raw(crate::ffi::mlirGetDialectHandle__atreides__()) }
}

/// Registers and loads `lpf` and `atreides` in `context`, so their types and ops parse and build.
pub fn load_lpf_dialect(context: &Context) {
    for handle in [lpf_dialect_handle(), atreides_dialect_handle()] {
        handle.register_dialect(context);
        handle.load_dialect(context);
    }
}

/// Whether verifier diagnostics carry a "see current operation" note (on by default; mlir-opt
/// turns it off under -verify-diagnostics so that expectations need not list it).
pub fn set_print_op_on_diagnostic(context: &Context, enable: bool) {
    // SAFETY: a live context.
    unsafe { crate::ffi::lpfContextSetPrintOpOnDiagnostic(context.to_raw(), enable) }
}

/// A `&Context` for the context an IR object lives in (what passes and folds need to build IR).
///
/// melior's `ContextRef::to_ref` returns a reference *to the `ContextRef` value itself*, so
/// `op.context().to_ref()` dangles as soon as the temporary `ContextRef` is gone (it crashed in
/// release builds). Here each distinct context gets one leaked, never-dropped `ContextRef`
/// (one pointer per context for the life of the process), whose address stays valid.
pub fn context_of<'c>(context: melior::ContextRef<'c>) -> &'c Context {
    use melior::ContextRef;
    use std::sync::Mutex;
    // (raw context, address of its leaked handle)
    static KNOWN: Mutex<Vec<(usize, usize)>> = Mutex::new(Vec::new());
    // SAFETY: `context` lives for this whole call, so the reference to it does too.
    let raw = unsafe { context.to_ref() }.to_raw();
    let mut known = KNOWN.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let address = match known.iter().find(|(r, _)| *r == raw.ptr as usize) {
        Some((_, address)) => *address,
        None => {
            // SAFETY: a live context; a ContextRef never destroys what it refers to.
            let leaked: &'static ContextRef<'static> = Box::leak(Box::new(unsafe { ContextRef::from_raw(raw) }));
            let address = leaked as *const ContextRef<'static> as usize;
            known.push((raw.ptr as usize, address));
            address
        }
    };
    // SAFETY: the leaked handle lives for the rest of the process and holds the raw context
    // (melior's own `to_ref` makes the same ContextRef-to-Context view, but of a temporary);
    // callers use it only while the context itself is alive ('c).
    let handle: &'static ContextRef<'static> = unsafe { &*(address as *const ContextRef<'static>) };
    unsafe { handle.to_ref() }
}
