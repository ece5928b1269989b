//! Which products of two formats are exact in an accumulator, from the numerics crate's facts
//! alone: where the ordered dot may fuse its multiply-add ([`product_is_exact`]) and where only
//! the operands' range, measured at run time ([`super::range`]), can prove it.

use lpf_numerics::facts::Facts;
use lpf_numerics::Format;

/// Whether `a * b` is exact in `acc` for every finite `a` of `lhs` and `b` of `rhs`: the product's
/// significand fits (sum of precisions), it cannot overflow (product of the largest values below
/// the accumulator's largest), and its lowest bit is not below the accumulator's smallest step
/// (product of the smallest positive values). Then fused multiply-add gives the reference's bits.
pub fn product_is_exact(lhs: Format, rhs: Format, acc: Format) -> bool {
    let (a, b, c) = (Facts::of(lhs), Facts::of(rhs), Facts::of(acc));
    let below_max = a.max_finite.to_f64() * b.max_finite.to_f64() < c.max_finite.to_f64();
    significands_fit(lhs, rhs, acc) && below_max && steps_fit(lhs, rhs, acc)
}

/// Whether the product of the two formats' smallest positive values is not below the
/// accumulator's smallest step: then no product's lowest bit can be.
pub fn steps_fit(lhs: Format, rhs: Format, acc: Format) -> bool {
    let (a, b, c) = (Facts::of(lhs), Facts::of(rhs), Facts::of(acc));
    a.min_positive.to_f64() * b.min_positive.to_f64() >= c.min_positive.to_f64()
}

/// Whether a product of a value of `lhs` and one of `rhs` has no more significant bits than `acc`
/// holds: the first condition of [`product_is_exact`], the one the values' range cannot change.
pub fn significands_fit(lhs: Format, rhs: Format, acc: Format) -> bool {
    let (a, b, c) = (Facts::of(lhs), Facts::of(rhs), Facts::of(acc));
    significant_bits(&a) + significant_bits(&b) <= significant_bits(&c)
}

/// Whether plain operands of `lhs` and `rhs` into `acc` are proven at run time ([`super::range`]): their
/// products' significands fit, every value of both formats is a value of the accumulator (the
/// packing's widening is exact, so the bits it sees are the operand's values), and only the
/// formats' range keeps [`product_is_exact`] from proving it (bf16 x bf16, bf16 x f8, tf32 x bf16
/// into f32).
pub fn proven_at_run_time(lhs: Format, rhs: Format, acc: Format) -> bool {
    let c = Facts::of(acc);
    let inside = |f: Format| {
        let f = Facts::of(f);
        significant_bits(&f) <= c.precision && f.max_finite.to_f64() <= c.max_finite.to_f64() && f.min_positive.to_f64() >= c.min_positive.to_f64()
    };
    significands_fit(lhs, rhs, acc) && inside(lhs) && inside(rhs) && !product_is_exact(lhs, rhs, acc)
}

/// The significant bits of a format's values: its precision, or, with no exponent (fixed point),
/// the bits of the largest multiple of the step.
pub(super) fn significant_bits(f: &Facts) -> u32 {
    match f.min_normal {
        Some(_) => f.precision,
        None => {
            let steps = f.max_finite.to_f64() / f.min_positive.to_f64();
            (steps + 1.0).log2().ceil() as u32
        }
    }
}

/// Whether plain operands of `lhs` and `rhs` into `acc` are proven at run time from their
/// values' significant bits as well as their range ([`super::range`], `significance`): both of
/// the accumulator's own format (f32 x f32 into f32, f64 x f64 into f64), whose products
/// [`product_is_exact`] cannot prove from the formats, but whose values may hold few significant
/// bits (the dequantised operands of an FP8 recipe with a unit or power-of-two scale).
pub fn proven_by_significant_bits(lhs: Format, rhs: Format, acc: Format) -> bool {
    lhs == acc && rhs == acc && matches!(acc, Format::F32 | Format::F64)
}
