//! One function's lowering state ([`FnLowering`]): the old SSA value each lowered value stands
//! for, the temporaries to free, the out-parameters; and the small builders every op family uses
//! (a scalar constant, fills and copies, an op rebuilt on other operands). The families extend
//! [`FnLowering`] in their own files; `mod.rs` dispatches an op to one of them.

use crate::ir_numerics::{self, Element};
use crate::melior_ext::is_memref;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops;
use crate::to_llvm::builders::target::Target;
use crate::to_llvm::helpers::Library;
use crate::to_llvm::kernels::scaled::Blocked;
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use melior::dialect::arith;
use melior::ir::attribute::{Attribute, StringAttribute};
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::r#type::FunctionType;
use melior::ir::{Identifier, OperationRef, Type, Value, ValueLike};
use std::collections::HashMap;

/// What a lowering step returns: its value, or the located error that fails the pass.
pub(super) type Lowered<'c, T> = Result<T, LpfError<'c>>;

/// A value's identity in the maps below (its MLIR handle).
pub(super) fn key(v: Value) -> usize {
    v.to_raw().ptr as usize
}

/// The lowering of one function body: each old value's lowered value and what the body owns.
pub(super) struct FnLowering<'c, 'l, 'm> {
    /// The typed helpers and globals of the module.
    pub(super) library: &'l mut Library<'c, 'm>,
    /// The vector unit and threading the dot kernel is generated for.
    pub(super) target: Target,
    /// Every function's type before rewriting (for call sites).
    pub(super) signatures: &'l HashMap<String, FunctionType<'c>>,
    /// Old SSA value -> its lowered value (a memref for tensors, the same kind for scalars).
    pub(super) map: HashMap<usize, Value<'c, 'static>>,
    /// The buffers allocated here, freed before the return.
    pub(super) temporaries: Vec<Value<'c, 'static>>,
    /// The out-parameters, one per result.
    pub(super) outs: Vec<Value<'c, 'static>>,
    /// Old SSA value of a `lpf.dequantize_block` left to its dot (`block.rs`, `deferrable`).
    pub(super) deferred: HashMap<usize, Blocked<'c, 'static>>,
    /// Old SSA value of an lpf result -> its `bufferization.to_tensor`, made once at its first
    /// foreign use ([`crate::to_llvm::foreign`]).
    pub(super) tensors: HashMap<usize, Value<'c, 'static>>,
}

/// Forgets a value's borrow: lowered values live in the new function body, which outlives the
/// lowering of one function.
pub(super) fn forever<'c>(v: Value<'c, '_>) -> Value<'c, 'static> {
    // SAFETY: see above; the map is dropped before the body could be destroyed.
    unsafe { Value::from_raw(v.to_raw()) }
}

