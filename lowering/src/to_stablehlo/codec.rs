//! Exact emulation of lpf-numerics' encode and decode in StableHLO integer ops on the f64 bits.
//!
//! XLA's own `convert` rounds f64 -> bf16/f16 twice (through f32), only rounds to nearest even,
//! and XLA CPU flushes f32/f64 subnormals in every floating-point op, converts included (FTZ and
//! DAZ, measured with jaxlib 0.10.2: 2^-130 + 2^-130 = 0, convert(2^-130 : f32) to f64 = 0). So
//! every conversion XLA cannot do exactly is built here from integer operations only: the code
//! of any format becomes the bit pattern of its exact f64 value ([`decode_f64`]), and an f64 bit
//! pattern becomes the code of any format under any rounding and overflow mode ([`encode_f64`]).
//!
//! Both are generated from the format's row of `lpf_numerics::Params`, mirroring `codec.rs` of
//! the numerics crate step by step (round_core, round_finite, encode_value, decode_value). Every
//! special code (NaN, ±inf, zeros, overflow results, negatives into unsigned formats) is taken
//! from `lpf_numerics::encode` itself, so the emulation and the oracle cannot disagree about
//! them; the conformance test compares the rest bit for bit.

use crate::hlo_ops::{HloOp, ComparisonDirection as Dir};
use super::text::{Body, V};
use lpf_numerics::{encode_value_with, Format, Overflow, Params, RoundWith, Rounding, Specials, Stochastic, StochasticMode, Value};

const SIGN: i64 = i64::MIN;
const ABS: i64 = i64::MAX;
const EXP_ALL_ONES: i64 = 0x7FF0_0000_0000_0000;
const MANT_MASK: i64 = (1 << 52) - 1;
const NAN_POS: i64 = 0x7FF8_0000_0000_0000;
const NAN_NEG: i64 = 0xFFF8_0000_0000_0000u64 as i64;

fn ones(n: u32) -> i64 {
    if n >= 63 {
        i64::MAX
    } else {
        (1i64 << n) - 1
    }
}

/// Whether every value of `format` is an f64 normal number or zero (or special), so that the
/// emulation's f64 carrier holds it exactly and no f64 op it feeds can see a subnormal.
pub fn fits_f64(format: Format) -> bool {
    let p = format.params();
    if format == Format::F64 {
        return true; // never decoded or encoded arithmetically: its bits are its code
    }
    let min_exp = 1 - p.bias - p.frac_bits as i32;
    let max_exp = ones(p.exp_bits) as i32 - p.bias;
    min_exp >= -1022 && max_exp <= 1023
}

/// The code `lpf_numerics` gives `x` (with the format's TF32 padding), as an i64.
fn oracle(format: Format, x: f64, how: impl Into<RoundWith>, overflow: Overflow) -> i64 {
    encode_value_with(format, Value::from_f64(x), how.into(), overflow) as i64
}

/// How an encode rounds: a deterministic mode, or a stochastic one with each element's random
/// word (an i64 tensor of the bits' shape; only its low N bits are used).
#[derive(Clone, Copy)]
pub enum Round {
    Mode(Rounding),
    Random(Stochastic, V),
}

impl Round {
    /// The numerics crate's rounding for the outcomes that depend on the sign only (specials,
    /// overflow, underflow): not on the random word, so word 0 asks the same question.
    fn numerics(self) -> RoundWith {
        match self {
            Round::Mode(rnd) => RoundWith::Mode(rnd),
            Round::Random(sr, _) => RoundWith::Random { sr, random: 0 },
        }
    }
}

/// A per-sign constant: `neg ? on_neg : on_pos`, folded when both are equal.
fn by_sign(b: &mut Body, neg: V, on_pos: i64, on_neg: i64) -> V {
    let pos = b.i64c(on_pos, neg);
    if on_pos == on_neg {
        return pos;
    }
    let negv = b.i64c(on_neg, neg);
    b.select(neg, negv, pos)
}

fn and_i1(b: &mut Body, x: V, y: V) -> V {
    b.bin(HloOp::And, x, y)
}

fn or_i1(b: &mut Body, x: V, y: V) -> V {
    b.bin(HloOp::Or, x, y)
}

/// `x` (i64) compared with the constant `c`.
fn cmp_c(b: &mut Body, direction: Dir, x: V, c: i64) -> V {
    let k = b.i64c(c, x);
    b.cmp(direction, x, k)
}

