//! The table of lpf passes. To add a pass: write its module with a `pub const PASS: PassDef`,
//! and add one line to [`PASSES`]. `lpf-opt --list-passes`, textual pipelines and the mlir-opt
//! plugin all read this table.

use melior::pass::Pass;
use std::sync::Once;

/// A pass as the registry knows it.
pub struct PassDef {
    /// The name pipelines use: `builtin.module(<argument>)`.
    pub argument: &'static str,
    /// One line for `--list-passes` and `--help`.
    pub summary: &'static str,
    /// Builds a fresh instance (called once per pipeline that names the pass).
    pub create: fn() -> Pass,
}

/// Every lpf pass, in the order `--list-passes` shows them.
pub const PASSES: &[PassDef] = &[
    crate::decompose_scaled_dot::PASS,
    crate::fold::PASS,
];

/// Registers every pass of [`PASSES`] in MLIR's global registry. Idempotent: MLIR aborts on a
/// second registration of one name, so this runs once per process.
pub fn register_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // The ops' C++ folds (hence -canonicalize) need the fold hook wherever lpf passes run.
        crate::canonicalize::install();
        for pass in PASSES {
            lpf_dialect::passes::register_pass(pass.create);
        }
    });
}
