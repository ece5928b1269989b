//! Which element-wise tensor ops `lpf-tensor-to-loops` computes in one loop nest.
//!
//! A run of consecutive element-wise ops on the same static shape becomes one nest: per index,
//! each op's element is computed from its operands' elements at that index, in program order,
//! and stored only if something outside the run uses it. Every op still reads each operand
//! element after every earlier op of the run wrote its element at that index, and before any
//! later op did, exactly as when each op has its own loop; only the temporaries between them
//! go. Besides saving memory traffic, this keeps LLVM's loop passes linear: thousands of
//! consecutive loops in one function make ScalarEvolution walk back through every earlier loop
//! for each query (IndVarSimplify took two thirds of the -O3 time of a 1000-op module).

use super::builders::loops::dims_of;
use lpf_dialect::ops::LpfOp;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, TypeLike, Value, ValueLike};

/// Whether `op`'s tensor form is element-wise (one result, operands of the result's shape: one
/// nest of scalar ops each).
pub fn is_elementwise_op(op: LpfOp) -> bool {
    match op {
        LpfOp::Convert | LpfOp::Binary(_) | LpfOp::Neg | LpfOp::Relu | LpfOp::LeakyRelu | LpfOp::Cmp => true,
        LpfOp::Constant | LpfOp::Dot | LpfOp::Conv | LpfOp::ReduceSum | LpfOp::ScaledDot | LpfOp::QuantizeBlock | LpfOp::DequantizeBlock => false,
    }
}

/// Whether ops named `name` are element-wise on tensors ([`is_elementwise_op`]).
pub fn is_elementwise(name: &str) -> bool {
    LpfOp::from_name(name).is_some_and(is_elementwise_op)
}

/// The static shape of an element-wise op's tensor result, or `None` (not element-wise, not a
/// tensor, or a dynamic dimension: sizes known only at run time are not compared).
pub fn elementwise_shape(op: OperationRef) -> Option<Vec<u64>> {
    let name = op.name();
    if !is_elementwise(name.as_string_ref().as_str().ok()?) || op.result_count() != 1 {
        return None;
    }
    let ty = op.result(0).ok()?.r#type();
    if !ty.is_tensor() {
        return None;
    }
    dims_of(ty)?.into_iter().collect()
}

/// The end (exclusive) of the run of fusable ops starting at `start`: consecutive element-wise
/// ops of one static shape. A run of one is an ordinary op.
pub fn run_end(ops: &[OperationRef], start: usize) -> usize {
    let Some(shape) = elementwise_shape(ops[start]) else { return start + 1 };
    let mut end = start + 1;
    while end < ops.len() && elementwise_shape(ops[end]).as_ref() == Some(&shape) {
        end += 1;
    }
    end
}

/// Whether `value` has a use outside `group` (the run's ops).
pub fn used_outside(value: Value, group: &[OperationRef]) -> bool {
    // SAFETY: use-list queries on a live value of the function being lowered.
    unsafe {
        let mut operand = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(operand) {
            let owner = mlir_sys::mlirOpOperandGetOwner(operand);
            if !group.iter().any(|op| op.to_raw().ptr == owner.ptr) {
                return true;
            }
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    false
}
