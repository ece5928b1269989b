//! What a format can hold, derived through the codec (docs/formats.md's generated tables and
//! pictures read these): extreme values, precision, spacing and special codes. Nothing here is
//! restated from a spec: each figure is what `encode`/`decode` give, so the documentation cannot
//! drift from the behaviour.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use crate::codec::{decode_value, encode_value};
use crate::format::{Code, Format, Specials};
use crate::rounding::{Overflow, Rounding};
use crate::value::Value;

/// Formats up to this many logical bits have every code enumerated (special-code sets, grids).
pub const ENUMERABLE_BITS: u32 = 16;

/// The derived facts of one format.
#[derive(Clone, Debug, PartialEq)]
pub struct Facts {
    /// Largest finite value: what +inf saturates to.
    pub max_finite: Value,
    /// Smallest positive value with full precision (None where there is no exponent: SFx).
    pub min_normal: Option<Value>,
    /// Smallest positive value: the subnormal step, or the smallest normal where there are no
    /// subnormals (E8M0, P3109 with P = 1).
    pub min_positive: Value,
    /// Distance from 1 to the next larger value (None where 1 is not below the largest value: SFx).
    pub epsilon: Option<f64>,
    /// Precision in bits, the implicit leading bit included.
    pub precision: u32,
    /// (+inf, -inf) codes, where the format has infinities (a missing -inf: unsigned formats).
    pub inf_codes: Option<(Code, Option<Code>)>,
    /// Every NaN code as inclusive ranges, for enumerable formats; None for wider ones.
    pub nan_ranges: Option<Vec<(Code, Code)>>,
    /// The NaN a convert produces from a positive NaN.
    pub canonical_nan: Option<Code>,
    /// The code of -0, where the format has one.
    pub neg_zero: Option<Code>,
    pub default_overflow: Overflow,
    /// What a finite value far beyond the range becomes under the default overflow: ±max, +inf or
    /// NaN (finite P3109's SatNone gives max although its mode is `nan_or_inf`).
    pub overflows_to: Value,
}

impl Facts {
    /// The facts of `format`, derived once per process: deriving them decodes every code of an
    /// enumerable format (the NaN ranges: 65,536 decodes for bf16), and the LLVM exit asks for
    /// them per contraction operand (measured: a fifth of lowering a 6-layer flax LM).
    pub fn of(format: Format) -> Facts {
        static DERIVED: OnceLock<Mutex<HashMap<Format, Facts>>> = OnceLock::new();
        let derived = DERIVED.get_or_init(Default::default);
        if let Some(facts) = derived.lock().unwrap_or_else(|e| e.into_inner()).get(&format) {
            return facts.clone();
        }
        // Derived outside the lock: two threads may both derive one format, with equal results.
        let facts = Facts::derive(format);
        derived.lock().unwrap_or_else(|e| e.into_inner()).insert(format, facts.clone());
        facts
    }

    fn derive(format: Format) -> Facts {
        let p = format.params();
        let to = |v: Value, rounding: Rounding| decode_value(format, encode_value(format, v, rounding, Overflow::Saturate));
        let max_finite = to(Value::Inf { negative: false }, Rounding::ToNearestEven);
        // Below every format's range (Binary16p1 reaches 2^-16383): rounding upward gives the
        // smallest positive code.
        let min_positive = to(Value::Finite { negative: false, mant: 1, exp: -20_000 }, Rounding::Upward);
        let min_normal = match p.specials {
            Specials::E8M0 => Some(min_positive),
            _ if p.exp_bits == 0 => None,
            // Exponent field 1, fraction 0: the first code with the implicit leading bit.
            _ => Some(decode_value(format, 1 << (p.frac_bits + p.pad))),
        };
        let one_and_a_bit = Value::Finite { negative: false, mant: (1 << 62) + 1, exp: -62 };
        let above_one = to(one_and_a_bit, Rounding::Upward).to_f64();
        let epsilon = (above_one > 1.0).then_some(above_one - 1.0);
        let inf_codes = format.has_inf().then(|| {
            let inf = |negative| encode_value(format, Value::Inf { negative }, Rounding::ToNearestEven, Overflow::NanOrInf);
            (inf(false), p.signed.then(|| inf(true)))
        });
        // Beyond every format's range (Binary16p1 ends at 2^16384).
        let huge = Value::Finite { negative: false, mant: 1, exp: 20_000 };
        let neg_zero = Some(encode_value(format, Value::Zero { negative: true }, Rounding::ToNearestEven, Overflow::NanOrInf))
            .filter(|c| *c != 0 && decode_value(format, *c) == Value::Zero { negative: true });
        Facts {
            max_finite,
            min_normal,
            min_positive,
            epsilon,
            precision: p.frac_bits + 1,
            inf_codes,
            nan_ranges: (p.bits <= ENUMERABLE_BITS).then(|| nan_ranges(format)),
            canonical_nan: format.has_nan().then(|| encode_value(format, Value::Nan { negative: false }, Rounding::ToNearestEven, Overflow::NanOrInf)),
            neg_zero,
            default_overflow: format.default_overflow(),
            overflows_to: decode_value(format, encode_value(format, huge, Rounding::ToNearestEven, format.default_overflow())),
        }
    }
}

