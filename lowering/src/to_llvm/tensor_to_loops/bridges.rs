//! The bridges between lpf's buffers and the foreign ops of a mixed module (linalg, tensor,
//! bufferization: what StableHLO's legalisations write, `super::super::foreign`), which stay on
//! tensors for upstream bufferisation: which ops stay, the tensor a foreign op reads for an lpf
//! buffer, the foreign op cloned onto those tensors, and the copies lpf ops read its results from.

use crate::melior_ext::single_use;
use super::function::{copy, forever, key, FnLowering, Lowered};
use super::signature::buffer_type;
use crate::melior_ext::is_memref;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, dims_of, element_of};
use crate::to_llvm::foreign;
use lpf_dialect::ops::LpfOp;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::attribute::Attribute;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::block::BlockLike;
use melior::ir::{Identifier, OperationRef, RegionLike, TypeLike, Value, ValueLike};
use std::collections::HashMap;

impl<'c> FnLowering<'c, '_, '_> {
    /// Whether `op` is left on tensors for upstream bufferisation ([`crate::to_llvm::foreign`]): linalg
    /// and bufferization ops, the tensor ops lpf has no lowering of its own for, and those it has
    /// when they only feed linalg ops or read a foreign tensor.
    pub(super) fn stays_on_tensors(&self, op: OperationRef<'c, '_>) -> bool {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        if name.starts_with("linalg.") || name.starts_with("bufferization.") {
            return true;
        }
        let constant = name == "arith.constant" || name == LpfOp::Constant.name();
        // The tensor ops lpf lowers onto its own buffers when nothing foreign is involved; any
        // other (a dynamic_slice's `tensor.extract_slice`, `insert_slice`, `pad`, `concat`)
        // is bufferisation's, bridged like a linalg op.
        let lpf_lowers = matches!(
            name,
            "tensor.empty" | "tensor.splat" | "tensor.cast" | "tensor.reshape" | "tensor.collapse_shape" | "tensor.expand_shape" | "tensor.extract"
        );
        !constant
            && foreign::is_foreign_dialect(name)
            && (!lpf_lowers
                || foreign::feeds_only_linalg(op)
                || op.operands().any(|v| self.map.get(&key(v)).is_some_and(|m| m.r#type().is_tensor())))
    }

    /// The tensor a foreign op reads for `old`: a foreign result as it is, an lpf buffer through
    /// one `bufferization.to_tensor` (restrict, not writable: bufferisation copies before any
    /// write, so lpf's buffers, the arguments included, are never written by a foreign op).
    pub(super) fn as_tensor<'a>(&mut self, ir: &Ir<'c, 'a>, old: Value<'c, '_>) -> Lowered<'c, Value<'c, 'static>> {
        let value = self.get(old)?;
        if !old.r#type().is_tensor() || !is_memref(value.r#type()) {
            return Ok(value);
        }
        if let Some(tensor) = self.tensors.get(&key(old)) {
            return Ok(*tensor);
        }
        let tensor = forever(ir.val(
            OperationBuilder::new("bufferization.to_tensor", ir.location)
                .add_operands(&[value])
                .add_attributes(&[(Identifier::new(ir.context, "restrict"), Attribute::unit(ir.context))])
                .add_results(&[old.r#type()])
                .build()
                .map_err(|e| format!("internal error: cannot bridge {} to a tensor: {e}", value.r#type()))?,
        ));
        self.tensors.insert(key(old), tensor);
        Ok(tensor)
    }

    /// A foreign op, cloned with its regions onto tensors: lpf buffers it reads (as operands or
    /// from inside its regions) through [`Self::as_tensor`]; its results stay tensors until an
    /// lpf op reads them ([`Self::materialize`]).
    pub(super) fn lower_foreign<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let mut operands = Vec::new();
        for old in op.operands() {
            operands.push(self.as_tensor(ir, old)?);
        }
        // Values from outside that the op's regions read (a linalg body's constants).
        let mut captured: HashMap<usize, Value<'c, 'static>> = HashMap::new();
        let mut outer = Vec::new();
        op.walk_guarded(melior::ir::operation::WalkOrder::PreOrder, |nested| {
            if nested != op {
                outer.extend(nested.operands().filter(|v| self.map.contains_key(&key(*v))).map(|v| v.to_raw()));
            }
            melior::ir::operation::WalkResult::Advance
        });
        for raw in outer {
            // SAFETY: an operand of a live op of the function being lowered.
            let old: Value<'c, '_> = unsafe { Value::from_raw(raw) };
            let value = self.as_tensor(ir, old)?;
            captured.insert(key(old), value);
        }
        // SAFETY: a deep copy of a live op; it is appended to the new body right away.
        let clone = unsafe { melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) };
        let clone = ir.op(clone);
        for (i, value) in operands.iter().enumerate() {
            // SAFETY: operand i of a live op, replaced by a value of the same type.
            unsafe { mlir_sys::mlirOperationSetOperand(clone.to_raw(), i as isize, value.to_raw()) }
        }
        if !captured.is_empty() {
            clone.walk_guarded(melior::ir::operation::WalkOrder::PreOrder, |nested| {
                if nested != clone {
                    for (i, v) in nested.operands().enumerate() {
                        if let Some(value) = captured.get(&key(v)) {
                            // SAFETY: as above.
                            unsafe { mlir_sys::mlirOperationSetOperand(nested.to_raw(), i as isize, value.to_raw()) }
                        }
                    }
                }
                melior::ir::operation::WalkResult::Advance
            });
        }
        for i in 0..op.result_count() {
            let value: Value = clone.result(i)?.into();
            self.bind(op, i, value)?;
        }
        Ok(())
    }

    /// Before lpf ops run: each operand that a foreign op computed (a tensor) is copied into an
    /// lpf temporary through `bufferization.to_buffer`. The copy is made right where the tensor
    /// is read, so no later in-place write of bufferisation can reach what lpf reads.
    pub(super) fn materialize<'a>(&mut self, ir: &Ir<'c, 'a>, ops: &[OperationRef<'c, '_>]) -> Lowered<'c, ()> {
        for op in ops {
            if op.name().as_string_ref().as_str() == Ok("func.return") {
                continue; // lower_return copies straight into the results
            }
            for (index, old) in op.operands().enumerate() {
                let Some(value) = self.map.get(&key(old)).copied() else { continue };
                if !value.r#type().is_tensor() {
                    continue;
                }
                if let Some(view) = self.transposed_rhs(ir, *op, index, old, value) {
                    self.map.insert(key(old), forever(view));
                    continue;
                }
                let view = to_buffer(ir, value)?;
                if reads_at_once(*op) && crate::melior_ext::single_use(old) {
                    // Read whole right here, before any later foreign op can write the tensor's
                    // buffer in place, and by nothing after (its one use): the op reads the
                    // foreign buffer itself. The copy was a whole pass over a convolution's
                    // patches (9% of an f32 CNN's call) and over each activation a call takes.
                    self.map.insert(key(old), forever(view));
                    continue;
                }
                let dims = dims_of(old.r#type()).ok_or("operand is not ranked")?;
                let element = element_of(old.r#type()).ok_or("operand has no element type")?;
                let sizes = loops::dims(ir, view);
                let buffer = self.temporary(ir, element, &dims, &sizes);
                copy(ir, view, buffer);
                self.map.insert(key(old), forever(buffer));
            }
        }
        Ok(())
    }
}

impl<'c> FnLowering<'c, '_, '_> {
    /// The rhs of an `lpf.dot` that is a 2-D transpose of an lpf buffer (PyTorch's `nn.Linear`:
    /// its `[N, K]` weight transposed into the `[K, N]` the dot reads, on every call) as a
    /// `memref.transpose` view of that buffer, which the kernel's packing reads element by element
    /// ([`crate::to_llvm::kernels::contraction`]): the transpose's loop nest and the copy into an
    /// lpf temporary are not run (the clone of the transpose, its only use gone, is erased). The
    /// packed panels hold the same elements, so no bit changes. None (the usual copy) unless
    /// the transpose's result has no other use and its input is an lpf buffer of the identity
    /// layout and a static shape.
    fn transposed_rhs<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, index: usize, old: Value<'c, '_>, tensor: Value<'c, 'static>) -> Option<Value<'c, 'a>> {
        if index != 1 || op.name().as_string_ref().as_str() != Ok(LpfOp::Dot.name()) || !single_use(old) {
            return None;
        }
        let transpose = crate::raise_stablehlo::producer(old)?;
        if !is_plain_transpose(transpose) {
            return None;
        }
        let source = self.map.get(&key(transpose.operand(0).ok()?)).copied()?;
        let dims = dims_of(source.r#type())?;
        if !is_memref(source.r#type()) || !loops::identity_layout(source.r#type()) || dims.len() != 2 || dims.iter().any(|d| d.is_none()) {
            return None;
        }
        let (n, k) = (dims[0]?, dims[1]?);
        let element = element_of(source.r#type())?;
        let view_type = melior::ir::Type::parse(ir.context, &format!("memref<{k}x{n}x{element}, strided<[1, {k}]>>"))?;
        let permutation = Attribute::parse(ir.context, "affine_map<(d0, d1) -> (d1, d0)>")?;
        let view = ir.val(
            OperationBuilder::new("memref.transpose", ir.location)
                .add_operands(&[source])
                .add_attributes(&[(Identifier::new(ir.context, "permutation"), permutation)])
                .add_results(&[view_type])
                .build()
                .ok()?,
        );
        // The clone (and its tensor.empty init), now without uses.
        if let Some(clone) = crate::raise_stablehlo::producer(tensor) {
            let init = clone.operand(1).ok().and_then(crate::raise_stablehlo::producer);
            // SAFETY: use-list queries on live values; an op is destroyed only once its results
            // have no uses, and nothing refers to it after.
            unsafe {
                if no_uses(tensor) {
                    mlir_sys::mlirOperationDestroy(clone.to_raw());
                    if let Some(init) = init.filter(|i| i.name().as_string_ref().as_str() == Ok("tensor.empty")) {
                        if init.result(0).is_ok_and(|r| no_uses(r.into())) {
                            mlir_sys::mlirOperationDestroy(init.to_raw());
                        }
                    }
                }
            }
        }
        Some(view)
    }
}


/// Whether `value` has no use.
fn no_uses(value: Value) -> bool {
    // SAFETY: a use-list query on a live value.
    unsafe { mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(value.to_raw())) }
}

/// `stablehlo.transpose dims = [1, 0]` as `stablehlo-legalize-to-linalg` writes it: a
/// `linalg.generic` of one input read at (d1, d0) into one output at (d0, d1), its body only
/// `linalg.yield` of the input's element, of one element type.
fn is_plain_transpose(op: OperationRef) -> bool {
    if op.name().as_string_ref().as_str() != Ok("linalg.generic") || op.operand_count() != 2 || op.result_count() != 1 {
        return false;
    }
    let maps = op.attribute("indexing_maps").map(|a| a.to_string()).unwrap_or_default();
    if maps.replace(' ', "") != "[affine_map<(d0,d1)->(d1,d0)>,affine_map<(d0,d1)->(d0,d1)>]" {
        return false;
    }
    let same_element = match (op.operand(0), op.result(0)) {
        (Ok(input), Ok(result)) => element_of(input.r#type()).is_some() && element_of(input.r#type()) == element_of(result.r#type()),
        _ => false,
    };
    let Some(body) = op.region(0).ok().and_then(|r| r.first_block()) else { return false };
    let Some(first) = body.first_operation() else { return false };
    let yields_input = first.name().as_string_ref().as_str() == Ok("linalg.yield")
        && first.operand_count() == 1
        && first.operand(0).is_ok_and(|v| body.argument(0).is_ok_and(|a| Value::from(a) == v));
    same_element && yields_input
}

/// Whether `op` reads its operands whole while it runs and keeps no view of them: an `lpf.dot`
/// (its kernel packs them into panels, writing only its result) or a call (lpf's functions never
/// write their arguments and return their results in buffers of their own). Any other lpf op
/// (a reshape is a view read later) gets a copy of a foreign operand.
fn reads_at_once(op: OperationRef) -> bool {
    matches!(op.name().as_string_ref().as_str(), Ok(name) if name == LpfOp::Dot.name() || name == "func.call")
}

/// `bufferization.to_buffer` of a foreign tensor (read only): its buffer after bufferisation.
pub(super) fn to_buffer<'c, 'a>(ir: &Ir<'c, 'a>, tensor: Value<'c, '_>) -> Lowered<'c, Value<'c, 'a>> {
    let ty = buffer_type(tensor.r#type())?;
    Ok(ir.val(
        OperationBuilder::new("bufferization.to_buffer", ir.location)
            .add_operands(&[tensor])
            .add_attributes(&[(Identifier::new(ir.context, "read_only"), Attribute::unit(ir.context))])
            .add_results(&[ty])
            .build()
            .map_err(|e| format!("internal error: cannot bridge {} to a buffer: {e}", tensor.r#type()))?,
    ))
}
