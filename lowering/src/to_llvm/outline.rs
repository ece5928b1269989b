//! Which typed helpers LLVM should not inline: those called only from straight-line code, at
//! several places. Inlining a helper into a loop is what lets the loop vectorise, so helpers with
//! any call in a loop (or in another helper, which may itself be inlined into one) stay
//! inlinable; but a function of a thousand scalar lpf ops would otherwise get a thousand copies
//! of the same twenty to ninety operations, and LLVM's -O3 spends seconds on them for no speed
//! that matters (each call is one op on one value). Marked with `passthrough = ["noinline"]`,
//! which `convert-func-to-llvm` carries to the `llvm.func`.

use crate::melior_ext::set_attribute;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::attribute::{ArrayAttribute, FlatSymbolRefAttribute, StringAttribute};
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::OperationRef;
use melior::Context;
use std::collections::HashMap;

/// Helpers are the private functions named `__lpf_...`.
const HELPER_PREFIX: &str = "__lpf_";

/// A helper called from straight-line code at fewer places than this is still inlined.
pub const MIN_STRAIGHT_LINE_CALLS: usize = 4;

#[derive(Default)]
struct Calls {
    straight_line: usize,
    in_loop_or_helper: usize,
}

/// Whether `op` runs in a loop or inside a helper's body.
fn in_loop_or_helper(op: OperationRef) -> bool {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        let name = parent.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        if name.starts_with("scf.") && name != "scf.if" && name != "scf.yield" {
            return true;
        }
        if name == "func.func" {
            let symbol = parent.attribute("sym_name").ok().and_then(|a| StringAttribute::try_from(a).ok());
            return symbol.is_some_and(|s| s.value().starts_with(HELPER_PREFIX));
        }
        current = parent.parent_operation();
    }
    false
}

/// Marks every helper of `root` that only straight-line code calls, at least
/// [`MIN_STRAIGHT_LINE_CALLS`] times, as `noinline`. Returns how many it marked.
pub fn outline_straight_line_helpers(context: &Context, root: OperationRef) -> usize {
    let mut calls: HashMap<String, Calls> = HashMap::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok("func.call") {
            let callee = op.attribute("callee").ok().and_then(|a| FlatSymbolRefAttribute::try_from(a).ok()).map(|s| s.value().to_string());
            if let Some(callee) = callee.filter(|c| c.starts_with(HELPER_PREFIX)) {
                let entry = calls.entry(callee).or_default();
                if in_loop_or_helper(op) {
                    entry.in_loop_or_helper += 1;
                } else {
                    entry.straight_line += 1;
                }
            }
        }
        WalkResult::Advance
    });
    let mut marked = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            let symbol = op.attribute("sym_name").ok().and_then(|a| StringAttribute::try_from(a).ok()).map(|s| s.value().to_string());
            if let Some(c) = symbol.and_then(|s| calls.get(&s)) {
                if c.in_loop_or_helper == 0 && c.straight_line >= MIN_STRAIGHT_LINE_CALLS {
                    marked.push(op.to_raw());
                }
            }
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
    for raw in &marked {
        // SAFETY: collected from the walk above; nothing was erased since.
        let op = unsafe { OperationRef::from_raw(*raw) };
        set_attribute(op, "passthrough", ArrayAttribute::new(context, &[StringAttribute::new(context, "noinline").into()]).into());
    }
    marked.len()
}
