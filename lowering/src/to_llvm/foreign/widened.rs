//! Part of `lpf-foreign-exact`: the foreign ops on a format LLVM has no type for that only
//! compare or choose between values (a relu's `arith.maximumf`, `arith.cmpf`, `math.absf`,
//! `stablehlo.clamp`'s max and min) and the integer <-> format conversions.
//!
//! None of them needs a rounding of its own: a comparison of two values is the comparison of
//! their exact f32 widenings (every format without a native type widens exactly into f32, as the
//! dot kernel's operands do), and max, min and abs return one of their operands' codes (or its
//! negation, `lpf.neg`), picked by such comparisons. So the choice is made on the widenings and
//! the result is the chosen operand's own code, NaN payloads included, which is what StableHLO
//! (and its interpreter, `--backend ref`) returns. `arith.select` itself only moves codes and
//! stays (it is legal on the integer storage, `lpf-scalar-to-calls`).
//!
//! `arith.bitcast` between such a format and an integer is its code, cut to (or zero-extended
//! from) the format's width.
//!
//! Math functions on bf16 (`math.tanh` of flax's bf16 GELU, `math.exp`, `math.rsqrt`, ...)
//! compute as XLA CPU computes them (its float normalization): the same function on the
//! operands' exact f32 widenings, rounded once back into bf16. That is not the correctly
//! rounded function: StableHLO's interpreter (`--backend ref`) computes it in f64 and rounds once
//! into the format, so the two can differ where the f32 result lies within its own error of a
//! rounding boundary of the format (docs/llvm.md, "Mixed modules"). `math.fma` stays refused
//! (f32's fused result rounded again is a double rounding).
//!
//! add, subtract, multiply, divide and negate on the formats lpf itself gives no arithmetic
//! (FP8, FP6, FP4, E8M0: E0914 on lpf ops, formats.md §3) are StableHLO's: the op on the
//! operands' exact f64 widenings, rounded once into the format as XLA's convert rounds
//! ([`xla_convert`]: nearest even; overflow to inf, or NaN, or into FP4/FP6 saturated with NaN
//! -> -0). f64 holds every sum, difference and product of two such values exactly, and a
//! quotient rounded to f64 and then to at most 4 significant bits is the quotient rounded once
//! (53 >= 2p + 2). That is what StableHLO's interpreter (`--backend ref`, APFloat in the format
//! itself) gives, and XLA too.
//!
//! Conversions from integers of at most 32 bits go through f64 (exact there) and one
//! `lpf.convert` to the format, rounded to nearest even with XLA's overflow rule (into FP4/FP6
//! saturated): the correctly rounded result StableHLO defines. Conversions to integers widen
//! exactly into f32 first and keep arith's conversion of that (`lpf-foreign-exact` states
//! nothing beyond it). A 64-bit integer source goes through f64 too where the format's largest
//! value is below 2^53 (FP8 but E8M0, FP6, FP4): an integer not exact in f64 has magnitude at
//! least 2^53 and so has its f64 value (rounding is monotone, 2^53 is an f64), both far beyond
//! the format's overflow threshold, so both give the overflow result: one rounding. Into bf16
//! it would round twice and is left, for `lpf-scalar-to-calls` to refuse with a located E0915
//! (integers into E8M0 are integer ops before this: `hlo_defined::int_to_e8m0`).

use crate::hlo_defined::xla_convert;
use crate::ir_numerics::format_of;
use crate::melior_ext::replace_op;
use crate::to_llvm::builders::element::convert;
use crate::to_llvm::builders::ir::{At, Ir};
use crate::to_llvm::helpers::{is_native, storage_type, view};
use lpf_numerics::format::Specials;
use lpf_numerics::{Format, Overflow};
use lpf_dialect::ops::LpfOp;
use melior::dialect::arith::{self, CmpfPredicate, CmpiPredicate};
use melior::ir::attribute::Attribute;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::{Identifier, OperationRef, Type, Value, ValueLike};
use melior::Context;

/// A format LLVM has no type for (bf16, tf32, the FP8 family, ...).
fn needs_lpf(ty: Type) -> bool {
    format_of(ty).is_some_and(|f| !is_native(f))
}

