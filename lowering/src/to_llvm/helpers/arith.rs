//! Exact +, -, *, / and comparison on `IrValue`s: the IR twin of `lpf_numerics::arith` (the
//! exact result, or its 64-bit top plus a sticky bit, goes through the one rounding in
//! `exact::encode`), so every rounding mode is right for every format.

use super::exact::IrValue;
use crate::to_llvm::builders::ir::Ir;
use lpf_numerics::Rounding;
use melior::dialect::arith::CmpiPredicate::*;
use melior::ir::Value;

/// `Real::from_u128`: the top 64 bits of an i128 magnitude, the rest in the sticky bit.
fn from_u128<'c, 'a>(ir: &Ir<'c, 'a>, m: Value<'c, 'a>, exp: Value<'c, 'a>, sticky: Value<'c, 'a>) -> (Value<'c, 'a>, Value<'c, 'a>, Value<'c, 'a>) {
    let width = ir.trunc(ir.sub(ir.i128(128), ir.ctlz(m)), 64);
    let drop = ir.max_signed(ir.sub(width, ir.i64(64)), ir.i64(0));
    let drop128 = ir.zext(drop, 128);
    let one = ir.i128(1);
    let lost_bits = ir.and(m, ir.sub(ir.shl(one, drop128), one));
    let lost = ir.ne(lost_bits, ir.i128(0));
    let mant = ir.trunc(ir.shr(m, drop128), 64);
    (mant, ir.add(exp, drop), ir.or(sticky, lost))
}

/// Normalises a mantissa of at most 53 bits to exactly 53 (top bit at 52).
fn norm53<'c, 'a>(ir: &Ir<'c, 'a>, mant: Value<'c, 'a>, exp: Value<'c, 'a>) -> (Value<'c, 'a>, Value<'c, 'a>) {
    let s = ir.max_signed(ir.sub(ir.ctlz(mant), ir.i64(11)), ir.i64(0));
    (ir.shl(mant, s), ir.sub(exp, s))
}

/// A finite value from a mantissa of up to 64 bits (`short` when known below 2^63).
fn finite_value<'c, 'a>(ir: &Ir<'c, 'a>, neg: Value<'c, 'a>, parts: (Value<'c, 'a>, Value<'c, 'a>, Value<'c, 'a>), short: bool) -> IrValue<'c, 'a> {
    let no = ir.i1(false);
    IrValue { nan: no, inf: no, zero: no, neg, mant: parts.0, exp: parts.1, sticky: parts.2, short }
}

/// A zero from exact cancellation: +0, or -0 when rounding downward (IEEE 754 §6.3).
fn cancellation_negative(rnd: Rounding) -> bool {
    rnd == Rounding::Downward
}

