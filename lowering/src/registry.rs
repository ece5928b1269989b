//! The table of lpf passes. To add a pass: write its module with a `run` function and an
//! [`lpf_pass!`](crate::pass::lpf_pass) line (which declares its `pub const PASS: PassDef`), and
//! add one line to [`PASSES`]. `lpf-opt --list-passes`, textual pipelines and the mlir-opt
//! plugin all read this table. The passes themselves import from [`crate::pass`], not from here
//! (this table names every pass).

use crate::pass::PassDef;
use std::sync::Once;

/// Every lpf pass, in the order `--list-passes` shows them.
pub const PASSES: &[PassDef] = &[
    crate::decompose_conv::PASS,
    crate::decompose_scaled_dot::PASS,
    crate::fold::PASS,
    crate::to_llvm::foreign::prepare::PASS,
    crate::to_llvm::tensor_to_loops::PASS,
    crate::to_llvm::foreign::buffers::PASS,
    crate::to_llvm::free_early::PASS,
    crate::to_llvm::foreign::math_tables::PASS,
    crate::to_llvm::foreign::exact::PASS,
    crate::to_llvm::scalar_to_calls::PASS,
    crate::to_llvm::share_nests::PASS,
    crate::to_llvm::check_lowered::PASS,
    crate::to_atreides::PASS,
    crate::to_stablehlo::lower::PASS,
    crate::to_stablehlo::convert::PASS,
    crate::to_stablehlo::elementwise::PASS,
    crate::to_stablehlo::contract::PASS,
    crate::to_stablehlo::block::PASS,
    crate::to_stablehlo::structure::PASS,
];

/// Passes with options (`argument{name=value ...}`), registered through
/// [`lpf_dialect::passes::register_options_pass`].
pub const OPTION_PASSES: &[&lpf_dialect::passes::OptionsPassDef] = &[&crate::policy::PASS, &crate::raise_stablehlo::PASS];

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
        // Upstream MLIR's f32 math approximations as a pass (C++, in lpf-dialect), same use.
        lpf_dialect::passes::register_math_approximate();
        // Upstream's element-wise fusion, but not into the exit's loop dots (C++, same use).
        lpf_dialect::passes::register_fuse_elementwise();
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
