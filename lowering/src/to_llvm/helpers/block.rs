//! The block-scale rules as helpers: the IR twin of `lpf_numerics::scale` (MX shared exponent
//! with floor/ceil/even rounding, MX elements, NVFP4's two-level scales), built on the same
//! decode, exact arithmetic and one rounding as every other helper.

use super::arith;
use super::exact::{decode, encode, IrValue};
use crate::to_llvm::builders::ir::Ir;
use lpf_numerics::scale::{emax, max_finite, ScaleRounding};
use lpf_numerics::{Format, Overflow, Rounding, Value as Exact};
use melior::dialect::arith::CmpiPredicate::*;
use melior::ir::Value;

/// The top-aligned 64-bit mantissa of a finite nonzero value (its leading one at bit 63).
fn normalised<'c, 'a>(ir: &Ir<'c, 'a>, v: &IrValue<'c, 'a>) -> Value<'c, 'a> {
    ir.shl(v.mant, ir.ctlz(v.mant))
}

/// The E8M0 code of the MX shared exponent of a block whose largest magnitude is `amax` (the
/// bits of an f64: NaN, inf, zero or a positive finite value).
pub fn mx_scale<'c, 'a>(ir: &Ir<'c, 'a>, elem: Format, rule: ScaleRounding, amax: Value<'c, 'a>) -> Value<'c, 'a> {
    let v = decode(ir, Format::F64, amax);
    let emax = emax(elem);
    let floor_log2 = ir.sub(ir.add(v.exp, ir.i64(63)), ir.ctlz(v.mant));
    let n = normalised(ir, &v);
    let adjust = match rule {
        ScaleRounding::Floor => ir.i64(0),
        ScaleRounding::Ceil => {
            // amax / 2^floor has the binade of max_elem: one more doubling when it is larger.
            let Exact::Finite { mant, .. } = max_finite(elem) else { unreachable!("a finite max") };
            let max_norm = mant << mant.leading_zeros();
            ir.zext(ir.cmp(Ugt, n, ir.u64(max_norm)), 64)
        }
        ScaleRounding::Even => {
            // amax rounded to the element's precision (RNE, unbounded exponent) enters the next
            // binade exactly when its kept bits are all ones and the rest is at least half.
            let f = elem.params().frac_bits as i64;
            let kept = ir.shr(n, ir.i64(63 - f));
            let all_ones = ir.eq(kept, ir.u64((1u64 << (f + 1)) - 1));
            let rest = ir.and(n, ir.u64((1u64 << (63 - f)) - 1));
            let at_least_half = ir.cmp(Uge, rest, ir.u64(1u64 << (62 - f)));
            ir.zext(ir.and(all_ones, at_least_half), 64)
        }
    };
    let shared = ir.sub(ir.add(floor_log2, adjust), ir.i64(emax));
    let shared = ir.min_signed(ir.max_signed(shared, ir.i64(-127)), ir.i64(127));
    let code = ir.add(shared, ir.i64(127));
    // A block of zeros gets 2^-127; one with a NaN or an infinity the NaN scale.
    let code = ir.select(v.zero, ir.i64(0), code);
    ir.select(ir.or(v.nan, v.inf), ir.i64(0xFF), code)
}

/// One MX element: the exact value divided by 2^shared_exp, RNE, saturated.
pub fn mx_element<'c, 'a>(ir: &Ir<'c, 'a>, from: Format, elem: Format, x: Value<'c, 'a>, scale: Value<'c, 'a>) -> Value<'c, 'a> {
    let v = decode(ir, from, x);
    let nan_scale = ir.eq(scale, ir.i64(0xFF));
    let shifted = IrValue { exp: ir.sub(v.exp, ir.sub(scale, ir.i64(127))), ..v };
    let nan = IrValue::special(ir, true, false, false, ir.i1(false));
    let scaled = IrValue::select(ir, nan_scale, &nan, &shifted);
    encode(ir, elem, &scaled, Rounding::ToNearestEven, Overflow::Saturate)
}

/// The decoded f32 per-tensor scale g from its bits.
fn tensor_scale<'c, 'a>(ir: &Ir<'c, 'a>, g: Value<'c, 'a>) -> IrValue<'c, 'a> {
    decode(ir, Format::F32, g)
}

/// NVFP4's block scale: amax / (6 g) rounded to nearest even into f8E4M3FN, saturating.
pub fn nvfp4_scale<'c, 'a>(ir: &Ir<'c, 'a>, amax: Value<'c, 'a>, g: Value<'c, 'a>) -> Value<'c, 'a> {
    let a = decode(ir, Format::F64, amax);
    let a = IrValue { neg: ir.i1(false), ..a };
    let six = decode(ir, Format::F64, ir.u64(6.0f64.to_bits()));
    // 6 * g is exact (3 x 24 bits): a product without rounding.
    let divisor = arith::mul(ir, &six, &tensor_scale(ir, g));
    let q = arith::div(ir, &a, &divisor);
    encode(ir, Format::F8E4M3FN, &q, Rounding::ToNearestEven, Overflow::Saturate)
}

/// One NVFP4 element: v / (s * g) rounded once into f4E2M1FN (+0 when the block scale is 0).
pub fn nvfp4_element<'c, 'a>(ir: &Ir<'c, 'a>, from: Format, x: Value<'c, 'a>, s: Value<'c, 'a>, g: Value<'c, 'a>) -> Value<'c, 'a> {
    let v = decode(ir, from, x);
    let sv = decode(ir, Format::F8E4M3FN, s);
    // s * g is exact (4 x 24 bits).
    let sg = arith::mul(ir, &sv, &tensor_scale(ir, g));
    let q = arith::div(ir, &v, &sg);
    let code = encode(ir, Format::F4E2M1FN, &q, Rounding::ToNearestEven, Overflow::Saturate);
    ir.select(sv.zero, ir.i64(0), code)
}
