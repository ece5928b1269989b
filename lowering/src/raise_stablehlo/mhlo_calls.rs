//! `stablehlo.custom_call`s that stand for a CHLO op: torch-xla writes the exact GELU's erf as
//! `stablehlo.custom_call @mhlo.erf(%x) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (T) -> T`
//! (docs/pytorch.md). XLA reads it as `chlo.erf`; lpf's backends run `chlo.erf` (the reference
//! as StableHLO's interpreter defines it, the exits as they lower CHLO), and refused the call.
//! The raise writes the op it stands for: same operand, same type, same location.

use crate::melior_ext::{build, replace_op};
use melior::ir::attribute::StringAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};

/// The custom calls torch-xla writes for a CHLO op of one operand and one result of its type,
/// and that op.
const UNARY: [(&str, &str); 1] = [("mhlo.erf", "chlo.erf")];

/// Rewrites `op` if it is one of [`UNARY`]'s calls in their plain form (one operand, one result
/// of the operand's type, no backend config, no side effect); true when it did.
pub fn rewrite(op: OperationRef) -> bool {
    let target = op.attribute("call_target_name").ok().and_then(|a| StringAttribute::try_from(a).ok()).map(|s| s.value().to_string());
    let Some((_, chlo)) = UNARY.iter().find(|(call, _)| Some(*call) == target.as_deref()) else { return false };
    let plain = op.operand_count() == 1
        && op.result_count() == 1
        && op.operand(0).is_ok_and(|x| op.result(0).is_ok_and(|y| x.r#type() == y.r#type()))
        && op.attribute("has_side_effect").map_or(true, |a| a.to_string() == "false")
        && op.attribute("backend_config").map_or(true, |a| a.to_string() == "\"\"");
    let (Ok(x), Ok(y), true) = (op.operand(0), op.result(0), plain) else { return false };
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context = lpf_dialect::context::context_of(op.context());
    let Ok(new) = build(context, chlo, op.location(), &[x], &[], &[y.r#type()]) else { return false };
    let Some(block) = op.block() else { return false };
    let new = block.insert_operation_before(op, new);
    let Ok(result) = new.result(0) else { return false };
    replace_op(op, &[result.into()]);
    true
}

/// A `stablehlo.composite` other than `xla.scaled_dot` (which stays: [`super::scaled`]) as the
/// `func.call` of its decomposition, which is what it means and what XLA runs (torchax writes
/// `torch.topk` as `stablehlo.composite "chlo.top_k"`). `--backend ref` crashed on the
/// composite (SIGSEGV in lpf-run); the call runs on every backend. True when it rewrote `op`.
pub fn composite_call(op: OperationRef) -> bool {
    let name = op.attribute("name").map(|a| a.to_string()).unwrap_or_default();
    if name == "\"xla.scaled_dot\"" {
        return false;
    }
    let Ok(callee) = op.attribute("decomposition") else { return false };
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context = lpf_dialect::context::context_of(op.context());
    let operands: Vec<_> = op.operands().collect();
    let results: Vec<_> = op.results().map(|r| r.r#type()).collect();
    let Ok(call) = build(context, "func.call", op.location(), &operands, &[("callee", callee)], &results) else { return false };
    let Some(block) = op.block() else { return false };
    let call = block.insert_operation_before(op, call);
    let values: Vec<_> = call.results().map(|r| r.into()).collect();
    replace_op(op, &values);
    true
}
