//! The exit's second step (issue 41): a user's `stablehlo.convert` that XLA CPU computes otherwise
//! than StableHLO defines becomes lpf ops, which the exit then emulates exactly:
//!
//! - into or out of f6E2M3FN / f6E3M2FN: XLA CPU has no working f6 convert (jaxlib 0.10.2: jax
//!   knows no f6 type, "Invalid XLA PrimitiveType"; XLA's `convert` into f6E2M3FN gives codes
//!   outside the format, 0xff for +inf, and wrong values, 0.0625 + 2^-24 -> 0; out of f6 it
//!   decodes wrongly too);
//! - from f64 into a format narrower than f32 (bf16, f16, the FP8 family, ...): XLA CPU rounds
//!   to f32 first and then into the format, a double rounding (measured, jaxlib 0.10.2, on f64
//!   values just off a tie: 1 + 2^-8 + 2^-30 -> bf16 gives 1.0, 0x3F80, where StableHLO's
//!   correctly rounded convert, ref and llvm give 0x3F81; 25% of such inputs differ into bf16 and
//!   f16, 50% into f8E4M3FN).
//!
//! - from f4E2M1FN into an integer: XLA CPU takes ±6, the format's largest magnitude, for an
//!   infinity (±6 -> 127/-128 in i8, INT_MAX/INT_MIN in i32; lpf-diff finding 8), so the exit
//!   converts through f32 (the exact widening, XLA's f4 -> f32 being right), as StableHLO
//!   ops, inside regions too.
//!
//! Into a format from a float, XLA's convert rule (`hlo_defined::convert_to_lpf`: its overflow
//! and NaN results; saturating, NaN -> -0 into FP4/FP6) with one rounding from the exact value;
//! out of f6 into a float, the exact widening `lpf.convert rounding(to_nearest_even)
//! overflow(nan_or_inf)`. The lpf ops are built at a function's top level only (lpf ops inside
//! StableHLO regions are not lowered): a convert elsewhere is refused with a located E0915
//! naming the user's op. A convert between f6 and an integer is left to the next step
//! ([`super::foreign_narrow`]: integer ops on the codes and an f32 convert, in regions too), on
//! XLA and IREE alike.

use crate::hlo_defined::{convert_formats, convert_to_lpf, xla_cannot_convert};
use crate::hlo_ops::HloOp;
use crate::raise_stablehlo::convert::insert_convert;
use crate::melior_ext::{build, replace_op, with_element_type};
use lpf_dialect::attrs::OverflowMode;
use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use lpf_numerics::Format;
use melior::ir::block::BlockLike;
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, ValueLike};
use melior::Context;

const WHY_F6: &str = "XLA CPU has no working f6 convert (jax has no f6 type; XLA's codes for +inf are 0xff, and finite values round wrongly)";
const WHY_F64: &str = "XLA CPU rounds f64 to f32 first (a double rounding)";
const WHY_F4_INT: &str = "XLA CPU converts f4E2M1FN's ±6 into an integer as an infinity";
const WHY_IREE: &str = "IREE's converts of 8-bit and narrower floats are wrong (docs/iree.md)";
const WHY_IREE_INT: &str = "IREE converts an integer into an 8-bit or narrower float as if into its codes";

