//! `stablehlo.reduce_precision` of an f32 value to 8 exponent bits (what `lax.reduce_precision`
//! emits) -> a pair of `lpf.convert rounding(to_nearest_even) overflow(nan_or_inf)`: f32 ->
//! bf16 -> f32 for 7 mantissa bits, f32 -> tf32 -> f32 for 10.
//!
//! With f32's own exponent range the reduced format's subnormals are f32's, so nothing is
//! flushed and XLA's integer rounding is exactly the convert pair's single rounding to nearest
//! even ([`super::xla::reduce_precision_format`] has the measurements). Narrower exponent
//! ranges (e5m10, e5m2, e4m3...) stay with a remark: XLA flushes the values below the reduced
//! format's smallest normal to zero there, which no lpf convert pair does.

use super::convert::insert_xla_convert;
use super::xla::{container_left_reason, element_format, reduce_precision_format, REDUCE_PRECISION};
use super::Outcome;
use crate::melior_ext::{replace_op, with_element_type};
use lpf_dialect::attrs::integer_value;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Type, ValueLike};

pub fn raise(op: OperationRef) -> Outcome {
    let (Ok(input), Ok(result)) = (op.operand(0), op.result(0)) else {
        return Outcome::NotLowPrecision;
    };
    // Read at the attribute's own width: the low 64 bits of an i128 could name e8m7.
    let bits = |name: &str| op.attribute(name).ok().and_then(integer_value);
    let (exponent, mantissa) = match (bits("exponent_bits"), bits("mantissa_bits")) {
        (Some(Ok(e)), Some(Ok(m))) => (e, m),
        (Some(Err(written)), _) => return Outcome::Left(format!("exponent_bits = {written} is out of range")),
        (_, Some(Err(written))) => return Outcome::Left(format!("mantissa_bits = {written} is out of range")),
        _ => return Outcome::Left("no integer exponent_bits / mantissa_bits".into()),
    };
    if let Some(reason) = container_left_reason(&[input.r#type(), result.r#type()]) {
        return Outcome::Left(reason);
    }
    let source = element_format(input.r#type());
    let Some(format) = reduce_precision_format(source, exponent, mantissa) else {
        return Outcome::Left(format!("e{exponent}m{mantissa} of {}: {REDUCE_PRECISION}", input.r#type()));
    };
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context = lpf_dialect::context::context_of(op.context());
    let element = Type::parse(context, &format.to_string());
    let Some(narrow) = element.and_then(|e| with_element_type(input.r#type(), e)) else {
        return Outcome::Left(format!("no {format} type for {}", input.r#type()));
    };
    let wide: Type = result.r#type();
    let pair = insert_xla_convert(op, input, narrow).and_then(|v| insert_xla_convert(op, v, wide));
    match pair {
        Ok(value) => {
            replace_op(op, &[value]);
            Outcome::Raised
        }
        Err(error) => Outcome::Left(error.to_string()),
    }
}
