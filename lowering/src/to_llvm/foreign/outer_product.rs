//! A `stablehlo.dot_general` with no contracting dimension (an outer product: torch-xla's
//! interpolation weights, an einsum without a summed index) as the element-wise ops it is, for
//! the LLVM exit (`lpf-foreign-prepare`, before the linalg legalisation). The legalisation makes
//! it an all-parallel `linalg.generic` whose body reads its zero-filled output (`out + a * b`),
//! and `linalg-fuse-elementwise-ops` fuses such a producer into a consumer that visits each of
//! its points several times (a second dot's reduction), adding the product again at every
//! visit: wrong values (output column c came out c + 1 times its value). Written as
//! `add(+0, multiply(broadcast(lhs), broadcast(rhs)))`, each operand first converted to the
//! result's element type, it is exactly what StableHLO's reference interpreter computes for
//! such a dot (+0 plus the one product, in the result type: a -0 product gives +0), and fuses
//! correctly.

use crate::melior_ext::build;
use crate::raise_stablehlo::dot::DotDims;
use melior::ir::attribute::{Attribute, DenseI64ArrayAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, TypeLike, Value, ValueLike};
use melior::Context;

/// The element-wise form of `op` if it is a float outer product, inserted before it.
fn rewrite<'c>(context: &'c Context, op: OperationRef<'c, '_>) -> Option<Value<'c, 'static>> {
    let numbers = op.attribute("dot_dimension_numbers").ok()?.to_string();
    let dims = DotDims::parse(&numbers)?;
    if !dims.lhs_contracting.is_empty() || op.operand_count() != 2 {
        return None;
    }
    let result = op.result(0).ok()?.r#type();
    let result_tensor = RankedTensorType::try_from(result).ok()?;
    let element = result_tensor.element();
    if !element.is_float() {
        return None;
    }
    let block = op.block()?;
    let location = op.location();
    let batch = dims.lhs_batch.len();
    let operand = |index: usize, own_batch: &[i64], first_free: usize| -> Option<Value<'c, 'static>> {
        let value = op.operand(index).ok()?;
        let ty = RankedTensorType::try_from(value.r#type()).ok()?;
        // Converted to the result's element type first, as the interpreter does.
        let value: Value = if ty.element() == element {
            value
        } else {
            let converted_type: Type = crate::melior_ext::with_element_type(value.r#type(), element)?;
            let convert = build(context, "stablehlo.convert", location, &[value], &[], &[converted_type]).ok()?;
            block.insert_operation_before(op, convert).result(0).ok()?.into()
        };
        let rank = ty.rank() as i64;
        let mut free = first_free as i64;
        let positions: Vec<i64> = (0..rank)
            .map(|d| match own_batch.iter().position(|&b| b == d) {
                Some(i) => i as i64,
                None => {
                    free += 1;
                    free - 1
                }
            })
            .collect();
        let broadcast_dims: Attribute = DenseI64ArrayAttribute::new(context, &positions).into();
        let broadcast = build(context, "stablehlo.broadcast_in_dim", location, &[value], &[("broadcast_dimensions", broadcast_dims)], &[result]).ok()?;
        let v: Value = block.insert_operation_before(op, broadcast).result(0).ok()?.into();
        // SAFETY: a value of the module being rewritten, which outlives the pass.
        Some(unsafe { Value::from_raw(v.to_raw()) })
    };
    let lhs_free = RankedTensorType::try_from(op.operand(0).ok()?.r#type()).ok()?.rank() - batch;
    let (a, b) = (operand(0, &dims.lhs_batch, batch)?, operand(1, &dims.rhs_batch, batch + lhs_free)?);
    let product = build(context, "stablehlo.multiply", location, &[a, b], &[], &[result]).ok()?;
    let product: Value = block.insert_operation_before(op, product).result(0).ok()?.into();
    let zero = Attribute::parse(context, &format!("dense<0.0> : {result}"))?;
    let zero = build(context, "stablehlo.constant", location, &[], &[("value", zero)], &[result]).ok()?;
    let zero: Value = block.insert_operation_before(op, zero).result(0).ok()?.into();
    // Kept as it is (its +0 + -0 is the interpreter's +0): not XLA's simplifier's add of zero.
    let kept = (crate::hlo_defined::KEPT_ADD, Attribute::unit(context));
    let sum = build(context, "stablehlo.add", location, &[zero, product], &[kept], &[result]).ok()?;
    let sum: Value = block.insert_operation_before(op, sum).result(0).ok()?.into();
    // SAFETY: as above.
    Some(unsafe { Value::from_raw(sum.to_raw()) })
}

/// Rewrites every float `dot_general` without contracting dimensions under `root`.
pub fn outer_products_as_multiplies(context: &Context, root: OperationRef) {
    for raw in super::ops_named(root, "stablehlo.dot_general") {
        // SAFETY: collected above; a rewrite erases only that op.
        let op = unsafe { OperationRef::from_raw(raw) };
        if let Some(value) = rewrite(context, op) {
            crate::melior_ext::replace_op(op, &[value]);
        }
    }
}