fn bin_c(b: &mut Body, op: HloOp, x: V, c: i64) -> V {
    let k = b.i64c(c, x);
    b.bin(op, x, k)
}

/// The i64 code of `format` held in `bits` (the f64 bit pattern, i64) after rounding its exact
/// value once by `rounding`, with `overflow` (numerics' `encode_value`). The result includes
/// TF32's padding, as lpf codes do.
pub fn encode_f64(b: &mut Body, bits: V, format: Format, rounding: Rounding, overflow: Overflow) -> V {
    encode_f64_sticky(b, bits, None, format, rounding, overflow)
}

/// [`encode_f64`] of a value that lies strictly between `bits` and the next f64 away from (or
/// toward) zero: `direction` (i64 per element) is +1 where the exact magnitude is a little
/// larger than |bits|, -1 where it is a little smaller, 0 where `bits` is exact. "A little" is
/// less than half an f64 ulp (what TwoSum's error term gives), so for any target with at most 52
/// fraction bits it only matters when `bits` is on the target's grid (a value just below it has
/// the previous grid point below it) or exactly on a midpoint (the tie is broken).
pub fn encode_f64_sticky(
    b: &mut Body,
    bits: V,
    direction: Option<V>,
    format: Format,
    rounding: Rounding,
    overflow: Overflow,
) -> V {
    encode_f64_with(b, bits, direction, format, Round::Mode(rounding), overflow)
}

/// [`encode_f64`] by a stochastic rounding: `word` (i64 per element) holds the random bits.
pub fn encode_f64_stochastic(b: &mut Body, bits: V, word: V, format: Format, sr: Stochastic, overflow: Overflow) -> V {
    encode_f64_with(b, bits, None, format, Round::Random(sr, word), overflow)
}

