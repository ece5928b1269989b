//! `lpf-stablehlo-convert`: `lpf.convert` into StableHLO.
//!
//! XLA's own `convert` is used only where it was measured to be exactly lpf's conversion
//! (round to nearest even, from an f32/f16 source into a format XLA has; formats.md §5):
//! - a saturating convert clamps to ±max first (XLA's f8E4M3FN overflow gives NaN; `clamp` keeps
//!   NaN, so NaN still becomes NaN);
//! - into FP4 (no NaN) a NaN is replaced by +0 first (lpf's rule; XLA gives -0);
//! - into tf32 it is `reduce_precision` with 8 exponent and 10 mantissa bits (not when saturating:
//!   the clamp would flush f32 subnormals, which tf32 keeps).
//!
//! Stochastic converts are always the integer emulation, with the random word as a second
//! argument of the helper.
//!
//! Everything else (directed roundings, f64 and bf16 sources, which XLA rounds twice or flushes,
//! bf16 and E8M0 targets, whose subnormal/tiny inputs XLA's DAZ would zero, and every format XLA
//! lacks) is the exact integer emulation of [`super::codec`].

use crate::hlo_ops::{HloOp, ComparisonDirection as Dir};
use lpf_dialect::error::LpfError;
use super::carrier::{load_f64_bits, native, store_code};
use super::codec::{encode_f64, encode_f64_stochastic, fits_f64};
use super::text::{Body, V};
use super::install::{carrier_ty, helper_name, replace_with_call};
use super::wide::bf16_as_f32_bits;
use super::{lower_each, names_of, operand, result_type, Step};
use crate::ir_numerics;
use crate::pass::lpf_pass;
use lpf_dialect::attrs;
use lpf_numerics::{encode, Format, Overflow, Rounding, Stochastic};
use melior::ir::{OperationRef, ValueLike};
use melior::pass::ExternalPass;

lpf_pass!(
    "lpf-stablehlo-convert",
    "LpfStablehloConvert",
    "Lower lpf.convert to StableHLO (native convert where XLA is exact, integer emulation elsewhere)",
    run,
    [lpf_stablehlo::stablehlo_handle()]
);

fn run(root: OperationRef, pass: ExternalPass) {
    let _target = super::target::Scope::enter(root);
    lower_each(root, pass, &names_of(Step::Convert), lower);
}

/// The pass\'s work without a pass (for `lower-to-stablehlo`); false after located errors.
pub(crate) fn apply(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    super::lower_all(root, &names_of(Step::Convert), lower)
}

fn lower<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    if let Some((mode, bits)) = attrs::stochastic(&op)? {
        return lower_stochastic(op, ir_numerics::stochastic(mode, bits)?);
    }
    let input = operand(op, 0)?;
    let from_ty = input.r#type();
    let to_ty = result_type(op)?;
    let (Some(from), Some(to)) = (super::value_format(from_ty), super::value_format(to_ty)) else {
        return Err(LpfError::new(format!("lpf.convert from {from_ty} to {to_ty}: only conversions between number formats are lowered to StableHLO")));
    };
    for format in [from, to] {
        if !fits_f64(format) {
            return Err(LpfError::new(format!(
                "{format} has values outside the f64 normal range, which the exact StableHLO emulation works in"
            )));
        }
    }
    let rounding = ir_numerics::rounding(attrs::rounding(&op)?);
    let overflow = ir_numerics::overflow(attrs::overflow(&op)?, to);
    let arg = carrier_ty(from_ty)?;
    let result = carrier_ty(to_ty)?;
    let mut b = Body::new();
    let x = b.arg(&arg);
    let y = convert_value(&mut b, x, from, to, rounding, overflow);
    let text_body = b.finish("NAME", &[y]);
    let name = helper_name("convert", &text_body);
    let text = text_body.replacen("@NAME(", &format!("@{name}("), 1);
    replace_with_call(op, &name, &text, &[input], &[arg], &[result])
}

