//! The one generic encode/decode over the format table (formats.md §2). Every conversion in lpf
//! (f32/f64/decimal/integer/format-to-format, the kernels' roundings) ends in `round_finite`.

use crate::format::{Code, Format, Params, Specials};
use crate::value::Value;
use crate::rounding::{Fraction, RoundWith};
use crate::{Overflow, Rounding};

/// An exact finite magnitude to round: (mant + sticky * epsilon) * 2^exp, 0 < epsilon < 1.
/// Producers that set `sticky` keep at least 2 bits below any target's last place, so a sticky
/// value is never mistaken for a tie; those that feed stochastic rounding (`arith`) keep at least
/// 34 (a stochastic decision reads N + 1 <= 33 bits of the fraction), so it is exact too.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Real {
    pub negative: bool,
    pub mant: u128,
    pub exp: i32,
    pub sticky: bool,
}

impl Real {
    /// m * 2^exp as a Real (exact: the whole u128 is kept).
    pub(crate) fn from_u128(negative: bool, m: u128, exp: i32, sticky: bool) -> Real {
        Real { negative, mant: m, exp, sticky }
    }
}

/// What rounding a finite magnitude gave, before the format's special codes are applied.
enum Rounded {
    Zero,
    Magnitude(u64),
    Overflow,
}

/// Smallest normal exponent (unbiased). E8M0's exponent field 0 is a normal 2^-127.
#[inline]
fn emin(p: &Params) -> i32 {
    let first_normal_field = if p.specials == Specials::E8M0 { 0 } else { 1 };
    first_normal_field - p.bias
}

#[inline]
fn magnitude_bits(p: &Params) -> u32 {
    p.bits - p.signed as u32
}

