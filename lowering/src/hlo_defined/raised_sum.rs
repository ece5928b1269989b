//! XLA's f32 sum of widened low-precision values (`reduce(convert(x : bf16) : f32)`, a layer
//! norm's mean), which the raise makes `lpf.reduce_sum acc(f32)` of `x` marked [`XLA_REDUCE`].
//! lpf.reduce_sum's contract is the k-ordered sum; XLA sums in an order of its own (runs of 32
//! in its loops, YNNPACK's lanes and tiles from 4096 elements: [`super::reduce_sum`]), so a
//! flax layer norm's mean differed from XLA's on 0.8-3% of its rows on ref and llvm, and a
//! 6-layer model compounds it. `--backend ref` and the LLVM exit write the marked sum back as
//! the widening and the f32 `stablehlo.reduce` it was, which [`super::xla_reduce_sums`] then
//! orders as XLA does (the rules every f32 reduce of theirs follows). The xla exit lowers it as
//! any lpf.reduce_sum.
//!
//! The same for the dots XLA computes as f32 dots of their widened operands (a bf16 x bf16 ->
//! bf16 `dot_general`, every PyTorch export's and flax's bf16 `Linear`: formats.md §5.1), which
//! the raise makes `lpf.dot acc(f32)` marked [`XLA_F32_DOT`]: where XLA's f32 order for that
//! dot is not k order ([`super::is_laned_dot`]: YNNPACK's lanes, K blocks of 512 for a GPT-2
//! MLP's K = 2048), `--backend ref` and the LLVM exit write it back as that f32 dot, which
//! [`super::xla_dot_lanes`] then orders; elsewhere the lpf.dot stays (k order is XLA's there).
//! Measured: a flax LM's MLP down-projection (K = 2048) gave other bf16 roundings than XLA on
//! 0.02% of its outputs, each one then spread through a row's layer norm.

use super::Builder;
use crate::ir_numerics::format_of;
use crate::melior_ext::{replace_op, static_dims, with_element_type};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::attribute::DenseI64ArrayAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, ValueLike};

/// The unit attribute the raise puts on the `lpf.reduce_sum` it makes of an f32 `reduce` of
/// widened values (module doc). Without it an lpf.reduce_sum keeps its k order.
pub const XLA_REDUCE: &str = "lpf.xla_reduce";

/// The unit attribute the raise puts on the `lpf.dot` of a dot XLA computes as an f32 dot of
/// its widened bf16 or f16 operands (module doc). Without it an lpf.dot keeps its k order.
pub const XLA_F32_DOT: &str = "lpf.xla_f32_dot";

