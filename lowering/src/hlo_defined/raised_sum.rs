//! XLA's f32 sum of widened low-precision values (`reduce(convert(x : bf16) : f32)`, a layer
//! norm's mean), which the raise makes `lpf.reduce_sum acc(f32)` of `x` marked [`XLA_REDUCE`].
//! lpf.reduce_sum's contract is the k-ordered sum; XLA sums in an order of its own (runs of 32
//! in its loops, YNNPACK's lanes and tiles from 4096 elements: [`super::reduce_sum`]), so a
//! flax layer norm's mean differed from XLA's on 0.8-3% of its rows on ref and llvm, and a
//! 6-layer model compounds it. `--backend ref` and the LLVM exit write the marked sum back as
//! the widening and the f32 `stablehlo.reduce` it was, which [`super::xla_reduce_sum`] then
//! orders as XLA does (the rules every f32 reduce of theirs follows). The xla exit lowers it as
//! any lpf.reduce_sum.

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
