//! An f32 or f64 division by a constant as XLA computes it: XLA's algebraic simplifier writes
//! `x / c` as `x * (1 / c)`, the inverse rounded in the type (measured, jaxlib 0.10.2, 65,536
//! f32 values each divided by 3, 9, 7, 10 and 0.3, and f64 by 3: XLA's quotient is the product
//! with the rounded inverse on every one, the correctly rounded quotient on 46-89%). It is every
//! f32 `jnp.mean` and average pool (`sum / n`), attention's `q / sqrt(d)`, exact GELU's
//! `x / sqrt(2)`. bf16 and f16 are left alone: XLA widens them to f32 first, where the product
//! with the f32 inverse rounds to the quotient's bf16 (measured: 100% for the same divisors).
//! ±0, ±inf and NaN divisors give the division's results (1/0 = inf, x * inf; 1/inf = 0).
//!
//! The simplifier does the same for a divisor that is a broadcast (`A / broadcast(B)` becomes
//! `A * broadcast(1 / B)`, the inverse rounded in the type), in f32, f64 and f16, not bf16
//! (measured, jaxlib 0.10.2: x[8, 64] divided by a broadcast row, column, scalar argument or
//! keepdims sum gave the product's bits on every output, the quotient's on 57-90%; bf16 the
//! quotient's on all): softmax's `exp / sum`, the normalisations' divisions by a norm.
//!
//! `--backend ref`, the LLVM exit and the IREE exit run these rewrites; XLA runs its own.

use super::Builder;
use super::small_power::constant_value;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// The format (f32 or f64) and the constant divisor of a `stablehlo.divide` that XLA turns into a
/// multiply: a splat constant divisor (through broadcasts, reshapes and converts) and a
/// numerator that is not a constant (XLA folds a constant quotient exactly).
fn divisor(op: OperationRef) -> Option<(Format, f64)> {
    if HloOp::of(&op) != Some(HloOp::Divide) || op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let ty = op.result(0).ok()?.r#type();
    let format = RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element()))?;
    if !matches!(format, Format::F32 | Format::F64) || !has_static_shape(ty) {
        return None;
    }
    if is_constant(op.operand(0).ok()?) {
        return None;
    }
    Some((format, constant_value(op.operand(1).ok()?)?))
}

/// Whether `v` is a constant or a broadcast / reshape / convert of one.
fn is_constant(v: Value) -> bool {
    let Ok(result) = OperationResult::try_from(v) else { return false };
    let op = result.owner();
    match HloOp::of(&op) {
        Some(HloOp::Constant) => true,
        Some(HloOp::BroadcastInDim | HloOp::Reshape | HloOp::Convert) => op.operand(0).is_ok_and(is_constant),
        _ => op.name().as_string_ref().as_str() == Ok("arith.constant"),
    }
}

/// The broadcast divisor of a `stablehlo.divide` that XLA turns into a multiply by the
/// broadcast inverse: an f32/f64/f16 `broadcast_in_dim` of fewer elements (of a non-constant in
/// f16, which [`divisor`] leaves alone), a numerator that is not a constant.
fn broadcast_divisor<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    if HloOp::of(&op) != Some(HloOp::Divide) || op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let ty = op.result(0).ok()?.r#type();
    let format = RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element()))?;
    if !matches!(format, Format::F32 | Format::F64 | Format::F16) || !has_static_shape(ty) || is_constant(op.operand(0).ok()?) {
        return None;
    }
    let broadcast = OperationResult::try_from(op.operand(1).ok()?).ok()?.owner();
    if HloOp::of(&broadcast) != Some(HloOp::BroadcastInDim) || broadcast.operand_count() != 1 {
        return None;
    }
    let input = broadcast.operand(0).ok()?;
    if format == Format::F16 && is_constant(input) {
        return None;
    }
    let elements = |t: melior::ir::Type| -> Option<i64> {
        let t = RankedTensorType::try_from(t).ok()?;
        (0..t.rank()).map(|d| t.dim_size(d).ok().and_then(|s| match s {
            melior::ir::r#type::DimSize::Static(n) => i64::try_from(n).ok(),
            melior::ir::r#type::DimSize::Dynamic => None,
        })).product()
    };
    (has_static_shape(input.r#type()) && elements(input.r#type())? < elements(ty)?).then_some(broadcast)
}

/// Whether `op` is a division by a broadcast [`xla_broadcast_divide`] rewrites.
pub fn is_broadcast_divide(op: OperationRef) -> bool {
    !is_constant_divide(op) && broadcast_divisor(op).is_some()
}

/// Rewrites `x / broadcast(b)` ([`is_broadcast_divide`]) into `x * broadcast(1 / b)`.
pub fn xla_broadcast_divide<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let broadcast = broadcast_divisor(op).ok_or("internal error: not a division by a broadcast")?;
    let ty = op.result(0)?.r#type();
    let input = broadcast.operand(0)?;
    let b = Builder::new(op);
    let one = b.splat("1.0", input.r#type())?;
    let inverse = b.hlo(HloOp::Divide, &[one, input], input.r#type())?;
    let dims = broadcast.attribute("broadcast_dimensions")?;
    let spread = b.op(HloOp::BroadcastInDim.name(), &[inverse], &[("broadcast_dimensions", dims)], ty)?;
    let value = b.hlo(HloOp::Multiply, &[op.operand(0)?, spread], ty)?;
    replace_op(op, &[value]);
    Ok(())
}

/// Whether `op` is a division [`xla_constant_divide`] rewrites.
pub fn is_constant_divide(op: OperationRef) -> bool {
    divisor(op).is_some()
}

/// Rewrites `x / c` ([`is_constant_divide`]) into `x * (1 / c)`, the inverse rounded in the type.
pub fn xla_constant_divide<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (format, c) = divisor(op).ok_or("internal error: not a division by a constant")?;
    let ty = op.result(0)?.r#type();
    let literal = match format {
        Format::F32 => format!("0x{:08X}", (1.0f32 / c as f32).to_bits()),
        _ => format!("0x{:016X}", (1.0f64 / c).to_bits()),
    };
    let b = Builder::new(op);
    let inverse = b.splat(&literal, ty)?;
    let value = b.hlo(HloOp::Multiply, &[op.operand(0)?, inverse], ty)?;
    replace_op(op, &[value]);
    Ok(())
}