fn encode_f64_with(b: &mut Body, bits: V, direction: Option<V>, format: Format, how: Round, overflow: Overflow) -> V {
    let rounding = how.numerics();
    let p: Params = format.params();
    let zero = b.i64c(0, bits);
    let neg = b.cmp(Dir::Lt, bits, zero);
    let abs = bin_c(b, HloOp::And, bits, ABS);
    let is_nan = cmp_c(b, Dir::Gt, abs, EXP_ALL_ONES);
    let is_inf = cmp_c(b, Dir::Eq, abs, EXP_ALL_ONES);
    let is_zero = cmp_c(b, Dir::Eq, abs, 0);

    // The exact value as mant * 2^e2 (f64 subnormals have exponent field 0 and no implicit bit).
    let eraw = bin_c(b, HloOp::ShiftRightLogical, abs, 52);
    let frac = bin_c(b, HloOp::And, abs, MANT_MASK);
    let normal = cmp_c(b, Dir::Gt, eraw, 0);
    let implicit53 = bin_c(b, HloOp::Or, frac, 1 << 52);
    let mant = b.select(normal, implicit53, frac);
    let eraw1 = bin_c(b, HloOp::Maximum, eraw, 1);
    let e2 = bin_c(b, HloOp::Subtract, eraw1, 1075);
    // round_core: top = exponent of the leading bit; e = max(top, emin).
    let clz = b.unary(HloOp::CountLeadingZeros, mant);
    let e2_63 = bin_c(b, HloOp::Add, e2, 63);
    let top = b.bin(HloOp::Subtract, e2_63, clz);
    let first_normal_field = if p.specials == Specials::E8M0 { 0 } else { 1 };
    let emin = first_normal_field - p.bias as i64;
    let e = bin_c(b, HloOp::Maximum, top, emin);
    let lsb = bin_c(b, HloOp::Subtract, e, p.frac_bits as i64);
    let shift = b.bin(HloOp::Subtract, lsb, e2);
    // Right shifts beyond 63 leave 0 with everything below half (mant < 2^53), as a shift of 63
    // does; left shifts (exact values) never exceed the significand width.
    let c0 = b.i64c(0, bits);
    let c63 = b.i64c(63, bits);
    let rs = b.op(HloOp::Clamp, &[c0, shift, c63], "", &b.ty(bits).clone());
    let neg_shift = b.unary(HloOp::Negate, shift);
    let ls = b.op(HloOp::Clamp, &[c0, neg_shift, c63], "", &b.ty(bits).clone());
    let q_hi = b.bin(HloOp::ShiftRightLogical, mant, rs);
    let q0 = b.bin(HloOp::ShiftLeft, q_hi, ls);
    let one = b.i64c(1, bits);
    let unit = b.bin(HloOp::ShiftLeft, one, rs);
    let low_mask = b.bin(HloOp::Subtract, unit, one);
    let rem = b.bin(HloOp::And, mant, low_mask);
    let half = bin_c(b, HloOp::ShiftRightLogical, unit, 1);
    let rem_eq_half = b.cmp(Dir::Eq, rem, half);
    let rs_pos = cmp_c(b, Dir::Gt, rs, 0);
    let mut tie = and_i1(b, rem_eq_half, rs_pos);
    let mut above = b.cmp(Dir::Gt, rem, half);
    let mut inexact = cmp_c(b, Dir::Ne, rem, 0);
    let not_neg = b.unary(HloOp::Not, neg);
    let (mut q0, mut e) = (q0, e);
    if let Some(direction) = direction {
        let larger = cmp_c(b, Dir::Gt, direction, 0);
        let smaller = cmp_c(b, Dir::Lt, direction, 0);
        let off = or_i1(b, larger, smaller);
        // Just below a grid point: the grid point below it, with a remainder just under one
        // last place (so: above the half).
        let on_grid = cmp_c(b, Dir::Eq, rem, 0);
        let borrow = and_i1(b, smaller, on_grid);
        let tie_up = and_i1(b, tie, larger);
        let not_off = b.unary(HloOp::Not, off);
        above = or_i1(b, above, tie_up);
        above = or_i1(b, above, borrow);
        tie = and_i1(b, tie, not_off);
        inexact = or_i1(b, inexact, off);
        let borrow64 = b.convert(borrow, "i64");
        let lowered = b.bin(HloOp::Subtract, q0, borrow64);
        // Below a power of two the grid is twice as fine: 2^p - 1 last places of the binade below.
        let implicit = 1i64 << p.frac_bits;
        let at_binade = cmp_c(b, Dir::Eq, q0, implicit);
        let above_emin = cmp_c(b, Dir::Gt, e, emin);
        let cross = and_i1(b, borrow, at_binade);
        let cross = and_i1(b, cross, above_emin);
        let finer = bin_c(b, HloOp::ShiftLeft, q0, 1);
        let finer = bin_c(b, HloOp::Subtract, finer, 1);
        q0 = b.select(cross, finer, lowered);
        let e_down = bin_c(b, HloOp::Subtract, e, 1);
        e = b.select(cross, e_down, e);
    }

    let rnd = match how {
        // Stochastic: decided from the exact significand's bits below the last place (only
        // exact values come here, never one with a direction).
        Round::Random(sr, word) => Err(stochastic_up(b, sr, word, mant, shift, rem, inexact)),
        Round::Mode(rnd) => Ok(rnd),
    };
    let up = match rnd {
        Err(up) => up,
        Ok(Rounding::ToNearestEven) => match p.specials {
            // ml_dtypes' E8M0: ties up, and everything inexact at or below 2^emin goes up.
            Specials::E8M0 => {
                let low = cmp_c(b, Dir::Le, top, emin);
                let low_inexact = and_i1(b, low, inexact);
                let at_least_half = or_i1(b, above, tie);
                or_i1(b, at_least_half, low_inexact)
            }
            // No fraction bits: "even" is the biased exponent's last bit (for a nonzero q).
            _ if p.frac_bits == 0 => {
                let biased = bin_c(b, HloOp::Add, e, p.bias as i64);
                let parity = bin_c(b, HloOp::And, biased, 1);
                let odd = cmp_c(b, Dir::Eq, parity, 1);
                let q_nonzero = cmp_c(b, Dir::Ne, q0, 0);
                let tie_odd = and_i1(b, tie, odd);
                let tie_odd = and_i1(b, tie_odd, q_nonzero);
                or_i1(b, above, tie_odd)
            }
            _ => {
                let parity = bin_c(b, HloOp::And, q0, 1);
                let odd = cmp_c(b, Dir::Eq, parity, 1);
                let tie_odd = and_i1(b, tie, odd);
                or_i1(b, above, tie_odd)
            }
        },
        Ok(Rounding::ToNearestAway) => or_i1(b, above, tie),
        Ok(Rounding::TowardZero | Rounding::ToOdd) => b.cmp(Dir::Ne, zero, zero),
        Ok(Rounding::Upward) => and_i1(b, inexact, not_neg),
        Ok(Rounding::Downward) => and_i1(b, inexact, neg),
    };
    let up64 = b.convert(up, "i64");
    let mut q1 = b.bin(HloOp::Add, q0, up64);
    if rnd == Ok(Rounding::ToOdd) {
        let inexact64 = b.convert(inexact, "i64");
        q1 = b.bin(HloOp::Or, q1, inexact64);
    }
    // Rounded up past the top of the significand: one binade higher.
    let carry_bits = bin_c(b, HloOp::ShiftRightLogical, q1, p.frac_bits as i64 + 1);
    let carry = cmp_c(b, Dir::Ne, carry_bits, 0);
    let q1_half = bin_c(b, HloOp::ShiftRightLogical, q1, 1);
    let q = b.select(carry, q1_half, q1);
    let e_up = bin_c(b, HloOp::Add, e, 1);
    let e = b.select(carry, e_up, e);

    // round_finite: the code's fields, or overflow.
    let implicit = 1i64 << p.frac_bits;
    let subnormal = cmp_c(b, Dir::Lt, q, implicit);
    let biased = bin_c(b, HloOp::Add, e, p.bias as i64);
    let exp_over = cmp_c(b, Dir::Gt, biased, ones(p.exp_bits));
    let field = bin_c(b, HloOp::ShiftLeft, biased, p.frac_bits as i64);
    let frac_field = bin_c(b, HloOp::Subtract, q, implicit);
    let normal_mag = b.bin(HloOp::Or, field, frac_field);
    let mag = b.select(subnormal, q, normal_mag);
    // The largest finite magnitude, from the oracle: +inf saturated is sign 0 | max magnitude.
    let max_mag = oracle(format, f64::INFINITY, Rounding::ToNearestEven, Overflow::Saturate) >> p.pad;
    let mag_over = cmp_c(b, Dir::Gt, mag, max_mag);
    let normal_over = or_i1(b, exp_over, mag_over);
    let not_sub = b.unary(HloOp::Not, subnormal);
    let overflowed = and_i1(b, not_sub, normal_over);
    let sign = if p.signed { 1i64 << (p.bits - 1) } else { 0 };
    let sign_v = by_sign(b, neg, 0, sign);
    let finite = b.bin(HloOp::Or, sign_v, mag);
    let mut code = bin_c(b, HloOp::ShiftLeft, finite, p.pad as i64);

    // Special outcomes, each the oracle's own code for a representative input.
    let ovf_code = by_sign(b, neg, oracle(format, f64::MAX, rounding, overflow), oracle(format, -f64::MAX, rounding, overflow));
    code = b.select(overflowed, ovf_code, code);
    let q_zero = cmp_c(b, Dir::Eq, q, 0);
    let underflow_code = if p.specials == Specials::E8M0 {
        b.i64c(0, bits) // no zero: the smallest, 2^-127
    } else {
        by_sign(b, neg, oracle(format, 0.0, rounding, overflow), oracle(format, -0.0, rounding, overflow))
    };
    code = b.select(q_zero, underflow_code, code);
    if !p.signed {
        let negative_code = b.i64c(oracle(format, -1.0, rounding, overflow), bits);
        code = b.select(neg, negative_code, code);
    }
    let zero_code = by_sign(b, neg, oracle(format, 0.0, rounding, overflow), oracle(format, -0.0, rounding, overflow));
    code = b.select(is_zero, zero_code, code);
    let inf_code = by_sign(
        b,
        neg,
        oracle(format, f64::INFINITY, rounding, overflow),
        oracle(format, f64::NEG_INFINITY, rounding, overflow),
    );
    code = b.select(is_inf, inf_code, code);
    let nan_code = by_sign(b, neg, oracle(format, f64::NAN, rounding, overflow), oracle(format, -f64::NAN, rounding, overflow));
    b.select(is_nan, nan_code, code)
}