#[inline]
fn all_ones(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// The magnitude code of the largest finite value.
#[inline]
pub(crate) fn max_magnitude(p: &Params) -> u64 {
    let ones = all_ones(magnitude_bits(p));
    match p.specials {
        Specials::Ieee => ones - all_ones(p.frac_bits) - 1,
        Specials::NanAllOnes | Specials::E8M0 => ones - 1,
        Specials::NanNegZero | Specials::Finite { .. } => ones,
        Specials::P3109 { extended } => {
            // Unsigned formats spend their top code on NaN; extended ones the next on +inf.
            let nan = !p.signed as u64;
            ones - nan - extended as u64
        }
    }
}

/// How round-to-nearest-even breaks ties (and, for E8M0, what "nearest" means) on a grid.
#[derive(Clone, Copy)]
enum Nearest {
    /// Ties to the even last bit of the significand.
    EvenSignificand,
    /// No fraction bits: "even" is the biased exponent's last bit.
    EvenExponent { bias: i32 },
    /// ml_dtypes' E8M0 convert (formats.md §2.5, measured over every f32): ties go up, and every
    /// inexact value below 2^(emin+1) goes up too (so (2^-127, 2^-126) gives 2^-126 and
    /// (0, 2^-127] gives 2^-127), not to the nearest.
    E8M0,
}

/// A magnitude on a grid of `frac_bits` fraction bits: q * 2^(e - frac_bits), q < 2^(frac_bits+1);
/// q < 2^frac_bits only at the exponent floor (subnormal), q == 0 for zero.
struct OnGrid {
    q: u64,
    e: i32,
}

/// The single rounding routine of the crate: a nonzero finite magnitude rounded onto a grid of
/// `frac_bits` fraction bits whose exponent is at least `emin` (unbounded above: the caller
/// checks overflow), by a deterministic mode or a stochastic one with its random bits.
#[inline]
fn round_core(r: Real, frac_bits: u32, emin: i32, how: RoundWith, nearest: Nearest) -> OnGrid {
    use std::cmp::Ordering::{self, *};
    let top = r.exp + 127 - r.mant.leading_zeros() as i32;
    let mut e = top.max(emin);
    let lsb = e as i64 - frac_bits as i64;
    let shift = lsb - r.exp as i64;
    // q: the value truncated to the grid; rem, rem_bits: the exact bits below the last place.
    let (mut q, rem, rem_bits) = if shift <= 0 {
        // Exact: the value's lowest bit is at or above the target's last place.
        ((r.mant << (-shift) as u32) as u64, 0u128, 0u32)
    } else if shift >= 128 {
        // The whole mantissa is below the last place (shifts past 128 only add leading zeros).
        (0, r.mant, shift.min(1 << 20) as u32)
    } else {
        let s = shift as u32;
        ((r.mant >> s) as u64, r.mant & ((1u128 << s) - 1), s)
    };
    let inexact = rem != 0 || r.sticky;
    let up = match how {
        RoundWith::Random { sr, random } => inexact && sr.rounds_away(fraction(rem, rem_bits, r.sticky, sr.bits() + 1), random),
        RoundWith::Mode(rnd) => {
            // rem against half of the last place (a sticky value is never exactly half).
            let rem_vs_half = match rem_bits {
                0 => Less,
                b if b > 128 => Less,
                b => rem.cmp(&(1u128 << (b - 1))).then(if r.sticky { Greater } else { Equal }),
            };
            let tie = rem_vs_half == Ordering::Equal;
            let above = rem_vs_half == Greater;
            match rnd {
                Rounding::ToNearestEven => match nearest {
                    Nearest::E8M0 => above || tie || (inexact && top <= emin),
                    Nearest::EvenExponent { bias } if q != 0 => above || (tie && (e + bias) & 1 == 1),
                    Nearest::EvenExponent { .. } | Nearest::EvenSignificand => above || (tie && q & 1 == 1),
                },
                Rounding::ToNearestAway => above || tie,
                Rounding::TowardZero | Rounding::ToOdd => false,
                Rounding::Upward => inexact && !r.negative,
                Rounding::Downward => inexact && r.negative,
            }
        }
    };
    q += up as u64;
    if how == RoundWith::Mode(Rounding::ToOdd) && inexact {
        q |= 1;
    }
    if q >> (frac_bits + 1) != 0 {
        // Rounded up past the top of the significand: 2^(p) -> 2^(p-1) one binade higher.
        q >>= 1;
        e += 1;
    }
    OnGrid { q, e }
}

/// The first `want` bits of the fraction rem / 2^rem_bits, and whether anything is below them.
/// Exact whenever `rem_bits >= want` or nothing is sticky (`Real`'s producers guarantee one).
#[inline]
fn fraction(rem: u128, rem_bits: u32, sticky: bool, want: u32) -> Fraction {
    if rem_bits >= want {
        let drop = rem_bits - want;
        let (top, lost) = if drop >= 128 {
            (0, rem != 0)
        } else {
            ((rem >> drop) as u64, rem & ((1u128 << drop) - 1) != 0)
        };
        Fraction { top, below: lost || sticky }
    } else {
        debug_assert!(!sticky, "a sticky value with too few fraction bits for a stochastic decision");
        Fraction { top: (rem << (want - rem_bits)) as u64, below: sticky }
    }
}

/// Rounds a nonzero finite magnitude onto the format's grid (`round_core`, then the overflow
/// check and the code's fields).
#[inline]
fn round_finite(p: &Params, r: Real, how: RoundWith) -> Rounded {
    let nearest = match p.specials {
        Specials::E8M0 => Nearest::E8M0,
        _ if p.frac_bits == 0 => Nearest::EvenExponent { bias: p.bias },
        _ => Nearest::EvenSignificand,
    };
    let OnGrid { q, e } = round_core(r, p.frac_bits, emin(p), how, nearest);
    if q == 0 {
        return Rounded::Zero;
    }
    let implicit = 1u64 << p.frac_bits;
    let magnitude = if q < implicit {
        q // subnormal (e == emin); for SFx every value
    } else {
        let biased = e as i64 + p.bias as i64;
        if biased > all_ones(p.exp_bits) as i64 {
            return Rounded::Overflow;
        }
        ((biased as u64) << p.frac_bits) | (q - implicit)
    };
    if magnitude > max_magnitude(p) {
        Rounded::Overflow
    } else {
        Rounded::Magnitude(magnitude)
    }
}

/// An exact value rounded to `frac_bits` fraction bits with an unbounded exponent (no
/// subnormals, no overflow), ties to the even significand: the block-scale rules' "amax at the
/// element's precision". Non-finite values and zeros come back unchanged.
pub(crate) fn round_to_precision(v: Value, frac_bits: u32, rnd: Rounding) -> Value {
    let Value::Finite { negative, mant, exp } = v else { return v };
    if 64 - mant.leading_zeros() <= frac_bits + 1 {
        return v; // already at the precision: exact
    }
    let r = Real { negative, mant: mant as u128, exp, sticky: false };
    // No exponent floor: below any value's top bit (mant < 2^64, so top >= exp >= i32::MIN).
    let OnGrid { q, e } = round_core(r, frac_bits, i32::MIN, RoundWith::Mode(rnd), Nearest::EvenSignificand);
    Value::Finite { negative, mant: q, exp: e - frac_bits as i32 }
}

#[inline]
fn sign_bit(p: &Params, negative: bool) -> u64 {
    if p.signed && negative {
        1u64 << (p.bits - 1)
    } else {
        0
    }
}

/// The canonical NaN code (sign kept where NaNs are signed); +0 where the format has no NaN.
pub(crate) fn nan_code(p: &Params, negative: bool) -> u64 {
    let mag_ones = all_ones(magnitude_bits(p));
    match p.specials {
        Specials::Ieee => sign_bit(p, negative) | (all_ones(p.exp_bits) << p.frac_bits) | (1u64 << (p.frac_bits - 1)),
        Specials::NanAllOnes => sign_bit(p, negative) | mag_ones,
        Specials::NanNegZero => 1u64 << (p.bits - 1),
        Specials::Finite { .. } => 0,
        Specials::E8M0 => 0xFF,
        Specials::P3109 { .. } if p.signed => 1u64 << (p.bits - 1),
        Specials::P3109 { .. } => mag_ones,
    }
}

#[inline]
fn zero_code(p: &Params, negative: bool) -> u64 {
    match p.specials {
        Specials::Ieee | Specials::NanAllOnes | Specials::Finite { neg_zero: true } => sign_bit(p, negative),
        _ => 0,
    }
}

/// ±inf where the format has it; None otherwise.
fn inf_code(p: &Params, negative: bool) -> Option<u64> {
    match p.specials {
        Specials::Ieee => Some(sign_bit(p, negative) | (all_ones(p.exp_bits) << p.frac_bits)),
        Specials::P3109 { extended: true } if p.signed => Some(sign_bit(p, negative) | (max_magnitude(p) + 1)),
        Specials::P3109 { extended: true } if !negative => Some(max_magnitude(p) + 1),
        _ => None,
    }
}

/// Where a value too large for the format goes (formats.md §2.1-2.2, §4).
#[inline]
fn overflow_code(p: &Params, negative: bool, how: RoundWith, ovf: Overflow) -> u64 {
    // Stochastic modes overflow like the nearest ones (gfloat: only the directed modes and
    // saturation give the largest finite value).
    let RoundWith::Mode(rnd) = how else { return overflow_to_special(p, negative, ovf) };
    let toward_zero = match rnd {
        Rounding::TowardZero | Rounding::ToOdd => true,
        Rounding::Upward => negative,
        Rounding::Downward => !negative,
        Rounding::ToNearestEven | Rounding::ToNearestAway => false,
    };
    if toward_zero {
        return sign_bit(p, negative) | max_magnitude(p);
    }
    overflow_to_special(p, negative, ovf)
}

/// Overflow in a mode that does not round toward zero: the bound when saturating or when the
/// format has nothing else, else ±inf, else NaN.
fn overflow_to_special(p: &Params, negative: bool, ovf: Overflow) -> u64 {
    // FP6/FP4/SFx have nothing else; finite P3109 formats' SatNone also gives MaxFinite.
    let only_finite = matches!(p.specials, Specials::Finite { .. } | Specials::P3109 { extended: false });
    if ovf == Overflow::Saturate || only_finite {
        return sign_bit(p, negative) | max_magnitude(p);
    }
    inf_code(p, negative).unwrap_or_else(|| nan_code(p, negative))
}

/// Encodes an exact finite nonzero magnitude (possibly with a sticky bit).
#[inline]
pub(crate) fn encode_real(fmt: Format, r: Real, how: RoundWith, ovf: Overflow) -> Code {
    let p = fmt.params();
    if !p.signed && r.negative {
        return negative_into_unsigned(&p, ovf);
    }
    let code = match round_finite(&p, r, how) {
        Rounded::Zero if p.specials == Specials::E8M0 => 0, // no zero: the smallest, 2^-127
        Rounded::Zero => zero_code(&p, r.negative),
        Rounded::Magnitude(m) => sign_bit(&p, r.negative) | m,
        Rounded::Overflow => overflow_code(&p, r.negative, how, ovf),
    };
    code << p.pad
}

/// Unsigned formats have no negative values: E8M0 gives NaN (ml_dtypes); unsigned P3109 clamps
/// to 0 when saturating, else NaN.
fn negative_into_unsigned(p: &Params, ovf: Overflow) -> u64 {
    match (p.specials, ovf) {
        (Specials::P3109 { .. }, Overflow::Saturate) => 0,
        _ => nan_code(p, true),
    }
}

/// A value read as f64 goes through the codec, which depends on [`Value`] and not the reverse.
impl Value {
    /// The nearest f64 (exact for every format except P3109 members with more than 11
    /// exponent bits, which round to nearest even and overflow to ±inf).
    pub fn to_f64(self) -> f64 {
        let code = encode_value(
            Format::F64,
            self,
            Rounding::ToNearestEven,
            Overflow::NanOrInf,
        );
        f64::from_bits(code)
    }
}

/// Encodes an exact value: rounds once (formats.md §2.4) and applies the format's special rules.
pub fn encode_value(fmt: Format, v: Value, rnd: Rounding, ovf: Overflow) -> Code {
    encode_value_with(fmt, v, RoundWith::Mode(rnd), ovf)
}

/// `encode_value` by a deterministic mode or a stochastic one with this value's random word
/// (`RoundWith::Random`): NaN, ±inf, zeros and exact values come out the same in every mode.
pub fn encode_value_with(fmt: Format, v: Value, how: RoundWith, ovf: Overflow) -> Code {
    let p = fmt.params();
    let code = match v {
        Value::Nan { negative } => nan_code(&p, negative),
        Value::Zero { .. } if p.specials == Specials::E8M0 => nan_code(&p, false),
        Value::Zero { negative } => zero_code(&p, negative),
        Value::Inf { negative } if !p.signed && negative => negative_into_unsigned(&p, ovf),
        // Saturate clamps ±inf too (XLA's clamp-then-convert, formats.md §5); without it, ±inf
        // stays ±inf where it exists, else NaN, else (FP6/FP4/SFx) the bound.
        Value::Inf { negative } if ovf == Overflow::Saturate || !fmt.has_nan() => {
            sign_bit(&p, negative) | max_magnitude(&p)
        }
        Value::Inf { negative } => inf_code(&p, negative).unwrap_or_else(|| nan_code(&p, negative)),
        Value::Finite { negative, mant, exp } => {
            return encode_real(fmt, Real { negative, mant: mant as u128, exp, sticky: false }, how, ovf)
        }
    };
    code << p.pad
}

/// The exact value of a code. Bits above the format's width (and TF32's padding) are ignored:
/// check `Format::is_valid_code` first where codes come from outside.
pub fn decode_value(fmt: Format, code: Code) -> Value {
    let p = fmt.params();
    let c = (code >> p.pad) & all_ones(p.bits);
    let mag_bits = magnitude_bits(&p);
    let negative = p.signed && (c >> mag_bits) & 1 == 1;
    let mag = c & all_ones(mag_bits);
    let e = (mag >> p.frac_bits) as i32;
    let f = mag & all_ones(p.frac_bits);
    match p.specials {
        Specials::Ieee if e as u64 == all_ones(p.exp_bits) => {
            return if f == 0 { Value::Inf { negative } } else { Value::Nan { negative } }
        }
        Specials::NanAllOnes if mag == all_ones(mag_bits) => return Value::Nan { negative },
        Specials::NanNegZero if negative && mag == 0 => return Value::Nan { negative: false },
        Specials::E8M0 if c == 0xFF => return Value::Nan { negative: false },
        Specials::E8M0 => return Value::Finite { negative: false, mant: 1, exp: e - p.bias },
        Specials::P3109 { .. } if c == nan_code(&p, false) => return Value::Nan { negative: false },
        Specials::P3109 { extended: true } if mag == max_magnitude(&p) + 1 => return Value::Inf { negative },
        _ => {}
    }
    if e == 0 {
        if f == 0 {
            let signed_zero = matches!(p.specials, Specials::Ieee | Specials::NanAllOnes | Specials::Finite { neg_zero: true });
            return Value::Zero { negative: negative && signed_zero };
        }
        return Value::Finite { negative, mant: f, exp: 1 - p.bias - p.frac_bits as i32 };
    }
    Value::Finite { negative, mant: f | (1u64 << p.frac_bits), exp: e - p.bias - p.frac_bits as i32 }
}

/// decode to f64: exact for every format except P3109 members with more than 11 exponent bits
/// (those round to nearest even and overflow to ±inf; use `decode_value` for the exact value).
pub fn decode(fmt: Format, code: Code) -> f64 {
    decode_value(fmt, code).to_f64()
}

/// Encodes an f64, rounding once from its exact value.
pub fn encode(fmt: Format, x: f64, rnd: Rounding, ovf: Overflow) -> Code {
    encode_value(fmt, Value::from_f64(x), rnd, ovf)
}

/// Encodes an f32 (exactly the same as encoding its f64 widening).
pub fn encode_f32(fmt: Format, x: f32, rnd: Rounding, ovf: Overflow) -> Code {
    encode_value(fmt, Value::from_f32(x), rnd, ovf)
}

/// Format-to-format conversion: exact decode, then one rounding.
pub fn convert(from: Format, to: Format, code: Code, rnd: Rounding, ovf: Overflow) -> Code {
    encode_value(to, decode_value(from, code), rnd, ovf)
}

/// `convert` by a deterministic or stochastic rounding (`RoundWith`).
pub fn convert_with(from: Format, to: Format, code: Code, how: RoundWith, ovf: Overflow) -> Code {
    encode_value_with(to, decode_value(from, code), how, ovf)
}

/// Encodes an integer with the destination's rounding and overflow rules (SFEP-0054 §3.4).
pub fn encode_int(fmt: Format, x: i128, rnd: Rounding, ovf: Overflow) -> Code {
    encode_magnitude(fmt, x < 0, x.unsigned_abs(), rnd, ovf)
}

/// Encodes an unsigned integer (the whole u128 range).
pub fn encode_uint(fmt: Format, x: u128, rnd: Rounding, ovf: Overflow) -> Code {
    encode_magnitude(fmt, false, x, rnd, ovf)
}

fn encode_magnitude(fmt: Format, negative: bool, m: u128, rnd: Rounding, ovf: Overflow) -> Code {
    if m == 0 {
        return encode_value(fmt, Value::Zero { negative: false }, rnd, ovf);
    }
    encode_real(fmt, Real::from_u128(negative, m, 0, false), rnd.into(), ovf)
}
