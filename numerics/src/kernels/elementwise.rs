//! Same-type elementwise arithmetic and comparison (formats.md §3, SFEP-0054 §3.5).
//!
//! f16, bf16, tf32, f32, f64 and gf16: the exact result rounded once (so correctly rounded in every
//! rounding mode); overflow to ±inf. SFx (fixed point): add/sub exact then saturate, mul rounded by
//! the rounding mode then saturated, div rejected. Every other format: E0914.

use super::{KernelError, Tensor};
use crate::codec::{decode_value, encode_value};
use crate::format::{Code, Format};
use crate::value::Value;
use crate::{arith, Rounding};
use std::cmp::Ordering;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
}

impl BinaryOp {
    pub fn name(self) -> &'static str {
        match self {
            BinaryOp::Add => "add",
            BinaryOp::Sub => "sub",
            BinaryOp::Mul => "mul",
            BinaryOp::Div => "div",
        }
    }
}

fn check_arith(op: &'static str, fmt: Format) -> Result<(), KernelError> {
    let sfx_ok = matches!(fmt, Format::Sf(_)) && op != "div";
    if fmt.allows_float_arithmetic() || sfx_ok {
        Ok(())
    } else {
        Err(KernelError::ArithmeticNotAllowed { op, format: fmt })
    }
}

fn check_codes(fmt: Format, codes: &[Code]) -> Result<(), KernelError> {
    match codes.iter().position(|c| !fmt.is_valid_code(*c)) {
        Some(index) => Err(KernelError::InvalidCode { format: fmt, index, code: codes[index] }),
        None => Ok(()),
    }
}

/// One correctly rounded operation on two codes of `fmt`.
pub fn binary(op: BinaryOp, fmt: Format, a: Code, b: Code, rnd: Rounding) -> Result<Code, KernelError> {
    check_arith(op.name(), fmt)?;
    check_codes(fmt, &[a, b])?;
    let (x, y) = (decode_value(fmt, a), decode_value(fmt, b));
    let ovf = fmt.default_overflow();
    Ok(match op {
        BinaryOp::Add => arith::add(fmt, x, y, rnd, ovf),
        BinaryOp::Sub => arith::sub(fmt, x, y, rnd, ovf),
        BinaryOp::Mul => arith::mul(fmt, x, y, rnd, ovf),
        BinaryOp::Div => arith::div(fmt, x, y, rnd, ovf),
    })
}

/// Negation (exact; SFx's -0 is canonicalised to +0 by the encoder).
pub fn negate(fmt: Format, a: Code) -> Result<Code, KernelError> {
    check_arith("neg", fmt)?;
    check_codes(fmt, &[a])?;
    Ok(encode_value(fmt, decode_value(fmt, a).negated(), Rounding::ToNearestEven, fmt.default_overflow()))
}

/// Elementwise `op` over two tensors of the same format and shape.
pub fn elementwise(op: BinaryOp, lhs: &Tensor, rhs: &Tensor, rnd: Rounding) -> Result<Tensor, KernelError> {
    lhs.check_same(rhs, op.name())?;
    check_arith(op.name(), lhs.format)?;
    let codes = lhs
        .codes
        .iter()
        .zip(&rhs.codes)
        .map(|(a, b)| binary(op, lhs.format, *a, *b, rnd))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Tensor { format: lhs.format, shape: lhs.shape.clone(), codes })
}

/// `arith.cmpf`'s predicates: o* are false when either operand is NaN, u* are true.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpPredicate {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

const PREDICATES: [(CmpPredicate, &str); 16] = [
    (CmpPredicate::False, "false"),
    (CmpPredicate::Oeq, "oeq"),
    (CmpPredicate::Ogt, "ogt"),
    (CmpPredicate::Oge, "oge"),
    (CmpPredicate::Olt, "olt"),
    (CmpPredicate::Ole, "ole"),
    (CmpPredicate::One, "one"),
    (CmpPredicate::Ord, "ord"),
    (CmpPredicate::Ueq, "ueq"),
    (CmpPredicate::Ugt, "ugt"),
    (CmpPredicate::Uge, "uge"),
    (CmpPredicate::Ult, "ult"),
    (CmpPredicate::Ule, "ule"),
    (CmpPredicate::Une, "une"),
    (CmpPredicate::Uno, "uno"),
    (CmpPredicate::True, "true"),
];

impl CmpPredicate {
    pub const ALL: [CmpPredicate; 16] = {
        let mut all = [CmpPredicate::False; 16];
        let mut i = 0;
        while i < 16 {
            all[i] = PREDICATES[i].0;
            i += 1;
        }
        all
    };

    pub fn name(self) -> &'static str {
        PREDICATES.iter().find(|p| p.0 == self).map_or("false", |p| p.1)
    }

    pub fn parse(name: &str) -> Result<CmpPredicate, crate::ModeNameError> {
        const NAMES: [&str; 16] = [
            "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
            "true",
        ];
        PREDICATES
            .iter()
            .find(|p| p.1 == name.trim())
            .map(|p| p.0)
            .ok_or_else(|| crate::ModeNameError { name: name.to_string(), expected: &NAMES })
    }
}

impl fmt::Display for CmpPredicate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Compares two codes of one format (defined for every format; -0 == +0, NaN unordered).
pub fn compare(pred: CmpPredicate, fmt: Format, a: Code, b: Code) -> Result<bool, KernelError> {
    check_codes(fmt, &[a, b])?;
    Ok(compare_values(pred, decode_value(fmt, a), decode_value(fmt, b)))
}

fn compare_values(pred: CmpPredicate, a: Value, b: Value) -> bool {
    use CmpPredicate::*;
    let ord = a.partial_cmp_value(b);
    let unordered = ord.is_none();
    let is = |o: Ordering| ord == Some(o);
    match pred {
        False => false,
        True => true,
        Ord => !unordered,
        Uno => unordered,
        Oeq => is(Ordering::Equal),
        Ogt => is(Ordering::Greater),
        Oge => is(Ordering::Greater) || is(Ordering::Equal),
        Olt => is(Ordering::Less),
        Ole => is(Ordering::Less) || is(Ordering::Equal),
        One => !unordered && !is(Ordering::Equal),
        Ueq => unordered || is(Ordering::Equal),
        Ugt => unordered || is(Ordering::Greater),
        Uge => unordered || !is(Ordering::Less),
        Ult => unordered || is(Ordering::Less),
        Ule => unordered || !is(Ordering::Greater),
        Une => unordered || !is(Ordering::Equal),
    }
}
