//! Same-type elementwise arithmetic and comparison (formats.md §3, SFEP-0054 §3.5).
//!
//! f16, bf16, tf32, f32, f64 and gf16: the exact result rounded once (so correctly rounded in every
//! rounding mode); overflow to ±inf. SFx (fixed point): add/sub exact then saturate, mul rounded by
//! the rounding mode then saturated, div rejected. Every other format: E0914.

use super::{KernelError, Tensor};
use crate::codec::{decode_value, encode_value};
use crate::format::{Code, Format};
use crate::value::Value;
use crate::{arith, RoundWith, Rounding};
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
    binary_with(op, fmt, a, b, rnd.into())
}

/// One operation on two codes of `fmt`, its exact result rounded once by a deterministic mode
/// or a stochastic one with the element's random word (`RoundWith`).
pub fn binary_with(op: BinaryOp, fmt: Format, a: Code, b: Code, how: RoundWith) -> Result<Code, KernelError> {
    check_arith(op.name(), fmt)?;
    check_codes(fmt, &[a, b])?;
    let (x, y) = (decode_value(fmt, a), decode_value(fmt, b));
    let op = match op {
        BinaryOp::Add => arith::Op::Add,
        BinaryOp::Sub => arith::Op::Sub,
        BinaryOp::Mul => arith::Op::Mul,
        BinaryOp::Div => arith::Op::Div,
    };
    Ok(arith::apply_with(op, fmt, x, y, how, fmt.default_overflow()))
}

/// Negation (exact; SFx's -0 is canonicalised to +0 by the encoder).
pub fn negate(fmt: Format, a: Code) -> Result<Code, KernelError> {
    check_arith("neg", fmt)?;
    check_codes(fmt, &[a])?;
    Ok(encode_value(fmt, decode_value(fmt, a).negated(), Rounding::ToNearestEven, fmt.default_overflow()))
}

/// ReLU, max(x, +0): a negative x (-0 included) gives +0, NaN stays NaN, anything else is
/// unchanged. Exact in every format. (Atreides' ACT f = 1 and f = 3 on SF16.)
pub fn relu(fmt: Format, a: Code) -> Result<Code, KernelError> {
    check_arith("relu", fmt)?;
    check_codes(fmt, &[a])?;
    let v = decode_value(fmt, a);
    let out = if v.is_negative() && !v.is_nan() { Value::Zero { negative: false } } else { v };
    Ok(encode_value(fmt, out, Rounding::ToNearestEven, fmt.default_overflow()))
}

/// The leaky ReLU slope, 2^-7: Atreides' ACT f = 2 (atreides.md §4).
pub const LEAKY_SLOPE_LOG2: i32 = -7;

/// Leaky ReLU with slope 2^-7: x for x >= +0 and NaN; for a negative x (-0 included) the exact
/// x * 2^-7 rounded once by `rnd` in `fmt` (-0 stays -0 where the format has it, SFx gives +0).
/// On SF16 with `toward_zero` this is Atreides' ACT f = 2: the magnitude shifted right by 7.
pub fn leaky_relu(fmt: Format, a: Code, rnd: Rounding) -> Result<Code, KernelError> {
    check_arith("leaky_relu", fmt)?;
    check_codes(fmt, &[a])?;
    let v = decode_value(fmt, a);
    if v.is_negative() && !v.is_nan() {
        let slope = Value::Finite { negative: false, mant: 1, exp: LEAKY_SLOPE_LOG2 };
        return Ok(arith::mul(fmt, v, slope, rnd, fmt.default_overflow()));
    }
    Ok(encode_value(fmt, v, Rounding::ToNearestEven, fmt.default_overflow()))
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

#[cfg(test)]
mod activation_tests {
    use super::*;
    use crate::format::SfWidth;

    /// Every SF16 code against atreides.md §4's ACT definitions (with a +0 bias).
    #[test]
    fn sf16_activations_are_the_hardware_functions() {
        let sf16 = Format::Sf(SfWidth::new(16).unwrap());
        for x in 0..=u16::MAX {
            let (negative, m) = (x & 0x8000 != 0, x & 0x7FFF);
            let canonical = if m == 0 { 0 } else { x };
            let relu_want = if negative { 0 } else { canonical };
            let leaky_want = match (negative, m >> 7) {
                (true, 0) => 0,
                (true, shifted) => 0x8000 | shifted,
                (false, _) => canonical,
            };
            assert_eq!(relu(sf16, x as Code).unwrap(), relu_want as Code, "relu {x:#06x}");
            assert_eq!(leaky_relu(sf16, x as Code, Rounding::TowardZero).unwrap(), leaky_want as Code, "leaky {x:#06x}");
        }
    }

    #[test]
    fn ieee_activations_keep_nan_and_round_by_the_mode() {
        let f16 = Format::F16;
        // -1.0 (0xBC00) * 2^-7 is exact; NaN stays NaN; -0 stays -0 under leaky, +0 under relu.
        assert_eq!(leaky_relu(f16, 0xBC00, Rounding::ToNearestEven).unwrap(), 0xA000);
        assert_eq!(relu(f16, 0xBC00).unwrap(), 0);
        assert_eq!(relu(f16, 0x8000).unwrap(), 0);
        assert_eq!(leaky_relu(f16, 0x8000, Rounding::ToNearestEven).unwrap(), 0x8000);
        assert_eq!(relu(f16, 0x7E00).unwrap() & 0x7C00, 0x7C00);
        assert_eq!(relu(f16, 0x3C00).unwrap(), 0x3C00);
        // The smallest negative subnormal times 2^-7 rounds to -0 (nearest) or -min (away).
        assert_eq!(leaky_relu(f16, 0x8001, Rounding::ToNearestEven).unwrap(), 0x8000);
        assert_eq!(leaky_relu(f16, 0x8001, Rounding::Downward).unwrap(), 0x8001);
        assert!(relu(Format::F8E4M3FN, 0x38).is_err());
    }
}
