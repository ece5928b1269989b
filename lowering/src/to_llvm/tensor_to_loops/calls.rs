//! A function's calls and its return: arguments and results travel in buffers (the signature
//! half, `signature.rs`); the return copies into the out-parameters and frees the temporaries.

use super::bridges::to_buffer;
use super::function::{copy, forever, key, FnLowering, Lowered};
use crate::melior_ext::is_memref;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, dims_of, element_of};
use crate::to_llvm::returned;
use lpf_dialect::error::LpfError;
use melior::dialect::{func, memref};
use melior::ir::attribute::FlatSymbolRefAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, TypeLike, Value, ValueLike};

impl<'c> FnLowering<'c, '_, '_> {
    pub(super) fn lower_return<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let mut values = self.operands(op)?;
        for value in values.iter_mut() {
            // A foreign op's tensor: its buffer, copied into the result below.
            if value.r#type().is_tensor() {
                *value = forever(to_buffer(ir, *value)?);
            }
        }
        let outs = self.outs.clone();
        for (value, out) in values.iter().zip(&outs) {
            if key(*value) == key(*out) {
                continue; // computed in place (forwarded_out)
            }
            if !is_memref(out.r#type()) {
                returned::write(ir, *value, *out);
            } else if is_memref(value.r#type()) {
                copy(ir, *value, *out);
            } else {
                loops::store(ir, *value, *out, &[]);
            }
        }
        for t in &self.temporaries {
            ir.op(memref::dealloc(*t, ir.location));
        }
        ir.op(func::r#return(&[], ir.location));
        Ok(())
    }

    pub(super) fn lower_call<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let callee = FlatSymbolRefAttribute::try_from(op.attribute("callee")?)
            .map_err(|_| "callee is not a flat symbol")?
            .value()
            .to_string();
        if !self.signatures.contains_key(&callee) {
            return Err(LpfError::unsupported(format!("call to @{callee}, which is not a function of this module")));
        }
        let mut args = Vec::new();
        for (v, old) in self.operands(op)?.into_iter().zip(op.operands()) {
            if old.r#type().is_tensor() {
                args.push(v);
            } else {
                // Scalars travel in rank-0 buffers.
                let cell = self.temporary(ir, old.r#type(), &[], &[]);
                loops::store(ir, v, cell, &[]);
                args.push(forever(cell));
            }
        }
        let mut outs = Vec::new();
        for result in op.results() {
            let ty = result.r#type();
            let dims = dims_of(ty).unwrap_or_default();
            if dims.iter().any(Option::is_none) {
                return Err(LpfError::unsupported("calls returning dynamically shaped tensors are not supported by the LLVM exit (results are caller-provided buffers)"));
            }
            // The callee's out-parameter type: a `ui32` result in an `i32` buffer (signature.rs).
            let element = super::signature::signless(element_of(ty).unwrap_or(ty));
            let buffer = self.temporary(ir, element, &dims, &[]);
            outs.push(forever(buffer));
        }
        let all: Vec<Value> = args.iter().chain(&outs).copied().collect();
        ir.op(func::call(ir.context, FlatSymbolRefAttribute::new(ir.context, &callee), &all, &[], ir.location));
        for (i, (result, buffer)) in op.results().zip(&outs).enumerate() {
            let value = if result.r#type().is_tensor() { *buffer } else { forever(loops::load(ir, *buffer, &[])) };
            self.bind(op, i, value)?;
        }
        Ok(())
    }
}
