//! `lpf-policy{saturate-fp8=true min-accumulator=f64 rounding=toward_zero}`: rewrites the
//! numeric contracts of a whole module on request, after raising (or on any lpf module). Each
//! option is one rewrite; unset options change nothing:
//!
//! - `saturate-fp8=true`: every `lpf.convert` into an FP8 format (not the E8M0 scale format)
//!   gets `overflow(saturate)` (SFEP-0054's rule; XLA's converts give NaN or inf).
//! - `min-accumulator=f32|f64`: every `lpf.dot`, `lpf.reduce_sum` and `lpf.scaled_dot` whose
//!   accumulator is narrower (`!lpf.sf<16>` < f32 < f64) accumulates in it instead; its result
//!   (which is the accumulator type) becomes that type and one `lpf.convert`
//!   `rounding(to_nearest_even)` back to the old result type keeps the module's types.
//! - `rounding=<mode>` (`to_nearest_even`, `downward`, `upward`, `toward_zero`,
//!   `to_nearest_away`): every op with a rounding mode (`lpf.convert`, `lpf.add/sub/mul/div`)
//!   rounds that way, the converts the accumulator rewrite adds included.
//!
//! The rewrites run in that order. A bad option value is an error at the module and fails the
//! pass before anything changes.

use lpf_dialect::ops::{Binary, LpfOp};
use lpf_dialect::unwind::WalkGuarded;
use crate::melior_ext::{build, type_attr, with_element_type};
use lpf_dialect::error::LpfError;
use lpf_dialect::attrs::{OverflowMode, RoundingMode};
use lpf_dialect::passes::OptionsPassDef;
use melior::ir::attribute::{Attribute, IntegerAttribute};
use melior::ir::block::BlockLike;
use crate::melior_ext::set_attribute;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike, TypeLike};
use melior::ir::{OperationRef, Type, ValueLike};
use melior::Context;

pub static PASS: OptionsPassDef = OptionsPassDef {
    argument: "lpf-policy",
    summary: "Rewrite numeric contracts across a module: saturating FP8 converts, a minimum accumulator, a rounding mode",
    options: &[
        ("saturate-fp8", "true: every convert into an FP8 format saturates (overflow(saturate))"),
        ("min-accumulator", "f32 or f64: contractions accumulating in a narrower type accumulate in this one"),
        ("rounding", "to_nearest_even, downward, upward, toward_zero or to_nearest_away: every rounding op rounds so"),
    ],
    run,
    dialects: || vec![lpf_dialect::lpf_dialect_handle()],
};

/// The rewrites one `lpf-policy` run asks for.
#[derive(Debug, Default, PartialEq)]
pub struct Policy {
    pub saturate_fp8: bool,
    pub min_accumulator: Option<Accumulator>,
    pub rounding: Option<RoundingMode>,
}

/// Accumulator widths `min-accumulator` can ask for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Accumulator {
    F32,
    F64,
}

/// Parses `name=value name=value ...` (what the C++ side hands over: the options given, each
/// with its value; an empty value was given empty, or without `=`, and is an error).
pub fn parse(text: &str) -> Result<Policy, String> {
    let mut policy = Policy::default();
    for pair in text.split_whitespace() {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        match (name, value) {
            ("saturate-fp8", "") => return Err("saturate-fp8 needs a value: true or false".into()),
            ("min-accumulator", "") => return Err("min-accumulator needs a value: f32 or f64".into()),
            ("rounding", "") => return Err(format!("rounding needs a value: one of {}", rounding_names().join(", "))),
            ("saturate-fp8", "true") => policy.saturate_fp8 = true,
            ("saturate-fp8", "false") => policy.saturate_fp8 = false,
            ("saturate-fp8", other) => return Err(format!("saturate-fp8 is true or false, not '{other}'")),
            ("min-accumulator", "f32") => policy.min_accumulator = Some(Accumulator::F32),
            ("min-accumulator", "f64") => policy.min_accumulator = Some(Accumulator::F64),
            ("min-accumulator", other) => {
                return Err(format!("min-accumulator is f32 or f64 (SFEP-0054's accumulators), not '{other}'"))
            }
            ("rounding", mode) => {
                let found = (0..8).filter_map(RoundingMode::from_value).find(|m| m.as_str() == mode);
                policy.rounding =
                    Some(found.ok_or_else(|| format!("rounding is one of {}, not '{mode}'", rounding_names().join(", ")))?);
            }
            (other, _) => return Err(format!("unknown option '{other}'")),
        }
    }
    Ok(policy)
}

fn rounding_names() -> Vec<&'static str> {
    (0..8).filter_map(RoundingMode::from_value).map(|m| m.as_str()).collect()
}

fn run(root: OperationRef, options: &str) -> bool {
    let policy = match parse(options) {
        Ok(policy) => policy,
        Err(message) => {
            LpfError::new(message).context("lpf-policy: ").emit(root.location());
            return false;
        }
    };
    apply(root, &policy);
    true
}