/// `Stochastic::rounds_away` (numerics' rounding.rs) on the exact significand `mant` whose last
/// kept place lies `shift` bits up (`rem`: the bits below it, exact while shift < 64): the N+1
/// bits right below that place and whether any bit lies below them, against the word's low N
/// bits; true only where the value is inexact.
#[allow(clippy::too_many_arguments)]
fn stochastic_up(b: &mut Body, sr: Stochastic, word: V, mant: V, shift: V, rem: V, inexact: V) -> V {
    let n = sr.bits() as i64;
    let ty = b.ty(mant).clone();
    // shift >= N+1: the N+1 bits below the last place, the rest lost; else all of rem, moved up.
    let d = bin_c(b, HloOp::Subtract, shift, n + 1);
    let (c0, c63) = (b.i64c(0, mant), b.i64c(63, mant));
    let down = b.op(HloOp::Clamp, &[c0, d, c63], "", &ty);
    let neg_d = b.unary(HloOp::Negate, d);
    let up_by = b.op(HloOp::Clamp, &[c0, neg_d, c63], "", &ty);
    let enough = cmp_c(b, Dir::Ge, d, 0);
    let high = b.bin(HloOp::ShiftRightLogical, mant, down);
    let high = bin_c(b, HloOp::And, high, ones(n as u32 + 1));
    let low = b.bin(HloOp::ShiftLeft, rem, up_by);
    let top = b.select(enough, high, low);
    let one = b.i64c(1, mant);
    let unit = b.bin(HloOp::ShiftLeft, one, down);
    let mask = b.bin(HloOp::Subtract, unit, one);
    let lost_bits = b.bin(HloOp::And, mant, mask);
    let lost = cmp_c(b, Dir::Ne, lost_bits, 0);
    let below = and_i1(b, enough, lost);
    let r = bin_c(b, HloOp::And, word, ones(n as u32));
    let floor_n = bin_c(b, HloOp::ShiftRightLogical, top, 1);
    let up = match sr.mode {
        StochasticMode::Stochastic | StochasticMode::StochasticOdd => {
            // delta 2^N to the nearest integer, ties to even (resp. odd), plus r, against 2^N.
            let floor_bit = bin_c(b, HloOp::And, floor_n, 1);
            let floor_odd = cmp_c(b, Dir::Eq, floor_bit, 1);
            let tie_up = if sr.mode == StochasticMode::Stochastic { floor_odd } else { b.unary(HloOp::Not, floor_odd) };
            let half_bit = bin_c(b, HloOp::And, top, 1);
            let half = cmp_c(b, Dir::Eq, half_bit, 1);
            let round = or_i1(b, below, tie_up);
            let increment = and_i1(b, half, round);
            let increment = b.convert(increment, "i64");
            let rounded = b.bin(HloOp::Add, floor_n, increment);
            let sum = b.bin(HloOp::Add, rounded, r);
            cmp_c(b, Dir::Ge, sum, 1 << n)
        }
        StochasticMode::StochasticFast => {
            // floor(delta 2^(N+1)) + 2r + 1 against 2^(N+1).
            let twice = bin_c(b, HloOp::ShiftLeft, r, 1);
            let sum = b.bin(HloOp::Add, top, twice);
            let sum = bin_c(b, HloOp::Add, sum, 1);
            cmp_c(b, Dir::Ge, sum, 1 << (n + 1))
        }
        StochasticMode::StochasticFastest => {
            let sum = b.bin(HloOp::Add, floor_n, r);
            cmp_c(b, Dir::Ge, sum, 1 << n)
        }
    };
    and_i1(b, inexact, up)
}

