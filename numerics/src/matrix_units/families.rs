//! One instruction step of each model family: given one chunk's operand pairs and the running
//! accumulator `c` (a code of the result format), the new accumulator code. Exact integer
//! arithmetic throughout; the only roundings are the ones the family states.

use super::term::{log2_floor, shift, special_sum, value_of, Term};
use crate::arith;
use crate::codec::{decode_value, encode_value};
use crate::format::{Code, Format};
use crate::value::Value;
use crate::{Overflow, Rounding};

/// How a T-FDPA step rounds its exact truncated sum into the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutputRounding {
    /// Toward zero into f32 (overflow past 2^128 is inf).
    RzF32,
    /// Toward zero to 13 fraction bits (E8M13, subnormals below 2^-126), held in f32.
    RzE8M13,
    /// To nearest even into f16.
    RneF16,
}

/// A model family with its parameters (MMA-Sim's names in brackets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// [T-FDPA] products of a chunk of `chunk` pairs and the addend aligned to the largest
    /// exponent (zeros count as `zero_exp`), each truncated to `f` fraction bits, summed exactly,
    /// rounded once by `rounding`; a zero result is +0.
    TruncatedFused { f: u32, chunk: usize, zero_exp: i32, rounding: OutputRounding },
    /// [TR-FDPA, GTR-FDPA] the chunk's products truncated to `f` bits at their largest exponent
    /// (`grouped`: even and odd positions separately, then joined, each floored), then joined with
    /// the addend (products floored to `f2 + 1` bits, addend to `f` bits), normalised, floored to
    /// `f2` fraction bits and rounded to nearest even into f32. Product overflow is inf.
    TwoLevel { f: u32, f2: u32, chunk: usize, grouped: bool },
    /// [FTZ-MUL-ADD] inputs flushed to +0 when subnormal, products rounded to f32 and flushed
    /// (sign kept), summed in pairs (`group` 2 or 4) by f32 adds that flush, then added to the
    /// accumulator, which each instruction first flushes to +0.
    FtzPairwise { group: usize },
    /// [E-FDPA] the chunk's products and the addend summed exactly, rounded once to nearest even
    /// into f32.
    ExactChunk { chunk: usize },
    /// [FMA] one fused multiply-add per k, rounded to nearest even in f32.
    Fma,
}

const F32_NAN: Code = 0x7FFF_FFFF;
const F16_NAN: Code = 0x7FFF;

fn inf_code(out: Format, negative: bool) -> Code {
    encode_value(out, Value::Inf { negative }, Rounding::ToNearestEven, Overflow::NanOrInf)
}

fn canonical_nan(out: Format) -> Code {
    if out == Format::F16 { F16_NAN } else { F32_NAN }
}

/// A special result (NaN or ±inf) in the hardware's spelling.
pub(super) fn special_code(out: Format, t: Term) -> Code {
    match t {
        Term::Inf { negative } => inf_code(out, negative),
        _ => canonical_nan(out),
    }
}

/// +0 for any zero result (the hardware never returns -0 from these steps).
fn positive_zero(out: Format, code: Code) -> Code {
    if matches!(decode_value(out, code), Value::Zero { .. }) { 0 } else { code }
}

/// mant * 2^exp rounded by `r` into the result.
pub(super) fn round_out(mant: i128, exp: i32, r: OutputRounding) -> Code {
    if mant == 0 {
        return 0;
    }
    let top = log2_floor(mant, exp);
    match r {
        OutputRounding::RneF16 => {
            positive_zero(Format::F16, encode_value(Format::F16, value_of(mant, exp), Rounding::ToNearestEven, Overflow::NanOrInf))
        }
        OutputRounding::RzF32 | OutputRounding::RzE8M13 => {
            if top >= 128 {
                return inf_code(Format::F32, mant < 0);
            }
            let (mant, exp) = if r == OutputRounding::RzE8M13 {
                // Keep the bits at or above 2^(max(top, -126) - 13).
                let lsb = top.max(-126) - 13;
                if lsb > exp { (shift(mant, exp - lsb, false), lsb) } else { (mant, exp) }
            } else {
                (mant, exp)
            };
            if mant == 0 {
                return 0;
            }
            positive_zero(Format::F32, encode_value(Format::F32, value_of(mant, exp), Rounding::TowardZero, Overflow::NanOrInf))
        }
    }
}

