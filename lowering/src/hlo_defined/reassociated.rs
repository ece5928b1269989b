//! Float arithmetic XLA's algebraic simplifier writes otherwise before any backend sees it, each
//! changing the bits StableHLO's interpreter and the linalg conversion give (measured on jaxlib
//! 0.10.2 with `--xla_allow_excess_precision=false`, x, y, z of 128 x 128: XLA's result of the
//! left side equal to its result of the right side on every output, in f32, f16 and f64; in
//! bf16 on 45-83% only, so bf16 is left alone):
//!
//! - `(a / b) / c` is `a / (b * c)`, and `a / (b / c)` is `(a * c) / b` (c and b not constants:
//!   a division by a constant is first XLA's multiply by the inverse, [`super::constant_divide`]);
//! - `exp(a) * exp(b)` is `exp(a + b)`, and `log(exp(a))` is `a`;
//! - `(a * c1) * c2` is `a * (c1 * c2)` and `(a + c1) + c2` is `a + (c1 + c2)` for splat
//!   constants, the constants' product or sum rounded once in the type.
//!
//! Ops of constants alone are XLA's constant folding's instead ([`super::folded_by_xla`]).
//! `--backend ref`, the LLVM exit and the IREE exit run these rewrites; XLA runs its own.

use super::small_power::constant_value;
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// The rewrite one op takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rule {
    /// `(a / b) / c` -> `a / (b * c)`.
    QuotientOfQuotient,
    /// `a / (b / c)` -> `(a * c) / b`.
    QuotientByQuotient,
    /// `exp(a) * exp(b)` -> `exp(a + b)`.
    ProductOfExps,
    /// `log(exp(a))` -> `a`.
    LogOfExp,
    /// `(a op c1) op c2` -> `a op (c1 op c2)`, op a multiply or an add.
    Constants,
}

fn defining<'c, 'a>(v: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    OperationResult::try_from(v).ok().map(|r| r.owner())
}

fn is(v: Value, op: HloOp) -> bool {
    defining(v).is_some_and(|d| HloOp::of(&d) == Some(op))
}

fn constant(v: Value) -> bool {
    constant_value(v).is_some()
}

/// The rule XLA's simplifier applies to `op`, if any.
fn rule(op: OperationRef) -> Option<Rule> {
    let kind = HloOp::of(&op)?;
    if op.result_count() != 1 || super::folded_by_xla(op) {
        return None;
    }
    let ty = op.result(0).ok()?.r#type();
    let format = RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element()))?;
    if !matches!(format, Format::F32 | Format::F16 | Format::F64) || !has_static_shape(ty) {
        return None;
    }
    let operand = |i: usize| op.operand(i).ok();
    let inner = |i: usize| operand(i).and_then(defining);
    match kind {
        HloOp::Divide if op.operand_count() == 2 => {
            let (lhs, rhs) = (operand(0)?, operand(1)?);
            if constant(rhs) {
                return None;
            }
            let quotient_by_variable = |d: OperationRef| HloOp::of(&d) == Some(HloOp::Divide) && d.operand(1).is_ok_and(|c| !constant(c));
            if inner(0).is_some_and(quotient_by_variable) && lhs.r#type() == ty {
                return Some(Rule::QuotientOfQuotient);
            }
            (inner(1).is_some_and(quotient_by_variable) && rhs.r#type() == ty).then_some(Rule::QuotientByQuotient)
        }
        HloOp::Multiply if op.operand_count() == 2 => {
            if (0..2).all(|i| operand(i).is_some_and(|v| is(v, HloOp::Exponential))) {
                return Some(Rule::ProductOfExps);
            }
            constants(op, HloOp::Multiply).map(|_| Rule::Constants)
        }
        HloOp::Add if op.operand_count() == 2 => constants(op, HloOp::Add).map(|_| Rule::Constants),
        HloOp::Log if op.operand_count() == 1 => operand(0).is_some_and(|v| is(v, HloOp::Exponential)).then_some(Rule::LogOfExp),
        _ => None,
    }
}

/// For `(a kind c1) kind c2` (either order of either op's operands), `a`, `c1` and `c2`.
fn constants<'c, 'a>(op: OperationRef<'c, 'a>, kind: HloOp) -> Option<(Value<'c, 'a>, Value<'c, 'a>, Value<'c, 'a>)> {
    let (lhs, rhs) = (op.operand(0).ok()?, op.operand(1).ok()?);
    let (inner, c2) = match (constant(lhs), constant(rhs)) {
        (false, true) => (lhs, rhs),
        (true, false) => (rhs, lhs),
        _ => return None,
    };
    let inner = defining(inner).filter(|d| HloOp::of(d) == Some(kind) && d.operand_count() == 2)?;
    let (x, y) = (inner.operand(0).ok()?, inner.operand(1).ok()?);
    let (a, c1) = match (constant(x), constant(y)) {
        (false, true) => (x, y),
        (true, false) => (y, x),
        _ => return None,
    };
    let ty = op.result(0).ok()?.r#type();
    (a.r#type() == ty && c1.r#type() == ty && c2.r#type() == ty).then_some((a, c1, c2))
}

/// Whether `op` is one [`xla_reassociated`] rewrites.
pub fn is_reassociated(op: OperationRef) -> bool {
    rule(op).is_some()
}

/// Rewrites `op` ([`is_reassociated`]) as XLA's simplifier does.
pub fn xla_reassociated<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let rule = rule(op).ok_or("internal error: not an op XLA's simplifier rewrites")?;
    let b = Builder::new(op);
    let ty = op.result(0)?.r#type();
    let operand_of = |v: Value<'c, 'a>, i: usize| -> Result<Value<'c, 'a>, LpfError<'c>> {
        Ok(defining(v).ok_or("internal error: no defining op")?.operand(i)?)
    };
    let value = match rule {
        Rule::QuotientOfQuotient => {
            let quotient = op.operand(0)?;
            let divisor = b.hlo(HloOp::Multiply, &[operand_of(quotient, 1)?, op.operand(1)?], ty)?;
            b.hlo(HloOp::Divide, &[operand_of(quotient, 0)?, divisor], ty)?
        }
        Rule::QuotientByQuotient => {
            let quotient = op.operand(1)?;
            let numerator = b.hlo(HloOp::Multiply, &[op.operand(0)?, operand_of(quotient, 1)?], ty)?;
            b.hlo(HloOp::Divide, &[numerator, operand_of(quotient, 0)?], ty)?
        }
        Rule::ProductOfExps => {
            let sum = b.hlo(HloOp::Add, &[operand_of(op.operand(0)?, 0)?, operand_of(op.operand(1)?, 0)?], ty)?;
            b.hlo(HloOp::Exponential, &[sum], ty)?
        }
        Rule::LogOfExp => operand_of(op.operand(0)?, 0)?,
        Rule::Constants => {
            let kind = HloOp::of(&op).ok_or("internal error: not a StableHLO op")?;
            let (a, c1, c2) = constants(op, kind).ok_or("internal error: not an op of two constants")?;
            // Of constants alone: every evaluator computes it once, IEEE's rounding in the type.
            let folded = b.hlo(kind, &[c1, c2], ty)?;
            b.hlo(kind, &[a, folded], ty)?
        }
    };
    replace_op(op, &[value]);
    Ok(())
}