/// Why XLA's convert `op` is not StableHLO's, if it is one the exit computes itself.
fn wrong_on_xla(op: OperationRef) -> Option<&'static str> {
    if HloOp::of(&op) != Some(HloOp::Convert) {
        return None;
    }
    let from = op.operand(0).ok().and_then(|v| crate::raise_stablehlo::xla::element_format(v.r#type()));
    let to = op.result(0).ok().and_then(|r| crate::raise_stablehlo::xla::element_format(r.r#type()));
    if from.is_some_and(xla_cannot_convert) || to.is_some_and(xla_cannot_convert) {
        // Between f6 and an integer (XLA and IREE): computed on the codes by the next step
        // (`foreign_narrow`), in regions too.
        let integer_operand = op.operand(0).is_ok_and(|v| is_integer_tensor(v.r#type()));
        let integer_result = op.result(0).is_ok_and(|r| is_integer_tensor(r.r#type()));
        if integer_operand || integer_result {
            return None;
        }
        return Some(WHY_F6);
    }
    let narrower_than_f32 = |f: Format| f.params().bits < 32;
    // On IREE every convert into or out of an 8-bit or narrower float (f4/f8 near the smallest
    // normal, f8E4M3FN overflow and 0xFF, E8M0 rounding, and f4/f8E4M3/f8E3M4/f8E4M3B11FNUZ
    // travelling as codes) is computed by the exit.
    let narrow_float = |f: Format| f.params().bits <= 8;
    if super::target::current() == super::target::Target::Iree
        && from.zip(to).is_some_and(|(a, b)| narrow_float(a) || narrow_float(b))
    {
        return Some(WHY_IREE);
    }
    // On IREE an integer into such a float goes through f64 (exact for up to 53 bits; wider
    // values are far beyond every 8-bit format's range), then the f64 convert above.
    if super::target::current() == super::target::Target::Iree
        && to.is_some_and(narrow_float)
        && op.operand(0).is_ok_and(|v| is_integer_tensor(v.r#type()))
    {
        return Some(WHY_IREE_INT);
    }
    if from == Some(Format::F4E2M1FN) && op.result(0).is_ok_and(|r| is_integer_tensor(r.r#type())) {
        return Some(WHY_F4_INT);
    }
    (from == Some(Format::F64) && to.is_some_and(narrower_than_f32)).then_some(WHY_F64)
}

fn is_integer_tensor(ty: Type) -> bool {
    RankedTensorType::try_from(ty).is_ok_and(|t| IntegerType::try_from(t.element()).is_ok())
}

/// `op`, a convert from f4E2M1FN into an integer, as a convert into f32 and one from there (or
/// with `f64`, from an integer into a narrow float through f64, the second convert lowered by
/// [`convert_to_lpf`]).
fn through_f32<'c>(op: OperationRef<'c, '_>, f64: bool) -> Result<(), LpfError<'c>> {
    let (Ok(input), Ok(result)) = (op.operand(0), op.result(0)) else { return Err(LpfError::new("a convert without operand")) };
    // SAFETY: the context outlives the pass that hands us `op`.
    let context: &Context = lpf_dialect::context::context_of(op.context());
    let wide_ty = if f64 { Type::float64(context) } else { Type::float32(context) };
    let f32_ty = with_element_type(input.r#type(), wide_ty).ok_or("internal error: not a tensor")?;
    let block = op.block().ok_or("an op outside a block")?;
    let convert = |value, ty| -> Result<_, LpfError<'c>> {
        let new = build(context, HloOp::Convert.name(), op.location(), &[value], &[], &[ty])?;
        Ok(block.insert_operation_before(op, new))
    };
    let wide = convert(input, f32_ty)?.result(0)?.into();
    let second = convert(wide, result.r#type())?;
    replace_op(op, &[second.result(0)?.into()]);
    if f64 {
        return convert_to_lpf(second);
    }
    Ok(())
}

fn rewrite<'c>(op: OperationRef<'c, '_>, why: &str) -> Result<(), LpfError<'c>> {
    if why == WHY_F4_INT {
        return through_f32(op, false);
    }
    if why == WHY_IREE_INT {
        let top_level = crate::melior_ext::at_function_top_level(op);
        if !top_level {
            return Err(LpfError::unsupported(format!("converts an integer into an 8-bit or narrower float inside a StableHLO region: {why}")).op(HloOp::Convert.name()));
        }
        return through_f32(op, true);
    }
    let top_level = crate::melior_ext::at_function_top_level(op);
    let Some((from, to)) = convert_formats(op) else {
        return Err(LpfError::unsupported(format!("converts between f6 and an integer, which {why}; convert through f32")).op(HloOp::Convert.name()));
    };
    if !top_level {
        return Err(LpfError::unsupported(format!(
            "converts {from} to {to} inside a StableHLO region: {why}, so the exit computes it with lpf.convert, which it lowers only at a function's top level"
        ))
        .op(HloOp::Convert.name()));
    }
    if !xla_cannot_convert(from) {
        return convert_to_lpf(op);
    }
    let (Ok(input), Ok(result)) = (op.operand(0), op.result(0)) else { return Err(LpfError::new("a convert without operand")) };
    let value = insert_convert(op, input, result.r#type(), OverflowMode::NanOrInf)?;
    replace_op(op, &[value]);
    Ok(())
}

/// Rewrites every `stablehlo.convert` under `root` that XLA gets wrong; false (after a located
/// error) on one it refuses.
pub fn apply(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if let Some(why) = wrong_on_xla(op) {
            found.push((op.to_raw(), why));
        }
        WalkResult::Advance
    });
    let mut ok = true;
    for (raw, why) in found {
        // SAFETY: collected above; each rewrite erases only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let location = op.location();
        if let Err(error) = rewrite(op, why) {
            error.emit(location);
            ok = false;
        }
    }
    ok
}
