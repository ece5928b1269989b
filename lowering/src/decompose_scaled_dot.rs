//! `lpf-decompose-scaled-dot`: rewrites `lpf.scaled_dot` into the ops it is defined by, for exits
//! without a native block-scaled contraction:
//!
//! ```mlir
//! %c = lpf.scaled_dot %a [%as], %b [%bs], %g block(16) acc(f32) : ... -> tensor<4x8xf32>
//! // becomes
//! %da = lpf.dequantize_block %a [%as] block(16) : ... -> tensor<4x64xf32>
//! %db = lpf.dequantize_block %b [%bs] block(16) : ... -> tensor<64x8xf32>
//! %d  = lpf.dot %da, %db acc(f32) : tensor<4x64xf32>, tensor<64x8xf32> -> tensor<4x8xf32>
//! %gs = tensor.splat %g : tensor<4x8xf32>          // only with a per-tensor scale
//! %c  = lpf.mul %d, %gs : tensor<4x8xf32>
//! ```
//!
//! The semantics are identical by definition (see the ops' descriptions): scaled_dot decodes each
//! element times its block scale in the accumulator type (dequantize_block does exactly that),
//! accumulates like dot, and multiplies by the per-tensor scale once, rounded in the accumulator.
//! `lpf.dequantize_block` also takes a per-tensor scale, but it scales each element before the
//! sum (element * s * g, rounded once): for a g that is not a power of two the partial sums round
//! differently, so folding g into the dequantisation would change the bits. The pass keeps the
//! separate `lpf.mul`.
//!
//! A scaled_dot with `hardware("unit")` means the unit's block-scaled instruction chained over
//! k-slices (docs/formats.md, "Hardware arithmetic"), which this decomposition does not compute:
//! the pass leaves it for the exit (the LLVM exit lowers it to its own kernel,
//! `to_llvm::kernels::matrix_units::block_scaled`, or refuses it there), and [`apply`], which the StableHLO
//! exit runs, refuses it with a located E0915 naming the unit and the instruction's kind
//! ([`refuse_hardware`]).

use lpf_dialect::ops::{Binary, LpfOp};
use crate::pass::lpf_pass;
use lpf_dialect::error::LpfError;
use crate::melior_ext::{build, has_static_shape, i64_attr, replace_op, type_attr, with_element_type};
use lpf_dialect::{attrs, lpf_dialect_handle};
use melior::dialect::DialectHandle;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Value, ValueLike};
use melior::pass::ExternalPass;
use melior::Context;

lpf_pass!(
    "lpf-decompose-scaled-dot",
    "LpfDecomposeScaledDot",
    "Rewrite lpf.scaled_dot into lpf.dequantize_block + lpf.dot (+ lpf.mul by the per-tensor scale)",
    run,
    [lpf_dialect_handle(), DialectHandle::tensor()]
);

fn run(root: OperationRef, pass: ExternalPass) {
    if !decompose_all(root, Hardware::Keep) {
        pass.signal_failure();
    }
}

/// What the decomposition does with a scaled_dot that names a matrix unit.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Hardware {
    /// Leave it for the exit, which computes it (the LLVM exit's own kernel) or refuses it.
    Keep,
    /// Refuse it with [`refuse_hardware`]'s E0915 (an exit without such a kernel).
    Refuse,
}

/// The pass's work without a pass, for an exit that cannot compute a matrix unit's block-scaled
/// instruction (`lower-to-stablehlo` runs it first): a scaled_dot with `hardware(...)` is its
/// located E0915; false after errors.
pub fn apply(root: OperationRef) -> bool {
    decompose_all(root, Hardware::Refuse)
}

fn decompose_all(root: OperationRef, hardware: Hardware) -> bool {
    let selects = |op: &OperationRef| {
        let keep = hardware == Hardware::Keep && attrs::hardware(op).is_ok_and(|h| h.is_some());
        LpfOp::of(op) == Some(LpfOp::ScaledDot) && !keep
    };
    crate::pass::rewrite_each(root, "lpf-decompose-scaled-dot", selects, decompose)
}