/// T-FDPA: one chunk's products plus the addend `c` (of `out`).
pub(super) fn truncated_fused(products: &[Term], c: Term, f: u32, zero_exp: i32, r: OutputRounding, out: Format) -> Code {
    if let Some(s) = special_sum(products.iter().copied().chain([c])) {
        return special_code(out, s);
    }
    let finite = |t: &Term| match *t {
        Term::Finite { mant, exp, norm } => (mant, exp, if mant == 0 { zero_exp } else { norm }),
        _ => unreachable!("specials handled above"),
    };
    // Two passes over the terms (no allocation: this is the reference's inner loop).
    let terms = || products.iter().chain([&c]).map(finite);
    let e_max = terms().map(|t| t.2).max().unwrap_or(zero_exp);
    let sum: i128 = terms().map(|(m, e, _)| shift(m, e - e_max + f as i32, false)).sum();
    round_out(sum, e_max - f as i32, r)
}

/// The exponent MMA-Sim's two-level family gives zero products (below every real exponent).
const TWO_LEVEL_ZERO: i32 = -999;

/// Products aligned to their largest exponent and truncated to `f` bits: (sum, exponent), the
/// value being sum * 2^(exponent - f).
fn fused_products(products: impl Iterator<Item = (i128, i32, i32)>, f: u32) -> (i128, i32) {
    let terms: Vec<_> = products.collect();
    let e_max = terms.iter().map(|t| t.2).max().unwrap_or(TWO_LEVEL_ZERO);
    (terms.iter().map(|&(m, e, _)| shift(m, e - e_max + f as i32, false)).sum(), e_max)
}

/// TR-FDPA / GTR-FDPA: one chunk's products plus the f32 addend `c`.
pub(super) fn two_level(products: &[Term], c: Term, f: u32, f2: u32, grouped: bool) -> Code {
    // A product whose normalised exponent reaches 128 is inf before the sum (not in the grouped
    // fp8 variant, whose products cannot get there).
    let products: Vec<Term> = products
        .iter()
        .map(|&p| match p {
            Term::Finite { mant, exp, norm } if mant != 0 && !grouped && log2_floor(mant, exp).max(norm) >= 128 => {
                Term::Inf { negative: mant < 0 }
            }
            other => other,
        })
        .collect();
    if let Some(s) = special_sum(products.iter().copied().chain([c])) {
        return special_code(Format::F32, s);
    }
    let finite: Vec<(i128, i32, i32)> = products
        .iter()
        .map(|t| match *t {
            Term::Finite { mant, exp, norm } => (mant, exp, if mant == 0 { TWO_LEVEL_ZERO } else { norm }),
            _ => unreachable!("specials handled above"),
        })
        .collect();
    let (f_i, f2_i) = (f as i32, f2 as i32);
    let (dot, e_dot) = if grouped {
        let (even, e_even) = fused_products(finite.iter().copied().step_by(2), f);
        let (odd, e_odd) = fused_products(finite.iter().copied().skip(1).step_by(2), f);
        let e_dot = e_even.max(e_odd);
        (shift(even, e_even - e_dot, true) + shift(odd, e_odd - e_dot, true), e_dot)
    } else {
        fused_products(finite.iter().copied(), f)
    };
    let Term::Finite { mant: mc, exp: ec, norm: nc } = c else { unreachable!("specials handled above") };
    let e_max = e_dot.max(nc);
    let d = shift(dot, e_dot - e_max + f2_i + 1 - f_i, true);
    let mut cc = shift(mc, ec - e_max + f_i, true);
    if grouped && nc < e_max - f_i - 1 {
        cc = 0;
    }
    // Both on the grid 2^(e_max - f2 - 1).
    let total = d + (cc << (f2_i + 1 - f_i));
    if total == 0 {
        return 0;
    }
    let base = e_max - f2_i - 1;
    let e = log2_floor(total, base).max(-126);
    let q = e - f2_i - base;
    let (mant, exp) = if q > 0 { (shift(total, -q, true), e - f2_i) } else { (total, base) };
    encode_value(Format::F32, value_of(mant, exp), Rounding::ToNearestEven, Overflow::NanOrInf)
}

