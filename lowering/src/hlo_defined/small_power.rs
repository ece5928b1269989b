//! A float `power` by a constant 2, 3, -1 or 0.5 as XLA computes it: XLA's algebraic simplifier writes
//! `pow(x, 2)` as `x * x` and `pow(x, 3)` as `x * x * x` (two roundings) before any backend
//! sees it, where StableHLO's interpreter and the C library compute the power, rounded once.
//! Measured on jaxlib 0.10.2 (16,393 f32 values with ±0, ±inf, NaN, subnormals and ±3e38;
//! 16,384 f64): XLA's `pow(x, 3.0)` is `(x * x) * x` on every one, a correctly rounded cube on
//! 74% (f32) and 74% (f64); `pow(x, 2.0)` is `x * x`, which is the correctly rounded square, so
//! there the rewrite changes speed only (a multiply instead of a libm `powf` per element on the
//! LLVM exit). `pow(x, -1.0)` is its `1 / x` (f32 and f64; f32: 1/x on every one of 16,384
//! values, the C library's `powf` differs on about 0.1%), and an f32 `pow(x, 0.5)` is LLVM's
//! rewrite of the `llvm.pow` call XLA's loop makes with that constant exponent, `|sqrt(x)|` with
//! -inf -> +inf (every value but a subnormal, which XLA flushes to 0) (2026-12-07). Other
//! exponents keep XLA's power (the C library's `powf`/`pow`). HF GPT-2's GELU(tanh) cube and
//! Llama's RMSNorm square are these powers.
//! bf16 and f16 are left alone: XLA widens them first, and the cube of a bf16 value is exact in
//! f32, so the rounded power is XLA's there already.
//!
//! `--backend ref`, the LLVM exit and the IREE exit run this rewrite; XLA runs its own.

use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op};
use lpf_dialect::error::LpfError;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// The exponents of a power whose XLA result is not the C library's `pow`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum SmallExponent {
    /// 2 and 3: XLA's simplifier's multiplies.
    Square,
    Cube,
    /// -1: its simplifier's `1 / x` (f32 and f64).
    Inverse,
    /// 0.5, f32: LLVM's library-call simplifier's square root (XLA's loop calls `llvm.pow`
    /// with the constant), with `pow`'s -0 -> +0 and -inf -> +inf.
    SquareRoot,
}

/// The small exponent of an f32 or f64 `stablehlo.power` whose exponent is a splat constant 2,
/// 3, -1 or (f32) 0.5 (through broadcasts, reshapes and converts), else `None`.
fn small_exponent(op: OperationRef) -> Option<SmallExponent> {
    if HloOp::of(&op) != Some(HloOp::Power) || op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let ty = op.result(0).ok()?.r#type();
    let format = RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element()))?;
    if !matches!(format, Format::F32 | Format::F64) || !has_static_shape(ty) {
        return None;
    }
    match constant_value(op.operand(1).ok()?)? {
        2.0 => Some(SmallExponent::Square),
        3.0 => Some(SmallExponent::Cube),
        -1.0 => Some(SmallExponent::Inverse),
        0.5 if format == Format::F32 => Some(SmallExponent::SquareRoot),
        _ => None,
    }
}

/// Whether `op` is a power [`xla_small_power`] rewrites.
pub fn is_small_power(op: OperationRef) -> bool {
    small_exponent(op).is_some()
}

/// Rewrites a power by 2, 3, -1 or 0.5 ([`is_small_power`]) into XLA's ops: `x * x`, then
/// `(x * x) * x`; `1 / x`; `x == -inf ? +inf : |sqrt(x)|`.
pub fn xla_small_power<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let exponent = small_exponent(op).ok_or("internal error: not a power by 2, 3, -1 or 0.5")?;
    let base = op.operand(0)?;
    let ty = op.result(0)?.r#type();
    let b = Builder::new(op);
    let value = match exponent {
        SmallExponent::Square => b.hlo(HloOp::Multiply, &[base, base], ty)?,
        SmallExponent::Cube => {
            let square = b.hlo(HloOp::Multiply, &[base, base], ty)?;
            b.hlo(HloOp::Multiply, &[square, base], ty)?
        }
        SmallExponent::Inverse => b.hlo(HloOp::Divide, &[b.splat("1.0", ty)?, base], ty)?,
        SmallExponent::SquareRoot => {
            let root = b.hlo(HloOp::Abs, &[b.hlo(HloOp::Sqrt, &[base], ty)?], ty)?;
            let infinity = b.splat("0x7F800000", ty)?;
            let minus_infinity = b.splat("0xFF800000", ty)?;
            let is_minus_infinity = b.compare("EQ", None, base, minus_infinity)?;
            b.select(is_minus_infinity, infinity, root)?
        }
    };
    replace_op(op, &[value]);
    Ok(())
}