/// Whether [`rewrite`] takes `op` (named `name`): one of the ops above on such a format.
pub fn takes(name: &str, op: OperationRef) -> bool {
    if widened_math(name) {
        // Every operand of the result's own format (math.fpowi's integer exponent: not this).
        return op.result_count() == 1
            && op.result(0).is_ok_and(|r| format_of(r.r#type()) == Some(Format::BF16) && op.operands().all(|v| v.r#type() == r.r#type()));
    }
    if narrow_arithmetic(name) {
        return op.result_count() == 1 && op.result(0).is_ok_and(|r| format_of(r.r#type()).is_some_and(without_arithmetic));
    }
    if !matches!(
        name,
        "arith.cmpf" | "arith.maximumf" | "arith.minimumf" | "math.absf" | "arith.fptosi" | "arith.fptoui" | "arith.bitcast" | "arith.sitofp" | "arith.uitofp"
    ) {
        return false;
    }
    // The name first, then positions that exist: melior's `operand(i)` / `result(i)` out of range
    // print the whole op into their error, and this runs on every op of a function (an
    // operand-less op asked for operand 0 made the pass quadratic: 10 s on a 14-dot program).
    let operand = (op.operand_count() > 0).then(|| op.operand(0).ok()).flatten();
    let operand_low = operand.is_some_and(|v| needs_lpf(v.r#type()));
    let result_low = op.result_count() > 0 && op.result(0).is_ok_and(|r| needs_lpf(r.r#type()));
    match name {
        "arith.cmpf" | "arith.maximumf" | "arith.minimumf" | "math.absf" => operand_low,
        "arith.fptosi" | "arith.fptoui" => operand_low,
        "arith.bitcast" => operand_low || result_low,
        // (`result_low` first: it holds only where there is a result 0.)
        _ => {
            result_low
                && operand.is_some_and(|v| {
                    int_bits(v.r#type()).is_some_and(|bits| bits <= 32 || op.result(0).ok().and_then(|r| format_of(r.r#type())).is_some_and(below_2_53))
                })
        }
    }
}

/// Whether `format`'s largest finite value is below 2^53, so that a 64-bit integer goes through
/// f64 with one rounding (module doc).
fn below_2_53(format: Format) -> bool {
    let max = lpf_numerics::decode(format, lpf_numerics::encode(format, f64::INFINITY, lpf_numerics::Rounding::ToNearestEven, Overflow::Saturate));
    max < 2f64.powi(53)
}

/// A math function other than abs (exact on codes, above) and fma (f32's fma then a rounding
/// would round twice): on bf16, computed as XLA computes it, on the exact f32 widenings, rounded
/// once back into bf16. (On the FP8 formats XLA normalises through f16 first, which has not been
/// measured: those stay refused.)
fn widened_math(name: &str) -> bool {
    name.starts_with("math.") && !matches!(name, "math.absf" | "math.fma")
}

/// arith's float arithmetic, which on [`without_arithmetic`] formats computes in f64 (module doc).
fn narrow_arithmetic(name: &str) -> bool {
    matches!(name, "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.negf")
}

/// The formats lpf ops have no arithmetic on (E0914) that a StableHLO op can hold: FP8, FP6,
/// FP4, E8M0 (SFx and P3109 are lpf's own types, never a StableHLO op's).
fn without_arithmetic(format: Format) -> bool {
    !format.allows_float_arithmetic() && !matches!(format, Format::Sf(_) | Format::P3109(_))
}

fn int_bits(ty: Type) -> Option<u32> {
    melior::ir::r#type::IntegerType::try_from(ty).ok().map(|t| t.width())
}

/// Replaces `op`, one [`takes`] accepted, by its computation on exact widenings.
pub fn rewrite<'c, 'a>(context: &'c Context, op: OperationRef<'c, 'a>) {
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("").to_string();
    let ir = Ir::new(context, op.location(), At::Before(op));
    let f32 = ir.f32_type();
    let operand = |i: usize| -> Value<'c, 'a> { op.operand(i).expect("operand") };
    let result_type = op.result(0).expect("one result").r#type();
    let wide = |v: Value<'c, 'a>| -> Value<'c, 'a> { convert(&ir, v, f32) };
    let out = match name.as_str() {
        "arith.cmpf" => {
            let attributes: Vec<(Identifier, Attribute)> = op.attributes().collect();
            ir.val(
                OperationBuilder::new("arith.cmpf", ir.location)
                    .add_operands(&[wide(operand(0)), wide(operand(1))])
                    .add_attributes(&attributes)
                    .add_results(&[result_type])
                    .build()
                    .expect("valid arith.cmpf"),
            )
        }
        "arith.maximumf" | "arith.minimumf" => {
            let (a, b) = (operand(0), operand(1));
            let (x, y) = (wide(a), wide(b));
            let max = name == "arith.maximumf";
            // NaN propagates (a's first, as StableHLO's maximum and minimum do); of two
            // zeros, max is +0 and min -0; otherwise the larger (smaller) value.
            let a_nan = cmpf(&ir, CmpfPredicate::Uno, x, x);
            let a_wins = cmpf(&ir, if max { CmpfPredicate::Ogt } else { CmpfPredicate::Olt }, x, y);
            let equal = cmpf(&ir, CmpfPredicate::Oeq, x, y);
            // max keeps a when b is -0 (b is the smaller zero), min when a is.
            let tie_to_a = ir.and(equal, sign(&ir, if max { y } else { x }));
            let pick_a = ir.or(ir.or(a_nan, a_wins), tie_to_a);
            let chosen = ir.select(pick_a, a, b);
            quieted(context, &ir, chosen, cmpf(&ir, CmpfPredicate::Uno, x, y))
        }
        "math.absf" => {
            let a = operand(0);
            let fmt = format_of(a.r#type()).expect("a format");
            match sign_mask(fmt) {
                Some((mask, nan_at_mask)) => abs_by_code(context, &ir, a, fmt, mask, nan_at_mask),
                None => {
                    // A code without a plain sign bit (SuperFloat): the negation where negative.
                    let negated = ir.val(
                        OperationBuilder::new(LpfOp::Neg.name(), ir.location)
                            .add_operands(&[a])
                            .add_results(&[result_type])
                            .build()
                            .expect("valid lpf.neg"),
                    );
                    ir.select(sign(&ir, wide(a)), negated, a)
                }
            }
        }
        "arith.fptosi" | "arith.fptoui" => {
            let x = wide(operand(0));
            let new = if name == "arith.fptosi" { arith::fptosi(x, result_type, ir.location) } else { arith::fptoui(x, result_type, ir.location) };
            ir.val(new)
        }
        // A code as its bits (a TOTALORDER compare's keys) or back: the storage, cut to or
        // zero-extended from the format's own width (f4 codes live in the low bits of an i8).
        "arith.bitcast" => {
            let a = operand(0);
            let (from, to) = (a.r#type(), result_type);
            match (format_of(from).filter(|f| !is_native(*f)), format_of(to).filter(|f| !is_native(*f))) {
                (Some(fmt), None) => {
                    let code = view(&ir, a, storage_type(context, fmt));
                    let width = int_bits(to).unwrap_or(fmt.storage_bits());
                    if width == fmt.storage_bits() { code } else { ir.trunc(code, width) }
                }
                (None, Some(fmt)) => {
                    let width = int_bits(from).unwrap_or(fmt.storage_bits());
                    let code = if width == fmt.storage_bits() { a } else { ir.zext(a, fmt.storage_bits()) };
                    view(&ir, code, to)
                }
                _ => return,
            }
        }
        "arith.sitofp" | "arith.uitofp" => {
            let f64 = ir.f64_type();
            let v = operand(0);
            let exact = ir.val(if name == "arith.sitofp" { arith::sitofp(v, f64, ir.location) } else { arith::uitofp(v, f64, ir.location) });
            convert_as_xla(context, &ir, exact, result_type)
        }
        _ if narrow_arithmetic(&name) => {
            let f64 = ir.f64_type();
            let operands: Vec<Value<'c, 'a>> = op.operands().map(|v| convert(&ir, v, f64)).collect();
            let attributes: Vec<(Identifier, Attribute)> = op.attributes().collect();
            let exact = ir.val(
                OperationBuilder::new(&name, ir.location)
                    .add_operands(&operands)
                    .add_attributes(&attributes)
                    .add_results(&[f64])
                    .build()
                    .expect("the same arith op on f64"),
            );
            convert_as_xla(context, &ir, exact, result_type)
        }
        _ if widened_math(&name) => {
            let operands: Vec<Value<'c, 'a>> = op.operands().map(wide).collect();
            let attributes: Vec<(Identifier, Attribute)> = op.attributes().collect();
            let computed = ir.val(
                OperationBuilder::new(&name, ir.location)
                    .add_operands(&operands)
                    .add_attributes(&attributes)
                    .add_results(&[f32])
                    .build()
                    .expect("the same math op on f32"),
            );
            convert_as_xla(context, &ir, computed, result_type)
        }
        _ => return,
    };
    replace_op(op, &[out]);
}

/// A NaN result of max or min with its quiet bit set, as StableHLO's interpreter returns it
/// (APFloat's maximum and minimum quiet a signalling NaN): IEEE-like formats only, the others'
/// NaNs have no quiet bit.
fn quieted<'c, 'a>(context: &'c Context, ir: &Ir<'c, 'a>, value: Value<'c, 'a>, is_nan: Value<'c, 'a>) -> Value<'c, 'a> {
    let fmt = format_of(value.r#type()).expect("a format");
    let p = fmt.params();
    if p.specials != Specials::Ieee || p.frac_bits == 0 {
        return value;
    }
    let bits = fmt.storage_bits();
    let code = view(ir, value, storage_type(context, fmt));
    let quiet = ir.or(code, ir.int(bits, 1i64 << (p.frac_bits - 1 + p.pad)));
    view(ir, ir.select(is_nan, quiet, code), value.r#type())
}

/// The sign bit of a sign-magnitude format's storage, and whether that bit alone is the NaN
/// (FNUZ, P3109), which abs keeps: None where the code has no plain sign bit.
fn sign_mask(fmt: Format) -> Option<(i64, bool)> {
    let p = fmt.params();
    if !p.signed {
        return None;
    }
    let nan_at_mask = match p.specials {
        Specials::Ieee | Specials::NanAllOnes | Specials::Finite { neg_zero: true } => false,
        Specials::NanNegZero | Specials::P3109 { .. } => true,
        Specials::Finite { neg_zero: false } | Specials::E8M0 => return None,
    };
    Some((1i64 << (p.bits - 1 + p.pad), nan_at_mask))
}

/// |a| as its code with the sign bit cleared (every NaN too, as StableHLO's abs does), the
/// single NaN of an FNUZ-like format kept.
fn abs_by_code<'c, 'a>(context: &'c Context, ir: &Ir<'c, 'a>, a: Value<'c, 'a>, fmt: Format, mask: i64, nan_at_mask: bool) -> Value<'c, 'a> {
    let storage = storage_type(context, fmt);
    let bits = fmt.storage_bits();
    let code = view(ir, a, storage);
    // Integer attributes take the storage width's signed values (0x8000 of an i16 is -32768).
    let constant = |v: i64| ir.int(bits, if v >= 1 << (bits - 1) { v - (1 << bits) } else { v });
    let cleared = ir.and(code, constant(mask - 1));
    let out = if nan_at_mask { ir.select(ir.eq(code, constant(mask)), code, cleared) } else { cleared };
    view(ir, out, a.r#type())
}

fn cmpf<'c, 'a>(ir: &Ir<'c, 'a>, predicate: CmpfPredicate, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
    ir.val(arith::cmpf(ir.context, predicate, a, b, ir.location))
}

/// Whether an f32's sign bit is set.
fn sign<'c, 'a>(ir: &Ir<'c, 'a>, x: Value<'c, '_>) -> Value<'c, 'a> {
    let bits = ir.bitcast(x, ir.int_type(32));
    ir.cmp(CmpiPredicate::Slt, bits, ir.i32(0))
}

/// `value` (f32 or f64) rounded into `to` as XLA's convert rounds ([`xla_convert`]): to nearest
/// even, overflowing to infinity (or NaN), or into FP4/FP6 saturating with NaN made -0 first.
fn convert_as_xla<'c, 'a>(context: &'c Context, ir: &Ir<'c, 'a>, value: Value<'c, 'a>, to: Type<'c>) -> Value<'c, 'a> {
    let rule = xla_convert(format_of(to).expect("a format"));
    let value = if rule.nan_to_negative_zero {
        let is_nan = cmpf(ir, CmpfPredicate::Uno, value, value);
        ir.select(is_nan, ir.float(value.r#type(), -0.0), value)
    } else {
        value
    };
    let overflow = if rule.overflow == Overflow::Saturate { "0 : i32" } else { "1 : i32" };
    let attributes = [
        (Identifier::new(context, "rounding"), Attribute::parse(context, "0 : i32").expect("i32 attribute")),
        (Identifier::new(context, "overflow"), Attribute::parse(context, overflow).expect("i32 attribute")),
    ];
    ir.val(
        OperationBuilder::new(LpfOp::Convert.name(), ir.location)
            .add_operands(&[value])
            .add_attributes(&attributes)
            .add_results(&[to])
            .build()
            .expect("valid lpf.convert"),
    )
}
