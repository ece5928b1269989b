//! A float division by a `power`, an `exp` or an `rsqrt` as XLA computes it: XLA's algebraic
//! simplifier writes `a / pow(b, c)` as `a * pow(b, -c)`, `a / exp(b)` as `a * exp(-b)` and
//! `a / rsqrt(b)` as `a * sqrt(b)` before any backend sees them (and `1 / pow(b, c)` as
//! `pow(b, -c)`, the multiply by one dropped), where StableHLO's interpreter and the linalg
//! conversion divide. In f16 it writes `a / sqrt(b)` as `a * rsqrt(b)` too (64% of its bits as
//! a quotient on 256 x 256 values; the f32 one is [`super::xla_rsqrt`]'s, with XLA's rsqrt). Measured on jaxlib 0.10.2 with `--xla_allow_excess_precision=false`
//! (x, y, z of 64 x 64: `x / f(..)` against `x * g(..)` computed by XLA itself): the same bits
//! on every output in f32, f16 and f64, also for a divisor broadcast from a row
//! (`x / exp(z[0])[None]`) and for one used elsewhere too; not in bf16 (82-86% equal: there the
//! division is left alone, as lpf's evaluators then already give XLA's bits). The rotary
//! embedding's `1 / base ** (2i / d)` is one: computed as a quotient, its angles differed
//! from XLA's by up to 2 ulps, and `x1 * cos - x2 * sin` by up to 57.
//!
//! A division XLA folds whole (every operand from constants), or whose divisor it folds (a
//! function of constants alone, [`super::folded_function`]), is left alone: XLA's constant
//! folding, not its simplifier, decides those.
//!
//! The divisor is erased where the division was its only use. `--backend ref`, the LLVM exit
//! and the IREE exit run this rewrite, before XLA's functions
//! ([`super::xla_math`]) and its rsqrt ([`super::xla_rsqrt`]) take the new `exp` and `sqrt`;
//! XLA runs its own.

use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// The function a divisor is, as the simplifier matches it: the op, and the broadcast around it
/// when there is one.
struct Divisor<'c, 'a> {
    function: OperationRef<'c, 'a>,
    broadcast: Option<OperationRef<'c, 'a>>,
}

fn defining<'c, 'a>(v: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    OperationResult::try_from(v).ok().map(|r| r.owner())
}

/// Whether the simplifier rewrites a division by `op` here: a power, exp or rsqrt; a sqrt in
/// f16 (in f32 that is [`super::xla_rsqrt`]'s, with XLA's estimate; in f64 the quotient was
/// XLA's bits already).
fn is_function(op: &OperationRef, format: Format) -> bool {
    match HloOp::of(op) {
        Some(HloOp::Power | HloOp::Exponential | HloOp::Rsqrt) => true,
        Some(HloOp::Sqrt) => format == Format::F16,
        _ => false,
    }
}

/// The divisor of an f32, f16 or f64 `stablehlo.divide` of static shape that is a `power`,
/// `exp` or `rsqrt` (or a `broadcast_in_dim` of one) of the same element type.
fn divisor<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Divisor<'c, 'a>> {
    if HloOp::of(&op) != Some(HloOp::Divide) || op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let ty = op.result(0).ok()?.r#type();
    let element = RankedTensorType::try_from(ty).ok()?.element();
    let format = format_of(element)?;
    if !matches!(format, Format::F32 | Format::F16 | Format::F64) || !has_static_shape(ty) || super::folded_by_xla(op) {
        return None;
    }
    let outer = defining(op.operand(1).ok()?)?;
    let (function, broadcast) = match HloOp::of(&outer) {
        Some(HloOp::BroadcastInDim) if outer.operand_count() == 1 => (defining(outer.operand(0).ok()?)?, Some(outer)),
        _ => (outer, None),
    };
    let same_element = RankedTensorType::try_from(function.result(0).ok()?.r#type()).ok()?.element() == element;
    (is_function(&function, format) && same_element && !super::folded_by_xla(function)).then_some(Divisor { function, broadcast })
}

/// Whether `op` is a division [`xla_divide_by_function`] rewrites.
pub fn is_divide_by_function(op: OperationRef) -> bool {
    divisor(op).is_some()
}

/// Rewrites `op` ([`is_divide_by_function`]) into XLA's product.
pub fn xla_divide_by_function<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let Divisor { function, broadcast } = divisor(op).ok_or("internal error: not a division by a function")?;
    let b = Builder::new(op);
    let ty = op.result(0)?.r#type();
    let function_type = function.result(0)?.r#type();
    let operand = |i: usize| -> Result<Value<'c, 'a>, LpfError<'c>> { Ok(function.operand(i)?) };
    let negated = |v: Value<'c, 'a>| b.hlo(HloOp::Negate, &[v], v.r#type());
    let inverse = match HloOp::of(&function) {
        Some(HloOp::Power) => b.hlo(HloOp::Power, &[operand(0)?, negated(operand(1)?)?], function_type)?,
        Some(HloOp::Exponential) => b.hlo(HloOp::Exponential, &[negated(operand(0)?)?], function_type)?,
        Some(HloOp::Sqrt) => b.hlo(HloOp::Rsqrt, &[operand(0)?], function_type)?,
        _ => b.hlo(HloOp::Sqrt, &[operand(0)?], function_type)?,
    };
    let inverse = match broadcast {
        Some(broadcast) => b.op(HloOp::BroadcastInDim.name(), &[inverse], &[("broadcast_dimensions", broadcast.attribute("broadcast_dimensions")?)], ty)?,
        None => inverse,
    };
    let numerator = op.operand(0)?;
    let value = if super::constant_value(numerator) == Some(1.0) { inverse } else { b.hlo(HloOp::Multiply, &[numerator, inverse], ty)? };
    replace_op(op, &[value]);
    // The divisor, when this division was its only use (an rsqrt would otherwise still be
    // computed, as XLA's estimate, for nothing).
    if let Some(broadcast) = broadcast {
        crate::raise_stablehlo::erase_if_unused(broadcast);
    }
    crate::raise_stablehlo::erase_if_unused(function);
    Ok(())
}
