//! `lpf-tensor-to-loops`: the first step of the LLVM exit. Bufferizes every function:
//!
//! - arguments become memrefs (a scalar becomes a rank-0 memref), results become out-parameter
//!   memrefs appended to the arguments, into which the function writes (caller-provided buffers,
//!   as upstream's `buffer-results-to-out-params`); public functions get MLIR's C interface
//!   (`llvm.emit_c_interface`), so the ABI is `_mlir_ciface_<name>(inputs..., outputs...)`;
//! - each tensor op becomes an allocated buffer and an explicit `scf.for` nest of *scalar* lpf
//!   ops (which `lpf-scalar-to-calls` lowers next), row-major, outermost dimension first;
//! - `lpf.dot` and `lpf.reduce_sum` keep the reference order per output element: the outputs
//!   are the outer loops, the contraction is one innermost loop carrying the accumulator
//!   (k = 0, 1, ... from +0; products and sums are `arith.mulf`/`arith.addf` in the accumulator
//!   type, each rounded once, never contracted into an FMA);
//! - `acc(!lpf.sf<16>)` (the Atreides hardware accumulation) is one `__lpf_sf16_hw_fma` per k;
//! - a dot with static shapes into f32/f64 takes [`contraction`]'s packed, register-tiled vector
//!   kernel instead of the scalar loops, in the same order per output element;
//! - a `lpf.dequantize_block` whose only use is such a dot (the next ops, as
//!   `lpf-decompose-scaled-dot` writes them) is not lowered on its own: the kernel packs its
//!   operand from the element and scale codes ([`scaled`]), so no temporary holds the
//!   dequantised tensor.
//!
//! The signature half (which buffer each argument and result travels in, the new signature and
//! the C interface) is [`signature`]; this file lowers the ops of a body.
//!
//! Temporaries are freed before each return. Element types stay what the program says
//! (memrefs of f8E4M3FN, tf32, !lpf.sf<8>, ...); storage legalisation is the next pass's job.

mod signature;

use super::contraction::{self, Operand};
use super::matrix_units;
use super::nibble::{self, NibbleTable};
use super::foreign;
use lpf_dialect::unwind::WalkGuarded;
use super::returned;
use super::run_time_check;
use super::target::Target;
use signature::{buffer_type, function_type, is_helper, symbol, Buffered};
use super::parallel;
use super::fusion;
use super::scaled::Blocked;
use super::helpers::{call, storage_type, Helper, Library};
use super::ir::{At, Ir};
use super::loops::{self, dims_of, element_of, memref_type};
use crate::ir_numerics::{self, format_of, Element};
use crate::pass::lpf_pass;
use crate::melior_ext::is_memref;
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use lpf_dialect::{attrs, lpf_dialect_handle};
use lpf_numerics::Format;
use melior::dialect::{arith, func, memref, DialectHandle};
use melior::ir::attribute::{Attribute, FlatSymbolRefAttribute, StringAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::r#type::FunctionType;
use melior::ir::{Block, BlockRef, Identifier, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike};
use melior::pass::ExternalPass;
use melior::Context;
use std::collections::HashMap;

lpf_pass!(
    "lpf-tensor-to-loops",
    "LpfTensorToLoops",
    "Bufferize lpf functions: memref arguments and out-parameters (C interface), tensor ops as ordered scf loops of scalar lpf ops",
    run,
    [
        lpf_dialect_handle(),
        DialectHandle::func(),
        // A hardware dot's run-time size checks report through LLVM-dialect calls (matrix_units).
        DialectHandle::llvm(),
        DialectHandle::scf(),
        DialectHandle::memref(),
        DialectHandle::arith(),
        math_handle(),
        vector_handle(),
        omp_handle(),
        bufferization_handle()
    ]
);

/// The `bufferization` dialect (the bridges between lpf's buffers and foreign ops' tensors,
/// [`super::foreign`]); no melior handle either.
pub fn bufferization_handle() -> DialectHandle {
    // SAFETY: a static handle from MLIR's C API.
    unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__bufferization__()) }
}

/// The `math` dialect (the helpers use `math.ctlz` and `math.fma`); melior has no handle for it.
pub fn math_handle() -> DialectHandle {
    // SAFETY: a static handle from MLIR's C API.
    unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__math__()) }
}

/// The `vector` dialect (the dot kernel's loads, stores, broadcasts and fma); no melior handle either.
pub fn vector_handle() -> DialectHandle {
    // SAFETY: a static handle from MLIR's C API.
    unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__vector__()) }
}

/// The `omp` dialect (the kernels' threads, [`super::parallel`]); no melior handle either.
pub fn omp_handle() -> DialectHandle {
    // SAFETY: a static handle from MLIR's C API.
    unsafe { DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__omp__()) }
}

type Lowered<'c, T> = Result<T, LpfError<'c>>;

fn run(root: OperationRef, pass: ExternalPass) {
    // SAFETY: the context outlives the pass run.
    let context: &Context = lpf_dialect::context::context_of(root.context());
    let Ok(region) = root.region(0) else { return };
    let Some(body) = region.first_block() else { return };
    let target = match Target::of_module(root) {
        Ok(target) => target,
        Err(message) => {
            LpfError::unsupported(message).emit(root.location());
            pass.signal_failure();
            return;
        }
    };
    let mut library = Library::new(context, body);
    let mut functions = Vec::new();
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() == Ok("func.func") && !is_helper(op) {
            functions.push(op);
        }
    }
    // Result types of every function before rewriting, for call sites.
    let mut signatures = HashMap::new();
    for f in &functions {
        if let (Some(name), Some(ty)) = (symbol(*f), function_type(*f)) {
            signatures.insert(name, ty);
        }
    }
    let mut failed = false;
    for f in functions {
        if let Err(error) = lower_function(context, f, &mut library, &signatures, &target) {
            error.emit(f.location());
            failed = true;
        }
    }
    parallel::declare_runtime(context, body);
    if failed {
        pass.signal_failure();
    }
}

