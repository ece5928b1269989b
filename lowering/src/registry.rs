//! The table of lpf passes. To add a pass: write its module with a `run` function and an
//! [`lpf_pass!`] line (which declares its `pub const PASS: PassDef`), and add one line to
//! [`PASSES`]. `lpf-opt --list-passes`, textual pipelines and the mlir-opt
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
    crate::to_llvm::foreign::prepare::PASS,
    crate::to_llvm::tensor_to_loops::PASS,
    crate::to_llvm::foreign::buffers::PASS,
    crate::to_llvm::foreign::exact::PASS,
    crate::to_llvm::scalar_to_calls::PASS,
    crate::to_llvm::check_lowered::PASS,
    crate::to_atreides::PASS,
    crate::to_stablehlo::lower::PASS,
    crate::to_stablehlo::convert::PASS,
    crate::to_stablehlo::elementwise::PASS,
    crate::to_stablehlo::contract::PASS,
    crate::to_stablehlo::block::PASS,
    crate::to_stablehlo::structure::PASS,
    crate::raise_stablehlo::PASS,
];

/// Passes with options (`argument{name=value ...}`), registered through
/// [`lpf_dialect::passes::register_options_pass`].
pub const OPTION_PASSES: &[&lpf_dialect::passes::OptionsPassDef] = &[&crate::policy::PASS];

/// Named pipelines: (argument, summary, the passes it stands for).
pub const PIPELINES: &[(&str, &str, &str)] = &[(crate::to_llvm::NAME, crate::to_llvm::SUMMARY, crate::to_llvm::PIPELINE)];

/// Registers every pass of [`PASSES`] in MLIR's global registry. Idempotent: MLIR aborts on a
/// second registration of one name, so this runs once per process.
pub fn register_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // The ops' C++ folds (hence -canonicalize) need the fold hook wherever lpf passes run.
        crate::canonicalize::install();
        // Upstream StableHLO's CHLO and linalg lowerings, which the LLVM exit runs on mixed modules.
        lpf_stablehlo::register_passes();
        for pass in PASSES {
            lpf_dialect::passes::register_pass(pass.create);
        }
        for pass in OPTION_PASSES {
            lpf_dialect::passes::register_options_pass(pass);
        }
        for (argument, summary, pipeline) in PIPELINES {
            lpf_dialect::passes::register_pipeline(argument, summary, pipeline);
        }
    });
}

/// Declares a pass module's `pub const PASS: PassDef` and its constructor: the name pipelines
/// use, the pass class name MLIR prints (timing, IR dumps), the summary, the `run` function and
/// the dialects whose ops the pass creates (MLIR loads them before the pass runs). Each use
/// gets its own static, whose address is the pass's MLIR TypeID.
macro_rules! lpf_pass {
    ($argument:literal, $class:literal, $summary:literal, $run:path, [$($dialect:expr),* $(,)?]) => {
        pub const PASS: $crate::registry::PassDef =
            $crate::registry::PassDef { argument: $argument, summary: $summary, create };

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
