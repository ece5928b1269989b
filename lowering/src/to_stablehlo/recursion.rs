//! The exit's first step: XLA runs no recursive calls (its runner dies on them), so a call
//! that closes a cycle is refused at that call with E0915.

use crate::callgraph::{recursion_error, CallGraph};
use melior::ir::operation::OperationLike;
use melior::ir::OperationRef;

/// True when no function of `root` (a module) calls itself, directly or through others.
pub fn refuse(root: OperationRef) -> bool {
    match CallGraph::of(root).any_recursion() {
        Some((call, cycle)) => {
            recursion_error(&cycle, "XLA cannot run recursion (StableHLO has no recursive calls)").emit(call.location());
            false
        }
        None => true,
    }
}
