//! Parsing source text into a module the way mlir-opt does. melior's `Module::parse` names every
//! location "-" and rejects files of several top-level ops; tools need the file name in
//! diagnostics and the implicit `builtin.module`.

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