/// The splat exponent of a bf16 or f16 `power` that is a constant through broadcasts, reshapes
/// and converts but not written as one, and its format (torch-mlir's GELU cube:
/// `broadcast_in_dim(reshape(convert(3 : i64 -> bf16)))`, where torch-xla writes a splat
/// `constant`).
fn computed_exponent(op: OperationRef) -> Option<(f64, Format)> {
    if HloOp::of(&op) != Some(HloOp::Power) || op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let exponent = op.operand(1).ok()?;
    let format = RankedTensorType::try_from(exponent.r#type()).ok().and_then(|t| format_of(t.element()))?;
    if !matches!(format, Format::BF16 | Format::F16) || !has_static_shape(exponent.r#type()) {
        return None;
    }
    let written = melior::ir::operation::OperationResult::try_from(exponent).ok().is_some_and(|r| HloOp::of(&r.owner()) == Some(HloOp::Constant));
    if written {
        return None;
    }
    Some((constant_value(exponent)?, format))
}

/// Whether `op` is a power [`written_exponent`] rewrites.
pub fn is_computed_exponent(op: OperationRef) -> bool {
    computed_exponent(op).is_some()
}

/// Gives a bf16 or f16 power whose exponent is a computed constant ([`is_computed_exponent`])
/// that constant as a splat `stablehlo.constant` (the same value: `constant_value` gives it in
/// the exponent's format). The power is the same; the LLVM exit then computes it from a table
/// of the format's 65536 codes (`lpf-foreign-math-tables`, which takes a power by a constant),
/// not by a `powf` call per element (a 6 x 512 GPT-2 bf16 exported by torch-mlir: 3 M calls, a
/// fifth of its call's time).
pub fn written_exponent<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (value, format) = computed_exponent(op).ok_or("internal error: not a power by a computed constant")?;
    let exponent = op.operand(1)?;
    let code = lpf_numerics::encode(format, value, Rounding::ToNearestEven, Overflow::NanOrInf);
    let constant = Builder::new(op).splat(&format!("0x{code:04X}"), exponent.r#type())?;
    // SAFETY: `op` is live, operand 1 exists, and the constant is built before `op`.
    unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), 1, constant.to_raw()) };
    Ok(())
}

/// The operand an f32 or f64 op by its identity that XLA's algebraic simplifier drops keeps:
/// a `multiply` by a splat constant 1, an `add` of a splat constant 0 (of either sign; either
/// side of both) or a `subtract` of one (through broadcasts, reshapes and converts); else `None`.
fn kept_by_identity<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let kind = HloOp::of(&op)?;
    let identity = match kind {
        HloOp::Multiply => 1.0,
        HloOp::Add | HloOp::Subtract if !op.has_attribute(KEPT_ADD) => 0.0,
        _ => return None,
    };
    if op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let ty = op.result(0).ok()?.r#type();
    let format = RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element()))?;
    if !matches!(format, Format::F32 | Format::F64) || !has_static_shape(ty) {
        return None;
    }
    // `==` holds for -0 too.
    let (lhs, rhs) = (op.operand(0).ok()?, op.operand(1).ok()?);
    if constant_value(rhs) == Some(identity) && lhs.r#type() == ty {
        Some(lhs)
    } else if kind != HloOp::Subtract && constant_value(lhs) == Some(identity) && rhs.r#type() == ty {
        Some(rhs)
    } else {
        None
    }
}

/// [`kept_by_identity`] of a `multiply`.
fn times_one<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    kept_by_identity(op).filter(|_| HloOp::of(&op) == Some(HloOp::Multiply))
}

/// [`kept_by_identity`] of an `add` or `subtract`.
fn plus_zero<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    kept_by_identity(op).filter(|_| HloOp::of(&op) != Some(HloOp::Multiply))
}

/// Whether `op` is a multiply by 1 that XLA's algebraic simplifier drops (`A * 1 => A`), so
/// that what it multiplied is what a later add contracts into a fused multiply-add (torchax's
/// GELU: `x + (x^3 * 0.044715) * 1.0`, whose 0.044715 product XLA fuses).
pub fn is_multiply_by_one(op: OperationRef) -> bool {
    times_one(op).is_some()
}

/// Replaces a multiply by 1 ([`is_multiply_by_one`]) with its other operand.
pub fn xla_multiply_by_one<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let kept = times_one(op).ok_or("internal error: not a multiply by 1")?;
    replace_op(op, &[kept]);
    Ok(())
}

/// A unit attribute on an `add` of zero an exit's rewrite built for its rounding (the LLVM exit's
/// outer products: +0 + -0 is +0, the interpreter's sum of no products): never dropped as an
/// add of zero. Taken off a program's ops first (lpf-foreign-prepare's `unmark`).
pub const KEPT_ADD: &str = "lpf.kept_add";

/// [`KEPT_ADD`] taken off every op of `root`, before the rewrites set it (the marker is the
/// exits' own: a program cannot ask for it).
pub fn unmark_kept_adds(root: OperationRef) {
    crate::melior_ext::remove_attribute_everywhere(root, KEPT_ADD);
}