/// The element format of a tensor value's type.
fn element_format(v: Value) -> Option<lpf_numerics::Format> {
    crate::raise_stablehlo::xla::element_format(v.r#type())
}

/// E0915 for a scaled_dot with `hardware("...")`, naming the unit and its instruction's kind.
pub fn refuse_hardware<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    let Some(unit) = attrs::hardware(&op)? else { return Ok(()) };
    let format = |i: usize| op.operand(i).ok().and_then(element_format);
    let acc = crate::ir_numerics::format_of(attrs::acc(&op)?).unwrap_or(lpf_numerics::Format::F32);
    let kind = match (format(0), format(1), format(2), attrs::block(&op).ok().and_then(|b| usize::try_from(b).ok())) {
        (Some(lhs), Some(scale), Some(rhs), Some(block)) => lpf_numerics::matrix_units::resolve_scaled(&unit, lhs, rhs, scale, block, acc)
            .map(|(_, v)| format!(" (kind::{})", v.kind))
            .unwrap_or_default(),
        _ => String::new(),
    };
    Err(LpfError::unsupported(format!(
        "'lpf.scaled_dot' hardware(\"{unit}\"){kind}: this exit does not compute the unit's block-scaled instruction \
         (its truncated fused sum over k-slices); run it with lpf-run --backend ref"
    )))
}

fn decompose<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    // The decomposition is the ordered dot's meaning, not a matrix unit's.
    refuse_hardware(op)?;
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context: &'c Context = lpf_dialect::context::context_of(op.context());
    let location = op.location();
    let block = op.block().ok_or("lpf.scaled_dot outside a block")?;
    let operand = |i: usize| op.operand(i).map_err(LpfError::from);
    let (lhs, lhs_scale, rhs, rhs_scale) = (operand(0)?, operand(1)?, operand(2)?, operand(3)?);
    let global_scale = if op.operand_count() == 5 { Some(operand(4)?) } else { None };
    let block_size = attrs::block(&op)?;
    let acc = attrs::acc(&op)?;
    let result_type = op.result(0)?.r#type();
    // Checked before anything is inserted, so a failure leaves the IR as it was.
    if global_scale.is_some() && !has_static_shape(result_type) {
        return Err("a per-tensor scale on a dynamically shaped result is not supported yet".into());
    }

    let dequantize = |data: Value<'c, 'a>, scale: Value<'c, 'a>| -> Result<OperationRef<'c, 'a>, LpfError<'c>> {
        let ty = with_element_type(data.r#type(), acc).ok_or("operand is not a ranked tensor")?;
        let new = build(
            context,
            LpfOp::DequantizeBlock.name(),
            location,
            &[data, scale],
            &[("block", i64_attr(context, block_size))],
            &[ty],
        )?;
        Ok(block.insert_operation_before(op, new))
    };
    let lhs_wide = dequantize(lhs, lhs_scale)?;
    let rhs_wide = dequantize(rhs, rhs_scale)?;
    let dot = build(
        context,
        LpfOp::Dot.name(),
        location,
        &[result_value(lhs_wide)?, result_value(rhs_wide)?],
        &[("acc", type_attr(acc))],
        &[result_type],
    )?;
    let dot = block.insert_operation_before(op, dot);
    // The dot is the contraction the scaled_dot was: it keeps its sharding (dialect attributes).
    crate::melior_ext::inherit_discardable(op, &dot);
    let mut result = result_value(dot)?;

    if let Some(global) = global_scale {
        let mut scale = global;
        if scale.r#type() != acc {
            // f32 -> f64 is exact, so this convert adds no rounding.
            let widen = build(context, LpfOp::Convert.name(), location, &[scale], &[], &[acc])?;
            scale = result_value(block.insert_operation_before(op, widen))?;
        }
        let splat = build(context, "tensor.splat", location, &[scale], &[], &[result_type])?;
        let splat = result_value(block.insert_operation_before(op, splat))?;
        let mul = build(context, LpfOp::Binary(Binary::Mul).name(), location, &[result, splat], &[], &[result_type])?;
        let mul = block.insert_operation_before(op, mul);
        crate::melior_ext::inherit_discardable(op, &mul);
        result = result_value(mul)?;
    }
    replace_op(op, &[result]);
    Ok(())
}

fn result_value<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    Ok(op.result(0)?.into())
}

