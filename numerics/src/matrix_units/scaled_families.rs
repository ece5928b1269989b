//! One step of each block-scaled model family (MMA-Sim's ST-FDPA and GST-FDPA, `mmasim`
//! 2.1.1 `arithmetic/fdpa.py`): one instruction's chunk of element pairs, their block scales and
//! the running f32 accumulator `c` in, the new accumulator code out. Exact integer arithmetic;
//! the one rounding is the family's RZ-FP32.
//!
//! Both families are the truncated fused sum of the T-FDPA family (align every term to the
//! largest exponent e_max, truncate each toward zero to F fraction bits below 2^e_max, sum
//! exactly, round once) over different terms:
//! - ST-FDPA: one term per element pair, a b s_a s_b, whose exponent is the sum of the four
//!   normalised exponents (a zero product's is e_zero);
//! - GST-FDPA: one term per group of G pairs, the exact sum of the group's products times the
//!   scales' significands, whose exponent is the scales' exponent sum alone (the group sum is not
//!   renormalised); e_zero when every product of the group is zero or a scale is zero, but a group
//!   that cancels to zero keeps the scales' exponent (MMA-Sim: "zeros resulted from summation do
//!   not apply e_zero").

use super::families::{round_out, special_code, OutputRounding};
use super::term::{shift, special_sum, Term};
use crate::codec::decode_value;
use crate::format::{Code, Format};
use crate::value::Value;

/// A block-scaled family with its parameters (MMA-Sim's names in brackets). Both round the sum
/// toward zero into f32 (RZ-FP32) and return +0 for a zero result and 0x7FFFFFFF for NaN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScaledFamily {
    /// [ST-FDPA] scaled truncated fused dot-product-add: chunks of `chunk` pairs, each product
    /// with its blocks' scales one term, `f` fraction bits kept, zero products at `zero_exp`.
    ScaledTruncatedFused { f: u32, chunk: usize, zero_exp: i32 },
    /// [GST-FDPA] grouped scaled truncated fused dot-product-add: chunks of `chunk` pairs, in
    /// groups of `group` whose exact product sums times their scales are the terms.
    GroupedScaledTruncatedFused { group: usize, f: u32, chunk: usize, zero_exp: i32 },
}

impl ScaledFamily {
    /// Pairs per instruction step.
    pub fn chunk(self) -> usize {
        match self {
            ScaledFamily::ScaledTruncatedFused { chunk, .. } | ScaledFamily::GroupedScaledTruncatedFused { chunk, .. } => chunk,
        }
    }
}

/// A block scale as the hardware reads it: ue8m0 (f8E8M0FNU) is 2^(code - 127), 0xFF NaN, with
/// its exponent kept even at 2^-127 (MMA-Sim's subnormal exponent for e8m0 is -127); ue4m3 is an
/// f8E4M3FN code with its sign bit ignored (0x7F NaN).
pub(super) fn scale_term(fmt: Format, code: Code) -> Term {
    match fmt {
        Format::F8E8M0FNU => match decode_value(fmt, code) {
            Value::Finite { .. } => {
                let e = code as i32 - 127;
                Term::Finite { mant: 1, exp: e, norm: e }
            }
            _ => Term::Nan,
        },
        _ => Term::decode(fmt, code & 0x7F),
    }
}

fn is_zero(t: Term) -> bool {
    matches!(t, Term::Finite { mant: 0, .. })
}

/// The term with its exponent replaced by `zero_exp` (for the terms the family counts as zero).
fn at_zero_exp(t: Term, zero_exp: i32) -> Term {
    match t {
        Term::Finite { mant, exp, .. } => Term::Finite { mant, exp, norm: zero_exp },
        other => other,
    }
}

/// The truncated fused sum of `terms` (their exponents final) and the f32 addend `c`, rounded
/// toward zero into f32.
fn fused_sum(terms: &[Term], c: Code, f: u32, zero_exp: i32) -> Code {
    let c = Term::decode(Format::F32, c);
    let c = if is_zero(c) { at_zero_exp(c, zero_exp) } else { c };
    if let Some(s) = special_sum(terms.iter().copied().chain([c])) {
        return special_code(Format::F32, s);
    }
    let finite = |t: &Term| match *t {
        Term::Finite { mant, exp, norm } => (mant, exp, norm),
        _ => unreachable!("specials handled above"),
    };
    let all = || terms.iter().chain([&c]).map(finite);
    let e_max = all().map(|t| t.2).max().unwrap_or(zero_exp);
    let sum: i128 = all().map(|(m, e, _)| shift(m, e - e_max + f as i32, false)).sum();
    round_out(sum, e_max - f as i32, OutputRounding::RzF32)
}

/// ST-FDPA: the chunk's pairs `a`, `b` with one scale per `block` elements (`sa`, `sb`).
#[allow(clippy::too_many_arguments)]
pub(super) fn scaled_truncated_fused(a: &[Term], b: &[Term], sa: &[Term], sb: &[Term], block: usize, c: Code, f: u32, zero_exp: i32) -> Code {
    let terms: Vec<Term> = (0..a.len())
        .map(|i| {
            let p = a[i].times(b[i]).times(sa[i / block]).times(sb[i / block]);
            if is_zero(p) { at_zero_exp(p, zero_exp) } else { p }
        })
        .collect();
    fused_sum(&terms, c, f, zero_exp)
}

/// The exact sum of a group's products (NaN or ±inf by the usual rule when one is special), its
/// normalised exponent left at 0 (the family sets it from the scales).
fn group_sum(products: &[Term]) -> Term {
    if let Some(s) = special_sum(products.iter().copied()) {
        return s;
    }
    let parts: Vec<(i128, i32)> = products
        .iter()
        .filter_map(|t| match *t {
            Term::Finite { mant, exp, .. } if mant != 0 => Some((mant, exp)),
            _ => None,
        })
        .collect();
    let base = parts.iter().map(|p| p.1).min().unwrap_or(0);
    // Elements of at most 8 bits: the exponents of a group's products lie within 64 of each other.
    let mant = parts.iter().map(|&(m, e)| m << (e - base)).sum();
    Term::Finite { mant, exp: base, norm: 0 }
}

/// GST-FDPA: the chunk's pairs in groups of `group`; group g takes the scales of the block
/// holding its first element.
#[allow(clippy::too_many_arguments)]
pub(super) fn grouped_scaled_truncated_fused(a: &[Term], b: &[Term], sa: &[Term], sb: &[Term], block: usize, group: usize, c: Code, f: u32, zero_exp: i32) -> Code {
    let terms: Vec<Term> = (0..a.len())
        .step_by(group)
        .map(|start| {
            let products: Vec<Term> = (start..start + group).map(|i| a[i].times(b[i])).collect();
            let scale = sa[start / block].times(sb[start / block]);
            let term = group_sum(&products).times(scale);
            // The term's exponent is the scales' (times() added the group's 0 to it).
            if products.iter().all(|p| is_zero(*p)) || is_zero(scale) { at_zero_exp(term, zero_exp) } else { term }
        })
        .collect();
    fused_sum(&terms, c, f, zero_exp)
}