fn lower_function<'c>(
    context: &'c Context,
    func_op: OperationRef<'c, '_>,
    library: &mut Library<'c, '_>,
    signatures: &HashMap<String, FunctionType<'c>>,
    target: &Target,
) -> Lowered<'c, ()> {
    let location = func_op.location();
    let ty = function_type(func_op).ok_or("func.func has no function_type")?;
    let region = func_op.region(0).map_err(|_| "func.func has no body region")?;
    let Some(old_block) = region.first_block() else {
        return Err(LpfError::unsupported("the LLVM exit lowers functions with bodies only (declare external kernels as lpf functions)"));
    };
    if old_block.next_in_region().is_some() {
        return Err(LpfError::unsupported("functions with several blocks are not supported by the LLVM exit"));
    }
    let Buffered { inputs, results, arg_types } = signature::bufferize(context, ty)?;
    let new_block = Block::new(&arg_types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    // SAFETY: the block is appended to the function's region below and lives as long as it.
    let block_ref = unsafe { BlockRef::from_raw(new_block.to_raw()) };
    let entry = Ir::new(context, location, At::End(block_ref));
    let mut lowering = FnLowering {
        library,
        signatures,
        target: *target,
        map: HashMap::new(),
        temporaries: Vec::new(),
        outs: Vec::new(),
        deferred: HashMap::new(),
        tensors: HashMap::new(),
    };
    for (i, t) in inputs.iter().enumerate() {
        let arg: Value = block_ref.argument(i).expect("argument").into();
        let old: Value = old_block.argument(i)?.into();
        let value = if t.is_tensor() { arg } else { loops::load(&entry, arg, &[]) };
        lowering.map.insert(key(old), forever(value));
    }
    for i in 0..results.len() {
        lowering.outs.push(block_ref.argument(inputs.len() + i).expect("out parameter").into());
    }
    let mut ops = Vec::new();
    let mut next = old_block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        ops.push(op);
    }
    let mut start = 0;
    while start < ops.len() {
        let end = fusion::run_end(&ops, start);
        let ir = Ir::new(context, ops[start].location(), At::End(block_ref));
        if !lowering.stays_on_tensors(ops[start]) {
            lowering.materialize(&ir, &ops[start..end]).map_err(|error| error.or_at(ops[start].location()))?;
        }
        if end - start > 1 {
            lowering.lower_fused(&ir, &ops[start..end])?;
        } else {
            lowering.lower(&ir, ops[start]).map_err(|error| error.or_at(ops[start].location()))?;
        }
        start = end;
    }

    signature::install(context, func_op, region, old_block, new_block, &arg_types, inputs.len(), results.len());
    Ok(())
}

fn key(v: Value) -> usize {
    v.to_raw().ptr as usize
}

struct FnLowering<'c, 'l, 'm> {
    library: &'l mut Library<'c, 'm>,
    /// The vector unit and threading the dot kernel is generated for.
    target: Target,
    signatures: &'l HashMap<String, FunctionType<'c>>,
    /// Old SSA value -> its lowered value (a memref for tensors, the same kind for scalars).
    map: HashMap<usize, Value<'c, 'static>>,
    temporaries: Vec<Value<'c, 'static>>,
    outs: Vec<Value<'c, 'static>>,
    /// Old SSA value of a `lpf.dequantize_block` left to its dot (see [`FnLowering::deferrable`]).
    deferred: HashMap<usize, Blocked<'c, 'static>>,
    /// Old SSA value of an lpf result -> its `bufferization.to_tensor`, made once at its first
    /// foreign use ([`super::foreign`]).
    tensors: HashMap<usize, Value<'c, 'static>>,
}

/// Forgets a value's borrow: lowered values live in the new function body, which outlives the
/// lowering of one function.
fn forever<'c>(v: Value<'c, '_>) -> Value<'c, 'static> {
    // SAFETY: see above; the map is dropped before the body could be destroyed.
    unsafe { Value::from_raw(v.to_raw()) }
}

