//! `lpf-foreign-prepare`: after `stablehlo-legalize-to-linalg`, before `lpf-tensor-to-loops`.
//! The linalg conversion of `stablehlo.reduce` wraps each scalar of the reduction body into a
//! rank-0 tensor (`tensor.from_elements`) and takes it out again (`tensor.extract`); on tensors
//! that is the identity, but bufferised it is an allocation per element. This folds each
//! `tensor.extract` of a rank-0 `tensor.from_elements` into the element itself and erases the
//! `from_elements` left without uses. Nothing else changes (a module without such pairs, e.g.
//! every pure lpf module, is untouched).

use lpf_dialect::unwind::WalkGuarded;
use crate::registry::lpf_pass;
use crate::rewrite::replace_op;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{OperationRef, ValueLike};
use melior::pass::ExternalPass;

lpf_pass!(
    "lpf-foreign-prepare",
    "LpfForeignPrepare",
    "Fold the rank-0 tensor.from_elements/tensor.extract pairs of legalised StableHLO reductions (mixed modules on the LLVM exit)",
    run,
    []
);

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

fn run(root: OperationRef, _pass: ExternalPass) {
    let mut extracts = Vec::new();
    root.walk_guarded(WalkOrder::PostOrder, |op| {
        if name_of(op) == "tensor.extract" && op.operand_count() == 1 {
            extracts.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in extracts {
        // SAFETY: collected above; only this op is erased by its replacement.
        let op = unsafe { OperationRef::from_raw(raw) };
        let Ok(source) = op.operand(0) else { continue };
        // SAFETY: the defining op of an op result (null for a block argument).
        let producer = unsafe {
            if !mlir_sys::mlirValueIsAOpResult(source.to_raw()) {
                continue;
            }
            OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(source.to_raw()))
        };
        if name_of(producer) != "tensor.from_elements" || producer.operand_count() != 1 {
            continue;
        }
        let Ok(element) = producer.operand(0) else { continue };
        replace_op(op, &[element]);
        // SAFETY: use-list query on a live value; an unused from_elements is dead.
        unsafe {
            let result = producer.result(0).expect("from_elements has a result");
            if mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(result.to_raw())) {
                mlir_sys::mlirOperationDestroy(producer.to_raw());
            }
        }
    }
}
