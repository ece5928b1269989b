//! lpf ops inside a StableHLO op's region (a `stablehlo.map` or `stablehlo.reduce` body, a
//! while loop's body): where an exit cannot lower them, it refuses each at the lpf op with a
//! located E0915 before any of its passes runs, instead of failing later at what its lowering
//! left ("op was not bufferized" on the LLVM exit, XLA's verifier on an internal call).
//! `lpf-run --backend ref` refuses the same ops in its own words (tools/src/run/mixed.rs).

use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::OperationRef;

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

fn is_hlo(name: &str) -> bool {
    name.starts_with("stablehlo.") || name.starts_with("chlo.")
}

/// The innermost StableHLO/CHLO op around `op` (up to its function) for which `allowed` is
/// false, by name.
fn refusing_owner(op: OperationRef, allowed: fn(&str) -> bool) -> Option<String> {
    let mut parent = op.parent_operation();
    while let Some(owner) = parent {
        let name = name_of(owner);
        if name == "func.func" || name == "builtin.module" {
            return None;
        }
        if is_hlo(&name) && !allowed(&name) {
            return Some(name);
        }
        parent = owner.parent_operation();
    }
    None
}

/// Refuses every lpf op under `root` that is inside a region of a StableHLO/CHLO op not
/// `allowed`: a located E0915 at the lpf op naming it and the region's op, `why` saying what
/// the exit lowers instead. True when there was none.
pub fn refuse_lpf_ops_inside(root: OperationRef, allowed: fn(&str) -> bool, why: &str) -> bool {
    let mut ok = true;
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = name_of(op);
        if name.starts_with("lpf.") {
            if let Some(owner) = refusing_owner(op, allowed) {
                LpfError::unsupported(format!("is inside a StableHLO region (of '{owner}'): {why}")).op(name).emit(op.location());
                ok = false;
            }
        }
        WalkResult::Advance
    });
    ok
}

/// Whether StableHLO's reference interpreter hands `op` to lpf-run's evaluator when it meets
/// it: at a function's top level, or inside `stablehlo.while` regions only (upstream's `whileOp`
/// evaluates its condition and body with the fallback it was given; `case`, `if`, `reduce`,
/// `map`, `sort` and the other region ops evaluate theirs without one). `--backend ref` takes
/// ops there (tools/src/run/taken.rs) and writes `math.fma` there, which it computes itself.
pub fn interpreter_hands_over(op: OperationRef) -> bool {
    let mut parent = op.parent_operation();
    while let Some(owner) = parent {
        match name_of(owner).as_str() {
            "func.func" => return true,
            "stablehlo.while" => parent = owner.parent_operation(),
            _ => return false,
        }
    }
    false
}
