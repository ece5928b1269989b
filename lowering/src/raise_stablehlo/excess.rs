//! XLA's excess precision for element-wise bf16 arithmetic (the raise's `excess-precision=xla`
//! option; formats.md §5.1).
//!
//! XLA CPU computes a bf16 add, multiply, exp... in f32 and rounds the f32 result to bf16. With
//! `xla_allow_excess_precision` (jax.jit's default), a user that converts that bf16 result
//! straight back to f32 gets the f32 result itself: the rounding is skipped for that user only
//! (other users keep the rounded value), and only for the op right in front of the convert: a
//! reshape, transpose, slice, negate or select in between keeps the rounding, as do earlier ops
//! of a chain and an f32 -> bf16 convert feeding the op. f16 keeps every rounding.
//! python/tests/test_excess_elementwise.py measures each of these on jaxlib and fails when a
//! newer XLA computes otherwise.
//!
//! With the option, each `stablehlo.convert` bf16 -> f32 (an exact widening) whose input is such
//! an op reads instead the same op computed on f32: its operands widened exactly (converts the
//! convert raise then makes `lpf.convert`s), then the op in f32. This runs before the other
//! raises: a contraction looks through the widening converts in front of it (a flax layer norm's
//! mean is a reduce of the widened residual sum), and must see the f32 value XLA hands it.
//! Where XLA's f32 op is not correctly rounded (exp, log, tanh, rsqrt, power) the f32 result is
//! the backend's f32 function, as for any f32 StableHLO op (docs/stablehlo.md).

use super::contract::context;
use super::{erase_if_unused, producer, xla};
use crate::hlo_ops::HloOp;
use crate::melior_ext::{build, replace_op};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationBuilder;
use lpf_dialect::unwind::WalkGuarded;
use lpf_numerics::Format;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{OperationRef, Value, ValueLike};

/// The element-wise ops measured to skip their bf16 rounding for an f32 user (module doc).
/// Exact ones (maximum, negate, abs...) round nothing; `logistic` is not among them: XLA
/// expands it before it widens, and its result is neither the f32 nor the rounded one.
const SKIPS_ROUNDING: [HloOp; 10] = [
    HloOp::Add,
    HloOp::Subtract,
    HloOp::Multiply,
    HloOp::Divide,
    HloOp::Exponential,
    HloOp::Log,
    HloOp::Tanh,
    HloOp::Rsqrt,
    HloOp::Sqrt,
    HloOp::Power,
];

/// Rewrites every widening `stablehlo.convert` of such an op's bf16 result (module doc).
pub fn apply(root: OperationRef) {
    let mut widenings = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if HloOp::of(&op) == Some(HloOp::Convert) {
            widenings.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in widenings {
        // SAFETY: collected above; each rewrite erases only the convert it is given and, when it
        // became unused, the op that fed it, never another collected convert.
        let convert = unsafe { OperationRef::from_raw(raw) };
        if let Some(f32_value) = computed_in_f32(convert) {
            let producer = convert.operand(0).ok().and_then(producer);
            replace_op(convert, &[f32_value]);
            if let Some(producer) = producer {
                erase_if_unused(producer);
            }
        }
    }
}

/// The f32 form of the op `convert` widens, built in front of `convert`, if the rule applies.
fn computed_in_f32<'c, 'a>(convert: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    if convert.operand_count() != 1 || convert.result_count() != 1 {
        return None;
    }
    let input = convert.operand(0).ok()?;
    let result = convert.result(0).ok()?;
    if xla::element_format(input.r#type()) != Some(Format::BF16) || xla::element_format(result.r#type()) != Some(Format::F32) {
        return None;
    }
    let op = producer(input)?;
    let kind = HloOp::of(&op).filter(|kind| SKIPS_ROUNDING.contains(kind))?;
    if op.result_count() != 1 || op.region_count() != 0 {
        return None;
    }
    let operands: Vec<Value> = op.operands().collect();
    if operands.iter().any(|v| xla::element_format(v.r#type()) != Some(Format::BF16)) {
        return None;
    }
    let f32_type = result.r#type();
    let mut widened = Vec::with_capacity(operands.len());
    // An element-wise op's operands have its result's shape: each widens to the convert's type.
    let block = convert.block()?;
    for operand in operands {
        let widening = build(context(convert), HloOp::Convert.name(), convert.location(), &[operand], &[], &[f32_type]).ok()?;
        widened.push(block.insert_operation_before(convert, widening).result(0).ok()?.into());
    }
    // The op's own attributes too (none of these ops has inherent ones; sharding, if any).
    let attributes: Vec<_> = op.attributes().collect();
    let new = OperationBuilder::new(kind.name(), op.location())
        .add_operands(&widened)
        .add_attributes(&attributes)
        .add_results(&[f32_type])
        .build()
        .ok()?;
    let new = block.insert_operation_before(convert, new);
    new.result(0).ok().map(Into::into)
}