/// Exact sums of a few terms of very different exponents: two magnitudes (positive and negative
/// parts) in 64-bit limbs above the smallest exponent.
struct WideSum {
    base: i32,
    pos: Vec<u64>,
    neg: Vec<u64>,
}

impl WideSum {
    fn new(base: i32, top: i32) -> WideSum {
        let limbs = ((top - base + 130) / 64 + 2) as usize;
        WideSum { base, pos: vec![0; limbs], neg: vec![0; limbs] }
    }

    fn add(&mut self, mant: i128, exp: i32) {
        let limbs = if mant < 0 { &mut self.neg } else { &mut self.pos };
        let sh = (exp - self.base) as usize;
        let (q, r) = (sh / 64, sh % 64);
        // |mant| < 2^64 here (products of 16-bit formats, f32 addends), so this fits 128 bits.
        let wide = mant.unsigned_abs() << r;
        let parts = [wide as u64, (wide >> 64) as u64];
        let mut carry = 0u128;
        for (i, limb) in limbs.iter_mut().enumerate().skip(q) {
            let part = parts.get(i - q).copied().unwrap_or(0);
            let s = *limb as u128 + part as u128 + carry;
            *limb = s as u64;
            carry = s >> 64;
            if i > q && carry == 0 {
                break;
            }
        }
    }

    /// The exact sum as a `Value` whose 64-bit significand keeps a sticky bit (enough for one
    /// correct rounding into any format of at most 62 bits of precision).
    fn value(self) -> Value {
        let (big, small, negative) = if cmp_limbs(&self.pos, &self.neg) >= std::cmp::Ordering::Equal {
            (self.pos, self.neg, false)
        } else {
            (self.neg, self.pos, true)
        };
        let mut diff = big.clone();
        let mut borrow = 0i128;
        for i in 0..diff.len() {
            let d = big[i] as i128 - small[i] as i128 - borrow;
            borrow = (d < 0) as i128;
            diff[i] = d.rem_euclid(1 << 64) as u64;
        }
        let Some(top_limb) = diff.iter().rposition(|&l| l != 0) else {
            return Value::Zero { negative: false };
        };
        let top_bit = top_limb as i32 * 64 + 63 - diff[top_limb].leading_zeros() as i32;
        let low = (top_bit - 62).max(0);
        let bit = |b: i32| (diff[(b / 64) as usize] >> (b % 64)) & 1;
        let mut mant = 0u64;
        for b in (low..=top_bit).rev() {
            mant = (mant << 1) | bit(b);
        }
        let sticky = (0..low).any(|b| bit(b) != 0);
        Value::Finite { negative, mant: (mant << 1) | sticky as u64, exp: self.base + low - 1 }
    }
}

fn cmp_limbs(a: &[u64], b: &[u64]) -> std::cmp::Ordering {
    a.iter().rev().cmp(b.iter().rev())
}

