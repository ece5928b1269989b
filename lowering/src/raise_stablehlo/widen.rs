//! A bf16 or f16 `stablehlo.logistic` as XLA CPU computes it: the f32 logistic of the exact
//! widening, rounded once (XLA has no 16-bit logistic on CPU: its float normalisation widens the
//! op). StableHLO's interpreter (`--backend ref`) and the linalg conversion (the LLVM exit) both
//! computed `1 / (1 + exp(-x))` in the 16-bit type, each step rounded: one bf16 ulp from XLA on
//! a quarter of an LSTM's gates (torch-xla's `nn.LSTM` in bf16; issue 39), 44% of its outputs
//! after 16 steps. The raise writes the widening it stands for: `convert` to f32, the f32
//! `logistic`, `convert` back (the converts then raised as any), same location.

use crate::melior_ext::{build, replace_op, with_element_type};
use lpf_numerics::Format;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Type, ValueLike};

/// Rewrites `op` (a `stablehlo.logistic`) on bf16 or f16 into its f32 form; true when it did.
pub fn logistic(op: OperationRef) -> bool {
    let (Ok(x), Ok(y)) = (op.operand(0), op.result(0)) else { return false };
    if !matches!(super::xla::element_format(x.r#type()), Some(Format::BF16 | Format::F16)) || x.r#type() != y.r#type() {
        return false;
    }
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context = lpf_dialect::context::context_of(op.context());
    let Some(wide) = with_element_type(x.r#type(), Type::float32(context)) else { return false };
    let Some(block) = op.block() else { return false };
    let location = op.location();
    let Ok(widen) = build(context, "stablehlo.convert", location, &[x], &[], &[wide]) else { return false };
    let widen = block.insert_operation_before(op, widen);
    let Ok(w) = widen.result(0) else { return false };
    let Ok(f) = build(context, "stablehlo.logistic", location, &[w.into()], &[], &[wide]) else { return false };
    let f = block.insert_operation_before(op, f);
    let Ok(v) = f.result(0) else { return false };
    let Ok(narrow) = build(context, "stablehlo.convert", location, &[v.into()], &[], &[y.r#type()]) else { return false };
    let narrow = block.insert_operation_before(op, narrow);
    let Ok(result) = narrow.result(0) else { return false };
    replace_op(op, &[result.into()]);
    true
}
