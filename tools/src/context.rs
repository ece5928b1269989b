//! The MLIR context lpf tools work in.

use melior::dialect::DialectRegistry;
use melior::utility::{register_all_dialects, register_all_passes};
use melior::Context;

/// A context with every upstream dialect, the lpf dialects and StableHLO/CHLO (vendored,
/// third_party/stablehlo: JAX's modules parse in either form) available, and every upstream and
/// lpf pass registered by name. Single-threaded: IR printing after each pass needs it, and the
/// Rust passes keep no thread-safe state.
pub fn tool_context(allow_unregistered_dialects: bool) -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    lpf_dialect::lpf_dialect_handle().insert_dialect(&registry);
    lpf_dialect::atreides_dialect_handle().insert_dialect(&registry);
    lpf_stablehlo::insert_dialects(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    lpf_dialect::load_lpf_dialect(&context);
    context.enable_multi_threading(false);
    context.set_allow_unregistered_dialects(allow_unregistered_dialects);
    register_all_passes();
    lpf_lowering::register_passes();
    context
}
