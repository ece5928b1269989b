//! Decimal literals parsed exactly and rounded once (SFEP-0054 §3.3: never through f64).
//!
//! The digits are held as a big integer; the value D * 10^E is reduced to its top 64 bits plus a
//! sticky bit (exact integer arithmetic), which `codec` then rounds once into the format.

use crate::codec::{encode_real, Real};
use crate::format::{Code, Format};
use crate::value::Value;
use crate::{codec, Overflow, Rounding};
use std::fmt;

/// Why a decimal literal was rejected; `at` is the byte offset of the offending character.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecimalError {
    Empty,
    UnexpectedChar { at: usize, found: char },
    NoDigits,
    BadExponent { at: usize },
}

impl fmt::Display for DecimalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecimalError::Empty => write!(f, "empty number literal"),
            DecimalError::UnexpectedChar { at, found } => {
                write!(f, "unexpected character '{found}' at offset {at} in number literal")
            }
            DecimalError::NoDigits => write!(f, "number literal has no digits"),
            DecimalError::BadExponent { at } => write!(f, "malformed exponent at offset {at} in number literal"),
        }
    }
}

impl std::error::Error for DecimalError {}

/// Parses `[+-]digits[.digits][(e|E)[+-]digits]`, or `inf`/`infinity`/`nan` (any case, signed),
/// and rounds the exact value once into `fmt`.
pub fn encode_decimal(fmt: Format, text: &str, rnd: Rounding, ovf: Overflow) -> Result<Code, DecimalError> {
    Ok(match parse(text)? {
        Parsed::Special(v) => codec::encode_value(fmt, v, rnd, ovf),
        Parsed::Number { negative, digits, exp10 } => match to_real(negative, &digits, exp10) {
            None => codec::encode_value(fmt, Value::Zero { negative }, rnd, ovf),
            Some(r) => encode_real(fmt, r, rnd.into(), ovf),
        },
    })
}

enum Parsed {
    Special(Value),
    Number { negative: bool, digits: Vec<u8>, exp10: i64 },
}

fn parse(text: &str) -> Result<Parsed, DecimalError> {
    let s = text.trim();
    if s.is_empty() {
        return Err(DecimalError::Empty);
    }
    let offset = text.len() - text.trim_start().len();
    let (negative, body, start) = match s.as_bytes()[0] {
        b'-' => (true, &s[1..], 1),
        b'+' => (false, &s[1..], 1),
        _ => (false, s, 0),
    };
    match body.to_ascii_lowercase().as_str() {
        "inf" | "infinity" => return Ok(Parsed::Special(Value::Inf { negative })),
        "nan" => return Ok(Parsed::Special(Value::Nan { negative })),
        _ => {}
    }
    let mut digits = Vec::new();
    let mut exp10: i64 = 0;
    let mut seen_dot = false;
    let mut seen_digit = false;
    let bytes = body.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            c @ b'0'..=b'9' => {
                seen_digit = true;
                if !(digits.is_empty() && c == b'0') {
                    digits.push(c - b'0');
                }
                if seen_dot {
                    exp10 -= 1;
                }
            }
            b'.' if !seen_dot => seen_dot = true,
            b'e' | b'E' => break,
            c => return Err(DecimalError::UnexpectedChar { at: offset + start + i, found: c as char }),
        }
        i += 1;
    }
    if !seen_digit {
        return Err(DecimalError::NoDigits);
    }
    if i < bytes.len() {
        let exp_at = offset + start + i;
        let tail = &body[i + 1..];
        let (eneg, edigits) = match tail.as_bytes().first() {
            Some(b'-') => (true, &tail[1..]),
            Some(b'+') => (false, &tail[1..]),
            _ => (false, tail),
        };
        if edigits.is_empty() || !edigits.bytes().all(|c| c.is_ascii_digit()) {
            return Err(DecimalError::BadExponent { at: exp_at });
        }
        // Exponents beyond any format's range only need their sign and size: clamp them.
        let e: i64 = edigits.parse::<i64>().unwrap_or(i64::MAX / 4).min(1 << 40);
        exp10 += if eneg { -e } else { e };
    }
    // Trailing zeros of the digit string move into the exponent.
    while digits.last() == Some(&0) {
        digits.pop();
        exp10 += 1;
    }
    Ok(Parsed::Number { negative, digits, exp10 })
}

/// Beyond these decimal magnitudes every format has over- or underflowed (the widest, P3109
/// Binary16p1u, spans about 2^±32768 < 10^±9865); clamping keeps the big integers small.
const DECIMAL_LIMIT: i64 = 12_000;