impl<'c> FnLowering<'c, '_, '_> {
    fn get(&self, old: Value) -> Lowered<'c, Value<'c, 'static>> {
        self.map.get(&key(old)).copied().ok_or_else(|| "internal error: operand has no lowered value".into())
    }

    fn operands(&self, op: OperationRef) -> Lowered<'c, Vec<Value<'c, 'static>>> {
        op.operands().map(|v| self.get(v)).collect()
    }

    fn bind(&mut self, op: OperationRef, index: usize, value: Value<'c, '_>) -> Lowered<'c, ()> {
        let result = op.result(index)?;
        self.map.insert(key(result.into()), forever(value));
        Ok(())
    }

    /// The out-parameter that `op`'s result `index` may be computed into directly: when the
    /// result's only use is one operand of the function's return, the temporary and the copy at
    /// the return are saved (an element-wise op writes each element after reading its operands'
    /// element at the same index, so this holds even if the caller passes an argument's buffer).
    fn forwarded_out(&self, op: OperationRef<'c, '_>, index: usize) -> Option<Value<'c, 'static>> {
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

    fn temporary<'a>(&mut self, ir: &Ir<'c, 'a>, element: Type<'c>, dims: &[Option<u64>], sizes: &[Value<'c, 'a>]) -> Value<'c, 'a> {
        let buffer = loops::alloc(ir, element, dims, sizes);
        self.temporaries.push(forever(buffer));
        buffer
    }

    fn lower<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let tensor_result = op.results().any(|r| r.r#type().is_tensor());
        let tensor_operand = op.operands().any(|v| v.r#type().is_tensor());
        if self.stays_on_tensors(op) {
            return self.lower_foreign(ir, op);
        }
        if let Some(kind) = LpfOp::of(&op) {
            if let Some(lowered) = self.lower_lpf(ir, op, kind, tensor_result) {
                return lowered;
            }
        }
        match name.as_str() {
            "func.return" => self.lower_return(ir, op),
            "func.call" => self.lower_call(ir, op),
            "arith.constant" if tensor_result => self.lower_tensor_constant(ir, op),
            "tensor.empty" => self.lower_empty(ir, op),
            "tensor.splat" => self.lower_splat(ir, op),
            "tensor.cast" => {
                let source = self.get(op.operand(0)?)?;
                let target = buffer_type(op.result(0)?.r#type())?;
                let cast = if source.r#type() == target { source } else { forever(ir.val(memref::cast(source, melior::ir::r#type::MemRefType::try_from(target)?, ir.location))) };
                self.bind(op, 0, cast)
            }
            "tensor.reshape" | "tensor.collapse_shape" | "tensor.expand_shape" => self.lower_reshape(ir, op),
            _ if tensor_result || tensor_operand || op.region_count() > 0 => Err(LpfError::unsupported(
                "is not supported by the LLVM exit (it lowers the lpf ops, constants, func.call/return, tensor.empty/splat/cast/reshape/collapse_shape/expand_shape, and the linalg ops that StableHLO's and CHLO's legalisations write, with the tensor ops feeding them)"
            ).op(name)),
            _ => self.clone_scalar(ir, op),
        }
    }

    /// One lpf op on tensors, by identity: every op of the dialect is lowered or refused here.
    /// `None`: an op on scalars, which stays for lpf-scalar-to-calls (cloned like any scalar op).
    fn lower_lpf<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, kind: LpfOp, tensor_result: bool) -> Option<Lowered<'c, ()>> {
        Some(match kind {
            LpfOp::Constant if tensor_result => self.lower_tensor_constant(ir, op),
            _ if tensor_result && fusion::is_elementwise_op(kind) => self.lower_elementwise(ir, op),
            // On scalars (the element-wise ops' scalar forms, a scalar constant).
            LpfOp::Constant | LpfOp::Convert | LpfOp::Binary(_) | LpfOp::Neg | LpfOp::Relu | LpfOp::LeakyRelu | LpfOp::Cmp => {
                return None
            }
            LpfOp::Dot => self.lower_dot(ir, op),
            LpfOp::ReduceSum => self.lower_reduce(ir, op),
            LpfOp::DequantizeBlock => self.lower_dequantize(ir, op),
            LpfOp::QuantizeBlock => self.lower_quantize(ir, op),
            // A matrix unit's block-scaled instruction: its own kernel (lpf-decompose-scaled-dot
            // leaves these); every other scaled_dot is decomposed first.
            LpfOp::ScaledDot => match attrs::hardware(&op) {
                Ok(Some(unit)) => self.lower_hardware_scaled_dot(ir, op, &unit),
                Ok(None) => Err(LpfError::unsupported("lpf.scaled_dot reaches the LLVM exit only through lpf-decompose-scaled-dot (part of --lower-to-llvm)")),
                Err(e) => Err(e.into()),
            },
        })
    }

    /// Whether `op` is left on tensors for upstream bufferisation ([`super::foreign`]): linalg
    /// ops, and tensor/bufferization ops that only feed linalg ops or read a foreign tensor.
    fn stays_on_tensors(&self, op: OperationRef<'c, '_>) -> bool {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        if name.starts_with("linalg.") || name.starts_with("bufferization.") {
            return true;
        }
        let constant = name == "arith.constant" || name == LpfOp::Constant.name();
        !constant
            && foreign::is_foreign_dialect(name)
            && (foreign::feeds_only_linalg(op)
                || op.operands().any(|v| self.map.get(&key(v)).is_some_and(|m| m.r#type().is_tensor())))
    }

    /// The tensor a foreign op reads for `old`: a foreign result as it is, an lpf buffer through
    /// one `bufferization.to_tensor` (restrict, not writable: bufferisation copies before any
    /// write, so lpf's buffers, the arguments included, are never written by a foreign op).
    fn as_tensor<'a>(&mut self, ir: &Ir<'c, 'a>, old: Value<'c, '_>) -> Lowered<'c, Value<'c, 'static>> {
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
    fn lower_foreign<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
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
    fn materialize<'a>(&mut self, ir: &Ir<'c, 'a>, ops: &[OperationRef<'c, '_>]) -> Lowered<'c, ()> {
        for op in ops {
            if op.name().as_string_ref().as_str() == Ok("func.return") {
                continue; // lower_return copies straight into the results
            }
            for old in op.operands() {
                let Some(value) = self.map.get(&key(old)).copied() else { continue };
                if !value.r#type().is_tensor() {
                    continue;
                }
                let view = to_buffer(ir, value)?;
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

    /// Re-creates a scalar op (same name, attributes, result types) on lowered operands.
    fn clone_scalar<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let operands = self.operands(op)?;
        let result_types: Vec<Type> = op.results().map(|r| r.r#type()).collect();
        let new = ir.op(build_like(op, &operands, &result_types)?);
        for i in 0..result_types.len() {
            let value: Value = new.result(i)?.into();
            self.bind(op, i, value)?;
        }
        Ok(())
    }

    fn lower_return<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
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

    fn lower_call<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
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
            let element = element_of(ty).unwrap_or(ty);
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

    fn lower_tensor_constant<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        // A splat is read as its one code (a fill loop below), whatever its size.
        let constant = ir_numerics::constant_read(&op, ir_numerics::SplatReading::Compact)?.ok_or("not a constant")?;
        let ty = op.result(0)?.r#type();
        let element = element_of(ty).ok_or("constant without element type")?;
        let dims: Vec<Option<u64>> = constant.shape.iter().map(|d| Some(*d as u64)).collect();
        let first = constant.codes.first().copied().unwrap_or(0);
        if constant.codes.iter().all(|c| *c == first) {
            // A splat (or empty) constant: one scalar constant and a fill loop.
            let buffer = self.temporary(ir, element, &dims, &[]);
            let scalar = scalar_constant(ir, constant.info.element, element, first)?;
            fill(ir, buffer, scalar);
            return self.bind(op, 0, buffer);
        }
        let storage = match constant.info.element {
            Element::Float(f) => storage_type(ir.context, f),
            Element::Int(_) => element,
        };
        let bits = melior::ir::r#type::IntegerType::try_from(storage).map(|t| t.width()).unwrap_or(64);
        let literals: Vec<String> = constant.codes.iter().map(|c| signed_literal(*c, bits)).collect();
        let shape: Vec<String> = constant.shape.iter().map(|d| format!("{d}x")).collect();
        let text = format!("dense<{}> : tensor<{}{}>", nested(&literals, &constant.shape), shape.concat(), storage);
        let value = Attribute::parse(ir.context, &text).ok_or_else(|| format!("internal error: cannot build {text}"))?;
        let name = self.library.unique_global_name();
        let global_type = memref_type(storage, &dims);
        self.library.add_global(memref::global(
            ir.context,
            &name,
            Some("private"),
            global_type,
            Some(value),
            true,
            None,
            ir.location,
        ));
        let global = ir.val(memref::get_global(ir.context, &name, global_type, ir.location));
        let value = if storage == element { global } else { cast(ir, global, memref_type(element, &dims).into()) };
        self.bind(op, 0, value)
    }

    fn lower_elementwise<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let operands = self.operands(op)?;
        let result_type = op.result(0)?.r#type();
        let element = element_of(result_type).ok_or("result has no element type")?;
        let dims = dims_of(result_type).ok_or("result is not ranked")?;
        let sizes = loops::dims(ir, operands[0]);
        // Operands of sizes known only at run time must have one shape (the loops run over
        // operand 0's and read every operand at the same index).
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let shaped: Vec<Value> = operands.iter().copied().filter(|v| is_memref(v.r#type())).collect();
        run_time_check::same_shape(ir, self.library, &name, &shaped, &dims)?;
        let out = match self.forwarded_out(op, 0) {
            Some(out) if out.r#type() == memref_type(element, &dims).into() => out,
            _ => self.temporary(ir, element, &dims, &sizes),
        };
        let nibbles = if self.target.byte_shuffle { nibble_table(op, operands[0])? } else { None };
        let step = if nibbles.is_some() { nibble::LANES } else { 1 };
        let mut failure = None;
        parallel::elementwise(ir, self.target.parallel, &sizes, &shaped, step, &mut |inner, ivs, lanes| {
            if let (Some(table), true) = (&nibbles, lanes > 1) {
                let codes = contraction::vector_load(inner, Type::vector(&[lanes as u64], element_of(operands[0].r#type()).expect("a buffer")), operands[0], ivs);
                let values = table.emit(inner, super::helpers::view(inner, codes, Type::vector(&[lanes as u64], inner.int_type(8))));
                contraction::vector_store(inner, values, out, ivs);
                return;
            }
            let scalars: Vec<Value> = operands.iter().map(|b| loops::load(inner, *b, ivs)).collect();
            match build_like(op, &scalars, &[element]) {
                Ok(scalar) => {
                    let value = inner.val(scalar);
                    loops::store(inner, value, out, ivs);
                }
                Err(e) => failure = Some(e),
            }
        });
        if let Some(e) = failure {
            return Err(e);
        }
        self.bind(op, 0, out)
    }

    /// A run of element-wise ops of one static shape ([`fusion`]) as one loop nest: per index,
    /// each op's element from its operands' elements (loaded, or computed earlier in the same
    /// iteration), stored only where something outside the run reads the result. Errors name
    /// the op they are about (located there).
    fn lower_fused<'a>(&mut self, ir: &Ir<'c, 'a>, group: &[OperationRef<'c, '_>]) -> Lowered<'c, ()> {
        let dims = dims_of(group[0].result(0)?.r#type()).unwrap_or_default();
        let sizes: Vec<Value> = dims.iter().map(|d| ir.index(d.unwrap_or(0) as i64)).collect();
        let mut outs: Vec<Option<Value<'c, 'a>>> = Vec::with_capacity(group.len());
        for op in group {
            let fail = |e: LpfError<'c>| e.or_at(op.location());
            let result = op.result(0).map_err(|e| fail(e.into()))?;
            if !fusion::used_outside(result.into(), group) {
                outs.push(None);
                continue;
            }
            // One static shape for the whole run (fusion::run_end): the first op's serves every buffer.
            let element = element_of(result.r#type()).ok_or_else(|| fail("result has no element type".into()))?;
            outs.push(Some(match self.forwarded_out(*op, 0) {
                Some(out) if out.r#type() == memref_type(element, &dims).into() => out,
                _ => self.temporary(ir, element, &dims, &sizes),
            }));
        }
        // The buffers the run reads (what no op of the run computes), for prefetching.
        let computed: std::collections::HashSet<usize> = group.iter().filter_map(|g| g.result(0).ok()).map(|r| key(r.into())).collect();
        let mut reads: Vec<Value<'c, 'a>> = Vec::new();
        for op in group {
            for v in op.operands().filter(|v| !computed.contains(&key(*v))) {
                if let Ok(buffer) = self.get(v) {
                    if is_memref(buffer.r#type()) && !reads.contains(&buffer) {
                        reads.push(buffer);
                    }
                }
            }
        }
        let mut failure = None;
        parallel::elementwise(ir, self.target.parallel, &sizes, &reads, 1, &mut |inner, ivs, _| {
            // This iteration's element of each result computed so far.
            let mut elements: HashMap<usize, Value> = HashMap::new();
            for (op, out) in group.iter().zip(&outs) {
                let built = op.operands().map(|v| match elements.get(&key(v)) {
                    Some(element) => Ok(*element),
                    None => self.get(v).map(|buffer| loops::load(inner, buffer, ivs)),
                });
                let scalars = match built.collect::<Lowered<'c, Vec<Value>>>() {
                    Ok(scalars) => scalars,
                    Err(e) => {
                        failure.get_or_insert(e.or_at(op.location()));
                        return;
                    }
                };
                let element = op.result(0).ok().and_then(|r| element_of(r.r#type()));
                match element.ok_or_else(|| "result has no element type".into()).and_then(|t| build_like(*op, &scalars, &[t])) {
                    Ok(scalar) => {
                        let value = inner.val(scalar);
                        if let Some(out) = out {
                            loops::store(inner, value, *out, ivs);
                        }
                        if let Ok(result) = op.result(0) {
                            elements.insert(key(result.into()), value);
                        }
                    }
                    Err(e) => {
                        failure.get_or_insert(e.or_at(op.location()));
                        return;
                    }
                }
            }
        });
        if let Some(failure) = failure {
            return Err(failure);
        }
        for (op, out) in group.iter().zip(outs) {
            if let Some(out) = out {
                self.bind(*op, 0, out).map_err(|e| e.or_at(op.location()))?;
            }
        }
        Ok(())
    }

    fn lower_dot<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        if let Some(unit) = attrs::hardware(&op)? {
            return self.lower_hardware_dot(ir, op, &unit);
        }
        let (old_lhs, old_rhs) = (op.operand(0)?, op.operand(1)?);
        let scaled = |old: Value| self.deferred.get(&key(old)).copied();
        let (scaled_lhs, scaled_rhs) = (scaled(old_lhs), scaled(old_rhs));
        let result_type = op.result(0)?.r#type();
        let acc = attrs::acc(&op)?;
        // Sizes known only at run time must agree before either path reads an operand.
        let codes = |old: Value, scaled: Option<Blocked<'c, 'static>>| scaled.map_or_else(|| self.get(old), |b| Ok(b.data));
        let (lhs_codes, rhs_codes) = (codes(old_lhs, scaled_lhs)?, codes(old_rhs, scaled_rhs)?);
        run_time_check::contraction(ir, self.library, lhs_codes, rhs_codes, None)?;
        let operand = |old: Value, scaled: Option<Blocked<'c, 'static>>| -> Option<Operand<'c, 'static>> {
            match scaled {
                Some(b) => Some(Operand::Scaled(b)),
                None => self.get(old).ok().and_then(|buffer| Some(Operand::Plain { buffer, element: element_of(buffer.r#type())? })),
            }
        };
        if scaled_lhs.is_some() || scaled_rhs.is_some() {
            if let Some(dot) = operand(old_lhs, scaled_lhs).zip(operand(old_rhs, scaled_rhs)).and_then(|(l, r)| contraction::Dot::new(l, r, acc, &self.target)) {
                return self.lower_fast_dot(ir, op, &dot, result_type, acc);
            }
            // Not the kernel after all: the dequantised operands are computed here.
            for (old, b) in [(old_lhs, scaled_lhs), (old_rhs, scaled_rhs)] {
                if let Some(b) = b {
                    let value = self.dequantized(ir, &b)?;
                    self.map.insert(key(old), forever(value));
                }
            }
        }
        let operands = self.operands(op)?;
        let (lhs, rhs) = (operands[0], operands[1]);
        let dims = dims_of(result_type).ok_or("result is not ranked")?;
        let (ls, rs) = (loops::dims(ir, lhs), loops::dims(ir, rhs));
        let rank = ls.len();
        if rank < 2 || rs.len() != rank {
            return Err("lpf.dot operands must have one rank >= 2".into());
        }
        // The scalar path, for what the kernel does not take (the SF16 hardware accumulator,
        // whose step is a call). Loops [B..., M, K, N]: each output [b, i, j] is its own
        // accumulator, kept in the result buffer from +0 and given k = 0, 1, ... in order (the
        // reference order); the innermost j loop has no dependence between iterations, so LLVM
        // vectorises across outputs, never across k. Operands are widened exactly once, before
        // the product loops.
        let mut out_sizes: Vec<Value> = ls[..rank - 1].to_vec();
        out_sizes.push(rs[rank - 1]);
        let mut loop_sizes: Vec<Value> = ls.clone();
        loop_sizes.push(rs[rank - 1]);
        let hw = format_of(acc).is_some_and(|f| matches!(f, Format::Sf(w) if w.bits() == 16));
        let (lhs_el, rhs_el) = (element_of(lhs.r#type()).ok_or("lhs")?, element_of(rhs.r#type()).ok_or("rhs")?);
        let plain = |buffer, element| Operand::Plain { buffer, element };
        if let Some(dot) = contraction::Dot::new(plain(lhs, lhs_el), plain(rhs, rhs_el), acc, &self.target) {
            return self.lower_fast_dot(ir, op, &dot, result_type, acc);
        }
        let wide_lhs = self.widened(ir, lhs, lhs_el, acc)?;
        let wide_rhs = self.widened(ir, rhs, rhs_el, acc)?;
        let out = self.temporary(ir, acc, &dims, &out_sizes);
        let zero = scalar_constant(ir, ir_numerics::element_of(acc).ok_or("accumulator")?, acc, 0)?;
        fill(ir, out, zero);
        let library = &mut *self.library;
        loops::nest(ir, &loop_sizes[..rank], &mut |outer, ivs| {
            // ivs = [B..., i, k]
            let (batch, i, kk) = (&ivs[..rank - 2], ivs[rank - 2], ivs[rank - 1]);
            let a = loops::load(outer, wide_lhs, ivs);
            loops::nest(outer, &loop_sizes[rank..], &mut |inner, jv| {
                let j = jv[0];
                let mut b_idx = batch.to_vec();
                b_idx.extend([kk, j]);
                let mut c_idx = batch.to_vec();
                c_idx.extend([i, j]);
                let b = loops::load(inner, wide_rhs, &b_idx);
                let s = loops::load(inner, out, &c_idx);
                let next = if hw {
                    call(inner, library, Helper::Sf16HwFma, &[s, a, b], acc)
                } else {
                    let p = inner.val(arith::mulf(a, b, inner.location));
                    inner.val(arith::addf(s, p, inner.location))
                };
                loops::store(inner, next, out, &c_idx);
            });
        });
        self.bind(op, 0, out)
    }

    /// Into f32/f64 (static or dynamic shapes): the packed, register-tiled kernel (same order
    /// per output).
    /// Every read of the operands happens while packing, before the first result is written:
    /// the result may go straight into an out-parameter, even an argument's buffer.
    /// `lpf.dot ... hardware("unit")`: [`matrix_units`]' kernel, or its E0915 at the op.
    fn lower_hardware_dot<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, unit: &str) -> Lowered<'c, ()> {
        for i in 0..2 {
            let old = op.operand(i)?;
            if let Some(b) = self.deferred.get(&key(old)).copied() {
                let value = self.dequantized(ir, &b)?;
                self.map.insert(key(old), forever(value));
            }
        }
        let operands = self.operands(op)?;
        let with_element = |v: Value<'c, 'static>| element_of(v.r#type()).map(|e| (v, e)).ok_or("operand is not a memref");
        let (lhs, rhs) = (with_element(operands[0])?, with_element(operands[1])?);
        let acc = attrs::acc(&op)?;
        let plan = matrix_units::plan(unit, lhs.1, rhs.1, acc)?;
        let dims = dims_of(op.result(0)?.r#type()).ok_or("result is not ranked")?;
        let (ls, rs) = (loops::dims(ir, lhs.0), loops::dims(ir, rhs.0));
        let mut sizes = ls[..ls.len().saturating_sub(1)].to_vec();
        sizes.extend(rs.last().copied());
        run_time_check::contraction(ir, self.library, lhs.0, rhs.0, Some(run_time_check::NativeK { k: plan.native_k as u64, unit: &plan.unit }))?;
        let out = self.temporary(ir, acc, &dims, &sizes);
        for t in matrix_units::lower(ir, &plan, lhs, rhs, out, &self.target)? {
            self.temporaries.push(forever(t));
        }
        self.bind(op, 0, out)
    }

    /// `lpf.scaled_dot ... hardware("unit")`: [`matrix_units::block_scaled`]'s kernel, or its
    /// E0915 at the op.
    fn lower_hardware_scaled_dot<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, unit: &str) -> Lowered<'c, ()> {
        if op.operand_count() != 4 {
            return Err(LpfError::unsupported(format!("'lpf.scaled_dot' hardware(\"{unit}\"): the instruction takes no per-tensor scale")));
        }
        let operands = self.operands(op)?;
        let element = |v: Value<'c, 'static>| element_of(v.r#type()).ok_or("operand is not a memref");
        let operand = |data: Value<'c, 'static>, scales: Value<'c, 'static>| -> Lowered<'c, matrix_units::block_scaled::Operand<'c, 'static>> {
            Ok(matrix_units::block_scaled::Operand { data, element: element(data)?, scales, scale_element: element(scales)? })
        };
        let (lhs, rhs) = (operand(operands[0], operands[1])?, operand(operands[2], operands[3])?);
        let acc = attrs::acc(&op)?;
        let block = attrs::block(&op)?;
        let plan = matrix_units::block_scaled::plan(unit, lhs.element, rhs.element, lhs.scale_element, block, acc)?;
        let dims = dims_of(op.result(0)?.r#type()).ok_or("result is not ranked")?;
        // Sizes known only at run time (batch, M, N; K is static here) checked before any read.
        let rank = dims.len();
        run_time_check::contraction(ir, self.library, lhs.data, rhs.data, None)?;
        run_time_check::block_scales(ir, self.library, "lpf.scaled_dot", (lhs.data, lhs.scales), rank - 1, block as u64)?;
        run_time_check::block_scales(ir, self.library, "lpf.scaled_dot", (rhs.data, rhs.scales), rank - 2, block as u64)?;
        let (ls, rs) = (loops::dims(ir, lhs.data), loops::dims(ir, rhs.data));
        let mut sizes = ls[..ls.len().saturating_sub(1)].to_vec();
        sizes.extend(rs.last().copied());
        let out = self.temporary(ir, acc, &dims, &sizes);
        for t in matrix_units::block_scaled::lower(ir, &plan, &lhs, &rhs, out, &self.target)? {
            self.temporaries.push(forever(t));
        }
        self.bind(op, 0, out)
    }

    fn lower_fast_dot<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, dot: &contraction::Dot<'c, 'a>, result_type: Type<'c>, acc: Type<'c>) -> Lowered<'c, ()> {
        let dims = dims_of(result_type).ok_or("result is not ranked")?;
        let out = match self.forwarded_out(op, 0) {
            Some(out) if out.r#type() == memref_type(acc, &dims).into() => out,
            _ => {
                let sizes = dot.result_sizes(ir);
                self.temporary(ir, acc, &dims, &sizes)
            }
        };
        for t in contraction::lower(ir, dot, out) {
            self.temporaries.push(forever(t));
        }
        self.bind(op, 0, out)
    }

    /// `buffer` widened exactly to `to`, element by element, into a temporary (itself when it
    /// already holds `to`).
    fn widened<'a>(&mut self, ir: &Ir<'c, 'a>, buffer: Value<'c, 'a>, from: Type<'c>, to: Type<'c>) -> Lowered<'c, Value<'c, 'a>> {
        if from == to {
            return Ok(buffer);
        }
        let sizes = loops::dims(ir, buffer);
        let dims = dims_of(buffer.r#type()).ok_or("operand is not ranked")?;
        let wide = self.temporary(ir, to, &dims, &sizes);
        loops::nest(ir, &sizes, &mut |inner, ivs| {
            let v = widen(inner, loops::load(inner, buffer, ivs), from, to);
            loops::store(inner, v, wide, ivs);
        });
        Ok(wide)
    }

    fn lower_reduce<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let input = self.get(op.operand(0)?)?;
        let acc = attrs::acc(&op)?;
        let reduced: Vec<usize> = attrs::dims(&op)?.iter().map(|d| *d as usize).collect();
        let result_type = op.result(0)?.r#type();
        let sizes = loops::dims(ir, input);
        let element = element_of(input.r#type()).ok_or("input has no element type")?;
        let kept: Vec<usize> = (0..sizes.len()).filter(|d| !reduced.contains(d)).collect();
        let red: Vec<usize> = (0..sizes.len()).filter(|d| reduced.contains(d)).collect();
        let out_dims = if result_type.is_tensor() { dims_of(result_type).ok_or("result")? } else { Vec::new() };
        let kept_sizes: Vec<Value> = kept.iter().map(|d| sizes[*d]).collect();
        let red_sizes: Vec<Value> = red.iter().map(|d| sizes[*d]).collect();
        let out = self.temporary(ir, acc, &out_dims, &kept_sizes);
        loops::nest(ir, &kept_sizes, &mut |outer, kept_ivs| {
            let init = outer.float(acc, 0.0);
            let sum = loops::fold(outer, &red_sizes, init, &mut |inner, red_ivs, s| {
                let mut index = vec![kept_ivs.first().copied().unwrap_or(s); sizes.len()];
                for (d, iv) in kept.iter().zip(kept_ivs) {
                    index[*d] = *iv;
                }
                for (d, iv) in red.iter().zip(red_ivs) {
                    index[*d] = *iv;
                }
                let x = widen(inner, loops::load(inner, input, &index), element, acc);
                inner.val(arith::addf(s, x, inner.location))
            });
            loops::store(outer, sum, out, kept_ivs);
        });
        if result_type.is_tensor() {
            self.bind(op, 0, out)
        } else {
            let scalar = loops::load(ir, out, &[]);
            self.bind(op, 0, scalar)
        }
    }

    fn lower_dequantize<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let operands = self.operands(op)?;
        let (data, scale) = (operands[0], operands[1]);
        let result_type = op.result(0)?.r#type();
        let blocked = Blocked {
            data,
            scale,
            global: operands.get(2).copied(),
            data_type: element_of(data.r#type()).ok_or("input")?,
            scale_type: element_of(scale.r#type()).ok_or("scale")?,
            block: attrs::block(&op)?,
            axis: blocked_axis(data.r#type(), scale.r#type()),
            value_type: element_of(result_type).ok_or("result has no element type")?,
        };
        // Before the codes are read here or by the dot it is deferred to.
        run_time_check::block_scales(ir, self.library, "lpf.dequantize_block", (data, scale), blocked.axis, blocked.block as u64)?;
        if self.deferrable(op) {
            let result: Value = op.result(0)?.into();
            self.deferred.insert(key(result), blocked);
            return Ok(());
        }
        let out = self.dequantized(ir, &blocked)?;
        self.bind(op, 0, out)
    }

    /// A temporary holding every value of a blocked operand (the standalone dequantize_block).
    fn dequantized<'a>(&mut self, ir: &Ir<'c, 'a>, blocked: &Blocked<'c, 'a>) -> Lowered<'c, Value<'c, 'a>> {
        let dims = dims_of(blocked.data.r#type()).ok_or("input is not ranked")?;
        let sizes = loops::dims(ir, blocked.data);
        let out = self.temporary(ir, blocked.value_type, &dims, &sizes);
        loops::nest(ir, &sizes, &mut |inner, ivs| {
            let value = blocked.value_at(inner, ivs);
            loops::store(inner, value, out, ivs);
        });
        Ok(out)
    }

    /// Whether a `lpf.dequantize_block` can be left to the dot that is its only use: the dot
    /// packs it from the codes (or, off the kernel's path, computes it then). Only when every op
    /// between them is another dequantize_block, so the codes are read before anything else
    /// runs, exactly as if the op were lowered in place.
    fn deferrable(&self, op: OperationRef<'c, '_>) -> bool {
        let Ok(result) = op.result(0) else { return false };
        let result: Value = result.into();
        // SAFETY: use-list queries on a live value of this function.
        let user = unsafe {
            let first = mlir_sys::mlirValueGetFirstUse(result.to_raw());
            if mlir_sys::mlirOpOperandIsNull(first) || !mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirOpOperandGetNextUse(first)) {
                return false;
            }
            OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(first))
        };
        if LpfOp::of(&user) != Some(LpfOp::Dot) {
            return false;
        }
        let mut next = op.next_in_block();
        while let Some(between) = next {
            if between == user {
                return true;
            }
            if LpfOp::of(&between) != Some(LpfOp::DequantizeBlock) {
                return false;
            }
            next = between.next_in_block();
        }
        false
    }

    fn lower_quantize<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        super::quantize::lower(self.library, ir, op, &self.operands(op)?).and_then(|(elems, scales)| {
            self.temporaries.push(forever(elems));
            self.temporaries.push(forever(scales));
            self.bind(op, 0, elems)?;
            self.bind(op, 1, scales)
        })
    }

    /// A fresh buffer for result 0 of `op` (tensor.empty / tensor.splat), its dynamic sizes
    /// taken from `dynamic` in order.
    fn fresh_result<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, dynamic: &[Value<'c, 'static>]) -> Lowered<'c, (Value<'c, 'a>, Type<'c>)> {
        let ty = op.result(0)?.r#type();
        let (dims, element) = (dims_of(ty).ok_or("result is not ranked")?, element_of(ty).ok_or("element")?);
        let mut dynamic = dynamic.iter();
        let sizes: Vec<Value> = dims
            .iter()
            .map(|d| match d {
                Some(d) => ir.index(*d as i64),
                None => dynamic.next().copied().unwrap_or_else(|| ir.index(0)),
            })
            .collect();
        Ok((self.temporary(ir, element, &dims, &sizes), element))
    }

    fn lower_empty<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let sizes = self.operands(op)?;
        let (buffer, element) = self.fresh_result(ir, op, &sizes)?;
        // Fresh tensors read as all-zero codes (as lpf-run's reference does).
        let zero = scalar_constant(ir, ir_numerics::element_of(element).ok_or("element")?, element, 0)?;
        fill(ir, buffer, zero);
        self.bind(op, 0, buffer)
    }

    fn lower_splat<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let operands = self.operands(op)?;
        let (buffer, _) = self.fresh_result(ir, op, &operands[1..])?;
        fill(ir, buffer, operands[0]);
        self.bind(op, 0, buffer)
    }

    fn lower_reshape<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let source = self.get(op.operand(0)?)?;
        let ty = op.result(0)?.r#type();
        let (dims, element) = (dims_of(ty).ok_or("result is not ranked")?, element_of(ty).ok_or("element")?);
        if dims.iter().any(Option::is_none) {
            return Err(LpfError::unsupported("reshapes to dynamic shapes are not supported by the LLVM exit"));
        }
        let sizes: Vec<Value> = dims.iter().map(|d| ir.index(d.unwrap_or(0) as i64)).collect();
        let out = self.temporary(ir, element, &dims, &sizes);
        let source_sizes = loops::dims(ir, source);
        // Copy in row-major order: the result's linear index, re-split over the source's dims.
        loops::nest(ir, &sizes, &mut |inner, ivs| {
            let mut linear = inner.index(0);
            for (iv, size) in ivs.iter().zip(&sizes) {
                linear = inner.val(arith::addi(inner.val(arith::muli(linear, *size, inner.location)), *iv, inner.location));
            }
            let mut index = vec![linear; source_sizes.len()];
            for d in (0..source_sizes.len()).rev() {
                index[d] = inner.val(arith::remui(linear, source_sizes[d], inner.location));
                linear = inner.val(arith::divui(linear, source_sizes[d], inner.location));
            }
            let value = loops::load(inner, source, &index);
            loops::store(inner, value, out, ivs);
        });
        self.bind(op, 0, out)
    }
}

/// The blocked dimension of block-scaled data: the one whose size differs between the data and
/// its scales, else the last (as the ops define it).
pub fn blocked_axis(data: Type, scale: Type) -> usize {
    let (d, s) = (dims_of(data).unwrap_or_default(), dims_of(scale).unwrap_or_default());
    d.iter().zip(&s).position(|(a, b)| a != b).unwrap_or(d.len().saturating_sub(1))
}

/// Row-major literals nested by `shape`, as a dense attribute spells them (`[[1, 2], [3, 4]]`).
fn nested(literals: &[String], shape: &[usize]) -> String {
    match shape.split_first() {
        None => literals.first().cloned().unwrap_or_default(),
        Some((first, rest)) => {
            let inner: usize = rest.iter().product();
            let parts: Vec<String> = (0..*first).map(|i| nested(&literals[i * inner..(i + 1) * inner], rest)).collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

/// The decimal literal of a code in a signed integer of `bits` bits (dense attributes are signed).
pub(crate) fn signed_literal(code: u64, bits: u32) -> String {
    if bits >= 64 {
        return (code as i64).to_string();
    }
    let sign = 1u64 << (bits - 1);
    let value = (code & ((sign << 1) - 1)) as i64;
    if code & sign != 0 { (value - (1i64 << bits)).to_string() } else { value.to_string() }
}

/// A scalar constant of `ty` holding `code`: `lpf.constant 0x..` for a number format (lowered to
/// storage by the next pass), `arith.constant` for an integer.
fn scalar_constant<'c, 'a>(ir: &Ir<'c, 'a>, element: Element, ty: Type<'c>, code: u64) -> Lowered<'c, Value<'c, 'a>> {
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

/// `bufferization.to_buffer` of a foreign tensor (read only): its buffer after bufferisation.
fn to_buffer<'c, 'a>(ir: &Ir<'c, 'a>, tensor: Value<'c, '_>) -> Lowered<'c, Value<'c, 'a>> {
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

/// Fills a buffer with one value.
fn fill<'c, 'a>(ir: &Ir<'c, 'a>, buffer: Value<'c, 'a>, value: Value<'c, 'a>) {
    let sizes = loops::dims(ir, buffer);
    loops::nest(ir, &sizes, &mut |inner, ivs| loops::store(inner, value, buffer, ivs));
}

/// Copies `from` into `to` (same shape), element by element.
fn copy<'c, 'a>(ir: &Ir<'c, 'a>, from: Value<'c, 'a>, to: Value<'c, 'a>) {
    let sizes = loops::dims(ir, from);
    loops::nest(ir, &sizes, &mut |inner, ivs| {
        let v = loops::load(inner, from, ivs);
        loops::store(inner, v, to, ivs);
    });
}

/// `builtin.unrealized_conversion_cast`: a view of one value as another type that the storage
/// legalisation turns into the identity (both sides get the same storage type).
fn cast<'c, 'a>(ir: &Ir<'c, 'a>, value: Value<'c, 'a>, ty: Type<'c>) -> Value<'c, 'a> {
    ir.val(
        OperationBuilder::new("builtin.unrealized_conversion_cast", ir.location)
            .add_operands(&[value])
            .add_results(&[ty])
            .build()
            .expect("valid cast"),
    )
}

/// `lpf.convert` of a scalar to `to` (round to nearest even, the format's default overflow).
pub fn convert<'c, 'a>(ir: &Ir<'c, 'a>, value: Value<'c, 'a>, to: Type<'c>) -> Value<'c, 'a> {
    ir.val(
        OperationBuilder::new(LpfOp::Convert.name(), ir.location)
            .add_operands(&[value])
            .add_results(&[to])
            .build()
            .expect("valid lpf.convert"),
    )
}

/// The exact widening of a scalar of `from` to `to` (no op when they are the same type).
pub(super) fn widen<'c, 'a>(ir: &Ir<'c, 'a>, value: Value<'c, 'a>, from: Type<'c>, to: Type<'c>) -> Value<'c, 'a> {
    if from == to {
        value
    } else {
        convert(ir, value, to)
    }
}

/// An op like `op` (name and attributes) on other operands and result types.
fn build_like<'c>(op: OperationRef<'c, '_>, operands: &[Value<'c, '_>], results: &[Type<'c>]) -> Lowered<'c, melior::ir::Operation<'c>> {
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

/// The lookup table of `op` when it is an `lpf.convert` that [`nibble`] converts eight codes at
/// a time: from a format of at most 4 bits into f32, not stochastic, reading `source`, a buffer
/// whose last dimension is contiguous (the identity layout).
fn nibble_table<'c>(op: OperationRef<'c, '_>, source: Value<'c, '_>) -> Lowered<'c, Option<NibbleTable>> {
    if LpfOp::of(&op) != Some(LpfOp::Convert) || attrs::stochastic(&op)?.is_some() || !loops::identity_layout(source.r#type()) {
        return Ok(None);
    }
    let from = element_of(source.r#type()).and_then(format_of);
    let to = element_of(op.result(0)?.r#type()).and_then(format_of);
    let (Some(from), Some(to)) = (from, to) else { return Ok(None) };
    let rnd = ir_numerics::rounding(attrs::rounding(&op)?);
    let ovf = ir_numerics::overflow(attrs::overflow(&op)?, to);
    Ok(NibbleTable::of(from, to, rnd, ovf))
}
