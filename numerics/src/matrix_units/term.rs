//! Operands as the models see them: an exact signed integer significand times a power of two,
//! with MMA-Sim's normalised exponent (floor(log2 |x|), but never below the format's smallest
//! normal exponent, so subnormals keep the exponent 1 - bias).

use crate::codec::decode_value;
use crate::format::{Code, Format};
use crate::value::Value;

/// A decoded operand or product: NaN, ±inf, or the exact finite value `mant * 2^exp` (mant may be 0)
/// with its normalised exponent `norm` (meaningless for zero: the families set their own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Term {
    Nan,
    Inf { negative: bool },
    Finite { mant: i128, exp: i32, norm: i32 },
}

/// floor(log2 |mant|) for mant != 0.
fn msb(mant: u128) -> i32 {
    127 - mant.leading_zeros() as i32
}

impl Term {
    /// The operand `code` of `fmt`.
    pub(super) fn decode(fmt: Format, code: Code) -> Term {
        let min_normal = 1 - fmt.params().bias;
        match decode_value(fmt, code) {
            Value::Nan { .. } => Term::Nan,
            Value::Inf { negative } => Term::Inf { negative },
            Value::Zero { .. } => Term::Finite { mant: 0, exp: 0, norm: min_normal },
            Value::Finite { negative, mant, exp } => {
                let norm = (exp + msb(mant as u128)).max(min_normal);
                let m = mant as i128;
                Term::Finite { mant: if negative { -m } else { m }, exp, norm }
            }
        }
    }

    /// The exact product (normalised exponents add, as in the hardware's exponent adder).
    pub(super) fn times(self, other: Term) -> Term {
        match (self, other) {
            (Term::Nan, _) | (_, Term::Nan) => Term::Nan,
            (Term::Inf { .. }, Term::Finite { mant: 0, .. }) | (Term::Finite { mant: 0, .. }, Term::Inf { .. }) => Term::Nan,
            (Term::Inf { negative: a }, Term::Inf { negative: b }) => Term::Inf { negative: a != b },
            (Term::Inf { negative }, Term::Finite { mant, .. }) | (Term::Finite { mant, .. }, Term::Inf { negative }) => {
                Term::Inf { negative: negative != (mant < 0) }
            }
            (Term::Finite { mant: ma, exp: ea, norm: na }, Term::Finite { mant: mb, exp: eb, norm: nb }) => {
                Term::Finite { mant: ma * mb, exp: ea + eb, norm: na + nb }
            }
        }
    }
}

/// What the specials among some terms make of their sum: NaN (a NaN, or infinities of both signs),
/// ±inf, or nothing special (`None`).
pub(super) fn special_sum(terms: impl IntoIterator<Item = Term>) -> Option<Term> {
    let (mut nan, mut pos, mut neg) = (false, false, false);
    for t in terms {
        match t {
            Term::Nan => nan = true,
            Term::Inf { negative: true } => neg = true,
            Term::Inf { negative: false } => pos = true,
            Term::Finite { .. } => {}
        }
    }
    if nan || (pos && neg) {
        Some(Term::Nan)
    } else if pos || neg {
        Some(Term::Inf { negative: neg })
    } else {
        None
    }
}

/// x * 2^shift rounded toward zero (shift < 0 drops bits) or toward -inf (`floor`).
pub(super) fn shift(x: i128, shift: i32, floor: bool) -> i128 {
    if shift >= 0 {
        // Callers keep |x| * 2^shift well inside i128 (at most ~2^80).
        x << shift.min(126)
    } else if shift <= -127 {
        if floor && x < 0 { -1 } else { 0 }
    } else if floor {
        x >> (-shift)
    } else {
        let m = x.unsigned_abs() >> (-shift);
        if x < 0 { -(m as i128) } else { m as i128 }
    }
}

/// The exact value `mant * 2^exp` as a `Value` (mant must fit 64 bits after dropping trailing
/// zeros; callers guarantee it).
pub(super) fn value_of(mant: i128, exp: i32) -> Value {
    if mant == 0 {
        return Value::Zero { negative: false };
    }
    let mut m = mant.unsigned_abs();
    let tz = m.trailing_zeros();
    m >>= tz;
    debug_assert!(m <= u64::MAX as u128);
    Value::Finite { negative: mant < 0, mant: m as u64, exp: exp + tz as i32 }
}

/// floor(log2 |mant * 2^exp|) for mant != 0.
pub(super) fn log2_floor(mant: i128, exp: i32) -> i32 {
    exp + msb(mant.unsigned_abs())
}
