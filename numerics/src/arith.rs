//! Correctly rounded +, -, *, / on exact values: the exact result (or its top 115+ bits plus a
//! sticky bit) goes through the codec's single rounding, so every rounding mode is right for
//! every format (no double rounding through f64, which would break the directed modes), the
//! stochastic ones included (they read up to 33 bits below the last place, even of an f64).

use crate::codec::{encode_real, encode_value_with, Real};
use crate::format::{Code, Format};
use crate::value::Value;
use crate::rounding::RoundWith;
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
fn cancellation_zero(how: RoundWith) -> Value {
    Value::Zero { negative: how == RoundWith::Mode(Rounding::Downward) }
}

/// How far apart (in bits) two 53-bit mantissas may be and still be added exactly in a u128.
const EXACT_GAP: i64 = 74;

fn add_exact(a: Value, b: Value, rnd: RoundWith) -> Exact {
    use Value::*;
    match (a, b) {
        (Nan { .. }, _) | (_, Nan { .. }) => Exact::Special(Nan { negative: false }),
        (Inf { negative: x }, Inf { negative: y }) if x != y => Exact::Special(Nan { negative: false }),
        (Inf { negative }, _) | (_, Inf { negative }) => Exact::Special(Inf { negative }),
        (Zero { negative: x }, Zero { negative: y }) => {
            Exact::Special(if x == y { Zero { negative: x } } else { cancellation_zero(rnd) })
        }
        (Zero { .. }, v) | (v, Zero { .. }) => match v {
            Finite { negative, mant, exp } => Exact::Real(Real { negative, mant: mant as u128, exp, sticky: false }),
            other => Exact::Special(other),
        },
        (Finite { negative: sa, mant: ma, exp: ea }, Finite { negative: sb, mant: mb, exp: eb }) => {
            let (ma, ea) = norm53(ma, ea);
            let (mb, eb) = norm53(mb, eb);
            // Let x be the operand with the larger exponent (so the larger magnitude or equal top).
            let ((sx, mx, ex), (sy, my, ey)) =
                if (ea, ma) >= (eb, mb) { ((sa, ma, ea), (sb, mb, eb)) } else { ((sb, mb, eb), (sa, ma, ea)) };
            let gap = ex as i64 - ey as i64;
            // Align y to x; beyond EXACT_GAP, x keeps 127 bits and y's bits below them become
            // a sticky bit (x then has 74 bits below any target's last place).
            let (x, y, e, sticky) = if gap <= EXACT_GAP {
                ((mx as u128) << gap, my as u128, ey, false)
            } else {
                let drop = gap - EXACT_GAP;
                let (kept, lost) =
                    if drop >= 64 { (0, my != 0) } else { (my >> drop, my & ((1u64 << drop) - 1) != 0) };
                ((mx as u128) << EXACT_GAP, kept as u128, ex - EXACT_GAP as i32, lost)
            };
            let (neg, m) = if sx == sy {
                (sx, x + y)
            } else if x >= y {
                // x - (y + eps) = (x - y - 1) + (1 - eps): one unit less, still sticky.
                (sx, x - y - sticky as u128)
            } else {
                (sy, y - x) // only when exact (gap 0): x then is the smaller
            };
            if m == 0 {
                return Exact::Special(cancellation_zero(rnd));
            }
            Exact::Real(Real::from_u128(neg, m, e, sticky))
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
            // Long division in two steps of 63 bits: with both normalised to 53 bits the
            // quotient has at least 126 bits (73 below an f64's last place), then a sticky bit.
            let (ma, ea) = norm53(ma, ea);
            let (mb, eb) = norm53(mb, eb);
            let d = mb as u128;
            let n1 = (ma as u128) << 63;
            let (q1, r1) = (n1 / d, n1 % d);
            let n2 = r1 << 63;
            let (q2, r2) = (n2 / d, n2 % d);
            Exact::Real(Real::from_u128(negative, (q1 << 63) | q2, ea - eb - 126, r2 != 0))
        }
    }
}

fn finish(fmt: Format, e: Exact, how: RoundWith, ovf: Overflow) -> Code {
    match e {
        Exact::Special(v) => encode_value_with(fmt, v, how, ovf),
        Exact::Real(r) => encode_real(fmt, r, how, ovf),
    }
}

/// One of the four operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

/// a op b rounded once into `fmt` by a deterministic or stochastic rounding (`RoundWith`).
pub fn apply_with(op: Op, fmt: Format, a: Value, b: Value, how: RoundWith, ovf: Overflow) -> Code {
    let exact = match op {
        Op::Add => add_exact(a, b, how),
        Op::Sub => add_exact(a, b.negated(), how),
        Op::Mul => mul_exact(a, b),
        Op::Div => div_exact(a, b),
    };
    finish(fmt, exact, how, ovf)
}

/// a + b rounded once into `fmt`.
pub fn add(fmt: Format, a: Value, b: Value, rnd: Rounding, ovf: Overflow) -> Code {
    apply_with(Op::Add, fmt, a, b, rnd.into(), ovf)
}

/// a - b rounded once into `fmt`.
pub fn sub(fmt: Format, a: Value, b: Value, rnd: Rounding, ovf: Overflow) -> Code {
    apply_with(Op::Sub, fmt, a, b, rnd.into(), ovf)
}

/// a * b rounded once into `fmt`.
pub fn mul(fmt: Format, a: Value, b: Value, rnd: Rounding, ovf: Overflow) -> Code {
    apply_with(Op::Mul, fmt, a, b, rnd.into(), ovf)
}

/// a / b rounded once into `fmt`.
pub fn div(fmt: Format, a: Value, b: Value, rnd: Rounding, ovf: Overflow) -> Code {
    apply_with(Op::Div, fmt, a, b, rnd.into(), ovf)
}
