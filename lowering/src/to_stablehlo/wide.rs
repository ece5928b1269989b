//! A contraction's operands as exact f64 values, and its f64 sum rounded once into f32, with
//! XLA's own converts wherever they are exact and a few integer ops where they are not.
//!
//! The general emulation ([`super::codec`]) decodes every element into the bits of its f64 value
//! and encodes the sum back with about 60 and 90 i64 ops per element, which made the converts
//! around a flax bf16 LM's f64 dots cost more than the dots. XLA's converts are exact on most
//! values; what they get wrong is only what XLA CPU's flush touches (formats.md §5, docs/
//! stablehlo.md "What XLA does"):
//! - **f32 -> f64** is exact for every f32 normal, zero, infinity (and a NaN stays a NaN), but
//!   an f32 subnormal (a bf16 or f32 code with a zero exponent field) is read as ±0. Such an
//!   element is its integer significand (exact in f64) times 2^-149 (an f64 normal product)
//!   instead, chosen by an integer test of its bits.
//! - **f64 -> f32** rounds to nearest even (XLA keeps the default rounding mode), exactly, unless
//!   the result is an f32 subnormal, which the flush makes ±0. Sums below 2^-126 are rounded on
//!   the f64 side instead: |s| + 2^-97 lies in [2^-97, 2^-96), where f64's spacing is 2^-149, so
//!   the f64 addition rounds |s| to nearest even on f32's subnormal grid and the low bits of its
//!   sum are the f32 code (2^23, the smallest normal, when it rounds up to 2^-126).
//!
//! Every f64 on the way is zero or an f64 normal (the operands' values, `Range::f64_sum_problem`
//! for the sums), so the flush never applies to it. A NaN operand's payload is not kept: a
//! contraction's NaN result is made the canonical +NaN anyway. IREE keeps the emulation (its
//! float converts are wrong elsewhere, docs/iree.md).

use super::carrier::load_f64_bits;
use super::convert::xla_widens_exactly;
use super::target::{current, Target};
use super::text::{Body, V};
use crate::hlo_ops::{ComparisonDirection as Dir, HloOp};
use lpf_numerics::{encode, Format, Overflow, Rounding};

/// Whether this target's converts may stand in for the emulation here (XLA CPU and GPU).
pub fn native_converts() -> bool {
    current() != Target::Iree
}

/// The f64 of each element's exact value of `v`, a carrier of `format` (a NaN as some NaN).
pub fn exact_f64(b: &mut Body, v: V, format: Format) -> V {
    if native_converts() {
        match format {
            Format::F32 | Format::TF32 => {
                let bits = b.bitcast(v, "i32");
                return f32_bits_as_f64(b, v, bits);
            }
            Format::BF16 => {
                let bits = bf16_as_f32_bits(b, v);
                let value = b.bitcast(bits, "f32");
                return f32_bits_as_f64(b, value, bits);
            }
            // Every value of these formats is an f32 normal or zero, which XLA widens exactly.
            _ if xla_widens_exactly(format) => {
                let narrow = b.convert(v, "f32");
                return b.convert(narrow, "f64");
            }
            _ => {}
        }
    }
    let bits = load_f64_bits(b, v, format);
    b.bitcast(bits, "f64")
}

/// The f32 bits (i32) of bf16 values `v`: bf16 is f32's upper half.
pub fn bf16_as_f32_bits(b: &mut Body, v: V) -> V {
    let code = b.bitcast(v, "ui16");
    let code = b.convert(code, "i32");
    let sixteen = b.splat("16", &b.ty(code).clone());
    b.bin(HloOp::ShiftLeft, code, sixteen)
}

/// f32 values `value` (their bits `bits`, i32) widened exactly to f64: XLA's convert, and for
/// the subnormals it flushes, the signed integer significand times 2^-149.
pub(super) fn f32_bits_as_f64(b: &mut Body, value: V, bits: V) -> V {
    let i32_ty = b.ty(bits).clone();
    let c = |b: &mut Body, x: i64| b.splat(&x.to_string(), &i32_ty);
    let widened = b.convert(value, "f64");
    let magnitude_mask = c(b, i32::MAX as i64);
    let magnitude = b.bin(HloOp::And, bits, magnitude_mask);
    let (zero, smallest_normal) = (c(b, 0), c(b, 0x0080_0000));
    let nonzero = b.cmp(Dir::Ne, magnitude, zero);
    let below_normal = b.cmp(Dir::Lt, magnitude, smallest_normal);
    let subnormal = b.bin(HloOp::And, nonzero, below_normal);
    let negative = b.cmp(Dir::Lt, bits, zero);
    let negated = b.unary(HloOp::Negate, magnitude);
    let significand = b.select(negative, negated, magnitude);
    let significand = b.convert(significand, "f64");
    let unit = b.splat("0x36A0000000000000", &b.ty(widened).clone()); // 2^-149
    let tiny = b.bin(HloOp::Multiply, significand, unit);
    b.select(subnormal, tiny, widened)
}

/// An f64 sum `sum` (zero or an f64 normal, infinite, or NaN; its bits `bits`, magnitude bits
/// `magnitude`, i64) rounded once to nearest even into f32 with gradual underflow and overflow to
/// ±inf, as the emulated encoder rounds it: a zero or a negative sum that rounds to zero gives +0,
/// a NaN lpf's quiet +NaN.
pub fn round_to_f32(b: &mut Body, sum: V, bits: V, magnitude: V) -> V {
    let i64c = |b: &mut Body, x: i64| b.i64c(x, bits);
    // Below 2^-126 (zeros included): the subnormal grid, on the f64 side.
    let smallest_normal = i64c(b, 0x3810_0000_0000_0000);
    let small = b.cmp(Dir::Lt, magnitude, smallest_normal);
    let absolute = b.bitcast(magnitude, "f64");
    let shift = b.splat("0x39E0000000000000", &b.ty(absolute).clone()); // 2^-97
    let rounded = b.bin(HloOp::Add, absolute, shift);
    let rounded = b.bitcast(rounded, "i64");
    let fraction_mask = i64c(b, (1i64 << 52) - 1);
    let units = b.bin(HloOp::And, rounded, fraction_mask);
    let units = b.convert(units, "i32");
    let i32_ty = b.ty(units).clone();
    let c = |b: &mut Body, x: i64| b.splat(&x.to_string(), &i32_ty);
    let zero = c(b, 0);
    let nonzero = b.cmp(Dir::Ne, units, zero);
    let zero64 = i64c(b, 0);
    let negative = b.cmp(Dir::Lt, bits, zero64);
    let signed = b.bin(HloOp::And, negative, nonzero);
    let sign = c(b, i32::MIN as i64);
    let with_sign = b.bin(HloOp::Or, units, sign);
    let tiny = b.select(signed, with_sign, units);
    // Elsewhere XLA's convert, a NaN made lpf's quiet +NaN.
    let narrow = b.convert(sum, "f32");
    let narrow = b.bitcast(narrow, "i32");
    let inf = i64c(b, 0x7FF0_0000_0000_0000);
    let is_nan = b.cmp(Dir::Gt, magnitude, inf);
    let quiet = c(b, encode(Format::F32, f64::NAN, Rounding::ToNearestEven, Overflow::NanOrInf) as i64);
    let narrow = b.select(is_nan, quiet, narrow);
    let code = b.select(small, tiny, narrow);
    b.bitcast(code, "f32")
}
