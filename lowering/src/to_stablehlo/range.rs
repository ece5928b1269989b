//! What the values of a contraction's operands can be, known at compile time: how many
//! significand bits they have, the power of two every nonzero one is a multiple of, and a power
//! of two above every finite one. [`super::contract`] uses it to prove that summing in f64 on
//! XLA CPU is exact where the contract needs it, and that XLA's flush of subnormals (FTZ and
//! DAZ, docs/stablehlo.md) can never touch a value; where it cannot prove that, the op is a
//! located E0915.
//!
//! An operand's range is its element format's, except for a value `lpf.dequantize_block`
//! computes without a per-tensor scale (what `lpf-decompose-scaled-dot` makes of a scaled_dot):
//! element x block scale, rounded once into the result type, whose range is much narrower than
//! its f32/f64 type says (an MX-FP8 value times an E8M0 scale lies in [2^-136, 2^137)).

use lpf_dialect::ops::LpfOp;
use lpf_numerics::{decode, encode, Format, Overflow, Rounding, Specials};
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::{Value, ValueLike};

/// The values a tensor's finite nonzero elements can take: each is k * 2^`lo_exp` for an
/// integer k, |x| < 2^`hi_exp`, and has at most `precision` significant bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    pub precision: u32,
    pub lo_exp: i32,
    pub hi_exp: i32,
}

/// floor(log2 x) of a positive finite f64, exactly (subnormals included).
fn floor_log2(x: f64) -> i32 {
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7FF) as i32;
    if e == 0 {
        let m = bits & ((1 << 52) - 1);
        63 - m.leading_zeros() as i32 - 1074
    } else {
        e - 1023
    }
}

impl Range {
    /// Every value of `format`.
    pub fn of_format(format: Format) -> Range {
        let p = format.params();
        // The smallest positive value: code 0 for E8M0 (2^-127), code 1 elsewhere (the smallest
        // subnormal, or the smallest normal where a format has none); every value of a binary
        // floating-point format is an integer multiple of it.
        let smallest = if p.specials == Specials::E8M0 { 0 } else { 1u64 << p.pad };
        let largest = encode(format, f64::INFINITY, Rounding::ToNearestEven, Overflow::Saturate);
        Range {
            precision: if p.specials == Specials::E8M0 { 1 } else { p.frac_bits + 1 },
            lo_exp: floor_log2(decode(format, smallest)),
            hi_exp: floor_log2(decode(format, largest)) + 1,
        }
    }

