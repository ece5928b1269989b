//! The exit's second step (issue 41): XLA CPU has no working f6 convert (jaxlib 0.10.2: jax
//! knows no f6 type, "Invalid XLA PrimitiveType"; XLA's `convert` into f6E2M3FN gives codes
//! outside the format, 0xff for +inf, and wrong values, 0.0625 + 2^-24 -> 0; out of f6 it
//! decodes wrongly too). So a user's `stablehlo.convert` into or out of f6E2M3FN / f6E3M2FN
//! becomes lpf ops, which the exit then emulates exactly: into f6 from a float, XLA's convert
//! rule (`hlo_defined::convert_to_lpf`: saturating, NaN -> -0, as into FP4); out of f6 into a
//! float, the exact widening `lpf.convert rounding(to_nearest_even) overflow(nan_or_inf)`. The
//! lpf ops are built at a function's top level only (lpf ops inside StableHLO regions are not
//! lowered): a convert elsewhere, or between f6 and an integer, is refused with a located E0915
//! naming the user's op.

use crate::hlo_defined::{convert_formats, convert_to_lpf, xla_cannot_convert};
use crate::hlo_ops::HloOp;
use crate::raise_stablehlo::convert::insert_convert;
use crate::melior_ext::replace_op;
use lpf_dialect::attrs::OverflowMode;
use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{OperationRef, ValueLike};

const WHY: &str = "XLA CPU has no working f6 convert (jax has no f6 type; XLA's codes for +inf are 0xff, and finite values round wrongly)";

fn involves_f6(op: OperationRef) -> bool {
    HloOp::of(&op) == Some(HloOp::Convert)
        && (op.operand(0).is_ok_and(|v| is_f6(v.r#type())) || op.result(0).is_ok_and(|r| is_f6(r.r#type())))
}

fn is_f6(ty: melior::ir::Type) -> bool {
    crate::raise_stablehlo::xla::element_format(ty).is_some_and(xla_cannot_convert)
}

fn rewrite<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    let top_level = op.parent_operation().is_some_and(|p| p.name().as_string_ref().as_str() == Ok("func.func"));
    let Some((from, to)) = convert_formats(op) else {
        return Err(LpfError::unsupported(format!("converts between f6 and an integer, which {WHY}; convert through f32")).op(HloOp::Convert.name()));
    };
    if !top_level {
        return Err(LpfError::unsupported(format!(
            "converts {from} to {to} inside a StableHLO region: {WHY}, so the exit computes it with lpf.convert, which it lowers only at a function's top level"
        ))
        .op(HloOp::Convert.name()));
    }
    if xla_cannot_convert(to) {
        return convert_to_lpf(op);
    }
    let (Ok(input), Ok(result)) = (op.operand(0), op.result(0)) else { return Err(LpfError::new("a convert without operand")) };
    let value = insert_convert(op, input, result.r#type(), OverflowMode::NanOrInf)?;
    replace_op(op, &[value]);
    Ok(())
}

/// Rewrites every f6 `stablehlo.convert` under `root`; false (after a located error) on one it refuses.
pub fn apply(root: OperationRef) -> bool {
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if involves_f6(op) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut ok = true;
    for raw in found {
        // SAFETY: collected above; each rewrite erases only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let location = op.location();
        if let Err(error) = rewrite(op) {
            error.emit(location);
            ok = false;
        }
    }
    ok
}
