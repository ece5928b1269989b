//! Bringing the input to the LLVM dialect: a module that holds only `builtin` and `llvm` ops is
//! translated as it is; anything else first runs a lowering pipeline (`--lower-pipeline`, by
//! default `lower-to-llvm`).

use lpf_dialect::unwind::WalkGuarded;
use crate::diagnostics::{parse_position, Diag, Severity};
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::parse_pass_pipeline;
use melior::Context;

/// The default of `--lower-pipeline`: lowers lpf and upstream MLIR to the LLVM dialect
/// (lpf-lowering registers `lower-to-llvm`).
pub const LOWER_TO_LLVM: &str = "builtin.module(lower-to-llvm)";

/// An op that the LLVM IR translation does not take as it is.
pub struct ForeignOp {
    pub name: String,
    pub location: String,
}

/// The first op (in pre-order) of a dialect other than `builtin`, `llvm` and `omp`.
pub fn first_foreign_op(module: &Module) -> Option<ForeignOp> {
    let mut found = None;
    module.as_operation().walk_guarded(WalkOrder::PreOrder, |op| {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        let dialect = name.split('.').next().unwrap_or("");
        // `omp`: the LLVM exit's threads, which the translation takes as they are.
        if dialect == "builtin" || dialect == "llvm" || dialect == "omp" {
            WalkResult::Advance
        } else {
            found = Some(ForeignOp { name: name.to_string(), location: op.location().to_string() });
            WalkResult::Interrupt
        }
    });
    found
}

/// Why the module could not be lowered.
pub enum LowerError {
    /// The pipeline is not registered in this build: one diagnostic at the first foreign op.
    Unavailable(Diag),
    /// The pipeline ran and failed: its diagnostics are in the context's handler.
    Failed,
    /// The pipeline succeeded but left an op outside `builtin`/`llvm`: one diagnostic there
    /// (upstream passes leave what they cannot convert and succeed).
    Incomplete(Diag),
}

/// Runs `pipeline` on `module` when it holds ops outside `builtin`/`llvm`; true when it ran.
pub fn lower_if_needed(context: &Context, module: &mut Module, pipeline: &str) -> Result<bool, LowerError> {
    let Some(foreign) = first_foreign_op(module) else { return Ok(false) };
    let manager = PassManager::new(context);
    if let Err(error) = parse_pass_pipeline(manager.as_operation_pass_manager(), pipeline) {
        let reason = match error {
            melior::Error::ParsePassPipeline(message) => message,
            other => other.to_string(),
        };
        return Err(LowerError::Unavailable(unavailable(&foreign, pipeline, &reason)));
    }
    if let Some(reason) = wrong_anchor(pipeline) {
        return Err(LowerError::Unavailable(unavailable(&foreign, pipeline, &reason)));
    }
    // One verification, after the pipeline, instead of one after each of its ~30 passes: those
    // took a fifth of lowering a 6-layer flax LM (lpf-opt, whose output is the IR itself, keeps
    // mlir-opt's verify-after-each-pass). Every pass of the default pipeline is lit-tested with
    // verification after each pass there.
    manager.enable_verifier(false);
    manager.run(module).map_err(|_| LowerError::Failed)?;
    if !module.as_operation().verify() {
        return Err(LowerError::Failed);
    }
    match first_foreign_op(module) {
        None => Ok(true),
        Some(left) => Err(LowerError::Incomplete(located(
            &left,
            format!("'{}' is not an LLVM dialect op after the pipeline '{pipeline}', which does not lower it", left.name),
        ))),
    }
}

/// Why a pipeline that parses cannot run on the module: its anchor is another op
/// (`func.func(canonicalize)`). MLIR's pass manager would report that only when it runs, at the
/// module's location, which for a module without `module {` is the bogus `file:0:0` (issue 41).
fn wrong_anchor(pipeline: &str) -> Option<String> {
    let anchor = pipeline.split('(').next().unwrap_or("").trim();
    if anchor == "builtin.module" || anchor == "any" {
        return None;
    }
    Some(format!("it runs on '{anchor}' ops, and lpf-translate runs it on the module: nest it, 'builtin.module({})'", pipeline.trim()))
}

fn located(op: &ForeignOp, message: String) -> Diag {
    Diag { severity: Severity::Error, position: parse_position(&op.location), message, notes: vec![] }
}

fn unavailable(foreign: &ForeignOp, pipeline: &str, reason: &str) -> Diag {
    // MLIR's parser message is "MLIR Textual PassPipeline Parser:1:16: error: ..." plus an
    // excerpt of the pipeline: keep its first line's message only.
    let reason = reason.lines().next().unwrap_or("").rsplit("error: ").next().unwrap_or("").trim();
    // The default names a pipeline that a build may lack; any other was given by the user.
    let problem = if pipeline == LOWER_TO_LLVM {
        format!("the pipeline '{pipeline}' that would lower it is not available in this build")
    } else {
        format!("the --lower-pipeline '{pipeline}' is not a valid pipeline")
    };
    located(
        foreign,
        format!("'{}' is not an LLVM dialect op, and {problem} ({reason}); lower the module to the LLVM dialect first", foreign.name),
    )
}

#[cfg(test)]
mod tests {
    use super::wrong_anchor;

    #[test]
    fn a_pipeline_runs_on_the_module_or_on_any_op() {
        assert_eq!(wrong_anchor("builtin.module(lower-to-llvm)"), None);
        assert_eq!(wrong_anchor(" any(canonicalize)"), None);
        let reason = wrong_anchor("func.func(canonicalize)").unwrap();
        assert!(reason.contains("'func.func'") && reason.ends_with("'builtin.module(func.func(canonicalize))'"), "{reason}");
    }
}