    /// The range of `value`'s elements (looking through a dequantize_block, see the module doc).
    pub fn of_value(value: Value) -> Option<Range> {
        let own = Range::of_format(super::value_format(value.r#type())?);
        let Some(op) = OperationResult::try_from(value).ok().map(|r| r.owner()) else { return Some(own) };
        if LpfOp::of(&op) != Some(LpfOp::DequantizeBlock) || op.operand_count() != 2 {
            return Some(own);
        }
        let element = Range::of_value(op.operand(0).ok()?)?;
        let scale = Range::of_value(op.operand(1).ok()?)?;
        // element * scale is exact (precision adds up, range multiplies), then rounded once into
        // the result type. Where the result type holds every such product (enough precision,
        // nothing below its smallest value), the value is that exact product, a multiple of the
        // product's smallest value; otherwise a rounded value is a multiple of the result type's
        // smallest value and an exact one of the product's: both powers of two, so each is a
        // multiple of the smaller.
        let exact = element.times(scale);
        let held = exact.precision <= own.precision && exact.lo_exp >= own.lo_exp;
        Some(Range {
            precision: exact.precision.min(own.precision),
            lo_exp: if held { exact.lo_exp } else { exact.lo_exp.min(own.lo_exp) },
            hi_exp: exact.hi_exp.min(own.hi_exp),
        })
    }

    /// The range of products a * b (exact products).
    pub fn times(self, other: Range) -> Range {
        Range {
            precision: self.precision + other.precision,
            lo_exp: self.lo_exp + other.lo_exp,
            hi_exp: self.hi_exp + other.hi_exp,
        }
    }

    /// Why a sum of `k` terms of this range (each an exact product of operands that are f64
    /// normals) is not exact term by term and free of f64 subnormals and overflow in any order,
    /// or None when it is:
    /// - each term is exact in f64 (at most 53 significant bits),
    /// - every term and every partial sum is a multiple of 2^lo_exp >= 2^-1022: zero or an f64
    ///   normal, so XLA's flush never applies,
    /// - k terms below 2^hi_exp sum to less than 2^1023: no partial sum overflows.
    pub fn f64_sum_problem(self, k: i64) -> Option<String> {
        let k_bits = 64 - (k.max(1) as u64).leading_zeros() as i32; // k < 2^k_bits
        if self.precision > 53 {
            Some(format!("its products need {} significant bits, more than f64's 53", self.precision))
        } else if self.lo_exp < -1022 {
            Some(format!(
                "its terms can be as small as 2^{}, below f64's smallest normal, which {} flushes to zero",
                self.lo_exp,
                super::target::compiler_name()
            ))
        } else if self.hi_exp + k_bits > 1023 {
            Some(format!("its {k} terms below 2^{} can overflow f64", self.hi_exp))
        } else {
            None
        }
    }
}

/// Why `format`'s own values are not all f64 normals or zero (XLA's DAZ would flush them as
/// operands), or None.
pub fn operand_problem(range: Range) -> Option<String> {
    (range.lo_exp < -1022).then(|| {
        format!("its values can be as small as 2^{}, an f64 subnormal, which {} flushes to zero", range.lo_exp, super::target::compiler_name())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_ranges_are_those_of_the_tables() {
        // f32: subnormals down to 2^-149, max (2 - 2^-23) 2^127 < 2^128, 24 bits.
        assert_eq!(Range::of_format(Format::F32), Range { precision: 24, lo_exp: -149, hi_exp: 128 });
        // bf16: 2^-133 .. < 2^128, 8 bits; E4M3FN: 2^-9 .. 448 < 2^9, 4 bits.
        assert_eq!(Range::of_format(Format::BF16), Range { precision: 8, lo_exp: -133, hi_exp: 128 });
        assert_eq!(Range::of_format(Format::F8E4M3FN), Range { precision: 4, lo_exp: -9, hi_exp: 9 });
        // E8M0: powers of two 2^-127 .. 2^127.
        assert_eq!(Range::of_format(Format::F8E8M0FNU), Range { precision: 1, lo_exp: -127, hi_exp: 128 });
        // tf32 in its padded carrier: 11 bits, f32's exponent range.
        assert_eq!(Range::of_format(Format::TF32), Range { precision: 11, lo_exp: -136, hi_exp: 128 });
        assert_eq!(Range::of_format(Format::F64).lo_exp, -1074);
    }

    #[test]
    fn f64_sums_are_proven_only_inside_the_normal_range() {
        let f32 = Range::of_format(Format::F32);
        // f32 x f32 products: 48 bits, multiples of 2^-298, below 2^256.
        assert_eq!(f32.times(f32).f64_sum_problem(1 << 20), None);
        // f64 elements can be subnormal: not provable.
        assert!(Range::of_format(Format::F64).f64_sum_problem(3).is_some());
        // f64 x f64 products need 106 bits.
        let f64r = Range { precision: 53, lo_exp: -1022, hi_exp: 1 };
        assert!(f64r.times(f64r).f64_sum_problem(1).unwrap().contains("significant bits"));
        // Terms near 2^1000: 2^23 of them can overflow.
        assert!(Range { precision: 8, lo_exp: 0, hi_exp: 1000 }.f64_sum_problem(1 << 23).unwrap().contains("overflow"));
        assert_eq!(Range { precision: 8, lo_exp: 0, hi_exp: 1000 }.f64_sum_problem(1 << 22), None);
    }
}