/// E-FDPA: the chunk's products plus the f32 addend summed exactly, rounded once (RNE) to f32.
pub(super) fn exact_chunk(products: &[Term], c: Term) -> Code {
    if let Some(s) = special_sum(products.iter().copied().chain([c])) {
        return special_code(Format::F32, s);
    }
    let terms: Vec<(i128, i32)> = products
        .iter()
        .chain([&c])
        .filter_map(|t| match *t {
            Term::Finite { mant, exp, .. } if mant != 0 => Some((mant, exp)),
            _ => None,
        })
        .collect();
    let (Some(base), Some(top)) = (terms.iter().map(|t| t.1).min(), terms.iter().map(|t| t.1).max()) else {
        return 0;
    };
    let mut sum = WideSum::new(base, top);
    terms.iter().for_each(|&(m, e)| sum.add(m, e));
    encode_value(Format::F32, sum.value(), Rounding::ToNearestEven, Overflow::NanOrInf)
}

const F32_MIN_NORMAL_EXP: i32 = -126;

/// Whether a finite nonzero value is below f32's smallest normal.
fn below_normal(v: Value) -> bool {
    match v {
        Value::Finite { mant, exp, .. } => exp + 63 - (mant.leading_zeros() as i32) < F32_MIN_NORMAL_EXP,
        _ => false,
    }
}

/// Flushes an f32 value below the smallest normal to zero (`keep_sign`: ±0, else +0).
fn flush(v: Value, keep_sign: bool) -> Value {
    match v {
        Value::Zero { negative } => Value::Zero { negative: keep_sign && negative },
        v if below_normal(v) => Value::Zero { negative: keep_sign && v.is_negative() },
        v => v,
    }
}

/// Flushes an input of its own format: subnormals (and -0) to +0.
fn flush_input(fmt: Format, v: Value) -> Value {
    let min_normal = 1 - fmt.params().bias;
    match v {
        Value::Zero { .. } => Value::Zero { negative: false },
        Value::Finite { mant, exp, .. } if exp + 63 - (mant.leading_zeros() as i32) < min_normal => Value::Zero { negative: false },
        v => v,
    }
}

fn f32_value(code: Code) -> Value {
    decode_value(Format::F32, code)
}

/// f32 add, rounded to nearest even, result flushed keeping its sign.
fn ftz_add(x: Value, y: Value) -> Value {
    flush(f32_value(arith::add(Format::F32, x, y, Rounding::ToNearestEven, Overflow::NanOrInf)), true)
}

/// FTZ-MUL-ADD: one instruction's pairs (a multiple of `group`) onto the f32 accumulator `c`.
pub(super) fn ftz_pairwise(pairs: &[(Value, Value)], fmt: (Format, Format), c: Code, group: usize) -> Code {
    let products: Vec<Value> = pairs
        .iter()
        .map(|&(a, b)| {
            let p = arith::mul(Format::F32, flush_input(fmt.0, a), flush_input(fmt.1, b), Rounding::ToNearestEven, Overflow::NanOrInf);
            flush(f32_value(p), true)
        })
        .collect();
    let mut acc = flush(f32_value(c), false);
    for g in products.chunks(group) {
        let mut s = ftz_add(g[0], g[1]);
        if group == 4 {
            s = ftz_add(s, ftz_add(g[2], g[3]));
        }
        acc = ftz_add(acc, s);
    }
    encode_value(Format::F32, acc, Rounding::ToNearestEven, Overflow::NanOrInf)
}

/// FMA: c = round(a * b + c) for each pair in order.
pub(super) fn fma(pairs: &[(Value, Value)], c: Code) -> Code {
    let mut acc = f32_value(c);
    for &(a, b) in pairs {
        // f32 x f32 is exact in f64 (48 bits, exponents within f64's range).
        let product = decode_value(Format::F64, arith::mul(Format::F64, a, b, Rounding::ToNearestEven, Overflow::NanOrInf));
        acc = f32_value(arith::add(Format::F32, product, acc, Rounding::ToNearestEven, Overflow::NanOrInf));
    }
    encode_value(Format::F32, acc, Rounding::ToNearestEven, Overflow::NanOrInf)
}
