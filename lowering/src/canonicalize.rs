//! The fold hook behind the lpf ops' C++ `fold` methods, so that upstream `-canonicalize` (and
//! any other user of MLIR's folder) folds lpf ops with exactly the bits `lpf-fold` gives: the C++
//! side hands the op and its operands' constant attributes to [`fold_hook`], which runs
//! [`fold::evaluate`] and returns the result as a constant attribute (an `lpf.constant` literal,
//! or a builtin integer attribute for `lpf.cmp`), which the dialect materialises.

use crate::fold::{self, Folded};
use crate::ir_numerics;
use melior::ir::attribute::{Attribute, AttributeLike};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use melior::Context;
use mlir_sys::{MlirAttribute, MlirOperation};
use std::sync::Once;

/// Installs [`fold_hook`] as the dialect's fold hook (idempotent). `lpf-opt`, `lpf-run` and the
/// mlir-opt plugin call it when they register lpf's passes or dialect.
pub fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| lpf_dialect::folding::set_fold_hook(fold_hook));
}

/// Called by the C++ `fold` of an lpf op whose operands are all constants. Returns false (no
/// fold) for anything `fold::evaluate` does not fold, including a fold it refuses: the folder
/// has no way to report an error, and leaving the op in place is always correct.
///
/// # Safety
/// `op` is a live operation with `count` operands and `operands` points at their `count` non-null
/// constant attributes; `result` is writable.
unsafe extern "C" fn fold_hook(op: MlirOperation, operands: *const MlirAttribute, count: isize, result: *mut MlirAttribute) -> bool {
    // SAFETY: as the caller guarantees.
    let (op, operands) = unsafe {
        let operands = if count > 0 { std::slice::from_raw_parts(operands, count as usize) } else { &[] };
        (OperationRef::from_raw(op), operands)
    };
    // A panic is a bug, not a refused fold. A fold cannot fail, and an error emitted here does
    // not fail the pass that folds (stock mlir-opt printed it and exited 0): print it with the
    // op's location and abort, so that no run ends in success past it.
    let context = || format!("folding '{}' at {}", op.name().as_string_ref().as_str().unwrap_or("?"), op.location());
    lpf_dialect::unwind::or_abort(context, || {
        let Some(value) = fold_op(op, operands) else { return false };
        // SAFETY: `result` is writable (caller contract).
        unsafe { *result = value };
        true
    })
}

fn fold_op(op: OperationRef, operands: &[MlirAttribute]) -> Option<MlirAttribute> {
    let mut inputs = Vec::with_capacity(operands.len());
    for (index, raw) in operands.iter().enumerate() {
        // SAFETY: a live, non-null attribute (fold_hook's contract).
        let value = unsafe { Attribute::from_raw(*raw) };
        let ty = op.operand(index).ok()?.r#type();
        // Splats stay one code: a splat folds to a splat, whatever its size.
        inputs.push(ir_numerics::constant_of_attribute_read(value, ty, ir_numerics::SplatReading::Compact).ok()?);
    }
    let folded = fold::evaluate(op, &inputs).ok()??;
    let ty = op.result(0).ok()?.r#type();
    // SAFETY: the op's context outlives this call.
    let context: &Context = lpf_dialect::context::context_of(op.context());
    let value = match folded {
        Folded::Lpf(format, codes) => fold::lpf_constant_attribute(context, ty, format, &codes),
        Folded::Int(int, bits) => fold::int_constant_attribute(context, ty, int, &bits).ok()?,
    };
    Some(value.to_raw())
}
