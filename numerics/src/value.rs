//! Exact values: what a code means, with no rounding. `Value::Finite` is mant * 2^exp, which holds
//! every value of every format here (including P3109 members f64 cannot hold, e.g. Binary16p1).

use std::cmp::Ordering;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Nan { negative: bool },
    Inf { negative: bool },
    Zero { negative: bool },
    /// (-1)^negative * mant * 2^exp, mant != 0 (not necessarily normalised).
    Finite { negative: bool, mant: u64, exp: i32 },
}

impl Value {
    /// The exact value of an f64.
    pub fn from_f64(x: f64) -> Value {
        let bits = x.to_bits();
        let negative = bits >> 63 != 0;
        let e = ((bits >> 52) & 0x7FF) as i32;
        let f = bits & ((1u64 << 52) - 1);
        match (e, f) {
            (0x7FF, 0) => Value::Inf { negative },
            (0x7FF, _) => Value::Nan { negative },
            (0, 0) => Value::Zero { negative },
            (0, f) => Value::Finite { negative, mant: f, exp: -1074 },
            (e, f) => Value::Finite { negative, mant: f | (1 << 52), exp: e - 1075 },
        }
    }

    /// The exact value of an f32 (every f32 is an f64).
    pub fn from_f32(x: f32) -> Value {
        Value::from_f64(x as f64)
    }

    pub fn is_nan(self) -> bool {
        matches!(self, Value::Nan { .. })
    }

    pub fn is_negative(self) -> bool {
        match self {
            Value::Nan { negative } | Value::Inf { negative } | Value::Zero { negative } => negative,
            Value::Finite { negative, .. } => negative,
        }
    }

    /// The same value with the sign flipped (NaN keeps its NaN-ness).
    pub fn negated(self) -> Value {
        match self {
            Value::Nan { negative } => Value::Nan { negative: !negative },
            Value::Inf { negative } => Value::Inf { negative: !negative },
            Value::Zero { negative } => Value::Zero { negative: !negative },
            Value::Finite { negative, mant, exp } => Value::Finite { negative: !negative, mant, exp },
        }
    }

    /// IEEE ordering of two exact values: None when either is NaN; -0 == +0.
    pub fn partial_cmp_value(self, other: Value) -> Option<Ordering> {
        let key = |v: Value| -> Option<(i8, i64, u128)> {
            // (sign class, exponent of the top bit, mantissa aligned to the top of a u128)
            match v {
                Value::Nan { .. } => None,
                Value::Zero { .. } => Some((0, 0, 0)),
                Value::Inf { negative } => Some((if negative { -2 } else { 2 }, 0, 0)),
                Value::Finite { negative, mant, exp } => {
                    let lz = mant.leading_zeros();
                    let top = exp as i64 + 63 - lz as i64;
                    let aligned = (mant as u128) << (64 + lz);
                    Some((if negative { -1 } else { 1 }, top, aligned))
                }
            }
        };
        let (a, b) = (key(self)?, key(other)?);
        Some(match a.0.cmp(&b.0) {
            Ordering::Equal if a.0 == 1 => (a.1, a.2).cmp(&(b.1, b.2)),
            Ordering::Equal if a.0 == -1 => (b.1, b.2).cmp(&(a.1, a.2)),
            ord => ord,
        })
    }
}