/// The f64 bit pattern (i64) of the exact value of `code` (i64, TF32 padding included) in
/// `format` (numerics' `decode_value`), built from integer operations only.
pub fn decode_f64(b: &mut Body, code: V, format: Format) -> V {
    if format == Format::F64 {
        return code;
    }
    let p: Params = format.params();
    let mag_bits = p.bits - p.signed as u32;
    let shifted = bin_c(b, HloOp::ShiftRightLogical, code, p.pad as i64);
    let c = bin_c(b, HloOp::And, shifted, ones(p.bits));
    let neg = if p.signed {
        let s = bin_c(b, HloOp::ShiftRightLogical, c, mag_bits as i64);
        cmp_c(b, Dir::Eq, s, 1)
    } else {
        let zero = b.i64c(0, code);
        b.cmp(Dir::Ne, zero, zero)
    };
    let mag = bin_c(b, HloOp::And, c, ones(mag_bits));
    let e = bin_c(b, HloOp::ShiftRightLogical, mag, p.frac_bits as i64);
    let f = bin_c(b, HloOp::And, mag, ones(p.frac_bits));

    // The finite value m * 2^(max(e,1) - bias - frac_bits) (E8M0: 2^(e - bias)), normalised
    // into f64 fields with count_leading_zeros.
    let (m, scale_exp) = if p.specials == Specials::E8M0 {
        let one = b.i64c(1, code);
        let k = bin_c(b, HloOp::Subtract, e, p.bias as i64);
        (one, k)
    } else {
        let e_zero = cmp_c(b, Dir::Eq, e, 0);
        let with_implicit = bin_c(b, HloOp::Or, f, 1i64 << p.frac_bits);
        let m = b.select(e_zero, f, with_implicit);
        let e1 = bin_c(b, HloOp::Maximum, e, 1);
        let k = bin_c(b, HloOp::Subtract, e1, p.bias as i64 + p.frac_bits as i64);
        (m, k)
    };
    let clz = b.unary(HloOp::CountLeadingZeros, m);
    let c63 = b.i64c(63, code);
    let top = b.bin(HloOp::Subtract, c63, clz);
    let value_exp = b.bin(HloOp::Add, top, scale_exp);
    let biased = bin_c(b, HloOp::Add, value_exp, 1023);
    let exp_field = bin_c(b, HloOp::ShiftLeft, biased, 52);
    let c52 = b.i64c(52, code);
    let to_top = b.bin(HloOp::Subtract, c52, top);
    // A zero m gives a shift of 53, which the select below discards.
    let c0 = b.i64c(0, code);
    let to_top = b.op(HloOp::Clamp, &[c0, to_top, c63], "", &b.ty(code).clone());
    let aligned = b.bin(HloOp::ShiftLeft, m, to_top);
    let frac_field = bin_c(b, HloOp::And, aligned, MANT_MASK);
    let finite = b.bin(HloOp::Or, exp_field, frac_field);
    let m_zero = cmp_c(b, Dir::Eq, m, 0);
    let zero = b.i64c(0, code);
    let magnitude = b.select(m_zero, zero, finite);
    // The sign: -0 only where the format has a signed zero (SFx's -0 code decodes to +0).
    let signed_zero = matches!(p.specials, Specials::Ieee | Specials::NanAllOnes | Specials::Finite { neg_zero: true });
    let negative = if signed_zero {
        neg
    } else {
        let nonzero = cmp_c(b, Dir::Ne, m, 0);
        and_i1(b, neg, nonzero)
    };
    let sign = by_sign(b, negative, 0, SIGN);
    let mut bits = b.bin(HloOp::Or, magnitude, sign);

    let inf = by_sign(b, neg, EXP_ALL_ONES, EXP_ALL_ONES | SIGN);
    let nan = by_sign(b, neg, NAN_POS, NAN_NEG);
    let nan_pos = b.i64c(NAN_POS, code);
    match p.specials {
        Specials::Ieee => {
            let e_top = cmp_c(b, Dir::Eq, e, ones(p.exp_bits));
            let f_zero = cmp_c(b, Dir::Eq, f, 0);
            let special = b.select(f_zero, inf, nan);
            bits = b.select(e_top, special, bits);
        }
        Specials::NanAllOnes => {
            let all = cmp_c(b, Dir::Eq, mag, ones(mag_bits));
            bits = b.select(all, nan, bits);
        }
        Specials::NanNegZero => {
            let mag_zero = cmp_c(b, Dir::Eq, mag, 0);
            let is_nan = and_i1(b, neg, mag_zero);
            bits = b.select(is_nan, nan_pos, bits);
        }
        Specials::E8M0 => {
            let is_nan = cmp_c(b, Dir::Eq, c, 0xFF);
            bits = b.select(is_nan, nan_pos, bits);
        }
        Specials::P3109 { extended } => {
            let nan_code = oracle(format, f64::NAN, Rounding::ToNearestEven, Overflow::NanOrInf);
            if extended {
                let max_mag = oracle(format, f64::INFINITY, Rounding::ToNearestEven, Overflow::Saturate);
                let is_inf = cmp_c(b, Dir::Eq, mag, max_mag + 1);
                bits = b.select(is_inf, inf, bits);
            }
            let is_nan = cmp_c(b, Dir::Eq, c, nan_code);
            bits = b.select(is_nan, nan_pos, bits);
        }
        Specials::Finite { .. } => {}
    }
    bits
}
