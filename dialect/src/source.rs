//! Source text in and out: parsing the way mlir-opt does, and printing in one piece.
//!
//! Parsing: melior's `Module::parse` names every
//! location "-" and rejects files of several top-level ops; tools need the file name in
//! diagnostics and the implicit `builtin.module` ([`parse_source`]). Code that parses text it
//! generated uses [`parse_module`]. Never call `Module::parse` on a Rust string directly: MLIR
//! needs a NUL after the text.

use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::Module;
use melior::{Context, StringRef};

/// Parses and verifies `source`, naming it `name` in locations. `None` when parsing or
/// verification failed; the diagnostics went to the context's handlers.
pub fn parse_source<'c>(context: &'c Context, source: &str, name: &str) -> Option<Module<'c>> {
    // SAFETY: the string refs borrow `source` and `name`, which outlive the call; the returned
    // module (if any) is owned by the caller.
    unsafe {
        let raw = crate::ffi::lpfParseSourceWithImplicitModule(
            context.to_raw(),
            StringRef::new(source).to_raw(),
            StringRef::new(name).to_raw(),
        );
        Module::from_option_raw(raw)
    }
}

/// melior's `Module::parse` (a `module { ... }` or bare ops, locations named "-") on a copy of
/// `source` with a NUL after it. MLIR's lexer finds the end of its buffer by that NUL, and
/// `mlirModuleCreateParse` wraps the caller's text as it is: a Rust string has no NUL there, so
/// a source ending inside a token would be lexed on into the memory after it (see
/// [`parse_source`], which has the same fix on the C++ side). `None` when it does not parse
/// or verify; the diagnostics went to the context's handlers.
pub fn parse_module<'c>(context: &'c Context, source: &str) -> Option<Module<'c>> {
    let mut terminated = String::with_capacity(source.len() + 1);
    terminated.push_str(source);
    terminated.push('\0');
    Module::parse(context, &terminated[..source.len()])
}

/// Prints an operation with `flags`. melior's `to_string_with_flags` receives MLIR's output in
/// many small pieces, validating each; on large modules that costs more than printing itself.
pub fn print_operation<'c: 'a, 'a>(operation: &impl OperationLike<'c, 'a>, flags: &OperationPrintingFlags) -> String {
    unsafe extern "C" fn take(text: mlir_sys::MlirStringRef, user_data: *mut std::ffi::c_void) {
        // SAFETY: `user_data` is the Vec below; MLIR hands one valid (pointer, length) buffer.
        let (bytes, text) = unsafe {
            (&mut *(user_data as *mut Vec<u8>), std::slice::from_raw_parts(text.data as *const u8, text.length))
        };
        // Called from C++: only an allocation failure could panic here, and that is no error
        // a printer can report.
        crate::unwind::or_abort(|| "printing".to_string(), || bytes.extend_from_slice(text));
    }
    let mut bytes: Vec<u8> = Vec::new();
    // SAFETY: a live operation and flags; the callback only appends to `bytes`.
    unsafe {
        crate::ffi::lpfOperationPrintBuffered(
            operation.to_raw(),
            flags.to_raw(),
            Some(take),
            &mut bytes as *mut Vec<u8> as *mut std::ffi::c_void,
        );
    }
    // MLIR prints UTF-8 (string attributes are escaped), so the lossy path is a formality.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}