/// The rewrites of `policy`, in order: accumulators, saturation, rounding.
pub fn apply(root: OperationRef, policy: &Policy) {
    if let Some(min) = policy.min_accumulator {
        for op in collect(root, &[LpfOp::Dot.name(), LpfOp::Conv.name(), LpfOp::ReduceSum.name(), LpfOp::ScaledDot.name()]) {
            widen_accumulator(op, min);
        }
    }
    let context = context(root);
    if policy.saturate_fp8 {
        for op in collect(root, &[LpfOp::Convert.name()]) {
            let into_fp8 = op.result(0).is_ok_and(|r| is_fp8(element(r.r#type())));
            if into_fp8 {
                set_attribute(op, "overflow", enum_attr(context, OverflowMode::Saturate as i64));
            }
        }
    }
    if let Some(mode) = policy.rounding {
        for op in collect(root, &[LpfOp::Convert.name(), LpfOp::Binary(Binary::Add).name(), LpfOp::Binary(Binary::Sub).name(), LpfOp::Binary(Binary::Mul).name(), LpfOp::Binary(Binary::Div).name()]) {
            // A stochastic rounding is stated with its random bits; it is not a default to
            // override (and `rounding` beside `stochastic` would not verify).
            if op.attribute("stochastic").is_ok() {
                continue;
            }
            set_attribute(op, "rounding", enum_attr(context, mode_value(mode)));
        }
    }
}

/// The ODS value of a rounding mode (the inverse of `from_value`).
fn mode_value(mode: RoundingMode) -> i64 {
    (0..8).find(|v| RoundingMode::from_value(*v) == Some(mode)).unwrap_or(0)
}

/// An lpf enum attribute: ODS's I32EnumAttr stores the case's value as an i32.
fn enum_attr(context: &Context, value: i64) -> Attribute<'_> {
    IntegerAttribute::new(IntegerType::new(context, 32).into(), value).into()
}

fn element(ty: Type) -> Type {
    RankedTensorType::try_from(ty).map(|t| t.element()).unwrap_or(ty)
}

/// FP8 element formats (MLIR's `f8E...` types) other than the E8M0 scale format, which has
/// neither a sign nor a saturation rule of its own.
fn is_fp8(ty: Type) -> bool {
    let text = ty.to_string();
    text.starts_with("f8E") && text != "f8E8M0FNU"
}

/// The width rank of an accumulator: `!lpf.sf<16>` (SF16 hardware accumulation) below f32
/// below f64; other types are not accumulators `min-accumulator` knows.
fn rank(ty: Type) -> Option<Accumulator> {
    if ty.is_f64() {
        Some(Accumulator::F64)
    } else if ty.is_f32() {
        Some(Accumulator::F32)
    } else {
        None
    }
}

fn widen_accumulator(op: OperationRef, min: Accumulator) {
    let context = context(op);
    let Ok(acc) = lpf_dialect::attrs::acc(&op) else { return };
    if rank(acc).is_some_and(|current| current >= min) {
        return;
    }
    let wide = match min {
        Accumulator::F32 => Type::float32(context),
        Accumulator::F64 => Type::float64(context),
    };
    let (Ok(result), Some(block)) = (op.result(0), op.block()) else { return };
    let old_type = result.r#type();
    let Some(new_type) = with_element_type(old_type, wide) else { return };
    set_attribute(op, "acc", type_attr(wide));
    // SAFETY: a live result; every use is redirected to the convert below, which restores
    // the type the users expect.
    unsafe { mlir_sys::mlirValueSetType(result.to_raw(), new_type.to_raw()) };
    let attributes = [("rounding", enum_attr(context, mode_value(RoundingMode::ToNearestEven)))];
    let Ok(convert) = build(context, LpfOp::Convert.name(), op.location(), &[result.into()], &attributes, &[old_type]) else {
        return;
    };
    let convert = block.insert_operation_after(op, convert);
    // The convert now gives the value the contraction gave: same sharding for XLA.
    crate::melior_ext::inherit_discardable(op, &convert);
    if let Ok(narrowed) = convert.result(0) {
        let mut except = [convert.to_raw()];
        // SAFETY: live values; the convert (the one use to keep) is named in `except`.
        unsafe { mlir_sys::mlirValueReplaceAllUsesExcept(result.to_raw(), narrowed.to_raw(), 1, except.as_mut_ptr()) };
    }
}

fn collect<'c, 'a>(root: OperationRef<'c, 'a>, names: &[&str]) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if names.contains(&crate::melior_ext::name(op)) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    // SAFETY: collected from this walk; the rewrites add ops but erase none.
    found.into_iter().map(|raw| unsafe { OperationRef::from_raw(raw) }).collect()
}

fn context<'c>(op: OperationRef<'c, '_>) -> &'c Context {
    // SAFETY: the context outlives the pass run that hands us `op`.
    lpf_dialect::context::context_of(op.context())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_option_and_rejects_bad_values() {
        let policy = parse("saturate-fp8=true min-accumulator=f64 rounding=toward_zero").unwrap();
        assert_eq!(policy, Policy { saturate_fp8: true, min_accumulator: Some(Accumulator::F64), rounding: Some(RoundingMode::TowardZero) });
        assert_eq!(parse("").unwrap(), Policy::default());
        // Given without a value: an error, not a silent no-op.
        assert!(parse("rounding=").unwrap_err().contains("rounding needs a value: one of to_nearest_even"));
        assert!(parse("saturate-fp8=").unwrap_err().contains("true or false"));
        assert!(parse("rounding=upward min-accumulator=").unwrap_err().contains("min-accumulator needs a value"));
        assert!(parse("min-accumulator=f16").unwrap_err().contains("f32 or f64"));
        assert!(parse("rounding=sideways").unwrap_err().contains("toward_zero"));
        assert!(parse("saturate-fp8=yes").is_err());
    }
}