/// Whether `op` is an add (or subtract) of zero that XLA's algebraic simplifier drops (`A + 0
/// => A`, `A - 0 => A`), so that what it added to is what a later add contracts into a fused
/// multiply-add: a BatchNorm with its zero mean and bias closed over, `x + (y * s + 0)`, whose
/// product XLA fuses into the residual add (measured, jaxlib 0.10.2: 76% identical with the
/// product rounded; a closed-over ResNet block 87%). An `A + 0` of A = -0 is +0 by IEEE, -0
/// after XLA's simplifier: XLA's.
pub fn is_add_of_zero(op: OperationRef) -> bool {
    plus_zero(op).is_some()
}

/// Replaces an add or subtract of zero ([`is_add_of_zero`]) with its other operand.
pub fn xla_add_of_zero<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let kept = plus_zero(op).ok_or("internal error: not an add of zero")?;
    replace_op(op, &[kept]);
    Ok(())
}

/// The value every element of `v` holds, if it is a splat constant through broadcasts,
/// reshapes and converts (a float convert rounds to nearest even, as StableHLO's does, an
/// lpf.convert as it says; an integer one is followed only where the value is an integer its
/// type holds).
pub(crate) fn constant_value(v: Value) -> Option<f64> {
    use crate::ir_numerics::{type_info, Element};
    let op = melior::ir::operation::OperationResult::try_from(v).ok()?.owner();
    let element = type_info(v.r#type())?.element;
    match HloOp::of(&op) {
        Some(HloOp::BroadcastInDim | HloOp::Reshape) if op.operand_count() == 1 => constant_value(op.operand(0).ok()?),
        Some(HloOp::Convert) if op.operand_count() == 1 => {
            let x = constant_value(op.operand(0).ok()?)?;
            match element {
                Element::Float(format) => Some(lpf_numerics::decode(format, lpf_numerics::encode(format, x, Rounding::ToNearestEven, Overflow::NanOrInf))),
                Element::Int(int) => {
                    let bits = i32::try_from(int.bits).ok()?;
                    let (least, most) = if int.signed { (-(2f64.powi(bits - 1)), 2f64.powi(bits - 1) - 1.0) } else { (0.0, 2f64.powi(bits) - 1.0) };
                    (x == x.trunc() && (least..=most).contains(&x)).then_some(x)
                }
            }
        }
        // Arithmetic on constants, which XLA folds before its simplifier looks at a divisor
        // (jnp.var's `n - ddof`): the f64 result of two f32/f64 values rounded once into the
        // type is the type's own correctly rounded result.
        Some(op_kind @ (HloOp::Add | HloOp::Subtract | HloOp::Multiply | HloOp::Divide)) if op.operand_count() == 2 => {
            let Element::Float(format) = element else { return None };
            if !matches!(format, lpf_numerics::Format::F32 | lpf_numerics::Format::F64) {
                return None;
            }
            let (a, b) = (constant_value(op.operand(0).ok()?)?, constant_value(op.operand(1).ok()?)?);
            let x = match op_kind {
                HloOp::Add => a + b,
                HloOp::Subtract => a - b,
                HloOp::Multiply => a * b,
                _ => a / b,
            };
            Some(lpf_numerics::decode(format, lpf_numerics::encode(format, x, Rounding::ToNearestEven, Overflow::NanOrInf)))
        }
        // A convert from f64 into a format narrower than f32 is an lpf.convert by now
        // (`foreign_convert`): its own rounding (a stochastic one is not followed).
        _ if lpf_dialect::ops::LpfOp::of(&op) == Some(lpf_dialect::ops::LpfOp::Convert) && op.operand_count() == 1 => {
            let x = constant_value(op.operand(0).ok()?)?;
            let Element::Float(format) = element else { return None };
            let rounding = crate::ir_numerics::rounding(lpf_dialect::attrs::rounding(&op).ok()?);
            let overflow = crate::ir_numerics::overflow(lpf_dialect::attrs::overflow(&op).ok()?, format);
            Some(lpf_numerics::decode(format, lpf_numerics::encode(format, x, rounding, overflow)))
        }
        _ if HloOp::of(&op) == Some(HloOp::Constant) || op.name().as_string_ref().as_str() == Ok("arith.constant") => {
            let value = op.attribute("value").ok()?;
            let constant = crate::ir_numerics::constant_of_attribute_read(value, v.r#type(), crate::ir_numerics::SplatReading::Compact).ok()?;
            // A splat only: one code, or every code the same.
            let first = *constant.codes.first()?;
            if constant.codes.iter().any(|&c| c != first) {
                return None;
            }
            match element {
                Element::Float(format) => Some(lpf_numerics::decode(format, first)),
                Element::Int(int) => {
                    let n = crate::ir_numerics::int_value(int, first);
                    (n.unsigned_abs() < 1 << 53).then_some(n as f64)
                }
            }
        }
        _ => None,
    }
}