/// Every valid code of an enumerable format, in code order.
fn codes(format: Format) -> impl Iterator<Item = Code> {
    let p = format.params();
    (0..1u64 << p.bits).map(move |c| c << p.pad)
}

/// The NaN codes of an enumerable format, merged into inclusive ranges of consecutive codes.
fn nan_ranges(format: Format) -> Vec<(Code, Code)> {
    let step = 1 << format.params().pad;
    let mut ranges: Vec<(Code, Code)> = Vec::new();
    for c in codes(format).filter(|c| decode_value(format, *c).is_nan()) {
        match ranges.last_mut() {
            Some(last) if last.1 + step == c => last.1 = c,
            _ => ranges.push((c, c)),
        }
    }
    ranges
}

/// One stretch of equally spaced positive values: `first` and `last` (finite) and their `spacing`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stretch {
    pub first: f64,
    pub last: f64,
    pub spacing: f64,
}

/// The positive finite values as stretches of constant spacing, from the smallest up: one per
/// exponent field (the subnormals are the stretch of field 0), one for SFx. The relative spacing
/// spacing/x falls like 1/x inside a stretch, so its end points draw it exactly on log axes.
/// Computed by decoding codes at the stretch boundaries, so it is cheap for f32 and f64 too.
/// Values f64 cannot hold (wide P3109 members) are left out.
pub fn stretches(format: Format) -> Vec<Stretch> {
    let p = format.params();
    let per_field = 1u64 << p.frac_bits;
    let top = 1u64 << (p.bits - p.signed as u32);
    let value = |c: u64| crate::decode(format, c << p.pad);
    let mut out: Vec<Stretch> = Vec::new();
    let mut start = 0;
    while start < top {
        let end = (start + per_field).min(top);
        // The last finite code of the stretch. Non-finite codes (inf, NaN) only ever end a field,
        // so the finite ones are a prefix: binary search (f64's top field has 2^52 codes).
        let (mut lo, mut hi) = (start, end);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if value(mid).is_finite() { lo = mid + 1 } else { hi = mid }
        }
        let last = lo.checked_sub(1).filter(|last| *last >= start);
        // Zero is no value of the stretch: field 0 then starts at its first subnormal.
        let first = if value(start) > 0.0 { start } else { start + 1 };
        if let Some(last) = last.filter(|last| first <= *last) {
            // A one-code stretch (E8M0, P3109 with P = 1) is spaced by the gap to its successor.
            // The largest such value has none: it keeps the relative spacing of the stretch below
            // (what its successor would be if the exponent went on).
            let spacing = match out.last() {
                _ if value(first + 1).is_finite() => Some(value(first + 1) - value(first)),
                Some(below) => Some(value(first) * (below.spacing / below.first)),
                None => None,
            };
            if let Some(spacing) = spacing.filter(|s| *s > 0.0) {
                out.push(Stretch { first: value(first), last: value(last), spacing });
            }
        }
        start = end;
    }
    out
}