/// a + b, exactly (or with a sticky bit below every bit a format keeps).
pub fn add<'c, 'a>(ir: &Ir<'c, 'a>, a: &IrValue<'c, 'a>, b: &IrValue<'c, 'a>, rnd: Rounding) -> IrValue<'c, 'a> {
    let (fa, fb) = (a.finite(ir), b.finite(ir));
    // Finite + finite.
    let (ma, ea) = norm53(ir, a.mant, a.exp);
    let (mb, eb) = norm53(ir, b.mant, b.exp);
    let a_first = ir.or(ir.cmp(Sgt, ea, eb), ir.and(ir.eq(ea, eb), ir.cmp(Uge, ma, mb)));
    let (sx, mx, ex) = (ir.select(a_first, a.neg, b.neg), ir.select(a_first, ma, mb), ir.select(a_first, ea, eb));
    let (sy, my, ey) = (ir.select(a_first, b.neg, a.neg), ir.select(a_first, mb, ma), ir.select(a_first, eb, ea));
    let gap = ir.sub(ex, ey);
    let same = ir.eq(sx, sy);
    // Far apart: y only nudges x (x's 64-bit mantissa, one unit less when y has the other sign).
    let far_m = ir.shl(mx, ir.i64(11));
    let far_m = ir.select(same, far_m, ir.sub(far_m, ir.i64(1)));
    let far = finite_value(ir, sx, from_u128(ir, ir.zext(far_m, 128), ir.sub(ex, ir.i64(11)), ir.i1(true)), false);
    // Near: exact on 128 bits (gap <= 74, 53-bit mantissas).
    let near_gap = ir.zext(ir.min_signed(gap, ir.i64(74)), 128);
    let x = ir.shl(ir.zext(mx, 128), near_gap);
    let y = ir.zext(my, 128);
    let x_ge_y = ir.cmp(Uge, x, y);
    let sum = ir.add(x, y);
    let diff = ir.select(x_ge_y, ir.sub(x, y), ir.sub(y, x));
    let m = ir.select(same, sum, diff);
    let neg = ir.select(same, sx, ir.select(x_ge_y, sx, sy));
    let near = finite_value(ir, neg, from_u128(ir, m, ey, ir.i1(false)), false);
    let is_far = ir.cmp(Sgt, gap, ir.i64(74));
    let both = IrValue::select(ir, is_far, &far, &near);
    let cancel_zero = IrValue::special(ir, false, false, true, ir.i1(cancellation_negative(rnd)));
    let cancelled = ir.and(ir.not(is_far), ir.eq(m, ir.i128(0)));
    let both = IrValue::select(ir, cancelled, &cancel_zero, &both);

    // Zeros: 0 + v = v; 0 + 0 keeps a common sign, else the cancellation zero.
    let zeros_same = ir.eq(a.neg, b.neg);
    let zz_neg = ir.select(zeros_same, a.neg, ir.i1(cancellation_negative(rnd)));
    let zz = IrValue::special(ir, false, false, true, zz_neg);
    let mut out = IrValue::select(ir, ir.and(a.zero, b.zero), &zz, &both);
    out = IrValue::select(ir, ir.and(a.zero, fb), b, &out);
    out = IrValue::select(ir, ir.and(fa, b.zero), a, &out);
    // Infinities, then NaN (also inf - inf).
    let inf_b = IrValue::special(ir, false, true, false, b.neg);
    let inf_a = IrValue::special(ir, false, true, false, a.neg);
    out = IrValue::select(ir, b.inf, &inf_b, &out);
    out = IrValue::select(ir, a.inf, &inf_a, &out);
    let opposite_infs = ir.and(ir.and(a.inf, b.inf), ir.ne(a.neg, b.neg));
    let nan = ir.or(ir.or(a.nan, b.nan), opposite_infs);
    let nan_value = IrValue::special(ir, true, false, false, ir.i1(false));
    IrValue::select(ir, nan, &nan_value, &out)
}

/// -v (NaN keeps being NaN with the sign flipped, as `Value::negated`).
pub fn negate<'c, 'a>(ir: &Ir<'c, 'a>, v: &IrValue<'c, 'a>) -> IrValue<'c, 'a> {
    IrValue { neg: ir.not(v.neg), ..*v }
}

/// Specials shared by * and /: NaN, infinity or zero with the product's sign.
fn product_specials<'c, 'a>(
    ir: &Ir<'c, 'a>,
    finite: IrValue<'c, 'a>,
    neg: Value<'c, 'a>,
    nan: Value<'c, 'a>,
    inf: Value<'c, 'a>,
    zero: Value<'c, 'a>,
) -> IrValue<'c, 'a> {
    let zero_v = IrValue::special(ir, false, false, true, neg);
    let inf_v = IrValue::special(ir, false, true, false, neg);
    let nan_v = IrValue::special(ir, true, false, false, ir.i1(false));
    let out = IrValue::select(ir, zero, &zero_v, &finite);
    let out = IrValue::select(ir, inf, &inf_v, &out);
    IrValue::select(ir, nan, &nan_v, &out)
}

/// a * b, exactly (the 106-bit product's top 64 bits and a sticky bit).
pub fn mul<'c, 'a>(ir: &Ir<'c, 'a>, a: &IrValue<'c, 'a>, b: &IrValue<'c, 'a>) -> IrValue<'c, 'a> {
    let neg = ir.xor(a.neg, b.neg);
    let product = ir.mul(ir.zext(a.mant, 128), ir.zext(b.mant, 128));
    let finite = finite_value(ir, neg, from_u128(ir, product, ir.add(a.exp, b.exp), ir.i1(false)), false);
    let any_nan = ir.or(a.nan, b.nan);
    let inf_zero = ir.or(ir.and(a.inf, b.zero), ir.and(a.zero, b.inf));
    let nan = ir.or(any_nan, inf_zero);
    let inf = ir.or(a.inf, b.inf);
    let zero = ir.or(a.zero, b.zero);
    product_specials(ir, finite, neg, nan, inf, zero)
}

