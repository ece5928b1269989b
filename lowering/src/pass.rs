//! What a pass module declares: [`PassDef`], and the [`lpf_pass!`] macro that defines its
//! `pub const PASS` and constructor. Its own module so that the passes do not import from the
//! registry, which names every pass.

use melior::pass::Pass;

/// A pass as the registry knows it.
pub struct PassDef {
    /// The name pipelines use: `builtin.module(<argument>)`.
    pub argument: &'static str,
    /// One line for `--list-passes` and `--help`.
    pub summary: &'static str,
    /// Builds a fresh instance (called once per pipeline that names the pass).
    pub create: fn() -> Pass,
}

/// Declares a pass module's `pub const PASS: PassDef` and its constructor: the name pipelines
/// use, the pass class name MLIR prints (timing, IR dumps), the summary, the `run` function and
/// the dialects whose ops the pass creates (MLIR loads them before the pass runs). Each use
/// gets its own static, whose address is the pass's MLIR TypeID.
macro_rules! lpf_pass {
    ($argument:literal, $class:literal, $summary:literal, $run:path, [$($dialect:expr),* $(,)?]) => {
        pub const PASS: $crate::pass::PassDef =
            $crate::pass::PassDef { argument: $argument, summary: $summary, create };

        fn create() -> melior::pass::Pass {
            #[repr(align(8))]
            struct PassId;
            static PASS_ID: PassId = PassId;
            // Every pass body runs guarded: a panic is a located error and a pass failure.
            fn guarded(op: melior::ir::OperationRef, pass: melior::pass::ExternalPass) {
                lpf_dialect::passes::run_guarded($argument, op, pass, $run)
            }
            melior::pass::create_external(
                guarded,
                melior::ir::r#type::TypeId::create(&PASS_ID),
                $class,
                $argument,
                $summary,
                "",
                &[$($dialect),*],
            )
        }
    };
}
pub(crate) use lpf_pass;