/// Every positive finite value of an enumerable format, ascending (None for wider formats).
pub fn positive_values(format: Format) -> Option<Vec<f64>> {
    (format.params().bits <= ENUMERABLE_BITS).then(|| {
        let mut v: Vec<f64> = codes(format).map(|c| crate::decode(format, c)).filter(|x| x.is_finite() && *x > 0.0).collect();
        v.sort_by(f64::total_cmp);
        v.dedup();
        v
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f64_of(v: Value) -> f64 {
        v.to_f64()
    }

    #[test]
    fn f8e4m3fn_facts() {
        let f = Facts::of(Format::F8E4M3FN);
        assert_eq!(f64_of(f.max_finite), 448.0);
        assert_eq!(f.min_normal.map(f64_of), Some(2f64.powi(-6)));
        assert_eq!(f64_of(f.min_positive), 2f64.powi(-9));
        assert_eq!(f.epsilon, Some(0.125));
        assert_eq!(f.inf_codes, None);
        assert_eq!(f.nan_ranges, Some(vec![(0x7F, 0x7F), (0xFF, 0xFF)]));
        assert_eq!(f.neg_zero, Some(0x80));
        assert_eq!(f.default_overflow, Overflow::Saturate);
        assert_eq!(f64_of(f.overflows_to), 448.0);
    }

    #[test]
    fn default_overflow_results() {
        let to = |f: Format| Facts::of(f).overflows_to.to_f64();
        assert_eq!(to(Format::F8E5M2), f64::INFINITY);
        assert!(to(Format::F8E4M3FNUZ).is_nan());
        assert_eq!(to(Format::F4E2M1FN), 6.0);
        // Finite P3109 (SatNone): MaxFinite, Binary8p4sf's 240.
        assert_eq!(to(Format::P3109(crate::P3109::new(8, 4, true, false).unwrap())), 240.0);
    }

    #[test]
    fn fnuz_and_e8m0_have_no_negative_zero_and_one_nan() {
        let f = Facts::of(Format::F8E5M2FNUZ);
        assert_eq!((f.neg_zero, f.nan_ranges), (None, Some(vec![(0x80, 0x80)])));
        let e = Facts::of(Format::F8E8M0FNU);
        assert_eq!(f64_of(e.max_finite), 2f64.powi(127));
        assert_eq!(e.min_normal.map(f64_of), Some(2f64.powi(-127)));
        assert_eq!((e.epsilon, e.neg_zero, e.nan_ranges), (Some(1.0), None, Some(vec![(0xFF, 0xFF)])));
    }

    #[test]
    fn sfx_has_no_epsilon_and_one_stretch() {
        let sf8 = Format::Sf(crate::SfWidth::new(8).unwrap());
        let f = Facts::of(sf8);
        assert_eq!((f.epsilon, f.min_normal, f.neg_zero), (None, None, None));
        assert_eq!(f64_of(f.max_finite), 1.0 - 2f64.powi(-7));
        assert_eq!(stretches(sf8), vec![Stretch { first: 2f64.powi(-7), last: 1.0 - 2f64.powi(-7), spacing: 2f64.powi(-7) }]);
    }

    #[test]
    fn stretches_cover_every_positive_value() {
        for format in [Format::F16, Format::F8E5M2, Format::F4E2M1FN, Format::F8E4M3FN, Format::F8E8M0FNU] {
            let values = positive_values(format).unwrap();
            let s = stretches(format);
            let count: f64 = s.iter().map(|s| (s.last - s.first) / s.spacing + 1.0).sum();
            assert_eq!(count as usize, values.len(), "{format:?}");
            assert_eq!((s[0].first, s.last().unwrap().last), (values[0], *values.last().unwrap()), "{format:?}");
        }
    }

    #[test]
    fn e8m0_is_spaced_by_doubling_up_to_its_largest_value() {
        let s = stretches(Format::F8E8M0FNU);
        assert_eq!(s.len(), 255);
        assert!(s.iter().all(|s| s.first == s.last && s.spacing == s.first), "{s:?}");
    }

    #[test]
    fn f32_stretches_are_its_binades() {
        let s = stretches(Format::F32);
        // The subnormals, then exponent fields 1..=254.
        assert_eq!(s.len(), 255);
        assert_eq!(s[0].spacing, 2f64.powi(-149));
        assert_eq!((s[1].first, s[254].last), (f32::MIN_POSITIVE as f64, f32::MAX as f64));
    }

    #[test]
    fn ieee_inf_codes_come_from_the_codec() {
        assert_eq!(Facts::of(Format::F16).inf_codes, Some((0x7C00, Some(0xFC00))));
        assert_eq!(Facts::of(Format::TF32).inf_codes, Some((0x7F80_0000, Some(0xFF80_0000))));
        assert_eq!(Facts::of(Format::TF32).nan_ranges, None);
    }
}