/// a / b: the f64 quotient of the 53-bit mantissas plus the sign of its exact remainder
/// (`fma(-q, mb, ma)`, exact for a correctly rounded quotient), which says on which side of q
/// the true quotient lies; q is never a power of two with the quotient below it (|ma - q mb| >= 1).
pub fn div<'c, 'a>(ir: &Ir<'c, 'a>, a: &IrValue<'c, 'a>, b: &IrValue<'c, 'a>) -> IrValue<'c, 'a> {
    let neg = ir.xor(a.neg, b.neg);
    let (ma, ea) = norm53(ir, a.mant, a.exp);
    let (mb, eb) = norm53(ir, b.mant, b.exp);
    let f64t = ir.f64_type();
    let (fa, fb) = (ir.uitofp(ma, f64t), ir.uitofp(mb, f64t));
    let q = ir.fdiv(fa, fb);
    let r = ir.fma(ir.fneg(q), fb, fa);
    let q_bits = ir.bitcast(q, ir.int_type(64));
    let q_mant = ir.or(ir.and(q_bits, ir.u64((1u64 << 52) - 1)), ir.u64(1u64 << 52));
    let q_exp = ir.sub(ir.shr(q_bits, ir.i64(52)), ir.i64(1075));
    let r_bits = ir.bitcast(r, ir.int_type(64));
    let r_zero = ir.eq(ir.shl(r_bits, ir.i64(1)), ir.i64(0));
    let r_neg = ir.cmp(Slt, r_bits, ir.i64(0));
    // Exact: q. Above q: (2q + eps) / 2. Below q: (2q - 1 + eps) / 2.
    let doubled = ir.shl(q_mant, ir.i64(1));
    let inexact_mant = ir.select(r_neg, ir.sub(doubled, ir.i64(1)), doubled);
    let mant = ir.select(r_zero, q_mant, inexact_mant);
    let exp = ir.select(r_zero, q_exp, ir.sub(q_exp, ir.i64(1)));
    let exp = ir.add(exp, ir.sub(ea, eb));
    // At most 54 bits.
    let finite = finite_value(ir, neg, (mant, exp, ir.not(r_zero)), true);
    let nan = ir.or(ir.or(a.nan, b.nan), ir.or(ir.and(a.inf, b.inf), ir.and(a.zero, b.zero)));
    let inf = ir.or(a.inf, b.zero);
    let zero = ir.or(a.zero, b.inf);
    product_specials(ir, finite, neg, nan, inf, zero)
}

/// a / b with the quotient's top 64 bits and a sticky bit, by integer long division (11 bits a
/// step, so the shifted remainder stays in 64 bits beside the 53-bit divisor). A stochastic
/// rounding reads up to 33 bits below the last place, more than `div`'s 54-bit quotient holds.
/// A zero divisor mantissa only reaches here beside the specials' select (a zero, an infinity,
/// a NaN), so it is replaced by 1 to keep the division defined.
pub fn div_long<'c, 'a>(ir: &Ir<'c, 'a>, a: &IrValue<'c, 'a>, b: &IrValue<'c, 'a>) -> IrValue<'c, 'a> {
    let neg = ir.xor(a.neg, b.neg);
    let (ma, ea) = norm53(ir, a.mant, a.exp);
    let (mb, eb) = norm53(ir, b.mant, b.exp);
    let mb = ir.select(ir.eq(mb, ir.i64(0)), ir.i64(1), mb);
    // Both mantissas in [2^52, 2^53): the first quotient digit is 0 or 1, then 6 x 11 bits.
    let mut q = ir.zext(ir.udiv(ma, mb), 128);
    let mut r = ir.urem(ma, mb);
    const STEP: i64 = 11;
    const STEPS: i64 = 6;
    for _ in 0..STEPS {
        let n = ir.shl(r, ir.i64(STEP));
        q = ir.or(ir.shl(q, ir.i128(STEP)), ir.zext(ir.udiv(n, mb), 128));
        r = ir.urem(n, mb);
    }
    let exp = ir.sub(ir.sub(ea, eb), ir.i64(STEP * STEPS));
    let finite = finite_value(ir, neg, from_u128(ir, q, exp, ir.ne(r, ir.i64(0))), false);
    let nan = ir.or(ir.or(a.nan, b.nan), ir.or(ir.and(a.inf, b.inf), ir.and(a.zero, b.zero)));
    let inf = ir.or(a.inf, b.zero);
    let zero = ir.or(a.zero, b.inf);
    product_specials(ir, finite, neg, nan, inf, zero)
}

/// Ordering key of a code of a sign-magnitude (or unsigned) format: -magnitude for negative
/// values, +magnitude otherwise, so that integer order is value order (zeros of both signs
/// are 0; infinities sit above every finite magnitude). NaN is handled by the caller.
pub fn order_key<'c, 'a>(ir: &Ir<'c, 'a>, v: &IrValue<'c, 'a>, magnitude: Value<'c, 'a>) -> Value<'c, 'a> {
    let mag = ir.select(v.zero, ir.i64(0), magnitude);
    ir.select(v.neg, ir.sub(ir.i64(0), mag), mag)
}
