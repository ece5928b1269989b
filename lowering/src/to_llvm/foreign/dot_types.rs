//! A `stablehlo.dot_general` whose operands' element types are not its result's, into a result
//! other than f32 and f64 (an unraised bf16 x bf16 -> f16 or f8 x f8 -> f8 dot, on `lpf-run
//! --backend llvm`), with its operands converted to the result's element type first (for the
//! LLVM exit, `lpf-foreign-prepare`, before the linalg legalisation, whose form of such a dot
//! adds values of two types: `arith.addf (f16, bf16)`, refused by the verifier). That is what
//! StableHLO's reference interpreter computes for it: each operand converted to the result type,
//! then products and sums in that type. (Into f32 or f64 the legalisation widens the operands
//! itself, mixed ones too: an f32 x bf16 dot of jax's gradients is the interpreter's rounded
//! products and k-order sum on llvm and ref alike; XLA sums it in an order of its own, neither
//! that nor the fused multiply-adds of its f32 x f32 dots: 23% of a 16 x 64 x 8 dot's outputs.)

use crate::melior_ext::{build, with_element_type};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, TypeLike, ValueLike};
use melior::Context;

/// Removes the `algorithm` of every `dot_general` under `root` (jax's gradient of a bf16 matmul
/// states `lhs_precision_type = bf16, ..., accumulation_type = f32` on its f32 x bf16 dots):
/// XLA's CPU ignores it (formats.md §5: a tf32 algorithm gives full f32) and so does StableHLO's
/// reference interpreter (`--backend ref`), while the linalg legalisation refuses a dot that has
/// one (E0915 at the dot: a flax bf16 model's training step stopped there).
pub fn drop_algorithms(root: OperationRef) {
    for raw in super::ops_named(root, "stablehlo.dot_general") {
        // SAFETY: collected above; an attribute of a live op is removed (where it has one).
        unsafe {
            let name = mlir_sys::mlirStringRefCreateFromCString(c"algorithm".as_ptr());
            mlir_sys::mlirOperationRemoveAttributeByName(raw, name);
        }
    }
}

/// Converts the operands of every such dot under `root`.
pub fn operands_in_result_type(context: &Context, root: OperationRef) {
    for raw in super::ops_named(root, "stablehlo.dot_general") {
        // SAFETY: collected above; only operands of this op change.
        let op = unsafe { OperationRef::from_raw(raw) };
        let Some(element) = op.result(0).ok().and_then(|r| RankedTensorType::try_from(r.r#type()).ok()).map(|t| t.element()) else { continue };
        if !element.is_float() || element.is_f32() || element.is_f64() {
            continue;
        }
        let Some(block) = op.block() else { continue };
        for index in 0..op.operand_count() {
            let Ok(value) = op.operand(index) else { continue };
            let Ok(ty) = RankedTensorType::try_from(value.r#type()) else { continue };
            if ty.element() == element || !ty.element().is_float() {
                continue;
            }
            let Some(target) = with_element_type(value.r#type(), element) else { continue };
            let Ok(convert) = build(context, "stablehlo.convert", op.location(), &[value], &[], &[target]) else { continue };
            let converted = block.insert_operation_before(op, convert).result(0).expect("result");
            // SAFETY: operand `index` of a live op, replaced by a value of the shape it had.
            unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), index as isize, converted.to_raw()) };
        }
    }
}
