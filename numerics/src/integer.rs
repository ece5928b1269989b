//! Float-to-integer conversion: truncation toward zero with the saturating rule
//! (NaN -> 0, out of range -> the nearest bound) and a status the folder turns into a diagnostic.

use crate::codec::decode_value;
use crate::format::{Code, Format};
use crate::value::Value;
use std::fmt;

/// An integer type: width 1..=64 bits, signed or unsigned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntType {
    pub bits: u32,
    pub signed: bool,
}

impl IntType {
    pub fn min(self) -> i128 {
        if self.signed {
            -(1i128 << (self.bits - 1))
        } else {
            0
        }
    }
    pub fn max(self) -> i128 {
        if self.signed {
            (1i128 << (self.bits - 1)) - 1
        } else {
            (1i128 << self.bits) - 1
        }
    }
}

/// Whether the conversion was faithful (truncation of a fraction counts as faithful: that is the
/// operation), or what made the saturating rule step in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntStatus {
    InRange,
    /// The input was NaN: the result is 0.
    Nan,
    /// The input was ±inf: the result is the bound.
    Inf,
    /// The input was finite but outside the integer range: the result is the bound.
    OutOfRange,
}

impl fmt::Display for IntStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IntStatus::InRange => "in range",
            IntStatus::Nan => "the value is NaN",
            IntStatus::Inf => "the value is infinite",
            IntStatus::OutOfRange => "the value is out of the integer type's range",
        })
    }
}

/// Converts a code to an integer of type `ty`: truncates toward zero, saturates, NaN -> 0.
pub fn to_int(fmt: Format, code: Code, ty: IntType) -> (i128, IntStatus) {
    let bits = ty.bits.clamp(1, 64);
    let ty = IntType { bits, signed: ty.signed };
    let bound = |negative: bool| if negative { ty.min() } else { ty.max() };
    match decode_value(fmt, code) {
        Value::Nan { .. } => (0, IntStatus::Nan),
        Value::Inf { negative } => (bound(negative), IntStatus::Inf),
        Value::Zero { .. } => (0, IntStatus::InRange),
        Value::Finite { negative, mant, exp } => {
            let magnitude: Option<u128> = if exp >= 0 {
                let width = 64 - mant.leading_zeros() as i64 + exp as i64;
                (width <= 100).then(|| (mant as u128) << exp)
            } else if exp <= -64 {
                Some(0)
            } else {
                Some((mant >> (-exp) as u32) as u128)
            };
            let value = magnitude.map(|m| if negative { -(m as i128) } else { m as i128 });
            match value {
                Some(v) if v >= ty.min() && v <= ty.max() => (v, IntStatus::InRange),
                _ => (bound(negative), IntStatus::OutOfRange),
            }
        }
    }
}
