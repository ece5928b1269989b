//! Bringing the input to the LLVM dialect: a module that holds only `builtin` and `llvm` ops is
//! translated as it is; anything else first runs the `lower-to-llvm` pipeline.

use crate::diagnostics::{parse_position, Diag, Severity};
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::parse_pass_pipeline;
use melior::Context;

/// The pipeline that lowers lpf and upstream MLIR to the LLVM dialect (lpf-lowering registers
/// `lower-to-llvm`). Replace this one line to translate through another pipeline.
pub const LOWER_TO_LLVM: &str = "builtin.module(lower-to-llvm)";

/// An op that the LLVM IR translation does not take as it is.
pub struct ForeignOp {
    pub name: String,
    pub location: String,
}

/// The first op (in pre-order) of a dialect other than `builtin` and `llvm`.
pub fn first_foreign_op(module: &Module) -> Option<ForeignOp> {
    let mut found = None;
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        let dialect = name.split('.').next().unwrap_or("");
        if dialect == "builtin" || dialect == "llvm" {
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
}

/// Runs [`LOWER_TO_LLVM`] on `module` when it holds ops outside `builtin`/`llvm`; true when it
/// ran.
pub fn lower_if_needed(context: &Context, module: &mut Module) -> Result<bool, LowerError> {
    let Some(foreign) = first_foreign_op(module) else { return Ok(false) };
    let manager = PassManager::new(context);
    if let Err(error) = parse_pass_pipeline(manager.as_operation_pass_manager(), LOWER_TO_LLVM) {
        let reason = match error {
            melior::Error::ParsePassPipeline(message) => message,
            other => other.to_string(),
        };
        return Err(LowerError::Unavailable(unavailable(&foreign, &reason)));
    }
    manager.run(module).map(|_| true).map_err(|_| LowerError::Failed)
}

fn unavailable(foreign: &ForeignOp, reason: &str) -> Diag {
    // MLIR's parser message is "MLIR Textual PassPipeline Parser:1:16: error: ..." plus an
    // excerpt of the pipeline: keep its first line's message only.
    let reason = reason.lines().next().unwrap_or("").rsplit("error: ").next().unwrap_or("").trim();
    Diag {
        severity: Severity::Error,
        position: parse_position(&foreign.location),
        message: format!(
            "'{}' is not an LLVM dialect op, and the pipeline '{LOWER_TO_LLVM}' that would lower it is not available in this build ({reason}); lower the module to the LLVM dialect first",
            foreign.name
        ),
        notes: vec![],
    }
}
