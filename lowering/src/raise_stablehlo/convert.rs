//! `stablehlo.convert` -> `lpf.convert rounding(to_nearest_even) overflow(nan_or_inf)`: XLA's
//! conversion written out (lpf's defaults differ: f8E4M3FN saturates by default in lpf, gives
//! NaN in XLA), for the pairs [`super::xla::convert_pair_is_exact`] admits.

use lpf_dialect::ops::LpfOp;
use super::xla::{container_left_reason, convert_left_reason, convert_pair_is_exact, element_format, is_low_precision};
use super::Outcome;
use crate::melior_ext::{build, replace_op};
use lpf_dialect::attrs::{OverflowMode, RoundingMode};
use lpf_dialect::error::LpfError;
use melior::ir::attribute::{Attribute, IntegerAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::IntegerType;
use melior::ir::{OperationRef, Type, Value, ValueLike};
use melior::Context;

pub fn raise(op: OperationRef) -> Outcome {
    let (Ok(input), Ok(result)) = (op.operand(0), op.result(0)) else {
        return Outcome::NotLowPrecision;
    };
    let (from_ty, to_ty) = (input.r#type(), result.r#type());
    let (from, to) = (element_format(from_ty), element_format(to_ty));
    let low = from.is_some_and(is_low_precision) || to.is_some_and(is_low_precision);
    if !low {
        return Outcome::NotLowPrecision;
    }
    if let Some(reason) = container_left_reason(&[from_ty, to_ty]) {
        return Outcome::Left(reason);
    }
    let (Some(from), Some(to)) = (from, to) else {
        return Outcome::Left(format!("{from_ty} -> {to_ty} is not a conversion between number formats"));
    };
    if !convert_pair_is_exact(from, to) {
        return Outcome::Left(convert_left_reason(from, to));
    }
    match insert_xla_convert(op, input, to_ty) {
        Ok(value) => {
            replace_op(op, &[value]);
            Outcome::Raised
        }
        Err(error) => Outcome::Left(error.to_string()),
    }
}

/// Builds `lpf.convert rounding(to_nearest_even) overflow(nan_or_inf)` of `input` to `to_ty`
/// in front of `op` (inheriting `op`'s dialect attributes) and returns its result. The caller
/// has checked that XLA's conversion between the two formats is exactly this one.
pub(crate) fn insert_xla_convert<'c, 'a>(
    op: OperationRef<'c, 'a>,
    input: Value<'c, 'a>,
    to_ty: Type<'c>,
) -> Result<Value<'c, 'a>, LpfError<'c>> {
    insert_convert(op, input, to_ty, OverflowMode::NanOrInf)
}

/// Builds `lpf.convert rounding(to_nearest_even) overflow(<overflow>)` of `input` to `to_ty` in
/// front of `op` (inheriting `op`'s dialect attributes) and returns its result.
pub(crate) fn insert_convert<'c, 'a>(
    op: OperationRef<'c, 'a>,
    input: Value<'c, 'a>,
    to_ty: Type<'c>,
    overflow: OverflowMode,
) -> Result<Value<'c, 'a>, LpfError<'c>> {
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context: &Context = lpf_dialect::context::context_of(op.context());
    let attributes = [
        ("rounding", enum_attr(context, code(RoundingMode::from_value, RoundingMode::ToNearestEven))),
        ("overflow", enum_attr(context, code(OverflowMode::from_value, overflow))),
    ];
    let block = op.block().ok_or("an op outside a block")?;
    let new = build(context, LpfOp::Convert.name(), op.location(), &[input], &attributes, &[to_ty])?;
    super::inherit_discardable(op, &new);
    let new = block.insert_operation_before(op, new);
    Ok(new.result(0)?.into())
}

/// The stored value of an lpf enum case (the inverse of its `from_value`; cases are small).
fn code<T: PartialEq>(from_value: fn(i64) -> Option<T>, case: T) -> i64 {
    (0..64).find(|v| from_value(*v).as_ref() == Some(&case)).unwrap_or(0)
}

/// An lpf enum attribute: ODS's I32EnumAttr stores the case's value as an i32.
fn enum_attr(context: &Context, value: i64) -> Attribute<'_> {
    IntegerAttribute::new(IntegerType::new(context, 32).into(), value).into()
}
