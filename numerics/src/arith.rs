//! Correctly rounded +, -, *, / on exact values: the exact result (or its 64-bit top plus a
//! sticky bit) goes through the codec's single rounding, so every rounding mode is right for
//! every format (no double rounding through f64, which would break the directed modes).

use crate::codec::{encode_real, encode_value, Real};
use crate::format::{Code, Format};
use crate::value::Value;
use crate::{Overflow, Rounding};

/// The exact outcome of an operation before rounding.
enum Exact {
    Special(Value),
    Real(Real),
}

/// Mantissas here have at most 53 bits; normalise one to exactly 53 (top bit at 52).
fn norm53(mant: u64, exp: i32) -> (u64, i32) {
    let s = mant.leading_zeros() as i32 - 11;
    if s >= 0 {
        (mant << s, exp - s)
    } else {
        // Wider mantissas do not occur (every format has p <= 53); keep exactness anyway.
        (mant, exp)
    }
}

/// A zero that arises from exact cancellation: +0, except -0 when rounding downward (IEEE 754 §6.3).
fn cancellation_zero(rnd: Rounding) -> Value {
    Value::Zero { negative: rnd == Rounding::Downward }
}

fn add_exact(a: Value, b: Value, rnd: Rounding) -> Exact {
    use Value::*;
    match (a, b) {
        (Nan { .. }, _) | (_, Nan { .. }) => Exact::Special(Nan { negative: false }),
        (Inf { negative: x }, Inf { negative: y }) if x != y => Exact::Special(Nan { negative: false }),
        (Inf { negative }, _) | (_, Inf { negative }) => Exact::Special(Inf { negative }),
        (Zero { negative: x }, Zero { negative: y }) => {
            Exact::Special(if x == y { Zero { negative: x } } else { cancellation_zero(rnd) })
        }
        (Zero { .. }, v) | (v, Zero { .. }) => match v {
            Finite { negative, mant, exp } => Exact::Real(Real { negative, mant, exp, sticky: false }),
            other => Exact::Special(other),
        },
        (Finite { negative: sa, mant: ma, exp: ea }, Finite { negative: sb, mant: mb, exp: eb }) => {
            let (ma, ea) = norm53(ma, ea);
            let (mb, eb) = norm53(mb, eb);
            // Let x be the operand with the larger exponent (so the larger magnitude or equal top).
            let ((sx, mx, ex), (sy, my, ey)) =
                if (ea, ma) >= (eb, mb) { ((sa, ma, ea), (sb, mb, eb)) } else { ((sb, mb, eb), (sa, ma, ea)) };
            let gap = ex as i64 - ey as i64;
            if gap > 74 {
                // y is below every bit a target can keep: x, nudged by less than one unit of a
                // 64-bit mantissa, is enough (a sticky bit, or one unit less plus sticky).
                let m = (mx as u128) << 11; // 64 bits
                let e = ex - 11;
                let m = if sx == sy { m } else { m - 1 };
                return Exact::Real(Real::from_u128(sx, m, e, true));
            }
            let x = (mx as u128) << gap;
            let y = my as u128;
            let (neg, m) = if sx == sy {
                (sx, x + y)
            } else if x >= y {
                (sx, x - y)
            } else {
                (sy, y - x)
            };
            if m == 0 {
                return Exact::Special(cancellation_zero(rnd));
            }
            Exact::Real(Real::from_u128(neg, m, ey, false))
        }
    }
}

fn mul_exact(a: Value, b: Value) -> Exact {
    use Value::*;
    let negative = a.is_negative() != b.is_negative();
    match (a, b) {
        (Nan { .. }, _) | (_, Nan { .. }) => Exact::Special(Nan { negative: false }),
        (Inf { .. }, Zero { .. }) | (Zero { .. }, Inf { .. }) => Exact::Special(Nan { negative: false }),
        (Inf { .. }, _) | (_, Inf { .. }) => Exact::Special(Inf { negative }),
        (Zero { .. }, _) | (_, Zero { .. }) => Exact::Special(Zero { negative }),
        (Finite { mant: ma, exp: ea, .. }, Finite { mant: mb, exp: eb, .. }) => {
            Exact::Real(Real::from_u128(negative, ma as u128 * mb as u128, ea + eb, false))
        }
    }
}

fn div_exact(a: Value, b: Value) -> Exact {
    use Value::*;
    let negative = a.is_negative() != b.is_negative();
    match (a, b) {
        (Nan { .. }, _) | (_, Nan { .. }) => Exact::Special(Nan { negative: false }),
        (Inf { .. }, Inf { .. }) | (Zero { .. }, Zero { .. }) => Exact::Special(Nan { negative: false }),
        (Inf { .. }, _) | (_, Zero { .. }) => Exact::Special(Inf { negative }),
        (Zero { .. }, _) | (_, Inf { .. }) => Exact::Special(Zero { negative }),
        (Finite { mant: ma, exp: ea, .. }, Finite { mant: mb, exp: eb, .. }) => {
            // (ma * 2^64) / mb has at least 64 bits when both are normalised to 53 bits.
            let (ma, ea) = norm53(ma, ea);
            let (mb, eb) = norm53(mb, eb);
            let n = (ma as u128) << 64;
            let (q, r) = (n / mb as u128, n % mb as u128);
            Exact::Real(Real::from_u128(negative, q, ea - 64 - eb, r != 0))
        }
    }
}

fn finish(fmt: Format, e: Exact, rnd: Rounding, ovf: Overflow) -> Code {
    match e {
        Exact::Special(v) => encode_value(fmt, v, rnd, ovf),
        Exact::Real(r) => encode_real(fmt, r, rnd, ovf),
    }
}

/// a + b rounded once into `fmt`.
pub fn add(fmt: Format, a: Value, b: Value, rnd: Rounding, ovf: Overflow) -> Code {
    finish(fmt, add_exact(a, b, rnd), rnd, ovf)
}

/// a - b rounded once into `fmt`.
pub fn sub(fmt: Format, a: Value, b: Value, rnd: Rounding, ovf: Overflow) -> Code {
    finish(fmt, add_exact(a, b.negated(), rnd), rnd, ovf)
}

/// a * b rounded once into `fmt`.
pub fn mul(fmt: Format, a: Value, b: Value, rnd: Rounding, ovf: Overflow) -> Code {
    finish(fmt, mul_exact(a, b), rnd, ovf)
}

/// a / b rounded once into `fmt`.
pub fn div(fmt: Format, a: Value, b: Value, rnd: Rounding, ovf: Overflow) -> Code {
    finish(fmt, div_exact(a, b), rnd, ovf)
}