impl<'c> FnLowering<'c, '_, '_> {
    /// The lowered value of an old one.
    pub(super) fn get(&self, old: Value) -> Lowered<'c, Value<'c, 'static>> {
        self.map.get(&key(old)).copied().ok_or_else(|| "internal error: operand has no lowered value".into())
    }

    /// The lowered values of `op`'s operands.
    pub(super) fn operands(&self, op: OperationRef) -> Lowered<'c, Vec<Value<'c, 'static>>> {
        op.operands().map(|v| self.get(v)).collect()
    }

    /// Records `value` as the lowering of `op`'s result `index`.
    pub(super) fn bind(&mut self, op: OperationRef, index: usize, value: Value<'c, '_>) -> Lowered<'c, ()> {
        let result = op.result(index)?;
        self.map.insert(key(result.into()), forever(value));
        Ok(())
    }

    /// The out-parameter that `op`'s result `index` may be computed into directly: when the
    /// result's only use is one operand of the function's return, the temporary and the copy at
    /// the return are saved (an element-wise op writes each element after reading its operands'
    /// element at the same index, so this holds even if the caller passes an argument's buffer).
    pub(super) fn forwarded_out(&self, op: OperationRef<'c, '_>, index: usize) -> Option<Value<'c, 'static>> {
        let result: Value = op.result(index).ok()?.into();
        // SAFETY: use-list queries on a live value of this function.
        unsafe {
            let first = mlir_sys::mlirValueGetFirstUse(result.to_raw());
            if mlir_sys::mlirOpOperandIsNull(first) || !mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirOpOperandGetNextUse(first)) {
                return None;
            }
            let owner = OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(first));
            if owner.name().as_string_ref().as_str() != Ok("func.return") {
                return None;
            }
            // A dynamically shaped result has no caller buffer (returned::write).
            self.outs.get(mlir_sys::mlirOpOperandGetOperandNumber(first) as usize).copied().filter(|out| is_memref(out.r#type()))
        }
    }

    /// A fresh buffer, freed before the return.
    pub(super) fn temporary<'a>(&mut self, ir: &Ir<'c, 'a>, element: Type<'c>, dims: &[Option<u64>], sizes: &[Value<'c, 'a>]) -> Value<'c, 'a> {
        let buffer = loops::alloc(ir, element, dims, sizes);
        self.temporaries.push(forever(buffer));
        buffer
    }

    /// Re-creates a scalar op (same name, attributes, result types) on lowered operands.
    pub(super) fn clone_scalar<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let operands = self.operands(op)?;
        let result_types: Vec<Type> = op.results().map(|r| r.r#type()).collect();
        let new = ir.op(build_like(op, &operands, &result_types)?);
        for i in 0..result_types.len() {
            let value: Value = new.result(i)?.into();
            self.bind(op, i, value)?;
        }
        Ok(())
    }
}

/// A scalar constant of `ty` holding `code`: `lpf.constant 0x..` for a number format (lowered to
/// storage by the next pass), `arith.constant` for an integer.
pub(super) fn scalar_constant<'c, 'a>(ir: &Ir<'c, 'a>, element: Element, ty: Type<'c>, code: u64) -> Lowered<'c, Value<'c, 'a>> {
    match element {
        Element::Float(f) => {
            let literal = ir_numerics::hex_literal(f, code);
            let op = OperationBuilder::new(LpfOp::Constant.name(), ir.location)
                .add_attributes(&[(Identifier::new(ir.context, "value"), StringAttribute::new(ir.context, &literal).into())])
                .add_results(&[ty])
                .build()
                ?;
            Ok(ir.val(op))
        }
        Element::Int(t) => {
            let value = ir_numerics::int_value(t, code) as i64;
            let attr = Attribute::parse(ir.context, &format!("{value} : {ty}")).ok_or("integer constant")?;
            Ok(ir.val(arith::constant(ir.context, attr, ir.location)))
        }
    }
}

/// Fills a buffer with one value.
pub(super) fn fill<'c, 'a>(ir: &Ir<'c, 'a>, buffer: Value<'c, 'a>, value: Value<'c, 'a>) {
    let sizes = loops::dims(ir, buffer);
    loops::nest(ir, &sizes, &mut |inner, ivs| loops::store(inner, value, buffer, ivs));
}

/// Copies `from` into `to` (same shape), element by element.
pub(super) fn copy<'c, 'a>(ir: &Ir<'c, 'a>, from: Value<'c, 'a>, to: Value<'c, 'a>) {
    let sizes = loops::dims(ir, from);
    loops::nest(ir, &sizes, &mut |inner, ivs| {
        let v = loops::load(inner, from, ivs);
        loops::store(inner, v, to, ivs);
    });
}

/// An op like `op` (name and attributes) on other operands and result types.
pub(super) fn build_like<'c>(op: OperationRef<'c, '_>, operands: &[Value<'c, '_>], results: &[Type<'c>]) -> Lowered<'c, melior::ir::Operation<'c>> {
    let name = op.name();
    let name = name.as_string_ref().as_str()?.to_string();
    let attributes: Vec<(Identifier, Attribute)> = op.attributes().collect();
    OperationBuilder::new(&name, op.location())
        .add_operands(operands)
        .add_attributes(&attributes)
        .add_results(results)
        .build()
        .map_err(|e| format!("cannot rebuild {name}: {e}").into())
}