/// Whether `op` is a marked top-level lpf.dot ([`XLA_F32_DOT`]) of static bf16 or f16
/// operands into f32.
pub fn is_xla_f32_dot(op: OperationRef) -> bool {
    if op.name().as_string_ref().as_str() != Ok("lpf.dot") || !op.has_attribute(XLA_F32_DOT) || op.has_attribute("hardware") || op.operand_count() != 2 {
        return false;
    }
    let element = |ty: Type| RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element()));
    let narrow = |v: Result<melior::ir::Value, _>| v.is_ok_and(|v| matches!(element(v.r#type()), Some(Format::BF16 | Format::F16)) && static_dims(v.r#type()).is_some());
    narrow(op.operand(0)) && narrow(op.operand(1)) && op.result(0).is_ok_and(|r| element(r.r#type()) == Some(Format::F32)) && crate::melior_ext::at_function_top_level(op)
}

/// Writes a marked dot back as XLA's f32 dot of the widened operands where XLA's order for it is
/// not k order; otherwise leaves it (unmarked). `--backend ref`'s form.
pub fn xla_f32_dot<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite_f32_dot(op, false)
}

/// [`xla_f32_dot`] for the LLVM exit: where XLA's order is K blocks alone (one accumulator
/// per output, a GPT-2 MLP's down-projection), the lpf.dot stays on its narrow operands and
/// states them ([`super::K_BLOCK`], which the exit's dot kernel sums by): the same sums (the
/// products are exact either way) without widening the operands on every call, which cost the
/// 6 x 512 bf16 GPT-2s 7-14% of their time.
pub fn xla_f32_dot_native<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite_f32_dot(op, true)
}

fn rewrite_f32_dot<'c, 'a>(op: OperationRef<'c, 'a>, blocks_in_place: bool) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    b.context.get_or_load_dialect("stablehlo");
    let (lhs, rhs) = (op.operand(0)?, op.operand(1)?);
    let rank = static_dims(lhs.r#type()).ok_or("internal error: a dynamic shape")?.len();
    let f32 = Type::float32(b.context);
    let widen = |v: melior::ir::Value<'c, 'a>| b.hlo(crate::hlo_ops::HloOp::Convert, &[v], with_element_type(v.r#type(), f32).ok_or("internal error: not a tensor")?);
    let (wide_lhs, wide_rhs) = (widen(lhs)?, widen(rhs)?);
    let batch: Vec<String> = (0..rank - 2).map(|d| d.to_string()).collect();
    let numbers = b.parse(&format!(
        "#stablehlo.dot<lhs_batching_dimensions = [{0}], rhs_batching_dimensions = [{0}], lhs_contracting_dimensions = [{1}], rhs_contracting_dimensions = [{2}]>",
        batch.join(", "),
        rank - 1,
        rank - 2
    ))?;
    let dot = b.op(crate::hlo_ops::HloOp::DotGeneral.name(), &[wide_lhs, wide_rhs], &[("dot_dimension_numbers", numbers)], op.result(0)?.r#type())?;
    let dot_op = melior::ir::operation::OperationResult::try_from(dot).map_err(|_| "internal error: no dot")?.owner();
    let block = if blocks_in_place { super::single_k_block(dot_op).filter(|_| super::is_laned_dot(dot_op)) } else { None };
    if super::is_laned_dot(dot_op) && block.is_none() {
        replace_op(op, &[dot]);
    } else {
        if let Some(block) = block {
            crate::melior_ext::set_attribute(op, super::K_BLOCK, crate::melior_ext::i64_attr(b.context, block));
        }
        // k order is XLA's: the lpf.dot stays, the ops built for the question go.
        for built in [Some(dot_op), producer_of(wide_rhs), producer_of(wide_lhs)].into_iter().flatten() {
            // SAFETY: built above, unused (the dot first, then its operands).
            unsafe { mlir_sys::mlirOperationDestroy(built.to_raw()) };
        }
        // SAFETY: a live op; removing a discardable attribute.
        unsafe { mlir_sys::mlirOperationRemoveAttributeByName(op.to_raw(), mlir_sys::MlirStringRef { data: XLA_F32_DOT.as_ptr() as *const _, length: XLA_F32_DOT.len() }) };
    }
    Ok(())
}

fn producer_of<'c, 'a>(v: melior::ir::Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    melior::ir::operation::OperationResult::try_from(v).ok().map(|r| r.owner())
}

/// The sum's reduced dimensions, where `op` is a marked top-level lpf.reduce_sum into f32 of a
/// static bf16 tensor.
fn dims_of(op: OperationRef) -> Option<Vec<i64>> {
    if op.name().as_string_ref().as_str() != Ok("lpf.reduce_sum") || !op.has_attribute(XLA_REDUCE) || op.operand_count() != 1 {
        return None;
    }
    let element = |ty: Type| RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element()));
    let (input, result) = (op.operand(0).ok()?.r#type(), op.result(0).ok()?.r#type());
    if element(input) != Some(Format::BF16) || element(result) != Some(Format::F32) || static_dims(input).is_none() || static_dims(result).is_none() {
        return None;
    }
    let dims = DenseI64ArrayAttribute::try_from(op.attribute("dims").ok()?).ok()?;
    Some((0..dims.len()).filter_map(|i| dims.element(i).ok()).collect())
}

/// Whether `op` is a marked lpf.reduce_sum ([`XLA_REDUCE`]) at a function's top level.
pub fn is_xla_raised_sum(op: OperationRef) -> bool {
    dims_of(op).is_some() && crate::melior_ext::at_function_top_level(op)
}

/// Writes a marked sum back as XLA's widening and f32 reduce.
pub fn xla_raised_sum<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let dims = dims_of(op).ok_or("internal error: not a marked lpf.reduce_sum")?;
    let b = Builder::new(op);
    // A module of lpf ops alone may not have loaded StableHLO's dialect yet.
    b.context.get_or_load_dialect("stablehlo");
    let input = op.operand(0)?;
    let f32 = Type::float32(b.context);
    let wide = b.hlo(crate::hlo_ops::HloOp::Convert, &[input], with_element_type(input.r#type(), f32).ok_or("internal error: not a tensor")?)?;
    let sum = b.sum(wide, &dims, op.result(0)?.r#type())?;
    replace_op(op, &[sum]);
    Ok(())
}