/// A stochastic convert: the value decoded into its exact f64 bits and encoded by the integer
/// emulation with each element's random word (`codec::encode_f64_stochastic`); never XLA's own
/// convert, which only rounds to nearest.
fn lower_stochastic<'c>(op: OperationRef<'c, '_>, sr: Stochastic) -> Result<(), LpfError<'c>> {
    let (input, random) = (operand(op, 0)?, operand(op, 1)?);
    let (from_ty, to_ty) = (input.r#type(), result_type(op)?);
    let (Some(from), Some(to)) = (super::value_format(from_ty), super::value_format(to_ty)) else {
        return Err(LpfError::new(format!("lpf.convert from {from_ty} to {to_ty}: only conversions between number formats are lowered to StableHLO")));
    };
    for format in [from, to] {
        if !fits_f64(format) {
            return Err(LpfError::new(format!(
                "{format} has values outside the f64 normal range, which the exact StableHLO emulation works in"
            )));
        }
    }
    let overflow = ir_numerics::overflow(attrs::overflow(&op)?, to);
    let arg = carrier_ty(from_ty)?;
    let word_ty = arg.with("i32");
    let result = carrier_ty(to_ty)?;
    let mut b = Body::new();
    let x = b.arg(&arg);
    let w = b.arg(&word_ty);
    let word = b.convert(w, "i64");
    let bits = load_f64_bits(&mut b, x, from);
    let code = encode_f64_stochastic(&mut b, bits, word, to, sr, overflow);
    let y = store_code(&mut b, code, to);
    let text_body = b.finish("NAME", &[y]);
    let name = helper_name("convert_stochastic", &text_body);
    let text = text_body.replacen("@NAME(", &format!("@{name}("), 1);
    replace_with_call(op, &name, &text, &[input, random], &[arg, word_ty], &[result])
}

/// `x` (a carrier of `from`) converted to `to`'s carrier, rounding once by `rounding`.
pub fn convert_value(b: &mut Body, x: V, from: Format, to: Format, rounding: Rounding, overflow: Overflow) -> V {
    // The same code (tf32 -> f32 is exact: the carrier is the value), unless infinities saturate
    // to ±max (lpf-diff found xla keeping them).
    let keeps_code = from == to || (from == Format::TF32 && to == Format::F32);
    if keeps_code && !(overflow == Overflow::Saturate && from.has_inf()) {
        return x;
    }
    if let Some(y) = native_convert(b, x, from, to, rounding, overflow) {
        return y;
    }
    if from == Format::F32 && to == Format::BF16 && rounding == Rounding::ToNearestEven {
        return f32_to_bf16(b, x, overflow);
    }
    if from == Format::BF16 && to == Format::F32 && overflow != Overflow::Saturate {
        return bf16_to_f32(b, x);
    }
    let bits = load_f64_bits(b, x, from);
    let code = encode_f64(b, bits, to, rounding, overflow);
    store_code(b, code, to)
}

/// f32 -> bf16 rounded to nearest even, on the f32 bits in i32: bf16 is f32's upper half (the
/// same exponent field, so a subnormal rounds like any other value), so adding 0x7FFF plus the
/// kept half's lowest bit and shifting right by 16 is the rounding, with a carry into the
/// exponent for overflow to ±inf. About 10 integer ops per element instead of the general
/// emulation's decoding to f64 and encoding (about 180 ops: on IREE a convert took 2.2x the time
/// of IREE's own, measured on 64 x 512; on XLA the 56 of a flax bf16 LM took a third of its
/// time). A NaN is lpf's quiet NaN with its sign; saturating, ±inf results are ±max.
fn f32_to_bf16(b: &mut Body, x: V, overflow: Overflow) -> V {
    let bits = b.bitcast(x, "i32");
    let i32_ty = b.ty(bits).clone();
    let c = |b: &mut Body, value: i64| b.splat(&value.to_string(), &i32_ty);
    let (sixteen, one) = (c(b, 16), c(b, 1));
    let upper = b.bin(HloOp::ShiftRightLogical, bits, sixteen);
    let lowest_kept = b.bin(HloOp::And, upper, one);
    let half = c(b, 0x7FFF);
    let bias = b.bin(HloOp::Add, half, lowest_kept);
    let biased = b.bin(HloOp::Add, bits, bias);
    let mut code = b.bin(HloOp::ShiftRightLogical, biased, sixteen);
    let sign_mask = c(b, 0x8000);
    let sign = b.bin(HloOp::And, upper, sign_mask);
    if overflow == Overflow::Saturate {
        let magnitude_mask = c(b, 0x7FFF);
        let magnitude = b.bin(HloOp::And, code, magnitude_mask);
        let inf = c(b, 0x7F80);
        let is_inf = b.cmp(Dir::Eq, magnitude, inf);
        let max = c(b, encode(Format::BF16, f64::INFINITY, Rounding::ToNearestEven, Overflow::Saturate) as i64);
        let signed_max = b.bin(HloOp::Or, sign, max);
        code = b.select(is_inf, signed_max, code);
    }
    let abs_mask = c(b, i32::MAX as i64);
    let abs = b.bin(HloOp::And, bits, abs_mask);
    let f32_inf = c(b, 0x7F80_0000);
    let is_nan = b.cmp(Dir::Gt, abs, f32_inf);
    let quiet = c(b, encode(Format::BF16, f64::NAN, Rounding::ToNearestEven, Overflow::NanOrInf) as i64);
    let nan = b.bin(HloOp::Or, sign, quiet);
    let code = b.select(is_nan, nan, code);
    let code = b.convert(code, "ui16");
    b.bitcast(code, "bf16")
}

/// bf16 -> f32, exact in every rounding mode: the bf16 code as f32's upper half (XLA's own
/// convert reads a bf16 subnormal as ±0), a NaN made lpf's quiet NaN with its sign, as the
/// general emulation makes it. Not for a saturating convert (±inf becomes ±max there).
fn bf16_to_f32(b: &mut Body, x: V) -> V {
    let bits = bf16_as_f32_bits(b, x);
    let i32_ty = b.ty(bits).clone();
    let c = |b: &mut Body, value: i64| b.splat(&value.to_string(), &i32_ty);
    let abs_mask = c(b, i32::MAX as i64);
    let abs = b.bin(HloOp::And, bits, abs_mask);
    let f32_inf = c(b, 0x7F80_0000);
    let is_nan = b.cmp(Dir::Gt, abs, f32_inf);
    let sign_mask = c(b, i32::MIN as i64);
    let sign = b.bin(HloOp::And, bits, sign_mask);
    let quiet = c(b, encode(Format::F32, f64::NAN, Rounding::ToNearestEven, Overflow::NanOrInf) as i64);
    let nan = b.bin(HloOp::Or, sign, quiet);
    let bits = b.select(is_nan, nan, bits);
    b.bitcast(bits, "f32")
}

/// Whether XLA's convert of every `format` value into f32 is exact: every value of these
/// formats is an f32 normal or zero (formats.md §5). Not bf16, whose subnormals are f32
/// subnormals, which XLA flushes.
pub(super) fn xla_widens_exactly(format: Format) -> bool {
    use Format::*;
    matches!(format, F16 | F8E5M2 | F8E4M3 | F8E3M4 | F8E4M3FN | F8E4M3FNUZ | F8E5M2FNUZ | F8E4M3B11FNUZ | F4E2M1FN)
}

/// XLA's convert (or reduce_precision) where it is exactly lpf's conversion; `None` elsewhere,
/// and always `None` for IREE, whose float converts are wrong near the smallest normal of f8/f4,
/// turn f8E4M3FN overflow into NaN without its sign and decode 0xFF as -480 (docs/iree.md):
/// every conversion is the integer emulation there.
fn native_convert(b: &mut Body, x: V, from: Format, to: Format, rounding: Rounding, overflow: Overflow) -> Option<V> {
    use Format::*;
    if super::target::current() == super::target::Target::Iree {
        return None;
    }
    let source = matches!(from, F32 | TF32 | F16);
    let narrow_target = matches!(
        to,
        F16 | TF32 | F8E5M2 | F8E4M3 | F8E3M4 | F8E4M3FN | F8E4M3FNUZ | F8E5M2FNUZ | F8E4M3B11FNUZ | F4E2M1FN
    );
    // Exact widenings: every value of these formats is an f32 normal or zero.
    let widening = to == F32 && xla_widens_exactly(from);
    // A widening keeps every value, infinities included, unless they saturate to ±max.
    if widening && !(overflow == Overflow::Saturate && from.has_inf()) {
        return Some(b.convert(x, "f32"));
    }
    if rounding != Rounding::ToNearestEven || !source || !narrow_target {
        return None;
    }
    // XLA's clamp is a float op and flushes f32 subnormals (measured); only tf32 keeps them
    // (every other native target rounds them to ±0 anyway), so a saturating tf32 convert is
    // emulated.
    if to == TF32 && overflow == Overflow::Saturate {
        return None;
    }
    // tf32 is rounded on its f32 carrier: an f16 source widens to it first (exactly).
    let (mut v, from) = if to == TF32 && from == F16 { (b.convert(x, "f32"), F32) } else { (x, from) };
    let carrier = b.ty(v).clone();
    if overflow == Overflow::Saturate {
        // ±max of the target as a value of the source's carrier (exact in f32 and f16).
        let max = lpf_numerics::decode(to, encode(to, f64::INFINITY, Rounding::ToNearestEven, Overflow::Saturate));
        let max_code = encode(from, max, Rounding::ToNearestEven, Overflow::NanOrInf);
        let min_code = encode(from, -max, Rounding::ToNearestEven, Overflow::NanOrInf);
        let hi = b.splat(&format!("0x{max_code:X}"), &carrier);
        let lo = b.splat(&format!("0x{min_code:X}"), &carrier);
        v = b.op(HloOp::Clamp, &[lo, v, hi], "", &carrier);
    }
    if !to.has_nan() {
        let is_nan = b.cmp(Dir::Ne, v, v);
        let zero = b.splat("0.0", &carrier);
        v = b.select(is_nan, zero, v);
    }
    if to == TF32 {
        let r = b.op(HloOp::ReducePrecision, &[v], "exponent_bits = 8 : i32, mantissa_bits = 10 : i32", &carrier);
        // reduce_precision keeps a NaN's payload bits, which a tf32 code has no room for: give
        // the canonical quiet NaN with the sign kept, as lpf does.
        let is_nan = b.cmp(Dir::Ne, v, v);
        let bits = b.bitcast(v, "i32");
        let sign = b.splat(&i32::MIN.to_string(), &carrier.with("i32"));
        let sign = b.bin(HloOp::And, bits, sign);
        let quiet = encode(TF32, f64::NAN, Rounding::ToNearestEven, Overflow::NanOrInf) as i32;
        let quiet = b.splat(&quiet.to_string(), &carrier.with("i32"));
        let nan = b.bin(HloOp::Or, sign, quiet);
        let nan = b.bitcast(nan, "f32");
        return Some(b.select(is_nan, nan, r));
    }
    let element = native(to)?;
    Some(b.convert(v, element))
}