/// The value digits * 10^exp10 as a 64-bit top plus sticky bit; None for zero.
fn to_real(negative: bool, digits: &[u8], exp10: i64) -> Option<Real> {
    if digits.is_empty() {
        return None;
    }
    let magnitude10 = exp10 + digits.len() as i64;
    if magnitude10 > DECIMAL_LIMIT {
        return Some(Real { negative, mant: 1 << 63, exp: 1 << 20, sticky: false });
    }
    if magnitude10 < -DECIMAL_LIMIT {
        return Some(Real { negative, mant: 1 << 63, exp: -(1 << 20), sticky: true });
    }
    let mut n = Big::from_digits(digits);
    if exp10 >= 0 {
        n.mul_pow10(exp10 as u32);
        let (mant, exp, sticky) = n.top64();
        return Some(Real { negative, mant: mant as u128, exp, sticky });
    }
    let mut d = Big::one();
    d.mul_pow10((-exp10) as u32);
    // Scale the numerator so the quotient has at least 65 bits, then divide exactly.
    let s = (65 + d.bit_len() as i64 - n.bit_len() as i64).max(0) as u32;
    n.shl(s);
    let (q, rem_nonzero) = n.div(&d);
    let (mant, exp, sticky) = q.top64();
    Some(Real { negative, mant: mant as u128, exp: exp - s as i32, sticky: sticky || rem_nonzero })
}

/// A little-endian base-2^32 natural number: only what exact decimal parsing needs.
#[derive(Clone, Debug)]
struct Big(Vec<u32>);

impl Big {
    fn one() -> Big {
        Big(vec![1])
    }

    fn from_digits(digits: &[u8]) -> Big {
        let mut b = Big(vec![0]);
        for chunk in digits.chunks(9) {
            let mut v = 0u32;
            for d in chunk {
                v = v * 10 + *d as u32;
            }
            b.mul_add_small(10u32.pow(chunk.len() as u32), v);
        }
        b
    }

    fn mul_add_small(&mut self, m: u32, a: u32) {
        let mut carry = a as u64;
        for w in self.0.iter_mut() {
            let t = *w as u64 * m as u64 + carry;
            *w = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    fn mul_pow10(&mut self, mut e: u32) {
        while e > 0 {
            let step = e.min(9);
            self.mul_add_small(10u32.pow(step), 0);
            e -= step;
        }
    }

    fn trim(&mut self) {
        while self.0.len() > 1 && self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn bit_len(&self) -> u32 {
        let top = self.0.iter().rposition(|w| *w != 0);
        top.map_or(0, |i| i as u32 * 32 + 32 - self.0[i].leading_zeros())
    }

    fn bit(&self, i: u32) -> bool {
        self.0.get((i / 32) as usize).is_some_and(|w| (w >> (i % 32)) & 1 == 1)
    }

    fn shl(&mut self, s: u32) {
        let (words, bits) = ((s / 32) as usize, s % 32);
        let mut out = vec![0u32; words];
        let mut carry = 0u32;
        for w in &self.0 {
            out.push((w << bits) | carry);
            carry = if bits == 0 { 0 } else { w >> (32 - bits) };
        }
        out.push(carry);
        self.0 = out;
        self.trim();
    }

    fn cmp(&self, o: &Big) -> std::cmp::Ordering {
        let (a, b) = (self.bit_len(), o.bit_len());
        if a != b {
            return a.cmp(&b);
        }
        let n = self.0.len().max(o.0.len());
        for i in (0..n).rev() {
            let (x, y) = (self.0.get(i).copied().unwrap_or(0), o.0.get(i).copied().unwrap_or(0));
            if x != y {
                return x.cmp(&y);
            }
        }
        std::cmp::Ordering::Equal
    }

    fn sub_assign(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.0.len() {
            let t = self.0[i] as i64 - o.0.get(i).copied().unwrap_or(0) as i64 - borrow;
            self.0[i] = t.rem_euclid(1 << 32) as u32;
            borrow = (t < 0) as i64;
        }
        self.trim();
    }

    /// (self / d, remainder != 0) by binary long division: the quotient here has ~65-70 bits,
    /// so this is a handful of big subtractions.
    fn div(&self, d: &Big) -> (Big, bool) {
        let mut rem = self.clone();
        let qbits = (self.bit_len() + 1).saturating_sub(d.bit_len());
        let mut q = Big(vec![0; (qbits / 32 + 1) as usize]);
        let mut dd = d.clone();
        dd.shl(qbits);
        for i in (0..=qbits).rev() {
            if rem.cmp(&dd) != std::cmp::Ordering::Less {
                rem.sub_assign(&dd);
                q.0[(i / 32) as usize] |= 1 << (i % 32);
            }
            dd.shr1();
        }
        q.trim();
        (q, rem.bit_len() != 0)
    }

    fn shr1(&mut self) {
        let mut carry = 0u32;
        for w in self.0.iter_mut().rev() {
            let nc = *w & 1;
            *w = (*w >> 1) | (carry << 31);
            carry = nc;
        }
        self.trim();
    }

    /// (top 64 bits, exponent of their last bit, whether any lower bit is set).
    fn top64(&self) -> (u64, i32, bool) {
        let n = self.bit_len();
        let drop = n.saturating_sub(64);
        let mut mant = 0u64;
        for i in (drop..n).rev() {
            mant = (mant << 1) | self.bit(i) as u64;
        }
        let sticky = (0..drop).any(|i| self.bit(i));
        (mant, drop as i32, sticky)
    }
}
