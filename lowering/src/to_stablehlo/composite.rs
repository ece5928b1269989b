//! `lpf.scaled_dot` as `stablehlo.composite "xla.scaled_dot"`, on request (`lpf-opt
//! --stablehlo-scaled-dot=composite`, module attribute `lpf.stablehlo_scaled_dot = "composite"`):
//! the form `jax.lax.scaled_dot` emits (operands lhs, rhs, lhs_scale, rhs_scale;
//! `composite_attributes = {dimension_numbers, preferred_element_type}`), whose decomposition
//! function holds the op itself, so the rest of the exit lowers it like any other scaled_dot
//! (convert / broadcast-scale / multiply / dot_general). XLA may run its own implementation of
//! the composite instead of the decomposition; either way the result is a reordered f32 sum, held
//! to the SFEP-0054 §8 bound like the decomposed form. A scaled_dot with NVFP4's per-tensor
//! scale (which the composite has no operand for) is decomposed as usual.

use crate::hlo_ops::HloOp;
use lpf_dialect::error::LpfError;
use super::install::{enclosing_module, helper_name, install};
use super::{operand, result_type};
use crate::melior_ext::{build, replace_op};
use lpf_dialect::attrs;
use melior::ir::attribute::{Attribute, FlatSymbolRefAttribute, StringAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, ValueLike};
use melior::Context;

pub const ATTRIBUTE: &str = "lpf.stablehlo_scaled_dot";

/// Whether the module asks for composites.
fn requested(root: OperationRef) -> bool {
    root.attribute(ATTRIBUTE).ok().and_then(|a| StringAttribute::try_from(a).ok()).is_some_and(|s| s.value() == "composite")
}

/// Wraps every eligible scaled_dot in a composite when the module asks for it; false after
/// located errors.
pub fn apply(root: OperationRef) -> bool {
    if !requested(root) {
        return true;
    }
    // The request is consumed here; the printed StableHLO does not carry it.
    // SAFETY: a live op; removing an attribute it lacks is a no-op.
    unsafe { mlir_sys::mlirOperationRemoveAttributeByName(root.to_raw(), melior::StringRef::new(ATTRIBUTE).to_raw()) };
    super::lower_all(root, &super::names_of(super::Step::ScaledDot), wrap)
}

fn wrap<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    // A matrix unit's block-scaled arithmetic has no StableHLO form (the composite would drop it).
    crate::decompose_scaled_dot::refuse_hardware(op)?;
    if op.operand_count() != 4 {
        return Ok(()); // NVFP4 per-tensor scale: decomposed by lpf-decompose-scaled-dot
    }
    // SAFETY: the context outlives the pass run.
    let context: &Context = lpf_dialect::context::context_of(op.context());
    let block = attrs::block(&op)?;
    let acc = attrs::acc(&op)?;
    let (lhs, lhs_scale, rhs, rhs_scale) = (operand(op, 0)?, operand(op, 1)?, operand(op, 2)?, operand(op, 3)?);
    let result = result_type(op)?;
    let ty = |v: melior::ir::Value| v.r#type().to_string();
    let rank = RankedTensorType::try_from(lhs.r#type()).map_err(|_| "operands are not ranked tensors")?.rank();
    // The decomposition: the op itself, on (lhs, rhs, lhs_scale, rhs_scale) as the composite
    // passes them.
    let body = format!(
        "func.func private @NAME(%lhs: {}, %rhs: {}, %lhs_scale: {}, %rhs_scale: {}) -> {result} {{\n  \
         %r = lpf.scaled_dot %lhs [%lhs_scale], %rhs [%rhs_scale] block({block}) acc({acc}) : {}, {}, {}, {} -> {result}\n  \
         return %r : {result}\n}}",
        ty(lhs), ty(rhs), ty(lhs_scale), ty(rhs_scale), ty(lhs), ty(lhs_scale), ty(rhs), ty(rhs_scale)
    );
    let name = helper_name("scaled_dot_decomposition", &body);
    let module = enclosing_module(op).ok_or("op outside a module")?;
    install(context, module, &name, &body.replacen("@NAME(", &format!("@{name}("), 1))?;
    let batch: Vec<String> = (0..rank - 2).map(|d| d.to_string()).collect();
    let attributes = format!(
        "{{dimension_numbers = [[[{}], [{}]], [[{}], [{}]]], preferred_element_type = {acc}}}",
        rank - 1,
        rank - 2,
        batch.join(", "),
        batch.join(", ")
    );
    let composite_attributes =
        Attribute::parse(context, &attributes).ok_or_else(|| format!("internal error: cannot parse {attributes}"))?;
    let composite = build(
        context,
        HloOp::Composite.name(),
        op.location(),
        &[lhs, rhs, lhs_scale, rhs_scale],
        &[
            ("name", StringAttribute::new(context, "xla.scaled_dot").into()),
            ("composite_attributes", composite_attributes),
            ("decomposition", FlatSymbolRefAttribute::new(context, &name).into()),
        ],
        &[result],
    )?;
    let parent = op.block().ok_or("op outside a block")?;
    let composite = parent.insert_operation_before(op, composite);
    let value = composite.result(0)?.into();
    replace_op(op, &[value]);
    Ok(())
}
